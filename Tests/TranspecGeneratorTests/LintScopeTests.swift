import Foundation
import Testing
import TranspecGenerator
import TranspecTestSupport

/// Generated files pass `swift format lint --strict` for transition names
/// up to `longestLintCleanName` characters (as Swift type names) in every
/// operation, with scroll views, elements and dimming (Docs/Generate.md).
@Suite struct LintScopeTests {
    static let longestLintCleanName = 48

    static func spec(nameLength: Int) -> String {
        func name(_ letter: String) -> String { String(repeating: letter, count: nameLength) }
        return """
            transpec: 1
            transitions:
              \(name("A")):
                operation: dismiss
                gesture: { edge: bottom, scrollView: optional }
                spring: { dampingRatio: 1, response: 0.4 }
                dimming: { alpha: { from: 0.5, to: 0 } }
                elements:
                  card: { alpha: { from: 1, to: 0 } }
              \(name("D")):
                operation: present
                gesture: { edge: top }
                spring: { dampingRatio: 1, response: 0.4 }
              \(name("C")):
                operation: push
                gesture: { edge: leading, scrollView: optional }
                spring: { dampingRatio: 1, response: 0.4 }
              \(name("B")):
                operation: tab-next
                gesture: { edge: leading, scrollView: optional }
                spring: { dampingRatio: 1, response: 0.4 }

            """
    }

    @Test func longNamesUpToTheLimitAreLintClean() throws {
        let file = "Specs/long.transpec.yaml"
        let ir = try Goldens.decode(Array(Self.spec(nameLength: Self.longestLintCleanName).utf8), file: file)
        let source = try Repository.scratchDirectory().appendingPathComponent("Long.swift")
        try SpecTranslator.render(ir).write(to: source, atomically: true, encoding: .utf8)
        let lint = try Goldens.lint([source])
        #expect(lint.succeeded && lint.output.isEmpty, "\(lint.output)")
    }
}
