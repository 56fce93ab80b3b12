// Each contract violation, provoked by a deliberately broken animator.

@_spi(UIKitModel) import UIKit

/// Presents a custom sheet whose animator (and optional interactor) does what `animate` says.
@MainActor
private func present(
    interactive: Bool = false, _ animate: @escaping (any UIViewControllerContextTransitioning) -> Void = { _ in }
) -> (device: ModelDevice, sheet: UIViewController, context: (any UIViewControllerContextTransitioning)?) {
    let log = CallLog()
    let (device, root) = makeDevice(log: log)
    let sheet = UIViewController()
    let delegate = TestTransitioningDelegate(log: log)
    let animator = TestAnimator(log: log, animate: animate)
    let interactor = TestInteractor(log: log)
    delegate.presentAnimator = animator
    delegate.presentInteractor = interactive ? interactor : nil
    sheet.modalPresentationStyle = .custom
    sheet.transitioningDelegate = delegate
    root.present(sheet, animated: true)
    device.drainMainQueue()
    retained.append(delegate)
    return (device, sheet, interactive ? interactor.context : animator.context)
}

/// Keeps transitioning delegates alive (transitioningDelegate is weak).
@MainActor private var retained: [NSObject] = []

@MainActor
func runContractTests(_ t: Checker) {
    func only(_ device: ModelDevice, _ kind: ContractViolation.Kind, _ what: String, file: String = #fileID, line: Int = #line) {
        t.equal(device.finish().map(\.kind), [kind], what, file: file, line: line)
    }

    var run = present { context in
        placeViews(context)
        context.completeTransition(true)
        context.completeTransition(true)
    }
    only(run.device, .completeTransitionCalledTwice, "completeTransition twice")

    run = present { context in placeViews(context) }
    only(run.device, .completeTransitionNeverCalled, "completeTransition never called (finish)")
    t.check(run.device.violations.first?.message.contains("UIViewController") == true, "the message names the controllers")

    run = present(interactive: true)
    if let context = run.context { placeViews(context); context.completeTransition(true) }
    only(run.device, .interactiveCompletionWithoutFinishOrCancel, "interactive completion without finish or cancel")

    run = present(interactive: true)
    if let context = run.context { placeViews(context); context.finishInteractiveTransition(); context.completeTransition(false) }
    t.check(t.kinds(run.device).first == .interactiveOutcomeMismatch, "finish then completeTransition(false)")

    run = present { context in
        context.updateInteractiveTransition(0.5)
        placeViews(context)
        context.completeTransition(true)
    }
    only(run.device, .interactiveCallOnNonInteractiveTransition, "update on a non-interactive transition")

    run = present(interactive: true)
    if let context = run.context {
        placeViews(context)
        context.finishInteractiveTransition()
        context.completeTransition(true)
        context.finishInteractiveTransition()
    }
    only(run.device, .interactiveCallAfterCompletion, "finish after completion")

    run = present { context in
        guard let to = context.view(forKey: .to) else { return }
        context.containerView.addSubview(to)
        to.frame = context.containerView.bounds  // ignores finalFrame(for:)
        context.completeTransition(true)
    }
    only(run.device, .finalFrameNotRespected, "a non-zero finalFrame not respected")

    run = present { context in
        placeViews(context)
        context.view(forKey: .to)?.transform = CGAffineTransform(translationX: 0, y: 40)
        context.completeTransition(true)
    }
    only(run.device, .transformLeftOnView, "a transform left on a view in the window")

    run = present { context in
        placeViews(context)
        context.view(forKey: .to)?.transform = CGAffineTransform(scaleX: 0.5, y: 0.5)
        context.view(forKey: .to)?.frame = context.finalFrame(for: context.viewController(forKey: .to)!)
        context.view(forKey: .to)?.transform = .identity
        context.completeTransition(true)
    }
    only(run.device, .frameWithTransform, "frame set with a transform")

    run = present { context in
        placeViews(context)
        let link = CADisplayLink(target: Counter(), selector: Counter.action)
        link.add(to: .main, forMode: .common)
        context.completeTransition(true)
    }
    only(run.device, .displayLinkLeftRunning, "a display link left running")

    run = present { context in
        placeViews(context)
        let link = CADisplayLink(target: Counter(), selector: "tick:")
        link.add(to: .main, forMode: .common)
        _ = FrameCountdown(frames: 1) { link.invalidate(); context.completeTransition(true) }
    }
    run.device.runUntilIdle()
    only(run.device, .unrecognizedSelector, "an unrecognized selector")

    // Dismissals: the presented view left in the container; the initial frame not restored.
    run = present { context in placeViews(context); context.completeTransition(true) }
    let leaving = TestTransitioningDelegate(log: CallLog())
    leaving.dismissAnimator = TestAnimator(log: CallLog()) { context in context.completeTransition(true) }
    run.sheet.transitioningDelegate = leaving
    run.sheet.dismiss(animated: true)
    run.device.drainMainQueue()
    only(run.device, .presentedViewLeftInContainer, "a dismissal that leaves the presented view in the container")

    run = present { context in placeViews(context); context.completeTransition(true) }
    let cancelling = TestTransitioningDelegate(log: CallLog())
    let interactor = TestInteractor(log: CallLog())
    cancelling.dismissAnimator = TestAnimator(log: CallLog())
    cancelling.dismissInteractor = interactor
    run.sheet.transitioningDelegate = cancelling
    run.sheet.dismiss(animated: true)
    run.device.drainMainQueue()
    if let context = interactor.context {
        run.sheet.view.center.y += 200  // dragged down, never put back
        context.cancelInteractiveTransition()
        context.completeTransition(false)
    }
    only(run.device, .initialFrameNotRestored, "a cancelled dismissal that leaves the view moved")
    retained.append(contentsOf: [leaving, cancelling])

    // A navigation animator that ignores finalFrame(for:) when the bars inset the content.
    let device = ModelDevice()
    let nav = UINavigationController(rootViewController: UIViewController())
    nav.modelContentInsets = UIEdgeInsets(top: 100, left: 0, bottom: 0, right: 0)
    device.window.rootViewController = nav
    let delegate = NavigationLog(log: CallLog())
    delegate.animator = TestAnimator(log: CallLog()) { context in
        guard let to = context.view(forKey: .to) else { return }
        to.frame = context.containerView.bounds
        context.containerView.addSubview(to)
        context.completeTransition(true)
    }
    nav.delegate = delegate
    nav.pushViewController(UIViewController(), animated: true)
    device.drainMainQueue()
    only(device, .finalFrameNotRespected, "a push animator that fills the container instead of the content area")
}
