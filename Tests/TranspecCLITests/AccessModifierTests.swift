import Foundation
import Testing

/// `generate`'s declarations are internal unless `--access-modifier` or a
/// `--config` file (what the build plugins pass) says package or public.
@Suite struct AccessModifierTests {
    static func generate(_ arguments: [String], config: String? = nil) throws -> (run: CLIRun, swift: String) {
        var files = ["sheet.transpec.yaml": GenerateCommandTests.spec, "out/.keep": ""]
        if let config { files["transpec-config.yaml"] = config }
        let folder = try specFolder(files)
        defer { try? FileManager.default.removeItem(at: folder) }
        let run = try CLIRun.transpec(["generate", folder.path + "/sheet.transpec.yaml", "--output", folder.path + "/out"]
            + arguments.map { $0.replacingOccurrences(of: "{config}", with: folder.path + "/transpec-config.yaml") })
        // Each run has a folder of its own, which the header and comments name.
        let swift = (try? String(contentsOfFile: folder.path + "/out/Sheet.swift", encoding: .utf8)) ?? ""
        return (run, swift.replacingOccurrences(of: folder.path, with: "{folder}"))
    }

    /// The file's tokens with `modifier` taken off every declaration; line
    /// breaks, indentation and trailing commas left out (a shorter line may
    /// fit where the longer one wrapped).
    static func tokens(_ swift: String, without modifier: String? = nil) -> String {
        var text = swift
        if let modifier { text = text.replacingOccurrences(of: modifier + " ", with: "") }
        return text.filter { !$0.isWhitespace && $0 != "," }
    }

    @Test func internalByDefaultAndPublicOrPackageOnRequest() throws {
        let plain = try Self.generate([])
        #expect(plain.run.status == 0, "\(plain.run.stderr)")
        #expect(plain.swift.contains("\nenum SheetTransition {") && !plain.swift.contains("public "))
        #expect(plain.swift.contains("@_spi(Generated) import TranspecRuntime\n"))
        for modifier in ["public", "package"] {
            let marked = try Self.generate(["--access-modifier", modifier])
            #expect(marked.run.status == 0, "\(marked.run.stderr)")
            #expect(marked.swift.contains("\n\(modifier) enum SheetTransition {"))
            #expect(marked.swift.contains("\(modifier) typealias SheetTransitioningDelegate"))
            // The same file otherwise: only the modifiers differ.
            #expect(Self.tokens(marked.swift, without: modifier) == Self.tokens(plain.swift))
        }
    }

    @Test func aConfigFileSetsItAndTheFlagWins() throws {
        let configured = try Self.generate(["--config", "{config}"], config: "accessModifier: public\n")
        #expect(configured.run.status == 0, "\(configured.run.stderr)")
        #expect(configured.swift.contains("\npublic enum SheetTransition {"))
        let overridden = try Self.generate(["--config", "{config}", "--access-modifier", "package"],
                                           config: "accessModifier: public\n")
        #expect(overridden.swift.contains("\npackage enum SheetTransition {"))
    }

    @Test func aBadConfigIsAnErrorAtItsPlaceAndWritesNothing() throws {
        let misspelt = try Self.generate(["--config", "{config}"], config: "# for the app\naccesModifier: public\n")
        #expect(misspelt.run.status == 1)
        #expect(misspelt.run.stderr.contains("transpec-config.yaml:2:1: error: unknown key 'accesModifier'"),
                "\(misspelt.run.stderr)")
        #expect(misspelt.swift.isEmpty)
        let wrong = try Self.generate(["--config", "{config}"], config: "accessModifier: open\n")
        #expect(wrong.run.status == 1)
        #expect(wrong.run.stderr.contains("transpec-config.yaml:1:17: error: 'accessModifier' is one of internal, "
                                          + "package, public, found 'open'"), "\(wrong.run.stderr)")
        let unknown = try Self.generate(["--access-modifier", "open"])
        #expect(unknown.run.status == 64, "\(unknown.run.stderr)")
    }
}
