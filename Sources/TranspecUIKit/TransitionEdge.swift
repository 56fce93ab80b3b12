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
