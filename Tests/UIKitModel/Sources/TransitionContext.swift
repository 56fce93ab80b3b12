// The transition context UIKit hands to animators and interaction controllers, with the
// contract checks. Presentation.swift, Navigation.swift and TabBar.swift configure it.

/// The model's `UIViewControllerContextTransitioning`. Its owner supplies the views, frames
/// and UIKit's clean-up; the context runs the start (on a later main-queue turn), tracks the
/// interactive state and checks the contract at completeTransition(_:).
@MainActor
final class ModelTransitionContext: NSObject, UIViewControllerContextTransitioning {
    enum Operation: String {
        case presentation, dismissal, push, pop, tabSwitch = "tab switch"
        var isModal: Bool { self == .presentation || self == .dismissal }
    }

    let operation: Operation
    let containerView: UIView
    let isAnimated: Bool
    let presentationStyle: UIModalPresentationStyle
    let fromController: UIViewController
    let toController: UIViewController
    private let fromView: UIView?
    private let toView: UIView?
    private let frames: (UIViewController) -> (initial: CGRect, final: CGRect)
    /// The animator and interaction controller: asked for when the context is made, or, with
    /// `ModelDevice.defersTransitionQuestions`, when the transition starts.
    private(set) var animator: (any UIViewControllerAnimatedTransitioning)?
    private(set) var interactor: (any UIViewControllerInteractiveTransitioning)?
    private var questions: (() -> (any UIViewControllerAnimatedTransitioning, (any UIViewControllerInteractiveTransitioning)?))?
    /// Appearance calls and anything UIKit does as the animations start.
    var willStart: () -> Void = {}
    /// UIKit's clean-up at completeTransition, before the animator and owner are told.
    var cleanUp: (_ completed: Bool) -> Void = { _ in }
    /// After animationEnded: the presentation controller's DidEnd, delegates, completion blocks.
    var didEnd: (_ completed: Bool) -> Void = { _ in }

    private(set) var hasStarted = false
    private(set) var isCompleted = false
    private(set) var isInteractive = false
    private(set) var transitionWasCancelled = false
    private var startedInteractively = false
    /// true after finishInteractiveTransition, false after cancel, nil while undecided.
    private var interactiveOutcome: Bool?
    private(set) var percentComplete: CGFloat = 0

    init(
        operation: Operation, container: UIView, animated: Bool, style: UIModalPresentationStyle,
        from: UIViewController, to: UIViewController, fromView: UIView?, toView: UIView?,
        frames: @escaping (UIViewController) -> (initial: CGRect, final: CGRect),
        questions: @escaping () -> (any UIViewControllerAnimatedTransitioning, (any UIViewControllerInteractiveTransitioning)?)
    ) {
        self.operation = operation
        containerView = container
        isAnimated = animated
        presentationStyle = style
        fromController = from
        toController = to
        self.fromView = fromView
        self.toView = toView
        self.frames = frames
        super.init()
        if ModelDevice.current.defersTransitionQuestions {
            self.questions = questions
        } else {
            (animator, interactor) = questions()
        }
    }

    var summary: String {
        "the \(operation.rawValue) from \(modelName(fromController)) to \(modelName(toController))"
    }

    // MARK: Start

    /// Registers the transition and starts it on the next main-queue turn (VCPG: "Presentations
    /// start during the next run loop iteration"), or now for the model's instant transitions.
    func begin(deferred: Bool) {
        let device = ModelDevice.current
        device.transitionBegan(self)
        if deferred {
            device.enqueue { [self] in start() }
        } else {
            start()
        }
    }

    /// VCPG, "The Custom Animation Sequence": UIKit "calls the transitionDuration: method of the
    /// animator object", then "For non-interactive animations, UIKit calls the animateTransition:
    /// method of the animator object. For interactive animations, UIKit calls the
    /// startInteractiveTransition: method of the interactive animator object."
    private func start() {
        guard !hasStarted, !isCompleted else { return }
        hasStarted = true
        if let questions {
            self.questions = nil
            (animator, interactor) = questions()
        }
        guard let animator else { return }
        _ = animator.transitionDuration(using: self)
        willStart()
        if let interactor {
            startedInteractively = interactor.wantsInteractiveStart
            isInteractive = interactor.wantsInteractiveStart
            interactor.startInteractiveTransition(self)
        } else {
            animator.animateTransition(using: self)
        }
    }

    // MARK: Keys and frames

    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? {
        switch key {
        case .from: return fromController
        case .to: return toController
        default: return nil
        }
    }

    /// UIViewControllerTransitioning.h: "viewForKey: may return nil which would indicate that the
    /// animator should not manipulate the associated view controller's view."
    func view(forKey key: UITransitionContextViewKey) -> UIView? {
        switch key {
        case .from: return fromView
        case .to: return toView
        default: return nil
        }
    }

    /// Always the identity: the model has no rotation transitions.
    var targetTransform: CGAffineTransform { .identity }

