// ModelDevice.defersTransitionQuestions: UIKit asks for the animator and interaction
// controller on a later turn, just before the transition starts.

@_spi(UIKitModel) import UIKit

@MainActor
func runDeferredQuestionTests(_ t: Checker) {
    deferredPresentation(t)
    deferredPush(t)
    deferredTabSwitch(t)
}

@MainActor
private func deferredPresentation(_ t: Checker) {
    let log = CallLog()
    let (device, root) = makeDevice(log: log)
    device.defersTransitionQuestions = true
    let sheet = LoggingViewController("sheet", log: log)
    let delegate = TestTransitioningDelegate(log: log)
    delegate.presentAnimator = correctAnimator(log)
    sheet.modalPresentationStyle = .custom
    sheet.transitioningDelegate = delegate
    root.present(sheet, animated: true)
    t.equal(log.entries, ["presentationController", "presentationTransitionWillBegin"], "present(): no animator asked yet")
    t.equal(device.transitionsInProgress, 1, "the presentation is in progress while UIKit has yet to ask")
    root.present(LoggingViewController("other", log: log), animated: true)
    t.check(device.consoleLog.last?.contains("which is already presenting") == true, "and another present is refused")
    log.clear()
    device.drainMainQueue()
    t.check(log.entries.starts(with: ["containerViewWillLayoutSubviews", "animationControllerForPresented", "interactionControllerForPresentation",
                                     "transitionDuration"]),
            "the next turn asks, then starts: \(log.entries)")
    device.runUntilIdle()
    t.check(root.presentedViewController === sheet && device.finish().isEmpty, "presented, no violations")
}

@MainActor
private func deferredPush(_ t: Checker) {
    let log = CallLog()
    let device = ModelDevice()
    device.defersTransitionQuestions = true
    let first = LoggingViewController("first", log: log), second = LoggingViewController("second", log: log)
    let nav = UINavigationController(rootViewController: first)
    device.window.rootViewController = nav
    device.drainMainQueue()
    let delegate = NavigationLog(log: log)
    delegate.animator = correctAnimator(log)
    nav.delegate = delegate
    log.clear()
    nav.pushViewController(second, animated: true)
    t.equal(log.entries, ["willShow second"], "push: willShow at once, the animator later")
    t.check(nav.popViewController(animated: true) == nil, "no pop while UIKit has yet to ask for the push's animator")
    device.drainMainQueue()
    t.check(log.entries.starts(with: ["willShow second", "animationController push", "transitionDuration"]),
            "the next turn asks, then starts: \(log.entries)")
    device.runUntilIdle()
    t.check(nav.topViewController === second && log.entries.last == "didShow second", "pushed")
    delegate.animator = nil
    log.clear()
    _ = nav.popViewController(animated: true)
    t.equal(log.entries, ["willShow first"], "pop without an animator: nothing asked yet")
    t.check(second.view.window != nil, "and the views swap only when UIKit asks")
    device.drainMainQueue()
    t.check(log.entries.contains("animationController pop") && log.entries.last == "didShow first" && second.view.window == nil,
            "the swap on the next turn: \(log.entries)")
    t.check(device.finish().isEmpty, "no violations")
}

@MainActor
private func deferredTabSwitch(_ t: Checker) {
    let log = CallLog()
    let device = ModelDevice()
    device.defersTransitionQuestions = true
    let tabs = UITabBarController(nibName: nil, bundle: nil)
    let first = LoggingViewController("first", log: log), second = LoggingViewController("second", log: log)
    tabs.viewControllers = [first, second]
    device.window.rootViewController = tabs
    device.drainMainQueue()
    let delegate = TabLog(log: log)
    delegate.animator = correctAnimator(log)
    tabs.delegate = delegate
    log.clear()
    tabs.selectedIndex = 1
    t.check(tabs.selectedIndex == 1 && log.entries.isEmpty, "selection reported at once, the animator asked later")
    device.drainMainQueue()
    t.check(log.entries.starts(with: ["animationController first→second", "transitionDuration"]), "asked, then started: \(log.entries)")
    device.runUntilIdle()
    t.check(second.view.window != nil && device.finish().isEmpty, "switched, no violations")
}
