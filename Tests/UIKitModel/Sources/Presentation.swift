// present(_:animated:completion:) and dismiss(animated:completion:).
//
// Order (View Controller Programming Guide, "Creating Custom Presentations" and "Customizing
// the Transition Animations" — VCPG): the presentation controller is asked for first, then
// the animator and interaction controller, then presentationTransitionWillBegin(); the
// transition starts on the next main-queue turn; completeTransition(_:) ends it.

@MainActor
enum PresentationMachinery {
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/present(_:animated:completion:):
    /// "The object on which you call this method may not always be the one that handles the
    /// presentation ... it forwards the request up the view controller hierarchy to its nearest
    /// parent". The model's presenter is the caller's outermost parent (UIPresentationController.
    /// presentingViewController docs: "could be the root view controller of the window, a parent
    /// view controller that is marked as defining the current context, or the last view controller
    /// that was presented onscreen"; definesPresentationContext is not modelled).
    static func present(_ presented: UIViewController, from source: UIViewController, animated: Bool, completion: (() -> Void)?) {
        let device = ModelDevice.current
        let presenter = source.presentationRoot
        guard let refusal = refusal(toPresent: presented, on: presenter, device: device) else {
            startPresentation(presented, presenter: presenter, source: source, animated: animated, completion: completion, device: device)
            return
        }
        device.log(refusal)
    }

    /// Undocumented, observed console messages; a refused present does nothing else and never
    /// calls its completion.
    private static func refusal(toPresent presented: UIViewController, on presenter: UIViewController, device: ModelDevice) -> String? {
        if presented.presentingStorage != nil || presented === presenter {
            return "Application tried to present modally a view controller \(modelName(presented)) that is already being presented."
        }
        if let current = presenter.presentedStorage {
            return "Attempt to present \(modelName(presented)) on \(modelName(presenter)) which is already presenting \(modelName(current))."
        }
        if device.isModalTransitionInFlight {
            return "Attempt to present \(modelName(presented)) on \(modelName(presenter)) while a presentation is in progress."
        }
        if presenter.viewIfLoaded?.window == nil {
            return "Attempt to present \(modelName(presented)) on \(modelName(presenter)) whose view is not in the window hierarchy."
        }
        return nil
    }