    /// UIViewControllerTransitioning.h: "The frame's are set to CGRectZero when they are not known
    /// or otherwise undefined." Controllers not in the transition get .zero.
    func initialFrame(for vc: UIViewController) -> CGRect {
        isParticipant(vc) ? frames(vc).initial : .zero
    }

    func finalFrame(for vc: UIViewController) -> CGRect {
        isParticipant(vc) ? frames(vc).final : .zero
    }

    private func isParticipant(_ vc: UIViewController) -> Bool { vc === fromController || vc === toController }

    // MARK: Interaction

    func updateInteractiveTransition(_ percentComplete: CGFloat) {
        guard checkInteractiveCall("updateInteractiveTransition(_:)") else { return }
        self.percentComplete = percentComplete
    }

    func finishInteractiveTransition() {
        guard checkInteractiveCall("finishInteractiveTransition()") else { return }
        isInteractive = false
        interactiveOutcome = true
        transitionWasCancelled = false
    }

    func cancelInteractiveTransition() {
        guard checkInteractiveCall("cancelInteractiveTransition()") else { return }
        isInteractive = false
        interactiveOutcome = false
        transitionWasCancelled = true
    }

    /// UIViewControllerTransitioning.h: "This should be called if the transition animation is
    /// interruptible and it is being paused." The transition becomes interactive again (its
    /// outcome undecided); the model accepts it on any transition that has not completed.
    func pauseInteractiveTransition() {
        if isCompleted {
            recordAfterCompletion("pauseInteractiveTransition()")
            return
        }
        isInteractive = true
        startedInteractively = true
        interactiveOutcome = nil
        transitionWasCancelled = false
    }

    /// UIViewControllerTransitioning.h: an interaction controller "should call these methods as
    /// the interactive transition is scrubbed and then either cancelled or completed".
    private func checkInteractiveCall(_ method: String) -> Bool {
        if isCompleted {
            recordAfterCompletion(method)
            return false
        }
        guard isInteractive else {
            ModelDevice.current.record(
                .interactiveCallOnNonInteractiveTransition,
                "\(method) on \(summary), which is not interactive\(startedInteractively ? " any more (already finished or cancelled)" : "")"
                    + ". Apple (UIViewControllerContextTransitioning): an interaction controller \"should call these methods as the "
                    + "interactive transition is scrubbed and then either cancelled or completed\"; isInteractive \"indicates whether "
                    + "the transition is currently interactive\".")
            return false
        }
        return true
    }

    private func recordAfterCompletion(_ method: String) {
        ModelDevice.current.record(
            .interactiveCallAfterCompletion,
            "\(method) on \(summary) after completeTransition(_:). Apple (completeTransition(_:)): \"This method effectively "
                + "updates internal view controller state at the end of the transition.\"")
    }

    // MARK: Completion

    /// UIViewControllerTransitioning.h: "This must be called whenever a transition completes (or is
    /// cancelled.)" The model checks the contract, runs UIKit's clean-up, then calls the animator's
    /// animationEnded(_:) ("invoked by the system when the transition context's completeTransition:
    /// method is invoked") and the owner's end callbacks (presentation controller, completion).
    func completeTransition(_ didComplete: Bool) {
        if isCompleted {
            ModelDevice.current.record(
                .completeTransitionCalledTwice,
                "completeTransition(\(didComplete)) called again on \(summary). Apple (UIViewControllerTransitioning.h): "
                    + "\"This must be called whenever a transition completes (or is cancelled.)\" — once.")
            return
        }
        checkInteractiveOutcome(didComplete)
        isCompleted = true
        isInteractive = false
        transitionWasCancelled = !didComplete
        if didComplete { checkFinalFrame() } else { checkInitialFrame() }
        if didComplete, operation == .dismissal { checkPresentedViewRemoved() }
        cleanUp(didComplete)
        checkTransforms(completed: didComplete)
        ModelDevice.current.transitionEnded(self)
        animator?.animationEnded(didComplete)
        didEnd(didComplete)
    }

    /// completeTransition(_:) docs: "For interactive animations, you must call this method in
    /// addition to the finishInteractiveTransition() or cancelInteractiveTransition() method."
    private func checkInteractiveOutcome(_ didComplete: Bool) {
        guard startedInteractively else { return }
        guard let outcome = interactiveOutcome, !isInteractive else {
            ModelDevice.current.record(
                .interactiveCompletionWithoutFinishOrCancel,
                "completeTransition(\(didComplete)) on interactive \(summary) without finishInteractiveTransition() or "
                    + "cancelInteractiveTransition() first. Apple (completeTransition(_:)): \"For interactive animations, you must "
                    + "call this method in addition to the finishInteractiveTransition() or cancelInteractiveTransition() method.\"")
            return
        }
        if outcome != didComplete {
            ModelDevice.current.record(
                .interactiveOutcomeMismatch,
                "\(outcome ? "finishInteractiveTransition()" : "cancelInteractiveTransition()") then completeTransition(\(didComplete)) "
                    + "on \(summary). Apple (completeTransition(_:)): \"The parameter you pass must indicate whether the animations "
                    + "completed successfully.\"")
        }
    }

