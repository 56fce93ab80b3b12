import TranspecDiagnostics
import TranspecRuntime

/// `scrollView:`: whether the transition waits for a scroll view to reach
/// its edge, and whether the screen must have one.
package enum ScrollViewCoordination: String, Hashable, Sendable, CaseIterable {
    case none, optional, required
}

package struct GestureIR: Hashable, Sendable {
    package var edge: Located<TransitionEdge>
    package var distance: Located<DistanceRule>
    /// Whether the spec wrote `distance`; otherwise it is the default
    /// (`container`, or a frame's travel), located at the gesture.
    package var isDistanceWritten: Bool
    package var directions: Located<DragDirections>
    package var screenEdge: Located<Bool>
    /// nil: progress is clamped to 0…1 while tracking.
    package var rubberBand: RubberBand?
    package var scrollView: Located<ScrollViewCoordination>
    package var progress: ProgressReporting
    package var location: SourceLocation
    /// More drags that drive the same motion (`gesture:` a list, after the first).
    package var others: [OtherGestureIR] = []
}

/// A further gesture of a `gesture:` list: another way the same motion is driven.
package struct OtherGestureIR: Hashable, Sendable {
    package var edge: Located<TransitionEdge>
    package var distance: Located<DistanceRule>
    package var screenEdge: Located<Bool>
    package var location: SourceLocation

    /// What the runtime plan carries.
    package var way: GestureWay {
        GestureWay(edge: edge.value, start: screenEdge.value ? .screenEdge : .pan, distance: distance.value)
    }
}

extension GestureIR {
    /// The drag distance in points, with `container` read as the nominal iPhone.
    package var nominalDistance: Double {
        distance.value.resolve(containerExtent: ContainerSize.iPhone.extent(along: edge.value))
    }
}
