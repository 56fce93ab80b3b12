// Helpers for the SwiftUI model's self-tests; the harness (`Checker`) is the
// UIKit model's, Tests/UIKitModel/SelfTests/Checker.swift.

@_spi(UIKitModel) @_spi(SwiftUIModel) import SwiftUI

/// A fresh device with `controller` as the window's root, its first update run.
@MainActor
func show(_ controller: UIViewController) -> ModelDevice {
    ModelSwiftUI.reset()
    let device = ModelDevice()
    device.window.rootViewController = controller
    device.drainMainQueue()
    return device
}
