#if canImport(UIKit)
import UIKit

/// A presentation controller that keeps a dimming view behind the presented
/// view for as long as it is presented. Transitions animate `dimmingView.alpha`
/// (pass it as `TransitionViews.dimming`); this controller only adds and
/// removes it, so an interrupted or cancelled transition leaves no stray view.
@MainActor
public final class DimmingPresentationController: UIPresentationController {
    public let dimmingView: UIView

    /// `restingAlpha` is the alpha while presented (the dimming track at the
    /// presented end).
    public init(
        presentedViewController: UIViewController,
        presenting presentingViewController: UIViewController?,
        restingAlpha: CGFloat
    ) {
        dimmingView = UIView(frame: .zero)
        dimmingView.backgroundColor = .black
        dimmingView.alpha = restingAlpha
        super.init(presentedViewController: presentedViewController, presenting: presentingViewController)
    }

    public override func presentationTransitionWillBegin() {
        guard let containerView else { return }
        dimmingView.frame = containerView.bounds
        containerView.insertSubview(dimmingView, at: 0)
    }

    public override func presentationTransitionDidEnd(_ completed: Bool) {
        if !completed { dimmingView.removeFromSuperview() }
    }

    public override func dismissalTransitionDidEnd(_ completed: Bool) {
        if completed { dimmingView.removeFromSuperview() }
    }

    public override func containerViewWillLayoutSubviews() {
        if let containerView { dimmingView.frame = containerView.bounds }
    }
}
#endif
