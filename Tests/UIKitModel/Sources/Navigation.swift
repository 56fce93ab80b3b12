// UINavigationController: the stack, its content area and push/pop transitions.

/// [AD:uinavigationcontrollerdelegate] `@MainActor protocol UINavigationControllerDelegate : NSObjectProtocol` (all optional)
@preconcurrency @MainActor
public protocol UINavigationControllerDelegate: NSObjectProtocol {
    /// "Called just before the navigation controller displays a view controller's view".
    func navigationController(_ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool)
    /// "Called just after the navigation controller displays a view controller's view".
    func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool)
    @available(iOS 7.0, *)
    func navigationController(_ navigationController: UINavigationController, interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning) -> (any UIViewControllerInteractiveTransitioning)?
    @available(iOS 7.0, *)
    func navigationController(_ navigationController: UINavigationController, animationControllerFor operation: UINavigationController.Operation, from fromVC: UIViewController, to toVC: UIViewController) -> (any UIViewControllerAnimatedTransitioning)?
}

extension UINavigationControllerDelegate {
    public func navigationController(_ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool) {}
    public func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool) {}
    public func navigationController(_ navigationController: UINavigationController, interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning) -> (any UIViewControllerInteractiveTransitioning)? { nil }
    public func navigationController(_ navigationController: UINavigationController, animationControllerFor operation: UINavigationController.Operation, from fromVC: UIViewController, to toVC: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? { nil }
}

/// `@MainActor open class UINavigationController : UIViewController`
@available(iOS 2.0, *)
@preconcurrency @MainActor
open class UINavigationController: UIViewController {
    /// [AD:uinavigationcontroller/operation]
    public enum Operation: Int, @unchecked Sendable {
        case none = 0, push = 1, pop = 2
    }

    var stack: [UIViewController] = []
    var contentInsetsStorage = UIEdgeInsets.zero
    var transition: ModelTransitionContext?
    /// A push or pop whose animator UIKit has yet to ask for (`defersTransitionQuestions`).
    var questionsPending = false
    /// A push or pop runs, or is about to.
    var isTransitioning: Bool { transition != nil || questionsPending }
    #if !os(tvOS)
    private(set) lazy var systemPopRecognizer = makeSystemPopRecognizer()
    /// UIKit's private delegate of `systemPopRecognizer`, kept alive here (the property is weak).
    private lazy var systemPopDelegate = SystemPopGestureDelegate(self)
    /// The pop the back swipe is starting: set during its `popViewController(animated:)` call.
    private var isSystemPopStarting = false
    /// UIKit's own interactive pop while it follows the back swipe.
    private var systemInteractivePop: SystemInteractivePop?
    #endif

    public init(rootViewController: UIViewController) {
        super.init(nibName: nil, bundle: nil)
        stack = [rootViewController]
        addChild(rootViewController)
        rootViewController.didMove(toParent: self)
    }

    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// The view shows the top controller's view in the content area (the bounds minus
    /// `modelContentInsets`, standing for opaque bars) and carries the system pop recognizer.
    open override func loadView() {
        super.loadView()
        #if !os(tvOS)
        view.addGestureRecognizer(systemPopRecognizer)
        #endif
        if let top = stack.last { ChildTransition.swapNow(host: self, from: nil, to: top, content: contentFrame, animated: false) }
    }

    /// https://developer.apple.com/documentation/uikit/uinavigationcontroller/pushviewcontroller(_:animated:).
    /// Undocumented, observed: `viewControllers` includes the pushed controller as soon as this
    /// returns; a cancelled transition takes it out again. Pushing during a transition, or a
    /// controller already in the stack, is logged and ignored (UIKit raises for the latter).
    open func pushViewController(_ viewController: UIViewController, animated: Bool) {
        let device = ModelDevice.current
        if isTransitioning {
            device.log("pushViewController(_:animated:) on \(modelName(self)) while a transition is in progress: ignored.")
            return
        }
        if stack.contains(where: { $0 === viewController }) || viewController is UINavigationController {
            device.log("Pushing \(modelName(viewController)) on \(modelName(self)) is not supported (already in the stack, or a navigation controller).")
            return
        }
        let from = stack.last
        stack.append(viewController)
        addChild(viewController)
        guard let from else {
            viewController.didMove(toParent: self)
            if isViewLoaded { ChildTransition.swapNow(host: self, from: nil, to: viewController, content: contentFrame, animated: false) }
            return
        }
        viewController.movingToParent = true
        show(.push, from: from, to: viewController, animated: animated) { [unowned self] completed in
            viewController.movingToParent = false
            if completed {
                viewController.didMove(toParent: self)
            } else {
                stack.removeAll { $0 === viewController }
                viewController.willMove(toParent: nil)
                viewController.removeFromParent()
            }
        }
    }

