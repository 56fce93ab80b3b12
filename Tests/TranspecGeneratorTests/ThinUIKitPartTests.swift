import Testing
import TranspecGenerator
import TranspecTestSupport

/// The UIKit part `generate` writes for a modal transition stays thin: what
/// a transition needs of UIKit beyond its configuration lives once in
/// TranspecUIKit, not in every app's generated file. Measured as the
/// benchmark row "generated Swift per modal transition, UIKit part" measures
/// it in bytes (Benchmarks/README.md): the lines after `#if canImport(UIKit)`
/// in a file of three transitions, less those of a file of one, halved.
@Suite struct ThinUIKitPartTests {
    static let limit = 40

    /// A sheet dismissed by a swipe down, behind a scroll view, with two
    /// animated elements; or a presentation and its paired dismissal.
    enum Shape: String, CaseIterable {
        case dismissal, pair

        func transitions(_ index: Int) -> String {
            switch self {
            case .dismissal:
                """
                  Sheet\(index)Dismiss:
                    operation: dismiss
                    summary: Dismisses sheet \(index) when it is swiped down.
                    gesture: { edge: bottom, scrollView: optional }
                    spring: { duration: 0.4, bounce: 0 }
                    dimming: { alpha: { from: 0.4, to: 0 } }
                    elements:
                      header: { alpha: { from: 1, to: 0 } }
                      card: { scale: { from: 1, to: 0.9 }, cornerRadius: { from: 0, to: 16 } }

                """
            case .pair:
                """
                  Sheet\(index)Present:
                    operation: present
                    summary: Presents sheet \(index).
                    gesture: { edge: top }
                    spring: { duration: 0.4, bounce: 0 }
                  Sheet\(index)Dismiss:
                    operation: dismiss
                    summary: Dismisses sheet \(index) when it is swiped down.
                    presentation: Sheet\(index)Present
                    gesture: { edge: bottom, scrollView: optional }
                    spring: { duration: 0.4, bounce: 0 }

                """
            }
        }

        /// Modal transitions per `transitions(_:)`.
        var count: Int { self == .pair ? 2 : 1 }
    }

    static func uikitLines(_ shape: Shape, copies: Int) throws -> Int {
        let text = "transpec: 1\ntransitions:\n" + (0..<copies).map(shape.transitions).joined()
        let swift = SpecTranslator.render(try Goldens.decode(Array(text.utf8), file: "sheets.transpec.yaml"))
        let lines = swift.split(separator: "\n", omittingEmptySubsequences: false)
        let start = try #require(lines.firstIndex(of: "#if canImport(UIKit)"), "no UIKit part in:\n\(swift)")
        // The SwiftUI part after it (hosting controllers) is not the UIKit part.
        let end = lines.firstIndex(of: "#if canImport(UIKit) && canImport(TranspecSwiftUI)") ?? lines.count
        return end - start
    }

    @Test(arguments: Shape.allCases)
    func eachModalTransitionsUIKitPartIsAtMostFortyLines(_ shape: Shape) throws {
        let one = try Self.uikitLines(shape, copies: 1), three = try Self.uikitLines(shape, copies: 3)
        let perTransition = Double(three - one) / Double(2 * shape.count)
        #expect(perTransition <= Double(Self.limit), "\(shape): \(perTransition) UIKit lines per transition")
        // Each transition has a UIKit part: its protocol and its delegate.
        #expect(perTransition >= 5, "\(shape): \(perTransition) UIKit lines per transition")
    }
}
