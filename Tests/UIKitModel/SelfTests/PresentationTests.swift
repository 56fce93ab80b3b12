// Custom modal presentation: order, relationships, frames, interaction, refusals.

@_spi(UIKitModel) import UIKit

/// Runs a closure after `frames` vsyncs on a display link (an animator's timer).
@MainActor
final class FrameCountdown: NSObject {
    private var remaining: Int
    private let done: @MainActor () -> Void

    init(frames: Int, done: @escaping @MainActor () -> Void) {
        remaining = frames
        self.done = done
        super.init()
        CADisplayLink(target: self, selector: Self.action).add(to: .main, forMode: .common)
    }

    func tick(_ link: CADisplayLink) {
        remaining -= 1
        guard remaining <= 0 else { return }
        link.invalidate()
        done()
    }

    static let action = Selector(_checking: FrameCountdown.tick(_:))
}

/// An animator that places the views correctly and completes three frames later.
@MainActor
func correctAnimator(_ log: CallLog) -> TestAnimator {
    TestAnimator(log: log) { context in
        placeViews(context)
        _ = FrameCountdown(frames: 3) { context.completeTransition(!context.transitionWasCancelled) }
    }
}

@MainActor
func runPresentationTests(_ t: Checker) {
    customPresentationAndDismissal(t)
    interactivePresentation(t)
    presentationVariants(t)
}

@MainActor
private func customPresentationAndDismissal(_ t: Checker) {
    let log = CallLog()
    let (device, root) = makeDevice(log: log)
    let sheet = LoggingViewController("sheet", log: log)
    let delegate = TestTransitioningDelegate(log: log)
    delegate.presentAnimator = correctAnimator(log)
    delegate.dismissAnimator = correctAnimator(log)
    sheet.modalPresentationStyle = .custom
    sheet.transitioningDelegate = delegate
    root.present(sheet, animated: true) { log("completion") }
    t.equal(log.entries, ["presentationController", "animationControllerForPresented", "interactionControllerForPresentation",
                          "presentationTransitionWillBegin"], "present(): the synchronous part, in the guide's order")
    t.check(root.presentedViewController === sheet && sheet.presentingViewController === root, "relationships set at once")
    t.check(sheet.isBeingPresented, "isBeingPresented during the transition")
    let container = sheet.presentationController?.containerView
    t.check(container != nil && container?.superview === device.window && device.window.subviews.last === container,
            "the container is on top of the window")
    t.equal(container?.bounds, device.window.bounds, "container frame = window bounds")
    log.clear()
    device.drainMainQueue()
    t.equal(log.entries, ["containerViewWillLayoutSubviews", "transitionDuration", "sheet.viewWillAppear", "animateTransition"],
            "the container lays out, then the transition starts on the next turn")
    let context = delegate.presentAnimator?.context
    t.check(context?.view(forKey: .to) === sheet.view && context?.view(forKey: .from) == nil,
            "view(forKey:): the presented view; no presenting view when it is not removed")
    t.check(context?.viewController(forKey: .from) === root && context?.viewController(forKey: .to) === sheet, "viewController(forKey:)")
    t.equal(context?.finalFrame(for: sheet), CGRect(x: 0, y: 422, width: 390, height: 422), "finalFrame = frameOfPresentedViewInContainerView")
    t.equal(context?.initialFrame(for: sheet), .zero, "initialFrame of the presented controller is .zero")
    t.check(context?.presentationStyle == .custom && context?.isAnimated == true && context?.isInteractive == false, "style, animated")
    t.equal(context?.targetTransform, .identity, "targetTransform")
    log.clear()
    t.check(device.runUntilIdle(), "the animator's display link completes it")
    t.equal(log.entries, ["sheet.viewDidAppear", "animationEnded(true)", "presentationTransitionDidEnd(true)", "completion"],
            "completeTransition: clean-up, animationEnded, DidEnd, then the completion")
    t.check(!sheet.isBeingPresented && root.presentedViewController === sheet, "presented")
    t.check(sheet.view.superview === container && container?.window != nil, "the presented view stays in the container")

    let other = UIViewController()
    root.present(other, animated: true) { log("other completion") }
    t.check(device.consoleLog.last?.contains("which is already presenting") == true, "a second present is refused with a message")
    t.check(other.presentingViewController == nil && !log.entries.contains("other completion"), "nothing else happens")

    log.clear()
    sheet.dismiss(animated: true) { log("dismissed") }
    t.equal(log.entries, ["animationControllerForDismissed", "interactionControllerForDismissal", "dismissalTransitionWillBegin"],
            "dismiss(): the synchronous part")
    t.check(sheet.isBeingDismissed, "isBeingDismissed")
    device.drainMainQueue()
    let dismissal = delegate.dismissAnimator?.context
    t.check(dismissal?.view(forKey: .from) === sheet.view && dismissal?.view(forKey: .to) == nil, "dismissal view(forKey:)")
    t.equal(dismissal?.initialFrame(for: sheet), CGRect(x: 0, y: 422, width: 390, height: 422), "initialFrame = the presented frame")
    t.equal(dismissal?.finalFrame(for: sheet), .zero, "finalFrame of the dismissed controller is .zero")
    device.runUntilIdle()
    t.check(log.entries.suffix(4) == ["sheet.viewDidDisappear", "animationEnded(true)", "dismissalTransitionDidEnd(true)", "dismissed"],
            "dismissal end order: \(log.entries)")
    t.check(root.presentedViewController == nil && sheet.presentingViewController == nil && sheet.presentationController == nil,
            "relationships cleared")
    t.check(container?.superview == nil && device.window.subviews.count == 1, "the container left the window")
    t.equal(device.finish().count, 0, "a correct animator breaks no contract")
}