    /// popViewController(animated:) docs: "If the view controller at the top of the stack is the
    /// root view controller, this method does nothing." The model returns nil and logs then, and
    /// also while a transition is in progress (undocumented). `viewControllers` drops the popped
    /// controller at once; a cancelled pop puts it back (observed, undocumented).
    @discardableResult
    open func popViewController(animated: Bool) -> UIViewController? {
        let device = ModelDevice.current
        guard stack.count > 1 else {
            device.log("popViewController(animated:) on \(modelName(self)) with only the root view controller: nothing to pop.")
            return nil
        }
        guard !isTransitioning else {
            device.log("popViewController(animated:) on \(modelName(self)) while a transition is in progress: ignored.")
            return nil
        }
        let popped = stack.removeLast()
        popped.willMove(toParent: nil)
        popped.movingFromParent = true
        show(.pop, from: popped, to: stack[stack.count - 1], animated: animated) { [unowned self] completed in
            popped.movingFromParent = false
            if completed {
                popped.removeFromParent()
            } else {
                stack.append(popped)
            }
        }
        return popped
    }

    /// Pops every controller above the root: the ones under the top leave at once, the top one
    /// with a pop transition (undocumented which transition UIKit runs).
    @discardableResult
    open func popToRootViewController(animated: Bool) -> [UIViewController]? {
        guard stack.count > 1, !isTransitioning else { return stack.count > 1 ? nil : [] }
        let popped = Array(stack.dropFirst())
        for controller in popped.dropLast() {
            stack.removeAll { $0 === controller }
            controller.willMove(toParent: nil)
            controller.removeFromParent()
        }
        popViewController(animated: animated)
        return popped
    }

    open var topViewController: UIViewController? { stack.last }

    /// visibleViewController docs: "The current view controller can be ... the view controller at
    /// the top of the navigation stack, or a view controller that was presented modally on top of
    /// the navigation controller itself."
    open var visibleViewController: UIViewController? { presentedStorage ?? stack.last }

    open var viewControllers: [UIViewController] {
        get { stack }
        set { setViewControllers(newValue, animated: false) }
    }

