import Foundation
import Testing

/// `transpec schema`, the committed schema, and the schema checked by a validator.
struct SchemaCommandTests {
    static let repository = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    @Test func committedSchemaEqualsTheCommandsOutput() throws {
        let run = try CLIRun.transpec(["schema"])
        #expect(run.status == 0)
        let committed = try String(contentsOf: Self.repository.appendingPathComponent("Docs/transpec.schema.json"),
                                   encoding: .utf8)
        #expect(run.stdout == committed,
                "Docs/transpec.schema.json is stale: run `swift run transpec schema --output Docs/transpec.schema.json`")
    }

    @Test func schemaAcceptsEverySpecAndRejectsInvalidOnesLikeCheck() throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        let binary = CLIRun.productsDirectory.appendingPathComponent("transpec").path
        process.arguments = ["python3", "Tests/schema/validate.py", binary]
        process.currentDirectoryURL = Self.repository
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        try process.run()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "Tests/schema/validate.py failed:\n\(text)")
    }

    @Test func quietAndVerboseAreOnEverySubcommand() throws {
        for subcommand in [["check"], ["simulate", "release"], ["simulate", "gesture"], ["simulate", "play"],
                           ["simulate", "sweep"], ["generate"], ["schema"]] {
            let help = try CLIRun.transpec(subcommand + ["--help"]).stdout
            #expect(help.contains("-q, --quiet") && help.contains("-v, --verbose"), "\(subcommand): \(help)")
            #expect(help.contains("Examples:"), "\(subcommand) help has no examples")
        }
    }
}