    /// UIViewControllerTransitioning.h: "if the finalFrame is not CGRectZero then it must be
    /// respected at the end of the transition."
    private func checkFinalFrame() {
        guard let view = toView else { return }
        let expected = finalFrame(for: toController)
        guard expected != .zero else { return }
        checkFrame(of: view, expected: expected, kind: .finalFrameNotRespected, what: "final", key: "to")
    }

    /// initialFrame(for:) docs: "The rectangle returned by this method represents the size of the
    /// corresponding view at the beginning of the transition"; a cancelled transition ends there.
    private func checkInitialFrame() {
        guard let view = fromView else { return }
        let expected = initialFrame(for: fromController)
        guard expected != .zero else { return }
        checkFrame(of: view, expected: expected, kind: .initialFrameNotRestored, what: "initial", key: "from")
    }

    private func checkFrame(of view: UIView, expected: CGRect, kind: ContractViolation.Kind, what: String, key: String) {
        let source = "Apple (UIViewControllerTransitioning.h): \"if the finalFrame is not CGRectZero then it must be respected at "
            + "the end of the transition.\""
        guard view.isDescendant(of: containerView) else {
            ModelDevice.current.record(
                kind, "at the end of \(summary) the .\(key) view \(modelName(view)) is not in the container (expected at \(what) frame \(expected)). \(source)")
            return
        }
        // The view's own transform is left out (it is checked separately): its layout frame,
        // center ± half its bounds, in the container's coordinates.
        let size = view.storedBounds.size
        let layout = CGRect(x: view.storedCenter.x - size.width / 2, y: view.storedCenter.y - size.height / 2, width: size.width, height: size.height)
        let actual = view.superviewStorage.map { parent in parent.convertRect(layout) { parent.convertPoint($0, to: self.containerView) } } ?? layout
        let tolerance: CGFloat = 1e-9
        let matches = abs(actual.minX - expected.minX) <= tolerance && abs(actual.minY - expected.minY) <= tolerance
            && abs(actual.width - expected.width) <= tolerance && abs(actual.height - expected.height) <= tolerance
        guard !matches else { return }
        ModelDevice.current.record(
            kind, "at the end of \(summary) the .\(key) view \(modelName(view)) is at \(actual) in the container, not at its \(what) frame \(expected). \(source)")
    }

    /// VCPG, "Getting the Animation Parameters": "For a dismissal, remove the 'from' view from the
    /// container view hierarchy."
    private func checkPresentedViewRemoved() {
        guard let view = fromView, view.isDescendant(of: containerView) else { return }
        ModelDevice.current.record(
            .presentedViewLeftInContainer,
            "\(summary) completed with the presented view \(modelName(view)) still in the container. Apple (View Controller "
                + "Programming Guide, Customizing the Transition Animations): \"For a dismissal, remove the “from” view from the "
                + "container view hierarchy.\"")
    }

    /// The views of the transition must be left untransformed, whether they stay in the window
    /// (UIKit lays them out by frame afterwards) or leave it (a dismissed or popped controller's
    /// view comes back with its transform when it is shown again): UIView.frame is undefined with
    /// a non-identity transform. Checked: view(forKey:) of both keys and both controllers' views —
    /// except the presenter's own view after a completed presentation that keeps it (an effect
    /// such as a scaled-back presenter may last while presented; undocumented choice).
    private func checkTransforms(completed: Bool) {
        let keepsPresenterEffect = operation == .presentation && completed && fromView == nil
        let controllerViews = [keepsPresenterEffect ? nil : fromController.viewIfLoaded, toController.viewIfLoaded]
        var seen: [UIView] = []
        for view in ([fromView, toView] + controllerViews).compactMap({ $0 }) {
            guard !seen.contains(where: { $0 === view }) else { continue }
            seen.append(view)
            guard !view.storedTransform.isIdentity else { continue }
            let whereabouts = view.window == nil ? "leaves the window" : "stays in the window"
            ModelDevice.current.record(
                .transformLeftOnView,
                "after \(summary) \(modelName(view)) \(whereabouts) with transform \(view.storedTransform). Apple (UIView.frame): "
                    + "\"If the transform property is not the identity transform, the value of this property is undefined and "
                    + "therefore should be ignored\" — and UIKit lays the view out by its frame when it shows it.")
        }
    }
}

/// The model's stand-in for UIKit's own animation when a transitioning delegate gives no
/// animator: no animation; the arriving view is placed at its final frame (presentation) or
/// the leaving one removed (dismissal), and the transition completes in the same turn.
@MainActor
final class ModelDefaultAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let isDismissal: Bool

    init(isDismissal: Bool) {
        self.isDismissal = isDismissal
    }

    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval { 0 }

    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        let container = transitionContext.containerView
        if let to = transitionContext.view(forKey: .to), let controller = transitionContext.viewController(forKey: .to) {
            to.placeFrame(transitionContext.finalFrame(for: controller))
            if !to.isDescendant(of: container) { container.addSubview(to) }
        }
        if isDismissal { transitionContext.view(forKey: .from)?.removeFromSuperview() }
        transitionContext.completeTransition(true)
    }
}
