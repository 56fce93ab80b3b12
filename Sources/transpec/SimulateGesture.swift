import ArgumentParser
import Foundation
import TranspecDiagnostics
import TranspecRuntime
import TranspecSimulation

/// `simulate gesture`: a touch trace replayed through the interaction
/// state machine, as the UIKit driver feeds it. Trace errors and budgets exit 1.
struct SimulateGesture: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "gesture",
        abstract: "Replay a touch trace (.csv, or .yaml/.yml) through the interaction state machine.",
        discussion: """
            Examples:
              transpec simulate gesture Specs/tags-sheet.transpec.yaml \\
                Docs/traces/regrab.csv --transition TagsSheetDismiss --format json
            """)

    @OptionGroup var options: SimulationOptions

    @Argument(help: "The touch trace: CSV by its .csv extension, else YAML (see Docs/Simulate.md).")
    var trace: String

    @OptionGroup var detent: DetentStartOption
    @OptionGroup var gestureChoice: GestureChoiceOption
    @OptionGroup var sampling: SamplingOptions

    func run() throws {
        var (subject, _, _) = try options.load(for: Self.self)
        try gestureChoice.apply(to: &subject, command: Self.self)
        let container = options.containerSize
        _ = try detent.stop(of: subject, in: container, command: Self.self)
        subject.restingDetent = detent.fromDetent
        let gestures: GestureTrace
        do {
            gestures = try GestureTrace.read(path: trace)
        } catch {
            Self.report(error)
            throw ExitCode(1)
        }
        let result: TraceReplayResult
        do {
            result = try TraceReplay.run(gestures, subject: subject, container: container, fps: sampling.fps, budget: .standard)
        } catch {
            throw CommandReport.failure(error)
        }
        try options.write(render(result))
    }

    func render(_ result: TraceReplayResult) -> String {
        switch options.format {
        case .text: TraceTextRenderer.render(result)
        case .json: TraceJSONRenderer.render(result)
        case .csv: CSVRenderer.render(result.timeline)
        case .svg:
            SVGTimelineRenderer.render(
                result.timeline, subtitle: "trace \(trace): began \(result.beganCount), re-grab \(result.regrabCount), "
                    + "finish \(result.finishCount), cancel \(result.cancelCount)",
                // The trace's own clock: it starts wherever its first row does.
                timeAxis: "time in the trace (s)")
        }
    }

    /// As spec diagnostics are: a trace's text (its path, a field quoted in
    /// a message) reaches the terminal with control characters, escapes and
    /// bidirectional overrides made visible.
    static func report(_ error: TraceError) {
        var diagnostics = DiagnosticCollector()
        diagnostics.error(error.message, at: SourceLocation(file: error.file, line: error.line, column: error.column, offset: 0))
        CommandReport.print(diagnostics)
    }
}
