import Foundation
import TranspecTestSupport

/// What `transpec simulate --format json` printed for a trace or a play.
struct Simulated {
    struct Sample {
        var t: Double
        var progress: Double
        var offset: Double
        /// Only for a drag in any direction.
        var offsetAcross: Double?
    }

    var samples: [Sample]
    /// `element.property` → one value per sample (`dimming.alpha`, `sharedElement.fraction` included).
    var channels: [String: [Double]]
    /// For a trace: `completed` or `cancelled`, from the UIKit calls it lists.
    var outcome: String?
    /// Threshold (`trigger` nil) and trigger crossings: time, name, direction.
    var crossings: [(t: Double, trigger: String?, direction: String)]
    /// A detent sheet's trace: the detent it rests at in the end (nil once dismissed).
    var restingDetent: String?

    struct Failed: Error, CustomStringConvertible {
        var description: String
    }

    /// `transpec simulate MODE SPEC ARGUMENTS --transition NAME --fps FPS --format json`.
    static func run(spec: String, transition: String, mode: String, _ arguments: [String], fps: Double) throws -> Simulated {
        let result = try SwiftCompiler.run(
            transpec,
            ["simulate", mode, Goldens.root.appendingPathComponent(spec).path] + arguments
                + ["--transition", transition, "--fps", String(fps), "--format", "json"])
        guard result.succeeded else { throw Failed(description: "simulate failed:\n\(result.output)") }
        guard let object = try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any],
              let rows = object["samples"] as? [[String: Any]]
        else { throw Failed(description: "simulate printed no samples:\n\(result.output)") }
        func number(_ value: Any?) -> Double { (value as? NSNumber)?.doubleValue ?? .nan }
        let samples = rows.map { row in
            Sample(t: number(row["t"]), progress: number(row["progress"]), offset: number(row["offset"]),
                   offsetAcross: row["offsetAcross"].map(number))
        }
        var channels: [String: [Double]] = [:]
        for (element, properties) in object["elements"] as? [String: Any] ?? [:] {
            for (property, values) in properties as? [String: Any] ?? [:] {
                channels["\(element).\(property)"] = (values as? [Any] ?? []).map(number)
            }
        }
        var outcome: String?
        if let counts = object["counts"] as? [String: Any] {
            outcome = number(counts["finish"]) > 0 ? "completed" : number(counts["cancel"]) > 0 ? "cancelled" : nil
        }
        let crossings = (object["crossings"] as? [[String: Any]] ?? []).map { crossing in
            (t: number(crossing["t"]), trigger: crossing["trigger"] as? String,
             direction: crossing["direction"] as? String ?? "")
        }
        return Simulated(samples: samples, channels: channels, outcome: outcome, crossings: crossings,
                         restingDetent: object["restingDetent"] as? String)
    }

    /// The `transpec` binary SwiftPM built next to the test bundle.
    static var transpec: URL {
        URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("transpec")
    }
}
