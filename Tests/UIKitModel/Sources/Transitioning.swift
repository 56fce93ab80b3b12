// The view-controller transitioning protocols and keys, as declared by the reference
// ([H17:UIViewControllerTransitioning.h]). `optional` requirements are plain
// requirements with default implementations ("SDK: optional"). The model's context is
// in TransitionContext.swift.

/// [AD:uitransitioncontextviewcontrollerkey]
public struct UITransitionContextViewControllerKey: Hashable, RawRepresentable, @unchecked Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }
}

/// [AD:uitransitioncontextviewkey]
public struct UITransitionContextViewKey: Hashable, RawRepresentable, @unchecked Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }
}

extension UITransitionContextViewControllerKey {
    @available(iOS 7.0, *) public static let from = UITransitionContextViewControllerKey(rawValue: "UITransitionContextFromViewControllerKey")
    @available(iOS 7.0, *) public static let to = UITransitionContextViewControllerKey(rawValue: "UITransitionContextToViewControllerKey")
}

extension UITransitionContextViewKey {
    @available(iOS 8.0, *) public static let from = UITransitionContextViewKey(rawValue: "UITransitionContextFromViewKey")
    @available(iOS 8.0, *) public static let to = UITransitionContextViewKey(rawValue: "UITransitionContextToViewKey")
}

/// [H17] `NS_SWIFT_UI_ACTOR @protocol UIViewControllerContextTransitioning <NSObject>` (all required)
@preconcurrency @MainActor
public protocol UIViewControllerContextTransitioning: NSObjectProtocol {
    var containerView: UIView { get }
    var isAnimated: Bool { get }
    var isInteractive: Bool { get }
    var transitionWasCancelled: Bool { get }
    var presentationStyle: UIModalPresentationStyle { get }
    func updateInteractiveTransition(_ percentComplete: CGFloat)
    func finishInteractiveTransition()
    func cancelInteractiveTransition()
    @available(iOS 10.0, *) func pauseInteractiveTransition()
    func completeTransition(_ didComplete: Bool)
    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController?
    @available(iOS 8.0, *) func view(forKey key: UITransitionContextViewKey) -> UIView?
    @available(iOS 8.0, *) var targetTransform: CGAffineTransform { get }
    func initialFrame(for vc: UIViewController) -> CGRect
    func finalFrame(for vc: UIViewController) -> CGRect
}

/// [H17] `NS_SWIFT_UI_ACTOR @protocol UIViewControllerAnimatedTransitioning <NSObject>`.
/// The optional `interruptibleAnimator(using:)` is left out with UIViewPropertyAnimator.
@preconcurrency @MainActor
public protocol UIViewControllerAnimatedTransitioning: NSObjectProtocol {
    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval
    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning)
    /// SDK: optional. "invoked by the system when the transition context's completeTransition:
    /// method is invoked" (UIViewControllerTransitioning.h).
    func animationEnded(_ transitionCompleted: Bool)
}

extension UIViewControllerAnimatedTransitioning {
    public func animationEnded(_ transitionCompleted: Bool) {}
}

/// [H17] `NS_SWIFT_UI_ACTOR @protocol UIViewControllerInteractiveTransitioning <NSObject>`
@preconcurrency @MainActor
public protocol UIViewControllerInteractiveTransitioning: NSObjectProtocol {
    func startInteractiveTransition(_ transitionContext: any UIViewControllerContextTransitioning)
    /// SDK: optional
    var completionSpeed: CGFloat { get }
    /// SDK: optional
    var completionCurve: UIView.AnimationCurve { get }
    /// SDK: optional. UIViewControllerTransitioning.h: "If an interactor does not implement this
    /// method, YES is assumed."
    @available(iOS 10.0, *) var wantsInteractiveStart: Bool { get }
}

extension UIViewControllerInteractiveTransitioning {
    public var completionSpeed: CGFloat { 1.0 }
    public var completionCurve: UIView.AnimationCurve { .easeInOut }
    public var wantsInteractiveStart: Bool { true }
}

/// [H17] `NS_SWIFT_UI_ACTOR @protocol UIViewControllerTransitioningDelegate <NSObject> @optional ...`
@preconcurrency @MainActor
public protocol UIViewControllerTransitioningDelegate: NSObjectProtocol {
    func animationController(forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController) -> (any UIViewControllerAnimatedTransitioning)?
    func animationController(forDismissed dismissed: UIViewController) -> (any UIViewControllerAnimatedTransitioning)?
    func interactionControllerForPresentation(using animator: any UIViewControllerAnimatedTransitioning) -> (any UIViewControllerInteractiveTransitioning)?
    func interactionControllerForDismissal(using animator: any UIViewControllerAnimatedTransitioning) -> (any UIViewControllerInteractiveTransitioning)?
    @available(iOS 8.0, *)
    func presentationController(forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController) -> UIPresentationController?
}

extension UIViewControllerTransitioningDelegate {
    public func animationController(forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? { nil }
    public func animationController(forDismissed dismissed: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? { nil }
    public func interactionControllerForPresentation(using animator: any UIViewControllerAnimatedTransitioning) -> (any UIViewControllerInteractiveTransitioning)? { nil }
    public func interactionControllerForDismissal(using animator: any UIViewControllerAnimatedTransitioning) -> (any UIViewControllerInteractiveTransitioning)? { nil }
    public func presentationController(forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController) -> UIPresentationController? { nil }
}

/// [AD:uimodalpresentationstyle] (raw values as in the reference).
public enum UIModalPresentationStyle: Int, @unchecked Sendable {
    case fullScreen = 0
    @available(iOS 3.2, *) case pageSheet = 1
    @available(iOS 3.2, *) case formSheet = 2
    @available(iOS 3.2, *) case currentContext = 3
    @available(iOS 7.0, *) case custom = 4
    @available(iOS 8.0, *) case overFullScreen = 5
    @available(iOS 8.0, *) case overCurrentContext = 6
    @available(iOS 8.0, *) case popover = 7
    @available(*, unavailable, message: "tvOS only")
    case blurOverFullScreen = 8
    @available(iOS 7.0, *) case none = -1
    @available(iOS 13.0, *) case automatic = -2
}

/// `enum UIModalTransitionStyle : Int` (UIViewController.h).
public enum UIModalTransitionStyle: Int, @unchecked Sendable {
    case coverVertical = 0, flipHorizontal = 1, crossDissolve = 2
    @available(iOS 3.2, *) case partialCurl = 3
}
