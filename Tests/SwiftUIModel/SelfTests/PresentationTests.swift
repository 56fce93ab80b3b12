// sheet, fullScreenCover and detents as UIKit presentations; TabView on a UITabBarController.

@_spi(UIKitModel) @_spi(SwiftUIModel) import SwiftUI

@MainActor
func runPresentationTests(_ checker: Checker) {
    sheetsFollowTheirBinding(checker)
    itemsReplaceThePresentation(checker)
    dismissOnlyWorksInSwiftUIPresentations(checker)
    tabsFollowTheirBinding(checker)
}

@MainActor
private func sheetsFollowTheirBinding(_ checker: Checker) {
    let log = CallLog()
    let host = UIHostingController(rootView: SheetScreen(log: log))
    let device = show(host)
    host.modelTap("Show")
    device.runUntilIdle()
    guard let sheet = host.presentedViewController else { return checker.check(false, "a sheet is presented") }
    checker.equal(sheet.modalPresentationStyle, .pageSheet, "a page sheet")
    checker.equal(sheet.modelTexts, ["flag presented", "Done"], "its content, presented")
    checker.equal(sheet.modelPresentationDetents, [.medium, .large], "the detents are recorded")
    checker.equal(sheet.modelSelectedDetent, .medium, "with the selection")
    checker.check(sheet.isModalInPresentation, "interactiveDismissDisabled sets isModalInPresentation")
    checker.equal(log.entries, ["appear flag"], "onAppear in the sheet")

    // Dismissed by UIKit (code, or a gesture the transition layer drives): the binding follows.
    log.clear()
    sheet.dismiss(animated: true)
    device.runUntilIdle()
    checker.check(host.presentedViewController == nil, "dismissed")
    checker.equal(host.modelTexts.first, "sheet off item none", "the binding was set back to false")
    checker.equal(log.entries, ["disappear flag", "onDismiss flag"], "onDisappear, then onDismiss")

    // Set to false by SwiftUI: UIKit dismisses it.
    log.clear()
    host.modelTap("Show")
    device.runUntilIdle()
    host.modelTap("Hide")
    device.runUntilIdle()
    checker.check(host.presentedViewController == nil, "the binding dismisses the sheet")
    checker.equal(log.entries, ["appear flag", "disappear flag", "onDismiss flag"], "with onDismiss")

    // dismiss() inside the sheet.
    host.modelTap("Show")
    device.runUntilIdle()
    host.presentedViewController?.modelTap("Done")
    device.runUntilIdle()
    checker.check(host.presentedViewController == nil, "dismiss() in the content dismisses the sheet")
    checker.equal(host.modelTexts.first, "sheet off item none", "and resets the binding")
}

@MainActor
private func itemsReplaceThePresentation(_ checker: Checker) {
    let log = CallLog()
    let host = UIHostingController(rootView: SheetScreen(log: log))
    let device = show(host)
    host.modelTap("Item 1")
    device.runUntilIdle()
    let first = host.presentedViewController
    checker.equal(first?.modalPresentationStyle, .fullScreen, "a full-screen cover")
    checker.equal(first?.modelTexts.first, "item 1 presented", "the item's content")
    log.clear()
    // A new item while one is shown: the first is dismissed, then the second presented.
    host.modelTap("Item 2")
    device.runUntilIdle()
    checker.check(host.presentedViewController !== first && host.presentedViewController != nil, "a new controller")
    checker.equal(host.presentedViewController?.modelTexts.first, "item 2 presented", "the new item")
    checker.equal(log.entries, ["disappear item 1", "onDismiss item", "appear item 2"], "old one gone first")
    host.presentedViewController?.dismiss(animated: true)
    device.runUntilIdle()
    checker.equal(host.modelTexts.first, "sheet off item none", "a UIKit dismissal sets the item to nil")
}

@MainActor
private func dismissOnlyWorksInSwiftUIPresentations(_ checker: Checker) {
    let log = CallLog()
    let root = UIViewController()
    let device = show(root)
    let presented = UIHostingController(rootView: SheetContent(title: "uikit", log: log))
    root.present(presented, animated: true)
    device.runUntilIdle()
    checker.equal(presented.modelTexts.first, "uikit not presented", "isPresented is false in a controller UIKit presented")
    presented.modelTap("Done")
    device.runUntilIdle()
    checker.check(root.presentedViewController === presented, "SwiftUI's dismiss does nothing there")
}

@MainActor
private func tabsFollowTheirBinding(_ checker: Checker) {
    let host = UIHostingController(rootView: TabsScreen())
    let device = show(host)
    guard let tabBar = host.children.first as? UITabBarController else {
        return checker.check(false, "the TabView is a UITabBarController child of the hosting controller")
    }
    checker.equal(tabBar.viewControllers?.count, 3, "one controller per tab")
    checker.equal(tabBar.selectedIndex, 1, "the binding's tag selects the second tab")
    checker.equal(tabBar.selectedViewController?.modelTexts ?? [], ["second"], "its content")
    tabBar.modelUserSelect(0)
    device.runUntilIdle()
    checker.equal(host.modelTexts.first, "tab a", "a user's tap writes the tag to the binding")
    tabBar.modelUserSelect(2)
    device.runUntilIdle()
    tabBar.selectedViewController?.modelTap("Go first")
    device.runUntilIdle()
    checker.equal(tabBar.selectedIndex, 0, "setting the binding switches tabs")
    checker.equal(host.modelTexts.first, "tab a", "binding kept")
}
