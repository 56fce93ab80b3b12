import ArgumentParser

@main
struct Transpec: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "transpec",
        abstract: "Compile declarative, interactive view-controller transitions.",
        discussion: """
            Diagnostics go to stderr (colored only on a terminal, never with NO_COLOR set); data goes \
            to stdout or --output. Exit status: 0 ok, 1 spec errors (warnings with --strict, stale \
            files with generate --check), 64 usage errors.

            Examples:
              transpec check Specs/
              transpec simulate release Specs/tags-sheet.transpec.yaml \\
                --transition TagsSheetDismiss --progress 0.4 --velocity 800
              transpec generate Specs/ --output Sources/App/Generated
              transpec generate Specs/ --output Sources/App/Generated --check
              transpec schema --output Docs/transpec.schema.json
              transpec preview Specs/tags-sheet.transpec.yaml --output tags-sheet.html
              transpec --generate-completion-script zsh > ~/.zfunc/_transpec
            """,
        version: "0.1.0",
        subcommands: [CheckCommand.self, SimulateCommand.self, GenerateCommand.self, SchemaCommand.self, PreviewCommand.self]
    )

    static func main() {
        StandardOutput.occupyClosedDescriptors()
        main(nil)
    }
}
