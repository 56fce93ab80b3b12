// Navigation push/pop and tab switches with delegates.

@_spi(UIKitModel) import UIKit

final class NavigationLog: NSObject, UINavigationControllerDelegate {
    let log: CallLog
    var animator: TestAnimator?
    var interactor: TestInteractor?

    init(log: CallLog) { self.log = log }

    func navigationController(_ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool) {
        log("willShow \(viewController.title ?? "")")
    }
    func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool) {
        log("didShow \(viewController.title ?? "")")
    }
    func navigationController(_ navigationController: UINavigationController, animationControllerFor operation: UINavigationController.Operation, from fromVC: UIViewController, to toVC: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {
        log("animationController \(operation == .push ? "push" : "pop")")
        return animator
    }
    func navigationController(_ navigationController: UINavigationController, interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning) -> (any UIViewControllerInteractiveTransitioning)? {
        interactor
    }
}

final class TabLog: NSObject, UITabBarControllerDelegate {
    let log: CallLog
    var animator: TestAnimator?
    var interactor: TestInteractor?

    init(log: CallLog) { self.log = log }

    func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool {
        log("shouldSelect \(viewController.title ?? "")")
        return true
    }
    func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {
        log("didSelect \(viewController.title ?? "")")
    }
    func tabBarController(_ tabBarController: UITabBarController, animationControllerForTransitionFrom fromVC: UIViewController, to toVC: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {
        log("animationController \(fromVC.title ?? "")→\(toVC.title ?? "")")
        return animator
    }
    func tabBarController(_ tabBarController: UITabBarController, interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning) -> (any UIViewControllerInteractiveTransitioning)? {
        interactor
    }
}

@MainActor
func runContainerTests(_ t: Checker) {
    navigation(t)
    tabSwitches(t)
}

@MainActor
private func navigation(_ t: Checker) {
    let log = CallLog()
    let device = ModelDevice()
    let first = LoggingViewController("first", log: log), second = LoggingViewController("second", log: log)
    let nav = UINavigationController(rootViewController: first)
    nav.modelContentInsets = UIEdgeInsets(top: 100, left: 0, bottom: 0, right: 0)
    device.window.rootViewController = nav
    device.drainMainQueue()
    let content = CGRect(x: 0, y: 100, width: 390, height: 744)
    t.equal(first.view.frame, content, "the top view fills the content area")
    t.check(first.navigationController === nav && first.parent === nav, "containment")
    t.check(nav.interactivePopGestureRecognizer?.view === nav.view && nav.interactivePopGestureRecognizer?.isEnabled == true
                && nav.interactivePopGestureRecognizer?.delegate != nil,
            "the system pop recognizer is on the navigation view, enabled, with UIKit's delegate")
    let delegate = NavigationLog(log: log)
    delegate.animator = correctAnimator(log)
    nav.delegate = delegate
    log.clear()
    nav.pushViewController(second, animated: true)
    t.check(nav.viewControllers == [first, second] && nav.topViewController === second, "the stack changes at once")
    t.equal(log.entries, ["willShow second", "animationController push"], "willShow, then the animator")
    device.drainMainQueue()
    let context = delegate.animator?.context
    t.check(context?.view(forKey: .from) === first.view && first.view.superview === context?.containerView, "the container holds the from view")
    t.equal(context?.containerView.bounds, nav.view.bounds, "the container covers the navigation view")
    t.equal(context?.finalFrame(for: second), content, "finalFrame(to) is the content area")
    t.check(context?.initialFrame(for: first) == content && context?.finalFrame(for: first) == .zero, "from frames")
    t.equal(context?.presentationStyle, UIModalPresentationStyle.none, "presentationStyle is .none outside modal transitions")
    device.runUntilIdle()
    t.equal(Array(log.entries.suffix(2)), ["animationEnded(true)", "didShow second"], "didShow after animationEnded")
    t.check(first.view.superview == nil && second.view.superview === nav.view && second.view.frame == content, "views swapped")
    t.check(log.entries.contains("first.viewDidDisappear") && log.entries.contains("second.viewDidAppear"), "appearance calls")

    let interactor = TestInteractor(log: log)
    delegate.interactor = interactor
    log.clear()
    t.check(nav.popViewController(animated: true) === second, "pop returns the popped controller")
    t.check(nav.viewControllers == [first], "the stack drops it at once")
    t.check(nav.popViewController(animated: true) == nil, "no pop while a transition is in progress")
    device.drainMainQueue()
    guard let pop = interactor.context else { return t.check(false, "interactive pop started") }
    pop.containerView.insertSubview(first.view, belowSubview: second.view)
    first.view.frame = pop.finalFrame(for: first)
    second.view.transform = CGAffineTransform(translationX: 120, y: 0)
    pop.updateInteractiveTransition(0.3)
    pop.cancelInteractiveTransition()
    second.view.transform = .identity
    pop.completeTransition(false)
    t.check(nav.viewControllers == [first, second], "a cancelled pop restores the stack")
    t.check(first.view.superview == nil && second.view.superview === nav.view, "the to view is removed, the from view stays")
    t.check(!log.entries.contains("didShow first"), "no didShow for a cancelled pop")

    delegate.animator = nil
    log.clear()
    nav.popViewController(animated: true)
    t.equal(log.entries.filter { $0.hasPrefix("willShow") || $0.hasPrefix("didShow") }, ["willShow first", "didShow first"],
            "no animator: the pop completes at once")
    t.check(nav.popViewController(animated: true) == nil && device.consoleLog.last?.contains("only the root") == true,
            "popping the root returns nil with a console message")
    t.equal(device.finish().count, 0, "no violations")
}

@MainActor
private func tabSwitches(_ t: Checker) {
    let log = CallLog()
    let device = ModelDevice()
    let tabs = UITabBarController()
    let a = LoggingViewController("a", log: log), b = LoggingViewController("b", log: log), c = LoggingViewController("c", log: log)
    tabs.viewControllers = [a, b, c]
    tabs.modelContentInsets = UIEdgeInsets(top: 0, left: 0, bottom: 83, right: 0)
    device.window.rootViewController = tabs
    device.drainMainQueue()
    let content = CGRect(x: 0, y: 0, width: 390, height: 761)
    t.check(tabs.selectedIndex == 0 && tabs.selectedViewController === a && a.view.frame == content, "first tab selected, in the content area")
    let delegate = TabLog(log: log)
    delegate.animator = correctAnimator(log)
    tabs.delegate = delegate
    log.clear()
    tabs.selectedIndex = 1
    t.check(tabs.selectedIndex == 1 && tabs.selectedViewController === b, "selection reported at once")
    t.equal(log.entries, ["animationController a→b"], "code selection asks for the animator, not shouldSelect")
    tabs.selectedIndex = 2
    t.check(tabs.selectedIndex == 1 && device.consoleLog.last?.contains("in progress") == true, "a switch during a transition is ignored")
    device.drainMainQueue()
    t.equal(delegate.animator?.context?.finalFrame(for: b), content, "finalFrame(to) is the content area")
    device.runUntilIdle()
    t.check(a.view.superview == nil && b.view.superview === tabs.view, "switched")

    let interactor = TestInteractor(log: log)
    delegate.interactor = interactor
    tabs.selectedIndex = 2
    device.drainMainQueue()
    interactor.context?.cancelInteractiveTransition()
    interactor.context?.completeTransition(false)
    t.check(tabs.selectedIndex == 1 && c.view.superview == nil && b.view.superview === tabs.view, "a cancelled switch restores the selection")

    delegate.animator = nil
    log.clear()
    tabs.modelUserSelect(0)
    t.equal(log.entries.filter { !$0.contains(".view") }, ["shouldSelect a", "animationController b→a", "didSelect a"],
            "a user tap asks shouldSelect and reports didSelect")
    t.check(tabs.selectedIndex == 0 && a.view.superview === tabs.view, "no animator: switched at once")
    t.equal(device.finish().count, 0, "no violations")
}
