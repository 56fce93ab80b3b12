/// Types the generated file sees besides its own: a generated type with
/// one of these names would shadow it, for the generated code and for the
/// app's whole module. `GeneratedNameCheck` rejects such names.
/// `ReservedTypeNameTests` holds the list to what the compiler says
/// transpec's libraries and the UIKit model show a client.
package enum ReservedTypeNames {
    package static let all: [String: String] = {
        var owners: [String: String] = [:]
        for name in runtime { owners[name] = "TranspecRuntime" }
        for name in uikitLibrary { owners[name] = "TranspecUIKit" }
        for name in swiftUILibrary { owners[name] = "TranspecSwiftUI" }
        // SwiftUI's type that a generated name could spell: a transition named `UI`.
        owners["UIHostingController"] = "SwiftUI"
        for name in uikit { owners[name] = "UIKit" }
        for name in standard { owners[name] = "Swift or Foundation" }
        return owners
    }()

    /// TranspecRuntime's public types (its machinery is `package`: the
    /// generated file does not see it).
    static let runtime: Set<String> = [
        "Appearance", "ContainerSize", "CrossingDirection", "DecayPhase", "DecelerationRate", "DetentPlan", "DimmingColor",
        "DistanceRule", "DragDirections", "Easing", "ElementFrame", "ElementTracks", "FrameInsets", "FrameRect",
        "GestureStart", "GestureWay", "Haptic", "Keyframe", "KeyframeTrack", "LengthBasis", "ModalTransition", "NavigationTransition",
        "Overshoot", "ProgressRange", "ProgressReporting", "ProgressTrigger", "RGBAColor", "ReducedMotion", "ReleaseCondition",
        "ReleaseDecision", "ReleaseRule", "RestTolerance", "RestingFrame", "RubberBand", "SettleMotion", "SharedElement",
        "SharedElementFallback", "SheetDetent", "Spring", "SpringMotion", "SpringPreset", "TabSwitch", "TrackPhase",
        "TransitionEdge", "TransitionMotion", "TransitionOperation", "TransitionPlan", "TravelDirection",
        "TriggerDirections",
    ]

    static let uikitLibrary: Set<String> = [
        "DetentSheetDefinition", "LendingInPlaceOfOtherScreen", "LentElementsDefinition", "ModalTransitionDefinition", "ModalTransitioningDelegate", "NavigationTransitionDefinition",
        "NavigationTransitionDelegate", "PairedDismissalDefinition", "PairedPopDefinition", "ScreenViews", "TabBarTransitionDefinition",
        "TabBarTransitionDelegate", "TabSwitchDefinition", "TransitionCallbacks", "TransitionScreenDefinition",
    ]

    /// TranspecSwiftUI's public types: a generated file imports it where the
    /// app builds with it (for the hosting controllers that lend SwiftUI
    /// views as elements, and scroll views).
    static let swiftUILibrary: Set<String> = [
        "HostedModalTransition", "OptionalMarkedElements", "TranspecDismissAction",
        "TranspecElementView", "TranspecHostingController", "TranspecScrollView",
    ]

    /// UIKit and QuartzCore types transition code uses, the generated code's among them.
    static let uikit: Set<String> = [
        "CACornerMask", "CADisplayLink", "CAFrameRateRange", "CALayer", "CFTimeInterval", "CGAffineTransform",
        "CGFloat", "CGPoint", "CGRect", "CGSize", "CGVector", "Selector", "UIAccessibility",
        "UIAdaptivePresentationControllerDelegate", "UIColor", "UICoordinateSpace",
        "UICubicTimingParameters", "UIEdgeInsets", "UIEvent", "UIFeedbackGenerator", "UIImpactFeedbackGenerator", "UIGestureRecognizer", "UIGestureRecognizerDelegate",
        "UIModalPresentationStyle", "UIModalTransitionStyle", "UINavigationController", "UINavigationControllerDelegate",
        "UIPanGestureRecognizer", "UIPercentDrivenInteractiveTransition", "UIPresentationController", "UIPress",
        "UIRectEdge", "UIResponder", "UIStatusBarStyle", "UIScreenEdgePanGestureRecognizer", "UIScrollView", "UIScrollViewDelegate", "UISelectionFeedbackGenerator", "UITableView",
        "UISemanticContentAttribute", "UISpringTimingParameters", "UITabBarController", "UITabBarControllerDelegate",
        "UITimingCurveProvider", "UITimingCurveType", "UITouch", "UITransitionContextViewControllerKey",
        "UITraitCollection", "UITransitionContextViewKey", "UIUserInterfaceLayoutDirection", "UIUserInterfaceStyle", "UIView",
        "UIViewAnimating",
        "UIViewAnimatingPosition", "UIViewAnimatingState", "UIViewController", "UIViewControllerAnimatedTransitioning",
        "UIViewControllerContextTransitioning", "UIViewControllerInteractiveTransitioning",
        "UIViewControllerTransitionCoordinator", "UIViewControllerTransitioningDelegate", "UIViewImplicitlyAnimating",
        "UIViewPropertyAnimator", "UIWindow",
    ]

    static let standard: Set<String> = [
        "Any", "AnyObject", "Array", "Bool", "Character", "Data", "Date", "Dictionary", "Double", "Error", "Float",
        "Int", "NSObject", "NSObjectProtocol", "Never", "Optional", "Result", "Sendable", "Set", "String", "TimeInterval",
        "URL", "Void",
    ]
}
