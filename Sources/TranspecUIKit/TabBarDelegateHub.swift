#if canImport(UIKit)
import UIKit

/// A transition that a tab bar controller's delegate hub asks for tab
/// switch animators (`TabBarTransitionDelegate`).
@MainActor
protocol TabSwitchProvider: AnyObject {
    /// The run switching from `from` to `to`, or nil when the provider does not play it.
    func run(from: UIViewController, to: UIViewController, in tabBarController: UITabBarController) -> TransitionRun?

    /// The interaction controller for `run`, which this provider vended.
    func interactionController(for run: TransitionRun) -> (any UIViewControllerInteractiveTransitioning)?
}

/// The object a tab bar controller has as its delegate while transpec tab
/// switches play on it, as `NavigationDelegateHub` is for a navigation
/// controller: the app's delegate (set before, or after and adopted at the
/// next drag) hears `shouldSelect`, `didSelect` and every message the hub
/// does not answer; a switch no transition plays stays the app's; the app's
/// delegate is put back when the last transition is released.
@MainActor
final class TabBarDelegateHub: DelegateForwarder, UITabBarControllerDelegate {
    private weak var tabBarController: UITabBarController?
    weak var appDelegate: (any UITabBarControllerDelegate)? {
        didSet { forwardee = appDelegate as? NSObject }
    }
    private var providers = RegisteredProviders<any TabSwitchProvider>()

    private init(tabBarController: UITabBarController) {
        self.tabBarController = tabBarController
        appDelegate = tabBarController.delegate
        super.init()
        forwardee = appDelegate as? NSObject
    }

    /// The hub of `tabBarController`, which becomes its delegate.
    static func install(on tabBarController: UITabBarController) -> TabBarDelegateHub {
        if let hub = tabBarController.delegate as? TabBarDelegateHub { return hub }
        let hub = TabBarDelegateHub(tabBarController: tabBarController)
        tabBarController.delegate = hub
        return hub
    }

    func register(_ provider: any TabSwitchProvider) {
        providers.register { [weak provider] in provider }
    }

    /// A provider was released: with none left, the app's delegate is put back.
    func providerWasReleased() {
        guard providers.removeReleased(), let tabBarController else { return }
        if tabBarController.delegate === self || tabBarController.delegate == nil {
            tabBarController.delegate = appDelegate
        }
    }

    /// Becomes the tab bar controller's delegate again, keeping `appDelegate`.
    func becomeDelegate() {
        if let tabBarController, tabBarController.delegate !== self { tabBarController.delegate = self }
    }

    /// Becomes the tab bar controller's delegate again if the app set its
    /// own since, which the hub then forwards to.
    func reclaim() {
        guard let tabBarController, tabBarController.delegate !== self else { return }
        if !(tabBarController.delegate is TabBarDelegateHub) { appDelegate = tabBarController.delegate }
        tabBarController.delegate = self
    }

    // MARK: UITabBarControllerDelegate

    func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool {
        AppDelegateCalls.shouldSelect(appDelegate, tabBarController, viewController)
    }

    func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {
        AppDelegateCalls.didSelect(appDelegate, tabBarController, viewController)
    }

    // visionOS never asks (`API_UNAVAILABLE(visionos)`).
    #if !os(visionOS)
    func tabBarController(
        _ tabBarController: UITabBarController,
        animationControllerForTransitionFrom fromVC: UIViewController,
        to toVC: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? {
        if let run = providers.vend({ $0.run(from: fromVC, to: toVC, in: tabBarController) }) { return run }
        return AppDelegateCalls.animationController(appDelegate, tabBarController, from: fromVC, to: toVC)
    }

    func tabBarController(
        _ tabBarController: UITabBarController,
        interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning
    ) -> (any UIViewControllerInteractiveTransitioning)? {
        if let vended = providers.vendedRun(animationController) {
            return vended.provider?.interactionController(for: vended.run)
        }
        return AppDelegateCalls.interactionController(appDelegate, tabBarController, animationController)
    }
    #endif
}
#endif
