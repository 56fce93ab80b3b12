import Foundation
import Testing
import TranspecDiagnostics
import TranspecGenerator
import TranspecTestSupport
@testable import TranspecSpec

/// Names and text from a spec never become code: every hostile
/// name generates the expected type name and the whole file type-checks
/// against the UIKit stand-in, or `check` reports the clash where it is.
@Suite struct NameInjectionTests {
    /// Spec name (as the YAML double-quoted scalar spells it) → the type
    /// name the generator must derive.
    static let hostileNames: [(yaml: String, typeName: String)] = [
        (#"quote\"d"#, "QuoteD"),
        (#"back\\slash"#, "BackSlash"),
        (#"new\nline"#, "NewLine"),
        ("end */ of comment", "EndOfComment"),
        ("hash # sign", "HashSign"),
        (#"triple \"\"\" quotes"#, "TripleQuotes"),
        ("class", "Class"),
        ("self", "Self"),
        ("Type", "Type"),
        ("protocol", "Protocol"),
        ("func", "Func"),
        ("1st sheet", "_1stSheet"),
        ("007", "_007"),
        ("🚀 launch", "Launch"),
        ("café sheet", "CaféSheet"),
        ("設定画面", "設定画面"),
        ("Σφάλμα", "Σφάλμα"),
        ("ⸯ tilde", "Tilde"),
        (#"sheet\u202Egnp"#, "SheetGnp"),
        (#"\\(injected)"#, "Injected"),
        (String(repeating: "x", count: 300), "X" + String(repeating: "x", count: 299)),
    ]

    static var hostileSpec: String {
        var yaml = "transpec: 1\ntransitions:\n"
        for (index, name) in hostileNames.enumerated() {
            yaml += """
                  "\(name.yaml)":
                    operation: \(["dismiss", "pop", "tab-next"][index % 3])
                    summary: "\(name.yaml) */ \\"\\"\\" \\\\ # \\n\\u202E ends here"
                    gesture: { edge: \(["bottom", "leading", "trailing"][index % 3]) }
                    spring: { dampingRatio: 1, response: 0.4 }
                    elements:
                      "\(name.yaml) view": { alpha: { from: 1, to: 0 } }

                """
        }
        return yaml
    }

    @Test func hostileNamesGenerateTheExpectedTypesAndCompile() throws {
        let spec = try Goldens.decode(Array(Self.hostileSpec.utf8), file: "Specs/hostile names.transpec.yaml")
        let text = SpecTranslator.render(spec)
        for name in Self.hostileNames {
            #expect(text.contains("\nenum \(name.typeName)Transition {"), "no \(name.typeName)Transition")
        }
        // Spec text stays inside comments and string literals: no line of it starts code.
        for line in text.split(separator: "\n") where line.contains("ends here") {
            #expect(line.trimmingCharacters(in: .whitespaces).hasPrefix("///"), "spec text outside a comment: \(line)")
        }
        #expect(!text.unicodeScalars.contains("\u{202E}"), "a bidirectional override reached the source")
        let file = try Repository.scratchDirectory().appendingPathComponent("HostileNames.swift")
        try text.write(to: file, atomically: true, encoding: .utf8)
        let result = try ModelBuild.typeCheck([file])
        #expect(result.succeeded, "\(result.output)")
    }

    /// Pairs that become one Swift name: the second is an error where it is
    /// written, with a note at the first.
    @Test(arguments: [
        ("tags sheet", "TagsSheet"), ("tags-sheet", "tags_sheet"), ("Sheet", "sheet"), ("1st", "_1st"), ("🚀 launch", "launch"),
    ])
    func namesThatCollideAfterConversionAreErrorsAtTheSecond(first: String, second: String) {
        let yaml = """
            transpec: 1
            transitions:
              "\(first)":
                operation: dismiss
                gesture: { edge: bottom }
                spring: { dampingRatio: 1, response: 0.4 }
              "\(second)":
                operation: present
                gesture: { edge: bottom }
                spring: { dampingRatio: 1, response: 0.4 }

            """
        var diagnostics = DiagnosticCollector()
        _ = SpecFrontEnd.decode(Array(yaml.utf8), file: "a.transpec.yaml", diagnostics: &diagnostics)
        let errors = diagnostics.sorted.filter { $0.severity == .error }
        #expect(errors.count == 1)
        #expect(errors.first?.location?.line == 7 && errors.first?.location?.column == 3)
        #expect(errors.first?.notes.first?.location?.line == 3)
    }

    @Test func elementNamesThatCollideAreErrorsAtTheSecond() {
        let yaml = """
            transpec: 1
            transitions:
              sheet:
                operation: dismiss
                gesture: { edge: bottom }
                spring: { dampingRatio: 1, response: 0.4 }
                elements:
                  card view: {}
                  card-view: {}

            """
        var diagnostics = DiagnosticCollector()
        _ = SpecFrontEnd.decode(Array(yaml.utf8), file: "a.transpec.yaml", diagnostics: &diagnostics)
        let errors = diagnostics.sorted.filter { $0.severity == .error }
        #expect(errors.map(\.message) == ["element name 'card-view' becomes the Swift name 'cardView', as 'card view' does"])
        #expect(errors.first?.location?.line == 9 && errors.first?.location?.column == 7)
    }

    /// Every identifier the name conversion can make is legal Swift, checked
    /// against the reference grammar for every letter in the BMP.
    @Test func everyLetterConvertsToALegalIdentifier() {
        for value in UInt32(0x80)...0xFFFF {
            guard let scalar = Unicode.Scalar(value), scalar.properties.isAlphabetic else { continue }
            let name = SwiftName.typeName(for: "a" + String(scalar) + "b")
            for (offset, converted) in name.unicodeScalars.enumerated() {
                let legal = offset == 0 ? UnicodeName.isIdentifierHead(converted)
                    : UnicodeName.isIdentifierCharacter(converted)
                #expect(legal, "U+\(String(value, radix: 16)) gives \(name)")
                if !legal { return }
            }
        }
    }
}
