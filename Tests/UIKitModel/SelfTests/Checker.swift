// The self-tests' harness, shared by the UIKit model's and the SwiftUI
// model's self-test programs (SwiftUIModelSelfTests compiles this file with them).

@_spi(UIKitModel) import UIKit

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

    func near(_ actual: CGPoint, _ expected: CGPoint, _ what: String, tolerance: CGFloat = 1e-9, file: String = #fileID, line: Int = #line) {
        check(abs(actual.x - expected.x) <= tolerance && abs(actual.y - expected.y) <= tolerance,
              "\(what): got \(actual), expected \(expected)", file: file, line: line)
    }

    func near(_ actual: CGRect, _ expected: CGRect, _ what: String, tolerance: CGFloat = 1e-9, file: String = #fileID, line: Int = #line) {
        let close = abs(actual.minX - expected.minX) <= tolerance && abs(actual.minY - expected.minY) <= tolerance
            && abs(actual.width - expected.width) <= tolerance && abs(actual.height - expected.height) <= tolerance
        check(close, "\(what): got \(actual), expected \(expected)", file: file, line: line)
    }

    /// The kinds of the violations recorded so far on `device`.
    func kinds(_ device: ModelDevice) -> [ContractViolation.Kind] { device.violations.map(\.kind) }
}
