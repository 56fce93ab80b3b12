// The status bar's owner: presentations that capture it, childForStatusBar….

@_spi(UIKitModel) import UIKit

private final class StatusBarScreen: UIViewController {
    var hidden = false
    var style = UIStatusBarStyle.default
    var child: UIViewController?
    override var prefersStatusBarHidden: Bool { hidden }
    override var preferredStatusBarStyle: UIStatusBarStyle { style }
    override var childForStatusBarHidden: UIViewController? { child }
}

@MainActor
func runStatusBarTests(_ t: Checker) {
    for (style, captures, expected) in [
        (UIModalPresentationStyle.fullScreen, false, true), (.custom, false, false), (.custom, true, true),
        (.overFullScreen, false, false),
    ] {
        let device = ModelDevice()
        let root = StatusBarScreen(nibName: nil, bundle: nil)
        device.window.rootViewController = root
        device.drainMainQueue()
        let screen = StatusBarScreen(nibName: nil, bundle: nil)
        screen.hidden = true
        screen.style = .lightContent
        screen.modalPresentationStyle = style
        screen.modalPresentationCapturesStatusBarAppearance = captures
        t.check(device.statusBarController === root && !device.statusBarHidden, "the root owns the status bar")
        root.present(screen, animated: false)
        device.runUntilIdle()
        t.equal(device.statusBarController === screen, expected, "\(style) capturing \(captures): the presented screen owns the status bar")
        t.equal(device.statusBarHidden, expected, "\(style) capturing \(captures): hidden as the owner prefers")
        t.equal(device.statusBarStyle, expected ? .lightContent : .default, "\(style) capturing \(captures): the owner's style")
        screen.dismiss(animated: false)
        device.runUntilIdle()
        t.check(device.statusBarController === root, "\(style): the root owns it again after the dismissal")
        let child = StatusBarScreen(nibName: nil, bundle: nil)
        child.hidden = true
        root.child = child
        t.check(device.statusBarHidden, "childForStatusBarHidden decides")
        _ = device.finish()
    }
}
