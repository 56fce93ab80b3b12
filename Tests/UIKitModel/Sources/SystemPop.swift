// The navigation controller's own back swipe: interactivePopGestureRecognizer, the delegate
// UIKit gives it, and UIKit's interactive pop when the navigation delegate vends no animator.
// tvOS has none (UINavigationController.h: interactivePopGestureRecognizer is
// `API_AVAILABLE(ios(7.0)) API_UNAVAILABLE(tvos)`).

#if !os(tvOS)
/// The recognizer behind `interactivePopGestureRecognizer`: a pan that begins only when the touch
/// went down within `screenEdgeMargin` of the leading side of the screen. interactivePopGestureRecognizer
/// docs: "The navigation controller installs this gesture recognizer on its view and uses it to pop
/// the topmost view controller off the navigation stack when a person swipes horizontally from the
/// leading edge of the screen." Leading is read at touch-down from the navigation controller's
/// view (a right-to-left layout swipes from the right side). The SDK type is private; a
/// `UIScreenEdgePanGestureRecognizer` on iOS, which visionOS lacks, so the model's is its own.
@MainActor
final class SystemPopGestureRecognizer: UIPanGestureRecognizer {
    override func acceptsTouch(at point: CGPoint, in window: UIWindow) -> Bool {
        let leading: UIRectEdge = view?.effectiveUserInterfaceLayoutDirection == .rightToLeft ? .right : .left
        return isNearScreenEdge(point, leading, in: window)
    }
}

/// The delegate UIKit installs on its pop recognizer (a private object in UIKit). It lets the
/// swipe begin only when there is something to pop and no transition runs: popViewController(animated:)
/// docs, "If the view controller at the top of the stack is the root view controller, this method
/// does nothing"; refusing to begin there (rather than beginning and doing nothing) is observed,
/// not documented. It also makes scroll views' pans wait for the swipe to fail, so a screen full
/// of scrollable content still swipes back (observed in every table-view app; undocumented).
/// Replacing it (a common app pattern, `delegate = nil`) lifts both; the pop itself still does
/// nothing at the root.
@MainActor
final class SystemPopGestureDelegate: NSObject, UIGestureRecognizerDelegate {
    unowned let navigationController: UINavigationController

    init(_ navigationController: UINavigationController) {
        self.navigationController = navigationController
    }

    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        navigationController.stack.count > 1 && !navigationController.isTransitioning
    }

    func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer, shouldBeRequiredToFailBy otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool {
        otherGestureRecognizer.view is UIScrollView
    }
}

/// UIKit's interactive pop, used when the back swipe pops and the navigation delegate vends no
/// animator (VCPG, "Customizing the Transition Animations": without an animator UIKit uses its
/// own). It follows the swipe: progress is the finger's travel toward the trailing side over the
/// container's width. At the lift it completes past half the width or when flicked toward the
/// trailing side faster than 500 pt/s, else cancels; a cancelled swipe cancels. UIKit's slide
/// (both screens move, with a shadow) and its exact thresholds are undocumented and not modelled:
/// the screens stay where they are until the end, then the context's clean-up shows the outcome.
@MainActor
final class SystemInteractivePop: NSObject, UIViewControllerInteractiveTransitioning {
    static let completionFraction: CGFloat = 0.5
    static let completionVelocity: CGFloat = 500

    /// The swipe's latest report, in window coordinates: UIKit starts the pop on a later turn,
    /// when the recognizer may have moved on (or been reset after ending).
    private var state: UIGestureRecognizer.State
    private var translation: CGPoint
    private var velocity: CGPoint
    private var context: (any UIViewControllerContextTransitioning)?
    private var ended = false

    init(recognizer: UIPanGestureRecognizer) {
        state = recognizer.state
        translation = recognizer.translation(in: nil)
        velocity = recognizer.velocity(in: nil)
    }

    /// Adds the arriving view below the leaving one at its final frame, then follows the swipe
    /// from its latest report.
    func startInteractiveTransition(_ transitionContext: any UIViewControllerContextTransitioning) {
        context = transitionContext
        let container = transitionContext.containerView
        if let toView = transitionContext.view(forKey: .to), let to = transitionContext.viewController(forKey: .to) {
            toView.placeFrame(transitionContext.finalFrame(for: to))
            if let fromView = transitionContext.view(forKey: .from), fromView.superviewStorage === container {
                container.insertSubview(toView, belowSubview: fromView)
            } else {
                container.addSubview(toView)
            }
        }
        follow()
    }

    /// Called with every state the swipe reports while this pop runs.
    func recognizerChanged(_ recognizer: UIPanGestureRecognizer) {
        state = recognizer.state
        translation = recognizer.translation(in: nil)
        velocity = recognizer.velocity(in: nil)
        follow()
    }

    private func follow() {
        guard let context, !ended else { return }
        let width = max(context.containerView.storedBounds.width, 1)
        let rightToLeft = context.containerView.effectiveUserInterfaceLayoutDirection == .rightToLeft
        let progress = min(max((rightToLeft ? -translation.x : translation.x) / width, 0), 1)
        switch state {
        case .began, .changed:
            context.updateInteractiveTransition(progress)
        case .ended:
            let speed = rightToLeft ? -velocity.x : velocity.x
            end(progress > Self.completionFraction || speed > Self.completionVelocity)
        case .cancelled, .failed:
            end(false)
        default:
            break
        }
    }

    private func end(_ completed: Bool) {
        guard let context else { return }
        ended = true
        if completed {
            context.finishInteractiveTransition()
            context.view(forKey: .from)?.removeFromSuperview()
        } else {
            context.cancelInteractiveTransition()
            context.view(forKey: .to)?.removeFromSuperview()
        }
        context.completeTransition(completed)
    }
}
#endif
