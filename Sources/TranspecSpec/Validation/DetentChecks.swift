import TranspecDiagnostics
import TranspecRuntime

extension SpecDecoder {
    /// How `transpec simulate` names the dismissal among the detents.
    static let dismissedStop = "dismissed"

    /// `detents` belong to a sheet dismissed toward the bottom edge; they
    /// are picked by position (threshold or projection, not `anyOf`); and no
    /// two rest at the same height in the nominal container (after clamping
    /// to the frame), where one would shadow the other.
    mutating func checkDetents(_ transition: TransitionIR) {
        guard let detents = transition.detents else { return checkDetentRanges(transition) }
        let operation = transition.operation.value
        let edge = transition.gesture.edge.value
        // A written distance would put the detents at other progress: check
        // ranges only against the distance the sheet really has.
        if checkNoWrittenDistance(transition, detents: detents) { checkDetentRanges(transition) }
        guard operation == .dismiss, edge == .bottom else {
            diagnostics.error(
                "'detents' are the resting heights of a sheet dismissed toward the bottom edge; "
                    + (operation == .dismiss
                        ? "this dismissal's edge is '\(edge.rawValue)'"
                        : "'\(operation.rawValue)' is not a dismissal (put them on the sheet's dismiss transition)"),
                at: detents.location)
            return
        }
        if let reduce = transition.reduceMotion, reduce.value == .fade {
            diagnostics.error(
                "'reduceMotion: fade' keeps the screen still, but a sheet moves between its detents; "
                    + "use 'reduceMotion: motion' (the default here)",
                at: reduce.location)
        }
        if case .anyOf = transition.release.rule {
            diagnostics.error(
                "a release on detents picks the detent by position: use 'threshold' (with 'flickVelocity') "
                    + "or 'projection', not 'anyOf'",
                at: transition.release.location)
        }
        checkNameCollisions(detents.detents.map(\.name), kind: "detent", convert: SwiftName.identifier(for:))
        checkInitialDetent(detents)
        for detent in detents.detents where detent.value.name == Self.dismissedStop {
            diagnostics.error(
                "'\(Self.dismissedStop)' names the dismissal below the lowest detent in reports; name this detent "
                    + "otherwise", at: detent.nameLocation)
        }
        let container = ContainerSize.iPhone
        let plan = detents.plan(frame: transition.frame?.value)
        let heights = plan.heights(in: container)
        for index in heights.indices {
            guard let first = heights[..<index].firstIndex(of: heights[index]) else { continue }
            let clamped = heights[index] == plan.frame.frame(in: container).height
            diagnostics.error(
                "detent '\(detents.detents[index].value.name)' rests at the same height as "
                    + "'\(detents.detents[first].value.name)' (\(format(heights[index])) pt in a "
                    + "\(format(container.width))x\(format(container.height)) pt container"
                    + (clamped ? ", the frame's height" : "") + "); give each detent its own height",
                at: detents.detents[index].heightLocation)
        }
    }

    /// A detent sheet follows the finger: its drag distance is the frame's
    /// travel out of the container, so that a detent's progress is where
    /// the sheet of that height sits. A written distance would make the
    /// sheet move faster or slower than the finger and put the dismissal
    /// elsewhere than progress 1; it is refused. False when refused.
    mutating func checkNoWrittenDistance(_ transition: TransitionIR, detents: DetentsIR) -> Bool {
        let gesture = transition.gesture
        guard gesture.isDistanceWritten else { return true }
        let container = ContainerSize.iPhone
        let travel = (transition.frame?.value ?? RestingFrame()).travel(leavingThrough: .bottom)
            .resolve(containerExtent: container.height)
        diagnostics.error(
            "a sheet with 'detents' follows the finger, so its drag distance is the frame's travel out of the "
                + "container (\(format(travel)) pt in a \(format(container.width))x\(format(container.height)) pt "
                + "container) and each detent's progress comes from its height; remove 'distance'",
            at: gesture.distance.location,
            notes: [DiagnosticNote("the sheet's detents are declared here", at: detents.location)])
        return false
    }

