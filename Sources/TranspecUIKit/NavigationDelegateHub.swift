#if canImport(UIKit)
import UIKit

/// A transition that a navigation controller's delegate hub asks for push
/// and pop animators (`NavigationTransitionDelegate`).
@MainActor
protocol NavigationTransitionProvider: AnyObject {
    /// The run playing `operation` from `from` to `to`, or nil when the
    /// transition does not play it.
    func run(
        for operation: UINavigationController.Operation, from: UIViewController, to: UIViewController,
        in navigationController: UINavigationController
    ) -> TransitionRun?

    /// The interaction controller for `run`, which this provider vended.
    func interactionController(for run: TransitionRun) -> (any UIViewControllerInteractiveTransitioning)?
}

/// The object a navigation controller has as its delegate while transpec
/// transitions play on it: one per navigation controller, shared by every
/// transition on it (a push and its pop, say). It keeps the delegate the
/// app set and hands it every message the transitions do not answer.
///
/// - Push and pop animators: the first registered transition that plays the
///   operation answers; otherwise the app's delegate, or UIKit's own
///   transition. A pop the back swipe (`interactivePopGestureRecognizer`)
///   starts is UIKit's: a transpec pop that follows a drag claims the swipe
///   before the system recognizer can begin (see `claimBackSwipe(for:)`).
/// - `willShow` and `didShow` (and, on Apple platforms, every method the hub
///   does not implement) reach the app's delegate.
/// - The app's delegate set before the first transition is kept; one set on
///   the navigation controller later is adopted the next time a transition's
///   drag begins (`reclaim()`), or can be given through the transitions'
///   `appDelegate`.
/// - When the last transition is released, the app's delegate is the
///   navigation controller's delegate again.
@MainActor
final class NavigationDelegateHub: DelegateForwarder, UINavigationControllerDelegate {
    private weak var navigationController: UINavigationController?
    weak var appDelegate: (any UINavigationControllerDelegate)? {
        didSet { forwardee = appDelegate as? NSObject }
    }
    private var providers = RegisteredProviders<any NavigationTransitionProvider>()

    private init(navigationController: UINavigationController) {
        self.navigationController = navigationController
        appDelegate = navigationController.delegate
        super.init()
        forwardee = appDelegate as? NSObject
    }

    /// The hub of `navigationController`, which becomes its delegate.
    static func install(on navigationController: UINavigationController) -> NavigationDelegateHub {
        if let hub = navigationController.delegate as? NavigationDelegateHub { return hub }
        let hub = NavigationDelegateHub(navigationController: navigationController)
        navigationController.delegate = hub
        return hub
    }

    func register(_ provider: any NavigationTransitionProvider) {
        providers.register { [weak provider] in provider }
    }

    /// A provider was released: with none left, the app's delegate is put back.
    func providerWasReleased() {
        guard providers.removeReleased(), let navigationController else { return }
        if navigationController.delegate === self || navigationController.delegate == nil {
            navigationController.delegate = appDelegate
        }
    }

    /// Becomes the navigation controller's delegate again, keeping `appDelegate`.
    func becomeDelegate() {
        if let navigationController, navigationController.delegate !== self { navigationController.delegate = self }
    }

    /// Becomes the navigation controller's delegate again if the app set
    /// its own since, which the hub then forwards to.
    func reclaim() {
        guard let navigationController, navigationController.delegate !== self else { return }
        if !(navigationController.delegate is NavigationDelegateHub) { appDelegate = navigationController.delegate }
        navigationController.delegate = self
    }

    /// Makes the back swipe wait for `pan` to fail: a transpec drag that can
    /// start takes the leading-edge swipe, and the system one begins only
    /// when transpec's does not (UIGestureRecognizer.h, requireGestureRecognizerToFail:
    /// "if otherGestureRecognizer transitions to UIGestureRecognizerStateRecognized or
    /// UIGestureRecognizerStateBegan then this recognizer will instead transition to
    /// UIGestureRecognizerStateFailed"). Nothing of the system recognizer is
    /// changed (not its delegate, not `isEnabled`): once the pan leaves the
    /// view, the requirement no longer applies.
    func claimBackSwipe(for pan: UIGestureRecognizer) {
        #if !os(tvOS)
        navigationController?.interactivePopGestureRecognizer?.require(toFail: pan)
        #endif
    }

    /// The back swipe is starting a pop: its recognizer has just begun.
    private var isBackSwipePop: Bool {
        #if os(tvOS)
        return false
        #else
        return navigationController?.interactivePopGestureRecognizer?.state == .began
        #endif
    }

    // MARK: UINavigationControllerDelegate

    func navigationController(
        _ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool
    ) {
        AppDelegateCalls.willShow(appDelegate, navigationController, viewController, animated: animated)
    }

    func navigationController(
        _ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool
    ) {
        AppDelegateCalls.didShow(appDelegate, navigationController, viewController, animated: animated)
    }

    func navigationController(
        _ navigationController: UINavigationController,
        animationControllerFor operation: UINavigationController.Operation,
        from fromVC: UIViewController,
        to toVC: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? {
        // A pop the back swipe starts is UIKit's.
        let backSwipe = isBackSwipePop
        if let run = providers.vend({ backSwipe ? nil : $0.run(for: operation, from: fromVC, to: toVC, in: navigationController) }) {
            return run
        }
        return AppDelegateCalls.animationController(appDelegate, navigationController, operation, from: fromVC, to: toVC)
    }

    func navigationController(
        _ navigationController: UINavigationController,
        interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning
    ) -> (any UIViewControllerInteractiveTransitioning)? {
        if let vended = providers.vendedRun(animationController) {
            return vended.provider?.interactionController(for: vended.run)
        }
        return AppDelegateCalls.interactionController(appDelegate, navigationController, animationController)
    }
}
#endif
