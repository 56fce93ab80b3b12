// UITabBarController: selection, its content area and tab-switch transitions.

/// [AD:uitabbarcontrollerdelegate] `@MainActor protocol UITabBarControllerDelegate : NSObjectProtocol` (all optional)
@preconcurrency @MainActor
public protocol UITabBarControllerDelegate: NSObjectProtocol {
    /// "The tab bar controller calls this method in response to the user tapping a tab bar item."
    func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool
    /// "it is called only in response to user taps in the tab bar and is not called when your code
    /// changes the tab bar contents programmatically."
    func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController)
    /// UITabBarController.h: `API_AVAILABLE(ios(7.0)) API_UNAVAILABLE(visionos)`: UIKit on visionOS
    /// never asks, and tab switches there are never animated by a delegate.
    @available(iOS 7.0, *)
    @available(visionOS, unavailable)
    func tabBarController(_ tabBarController: UITabBarController, interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning) -> (any UIViewControllerInteractiveTransitioning)?
    /// UITabBarController.h: `API_AVAILABLE(ios(7.0)) API_UNAVAILABLE(visionos)`.
    @available(iOS 7.0, *)
    @available(visionOS, unavailable)
    func tabBarController(_ tabBarController: UITabBarController, animationControllerForTransitionFrom fromVC: UIViewController, to toVC: UIViewController) -> (any UIViewControllerAnimatedTransitioning)?
}

extension UITabBarControllerDelegate {
    public func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool { true }
    public func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {}
    @available(visionOS, unavailable)
    public func tabBarController(_ tabBarController: UITabBarController, interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning) -> (any UIViewControllerInteractiveTransitioning)? { nil }
    @available(visionOS, unavailable)
    public func tabBarController(_ tabBarController: UITabBarController, animationControllerForTransitionFrom fromVC: UIViewController, to toVC: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? { nil }
}

/// `@MainActor open class UITabBarController : UIViewController, UITabBarDelegate, NSCoding`
@available(iOS 2.0, *)
@preconcurrency @MainActor
open class UITabBarController: UIViewController {
    var tabs: [UIViewController]?
    var selectedStorage = 0
    var contentInsetsStorage = UIEdgeInsets.zero
    var transition: ModelTransitionContext?
    /// A switch whose animator UIKit has yet to ask for (`defersTransitionQuestions`).
    var questionsPending = false
    var isTransitioning: Bool { transition != nil || questionsPending }

    open override func loadView() {
        super.loadView()
        if let selected = selectedViewController {
            ChildTransition.swapNow(host: self, from: nil, to: selected, content: contentFrame, animated: false)
        }
    }

    /// https://developer.apple.com/documentation/uikit/uitabbarcontroller/viewcontrollers: "the tab
    /// bar controller remembers the view controller object that was previously selected and
    /// attempts to reselect it. If the selected view controller is no longer present, it attempts
    /// to select the view controller at the same index in the array as the previous selection. If
    /// that index is invalid, it selects the view controller at index 0."
    open var viewControllers: [UIViewController]? {
        get { tabs }
        set { setViewControllers(newValue, animated: false) }
    }

    /// Replaces the tabs at once (`animated` is not modelled).
    open func setViewControllers(_ viewControllers: [UIViewController]?, animated: Bool) {
        let previous = selectedViewController
        for controller in tabs ?? [] where !(viewControllers ?? []).contains(where: { $0 === controller }) {
            controller.willMove(toParent: nil)
            controller.removeFromParent()
        }
        for controller in viewControllers ?? [] where controller.parentStorage !== self {
            addChild(controller)
            controller.didMove(toParent: self)
        }
        tabs = viewControllers
        let count = viewControllers?.count ?? 0
        if let previous, let index = viewControllers?.firstIndex(where: { $0 === previous }) {
            selectedStorage = index
        } else if selectedStorage >= count {
            selectedStorage = 0
        }
        if isViewLoaded, let selected = selectedViewController, selected !== previous {
            ChildTransition.swapNow(host: self, from: previous, to: selected, content: contentFrame, animated: false)
        }
    }

    /// selectedViewController docs: "Assigning a new view controller to this property changes the
    /// currently displayed view and also selects an appropriate tab in the tab bar." The default is
    /// nil (no tabs).
    unowned(unsafe) open var selectedViewController: UIViewController? {
        get {
            guard let tabs, tabs.indices.contains(selectedStorage) else { return nil }
            return tabs[selectedStorage]
        }
        set {
            guard let newValue, let index = tabs?.firstIndex(where: { $0 === newValue }) else { return }
            select(index)
        }
    }