@MainActor
private func interactivePresentation(_ t: Checker) {
    let log = CallLog()
    let (device, root) = makeDevice(log: log)
    let sheet = LoggingViewController("sheet", log: log)
    let delegate = TestTransitioningDelegate(log: log)
    let interactor = TestInteractor(log: log)
    delegate.presentAnimator = TestAnimator(log: log)
    delegate.presentInteractor = interactor
    sheet.modalPresentationStyle = .custom
    sheet.transitioningDelegate = delegate
    root.present(sheet, animated: true) { log("completion") }
    device.drainMainQueue()
    guard let context = interactor.context else { return t.check(false, "startInteractiveTransition was called") }
    t.check(context.isInteractive && !log.entries.contains("animateTransition"), "interactive start, no animateTransition")
    context.containerView.addSubview(sheet.view)
    sheet.view.frame = context.finalFrame(for: sheet)
    context.updateInteractiveTransition(0.5)
    context.cancelInteractiveTransition()
    t.check(!context.isInteractive && context.transitionWasCancelled, "cancel: no longer interactive, cancelled")
    sheet.view.removeFromSuperview()
    context.completeTransition(false)
    t.check(root.presentedViewController == nil && sheet.presentingViewController == nil && sheet.presentationController == nil,
            "a cancelled presentation undoes the relationships")
    t.equal(device.window.subviews.count, 1, "and removes the container")
    t.check(!log.entries.contains("completion") && log.entries.contains("presentationTransitionDidEnd(false)"), "no completion")
    t.check(Array(log.entries.filter { $0.hasPrefix("sheet.") }) == ["sheet.viewWillAppear", "sheet.viewWillDisappear", "sheet.viewDidDisappear"],
            "appearance undone")

    root.present(sheet, animated: true) { log("completion") }
    device.drainMainQueue()
    guard let second = interactor.context, second !== context else { return t.check(false, "a second start") }
    second.containerView.addSubview(sheet.view)
    sheet.view.frame = second.finalFrame(for: sheet)
    second.finishInteractiveTransition()
    second.completeTransition(true)
    t.check(log.entries.last == "completion" && root.presentedViewController === sheet, "interactive presentation completed")

    let dismissInteractor = TestInteractor(log: log)
    delegate.dismissAnimator = TestAnimator(log: log)
    delegate.dismissInteractor = dismissInteractor
    sheet.dismiss(animated: true) { log("dismissed") }
    device.drainMainQueue()
    dismissInteractor.context?.cancelInteractiveTransition()
    dismissInteractor.context?.completeTransition(false)
    t.check(root.presentedViewController === sheet && sheet.view.window != nil && !sheet.isBeingDismissed,
            "a cancelled dismissal leaves everything presented")
    t.check(!log.entries.contains("dismissed"), "no completion for a cancelled dismissal")
    t.equal(device.finish().count, 0, "no violations")
}