    private static func startPresentation(
        _ presented: UIViewController, presenter: UIViewController, source: UIViewController,
        animated: Bool, completion: (() -> Void)?, device: ModelDevice
    ) {
        presenter.presentedStorage = presented
        presented.presentingStorage = presenter
        presented.beingPresented = true
        let delegate = presented.transitioningDelegate
        let isCustom = presented.modalPresentationStyle == .custom
        let controller = presentationController(for: presented, presenter: presenter, source: source, delegate: delegate, isCustom: isCustom)
        controller.presentingStorage = presenter
        presented.presentationControllerStorage = controller

        // UIViewControllerTransitioning.h, isAnimated: "For custom transitions that use the new
        // UIModalPresentationCustom presentation type we will invoke the animateTransition: even
        // though the transition should not be animated." Other styles without animation complete
        // at once.
        let runsAnimator = animated || isCustom
        // The delegate's animator and interaction controller: asked now, or when the transition
        // starts (`ModelDevice.defersTransitionQuestions`).
        let ask = { () -> (any UIViewControllerAnimatedTransitioning, (any UIViewControllerInteractiveTransitioning)?) in
            let delegate = presented.transitioningDelegate
            let vended = runsAnimator
                ? delegate?.animationController(forPresented: presented, presenting: presenter, source: source) : nil
            let interactor = animated ? vended.flatMap { delegate?.interactionControllerForPresentation(using: $0) } : nil
            return (vended ?? ModelDefaultAnimator(isDismissal: false), interactor)
        }
        let answers = device.defersTransitionQuestions ? nil : ask()

        let container = TransitionContainerView(frame: device.window.storedBounds)
        container.presentationController = controller
        device.window.addSubview(container)
        controller.containerStorage = container
        controller.presentationTransitionWillBegin()

        let removesPresenter = controller.shouldRemovePresentersView
        let presenterView: UIView = presenter.view
        let presenterFrame = container.convertRect(presenterView.storedBounds) { presenterView.convertPoint($0, to: container) }
        let context = ModelTransitionContext(
            operation: .presentation, container: container, animated: animated, style: controller.presentationStyle,
            from: presenter, to: presented, fromView: removesPresenter ? presenterView : nil, toView: controller.presentedView,
            frames: { [unowned controller] vc in
                // initialFrame(for:) docs: "For the view controller being presented, the value returned by this
                // method is typically CGRectZero because the view is not yet on screen."
                if vc === presented { return (.zero, controller.frameOfPresentedViewInContainerView) }
                // "the finalFrame of the fromViewController will be CGRectZero if and only if the fromView will
                // be removed from the window at the end of the transition" (UIViewControllerTransitioning.h).
                return (presenterFrame, removesPresenter ? .zero : presenterFrame)
            },
            questions: { answers ?? ask() })
        context.willStart = {
            presented.beginAppearance(true, animated: animated)
            if removesPresenter { presenter.beginAppearance(false, animated: animated) }
        }
        context.cleanUp = { completed in
            presented.beingPresented = false
            if completed {
                if removesPresenter, let superview = presenterView.superviewStorage {
                    let index = superview.subviewStorage.firstIndex { $0 === presenterView } ?? 0
                    controller.removedPresenterSlot = (superview, index)
                    presenterView.removeFromSuperview()
                }
                presented.endAppearance()
                presenter.endAppearance()
            } else {
                container.removeFromSuperview()
                presenter.presentedStorage = nil
                presented.presentingStorage = nil
                reverseAppearance(of: presented)
                if removesPresenter { reverseAppearance(of: presenter) }
            }
        }
        context.didEnd = { completed in
            controller.presentationTransitionDidEnd(completed)
            if completed {
                completion?()
            } else {
                controller.containerStorage = nil
                presented.presentationControllerStorage = nil
            }
        }
        context.begin(deferred: runsAnimator)
    }

    /// VCPG: "If you return nil from this method, UIKit presents the view controller using a
    /// full-screen presentation style." Non-custom styles get a plain controller too; the model
    /// lays every one of them out full screen and reports `.automatic` as `.pageSheet` (README).
    private static func presentationController(
        for presented: UIViewController, presenter: UIViewController, source: UIViewController,
        delegate: (any UIViewControllerTransitioningDelegate)?, isCustom: Bool
    ) -> UIPresentationController {
        if isCustom, let vended = delegate?.presentationController(forPresented: presented, presenting: presenter, source: source) {
            vended.styleStorage = .custom
            return vended
        }
        let plain = UIPresentationController(presentedViewController: presented, presenting: presenter)
        switch presented.modalPresentationStyle {
        case .custom: plain.styleStorage = .fullScreen
        case .automatic: plain.styleStorage = .pageSheet
        default: plain.styleStorage = presented.modalPresentationStyle
        }
        return plain
    }

    /// A cancelled transition undoes the appearance it began: "will" then "did" the other way.
    static func reverseAppearance(of controller: UIViewController) {
        guard let pending = controller.pendingAppearance else { return }
        controller.pendingAppearance = nil
        controller.beginAppearance(!pending.appearing, animated: pending.animated)
        controller.endAppearance()
    }

