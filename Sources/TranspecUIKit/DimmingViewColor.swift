#if canImport(UIKit)
import TranspecRuntime
import UIKit

extension DimmingColor {
    /// The dimming view's background colour: the spec's colour with its own
    /// alpha (which the dimming track's alpha multiplies, as the view's alpha
    /// multiplies its background), and a light and dark pair as a dynamic
    /// colour that UIKit resolves with the view's trait collection whenever it
    /// draws it, so the dimming follows the appearance without a transition.
    var backgroundColor: UIColor {
        guard isDynamic, let dark else { return light.uiColor }
        let light = self.light
        return UIColor { traits in traits.userInterfaceStyle == .dark ? dark.uiColor : light.uiColor }
    }
}

extension RGBAColor {
    var uiColor: UIColor {
        UIColor(red: CGFloat(red), green: CGFloat(green), blue: CGFloat(blue), alpha: CGFloat(alpha))
    }
}
#endif
