// UIWindow: the root of the view hierarchy, holding the root view controller's view and
// the containers of modal presentations.

/// `@MainActor open class UIWindow : UIView`.
@preconcurrency @MainActor open class UIWindow: UIView {
    var rootStorage: UIViewController?

    /// Not in the reference; SDK: `@property(nullable, nonatomic,strong) UIViewController
    /// *rootViewController API_AVAILABLE(ios(4.0));` -> `var rootViewController: UIViewController? { get set }`.
    /// https://developer.apple.com/documentation/uikit/uiwindow/rootviewcontroller: "Assigning a
    /// view controller to this property ... installs the view controller's view as the content
    /// view of the window. The new content view is configured to track the window size,
    /// changing as the window size changes. If the window has an existing view hierarchy, the
    /// old views are removed before the new ones are installed." The model also sends the
    /// new root viewWillAppear/viewDidAppear(false) (undocumented order).
    open var rootViewController: UIViewController? {
        get { rootStorage }
        set {
            guard newValue !== rootStorage else { return }
            for view in subviewStorage { view.removeFromSuperview() }
            rootStorage = newValue
            guard let controller = newValue else { return }
            let view: UIView = controller.view
            view.placeFrame(storedBounds)
            controller.beginAppearance(true, animated: false)
            addSubview(view)
            controller.endAppearance()
        }
    }

    /// The root view and the presentation containers track the window's size.
    override func modelWillLayoutSubviews() {
        if let root = rootStorage?.viewIfLoaded, root.superviewStorage === self {
            root.placeFrame(storedBounds)
        }
        for container in subviewStorage where container is TransitionContainerView {
            container.placeFrame(storedBounds)
        }
    }
}