@MainActor
private func presentationVariants(_ t: Checker) {
    let log = CallLog()
    let (device, root) = makeDevice(log: log)
    // Not animated, custom: animateTransition still runs, with isAnimated false (header comment).
    let sheet = UIViewController()
    let delegate = TestTransitioningDelegate(log: log)
    delegate.presentAnimator = correctAnimator(log)
    sheet.modalPresentationStyle = .custom
    sheet.transitioningDelegate = delegate
    root.present(sheet, animated: false)
    t.check(!log.entries.contains("interactionControllerForPresentation"), "no interaction controller when not animated")
    device.runUntilIdle()
    t.check(delegate.presentAnimator?.context?.isAnimated == false && log.entries.contains("animateTransition"),
            "custom + animated: false still calls animateTransition, isAnimated false")
    // Rotation: the container resizes and lays out.
    log.clear()
    device.resize(to: CGSize(width: 844, height: 390))
    t.check(log.entries.contains("containerViewWillLayoutSubviews"), "resize lays the container out")
    t.equal(sheet.presentationController?.containerView?.bounds.size, CGSize(width: 844, height: 390), "the container takes the new size")
    t.equal(sheet.presentationController?.frameOfPresentedViewInContainerView, CGRect(x: 0, y: 195, width: 844, height: 195), "frames follow")
    sheet.dismiss(animated: false)
    device.runUntilIdle()

    // No animator from the delegate: UIKit's (modelled) default completes on the next turn.
    let plain = UIViewController()
    let quiet = TestTransitioningDelegate(log: log)
    quiet.vendsPresentationController = false
    plain.modalPresentationStyle = .custom
    plain.transitioningDelegate = quiet
    root.present(plain, animated: true)
    t.check(plain.isBeingPresented && plain.presentationController?.presentationStyle == .fullScreen,
            "a nil presentation controller presents full screen")
    device.drainMainQueue()
    t.check(!plain.isBeingPresented && plain.view.frame == device.window.bounds, "the stand-in animator placed it and completed")
    var done = false
    plain.dismiss(animated: false) { done = true }
    device.drainMainQueue()
    t.check(done && root.presentedViewController == nil, "dismissed")

    // Full screen, not animated: completes inside present().
    let full = UIViewController()
    full.modalPresentationStyle = .fullScreen
    var completed = false
    root.present(full, animated: false) { completed = true }
    t.check(completed && !full.isBeingPresented, "a non-custom, non-animated presentation completes at once")
    full.dismiss(animated: false)
    t.equal(UIViewController().modalPresentationStyle, .automatic, "the default style is .automatic")

    // shouldRemovePresentersView: the presenter's view leaves the window and comes back.
    let covering = TestTransitioningDelegate(log: log)
    covering.removesPresenter = true
    covering.presentAnimator = correctAnimator(log)
    covering.dismissAnimator = covering.presentAnimator
    let cover = UIViewController()
    cover.modalPresentationStyle = .custom
    cover.transitioningDelegate = covering
    root.present(cover, animated: true)
    device.drainMainQueue()
    let context = covering.presentAnimator?.context
    t.check(context?.view(forKey: .from) === root.view && context?.finalFrame(for: root) == .zero, "a removed presenter is the .from view")
    device.runUntilIdle()
    t.check(root.view.window == nil, "the presenter's view was removed")
    cover.dismiss(animated: true)
    device.runUntilIdle()
    t.check(root.view.superview === device.window, "and is back after the dismissal")

    // Presenting while a presentation is in progress.
    let first = UIViewController(), second = UIViewController()
    first.modalPresentationStyle = .custom
    first.transitioningDelegate = covering
    root.present(first, animated: true)
    first.present(second, animated: true)
    t.check(device.consoleLog.last?.contains("while a presentation is in progress") == true, "refused during a presentation")
    device.runUntilIdle()
    t.equal(device.finish().count, 0, "no violations")
}
