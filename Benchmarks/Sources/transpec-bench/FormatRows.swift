import Foundation

// "Text, CSV and SVG are within 2× of JSON on the same simulation" (issue
// 18): each format of one `transpec simulate` (a 1.7 KB spec of 10
// elements, 53 numbers per sample, at 1,000 fps: 1,200 samples) and of one
// 400 × 400 sweep, timed as whole processes against JSON. Text and SVG
// once spelled every number with `String(format:)`, 60–80 µs each.

@MainActor func formatRows(transpec: String, transpecWhy: String?) -> RowGroup {
    let folder = buildDir + "/formats"
    try? fm.createDirectory(atPath: folder, withIntermediateDirectories: true)
    let spec = folder + "/ten-elements.transpec.yaml"
    var text = "transpec: 1\ntransitions:\n  Sheet:\n    operation: dismiss\n    gesture: { edge: bottom }\n"
        + "    spring: { dampingRatio: 0.9, response: 0.8 }\n    dimming: { alpha: { from: 0.4, to: 0 } }\n    elements:\n"
    for index in 0..<10 {
        text += "      e\(index): { alpha: { from: 1, to: 0 }, scale: { from: 1, to: 0.9 }, "
            + "translation: { from: [0, 0], to: [0, 100] }, cornerRadius: { from: 0, to: 12 } }\n"
    }
    if (try? String(contentsOfFile: spec, encoding: .utf8)) != text {
        try? text.write(toFile: spec, atomically: true, encoding: .utf8)
    }
    let release = [transpec, "simulate", "release", spec, "--progress", "0.4", "--velocity", "800", "--fps", "1000"]
    let sweep = [transpec, "simulate", "sweep", spec, "--grid", "400x400"]
    var contenders: [Contender] = []
    for format in ["json", "text", "csv", "svg"] {
        contenders.append(Contender("simulate \(format)", release + ["--format", format], unavailable: transpecWhy))
    }
    for format in ["json", "svg"] {
        contenders.append(Contender("sweep \(format)", sweep + ["--format", format], unavailable: transpecWhy))
    }
    for index in contenders.indices { probe(&contenders[index]) }
    func row(_ what: String, _ name: String, over json: String) -> Row {
        Row(what: what, measure: .timeRatio(name, over: json), goal: Goal(atMost: true, value: 2))
    }
    return RowGroup(
        contenders: contenders,
        rows: [
            row("simulate: text ÷ JSON", "simulate text", over: "simulate json"),
            row("simulate: CSV ÷ JSON", "simulate csv", over: "simulate json"),
            row("simulate: SVG timeline ÷ JSON", "simulate svg", over: "simulate json"),
            row("sweep 400 × 400: SVG ÷ JSON", "sweep svg", over: "sweep json"),
        ],
        notes: ["formats: `transpec simulate` of a spec of 10 elements (53 numbers per sample) at 1,000 fps, "
            + "and a 400 × 400 sweep of it, each format a whole process"])
}
