import TranspecDiagnostics
import TranspecRuntime

/// `scrollView:`: whether the transition waits for a scroll view to reach
/// its edge, and whether the screen must have one.
public enum ScrollViewCoordination: String, Hashable, Sendable, CaseIterable {
    case none, optional, required
}

public struct GestureIR: Hashable, Sendable {
    public var edge: Located<TransitionEdge>
    public var distance: Located<DistanceRule>
    public var directions: Located<DragDirections>
    public var screenEdge: Located<Bool>
    /// nil: progress is clamped to 0…1 while tracking.
    public var rubberBand: RubberBand?
    public var scrollView: Located<ScrollViewCoordination>
    public var progress: ProgressReporting
    public var location: SourceLocation
}

extension GestureIR {
    /// The drag distance in points, with `container` read as the nominal iPhone.
    public var nominalDistance: Double {
        distance.value.resolve(containerExtent: ContainerSize.iPhone.extent(along: edge.value))
    }
}
