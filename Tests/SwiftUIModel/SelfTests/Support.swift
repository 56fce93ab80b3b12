// Test harness for the SwiftUI model's self-tests.

@_spi(UIKitModel) @_spi(SwiftUIModel) import SwiftUI

/// Counts checks; prints one line per failure.
@MainActor
final class Checker {
    private(set) var passed = 0
    private(set) var failed = 0

    func check(_ condition: Bool, _ what: @autoclosure () -> String, file: String = #fileID, line: Int = #line) {
        if condition {
            passed += 1
        } else {
            failed += 1
            print("FAIL \(file):\(line): \(what())")
        }
    }

    func equal<T: Equatable>(_ actual: T, _ expected: T, _ what: String, file: String = #fileID, line: Int = #line) {
        check(actual == expected, "\(what): got \(actual), expected \(expected)", file: file, line: line)
    }
}

/// A fresh device with `controller` as the window's root, its first update run.
@MainActor
func show(_ controller: UIViewController) -> ModelDevice {
    ModelSwiftUI.reset()
    let device = ModelDevice()
    device.window.rootViewController = controller
    device.drainMainQueue()
    return device
}
