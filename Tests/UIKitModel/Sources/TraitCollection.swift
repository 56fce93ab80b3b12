// Light and dark mode: UITraitCollection's userInterfaceStyle and how a view comes by it.
// Dynamic colours resolve against it (Color.swift).

/// [H18:UIInterface.h] `typedef NS_ENUM(NSInteger, UIUserInterfaceStyle) { UIUserInterfaceStyleUnspecified,
/// UIUserInterfaceStyleLight, UIUserInterfaceStyleDark } API_AVAILABLE(tvos(10.0)) API_AVAILABLE(ios(12.0))`.
@available(iOS 12.0, *)
public enum UIUserInterfaceStyle: Int, @unchecked Sendable {
    case unspecified = 0, light = 1, dark = 2
}

/// [H18:UITraitCollection.h] `NS_SWIFT_SENDABLE @interface UITraitCollection : NSObject <NSCopying, NSSecureCoding>`
/// (iOS 8): an immutable set of traits; the model carries the interface style only.
@available(iOS 8.0, *)
open class UITraitCollection: NSObject, @unchecked Sendable {
    private let style: UIUserInterfaceStyle

    /// An empty collection: every trait unspecified.
    public override init() {
        style = .unspecified
        super.init()
    }

    /// `+ (UITraitCollection *)traitCollectionWithUserInterfaceStyle:(UIUserInterfaceStyle)userInterfaceStyle`
    /// (iOS 12), https://developer.apple.com/documentation/uikit/uitraitcollection/init(userinterfacestyle:).
    @available(iOS 12.0, *)
    public convenience init(userInterfaceStyle: UIUserInterfaceStyle) {
        self.init(style: userInterfaceStyle)
    }

    private init(style: UIUserInterfaceStyle) {
        self.style = style
        super.init()
    }

    /// `@property (nonatomic, readonly) UIUserInterfaceStyle userInterfaceStyle` (iOS 12),
    /// https://developer.apple.com/documentation/uikit/uitraitcollection/userinterfacestyle.
    @available(iOS 12.0, *)
    open var userInterfaceStyle: UIUserInterfaceStyle { style }

    /// Collections with the same traits are equal.
    open override func isEqual(_ object: Any?) -> Bool {
        (object as? UITraitCollection)?.style == style
    }

    open override var hash: Int { style.hashValue }
}

extension UIView {
    /// https://developer.apple.com/documentation/uikit/uiview/overrideuserinterfacestyle: "The default
    /// value of this property is UIUserInterfaceStyle.unspecified, which causes the view to inherit the
    /// interface style from a parent view or view controller. If you assign a different value, the new
    /// style applies to the view and all of the subviews owned by the same view controller. … If the view
    /// is a UIWindow object, the new style applies to everything in the window". The model walks up
    /// the superviews to the window, then takes the device's (`ModelDevice.userInterfaceStyle`). It does
    /// not stop at an embedded child view controller's root view, and has no view controller override.
    func inheritedUserInterfaceStyle() -> UIUserInterfaceStyle {
        var view: UIView? = self
        while let current = view {
            if current.overrideStyleStorage != .unspecified { return current.overrideStyleStorage }
            view = current.superviewStorage
        }
        return ModelDevice.current.userInterfaceStyle
    }

    /// The background colour as UIKit draws it (test-only): a dynamic colour resolved with the view's
    /// trait collection, as UIKit sets `UITraitCollection.current` to a view's traits while it draws it
    /// (UIInterface.h, UIColor.tintColor: dynamic colours rely "on UITraitCollection.currentTraitCollection
    /// being set to a view's trait collection when it is used").
    @_spi(UIKitModel) public var modelDrawnBackgroundColor: UIColor? {
        backgroundColor?.resolvedColor(with: traitCollection)
    }
}
