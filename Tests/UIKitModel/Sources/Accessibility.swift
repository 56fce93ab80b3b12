// Accessibility settings and actions transitions respond to: Reduce Motion, and VoiceOver's
// escape gesture.

/// UIKit's `UIAccessibility` namespace (UIAccessibility.h's functions, imported as its static
/// members). Only what transitions read.
public enum UIAccessibility {
    /// https://developer.apple.com/documentation/uikit/uiaccessibility/isreducemotionenabled: "A
    /// Boolean value that indicates whether the Reduce Motion setting is in an enabled state."
    /// `@MainActor static var isReduceMotionEnabled: Bool { get }` (iOS 8; tvOS, visionOS too).
    /// The model's is `ModelDevice.isReduceMotionEnabled`.
    @MainActor public static var isReduceMotionEnabled: Bool { ModelDevice.current.isReduceMotionEnabled }
}

extension ModelDevice {
    /// VoiceOver's escape gesture (a two-finger scrub) with `element` focused: UIAccessibility.h,
    /// "Implement accessibilityPerformEscape on an element or containing view to exit a modal or
    /// hierarchical interface view. For example, UIPopoverController implements
    /// accessibilityPerformEscape on it's root view". The model asks the element, then each
    /// containing view up to the window, and for a view controller's root view that controller
    /// (FloatingPanel's controller overrides it; the order is undocumented), until one returns
    /// true. Returns whether one did.
    @discardableResult
    public func performAccessibilityEscape(focusedOn element: UIView) -> Bool {
        var view: UIView? = element
        var handled = false
        while let current = view, !handled {
            handled = current.accessibilityPerformEscape()
                || (current.owningViewController?.accessibilityPerformEscape() ?? false)
            view = current.superviewStorage
        }
        // Like a touch event, the gesture is followed by the main queue's turn.
        drainMainQueue()
        return handled
    }
}
