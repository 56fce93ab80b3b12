import Testing
import TranspecGenerator
import TranspecTestSupport

/// `gesture.progress: step` (the Transition library's `updateProgressAsStep`) sets how the
/// generated motion reports progress to the app's callback; `fraction`, the
/// default, is left out of the literal as a person would leave it out.
@Suite struct ProgressStepTests {
    static func spec(progress: String) -> String {
        """
        transpec: 1
        transitions:
          Detail:
            operation: present
            gesture: { edge: top, progress: \(progress) }
            spring: { dampingRatio: 1, response: 0.4 }

        """
    }

    static func render(progress: String) throws -> String {
        SpecTranslator.render(try Goldens.decode(Array(spec(progress: progress).utf8), file: "Specs/detail.transpec.yaml"))
    }

    @Test func stepIsPassedToTheMotionAndFractionIsTheDefault() throws {
        let step = try Self.render(progress: "step")
        let fraction = try Self.render(progress: "fraction")
        #expect(step.contains("        progressReporting: .step\n"))
        #expect(!fraction.contains("progressReporting"))
        // The rest is the same code; the writer may wrap the shorter literal differently.
        func code(_ text: String) -> String { String(text.filter { !$0.isWhitespace }) }
        #expect(code(step).replacingOccurrences(of: ",progressReporting:.step", with: "") == code(fraction))
    }
}
