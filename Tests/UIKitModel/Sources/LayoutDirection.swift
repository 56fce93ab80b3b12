// Left-to-right and right-to-left layout. Not in the reference; SDK signatures checked
// against UIView.h (iOS 17 SDK, xybp888/iOS-SDKs) and Apple's pages (README table).

/// UIApplication.h `typedef NS_ENUM(NSInteger, UIUserInterfaceLayoutDirection)`
/// (https://developer.apple.com/documentation/uikit/uiuserinterfacelayoutdirection).
@available(iOS 5.0, *)
public enum UIUserInterfaceLayoutDirection: Int, @unchecked Sendable {
    case leftToRight = 0
    case rightToLeft = 1
}

/// UIView.h `typedef NS_ENUM(NSInteger, UISemanticContentAttribute) API_AVAILABLE(ios(9.0))`.
@available(iOS 9.0, *)
public enum UISemanticContentAttribute: Int, @unchecked Sendable {
    case unspecified = 0
    case playback = 1
    case spatial = 2
    case forceLeftToRight = 3
    case forceRightToLeft = 4
}

extension UIView {
    /// UIView.h: effectiveUserInterfaceLayoutDirection "Returns the user interface layout
    /// direction appropriate for arranging the immediate content of this view". Forced
    /// attributes decide; playback and spatial views "aren't flipped when switching between
    /// left-to-right and right-to-left layouts" (UISemanticContentAttribute.playback docs), so
    /// they are left-to-right. Undocumented: an unspecified view takes its superview's
    /// direction (as the trait collection's layoutDirection propagates), and a root view takes
    /// the device's `layoutDirection` (the app-wide direction).
    func modelLayoutDirection() -> UIUserInterfaceLayoutDirection {
        switch semanticStorage {
        case .forceLeftToRight, .playback, .spatial: return .leftToRight
        case .forceRightToLeft: return .rightToLeft
        case .unspecified:
            if let superview = superviewStorage { return superview.effectiveUserInterfaceLayoutDirection }
            return ModelDevice.current.layoutDirection
        }
    }
}