    /// A trigger's `progress` that names a detent takes that detent's
    /// progress in the nominal container, the one place it is resolved
    /// (a detent in points is another progress in another container:
    /// the trigger keeps the nominal one, as generated code carries it).
    /// The name must be one of this transition's detents.
    mutating func resolveTriggerDetents(_ transition: TransitionIR) -> TransitionIR {
        guard !transition.triggerDetents.isEmpty else { return transition }
        var resolved = transition
        let names = transition.detents?.detents.map(\.value.name) ?? []
        let container = ContainerSize.iPhone
        let plan = transition.detents?.plan(frame: transition.frame?.value)
        let extent = transition.gesture.distance.value.resolve(containerExtent: container.height)
        for index in resolved.triggers.indices {
            guard let name = transition.triggerDetents[resolved.triggers[index].value.name] else { continue }
            guard let plan else {
                diagnostics.error(
                    "'progress' names the detent '\(name.value)' but this transition declares no 'detents'; "
                        + "use a progress number, or put the trigger on the sheet's dismissal", at: name.location)
                continue
            }
            guard let stop = plan.stop(named: name.value, in: container, distance: extent > 0 ? extent : 1) else {
                unknownDetent(name, among: names, in: "'progress'")
                continue
            }
            resolved.triggers[index].value.progress = stop.progress
        }
        return resolved
    }

    /// `initial` and `largestUndimmed` name detents of the sheet.
    mutating func checkInitialDetent(_ detents: DetentsIR) {
        let names = detents.detents.map(\.value.name)
        for (key, name) in [("'initial'", detents.initial), ("'largestUndimmed'", detents.largestUndimmed)] {
            guard let name, !names.contains(name.value) else { continue }
            unknownDetent(name, among: names, in: key)
        }
    }

    /// An error at a name that is none of the sheet's detents, suggesting the closest.
    /// `context` says which key named it (`'initial'`), when that helps.
    mutating func unknownDetent(_ name: Located<String>, among names: [String], in context: String?) {
        var message = "no detent named '\(name.value)' in 'detents'" + (context.map { " for " + $0 } ?? "")
        var fixIt: FixIt?
        if let suggestion = suggestion(for: name, in: names) {
            message += "; did you mean '\(suggestion.name)'?"
            fixIt = suggestion.fixIt
        } else {
            message += "; its detents: " + names.map { "'\($0)'" }.joined(separator: ", ")
        }
        diagnostics.error(message, at: name.location, fixIt: fixIt)
    }

    /// A `range` that names detents (`[full, half]`) names detents of this
    /// transition, and runs down the sheet: its start is taller than its end
    /// in the nominal container.
    mutating func checkDetentRanges(_ transition: TransitionIR) {
        guard let first = transition.detentRanges.first else { return }
        guard let detents = transition.detents else {
            let name = first.names[0]
            diagnostics.error(
                "'range' names the detent '\(name.value)' but this transition declares no 'detents'; "
                    + "use progress numbers, or key it to detents on the sheet's dismissal",
                at: name.location)
            return
        }
        let names = detents.detents.map(\.value.name)
        var allKnown = true
        for range in transition.detentRanges {
            for name in range.names where !names.contains(name.value) {
                allKnown = false
                unknownDetent(name, among: names, in: nil)
            }
        }
        guard allKnown else { return }
        let container = ContainerSize.iPhone
        let plan = detents.plan(frame: transition.frame?.value)
        let extent = transition.gesture.distance.value.resolve(containerExtent: container.height)
        let distance = extent > 0 ? extent : 1
        for range in transition.detentRanges {
            func progress(_ name: Located<String>?, or number: Double) -> Double {
                name.flatMap { plan.stop(named: $0.value, in: container, distance: distance)?.progress } ?? number
            }
            let startProgress = progress(range.startDetent, or: range.range.start)
            let endProgress = progress(range.endDetent, or: range.range.end)
            guard !(0 <= startProgress && startProgress < endProgress && endProgress <= 1) else { continue }
            diagnostics.error(
                "'range' must satisfy 0 ≤ start < end ≤ 1 at its detents' progress (the taller detent first); "
                    + "here it runs from progress \(format(startProgress)) to \(format(endProgress)) in a "
                    + "\(format(container.width))x\(format(container.height)) pt container",
                at: range.location)
        }
    }
}
