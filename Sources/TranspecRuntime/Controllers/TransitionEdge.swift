/// The edge of the container a view travels toward as a transition
/// completes (spec key `gesture.edge`). Leading and trailing follow the
/// layout direction.
public enum TransitionEdge: String, Hashable, Sendable, CaseIterable {
    case top, bottom, left, right, leading, trailing

    /// Top and bottom: the gesture's axis is vertical.
    public var isVertical: Bool { self == .top || self == .bottom }

    /// The unit vector toward the edge, in screen coordinates (y grows
    /// downward). `rightToLeft` mirrors leading and trailing.
    public func direction(rightToLeft: Bool = false) -> TravelDirection {
        switch self {
        case .top: TravelDirection(dx: 0, dy: -1)
        case .bottom: TravelDirection(dx: 0, dy: 1)
        case .left: TravelDirection(dx: -1, dy: 0)
        case .right: TravelDirection(dx: 1, dy: 0)
        case .leading: TravelDirection(dx: rightToLeft ? 1 : -1, dy: 0)
        case .trailing: TravelDirection(dx: rightToLeft ? -1 : 1, dy: 0)
        }
    }

    /// The screen edge a swipe toward this edge starts from: the opposite
    /// one (a pop travels right, so its swipe starts at the left edge).
    package func screenEdgeToSwipeFrom(rightToLeft: Bool = false) -> TransitionEdge {
        let travel = direction(rightToLeft: rightToLeft)
        if travel.dx > 0 { return .left }
        if travel.dx < 0 { return .right }
        return travel.dy > 0 ? .top : .bottom
    }
}

/// A unit vector in screen coordinates: the way a view travels.
public struct TravelDirection: Hashable, Sendable {
    public var dx: Double
    public var dy: Double

    public init(dx: Double, dy: Double) {
        self.dx = dx
        self.dy = dy
    }

    package var reversed: TravelDirection { TravelDirection(dx: -dx, dy: -dy) }

    /// The component of the vector (x, y) along this direction.
    package func component(x: Double, y: Double) -> Double {
        x * dx + y * dy
    }

    /// The component of (x, y) across this direction: along (dy, −dx), the
    /// direction a quarter turn counterclockwise on screen (y down).
    package func crossComponent(x: Double, y: Double) -> Double {
        x * dy - y * dx
    }

    /// The vector `along` this direction and `across` it (`crossComponent`'s axis).
    package func vector(along: Double, across: Double) -> (x: Double, y: Double) {
        (along * dx + across * dy, along * dy - across * dx)
    }

    /// Positive along this direction, and more along it than across: a
    /// pan's velocity that heads this way.
    package func isMostlyAlong(x: Double, y: Double) -> Bool {
        let along = component(x: x, y: y)
        return along > 0 && abs(along) > abs(crossComponent(x: x, y: y))
    }
}
