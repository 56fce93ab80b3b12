// The only Objective-C in transpec: UIKit's target–action and CADisplayLink
// need an `@objc` method named by a selector, an app's delegate implements
// the optional methods it wants, and a delegate proxy hands on the messages
// it does not implement. Everything else, generated code included, takes
// closures. On iOS `canImport(ObjectiveC)` holds and this compiles as
// written. Linux has no Objective-C runtime: the tests' build against the
// UIKit model (`ModelBuild` in Tests/TranspecTestSupport) rewrites
// `#selector(` to the model's `Selector(_checking: `, which keeps the method
// to call, drops `@objc`, and passes `-D TRANSPEC_UIKIT_MODEL`; the model
// writes optional requirements as requirements with default implementations,
// so its branch below calls them plainly.
#if canImport(UIKit) && (canImport(ObjectiveC) || TRANSPEC_UIKIT_MODEL)
import UIKit

/// Receives an Objective-C action message and forwards it to a closure.
@MainActor
final class ActionTrampoline: NSObject {
    private let action: @MainActor () -> Void

    init(_ action: @escaping @MainActor () -> Void) {
        self.action = action
    }

    @objc func fire() {
        action()
    }

    static let selector = #selector(ActionTrampoline.fire)
}

/// Attaches a closure to a gesture recognizer's target–action.
///
/// A recognizer does not retain its targets: keep this object for as long as
/// the handler should run (typically a stored property of the owner).
@MainActor
package final class GestureActionTarget: NSObject {
    private let trampoline: ActionTrampoline

    /// Calls `handler` with `recognizer` on every state change it reports.
    package init<Recognizer: UIGestureRecognizer>(
        attachingTo recognizer: Recognizer,
        _ handler: @escaping @MainActor (Recognizer) -> Void
    ) {
        trampoline = ActionTrampoline { [weak recognizer] in
            if let recognizer { handler(recognizer) }
        }
        super.init()
        recognizer.addTarget(trampoline, action: ActionTrampoline.selector)
    }
}

/// Creates a display link whose target forwards frames to a closure.
/// The link retains its target, so the closure must hold its owner weakly.
@MainActor
func makeDisplayLink(_ onFrame: @escaping @MainActor (CADisplayLink) -> Void) -> CADisplayLink {
    let target = DisplayLinkTarget(onFrame)
    return CADisplayLink(target: target, selector: DisplayLinkTarget.selector)
}

@MainActor
private final class DisplayLinkTarget: NSObject {
    private let onFrame: @MainActor (CADisplayLink) -> Void

    init(_ onFrame: @escaping @MainActor (CADisplayLink) -> Void) {
        self.onFrame = onFrame
    }

    @objc func step(_ link: CADisplayLink) {
        onFrame(link)
    }

    static let selector = #selector(DisplayLinkTarget.step(_:))
}

/// A delegate proxy's base: what the proxy does not implement goes to
/// `forwardee` (the app's own delegate). On Apple platforms UIKit asks
/// `responds(to:)` before sending an optional message, so the proxy answers
/// as the app's delegate would for every selector it lacks, and the runtime
/// sends those messages on to it (`forwardingTarget(for:)`): methods added to
/// the protocols later reach the app too. The methods the proxy implements
/// hand on explicitly what they do not handle (`AppDelegateCalls`).
@MainActor
class DelegateForwarder: NSObject {
    /// The app's delegate, or nil; subclasses keep it equal to theirs. The
    /// runtime may ask `responds(to:)` outside the main actor, so it is read
    /// without isolation: an object reference, written on the main thread.
    nonisolated(unsafe) weak var forwardee: NSObject?

    #if canImport(ObjectiveC) && !TRANSPEC_UIKIT_MODEL
    nonisolated override func responds(to aSelector: Selector!) -> Bool {
        super.responds(to: aSelector) || forwardingTarget(for: aSelector) != nil
    }

    nonisolated override func forwardingTarget(for aSelector: Selector!) -> Any? {
        guard let object = forwardee, object.responds(to: aSelector) else { return nil }
        return object
    }
    #endif
}

/// Calls to an app delegate's optional methods: `delegate.method?(…)` on
/// Apple platforms; the model declares them as requirements with defaults.
@MainActor
enum AppDelegateCalls {
    static func willShow(
        _ delegate: (any UINavigationControllerDelegate)?, _ navigationController: UINavigationController,
        _ viewController: UIViewController, animated: Bool
    ) {
        #if TRANSPEC_UIKIT_MODEL
        delegate?.navigationController(navigationController, willShow: viewController, animated: animated)
        #else
        delegate?.navigationController?(navigationController, willShow: viewController, animated: animated)
        #endif
    }

