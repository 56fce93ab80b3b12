// Transitions between two children of a container (navigation push/pop, tab switch).

@MainActor
enum ChildTransition {
    /// A context for a transition in a container view laid over the host's view. The container
    /// holds the leaving view at its current frame; the animator adds the arriving one
    /// (VCPG: "Add all key subviews to this view"). Frames: the leaving view starts in the
    /// content area and ends at .zero (it is removed: UIViewControllerTransitioning.h, "the
    /// finalFrame of the fromViewController will be CGRectZero if and only if the fromView will
    /// be removed from the window"); the arriving one starts at .zero (initialFrame(for:) docs:
    /// "not yet on screen") and ends in the content area.
    ///
    /// Completed: the leaving view is removed and the arriving one stays in the host's view;
    /// cancelled: the arriving view is removed and the leaving one stays. `onEnd` does the
    /// container's bookkeeping inside UIKit's clean-up; `afterEnd` runs after animationEnded.
    static func context(
        host: UIViewController, operation: ModelTransitionContext.Operation,
        from: UIViewController, to: UIViewController, content: CGRect,
        animator: any UIViewControllerAnimatedTransitioning, interactor: (any UIViewControllerInteractiveTransitioning)?,
        onEnd: @escaping (_ completed: Bool) -> Void, afterEnd: @escaping (_ completed: Bool) -> Void
    ) -> ModelTransitionContext {
        let hostView: UIView = host.view
        let container = UIView(frame: hostView.storedBounds)
        container.bounds = CGRect(origin: .zero, size: hostView.storedBounds.size)
        hostView.addSubview(container)
        let fromView: UIView = from.view
        let toView: UIView = to.view
        container.addSubview(fromView)
        let context = ModelTransitionContext(
            operation: operation, container: container, animated: true, style: .none,
            from: from, to: to, fromView: fromView, toView: toView,
            frames: { vc in vc === from ? (content, .zero) : (.zero, content) },
            questions: { (animator, interactor) })
        context.willStart = {
            to.beginAppearance(true, animated: true)
            from.beginAppearance(false, animated: true)
        }
        context.cleanUp = { completed in
            let (leaving, staying) = completed ? (fromView, toView) : (toView, fromView)
            leaving.removeFromSuperview()
            hostView.insertSubview(staying, belowSubview: container)
            container.removeFromSuperview()
            if completed {
                to.endAppearance()
                from.endAppearance()
            } else {
                PresentationMachinery.reverseAppearance(of: to)
                PresentationMachinery.reverseAppearance(of: from)
            }
            hostView.setNeedsLayout()
            onEnd(completed)
        }
        context.didEnd = afterEnd
        return context
    }

    /// Swaps two children's views at once (no animator): appearance calls, then bookkeeping.
    static func swapNow(host: UIViewController, from: UIViewController?, to: UIViewController, content: CGRect, animated: Bool) {
        let hostView: UIView = host.view
        let onScreen = hostView.window != nil
        if onScreen {
            to.beginAppearance(true, animated: animated)
            from?.beginAppearance(false, animated: animated)
        }
        if let fromView = from?.viewIfLoaded, fromView.superviewStorage === hostView { fromView.removeFromSuperview() }
        let toView: UIView = to.view
        toView.placeFrame(content)
        hostView.insertSubview(toView, at: 0)
        if onScreen {
            to.endAppearance()
            from?.endAppearance()
        }
    }
}
