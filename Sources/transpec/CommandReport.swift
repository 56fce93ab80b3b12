import ArgumentParser
import TranspecDiagnostics

/// The one way a command reports an error that is not a usage error: as a
/// diagnostic, through a collector and the renderer spec diagnostics use,
/// so every message has one format, colour only on a terminal, and control
/// characters or bidirectional overrides (from a path, a trace) made visible.
enum CommandReport {
    /// Prints what `diagnostics` collected on stderr; errors only when `errorsOnly` (--quiet).
    static func print(
        _ diagnostics: DiagnosticCollector, sources: [String: SourceFile] = [:], errorsOnly: Bool = false
    ) {
        let shown = errorsOnly ? diagnostics.sorted.filter { $0.severity == .error } : diagnostics.sorted
        Terminal.writeError(DiagnosticRenderer(useColor: Terminal.wantsColor, sources: sources).render(shown))
    }

    /// Reports `message` (with no place in a file) and returns the exit
    /// code to throw: 1, the run failed.
    static func failure(_ message: String) -> ExitCode {
        var diagnostics = DiagnosticCollector()
        diagnostics.error(message, at: nil)
        print(diagnostics)
        return ExitCode(1)
    }

    static func failure(_ error: any Error) -> ExitCode {
        failure("\(error)")
    }

    /// A usage error found once the spec is read (a detent or an element it
    /// does not have): reported as ArgumentParser reports one, with the
    /// subcommand's usage; the exit code to throw is 64.
    static func usageError(_ message: String, command: ParsableCommand.Type) -> ExitCode {
        let name = "transpec simulate " + (command.configuration.commandName ?? "")
        Terminal.writeError("Error: \(message)\nUsage: \(Transpec.usageString(for: command))\n"
                            + "  See '\(name) --help' for more information.\n")
        return ExitCode.validationFailure
    }
}
