import TranspecDiagnostics

public enum GestureEdge: String, Hashable, Sendable, CaseIterable {
    case top, bottom, left, right, leading, trailing

    public var isVertical: Bool { self == .top || self == .bottom }
}

public enum GestureDistance: Hashable, Sendable {
    case points(Double)
    /// The container's height for top/bottom edges, its width otherwise.
    case container
}

public enum DragDirections: String, Hashable, Sendable, CaseIterable {
    case towardEdge = "toward-edge"
    case both
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

public enum ProgressReporting: String, Hashable, Sendable, CaseIterable {
    case fraction, step
}

public struct GestureIR: Hashable, Sendable {
    public var edge: Located<GestureEdge>
    public var distance: Located<GestureDistance>
    public var directions: Located<DragDirections>
    public var screenEdge: Located<Bool>
    public var rubberBand: Located<RubberBandIR>
    public var scrollView: Located<ScrollViewCoordination>
    public var progress: Located<ProgressReporting>
    public var location: SourceLocation
}

extension GestureIR {
    /// Stand-in container sizes for checks that need points: an iPhone's
    /// 844 pt height for vertical edges and 390 pt width otherwise.
    public static let nominalContainerHeight = 844.0
    public static let nominalContainerWidth = 390.0

    /// The drag distance in points, with `container` read as a nominal iPhone.
    public var nominalDistance: Double {
        switch distance.value {
        case .points(let points): points
        case .container: edge.value.isVertical ? Self.nominalContainerHeight : Self.nominalContainerWidth
        }
    }
}
