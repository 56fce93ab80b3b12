#if canImport(UIKit)
import UIKit

/// Decides when a transition's pan may begin, so a scroll view inside the
/// moving view keeps scrolling until it reaches its edge (seed 000): the pan
/// begins only when it moves mostly toward one of its travel edges and the
/// scroll view, if any, is at its start in that direction
/// (`adjustedContentInset` included); while a transition is settling it
/// always begins, so the view can be grabbed again. The scroll view's own pan
/// waits for this one to fail, which it does at once when it may not begin.
@MainActor
public final class ScrollViewDismissalGate: NSObject, UIGestureRecognizerDelegate {
    private let edges: [TransitionEdge]
    private let bothDirections: Bool
    private let currentScrollView: @MainActor () -> UIScrollView?
    private let isTransitionInFlight: @MainActor () -> Bool

    /// A gate for one edge and a scroll view known up front (a dismissed sheet's).
    public convenience init(
        edge: TransitionEdge,
        bothDirections: Bool = false,
        scrollView: UIScrollView?,
        isTransitionInFlight: @escaping @MainActor () -> Bool
    ) {
        self.init(
            edges: [edge], bothDirections: bothDirections, scrollView: { [weak scrollView] in scrollView },
            isTransitionInFlight: isTransitionInFlight)
    }

    /// A gate for several travel edges (a tab bar's next and previous) whose
    /// scroll view is looked up when a pan starts (the top or selected view
    /// controller's, which changes as the app navigates).
    public init(
        edges: [TransitionEdge],
        bothDirections: Bool = false,
        scrollView: @escaping @MainActor () -> UIScrollView? = { nil },
        isTransitionInFlight: @escaping @MainActor () -> Bool
    ) {
        self.edges = edges
        self.bothDirections = bothDirections
        self.currentScrollView = scrollView
        self.isTransitionInFlight = isTransitionInFlight
    }

    /// Becomes `pan`'s delegate and makes the current scroll view's pan wait for it.
    public func install(on pan: UIPanGestureRecognizer) {
        pan.delegate = self
        currentScrollView()?.panGestureRecognizer.require(toFail: pan)
    }

    public func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        if isTransitionInFlight() { return true }
        guard let pan = gestureRecognizer as? UIPanGestureRecognizer, let view = pan.view else { return false }
        let velocity = pan.velocity(in: view)
        let scrollView = currentScrollView()
        for direction in travelDirections(in: view) where direction.isMostlyAlong(velocity) {
            guard let scrollView else { return true }
            if Self.isAtStart(scrollView, forDragAlong: direction) { return true }
        }
        return false
    }

    /// A scroll view found after `install` (another view controller's) waits too.
    public func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer,
        shouldBeRequiredToFailBy otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool {
        otherGestureRecognizer === currentScrollView()?.panGestureRecognizer
    }

    private func travelDirections(in view: UIView) -> [CGVector] {
        let forward = edges.map { $0.direction(in: view) }
        return bothDirections ? forward + forward.map(\.reversed) : forward
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
