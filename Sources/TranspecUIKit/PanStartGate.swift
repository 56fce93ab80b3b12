#if canImport(UIKit)
import TranspecRuntime
import UIKit

/// A pan's delegate that lets it begin by the runtime's `PanStartRule`, and
/// makes the scroll view's own pan wait for it to fail, which it does at
/// once when it may not begin (the "Going indie" post, "deal with scroll views").
@MainActor
final class PanStartGate: NSObject, UIGestureRecognizerDelegate {
    private let plans: [TransitionPlan]
    private let scrollView: @MainActor () -> UIScrollView?
    private let canGrab: @MainActor () -> Bool
    private let sheetBelowTallest: @MainActor () -> Bool
    private let refusesStart: @MainActor () -> Bool

    /// - Parameters:
    ///   - plans: whose edges (and both directions) a drag may take.
    ///   - scrollView: read when a pan starts, since the screen changes.
    ///   - canGrab: a transition is settling and may be grabbed again.
    ///   - sheetBelowTallest: a detent sheet rests below its tallest detent.
    ///   - refusesStart: asked when a drag would start a new transition (not
    ///     grab a settling one): true keeps the pan from beginning (a
    ///     dismissal the app does not allow).
    init(
        plans: [TransitionPlan],
        scrollView: @escaping @MainActor () -> UIScrollView? = { nil },
        canGrab: @escaping @MainActor () -> Bool,
        sheetBelowTallest: @escaping @MainActor () -> Bool = { false },
        refusesStart: @escaping @MainActor () -> Bool = { false }
    ) {
        self.plans = plans
        self.scrollView = scrollView
        self.canGrab = canGrab
        self.sheetBelowTallest = sheetBelowTallest
        self.refusesStart = refusesStart
    }

    func install(on pan: UIPanGestureRecognizer) {
        pan.delegate = self
        scrollView()?.panGestureRecognizer.require(toFail: pan)
    }

    /// A swipe from the screen edge: it starts outside the content, so no
    /// direction or scroll view holds it back; only `refusesStart` does.
    func installOnScreenEdge(_ pan: UIPanGestureRecognizer) {
        pan.delegate = self
    }

    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        #if !os(tvOS) && !os(visionOS)
        if gestureRecognizer is UIScreenEdgePanGestureRecognizer { return canGrab() || !refusesStart() }
        #endif
        guard let pan = gestureRecognizer as? UIPanGestureRecognizer, let view = pan.view else { return false }
        let velocity = pan.velocity(in: view)
        let rule = PanStartRule(plans: plans, rightToLeft: view.isRightToLeft)
        let grabs = canGrab()
        let allowed = rule.allowsStart(
            velocityX: Double(velocity.x), velocityY: Double(velocity.y),
            scrollView: scrollView().map { Self.position(of: $0) }, transitionInFlight: grabs,
            sheetBelowTallest: sheetBelowTallest())
        return allowed && (grabs || !refusesStart())
    }

    /// A scroll view found after `install` (another screen's) waits too.
    func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer,
        shouldBeRequiredToFailBy otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool {
        otherGestureRecognizer === scrollView()?.panGestureRecognizer
    }

    static func position(of scrollView: UIScrollView) -> ScrollPosition {
        let inset = scrollView.adjustedContentInset
        return ScrollPosition(
            offsetX: Double(scrollView.contentOffset.x), offsetY: Double(scrollView.contentOffset.y),
            insetTop: Double(inset.top), insetLeft: Double(inset.left),
            insetBottom: Double(inset.bottom), insetRight: Double(inset.right),
            contentWidth: Double(scrollView.contentSize.width), contentHeight: Double(scrollView.contentSize.height),
            boundsWidth: Double(scrollView.bounds.width), boundsHeight: Double(scrollView.bounds.height))
    }
}
#endif
