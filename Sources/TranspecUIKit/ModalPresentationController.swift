#if canImport(UIKit)
import TranspecRuntime
import UIKit

/// The presentation controller of every screen a `ModalTransitioningDelegate`
/// presents: it keeps the dimming view (when the transition dims) behind the
/// presented view for as long as it is presented, and lays the presented
/// view out at its resting frame. Transitions animate the dimming view's
/// alpha; this controller only adds and removes it, so an interrupted or
/// cancelled transition leaves no stray view.
///
/// The view UIKit animates (`presentedView`) holds the presented screen's
/// view, filling it, as Apple's custom-presentation sample wraps its own:
/// a view transpec owns around the screen, where VoiceOver's escape gesture
/// arrives ("Implement accessibilityPerformEscape on an element or
/// containing view", UIAccessibility.h) and `performEscape` answers it.
///
/// A detent sheet (its dismissal declares `detents`) rests at `detent`, as
/// `UISheetPresentationController` keeps its `selectedDetentIdentifier`:
/// the presented view is laid out that detent's offset down the dismissal,
/// between transitions and on size change.
///
/// A sheet with an undimmed detent (`DetentPlan.largestUndimmed`) keeps a
/// clear backdrop under the dimming view that, while the sheet rests at or
/// below that detent, hands a touch outside the sheet to the presenting
/// screen, as `UISheetPresentationController` does with
/// `largestUndimmedDetentIdentifier`; above it the backdrop and the
/// dimming view take the touch, as every dimming view does.
@MainActor
package final class ModalPresentationController: UIPresentationController {
    /// Behind the presented view; nil when the transition does not dim.
    package let dimmingView: UIView?
    /// Where the presented view rests; nil: it fills the container.
    package let restingFrame: RestingFrame?
    /// A detent sheet's dismissal; nil when the screen has no detents.
    let detentSheet: TransitionPlan?
    /// The detent the sheet rests at; nil without detents or before it is presented.
    package internal(set) var detent: String?
    /// Under the dimming view on a sheet that has an undimmed detent; nil otherwise.
    package let backdrop: TouchForwardingView?
    /// Holds the presented screen's view; what UIKit animates.
    private let screenView = PresentedScreenView(frame: .zero)
    /// VoiceOver's escape on the presented screen: true when it dismissed it.
    var performEscape: (@MainActor () -> Bool)? {
        get { screenView.performEscape }
        set { screenView.performEscape = newValue }
    }

    /// `dimming` is the dimming view's colour and its alpha while presented.
    package init(
        presentedViewController: UIViewController,
        presenting presentingViewController: UIViewController?,
        dimming: (color: DimmingColor, restingAlpha: Double)?,
        restingFrame: RestingFrame? = nil,
        detentSheet: TransitionPlan? = nil
    ) {
        self.restingFrame = restingFrame
        self.detentSheet = detentSheet?.isDetentSheet == true ? detentSheet : nil
        dimmingView = dimming.map { dimming in
            let view = UIView(frame: .zero)
            view.backgroundColor = dimming.color.backgroundColor
            view.alpha = CGFloat(dimming.restingAlpha)
            return view
        }
        backdrop = self.detentSheet?.motion.detents?.largestUndimmed == nil ? nil : TouchForwardingView(frame: .zero)
        super.init(presentedViewController: presentedViewController, presenting: presentingViewController)
        backdrop?.forwardsTo = { [weak self] in
            guard let self, self.letsTouchesThrough else { return nil }
            return self.presentingViewController.view
        }
    }

    /// Whether a touch outside the sheet reaches the screen behind: the
    /// sheet rests at or below its largest undimmed detent.
    package var letsTouchesThrough: Bool {
        guard let detentSheet, let detents = detentSheet.motion.detents, detents.largestUndimmed != nil,
              let containerView else { return false }
        let size = Self.size(of: containerView)
        let distance = detentSheet.motion.distance.resolve(containerExtent: size.extent(along: detentSheet.edge))
        let d = distance > 0 ? distance : 1
        guard let stop = detents.restingStop(named: detent, among: detents.stops(in: size, distance: d)) else { return false }
        return stop.progress >= detents.undimmedProgress(in: size, distance: d)
    }

    /// The resting frame in the container's current bounds, moved down to
    /// the current detent; UIKit reads it for the transition's final frame,
    /// and this controller again on every layout, so a size change
    /// (rotation, split view) moves the screen.
    package override var frameOfPresentedViewInContainerView: CGRect {
        guard let containerView else { return super.frameOfPresentedViewInContainerView }
        var rect = super.frameOfPresentedViewInContainerView
        if let restingFrame {
            let frame = restingFrame.frame(in: Self.size(of: containerView))
            rect = CGRect(x: CGFloat(frame.x), y: CGFloat(frame.y), width: CGFloat(frame.width), height: CGFloat(frame.height))
        }
        guard let detentSheet else { return rect }
        let direction = detentSheet.edge.direction(in: containerView)
        let shift = detentShift
        return rect.offsetBy(dx: CGFloat(direction.dx * shift), dy: CGFloat(direction.dy * shift))
    }

    /// Points from the resting frame to the current detent, along the
    /// dismissal's direction: what a dismissal drag starts from.
    var detentShift: Double {
        guard let containerView else { return 0 }
        return detentSheet?.detentRest(named: detent, in: Self.size(of: containerView))?.offset ?? 0
    }

    /// A detent sheet rests below its tallest detent.
    var isBelowTallestDetent: Bool {
        guard let detentSheet, let containerView, let detent, let detents = detentSheet.motion.detents,
              let tallest = detents.stops(in: Self.size(of: containerView), distance: 1).first?.detent
        else { return false }
        return detents.detents[tallest].name != detent
    }

    /// The sheet rests at `detent` now (nil or unknown: the initial
    /// detent, else the tallest): its
    /// view moves to that detent's frame and the dimming view takes that
    /// detent's alpha, so every way of reaching a detent (a drag, a move
    /// from code, animated or not, the presentation) leaves the same
    /// screen. True when the detent changed.
    @discardableResult
    func rest(at detent: String?) -> Bool {
        let old = self.detent
        if let containerView, let rest = detentSheet?.detentRest(named: detent, in: Self.size(of: containerView)) {
            self.detent = rest.name
            if detentSheet?.motion.dimming != nil { dimmingView?.alpha = CGFloat(rest.dimmingAlpha) }
        }
        layOutPresentedView()
        return self.detent != old
    }

    private static func size(of view: UIView) -> ContainerSize {
        ContainerSize(of: view)
    }

    /// The presented screen's view, inside a view of transpec's (see above).
    package override var presentedView: UIView? { screenView }

    package override func presentationTransitionWillBegin() {
        screenView.embed(presentedViewController.view)
        rest(at: nil)  // A presentation plays to the initial detent, else the tallest.
        guard let containerView else { return }
        if let backdrop {
            backdrop.frame = containerView.bounds
            containerView.insertSubview(backdrop, at: 0)
            if let dimmingView {
                dimmingView.frame = backdrop.bounds
                backdrop.addSubview(dimmingView)
            }
        } else if let dimmingView {
            dimmingView.frame = containerView.bounds
            containerView.insertSubview(dimmingView, at: 0)
        }
    }

    package override func presentationTransitionDidEnd(_ completed: Bool) {
        if !completed { (backdrop ?? dimmingView)?.removeFromSuperview() }
        // A presentation that plays the dismissal backward ends on the
        // dimming its track has at the tallest; a sheet that lands at a lower
        // detent takes that detent's dimming, as every way of reaching it does.
        if completed, detentSheet != nil { rest(at: detent) } else if completed { layOutPresentedView() }
    }

    package override func dismissalTransitionDidEnd(_ completed: Bool) {
        if completed { (backdrop ?? dimmingView)?.removeFromSuperview() } else { layOutPresentedView() }
    }

    package override func containerViewWillLayoutSubviews() {
        guard let containerView else { return }
        backdrop?.frame = containerView.bounds
        dimmingView?.frame = containerView.bounds
        // A transition under way owns the presented view's frame: the frames
        // UIKit gave at its start must hold at its end (UIViewControllerTransitioning.h:
        // "if the finalFrame is not CGRectZero then it must be respected at the end
        // of the transition"). A change of size or safe area meanwhile lays the
        // view out when the transition ends.
        if presentedViewController.isBeingPresented || presentedViewController.isBeingDismissed { return }
        layOutPresentedView()
    }

    private func layOutPresentedView() {
        // Bounds and center, not frame: a transition may be moving the view
        // with a transform, and then its frame is undefined.
        if let containerView, let presentedView, presentedView.superview === containerView {
            let frame = frameOfPresentedViewInContainerView
            presentedView.bounds.size = frame.size
            presentedView.center = CGPoint(x: frame.midX, y: frame.midY)
        }
    }
}

