#if canImport(UIKit)
import UIKit

/// Decides when a dismissal pan may begin, so a scroll view inside the
/// dismissed view keeps scrolling until it reaches its edge (seed 000):
/// the pan begins only when it moves toward the travel edge and the scroll
/// view, if any, is at its start in that direction (`adjustedContentInset`
/// included); while a transition is settling it always begins, so the view
/// can be grabbed again. The scroll view's own pan waits for this one to
/// fail, which it does at once when it may not begin.
@MainActor
public final class ScrollViewDismissalGate: NSObject, UIGestureRecognizerDelegate {
    private let edge: TransitionEdge
    private let bothDirections: Bool
    private weak var scrollView: UIScrollView?
    private let isTransitionInFlight: @MainActor () -> Bool

    public init(
        edge: TransitionEdge,
        bothDirections: Bool = false,
        scrollView: UIScrollView?,
        isTransitionInFlight: @escaping @MainActor () -> Bool
    ) {
        self.edge = edge
        self.bothDirections = bothDirections
        self.scrollView = scrollView
        self.isTransitionInFlight = isTransitionInFlight
    }

    /// Becomes `pan`'s delegate and makes the scroll view's pan wait for it.
    public func install(on pan: UIPanGestureRecognizer) {
        pan.delegate = self
        scrollView?.panGestureRecognizer.require(toFail: pan)
    }

    public func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        if isTransitionInFlight() { return true }
        guard let pan = gestureRecognizer as? UIPanGestureRecognizer, let view = pan.view else { return false }
        let direction = edge.direction(in: view)
        let velocity = pan.velocity(in: view)
        let along = direction.projection(of: velocity)
        let across = direction.crossProjection(of: velocity)
        guard abs(along) > abs(across) else { return false }
        if bothDirections {
            guard let scrollView else { return true }
            return Self.isAtStart(scrollView, forDragAlong: along > 0 ? direction : direction.reversed)
        }
        guard along > 0 else { return false }
        guard let scrollView else { return true }
        return Self.isAtStart(scrollView, forDragAlong: direction)
    }

    /// True when content cannot scroll further for a drag along `direction`
    /// (a downward drag needs the content at its top), with a half-point slack.
    public static func isAtStart(_ scrollView: UIScrollView, forDragAlong direction: CGVector) -> Bool {
        let offset = scrollView.contentOffset
        let inset = scrollView.adjustedContentInset
        let size = scrollView.contentSize
        let bounds = scrollView.bounds.size
        let slack: CGFloat = 0.5
        if direction.dy > 0 { return offset.y <= -inset.top + slack }
        if direction.dy < 0 { return offset.y >= max(-inset.top, size.height - bounds.height + inset.bottom) - slack }
        if direction.dx > 0 { return offset.x <= -inset.left + slack }
        return offset.x >= max(-inset.left, size.width - bounds.width + inset.right) - slack
    }
}

extension CGVector {
    var reversed: CGVector { CGVector(dx: -dx, dy: -dy) }
}
#endif
