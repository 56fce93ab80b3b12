import ArgumentParser

@main
struct Transpec: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "transpec",
        abstract: "Compile declarative, interactive view-controller transitions.",
        discussion: """
            Examples:
              transpec check Specs/
              transpec simulate Specs/tags-sheet.transpec.yaml --release-progress 0.4 --release-velocity 800
              transpec generate Specs/*.transpec.yaml --output Generated/
            """,
        version: "0.1.0",
        subcommands: [CheckCommand.self, SimulateCommand.self, GenerateCommand.self, SchemaCommand.self]
    )
}
