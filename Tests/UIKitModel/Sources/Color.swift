// UIColor as stored RGBA components (sRGB, 0…1); enough for tests to read what code set.

/// `UIColor` is NS_SWIFT_SENDABLE in the SDK: `open class UIColor : NSObject, ..., @unchecked Sendable`.
open class UIColor: NSObject, @unchecked Sendable {
    let red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat

    /// A grayscale color; the model stores it as equal red, green and blue components.
    public init(white: CGFloat, alpha: CGFloat) {
        red = white; green = white; blue = white; self.alpha = alpha
        super.init()
    }

    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.red = red; self.green = green; self.blue = blue; self.alpha = alpha
        super.init()
    }

    /// https://developer.apple.com/documentation/uikit/uicolor/withalphacomponent(_:): "Creates a
    /// color object that has the same color space and component values as the receiver, but has
    /// the specified alpha component." and "Alpha values below 0.0 are interpreted as 0.0, and
    /// values above 1.0 are interpreted as 1.0."
    open func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
        UIColor(red: red, green: green, blue: blue, alpha: Swift.min(Swift.max(alpha, 0), 1))
    }

    /// Grayscale 0 and alpha 1 (UIColor.black).
    open class var black: UIColor { UIColor(white: 0, alpha: 1) }
    /// Grayscale 1 and alpha 1.
    open class var white: UIColor { UIColor(white: 1, alpha: 1) }
    /// Grayscale and alpha 0.
    open class var clear: UIColor { UIColor(white: 0, alpha: 0) }
    /// Undocumented value (a dynamic color): the model uses the light-mode value, white.
    open class var systemBackground: UIColor { UIColor(white: 1, alpha: 1) }

    /// Colors with equal components are equal, as UIColor's isEqual(_:) compares colors.
    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UIColor else { return false }
        return red == other.red && green == other.green && blue == other.blue && alpha == other.alpha
    }

    open override var hash: Int {
        var hasher = Hasher()
        hasher.combine(red); hasher.combine(green); hasher.combine(blue); hasher.combine(alpha)
        return hasher.finalize()
    }

    open override var description: String { "UIColor(r: \(red), g: \(green), b: \(blue), a: \(alpha))" }
}

extension UIColor {
    /// The stored components (test-only; UIKit's equivalent is `getRed(_:green:blue:alpha:)`).
    @_spi(UIKitModel) public var modelComponents: (red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        (red, green, blue, alpha)
    }
}
