import Foundation

/// A sequential colour ramp of one hue whose lightness rises evenly in
/// OKLab, a perceptual colour space: a longer time always reads as a
/// lighter colour. (The heat map's HSL ramp went dark, then saturated, then
/// pale, because HSL lightness is not perceived lightness.)
struct SVGColorRamp {
    /// OKLCH hue in degrees.
    var hue: Double
    var darkest = 0.42
    var lightest = 0.91
    /// Chroma at the dark end and at the light end; lowered where sRGB
    /// cannot show it, never the lightness or hue.
    var chroma: (dark: Double, light: Double) = (0.13, 0.05)

    /// Teal for releases that complete, coral for those that cancel.
    static let complete = SVGColorRamp(hue: 185)
    static let cancel = SVGColorRamp(hue: 32)

    /// `#rrggbb` at `fraction` (0 dark … 1 light) of the ramp.
    func color(at fraction: Double) -> String {
        let f = fraction.isFinite ? min(max(fraction, 0), 1) : 1
        let lightness = darkest + (lightest - darkest) * f
        let wanted = chroma.dark + (chroma.light - chroma.dark) * f
        let angle = hue * .pi / 180
        func rgb(_ c: Double) -> (Double, Double, Double) {
            Self.linearSRGB(lightness: lightness, a: c * cos(angle), b: c * sin(angle))
        }
        // The largest chroma up to `wanted` that sRGB can show.
        var low = 0.0, high = wanted
        if !Self.inGamut(rgb(high)) {
            for _ in 0..<30 {
                let middle = (low + high) / 2
                if Self.inGamut(rgb(middle)) { low = middle } else { high = middle }
            }
            high = low
        }
        let (r, g, b) = rgb(high)
        return "#" + [r, g, b].map(Self.hexByte).joined()
    }

    static func inGamut(_ rgb: (Double, Double, Double)) -> Bool {
        [rgb.0, rgb.1, rgb.2].allSatisfy { $0 >= -1e-9 && $0 <= 1 + 1e-9 }
    }

    /// OKLab → linear sRGB (Björn Ottosson's matrices).
    static func linearSRGB(lightness: Double, a: Double, b: Double) -> (Double, Double, Double) {
        let l = pow(lightness + 0.3963377774 * a + 0.2158037573 * b, 3)
        let m = pow(lightness - 0.1055613458 * a - 0.0638541728 * b, 3)
        let s = pow(lightness - 0.0894841775 * a - 1.2914855480 * b, 3)
        return (4.0767416621 * l - 3.3077115913 * m + 0.2309699292 * s,
                -1.2684380046 * l + 2.6097574011 * m - 0.3413193965 * s,
                -0.0041960863 * l - 0.7034186147 * m + 1.7076147010 * s)
    }

    /// A linear channel, gamma-encoded as sRGB, as two hex digits.
    static func hexByte(_ linear: Double) -> String {
        let c = min(max(linear, 0), 1)
        let encoded = c <= 0.0031308 ? 12.92 * c : 1.055 * pow(c, 1 / 2.4) - 0.055
        let byte = Int((encoded * 255).rounded())
        let digits = Array("0123456789abcdef")
        return String([digits[byte / 16], digits[byte % 16]])
    }
}
