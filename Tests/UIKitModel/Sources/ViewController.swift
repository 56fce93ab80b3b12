// UIViewController: lazy view loading, containment, appearance callbacks and the
// presentation properties. present/dismiss run in Presentation.swift.

/// `@MainActor open class UIViewController : UIResponder, NSCoding, ...`.
@available(iOS 2.0, *)
@preconcurrency @MainActor
open class UIViewController: UIResponder, @preconcurrency NSCoding {
    var viewStorage: UIView?
    weak var parentStorage: UIViewController?
    var childStorage: [UIViewController] = []
    var presentedStorage: UIViewController?
    weak var presentingStorage: UIViewController?
    var presentationControllerStorage: UIPresentationController?
    var beingPresented = false
    var beingDismissed = false
    var movingToParent = false
    var movingFromParent = false
    /// The appearance callback sent last ("will" without its "did" yet), for `endAppearance()`.
    var pendingAppearance: (appearing: Bool, animated: Bool)?

    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) { super.init() }
    public required init?(coder: NSCoder) { super.init() }
    public override convenience init() { self.init(nibName: nil, bundle: nil) }
    open func encode(with coder: NSCoder) {}

    // MARK: The view

    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/view: "If you access
    /// this property when its value is nil, the view controller automatically calls the
    /// loadView() method and returns the resulting view." viewDidLoad() follows. A loadView()
    /// override that sets no view gets the default one (UIKit would loop; the model logs).
    open var view: UIView! {
        get {
            if let viewStorage { return viewStorage }
            loadView()
            if viewStorage == nil {
                ModelDevice.current.log("\(modelName(self)).loadView() set no view; the model installed a plain UIView.")
                installView(defaultView())
            }
            viewDidLoad()
            return viewStorage
        }
        set { installView(newValue) }
    }

    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/loadview(): without a nib
    /// the default implementation creates a plain UIView. The model sizes it to the window.
    open func loadView() { installView(defaultView()) }
    open func viewDidLoad() {}
    open func viewWillAppear(_ animated: Bool) {}
    open func viewDidAppear(_ animated: Bool) {}
    open func viewWillDisappear(_ animated: Bool) {}
    open func viewDidDisappear(_ animated: Bool) {}
    open func viewWillLayoutSubviews() {}
    open func viewDidLayoutSubviews() {}
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/additionalsafeareainsets:
    /// "Custom insets that you specify to modify the view controller's safe area"; the root
    /// view's safe area grows by them (UIView.safeAreaInsets in ViewLayout.swift), and setting
    /// them reports the change at the next layout pass.
    @available(iOS 11.0, *) open var additionalSafeAreaInsets: UIEdgeInsets = .zero {
        didSet { ModelDevice.existing?.safeAreaNeedsUpdate = true }
    }
    @available(iOS 11.0, *) open func viewSafeAreaInsetsDidChange() {}
    open var isViewLoaded: Bool { viewStorage != nil }
    open var title: String?

    var viewIfLoaded: UIView? { viewStorage }

    private func defaultView() -> UIView {
        UIView(frame: ModelDevice.current.window.storedBounds)
    }

    private func installView(_ view: UIView?) {
        if viewStorage?.owningViewController === self { viewStorage?.owningViewController = nil }
        viewStorage = view
        view?.owningViewController = self
    }

    /// Containers place their children's views during their view's layout pass.
    func layoutContainedViews() {}

    // MARK: Presentation (Presentation.swift)

    @available(iOS 5.0, *)
    open func present(_ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil) {
        PresentationMachinery.present(viewControllerToPresent, from: self, animated: flag, completion: completion)
    }

    @available(iOS 5.0, *)
    open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
        PresentationMachinery.dismiss(from: self, animated: flag, completion: completion)
    }

    @available(iOS 7.0, *)
    weak open var transitioningDelegate: (any UIViewControllerTransitioningDelegate)?
    /// https://developer.apple.com/documentation/uikit/uimodalpresentationstyle/automatic: the
    /// default. The model resolves it to `.pageSheet` but lays every non-custom style out full
    /// screen (README).
    @available(iOS 3.2, *)
    open var modalPresentationStyle: UIModalPresentationStyle = .automatic
    open var modalTransitionStyle: UIModalTransitionStyle = .coverVertical
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/ismodalinpresentation:
    /// "When you set it to true, UIKit ignores events outside the view controller's bounds and
    /// prevents the interactive dismissal of the view controller while it is onscreen." A custom
    /// presentation has no UIKit dismissal gesture, so the model only stores it; the library's
    /// drag and VoiceOver escape read it (PresentationController.swift's delegate notes).
    @available(iOS 13.0, *) open var isModalInPresentation = false
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/modalpresentationcapturesstatusbarappearance:
    /// "status bar appearance control is transferred from the presenting to the presented view
    /// controller only if the presented controller's modalPresentationStyle value is
    /// UIModalPresentationStyle.fullScreen. By setting this property to true, you specify the
    /// presented view controller controls status bar appearance, even though presented
    /// non-fullscreen." (`ModelDevice.statusBarController`). UIViewController.h:
    /// `API_AVAILABLE(ios(7.0)) API_UNAVAILABLE(tvos)`.
    @available(iOS 7.0, *)
    @available(tvOS, unavailable)
    open var modalPresentationCapturesStatusBarAppearance: Bool {
        get { capturesStatusBarStorage }
        set { capturesStatusBarStorage = newValue }
    }
    var capturesStatusBarStorage = false

    // UIViewController.h: "These methods control the attributes of the status bar when this view
    // controller is shown. They can be overridden in view controller subclasses to return the
    // desired status bar attributes." All `API_AVAILABLE(ios(7.0)) API_UNAVAILABLE(tvos)`.

    /// "Defaults to UIStatusBarStyleDefault".
    @available(tvOS, unavailable)
    open var preferredStatusBarStyle: UIStatusBarStyle { .default }
    /// "Defaults to NO".
    @available(tvOS, unavailable)
    open var prefersStatusBarHidden: Bool { false }
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/childforstatusbarstyle:
    /// "If your container view controller derives its status bar style from one of its child view
    /// controllers, implement this method and return that child view controller." Default nil.
    @available(tvOS, unavailable)
    open var childForStatusBarStyle: UIViewController? { nil }
    @available(tvOS, unavailable)
    open var childForStatusBarHidden: UIViewController? { nil }
    /// "This should be called whenever the return values for the view controller's status bar
    /// attributes have changed." The model reads them when asked (`ModelDevice.statusBarHidden`),
    /// so this records nothing.
    @available(tvOS, unavailable)
    open func setNeedsStatusBarAppearanceUpdate() {}
    open var definesPresentationContext = false

    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/presentedviewcontroller:
    /// "The view controller that is presented by this view controller, or one of its ancestors in
    /// the view controller hierarchy."
    open var presentedViewController: UIViewController? { presentationRoot.presentedStorage }
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/presentingviewcontroller:
    /// "If the view controller was not presented modally, but one of its ancestors was, this
    /// property contains the view controller that presented the ancestor."
    open var presentingViewController: UIViewController? { presentationRoot.presentingStorage }
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/presentationcontroller:
    /// "This property is nil if the view controller isn't managed by a presentation controller."
    /// The model creates none before a presentation starts (README: not modelled).
    @available(iOS 8.0, *) open var presentationController: UIPresentationController? {
        presentationRoot.presentationControllerStorage
    }
    open var isBeingPresented: Bool { beingPresented }
    open var isBeingDismissed: Bool { beingDismissed }
    open var isMovingToParent: Bool { movingToParent }
    open var isMovingFromParent: Bool { movingFromParent }

    /// The outermost parent: the controller that takes part in presentations.
    var presentationRoot: UIViewController {
        var controller = self
        while let parent = controller.parentStorage { controller = parent }
        return controller
    }

    // MARK: Containment

    open var parent: UIViewController? { parentStorage }
    open var children: [UIViewController] { childStorage }

    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/addchild(_:): "If the new
    /// child view controller is already the child of a container view controller, it is removed
    /// from that container before being added." willMove(toParent:) docs: "When your custom
    /// container calls the addChild(_:) method, it automatically calls the willMove(toParent:)
    /// method of the view controller to be added as a child before adding it."

    open func addChild(_ childController: UIViewController) {
        guard childController !== self, childController.parentStorage !== self else { return }
        childController.removeFromParent()
        childController.willMove(toParent: self)
        childStorage.append(childController)
        childController.parentStorage = self
    }

    /// didMove(toParent:) docs: "The removeFromParent() method automatically calls the
    /// didMove(toParent:) method of the child view controller after it removes the child."
    open func removeFromParent() {
        guard let parent = parentStorage else { return }
        parent.childStorage.removeAll { $0 === self }
        parentStorage = nil
        didMove(toParent: nil)
    }

    open func willMove(toParent parent: UIViewController?) {}
    open func didMove(toParent parent: UIViewController?) {}

    /// The nearest ancestor (UIViewController.navigationController docs: "The nearest ancestor
    /// in the view controller hierarchy that is a navigation controller").
    open var navigationController: UINavigationController? {
        var controller = parentStorage
        while let current = controller {
            if let navigation = current as? UINavigationController { return navigation }
            controller = current.parentStorage
        }
        return nil
    }

    open var tabBarController: UITabBarController? {
        var controller = parentStorage
        while let current = controller {
            if let tabs = current as? UITabBarController { return tabs }
            controller = current.parentStorage
        }
        return nil
    }

    open override var next: UIResponder? { viewStorage?.superviewStorage ?? parentStorage }

    // MARK: Appearance

    /// Sends viewWillAppear/viewWillDisappear; `endAppearance()` sends the matching "did".
    /// The calls transitions make are listed in the README. Containers forward them to the child
    /// they show: "will" parent first, "did" child first (undocumented order).
    func beginAppearance(_ appearing: Bool, animated: Bool) {
        pendingAppearance = (appearing, animated)
        if appearing { viewWillAppear(animated) } else { viewWillDisappear(animated) }
        shownChild?.beginAppearance(appearing, animated: animated)
    }

    func endAppearance() {
        guard let pending = pendingAppearance else { return }
        pendingAppearance = nil
        shownChild?.endAppearance()
        if pending.appearing { viewDidAppear(pending.animated) } else { viewDidDisappear(pending.animated) }
    }

    /// The child a container shows (the navigation stack's top, the selected tab).
    var shownChild: UIViewController? { nil }
}

// MARK: Status bar

/// UIApplication.h `typedef NS_ENUM(NSInteger, UIStatusBarStyle)` (`API_UNAVAILABLE(tvos)`):
/// default, lightContent, darkContent (iOS 13; 2 is the deprecated blackOpaque).
@available(tvOS, unavailable)
public enum UIStatusBarStyle: Int, @unchecked Sendable {
    case `default` = 0
    case lightContent = 1
    @available(iOS 13.0, *) case darkContent = 3
}


