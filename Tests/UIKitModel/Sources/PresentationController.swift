// UIPresentationController and the container view of a modal presentation.

/// `@MainActor open class UIPresentationController : NSObject, ...` (iOS 8).
/// The default implementations follow the View Controller Programming Guide, "Creating Custom
/// Presentations" (VCPG below), and the class's pages.
@available(iOS 8.0, *)
@preconcurrency @MainActor
open class UIPresentationController: NSObject {
    let presentedStorage: UIViewController
    var presentingStorage: UIViewController?
    var containerStorage: UIView?
    /// The style the model presents with (`presentationStyle`).
    var styleStorage: UIModalPresentationStyle
    /// Where a removed presenter's view was, to put it back after the dismissal.
    var removedPresenterSlot: (superview: UIView, index: Int)?

    /// [AD:uipresentationcontroller/init(presentedviewcontroller:presenting:)]
    public init(presentedViewController: UIViewController, presenting presentingViewController: UIViewController?) {
        presentedStorage = presentedViewController
        presentingStorage = presentingViewController
        styleStorage = presentedViewController.modalPresentationStyle
        super.init()
    }

    /// Set by UIKit when the presentation starts; before that, the model answers the presented
    /// controller when init got nil (undocumented).
    open var presentingViewController: UIViewController { presentingStorage ?? presentedStorage }
    open var presentedViewController: UIViewController { presentedStorage }
    /// The style of the presentation: `.custom` for a controller vended by a transitioning delegate.
    open var presentationStyle: UIModalPresentationStyle { styleStorage }
    /// nil until the presentation's container exists (the model creates it in present()).
    open var containerView: UIView? { containerStorage }
    /// https://developer.apple.com/documentation/uikit/uipresentationcontroller/presentedview:
    /// "The default implementation of this method returns the presented view controller's view."
    open var presentedView: UIView? { presentedStorage.view }
    /// VCPG: "By default, a presented view controller is sized to completely fill the container
    /// view's frame."
    open var frameOfPresentedViewInContainerView: CGRect {
        guard let containerStorage else { return .zero }
        return CGRect(origin: .zero, size: containerStorage.storedBounds.size)
    }
    /// https://developer.apple.com/documentation/uikit/uipresentationcontroller/shouldremovepresentersview:
    /// "The default implementation of this method returns false."
    open var shouldRemovePresentersView: Bool { false }
    /// VCPG: "During the animation process, UIKit calls the containerViewWillLayoutSubviews and
    /// containerViewDidLayoutSubviews methods" — the model calls them whenever the container lays
    /// out (a new container, layoutIfNeeded after setNeedsLayout, a resized window).
    open func containerViewWillLayoutSubviews() {}
    open func containerViewDidLayoutSubviews() {}
    /// VCPG: "Calls your presentation controller's presentationTransitionWillBegin method".
    open func presentationTransitionWillBegin() {}
    /// VCPG: "Calls the presentationTransitionDidEnd: method when the transition animations finish".
    open func presentationTransitionDidEnd(_ completed: Bool) {}
    open func dismissalTransitionWillBegin() {}
    open func dismissalTransitionDidEnd(_ completed: Bool) {}
    /// UIPresentationController.h `@property(nullable, nonatomic, weak) id
    /// <UIAdaptivePresentationControllerDelegate> delegate;`. UIKit calls its dismissal methods
    /// only for dismissals the user starts through UIKit's own gestures (a sheet's swipe): a
    /// custom presentation has none, so the model never calls them (the library's drag does).
    weak open var delegate: (any UIAdaptivePresentationControllerDelegate)?
}

/// UIPresentationController.h `@protocol UIAdaptivePresentationControllerDelegate <NSObject>`, all
/// optional (defaults below, "SDK: optional"). The four iOS 13 methods, from the header:
/// - presentationControllerShouldDismiss: "Called on the delegate when the presentation controller
///   will dismiss in response to user action. This method is not called if the
///   presentedViewController isModalInPresentation or if the presentation is dismissed
///   programatically. Return NO to prevent dismissal of the view controller."
/// - presentationControllerWillDismiss: "Called on the delegate when the user has taken action to
///   dismiss the presentation, before interaction or animations begin. ... This is not called if
///   the presentation is dismissed programatically."
/// - presentationControllerDidDismiss: "Called on the delegate when the user has taken action to
///   dismiss the presentation successfully, after all animations are finished. This is not called
///   if the presentation is dismissed programatically."
/// - presentationControllerDidAttemptToDismiss: "Called on the delegate when the user attempts to
///   dismiss the presentation, but user-initiated dismissal is prevented because the
///   presentedViewController isModalInPresentation or presentationControllerShouldDismiss:
///   returned NO."
@preconcurrency @MainActor
public protocol UIAdaptivePresentationControllerDelegate: NSObjectProtocol {
    func adaptivePresentationStyle(for controller: UIPresentationController) -> UIModalPresentationStyle
    @available(iOS 13.0, *)
    func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool
    @available(iOS 13.0, *)
    func presentationControllerWillDismiss(_ presentationController: UIPresentationController)
    @available(iOS 13.0, *)
    func presentationControllerDidDismiss(_ presentationController: UIPresentationController)
    @available(iOS 13.0, *)
    func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController)
}

extension UIAdaptivePresentationControllerDelegate {
    public func adaptivePresentationStyle(for controller: UIPresentationController) -> UIModalPresentationStyle { .none }
    public func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool { true }
    public func presentationControllerWillDismiss(_ presentationController: UIPresentationController) {}
    public func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {}
    public func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) {}
}

/// The container of a modal presentation: window-sized, on top of the window, kept while the
/// controller is presented ("The view in which the animated transition should take place").
/// Its layout calls the presentation controller's container layout callbacks.
@MainActor
final class TransitionContainerView: UIView {
    weak var presentationController: UIPresentationController?

    override func modelWillLayoutSubviews() {
        presentationController?.containerViewWillLayoutSubviews()
    }

    override func modelDidLayoutSubviews() {
        presentationController?.containerViewDidLayoutSubviews()
    }
}
