@_spi(UIKitModel) import UIKit
import TranspecUIKit

/// An app's own navigation controller delegate: it logs what reaches it.
@MainActor
final class AppNavigationDelegate: NSObject, UINavigationControllerDelegate {
    private(set) var log: [String] = []

    func navigationController(_ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool) {
        log.append("willShow \(Self.name(viewController, in: navigationController))")
    }

    func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool) {
        log.append("didShow \(Self.name(viewController, in: navigationController))")
    }

    /// `root`, or `screen` for any other controller.
    static func name(_ controller: UIViewController, in navigationController: UINavigationController) -> String {
        navigationController.viewControllers.first === controller ? "root" : "screen"
    }

    func count(_ prefix: String) -> Int { log.filter { $0.hasPrefix(prefix) }.count }
}

/// An app's own tab bar controller delegate: it logs what reaches it and
/// may refuse selections.
@MainActor
final class AppTabDelegate: NSObject, UITabBarControllerDelegate {
    private(set) var log: [String] = []
    var allowsSelection = true

    func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool {
        log.append("shouldSelect \(Self.index(of: viewController, in: tabBarController))")
        return allowsSelection
    }

    func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {
        log.append("didSelect \(Self.index(of: viewController, in: tabBarController))")
    }

    static func index(of controller: UIViewController, in tabBarController: UITabBarController) -> Int {
        tabBarController.viewControllers?.firstIndex { $0 === controller } ?? -1
    }
}

/// Counts how often the navigation controller's back swipe began.
@MainActor
final class BackSwipeWatch {
    private(set) var begins = 0
    private var target: GestureActionTarget?

    init(_ navigationController: UINavigationController) {
        guard let recognizer = navigationController.interactivePopGestureRecognizer else { return }
        target = GestureActionTarget(attachingTo: recognizer) { [weak self] recognizer in
            if recognizer.state == .began { self?.begins += 1 }
        }
    }
}

/// A slow swipe in from the leading edge of `window`, most of its width,
/// starting at the next vsync: what a person does to go back.
@MainActor
func backSwipe(on device: ModelDevice, rightToLeft: Bool = false) {
    let width = device.window.bounds.width
    var drag = Drag(start: CGPoint(x: 5, y: 500), at: DragKind.lead, by: CGVector(dx: width * 0.7, dy: 0), duration: 0.4)
    if rightToLeft { drag = drag.mirrored(width: width) }
    drag.perform(on: device, origin: device.now + device.frameDuration)
    device.runUntilIdle()
}

/// An app's presentation controller delegate: it logs the dismissal
/// messages and may refuse a dismissal.
@MainActor
final class AppPresentationDelegate: NSObject, UIAdaptivePresentationControllerDelegate {
    private(set) var log: [String] = []
    var allowsDismissal = true

    func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool {
        log.append("shouldDismiss")
        return allowsDismissal
    }

    func presentationControllerWillDismiss(_ presentationController: UIPresentationController) {
        log.append("willDismiss")
    }

    func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
        log.append("didDismiss")
    }

    func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) {
        log.append("didAttemptToDismiss")
    }
}
