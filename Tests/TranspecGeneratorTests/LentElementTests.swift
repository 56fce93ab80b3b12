import Testing
import TranspecDiagnostics
import TranspecGenerator
import TranspecSpec

/// Each screen's protocol asks only for its own views: an element whose
/// `from:` names the other screen is a requirement of `<Name><Screen>`,
/// and the transitioning screen's `views(of:)` leaves its slot nil.
@Suite struct LentElementTests {
    @Test func thePopsScreenBelowAdoptsItsOwnProtocol() throws {
        let text = try generated("""
            transpec: 1
            transitions:
              Back:
                operation: pop
                gesture: { edge: trailing }
                spring: { dampingRatio: 1, response: 0.4 }
                elements:
                  below: { from: destination, translation: { from: [-30%, 0], to: [0, 0] } }
                  title: { alpha: { from: 1, to: 0 } }
            """)
        let popped = try #require(section(of: text, from: "protocol BackPresentable", to: "}"))
        #expect(popped.contains("var titleView: UIView { get }") && !popped.contains("belowView"), "\(popped)")
        let below = try #require(section(of: text, from: "protocol BackDestination", to: "}"))
        #expect(below.contains("var belowView: UIView { get }") && !below.contains("titleView"), "\(below)")
        #expect(text.contains("ScreenViews(screen, elements: [nil, screen.titleView])"), "\(text)")
        #expect(text.contains("static func elements(lentBy destination: any BackDestination) -> [UIView?] {\n"
            + "        [destination.belowView, nil]"), "\(text)")
    }

    @Test func aPopLendingEveryElementNeedsNoProtocolFromThePoppedScreen() throws {
        let text = try generated("""
            transpec: 1
            transitions:
              Back:
                operation: pop
                gesture: { edge: trailing }
                spring: { dampingRatio: 1, response: 0.4 }
                elements:
                  below: { from: destination, alpha: { from: 0.8, to: 1 } }
            """)
        #expect(!text.contains("BackPresentable"), "\(text)")
        #expect(text.contains("\nprotocol BackDestination"), "\(text)")
    }

    private func section(of text: String, from start: String, to end: String) -> Substring? {
        guard let lower = text.range(of: start) else { return nil }
        guard let upper = text[lower.upperBound...].range(of: "\n" + end) else { return nil }
        return text[lower.lowerBound..<upper.upperBound]
    }

    private func generated(_ yaml: String) throws -> String {
        var collector = DiagnosticCollector()
        let spec = SpecFrontEnd.decode(Array(yaml.utf8), file: "lent.transpec.yaml", diagnostics: &collector)
        #expect(collector.sorted.isEmpty, "\(collector.sorted.map(\.message))")
        return SpecTranslator.render(try #require(spec))
    }
}
