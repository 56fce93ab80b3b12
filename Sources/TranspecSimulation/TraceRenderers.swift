import TranspecRuntime

/// Trace replays as text (a call log with counts) and JSON.
package enum TraceTextRenderer {
    package static func render(_ result: TraceReplayResult) -> String {
        // A drag in any direction: where the screen is at each call, along
        // its travel and across it (points).
        let anyDirection = result.subject.motion.directions == .any
        var lines = [
            "\(result.subject.name): replaying \(result.trace.file) (\(result.trace.rows.count) rows, "
                + "D = \(result.distance.compactDescription) pt)",
            "",
            "   t (s)  line  call                                                progress"
                + (anyDirection ? "  offset (pt)  across (pt)" : ""),
        ]
        for call in result.calls {
            let line = call.line.map(String.init) ?? "-"
            var row = TextRenderer.pad(TextRenderer.fixed(call.t, 3), to: 8) + "  " + TextRenderer.pad(line, to: 4) + "  "
                + describe(call).padding(50) + "  " + TextRenderer.fixed(call.progress, 4)
            if anyDirection {
                // Progress right-aligned under its heading, then the offsets.
                row += String(repeating: " ", count: max(0, 8 - TextRenderer.fixed(call.progress, 4).count))
                    + TextRenderer.pad(TextRenderer.fixed(call.offset, 1), to: 13)
                    + TextRenderer.pad(TextRenderer.fixed(call.offsetAcross ?? 0, 1), to: 13)
            }
            lines.append(row)
        }
        if !result.subject.motion.triggers.isEmpty {
            lines.append("")
            lines.append("triggers:" + TextRenderer.triggerList(result.timeline))
        }
        lines.append("")
        lines.append("phase at end: \(phaseName(result.finalPhase))")
        if let detent = result.restingDetent { lines.append("rests at detent: \(detent)") }
        if let dimming = result.subject.dimmingDescription { lines.append("dimming: \(dimming)") }
        if let gesture = result.subject.gestureDescription { lines.append("gesture: \(gesture)") }
        lines.append("calls: began \(result.beganCount), re-grab \(result.regrabCount), finish \(result.finishCount), "
                     + "cancel \(result.cancelCount), complete \(result.completeCount)")
        return lines.joined(separator: "\n") + "\n"
    }

    package static func callName(_ kind: TraceCall.Kind) -> String {
        switch kind {
        case .began: "began"
        case .regrab: "regrab"
        case .release: "release"
        case .end(.complete): "finish"
        case .end(.cancel): "cancel"
        }
    }

    /// A flight says so, and which way it goes (along, across the travel).
    static func describe(_ call: TraceCall) -> String {
        guard let flight = call.flight, case .release(let decision, let velocity, _) = call.kind else {
            return describe(call.kind)
        }
        return "release \(TextRenderer.fixed(velocity, 1)) pt/s → fly (\(TextRenderer.fixed(flight.along, 1)), "
            + "\(TextRenderer.fixed(flight.across, 1))) to \(decision.rawValue)"
    }

    static func describe(_ kind: TraceCall.Kind) -> String {
        switch kind {
        case .began: "began: start the interactive transition"
        case .regrab: "re-grab: caught while settling, tracking again"
        case .release(let decision, let velocity, let viewVelocity) where viewVelocity != velocity:
            "release \(TextRenderer.fixed(velocity, 1)) pt/s, view \(TextRenderer.fixed(viewVelocity, 1)) → settle to \(decision.rawValue)"
        case .release(let decision, let velocity, _): "release \(TextRenderer.fixed(velocity, 1)) pt/s → settle to \(decision.rawValue)"
        case .end(.complete): "finish, completeTransition(true)"
        case .end(.cancel): "cancel, completeTransition(false)"
        }
    }

    package static func phaseName(_ phase: InteractionPhase) -> String {
        switch phase {
        case .idle: "idle"
        case .tracking: "tracking"
        case .settling(let decision): "settling (\(decision.rawValue))"
        case .finished(let decision): "finished (\(decision.rawValue))"
        }
    }
}

package enum TraceJSONRenderer {
    package static func render(_ result: TraceReplayResult) -> String {
        let calls = result.calls.map { call in
            var members: [(String, String)] = [("t", JSONWriter.number(call.t)),
                                               ("call", JSONWriter.string(TraceTextRenderer.callName(call.kind))),
                                               ("progress", JSONWriter.number(call.progress))]
            switch call.kind {
            case .release(let decision, let velocity, let viewVelocity):
                members += [("decision", JSONWriter.string(decision.rawValue)), ("velocity", JSONWriter.number(velocity)),
                            ("viewVelocity", JSONWriter.number(viewVelocity))]
                if let flight = call.flight {
                    members.append(("flight", JSONWriter.object([
                        ("along", JSONWriter.number(flight.along)), ("across", JSONWriter.number(flight.across)),
                    ])))
                }
            case .end(let decision):
                members.append(("complete", decision == .complete ? "true" : "false"))
            default: break
            }
            if let line = call.line { members.append(("line", String(line))) }
            return JSONWriter.object(members)
        }
        var members: [(String, String)] = [
            ("transition", JSONWriter.string(result.subject.name)),
            ("trace", JSONWriter.string(result.trace.file)),
            ("distance", JSONWriter.number(result.distance)),
            ("phase", JSONWriter.string(TraceTextRenderer.phaseName(result.finalPhase))),
            ("counts", JSONWriter.object([
                ("began", String(result.beganCount)), ("regrab", String(result.regrabCount)),
                ("finish", String(result.finishCount)), ("cancel", String(result.cancelCount)),
                ("complete", String(result.completeCount)),
            ])),
            ("calls", JSONWriter.array(calls, multiline: "  ")),
            ("samples", JSONRenderer.samples(result.timeline)),
            ("crossings", JSONRenderer.crossings(result.timeline)),
        ]
        // A detent sheet: where it rests after the phase.
        if let detent = result.restingDetent { members.insert(("restingDetent", JSONWriter.string(detent)), at: 4) }
        if let dimming = result.subject.dimmingJSON { members.append(("dimming", dimming)) }
        if let gesture = result.subject.gestureJSON { members.append(("gesture", gesture)) }
        if !result.timeline.channels.isEmpty { members.append(("elements", JSONRenderer.elements(result.timeline))) }
        return JSONRenderer.multilineObject(members)
    }
}

extension String {
    func padding(_ width: Int) -> String { self + String(repeating: " ", count: max(0, width - count)) }
}
