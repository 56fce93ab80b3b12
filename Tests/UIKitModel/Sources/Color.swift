// UIColor as stored RGBA components (sRGB, 0…1), or a dynamic colour's provider; enough for
// tests to read what code set.

/// `UIColor` is NS_SWIFT_SENDABLE in the SDK: `open class UIColor : NSObject, ..., @unchecked Sendable`.
open class UIColor: NSObject, @unchecked Sendable {
    let red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat
    /// A dynamic colour's provider; nil for a colour of fixed components.
    let provider: (@Sendable (UITraitCollection) -> UIColor)?

    /// A grayscale color; the model stores it as equal red, green and blue components.
    public init(white: CGFloat, alpha: CGFloat) {
        red = white; green = white; blue = white; self.alpha = alpha
        provider = nil
        super.init()
    }

    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.red = red; self.green = green; self.blue = blue; self.alpha = alpha
        provider = nil
        super.init()
    }

    /// [H18:UIColor.h] `- (UIColor *)initWithDynamicProvider:(UIColor * (^)(UITraitCollection *traitCollection))dynamicProvider
    /// API_AVAILABLE(ios(13.0), tvos(13.0))` (a sendability-audited header: the block is `@Sendable`).
    /// The header: "When methods are called on this color that need color component values, the
    /// provider is called with UITraitCollection.currentTraitCollection." The model resolves with
    /// an unspecified collection where no view's traits apply (`modelComponents`); a provider reads
    /// that as light, since it is not dark.
    @available(iOS 13.0, *)
    public init(dynamicProvider: @escaping @Sendable (UITraitCollection) -> UIColor) {
        let resolved = dynamicProvider(UITraitCollection()).resolvedColor(with: UITraitCollection())
        red = resolved.red; green = resolved.green; blue = resolved.blue; alpha = resolved.alpha
        provider = dynamicProvider
        super.init()
    }

    /// [H18:UIColor.h] `- (UIColor *)resolvedColorWithTraitCollection:(UITraitCollection *)traitCollection
    /// API_AVAILABLE(ios(13.0), tvos(13.0))`: "Resolve any color to its most fundamental form (a non-dynamic
    /// color) for a specific trait collection." A colour of fixed components is its own resolution.
    @available(iOS 13.0, *)
    open func resolvedColor(with traitCollection: UITraitCollection) -> UIColor {
        provider.map { $0(traitCollection).resolvedColor(with: traitCollection) } ?? self
    }

    /// https://developer.apple.com/documentation/uikit/uicolor/withalphacomponent(_:): "Creates a
    /// color object that has the same color space and component values as the receiver, but has
    /// the specified alpha component." and "Alpha values below 0.0 are interpreted as 0.0, and
    /// values above 1.0 are interpreted as 1.0."
    open func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
        if let provider {
            return UIColor { provider($0).withAlphaComponent(alpha) }
        }
        return UIColor(red: red, green: green, blue: blue, alpha: Swift.min(Swift.max(alpha, 0), 1))
    }

    /// Grayscale 0 and alpha 1 (UIColor.black).
    open class var black: UIColor { UIColor(white: 0, alpha: 1) }
    /// Grayscale 1 and alpha 1.
    open class var white: UIColor { UIColor(white: 1, alpha: 1) }
    /// Grayscale and alpha 0.
    open class var clear: UIColor { UIColor(white: 0, alpha: 0) }
    /// Undocumented value (a dynamic color): the model uses the light-mode value, white.
    open class var systemBackground: UIColor { UIColor(white: 1, alpha: 1) }

    /// Colors with equal components are equal, as UIColor's isEqual(_:) compares colors; a dynamic
    /// colour only to itself (undocumented).
    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UIColor else { return false }
        if provider != nil || other.provider != nil { return self === other }
        return red == other.red && green == other.green && blue == other.blue && alpha == other.alpha
    }

    open override var hash: Int {
        var hasher = Hasher()
        hasher.combine(red); hasher.combine(green); hasher.combine(blue); hasher.combine(alpha)
        return hasher.finalize()
    }

    open override var description: String {
        (provider == nil ? "" : "dynamic ") + "UIColor(r: \(red), g: \(green), b: \(blue), a: \(alpha))"
    }
}

extension UIColor {
    /// The stored components (test-only; UIKit's equivalent is `getRed(_:green:blue:alpha:)`); a
    /// dynamic colour's in an unspecified trait collection (`init(dynamicProvider:)`).
    @_spi(UIKitModel) public var modelComponents: (red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        (red, green, blue, alpha)
    }
}