    /// Replaces the stack at once; `animated` is not modelled (README).
    open func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) {
        guard !isTransitioning else {
            ModelDevice.current.log("setViewControllers(_:animated:) on \(modelName(self)) while a transition is in progress: ignored.")
            return
        }
        let oldTop = stack.last
        for controller in stack where !viewControllers.contains(where: { $0 === controller }) {
            controller.willMove(toParent: nil)
            controller.removeFromParent()
        }
        for controller in viewControllers where controller.parentStorage !== self {
            addChild(controller)
            controller.didMove(toParent: self)
        }
        stack = viewControllers
        if isViewLoaded, let top = stack.last, top !== oldTop {
            ChildTransition.swapNow(host: self, from: oldTop, to: top, content: contentFrame, animated: animated)
        }
    }

    weak open var delegate: (any UINavigationControllerDelegate)?

    /// interactivePopGestureRecognizer docs: "The navigation controller installs this gesture
    /// recognizer on its view and uses it to pop the topmost view controller off the navigation
    /// stack when a person swipes horizontally from the leading edge of the screen." Enabled, with
    /// UIKit's own delegate (SystemPop.swift). When it begins it calls popViewController(animated:
    /// true): the navigation delegate's animator and interaction controller play the pop, or,
    /// without an animator, UIKit's interactive pop follows the swipe. UINavigationController.h:
    /// `API_AVAILABLE(ios(7.0)) API_UNAVAILABLE(tvos)`.
    @available(iOS 7.0, *)
    @available(tvOS, unavailable)
    open var interactivePopGestureRecognizer: UIGestureRecognizer? {
        #if os(tvOS)
        return nil
        #else
        return systemPopRecognizer
        #endif
    }

    override var shownChild: UIViewController? { stack.last }

    var contentFrame: CGRect {
        guard let view = viewIfLoaded else { return .zero }
        return CGRect(origin: .zero, size: view.storedBounds.size).inset(by: contentInsetsStorage)
    }

    override func layoutContainedViews() {
        guard !isTransitioning, let top = stack.last?.viewIfLoaded, top.superviewStorage === viewIfLoaded else { return }
        top.placeFrame(contentFrame)
    }

    /// willShow, then the delegate's animator (nil: no animation, the swap completes at once)
    /// and interaction controller; the transition starts on the next main-queue turn. With
    /// `ModelDevice.defersTransitionQuestions` the animator and interaction controller are asked
    /// on that turn, just before the start (or the swap).
    private func show(
        _ operation: Operation, from: UIViewController, to: UIViewController, animated: Bool,
        bookkeeping: @escaping (_ completed: Bool) -> Void
    ) {
        guard isViewLoaded, viewIfLoaded?.window != nil else {
            if isViewLoaded { ChildTransition.swapNow(host: self, from: from, to: to, content: contentFrame, animated: false) }
            bookkeeping(true)
            return
        }
        delegate?.navigationController(self, willShow: to, animated: animated)
        #if os(tvOS)
        let bySwipe = false
        #else
        let bySwipe = isSystemPopStarting
        #endif
        let device = ModelDevice.current
        guard device.defersTransitionQuestions else {
            return play(operation, from: from, to: to, animated: animated, bySwipe: bySwipe, bookkeeping: bookkeeping)
        }
        questionsPending = true
        device.enqueue { [unowned self] in
            questionsPending = false
            play(operation, from: from, to: to, animated: animated, bySwipe: bySwipe, bookkeeping: bookkeeping)
        }
    }

    private func play(
        _ operation: Operation, from: UIViewController, to: UIViewController, animated: Bool, bySwipe: Bool,
        bookkeeping: @escaping (_ completed: Bool) -> Void
    ) {
        var animator = animated ? delegate?.navigationController(self, animationControllerFor: operation, from: from, to: to) : nil
        var interactor = animator.flatMap { delegate?.navigationController(self, interactionControllerFor: $0) }
        #if !os(tvOS)
        // The back swipe without a delegate animator: UIKit's own pop follows the finger.
        if animator == nil, bySwipe {
            let pop = SystemInteractivePop(recognizer: systemPopRecognizer)
            systemInteractivePop = pop
            animator = ModelDefaultAnimator(isDismissal: false)
            interactor = pop
        }
        #endif
        guard let animator else {
            ChildTransition.swapNow(host: self, from: from, to: to, content: contentFrame, animated: animated)
            bookkeeping(true)
            delegate?.navigationController(self, didShow: to, animated: animated)
            return
        }
        let context = ChildTransition.context(
            host: self, operation: operation == .push ? .push : .pop, from: from, to: to, content: contentFrame,
            animator: animator, interactor: interactor,
            onEnd: { [unowned self] completed in
                transition = nil
                #if !os(tvOS)
                systemInteractivePop = nil
                #endif
                bookkeeping(completed)
            },
            afterEnd: { [unowned self] completed in
                if completed { delegate?.navigationController(self, didShow: to, animated: animated) }
            })
        transition = context
        // Asked on the call's own turn, the transition starts on the next; asked later, now.
        context.begin(deferred: !ModelDevice.current.defersTransitionQuestions)
    }

    #if !os(tvOS)
    private func makeSystemPopRecognizer() -> SystemPopGestureRecognizer {
        let recognizer = SystemPopGestureRecognizer(target: self, action: Self.systemPopAction)
        recognizer.delegate = systemPopDelegate
        return recognizer
    }

    private static let systemPopAction = Selector(_checking: UINavigationController.systemPopChanged(_:))

    /// Pops when the swipe begins; later reports go to UIKit's own pop while it follows the swipe.
    private func systemPopChanged(_ recognizer: SystemPopGestureRecognizer) {
        if recognizer.state == .began {
            isSystemPopStarting = true
            popViewController(animated: true)
            isSystemPopStarting = false
        } else {
            systemInteractivePop?.recognizerChanged(recognizer)
        }
    }
    #endif
}

extension UINavigationController {
    /// The content area's insets from the navigation controller's view: opaque bars (test-only).
    /// The top controller's view is laid out in `bounds.inset(by:)` these, and transitions get
    /// that rectangle as the arriving view's finalFrame(for:).
    @_spi(UIKitModel) public var modelContentInsets: UIEdgeInsets {
        get { contentInsetsStorage }
        set {
            contentInsetsStorage = newValue
            viewIfLoaded?.setNeedsLayout()
        }
    }
}
