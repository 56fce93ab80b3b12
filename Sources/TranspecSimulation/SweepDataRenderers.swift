/// The sweep as data: JSON (`cells` row by row, velocity ascending) and CSV.
public enum SweepJSONRenderer {
    public static func render(_ result: SweepResult) -> String {
        let cells = result.cells.joined().map { cell in
            JSONWriter.object([
                ("progress", JSONWriter.number(cell.progress)), ("velocity", JSONWriter.number(cell.velocity)),
                ("decision", JSONWriter.string(cell.decision.rawValue)),
                ("settleTime", JSONWriter.number(cell.settleTime)),
            ])
        }
        let guides = result.guides.map { guide in
            JSONWriter.object([
                ("kind", JSONWriter.string(guide.kind.rawValue)), ("label", JSONWriter.string(guide.label)),
                ("from", point(guide.from)), ("to", point(guide.to)),
            ])
        }
        return "{\n" + [
            ("transition", JSONWriter.string(result.transition)),
            ("distance", JSONWriter.number(result.distance)),
            ("progress", JSONWriter.array(result.progressValues.map(JSONWriter.number))),
            ("velocity", JSONWriter.array(result.velocityValues.map(JSONWriter.number))),
            ("guides", JSONWriter.array(guides, multiline: "  ")),
            ("cells", JSONWriter.array(cells, multiline: "  ")),
        ].map { "  \(JSONWriter.string($0.0)): \($0.1)" }.joined(separator: ",\n") + "\n}\n"
    }

    static func point(_ point: SweepPoint) -> String {
        JSONWriter.object([("progress", JSONWriter.number(point.progress)), ("velocity", JSONWriter.number(point.velocity))])
    }
}

public enum SweepCSVRenderer {
    public static func render(_ result: SweepResult) -> String {
        var lines = ["progress,velocity,decision,settleTime"]
        for cell in result.cells.joined() {
            lines.append([JSONWriter.number(cell.progress), JSONWriter.number(cell.velocity), cell.decision.rawValue,
                          JSONWriter.number(cell.settleTime)].joined(separator: ","))
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