    /// selectedIndex docs: "Setting this property changes the selected view controller to the one at
    /// the designated index in the viewControllers array." Out-of-range indexes are ignored; with
    /// no tabs the model reports 0 (undocumented).
    open var selectedIndex: Int {
        get { selectedStorage }
        set { select(newValue) }
    }

    weak open var delegate: (any UITabBarControllerDelegate)?

    override var shownChild: UIViewController? { selectedViewController }

    var contentFrame: CGRect {
        guard let view = viewIfLoaded else { return .zero }
        return CGRect(origin: .zero, size: view.storedBounds.size).inset(by: contentInsetsStorage)
    }

    override func layoutContainedViews() {
        guard !isTransitioning, let view = selectedViewController?.viewIfLoaded, view.superviewStorage === viewIfLoaded else { return }
        view.placeFrame(contentFrame)
    }

    /// Selection from code: shouldSelect and didSelect are not called (delegate docs above). The
    /// delegate's animator (nil: switch at once) and interaction controller run the switch, which
    /// starts on the next main-queue turn; `selectedIndex` reports the new tab at once and goes
    /// back if the transition is cancelled. A switch during a transition is logged and ignored
    /// (undocumented, observed). With `ModelDevice.defersTransitionQuestions` the animator and
    /// interaction controller are asked on that next turn, just before the start (or the switch).
    func select(_ index: Int) {
        guard let tabs, tabs.indices.contains(index), index != selectedStorage else { return }
        guard !isTransitioning else {
            ModelDevice.current.log("\(modelName(self)): selecting tab \(index) while a transition is in progress: ignored.")
            return
        }
        let fromIndex = selectedStorage
        let from = tabs[fromIndex], to = tabs[index]
        selectedStorage = index
        let device = ModelDevice.current
        guard device.defersTransitionQuestions else { return play(from: from, to: to, fromIndex: fromIndex) }
        questionsPending = true
        device.enqueue { [unowned self] in
            questionsPending = false
            play(from: from, to: to, fromIndex: fromIndex)
        }
    }

    private func play(from: UIViewController, to: UIViewController, fromIndex: Int) {
        #if os(visionOS)
        let animator: (any UIViewControllerAnimatedTransitioning)? = nil
        #else
        let animator = isViewLoaded && viewIfLoaded?.window != nil
            ? delegate?.tabBarController(self, animationControllerForTransitionFrom: from, to: to) : nil
        #endif
        guard let animator else {
            if isViewLoaded { ChildTransition.swapNow(host: self, from: from, to: to, content: contentFrame, animated: false) }
            return
        }
        #if os(visionOS)
        let interactor: (any UIViewControllerInteractiveTransitioning)? = nil
        #else
        let interactor = delegate?.tabBarController(self, interactionControllerFor: animator)
        #endif
        let context = ChildTransition.context(
            host: self, operation: .tabSwitch, from: from, to: to, content: contentFrame,
            animator: animator, interactor: interactor,
            onEnd: { [unowned self] completed in
                transition = nil
                if !completed { selectedStorage = fromIndex }
            },
            afterEnd: { _ in })
        transition = context
        // Asked on the call's own turn, the switch starts on the next; asked later, now.
        context.begin(deferred: !ModelDevice.current.defersTransitionQuestions)
    }
}

extension UITabBarController {
    /// The content area's insets (the tab bar), as for UINavigationController (test-only).
    @_spi(UIKitModel) public var modelContentInsets: UIEdgeInsets {
        get { contentInsetsStorage }
        set {
            contentInsetsStorage = newValue
            viewIfLoaded?.setNeedsLayout()
        }
    }

    /// A user's tap on tab `index` (test-only): shouldSelect, the selection as from code, then
    /// didSelect (the delegate docs: both are called "in response to the user tapping a tab bar item").
    @_spi(UIKitModel) public func modelUserSelect(_ index: Int) {
        guard let tabs, tabs.indices.contains(index) else { return }
        if let delegate, !delegate.tabBarController(self, shouldSelect: tabs[index]) { return }
        select(index)
        delegate?.tabBarController(self, didSelect: tabs[index])
    }
}
