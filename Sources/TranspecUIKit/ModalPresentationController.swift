#if canImport(UIKit)
import TranspecRuntime
import UIKit

/// The presentation controller of every screen a `ModalTransitioningDelegate`
/// presents: it keeps the dimming view (when the transition dims) behind the
/// presented view for as long as it is presented, and lays the presented
/// view out at its resting frame. Transitions animate the dimming view's
/// alpha; this controller only adds and removes it, so an interrupted or
/// cancelled transition leaves no stray view.
@MainActor
public final class ModalPresentationController: UIPresentationController {
    /// Behind the presented view; nil when the transition does not dim.
    public let dimmingView: UIView?
    /// Where the presented view rests; nil: it fills the container.
    public let restingFrame: RestingFrame?

    /// `dimming` is the dimming view's colour and its alpha while presented.
    public init(
        presentedViewController: UIViewController,
        presenting presentingViewController: UIViewController?,
        dimming: (color: DimmingColor, restingAlpha: Double)?,
        restingFrame: RestingFrame? = nil
    ) {
        self.restingFrame = restingFrame
        dimmingView = dimming.map { dimming in
            let view = UIView(frame: .zero)
            view.backgroundColor = UIColor(
                red: CGFloat(dimming.color.red), green: CGFloat(dimming.color.green),
                blue: CGFloat(dimming.color.blue), alpha: 1)
            view.alpha = CGFloat(dimming.restingAlpha)
            return view
        }
        super.init(presentedViewController: presentedViewController, presenting: presentingViewController)
    }

    /// The resting frame in the container's current bounds; UIKit reads it
    /// for the transition's final frame, and this controller again on every
    /// layout, so a size change (rotation, split view) moves the screen.
    public override var frameOfPresentedViewInContainerView: CGRect {
        guard let restingFrame, let containerView else { return super.frameOfPresentedViewInContainerView }
        let size = containerView.bounds.size
        let frame = restingFrame.frame(in: ContainerSize(width: Double(size.width), height: Double(size.height)))
        return CGRect(x: CGFloat(frame.x), y: CGFloat(frame.y), width: CGFloat(frame.width), height: CGFloat(frame.height))
    }

    public override func presentationTransitionWillBegin() {
        guard let containerView, let dimmingView else { return }
        dimmingView.frame = containerView.bounds
        containerView.insertSubview(dimmingView, at: 0)
    }

    public override func presentationTransitionDidEnd(_ completed: Bool) {
        if !completed { dimmingView?.removeFromSuperview() }
    }

    public override func dismissalTransitionDidEnd(_ completed: Bool) {
        if completed { dimmingView?.removeFromSuperview() }
    }

    public override func containerViewWillLayoutSubviews() {
        guard let containerView else { return }
        dimmingView?.frame = containerView.bounds
        // Bounds and center, not frame: a transition may be moving the view
        // with a transform, and then its frame is undefined.
        if let presentedView, presentedView.superview === containerView {
            let frame = frameOfPresentedViewInContainerView
            presentedView.bounds.size = frame.size
            presentedView.center = CGPoint(x: frame.midX, y: frame.midY)
        }
    }
}
#endif
