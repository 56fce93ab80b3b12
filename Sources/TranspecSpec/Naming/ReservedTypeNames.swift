/// Types the generated file sees besides its own: a generated type with
/// one of these names would shadow it, for the generated code and for the
/// app's whole module. `GeneratedNameCheck` rejects such names.
/// `ReservedTypeNameTests` keeps the list complete for transpec's own
/// libraries and the UIKit model.
public enum ReservedTypeNames {
    public static let all: [String: String] = {
        var owners: [String: String] = [:]
        for name in runtime { owners[name] = "TranspecRuntime" }
        for name in uikitLibrary { owners[name] = "TranspecUIKit" }
        for name in uikit { owners[name] = "UIKit" }
        for name in standard { owners[name] = "Swift or Foundation" }
        return owners
    }()

    static let runtime: Set<String> = [
        "ContainerSize", "CrossedMark", "CrossingDirection", "CrossingWatch", "Decay", "DecayPhase", "DecelerationRate", "DetentChoice",
        "DetentPlan", "DetentSettle", "DetentStop", "DimmingColor", "DistanceRule", "Easing",
        "ElementFrame", "ElementTracks", "FrameClockCommand", "FrameInsets", "FrameRect", "GestureStart", "Haptic", "InteractionEffects", "InteractionEvent",
        "InteractionPhase", "InteractionStateMachine", "Keyframe", "KeyframeTrack", "LengthBasis", "ModalTransition",
        "NavigationTransition", "Overshoot", "PanStartRule", "ProgressRange", "ProgressReporter", "ProgressReporting", "ProgressTrigger", "ReleaseCondition", "ReleaseDecision",
        "ReleaseRule", "RestTolerance", "RestingFrame", "RubberBand", "ScrollPosition", "SettleMotion", "SheetDetent", "Spring", "SpringMotion", "SpringPreset",
        "TabSwitch", "TransitionEdge", "TransitionLaunch", "TransitionMotion", "TransitionPlan", "TravelDirection",
        "TriggerDirections",
        // Tracks by phase and 2-D drags.
        "DragHeading", "FlingFlight", "PhasedProgress", "TrackPhase", "TrackPhaseRule",
        "VelocityHandoff",
        // The shared element and its fallback; drag directions; operations.
        "SharedElement", "SharedElementFallback", "DragDirections", "TransitionOperation",
    ]

    static let uikitLibrary: Set<String> = [
        "DisplayLinkClock", "GestureActionTarget", "LentElementsDefinition", "ModalPresentationController",
        "ModalTransitionDefinition", "ModalTransitioningDelegate", "NavigationTransitionDefinition",
        "NavigationTransitionDelegate", "PairedDismissalDefinition", "ScreenViews", "TabBarTransitionDefinition",
        "TabBarTransitionDelegate", "TabSwitchDefinition", "TransitionCallbacks", "TransitionScreenDefinition",
    ]

    /// UIKit and QuartzCore types transition code uses, the generated code's among them.
    static let uikit: Set<String> = [
        "CACornerMask", "CADisplayLink", "CAFrameRateRange", "CALayer", "CFTimeInterval", "CGAffineTransform",
        "CGFloat", "CGPoint", "CGRect", "CGSize", "CGVector", "Selector", "UIColor", "UICoordinateSpace",
        "UICubicTimingParameters", "UIEdgeInsets", "UIEvent", "UIFeedbackGenerator", "UIImpactFeedbackGenerator", "UIGestureRecognizer", "UIGestureRecognizerDelegate",
        "UIModalPresentationStyle", "UIModalTransitionStyle", "UINavigationController", "UINavigationControllerDelegate",
        "UIPanGestureRecognizer", "UIPercentDrivenInteractiveTransition", "UIPresentationController", "UIPress",
        "UIRectEdge", "UIResponder", "UIScreenEdgePanGestureRecognizer", "UIScrollView", "UIScrollViewDelegate", "UISelectionFeedbackGenerator", "UITableView",
        "UISemanticContentAttribute", "UISpringTimingParameters", "UITabBarController", "UITabBarControllerDelegate",
        "UITimingCurveProvider", "UITimingCurveType", "UITouch", "UITransitionContextViewControllerKey",
        "UITransitionContextViewKey", "UIUserInterfaceLayoutDirection", "UIView", "UIViewAnimating",
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
