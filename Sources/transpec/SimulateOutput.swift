import Foundation
import TranspecSimulation

/// Picks the renderer for a simulation result or a sweep.
enum SimulateOutput {
    static func render(_ result: SimulationResult, format: SimulationFormat) -> String {
        switch format {
        case .text: TextRenderer.render(result)
        case .json: JSONRenderer.render(result)
        case .csv: CSVRenderer.render(result.timeline, detent: result.detentMove?.to.name)
        case .svg:
            SVGTimelineRenderer.render(
                result.timeline, subtitle: TextRenderer.summary(result),
                timeAxis: result.request.play == nil ? "time after release (s)" : "time after the start (s)")
        }
    }

    static func render(_ result: SweepResult, format: SimulationFormat, color: Bool) -> String {
        switch format {
        case .text: SweepTextRenderer.render(result, color: color)
        case .json: SweepJSONRenderer.render(result)
        case .csv: SweepCSVRenderer.render(result)
        case .svg: SVGSweepRenderer.render(result)
        }
    }
}

extension Terminal {
    /// Color for data on stdout (a sweep's map).
    static var stdoutWantsColor: Bool { wantsColor(on: STDOUT_FILENO) }
}
