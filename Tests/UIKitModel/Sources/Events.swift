// Responder-chain and event types transition code names. Touches are delivered by
// ModelDevice (see Touch.swift); these classes only carry what recognizers report.

/// `@MainActor open class UITouch : NSObject`. The model's touch knows its location in
/// window coordinates and the view it hit-tested to.
@preconcurrency @MainActor open class UITouch: NSObject {
    var windowLocation = CGPoint.zero
    weak var modelWindow: UIWindow?
    /// The hit-tested view (UITouch.view: "The view to which touches are being delivered").
    weak var hitView: UIView?

    /// https://developer.apple.com/documentation/uikit/uitouch/location(in:): the touch's location
    /// in the given view's coordinates; nil means the window.
    open func location(in view: UIView?) -> CGPoint {
        guard let view else { return windowLocation }
        return view.convert(windowLocation, from: modelWindow)
    }
}

@preconcurrency @MainActor open class UIPress: NSObject {}

@preconcurrency @MainActor open class UIEvent: NSObject {}

/// `@MainActor open class UIResponder : NSObject`.
@preconcurrency @MainActor open class UIResponder: NSObject {
    /// https://developer.apple.com/documentation/uikit/uiresponder/next: a view's next
    /// responder is its view controller if it is a controller's root view, otherwise its
    /// superview; a view controller's is its view's superview.
    open var next: UIResponder? { nil }

    /// UIAccessibility.h (an `NSObject` category, `API_AVAILABLE(ios(5.0))`): "If your
    /// implementation successfully dismisses the current UI, return YES, otherwise return NO.
    /// default == NO". The model declares it here, on the responders VoiceOver reaches, so that
    /// views and view controllers override it as they do on iOS (ModelDevice.performAccessibilityEscape).
    open func accessibilityPerformEscape() -> Bool { false }
}