/// A clear view that, while `forwardsTo` names a view, answers hit-testing
/// with that view's hit-test at the same point, the way
/// `UISheetPresentationController` lets touches outside an undimmed sheet
/// through to the presenting screen; otherwise it takes the touch itself,
/// as any view does (hitTest(_:with:): the subview at the point, else itself).
/// Its own alpha stays 1, so UIKit always asks it, whatever the dimming
/// view's alpha: hit-testing skips views with alpha below 0.01.
@MainActor
package final class TouchForwardingView: UIView {
    var forwardsTo: (@MainActor () -> UIView?)?

    package override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        guard let behind = forwardsTo?() else { return super.hitTest(point, with: event) }
        return behind.hitTest(convert(point, to: behind), with: event)
    }
}

/// The view around a presented screen's view: it keeps the screen's view
/// filling it and answers VoiceOver's escape.
@MainActor
final class PresentedScreenView: UIView {
    var performEscape: (@MainActor () -> Bool)?
    private weak var screen: UIView?

    func embed(_ view: UIView) {
        screen = view
        addSubview(view)
        fill()
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        fill()
    }

    /// Bounds and center: the screen's view may carry a transform of the app's.
    private func fill() {
        guard let screen, screen.superview === self else { return }
        screen.bounds.size = bounds.size
        screen.center = CGPoint(x: bounds.midX, y: bounds.midY)
    }

    override func accessibilityPerformEscape() -> Bool {
        performEscape?() ?? false
    }
}
#endif
