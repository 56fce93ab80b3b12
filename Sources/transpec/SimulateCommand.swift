import ArgumentParser

/// `transpec simulate MODE`: one subcommand per mode, so each takes only its
/// own options and ArgumentParser rejects the rest.
struct SimulateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "simulate",
        abstract: "Simulate a release, replay a touch trace, play from code, or sweep a decision map.",
        discussion: """
            Data goes to stdout (or --output, written atomically), diagnostics to stderr. Exit status: 0 ok, \
            1 spec or trace errors, 64 usage errors.

            Examples:
              transpec simulate release Specs/tags-sheet.transpec.yaml \\
                --transition TagsSheetDismiss --progress 0.4 --velocity 800
              transpec simulate gesture Specs/tags-sheet.transpec.yaml \\
                Docs/traces/regrab.csv --transition TagsSheetDismiss --format json
              transpec simulate play Specs/tags-sheet.transpec.yaml present \\
                --transition TagsSheetDismiss
              transpec simulate sweep Specs/photo-preview.transpec.yaml \\
                --format svg -o sweep.svg
            """,
        subcommands: [SimulateRelease.self, SimulateGesture.self, SimulatePlay.self, SimulateSweep.self]
    )
}

enum SimulationFormat: String, ExpressibleByArgument, CaseIterable {
    case text, json, csv, svg
}
