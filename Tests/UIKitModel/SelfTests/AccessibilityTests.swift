// Reduce Motion and VoiceOver's escape (Accessibility.swift).

@_spi(UIKitModel) import UIKit

private final class EscapingView: UIView {
    var handles = false
    private(set) var asked = 0
    override func accessibilityPerformEscape() -> Bool {
        asked += 1
        return handles
    }
}

private final class EscapingController: UIViewController {
    var handles = false
    override func accessibilityPerformEscape() -> Bool { handles }
}

@MainActor
func runAccessibilityTests(_ t: Checker) {
    let device = ModelDevice()
    t.check(!UIAccessibility.isReduceMotionEnabled, "Reduce Motion is off by default")
    device.isReduceMotionEnabled = true
    t.check(UIAccessibility.isReduceMotionEnabled, "the device's setting")

    let controller = EscapingController(nibName: nil, bundle: nil)
    device.window.rootViewController = controller
    let container = EscapingView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let element = EscapingView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    controller.view.addSubview(container)
    container.addSubview(element)
    t.check(!device.performAccessibilityEscape(focusedOn: element), "nobody handles the escape")
    t.check(element.asked == 1 && container.asked == 1, "the element, then its containing view, are asked")
    controller.handles = true
    t.check(device.performAccessibilityEscape(focusedOn: element), "the root view's controller handles it")
    container.handles = true
    controller.handles = false
    t.check(device.performAccessibilityEscape(focusedOn: element) && container.asked == 3, "the containing view handles it")
}
