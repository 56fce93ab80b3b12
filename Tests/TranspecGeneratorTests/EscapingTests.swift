import Foundation
import Testing
import TranspecDiagnostics
import TranspecTestSupport
@testable import TranspecGenerator

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
        let file = try Repository.scratchDirectory().appendingPathComponent("Hostile.swift")
        try text.write(to: file, atomically: true, encoding: .utf8)
        let result = try ModelBuild.typeCheck([file])
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

    /// Short decimals are spelled without `description`, and must come out
    /// as it spells them: around the 0.001 and 1e9 bounds, at every count
    /// of fractional digits, and for doubles no short decimal reads back as.
    @Test func doublesAreSpelledAsDescriptionSpellsThem() {
        func described(_ value: Double) -> String {
            let text = value.description
            return text.hasSuffix(".0") && !(value == 0 && value.sign == .minus) ? String(text.dropLast(2)) : text
        }
        var values: [Double] = [0.001, 0.000999, 0.0009999999, 1e9, 999_999_999.999999, 1e9 - 1, 0.1 + 0.2,
                                123_456_789.123456, 1e-4, 0.5, 2, 400, 173.3, -0.44, -1e9, 1.0000001, 0]
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<30_000 {
            let fractionDigits = Int.random(in: 0...7, using: &generator)
            var power = 1.0
            for _ in 0..<fractionDigits { power *= 10 }
            let whole = Double(Int.random(in: 0..<1_000_000_000_000, using: &generator)) / 1000
            values.append((whole * power).rounded() / power * (Bool.random(using: &generator) ? 1 : -1))
            values.append(Double.random(in: -2e9...2e9, using: &generator))
            values.append(Double.random(in: -0.01...0.01, using: &generator))
        }
        for value in values where SwiftLiteral.double(value) != described(value) {
            Issue.record("\(value): \(SwiftLiteral.double(value)), not \(described(value))")
            return
        }
    }

    @Test func docCommentsCannotBreakOut() {
        let doc = DocComment(["a */ b\nc\u{2029}d"])
        #expect(doc.lines == ["a * / b c d"])
    }

    /// A citation follows the line's text, and the line it makes is
    /// sanitized whole, path included, as the writer writes it.
    @Test func citedLinesAreSanitizedWhole() {
        let location = SourceLocation(file: "specs/odd\npath*/x.yaml", line: 4_321, column: 1, offset: 0)
        let doc = DocComment([
            DocComment.Line("a */ b\u{2029}c ", source: location),
            DocComment.Line("", source: location),
            DocComment.Line("Plain.", source: SourceLocation(file: "Specs/a.transpec.yaml", line: 7, column: 1, offset: 0)),
        ])
        #expect(doc.lines == [
            "a * / b c  From specs/odd path* /x.yaml:4321.",
            "From specs/odd path* /x.yaml:4321.",
            "Plain. From Specs/a.transpec.yaml:7.",
        ])
        let property = Property(doc: doc, name: "x", type: "Int", body: .value(.double(1)))
        let text = SwiftWriter.render(SwiftFile(header: [], declarations: [.property(property)]))
        #expect(text == doc.lines.map { "/// " + $0 + "\n" }.joined() + "let x: Int = 1\n")
    }

    /// A `*/`, control character, DEL or trailing space anywhere makes the
    /// line sanitized; a plain line is left as it is.
    @Test func docLinesAreSanitizedWhereverTheHazardSits() {
        let pieces = ["a", "b", " ", "*", "/", "*/", "\u{7}", "\u{7F}", "\n", "é", "~", "\u{2028}"]
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<20_000 {
            let line = (0..<Int.random(in: 0...40, using: &generator))
                .map { _ in pieces.randomElement(using: &generator)! }.joined()
            let written = DocComment([DocComment.Line(line)]).lines[0]
            let hazard = written.unicodeScalars.contains { scalar in
                switch scalar.properties.generalCategory {
                case .control, .lineSeparator, .paragraphSeparator, .format: true
                default: false
                }
            }
            #expect(!written.contains("*/") && !hazard && !written.hasSuffix(" "), "\(line.debugDescription)")
            if line.utf8.allSatisfy({ $0 >= 0x20 && $0 <= 0x7E }) && !line.contains("*/") && !line.hasSuffix(" ") {
                #expect(written == line)
            }
        }
    }
}
