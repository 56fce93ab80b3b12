import ArgumentParser
import Foundation
import TranspecDiagnostics
import TranspecRuntime
import TranspecSimulation

/// `--gesture TRACE`: read, replay, render. Trace errors and budgets exit 1.
enum SimulateTrace {
    static func render(path: String, subject: SimulationSubject, container: ContainerSize, fps: Double,
                       format: SimulationFormat) throws -> String {
        let trace: GestureTrace
        do {
            trace = try GestureTrace.read(path: path)
        } catch {
            report(error)
            throw ExitCode(1)
        }
        let result: TraceReplayResult
        do {
            result = try TraceReplay.run(trace, subject: subject, container: container, fps: fps, budget: .standard)
        } catch {
            throw CommandReport.failure(error)
        }
        switch format {
        case .text: return TraceTextRenderer.render(result)
        case .json: return TraceJSONRenderer.render(result)
        case .csv: return CSVRenderer.render(result.timeline)
        case .svg:
            return SVGTimelineRenderer.render(
                result.timeline, subtitle: "trace \(path): began \(result.beganCount), re-grab \(result.regrabCount), "
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
