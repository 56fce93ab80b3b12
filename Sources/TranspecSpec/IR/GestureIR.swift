import TranspecDiagnostics
import TranspecRuntime

public enum DragDirections: String, Hashable, Sendable, CaseIterable {
    case towardEdge = "toward-edge"
    case both
    /// In x and y: the moving view follows the finger (dismiss and pop only).
    case any
}

public enum RubberBandIR: Hashable, Sendable {
    case off
    /// UIScrollView's coefficient is 0.55.
    case on(coefficient: Double)

    public static let scrollViewCoefficient = 0.55
}

public enum ScrollViewCoordination: String, Hashable, Sendable, CaseIterable {
    case none, optional, required
}

public struct GestureIR: Hashable, Sendable {
    public var edge: Located<TransitionEdge>
    public var distance: Located<DistanceRule>
    public var directions: Located<DragDirections>
    public var screenEdge: Located<Bool>
    public var rubberBand: Located<RubberBandIR>
    public var scrollView: Located<ScrollViewCoordination>
    public var progress: Located<ProgressReporting>
    public var location: SourceLocation
}

extension GestureIR {
    /// The drag distance in points, with `container` read as the nominal iPhone.
    public var nominalDistance: Double {
        distance.value.resolve(containerExtent: ContainerSize.iPhone.extent(along: edge.value))
    }
}
