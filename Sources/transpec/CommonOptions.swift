import ArgumentParser

/// `--quiet` or `--verbose`, shared by every subcommand: one of the two at
/// most, as ArgumentParser enforces for an exclusive flag.
struct CommonOptions: ParsableArguments {
    enum Verbosity: EnumerableFlag {
        case quiet, verbose

        static func name(for value: Self) -> NameSpecification { .shortAndLong }

        static func help(for value: Self) -> ArgumentHelp? {
            switch value {
            case .quiet: "Print only errors: no summary or progress lines on stderr."
            case .verbose: "Print extra detail on stderr (files read, files written)."
            }
        }
    }

    @Flag(exclusivity: .exclusive) var verbosity: Verbosity?

    var quiet: Bool { verbosity == .quiet }
    var verbose: Bool { verbosity == .verbose }

    /// Writes an informational line to stderr unless --quiet.
    func note(_ text: String) {
        if !quiet { Terminal.writeError(text + "\n") }
    }

    /// Writes a detail line to stderr only with --verbose.
    func detail(_ text: String) {
        if verbose { Terminal.writeError(text + "\n") }
    }
}
