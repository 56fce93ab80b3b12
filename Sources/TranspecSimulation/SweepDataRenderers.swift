/// The sweep as data: JSON (`cells` row by row, velocity ascending) and CSV.
package enum SweepJSONRenderer {
    package static func render(_ result: SweepResult) -> String {
        let cells = result.cells.joined().map { cell in
            var members = [
                ("progress", JSONWriter.number(cell.progress)), ("velocity", JSONWriter.number(cell.velocity)),
                ("decision", JSONWriter.string(cell.decision.rawValue)),
            ]
            if let stop = cell.stop { members.append(("detent", JSONWriter.string(result.detentStops[stop].name))) }
            members.append(("settleTime", JSONWriter.number(cell.settleTime)))
            return JSONWriter.object(members)
        }
        let guides = result.guides.map { guide in
            JSONWriter.object([
                ("kind", JSONWriter.string(guide.kind.rawValue)), ("label", JSONWriter.string(guide.label)),
                ("from", point(guide.from)), ("to", point(guide.to)),
            ])
        }
        var members = [
            ("transition", JSONWriter.string(result.transition)),
            ("distance", JSONWriter.number(result.distance)),
        ]
        if let start = result.detentStart {
            members.append(("fromDetent", JSONWriter.string(start.name)))
            members.append(("detents", DetentJSON.stops(result.detentStops)))
        }
        return "{\n" + (members + [
            ("progress", JSONWriter.array(result.progressValues.map(JSONWriter.number))),
            ("velocity", JSONWriter.array(result.velocityValues.map(JSONWriter.number))),
            ("guides", JSONWriter.array(guides, multiline: "  ")),
            ("cells", JSONWriter.array(cells, multiline: "  ")),
        ]).map { "  \(JSONWriter.string($0.0)): \($0.1)" }.joined(separator: ",\n") + "\n}\n"
    }

    static func point(_ point: SweepPoint) -> String {
        JSONWriter.object([("progress", JSONWriter.number(point.progress)), ("velocity", JSONWriter.number(point.velocity))])
    }
}

package enum SweepCSVRenderer {
    package static func render(_ result: SweepResult) -> String {
        let detents = !result.detentStops.isEmpty
        var lines = [detents ? "progress,velocity,decision,detent,settleTime" : "progress,velocity,decision,settleTime"]
        for cell in result.cells.joined() {
            let detent = cell.stop.map { [CSVRenderer.field(result.detentStops[$0].name)] } ?? []
            lines.append(([JSONWriter.number(cell.progress), JSONWriter.number(cell.velocity), cell.decision.rawValue]
                          + detent + [JSONWriter.number(cell.settleTime)]).joined(separator: ","))
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
