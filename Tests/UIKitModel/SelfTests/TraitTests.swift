// Light and dark mode: trait collections, their inheritance, dynamic colours.

@_spi(UIKitModel) import UIKit

@MainActor
func runTraitTests(_ t: Checker) {
    let (device, root) = makeDevice()
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    root.view.addSubview(view)
    t.check(view.traitCollection.userInterfaceStyle == .light, "a view takes the device's style (light)")
    device.window.overrideUserInterfaceStyle = .dark
    t.check(view.traitCollection.userInterfaceStyle == .dark, "a window's override applies to everything in it")
    view.overrideUserInterfaceStyle = .light
    let child = UIView(frame: .zero)
    view.addSubview(child)
    t.check(child.traitCollection.userInterfaceStyle == .light, "the nearest override above a view wins")
    view.overrideUserInterfaceStyle = .unspecified
    t.check(child.traitCollection.userInterfaceStyle == .dark, "unspecified inherits from the parent again")
    device.window.overrideUserInterfaceStyle = .unspecified
    device.userInterfaceStyle = .dark
    t.check(child.traitCollection.userInterfaceStyle == .dark, "no override: the device's style")
    device.userInterfaceStyle = .light

    let light = UIColor(red: 0, green: 0, blue: 0, alpha: 0.5)
    let dark = UIColor(red: 1, green: 1, blue: 1, alpha: 0.7)
    let dynamic = UIColor { $0.userInterfaceStyle == .dark ? dark : light }
    t.check(dynamic.resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark)) == dark, "resolved in dark")
    t.check(dynamic.resolvedColor(with: UITraitCollection(userInterfaceStyle: .light)) == light, "resolved in light")
    t.check(dynamic.resolvedColor(with: UITraitCollection()) == light, "unspecified is not dark")
    t.check(light.resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark)) === light, "a fixed colour resolves to itself")
    child.backgroundColor = dynamic
    t.check(child.modelDrawnBackgroundColor == light, "drawn with the view's traits: light")
    device.window.overrideUserInterfaceStyle = .dark
    t.check(child.modelDrawnBackgroundColor == dark, "drawn with the view's traits: dark, with no new colour set")
    t.check(dynamic.withAlphaComponent(0.2).resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark))
                == UIColor(red: 1, green: 1, blue: 1, alpha: 0.2), "withAlphaComponent keeps a colour dynamic")
}