    static func didShow(
        _ delegate: (any UINavigationControllerDelegate)?, _ navigationController: UINavigationController,
        _ viewController: UIViewController, animated: Bool
    ) {
        #if TRANSPEC_UIKIT_MODEL
        delegate?.navigationController(navigationController, didShow: viewController, animated: animated)
        #else
        delegate?.navigationController?(navigationController, didShow: viewController, animated: animated)
        #endif
    }

    static func animationController(
        _ delegate: (any UINavigationControllerDelegate)?, _ navigationController: UINavigationController,
        _ operation: UINavigationController.Operation, from: UIViewController, to: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? {
        #if TRANSPEC_UIKIT_MODEL
        delegate?.navigationController(navigationController, animationControllerFor: operation, from: from, to: to)
        #else
        delegate?.navigationController?(navigationController, animationControllerFor: operation, from: from, to: to)
        #endif
    }

    static func interactionController(
        _ delegate: (any UINavigationControllerDelegate)?, _ navigationController: UINavigationController,
        _ animator: any UIViewControllerAnimatedTransitioning
    ) -> (any UIViewControllerInteractiveTransitioning)? {
        #if TRANSPEC_UIKIT_MODEL
        delegate?.navigationController(navigationController, interactionControllerFor: animator)
        #else
        delegate?.navigationController?(navigationController, interactionControllerFor: animator)
        #endif
    }

    static func shouldSelect(
        _ delegate: (any UITabBarControllerDelegate)?, _ tabBarController: UITabBarController, _ viewController: UIViewController
    ) -> Bool {
        #if TRANSPEC_UIKIT_MODEL
        delegate?.tabBarController(tabBarController, shouldSelect: viewController) ?? true
        #else
        delegate?.tabBarController?(tabBarController, shouldSelect: viewController) ?? true
        #endif
    }

    static func didSelect(
        _ delegate: (any UITabBarControllerDelegate)?, _ tabBarController: UITabBarController, _ viewController: UIViewController
    ) {
        #if TRANSPEC_UIKIT_MODEL
        delegate?.tabBarController(tabBarController, didSelect: viewController)
        #else
        delegate?.tabBarController?(tabBarController, didSelect: viewController)
        #endif
    }

    #if !os(visionOS)
    static func animationController(
        _ delegate: (any UITabBarControllerDelegate)?, _ tabBarController: UITabBarController,
        from: UIViewController, to: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? {
        #if TRANSPEC_UIKIT_MODEL
        delegate?.tabBarController(tabBarController, animationControllerForTransitionFrom: from, to: to)
        #else
        delegate?.tabBarController?(tabBarController, animationControllerForTransitionFrom: from, to: to)
        #endif
    }

    static func interactionController(
        _ delegate: (any UITabBarControllerDelegate)?, _ tabBarController: UITabBarController,
        _ animator: any UIViewControllerAnimatedTransitioning
    ) -> (any UIViewControllerInteractiveTransitioning)? {
        #if TRANSPEC_UIKIT_MODEL
        delegate?.tabBarController(tabBarController, interactionControllerFor: animator)
        #else
        delegate?.tabBarController?(tabBarController, interactionControllerFor: animator)
        #endif
    }
    #endif

    static func shouldDismiss(_ delegate: (any UIAdaptivePresentationControllerDelegate)?, _ controller: UIPresentationController) -> Bool {
        #if TRANSPEC_UIKIT_MODEL
        delegate?.presentationControllerShouldDismiss(controller) ?? true
        #else
        delegate?.presentationControllerShouldDismiss?(controller) ?? true
        #endif
    }

    static func didAttemptToDismiss(_ delegate: (any UIAdaptivePresentationControllerDelegate)?, _ controller: UIPresentationController) {
        #if TRANSPEC_UIKIT_MODEL
        delegate?.presentationControllerDidAttemptToDismiss(controller)
        #else
        delegate?.presentationControllerDidAttemptToDismiss?(controller)
        #endif
    }

    static func willDismiss(_ delegate: (any UIAdaptivePresentationControllerDelegate)?, _ controller: UIPresentationController) {
        #if TRANSPEC_UIKIT_MODEL
        delegate?.presentationControllerWillDismiss(controller)
        #else
        delegate?.presentationControllerWillDismiss?(controller)
        #endif
    }

    static func didDismiss(_ delegate: (any UIAdaptivePresentationControllerDelegate)?, _ controller: UIPresentationController) {
        #if TRANSPEC_UIKIT_MODEL
        delegate?.presentationControllerDidDismiss(controller)
        #else
        delegate?.presentationControllerDidDismiss?(controller)
        #endif
    }
}
#endif
