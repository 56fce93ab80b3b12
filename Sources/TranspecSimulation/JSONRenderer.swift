/// The `--format json` contract: key names and units are fixed (README).
/// Progress in progress units, velocities in progress per second except
/// `release.velocity` (the finger's) and `release.viewVelocity` (the view's,
/// less past an end with a rubber band), both pt/s; times in seconds.
package enum JSONRenderer {
    package static func render(_ result: SimulationResult) -> String {
        let request = result.request
        var members: [(String, String)] = [("transition", JSONWriter.string(result.transition))]
        if let play = request.play { members.append(("play", JSONWriter.string(play.operation.rawValue))) }
        if let to = request.toDetent { members.append(("toDetent", JSONWriter.string(to))) }
        members += [
            ("release", JSONWriter.object([
                ("progress", JSONWriter.number(request.releaseProgress)),
                ("velocity", JSONWriter.number(request.releaseVelocity)),
                ("viewVelocity", JSONWriter.number(result.viewVelocity)),
            ])),
            ("decision", JSONWriter.string(result.decision.rawValue)),
            ("target", JSONWriter.number(result.target)),
            // null when the spring never comes to rest (no damping).
            ("settleTime", JSONWriter.number(result.settleTime)),
            // The samples stop at one minute: say so rather than end on a moving sample.
            ("truncated", result.truncatedAt == nil ? "false" : "true"),
            ("overshoot", JSONWriter.number(result.overshoot)),
            ("distance", JSONWriter.number(result.distance)),
        ]
        if let move = result.detentMove {
            members.append(("detent", JSONWriter.object([
                ("from", JSONWriter.string(move.from.name)), ("to", JSONWriter.string(move.to.name)),
                ("stops", DetentJSON.stops(move.stops)),
            ])))
        }
        if let frame = request.subject.restingFrame?.frame(in: request.container) {
            members.append(("restingFrame", JSONWriter.object([
                ("x", JSONWriter.number(frame.x)), ("y", JSONWriter.number(frame.y)),
                ("width", JSONWriter.number(frame.width)), ("height", JSONWriter.number(frame.height)),
            ])))
        }
        if let dimming = request.subject.dimmingJSON { members.append(("dimming", dimming)) }
        if request.play == nil, let gesture = request.subject.gestureJSON { members.append(("gesture", gesture)) }
        members += [
            ("fps", JSONWriter.number(request.fps)),
            ("samples", samples(result.timeline)),
            ("crossings", crossings(result.timeline)),
        ]
        if let truncatedAt = result.truncatedAt {
            let after = members.firstIndex { $0.0 == "truncated" }! + 1
            members.insert(("truncatedAt", JSONWriter.number(truncatedAt)), at: after)
        }
        if !result.channels.isEmpty { members.append(("elements", elements(result.timeline))) }
        return multilineObject(members)
    }

    static func samples(_ timeline: Timeline) -> String {
        JSONWriter.array(timeline.samples.map { sample in
            var members = [
                ("t", JSONWriter.number(sample.t)),
                ("progress", JSONWriter.number(sample.progress)),
                ("velocity", JSONWriter.number(sample.velocity)),
                ("offset", JSONWriter.number(sample.offset)),
            ]
            if let across = sample.offsetAcross { members.append(("offsetAcross", JSONWriter.number(across))) }
            return JSONWriter.object(members)
        }, multiline: "  ")
    }

    /// Threshold and trigger crossings in time order: `{ t, mark, trigger?, direction, progress }`,
    /// `mark` being `threshold` or `trigger`.
    static func crossings(_ timeline: Timeline) -> String {
        JSONWriter.array(timeline.marks.crossings.map { crossing in
            var members: [(String, String)] = [
                ("t", JSONWriter.number(crossing.t)),
                ("mark", JSONWriter.string(crossing.trigger == nil ? "threshold" : "trigger")),
            ]
            if let name = crossing.trigger { members.append(("trigger", JSONWriter.string(name))) }
            members += [
                ("direction", JSONWriter.string(crossing.direction.rawValue)),
                ("progress", JSONWriter.number(crossing.progress)),
            ]
            return JSONWriter.object(members)
        }, multiline: "  ")
    }

    /// `{ "card": { "alpha": [ … ] } }`, one value per sample.
    static func elements(_ timeline: Timeline) -> String {
        var order: [String] = []
        var properties: [String: [(String, String)]] = [:]
        for (index, channel) in timeline.channels.enumerated() {
            if properties[channel.element] == nil { order.append(channel.element) }
            let values = timeline.samples.map { JSONWriter.number($0.elementValues[index]) }
            properties[channel.element, default: []].append((channel.property, JSONWriter.array(values)))
        }
        let members = order.map { element in
            "    \(JSONWriter.string(element)): {\n"
                + properties[element, default: []].map { "      \(JSONWriter.string($0.0)): \($0.1)" }
                    .joined(separator: ",\n")
                + "\n    }"
        }
        return "{\n" + members.joined(separator: ",\n") + "\n  }"
    }

    static func multilineObject(_ members: [(String, String)]) -> String {
        "{\n" + members.map { "  \(JSONWriter.string($0.0)): \($0.1)" }.joined(separator: ",\n") + "\n}\n"
    }
}
