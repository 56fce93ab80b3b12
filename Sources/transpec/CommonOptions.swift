import ArgumentParser

/// `--quiet` and `--verbose`, shared by every subcommand.
struct CommonOptions: ParsableArguments {
    @Flag(name: .shortAndLong, help: "Print only errors: no summary or progress lines on stderr.")
    var quiet = false

    @Flag(name: .shortAndLong, help: "Print extra detail on stderr (files read, files written).")
    var verbose = false

    func validate() throws {
        if quiet && verbose { throw ValidationError("Choose one of --quiet and --verbose.") }
    }

    /// Writes an informational line to stderr unless --quiet.
    func note(_ text: String) {
        if !quiet { Terminal.writeError(text + "\n") }
    }

    /// Writes a detail line to stderr only with --verbose.
    func detail(_ text: String) {
        if verbose { Terminal.writeError(text + "\n") }
    }
}
