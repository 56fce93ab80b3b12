/// Light or dark mode: what `UITraitCollection.userInterfaceStyle` says
/// (`.unspecified` reads as light, as UIKit draws it).
public enum Appearance: String, Hashable, Sendable, CaseIterable {
    case light, dark
}

/// An sRGB colour with its opacity, each component 0…1.
public struct RGBAColor: Hashable, Sendable {
    public var red: Double
    public var green: Double
    public var blue: Double
    /// Multiplies the dimming track's alpha: `#00000080` under an alpha of
    /// 0.5 shows black at about 0.25.
    public var alpha: Double

    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }
}

/// The colour of a modal's dimming view, one for both appearances or a
/// light and dark pair; its alpha over progress comes from the motion's
/// dimming track. UIKit draws a pair with
/// `UIColor(dynamicProvider:)`, which resolves it for each trait collection.
public struct DimmingColor: Hashable, Sendable {
    public var light: RGBAColor
    /// Nil: `light` in both appearances.
    public var dark: RGBAColor?

    /// One colour in both appearances.
    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        light = RGBAColor(red: red, green: green, blue: blue, alpha: alpha)
        dark = nil
    }

    public init(light: RGBAColor, dark: RGBAColor? = nil) {
        self.light = light
        self.dark = dark
    }

    public static let black = DimmingColor(red: 0, green: 0, blue: 0)

    /// Whether the colour differs between light and dark mode.
    public var isDynamic: Bool { dark != nil && dark != light }

    /// The colour drawn in `appearance`.
    public func resolved(for appearance: Appearance) -> RGBAColor {
        appearance == .dark ? dark ?? light : light
    }

    /// The light appearance's components, for code that draws one colour.
    public var red: Double { light.red }
    public var green: Double { light.green }
    public var blue: Double { light.blue }
}

extension RGBAColor {
    /// `#RRGGBB` or `#RRGGBBAA`: each component a byte over 255 (opaque
    /// without `AA`), as CSS Color 4 writes hex colours.
    package init?(hex: String) {
        let text = Array(hex.utf8)
        guard text.count == 7 || text.count == 9, text[0] == UInt8(ascii: "#") else { return nil }
        var bytes: [Double] = []
        for index in stride(from: 1, to: text.count, by: 2) {
            guard let high = Self.hexDigit(text[index]), let low = Self.hexDigit(text[index + 1]) else { return nil }
            bytes.append(Double(high * 16 + low) / 255)
        }
        self.init(red: bytes[0], green: bytes[1], blue: bytes[2], alpha: bytes.count == 4 ? bytes[3] : 1)
    }

    private static func hexDigit(_ byte: UInt8) -> Int? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): Int(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): Int(byte - UInt8(ascii: "a")) + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): Int(byte - UInt8(ascii: "A")) + 10
        default: nil
        }
    }

    /// `#RRGGBB`, or `#RRGGBBAA` when not opaque.
    package var hex: String {
        func byte(_ component: Double) -> String {
            // Clamped, and NaN as 0: a value from code may be anything.
            let value = Int(((component >= 0 ? min(component, 1) : 0) * 255).rounded())
            let digits = Array("0123456789ABCDEF")
            return String([digits[value / 16], digits[value % 16]])
        }
        return "#" + byte(red) + byte(green) + byte(blue) + (alpha == 1 ? "" : byte(alpha))
    }
}

extension DimmingColor {
    /// As a spec writes it: `"#RRGGBB"`, or `{ light: "#…", dark: "#…" }`.
    package var specSpelling: String {
        guard let dark else { return "\"" + light.hex + "\"" }
        return "{ light: \"\(light.hex)\", dark: \"\(dark.hex)\" }"
    }
}
