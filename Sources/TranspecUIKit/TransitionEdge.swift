#if canImport(UIKit)
import UIKit

/// The edge a view travels toward as a transition completes (spec key
/// `gesture.edge`). Leading and trailing follow the layout direction.
public enum TransitionEdge: Sendable {
    case top, bottom, left, right, leading, trailing

    /// The unit vector, in view coordinates, pointing toward the edge.
    @MainActor
    public func direction(in view: UIView) -> CGVector {
        switch self {
        case .top: CGVector(dx: 0, dy: -1)
        case .bottom: CGVector(dx: 0, dy: 1)
        case .left: CGVector(dx: -1, dy: 0)
        case .right: CGVector(dx: 1, dy: 0)
        case .leading: CGVector(dx: view.isRightToLeft ? 1 : -1, dy: 0)
        case .trailing: CGVector(dx: view.isRightToLeft ? -1 : 1, dy: 0)
        }
    }

    /// The screen edge a `UIScreenEdgePanGestureRecognizer` starts from: the
    /// one opposite the travel edge (a pop travels right, from the left edge).
    @MainActor
    public func screenEdgeToSwipeFrom(in view: UIView) -> UIRectEdge {
        let travel = direction(in: view)
        if travel.dx > 0 { return .left }
        if travel.dx < 0 { return .right }
        return travel.dy > 0 ? .top : .bottom
    }

    /// Whether `velocity` (in `view`'s coordinates) heads mostly toward this
    /// edge: a tab bar delegate picks next or previous with it.
    @MainActor
    public func isMostlyToward(_ velocity: CGPoint, in view: UIView) -> Bool {
        direction(in: view).isMostlyAlong(velocity)
    }

    /// Whether `velocity` heads mostly away from this edge, along its axis:
    /// with `directions: both` such a pan drives the transition too.
    @MainActor
    public func isMostlyAway(_ velocity: CGPoint, in view: UIView) -> Bool {
        direction(in: view).reversed.isMostlyAlong(velocity)
    }
}

extension CGVector {
    /// The component of `point` along this unit vector.
    func projection(of point: CGPoint) -> Double {
        Double(point.x * dx + point.y * dy)
    }

    /// The component of `point` across this unit vector.
    func crossProjection(of point: CGPoint) -> Double {
        Double(point.x * dy - point.y * dx)
    }

    /// Positive along this unit vector, and more along it than across.
    func isMostlyAlong(_ point: CGPoint) -> Bool {
        let along = projection(of: point)
        return along > 0 && abs(along) > abs(crossProjection(of: point))
    }
}

extension UIView {
    /// Whether horizontal leading/trailing edges are mirrored for this view.
    var isRightToLeft: Bool {
        #if os(iOS) || os(tvOS) || os(visionOS)
        effectiveUserInterfaceLayoutDirection == .rightToLeft
        #else
        false // The Linux UIKit stand-in has no layout-direction API.
        #endif
    }
}
#endif
