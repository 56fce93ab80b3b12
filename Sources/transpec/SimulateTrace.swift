import ArgumentParser
import Foundation
import TranspecRuntime
import TranspecSimulation

/// `--gesture TRACE`: read, replay, render. Trace errors exit 1.
enum SimulateTrace {
    static func render(path: String, subject: SimulationSubject, container: ContainerSize, fps: Double,
                       format: SimulationFormat) throws -> String {
        guard let data = FileManager.default.contents(atPath: path) else {
            Terminal.writeError("\(path):1:1: error: cannot read the trace file\n")
            throw ExitCode(1)
        }
        let trace: GestureTrace
        do {
            trace = try GestureTrace.parse([UInt8](data), file: path)
        } catch {
            Terminal.writeError("\(error)\n")
            throw ExitCode(1)
        }
        let result = TraceReplay.run(trace, subject: subject, container: container, fps: fps)
        switch format {
        case .text: return TraceTextRenderer.render(result)
        case .json: return TraceJSONRenderer.render(result)
        case .csv: return CSVRenderer.render(result.timeline)
        case .svg:
            return SVGTimelineRenderer.render(
                result.timeline, subtitle: "trace \(path): began \(result.beganCount), re-grab \(result.regrabCount), "
                    + "finish \(result.finishCount), cancel \(result.cancelCount)")
        }
    }
}
