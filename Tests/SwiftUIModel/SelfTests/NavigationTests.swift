// NavigationStack on a UINavigationController: links, destinations, the path in both
// directions, dismiss in a pushed screen.

@_spi(UIKitModel) @_spi(SwiftUIModel) import SwiftUI

@MainActor
func runNavigationTests(_ checker: Checker) {
    linksPushThroughThePath(checker)
    uikitPopsUpdateThePath(checker)
    unboundStacksKeepTheirOwnPath(checker)
    destinationLinksPushInEveryForm(checker)
}

@MainActor
private func stack(in host: UIViewController) -> UINavigationController? {
    host.children.first as? UINavigationController
}

@MainActor
private func linksPushThroughThePath(_ checker: Checker) {
    let log = CallLog()
    let host = UIHostingController(rootView: StackScreen(log: log))
    let device = show(host)
    guard let navigation = stack(in: host), let root = navigation.viewControllers.first else {
        return checker.check(false, "the stack is a UINavigationController child of the hosting controller")
    }
    checker.check(navigation.view.superview === host.view, "its view is in the hosting view")
    checker.equal(root.modelTexts, ["path ", "Open 3", "Open text", "Set 1,2"], "the root screen is hosted")

    checker.check(root.modelTap("Open 3"), "the link is found")
    device.runUntilIdle()
    checker.equal(navigation.viewControllers.count, 2, "one push")
    checker.equal(log.entries, ["path [3]", "appear 3"], "the path changed, then the destination appeared")
    checker.equal(navigation.topViewController?.modelTexts ?? [], ["detail 3 presented", "Close"], "the destination is shown, presented")
    checker.equal(root.modelTexts.first, "path 3", "the root sees the path")

    log.clear()
    root.modelTap("Open text")
    device.runUntilIdle()
    checker.equal(navigation.viewControllers.count, 2, "a value without a destination is refused")
    checker.check(ModelSwiftUI.consoleLog.last?.hasPrefix("A NavigationLink is presenting a value of type “String”") == true,
                  "SwiftUI's message: \(ModelSwiftUI.consoleLog)")

    navigation.topViewController?.modelTap("Close")
    device.runUntilIdle()
    checker.equal(navigation.viewControllers.count, 1, "dismiss pops the pushed screen")
    checker.equal(log.entries, ["path []", "disappear 3"], "through the path")
    checker.check(!device.consoleLog.contains { $0.contains("nothing to pop") }, "popped once: \(device.consoleLog)")

    log.clear()
    root.modelTap("Set 1,2")
    device.runUntilIdle()
    checker.equal(navigation.viewControllers.count, 3, "setting the path shows every value")
    checker.equal(navigation.topViewController?.modelTexts.first, "detail 2 presented", "the last value on top")
}

@MainActor
private func uikitPopsUpdateThePath(_ checker: Checker) {
    let log = CallLog()
    let host = UIHostingController(rootView: StackScreen(log: log))
    let device = show(host)
    guard let navigation = stack(in: host), let root = navigation.viewControllers.first else {
        return checker.check(false, "stack")
    }
    root.modelTap("Set 1,2")
    device.runUntilIdle()
    log.clear()
    navigation.popViewController(animated: true)
    device.runUntilIdle()
    checker.equal(log.entries, ["disappear 2", "path [1]", "appear 1"], "a pop by UIKit shortens the path once the popped screen has gone; the uncovered screen appears")
    checker.equal(root.modelTexts.first, "path 1", "and the root sees it")
    checker.equal(navigation.viewControllers.count, 2, "no second pop")
}

@MainActor
private func unboundStacksKeepTheirOwnPath(_ checker: Checker) {
    let host = UIHostingController(rootView: UnboundStackScreen())
    let device = show(host)
    guard let navigation = stack(in: host) else { return checker.check(false, "stack") }
    navigation.viewControllers.first?.modelTap("Five")
    device.runUntilIdle()
    checker.equal(navigation.topViewController?.modelTexts ?? [], ["number 5"], "pushed without a binding")
    navigation.popViewController(animated: true)
    device.runUntilIdle()
    navigation.viewControllers.first?.modelTap("Five")
    device.runUntilIdle()
    checker.equal(navigation.viewControllers.count, 2, "the own path was shortened by the pop, so the link pushes again")
}

@MainActor
private func destinationLinksPushInEveryForm(_ checker: Checker) {
    let host = UIHostingController(rootView: DestinationLinkScreen())
    let device = show(host)
    guard let navigation = stack(in: host), let root = navigation.viewControllers.first else {
        return checker.check(false, "stack")
    }
    checker.equal(root.modelTexts, ["Key, closure", "String, closure", "Key, view", "String, view", "Label, view"],
                  "each link shows its title or label")
    let pushes = [
        ("Key, closure", "pushed key closure"), ("String, closure", "pushed string closure"),
        ("Key, view", "pushed key view"), ("String, view", "pushed string view"), ("Label, view", "pushed label view"),
    ]
    for (link, shown) in pushes {
        checker.check(root.modelTap(link), "the link \(link) is found")
        device.runUntilIdle()
        checker.equal(navigation.topViewController?.modelTexts ?? [], [shown], "\(link) pushes its destination")
        navigation.popViewController(animated: true)
        device.runUntilIdle()
        checker.equal(navigation.viewControllers.count, 1, "popped after \(link)")
    }
}
