import Foundation
import Testing
import TranspecGenerator

/// Spec text never becomes code: hostile names and summaries generate files
/// that type-check, with the type names `SwiftName` promises.
@Suite struct EscapingTests {
    static let longName = String(repeating: "very long ", count: 30)

    static let spec = """
        transpec: 1
        transitions:
          "class":
            operation: dismiss
            summary: "Ends */ a comment\\nthen \\"quotes\\" \\\\ backslash # hash \\"\\"\\" triple \\u0007 bell"
            gesture: { edge: bottom, scrollView: optional }
            spring: { dampingRatio: 1, response: 0.4 }
            elements:
              "the \\"card\\" */ \\\\ #": { alpha: { from: 1, to: 0 } }
              "🚀 rocket": {}
          "1st sheet":
            operation: pop
            gesture: { edge: trailing }
            spring: { dampingRatio: 1, response: 0.4 }
          "\(longName)":
            operation: tab-next
            gesture: { edge: leading }
            spring: { dampingRatio: 1, response: 0.4 }

        """

    @Test func hostileNamesTypeCheckWithTheExpectedNames() throws {
        let specFile = "Specs/hostile \"*/.transpec.yaml"
        let ir = try Goldens.decode(Array(Self.spec.utf8), file: specFile)
        let text = SpecTranslator.render(ir)
        let long = "VeryLong" + String(repeating: "VeryLong", count: 29)
        for name in ["ClassTransition", "ClassPresentable", "ClassTransitioningDelegate", "_1stSheetTransition",
                     "_1stSheetNavigationDelegate", long + "Transition", SpecTranslator.tabBarDelegateName(forSpecPath: specFile)] {
            #expect(text.contains(" \(name)"), "missing \(name)")
        }
        #expect(text.contains(#"ElementTracks(name: "the \"card\" */ \\ #""#))
        #expect(text.contains("var rocketView: UIView { get }"))
        // No line outside a string literal ends a doc comment or starts code from the summary.
        #expect(!text.contains("\nthen "))
        #expect(text.contains("Ends * / a comment then"))
        let file = try UIKitStandIn.scratchDirectory().appendingPathComponent("Hostile.swift")
        try text.write(to: file, atomically: true, encoding: .utf8)
        let result = try UIKitStandIn.typeCheck([file])
        #expect(result.succeeded, "\(result.output)\n\(text)")
    }

    @Test func stringLiteralsEscapeEverything() {
        #expect(SwiftLiteral.string("a\"b\\c\nd\re\tf\u{7}g\u{2028}h🚀") == #""a\"b\\c\nd\re\tf\u{7}g\u{2028}h🚀""#)
        #expect(SwiftLiteral.string("\"\"\"") == #""\"\"\"""#)
        #expect(SwiftLiteral.string("\\(x)") == #""\\(x)""#)
    }

    @Test func doublesRoundTrip() {
        #expect(SwiftLiteral.double(400) == "400")
        #expect(SwiftLiteral.double(0.1) == "0.1")
        #expect(SwiftLiteral.double(246.74011002723395) == "246.74011002723395")
        #expect(SwiftLiteral.double(1e-5) == "1e-05")
        #expect(SwiftLiteral.double(-0.0) == "-0.0")
        for value in [0.1 + 0.2, 1.0 / 3, 98.69604401089359, Double.leastNonzeroMagnitude] {
            #expect(Double(SwiftLiteral.double(value)) == value)
        }
    }

    @Test func docCommentsCannotBreakOut() {
        let doc = DocComment(["a */ b\nc\u{2029}d"])
        #expect(doc.lines == ["a * / b c d"])
    }
}
