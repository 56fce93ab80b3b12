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
              transpec simulate Specs/tags-sheet.transpec.yaml --release-progress 0.4 --release-velocity 800
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
        var command: ParsableCommand
        do {
            command = try parseAsRoot()
        } catch {
            exit(withError: error)
        }
        do {
            try command.run()
        } catch let error as ValidationError {
            // ArgumentParser shows the root command's usage for an error
            // thrown by `run()`; the usage error belongs to the subcommand.
            Terminal.writeError("Error: \(error.message)\n" + usage(of: type(of: command)))
            exit(withError: ExitCode.validationFailure)
        } catch {
            exit(withError: error)
        }
    }

    /// The usage lines ArgumentParser prints after a usage error in `command`.
    static func usage(of command: ParsableCommand.Type) -> String {
        let name = command == Transpec.self ? "transpec" : "transpec \(command.configuration.commandName ?? "")"
        return "Usage: \(usageString(for: command))\n  See '\(name) --help' for more information.\n"
    }
}
