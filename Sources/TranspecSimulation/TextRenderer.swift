import TranspecRuntime

/// A readable report: decision, settle time, overshoot, then the samples.
package enum TextRenderer {
    package static func render(_ result: SimulationResult) -> String {
        let request = result.request
        var lines = [
            "\(result.transition): " + start(of: result),
            "  distance   \(result.distance.compactDescription) pt (container \(request.container)), "
                + "\(request.fps.compactDescription) fps",
            "  decision   \(result.decision.rawValue) → target "
                + (result.detentMove == nil && result.request.toDetent == nil ? result.target.compactDescription : fixed(result.target, 4)),
            "  settle     \(fixed(result.settleTime, 3)) s"
                + (result.decayDuration > 0 ? " (decay \(fixed(result.decayDuration, 3)) s, then spring)" : "")
                + (result.settleTime > Simulation.maximumSeconds
                    ? " (samples stop at \(Simulation.maximumSeconds.compactDescription) s)" : ""),
            "  overshoot  \(fixed(result.overshoot, 4)) (\(fixed(result.overshoot * result.distance, 1)) pt)",
        ]
        if let move = result.detentMove {
            lines.insert("  detent     \(move.from.name) → \(move.to.name) (stops: \(stopList(move)))", at: 3)
        }
        if request.play?.operation == .present, request.subject.plan.isDetentSheet,
           let rest = request.subject.plan.detentRest(named: nil, in: request.container), rest.offset != 0 {
            lines.insert("  detent     lands at \(rest.name), \(fixed(rest.offset, 2)) pt below its resting frame", at: 3)
        }
        if !request.plan.motion.triggers.isEmpty { lines.append("  triggers  " + triggerList(result.timeline)) }
        if !request.subject.missingViews.isEmpty {
            lines.append("  no view    \(request.subject.missingViews.sorted().joined(separator: ", ")) (held still)")
            if let ends = request.plan.motion.sharedElement, !ends.flies(without: request.subject.missingViews) {
                lines.append("  fallback   " + (ends.fallback == .fade
                    ? "the shared element does not fly: the screen fades (screen.alpha)"
                    : "the shared element does not fly, and nothing plays instead"))
            }
        }
        if !request.subject.viewSizes.isEmpty {
            lines.append("  view size  " + request.subject.viewSizes.sorted { $0.key < $1.key }
                .map { "\($0.key) \($0.value)" }.joined(separator: ", ") + " pt")
        }
        if let frame = request.subject.restingFrameDescription(in: request.container) {
            lines.insert("  frame      \(frame) at rest", at: 2)
        }
        if let dimming = request.subject.dimmingDescription { lines.append("  dimming    \(dimming)") }
        // A play from code moves as the first gesture does; a release names the drag it ends.
        if request.play == nil, let gesture = request.subject.gestureDescription { lines.append("  gesture    \(gesture)") }
        lines.append("")
        lines += table(result.timeline)
        return lines.joined(separator: "\n") + "\n"
    }

    /// `full 0.0000, half 0.5000, collapsed 0.8578, dismissed 1.0000`.
    static func stopList(_ move: DetentMove) -> String {
        move.stops.map { "\($0.name) \(fixed($0.progress, 4))" }.joined(separator: ", ")
    }

    /// ` snap ↑ 0.125 s (progress 0.5012), …`, or ` none crossed`.
    static func triggerList(_ timeline: Timeline) -> String {
        let crossings = timeline.marks.triggerCrossings
        guard !crossings.isEmpty else { return " none crossed" }
        return crossings.map { crossing in
            " \(crossing.trigger ?? "") \(crossing.direction == .increasing ? "↑" : "↓") \(fixed(crossing.t, 3)) s "
                + "(progress \(fixed(crossing.progress, 4)))"
        }.joined(separator: ",")
    }

    /// One line: the release and its outcome, for subtitles.
    package static func summary(_ result: SimulationResult) -> String {
        start(of: result)
            + " → \(result.detentMove.map { "detent \($0.to.name)" } ?? result.decision.rawValue), at rest after \(fixed(result.settleTime, 3)) s"
            + " (D = \(result.distance.compactDescription) pt, overshoot \(fixed(result.overshoot, 3))"
            + (result.request.subject.restingFrameDescription(in: result.request.container).map { ", at rest in \($0)" } ?? "")
            + ")"
    }

    /// `release at progress 0.400, 800 pt/s`, or `play dismiss from progress 0.000`;
    /// a release rubber-banded past an end adds the view's slower velocity,
    /// `release at progress 1.200, 800 pt/s (view 367.2 pt/s)`.
    static func start(of result: SimulationResult) -> String {
        let request = result.request
        if let play = request.play {
            let move = request.toDetent.map { " to detent \($0)" } ?? ""
            return "play \(play.operation.rawValue) from progress \(fixed(request.releaseProgress, 3))\(move)"
        }
        let from = result.detentMove.map { " (drag from \($0.from.name))" } ?? ""
        let view = result.viewVelocity == request.releaseVelocity ? "" : " (view \(fixed(result.viewVelocity, 1)) pt/s)"
        return "release at progress \(fixed(request.releaseProgress, 3)), \(request.releaseVelocity.compactDescription) pt/s"
            + view + from
    }

    /// Right-aligned columns: t, progress, velocity, then each channel.
    static func table(_ timeline: Timeline) -> [String] {
        let headers = ["t (s)", "progress", "velocity (1/s)"] + timeline.channels.map(\.label)
        let rows = timeline.samples.map { sample in
            [fixed(sample.t, 3), fixed(sample.progress, 4), fixed(sample.velocity, 4)]
                + sample.elementValues.map { fixed($0, 4) }
        }
        let widths = headers.indices.map { column in
            max(headers[column].count, rows.map { $0[column].count }.max() ?? 0)
        }
        func line(_ cells: [String]) -> String {
            cells.enumerated().map { pad($1, to: widths[$0]) }.joined(separator: "  ")
        }
        return [line(headers)] + rows.map(line)
    }

    static func pad(_ text: String, to width: Int) -> String {
        String(repeating: " ", count: max(0, width - text.count)) + text
    }

    /// Fixed decimals in the POSIX locale; −0 prints as 0.
    static func fixed(_ value: Double, _ decimals: Int) -> String {
        guard value.isFinite else { return value.description }
        return FixedDecimal.unsignedZero(value, decimals: decimals)
    }
}