    // MARK: Dismissal

    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/dismiss(animated:completion:):
    /// "The presenting view controller is responsible for dismissing the view controller it
    /// presented. If you call this method on the presented view controller itself, UIKit asks the
    /// presenting view controller to handle the dismissal." The completion runs after a completed
    /// dismissal only (VCPG: completeTransition "lets UIKit know that it can call the completion
    /// handler").
    static func dismiss(from caller: UIViewController, animated: Bool, completion: (() -> Void)?) {
        let device = ModelDevice.current
        let root = caller.presentationRoot
        guard let presented = root.presentedStorage ?? (root.presentingStorage != nil ? root : nil) else { return }
        if device.isModalTransitionInFlight {
            device.log("Attempt to dismiss from view controller \(modelName(root)) while a presentation or dismiss is in progress.")
            return
        }
        guard let controller = presented.presentationControllerStorage, let container = controller.containerStorage,
              let presenter = presented.presentingStorage else { return }
        if let above = presented.presentedStorage {
            device.log("dismiss: \(modelName(presented)) itself presents \(modelName(above)); the model removes that presentation without a transition.")
            tearDown(above)
        }
        presented.beingDismissed = true
        let runsAnimator = animated || controller.styleStorage == .custom
        let ask = { () -> (any UIViewControllerAnimatedTransitioning, (any UIViewControllerInteractiveTransitioning)?) in
            let delegate = presented.transitioningDelegate
            let vended = runsAnimator ? delegate?.animationController(forDismissed: presented) : nil
            let interactor = animated ? vended.flatMap { delegate?.interactionControllerForDismissal(using: $0) } : nil
            return (vended ?? ModelDefaultAnimator(isDismissal: true), interactor)
        }
        let answers = device.defersTransitionQuestions ? nil : ask()
        controller.dismissalTransitionWillBegin()

        let removedPresenter = controller.shouldRemovePresentersView
        let presenterView: UIView = presenter.view
        let presentedView = controller.presentedView
        let presentedFrame = presentedView.map { view in container.convertRect(view.storedBounds) { view.convertPoint($0, to: container) } } ?? .zero
        let presenterFrame = presenterView.window != nil
            ? container.convertRect(presenterView.storedBounds) { presenterView.convertPoint($0, to: container) }
            : presenterView.modelFrame
        let context = ModelTransitionContext(
            operation: .dismissal, container: container, animated: animated, style: controller.presentationStyle,
            from: presented, to: presenter, fromView: presentedView, toView: removedPresenter ? presenterView : nil,
            frames: { vc in
                if vc === presented { return (presentedFrame, .zero) }
                return (removedPresenter ? .zero : presenterFrame, presenterFrame)
            },
            questions: { answers ?? ask() })
        context.willStart = {
            presented.beginAppearance(false, animated: animated)
            if removedPresenter { presenter.beginAppearance(true, animated: animated) }
        }
        context.cleanUp = { completed in
            presented.beingDismissed = false
            if completed {
                restorePresenterView(presenterView, slot: controller.removedPresenterSlot, window: device.window)
                container.removeFromSuperview()
                presenter.presentedStorage = nil
                presented.presentingStorage = nil
                presented.endAppearance()
                presenter.endAppearance()
            } else {
                reverseAppearance(of: presented)
                if removedPresenter { reverseAppearance(of: presenter) }
            }
        }
        context.didEnd = { completed in
            controller.dismissalTransitionDidEnd(completed)
            if completed {
                controller.containerStorage = nil
                presented.presentationControllerStorage = nil
                completion?()
            }
        }
        context.begin(deferred: runsAnimator)
    }

    /// Puts a presenter's view removed at the presentation back where it was (undocumented: UIKit
    /// restores it; the animator may have added it to the container meanwhile).
    private static func restorePresenterView(_ view: UIView, slot: (superview: UIView, index: Int)?, window: UIWindow) {
        guard let slot else { return }
        slot.superview.insertSubview(view, at: slot.index)
    }

    /// Removes a presentation at once, without transition or callbacks (dismissing from below).
    private static func tearDown(_ presented: UIViewController) {
        if let above = presented.presentedStorage { tearDown(above) }
        presented.presentationControllerStorage?.containerStorage?.removeFromSuperview()
        presented.presentationControllerStorage?.containerStorage = nil
        presented.presentationControllerStorage = nil
        presented.presentingStorage?.presentedStorage = nil
        presented.presentingStorage = nil
    }
}
