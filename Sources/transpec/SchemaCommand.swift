import ArgumentParser
import TranspecSpec

struct SchemaCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "schema",
        abstract: "Print the JSON Schema (draft 2020-12) of the spec language.",
        discussion: """
            The schema is built from the declarations the spec decoder checks keys and values \
            against, so editors complete and validate exactly what `transpec check` accepts. \
            Exit status: 0 ok, 1 the output file cannot be written, 64 usage errors.

            Examples:
              transpec schema > Docs/transpec.schema.json
              transpec schema --output Docs/transpec.schema.json

            Point an editor at it with a first line in each spec (yaml-language-server, used by \
            VS Code's YAML extension and others):
              # yaml-language-server: $schema=../Docs/transpec.schema.json
            """
    )

    @Option(name: [.short, .long], help: "Write to FILE (atomically) instead of stdout.")
    var output: String?

    @OptionGroup var common: CommonOptions

    func run() throws {
        do {
            try OutputFile.write(SpecSchema.jsonSchema(), to: output)
        } catch {
            throw CommandReport.failure(error)
        }
        if let output { common.detail("wrote \(output)") }
    }
}
