import TranspecDiagnostics
import TranspecRuntime
import TranspecSimulation
import TranspecSpec

extension Observation {
    /// One error per assertion of `expectation` that does not hold, at the
    /// assertion, saying what happened and why, with a note at the key that
    /// decides it.
    func compare(with expectation: ExpectationIR, _ context: ExpectationContext, diagnostics: inout DiagnosticCollector) {
        if let bound = expectation.settlesWithin, !(bound.value < Simulation.maximumSeconds) {
            diagnostics.error(
                "'settlesWithin' \(MotionText.seconds(bound.value)) cannot fail: simulations stop at "
                    + "\(MotionText.seconds(Simulation.maximumSeconds)) (and `check` warns about any spring slower "
                    + "than 1.5 s)", at: bound.location)
            return
        }
        switch shown {
        case .map(let map):
            compareMap(map, with: expectation, context, diagnostics: &diagnostics)
        case .motion(let motion):
            if let decision = expectation.decision { motion.compare(decision, context, &diagnostics) }
            if let bound = expectation.settlesWithin { motion.compare(settlesWithin: bound, context, &diagnostics) }
            if let bound = expectation.overshootAtMost { motion.compare(overshootAtMost: bound, context, &diagnostics) }
            for value in expectation.values { motion.compare(value, context, &diagnostics) }
            if let triggers = expectation.triggers { motion.compare(triggers: triggers, context, &diagnostics) }
        }
    }

    private func compareMap(
        _ map: SweepResult, with expectation: ExpectationIR, _ context: ExpectationContext,
        diagnostics: inout DiagnosticCollector
    ) {
        guard case .releases(let region) = expectation.input else { return }
        let cells = Array(map.cells.joined())
        let releases = "every release at \(span(region.progress) { MotionText.progress($0) }), "
            + "\(span(region.velocity) { MotionText.number($0, 1) }) pt/s "
            + "(\(map.progressValues.count) × \(map.velocityValues.count) releases)"
        if let expected = expectation.decision {
            let failing = cells.filter { named($0, in: map, like: expected.value) != expected.value.description }
            if let first = failing.first {
                let got = named(first, in: map, like: expected.value)
                let reason = Self.reason(for: first, in: map, got: got)
                diagnostics.error(
                    "expected \(expected.value.description) for \(releases); \(failing.count) of \(cells.count) "
                        + (failing.count == 1 ? "does not" : "do not") + "; the first gives \(got): \(reason.text)",
                    at: expected.location, notes: Self.notes(for: reason.deciding, in: context.transition))
            }
        }
        if let bound = expectation.settlesWithin, let slowest = cells.max(by: { $0.settleTime < $1.settleTime }),
           !(slowest.settleTime <= bound.value) {
            let count = cells.filter { !($0.settleTime <= bound.value) }.count
            let decision = stop(of: slowest, in: map) ?? slowest.decision.rawValue
            diagnostics.error(
                "expected \(releases) to settle within \(MotionText.seconds(bound.value)); \(count) of \(cells.count) "
                    + "take longer, the slowest \(MotionText.seconds(slowest.settleTime)) "
                    + "(\(decision) from \(MotionText.progress(slowest.progress)), \(MotionText.speed(slowest.velocity)))",
                at: bound.location,
                notes: Self.springNote(slowest.decision, of: context.transition).map { [$0] } ?? [])
        }
    }

    private func stop(of cell: SweepCell, in map: SweepResult) -> String? {
        cell.stop.map { map.detentStops[$0].name }
    }

    /// A cell's decision as `expected` names it: its stop when a detent is
    /// expected, else complete or cancel.
    private func named(_ cell: SweepCell, in map: SweepResult, like expected: ExpectedDecision) -> String {
        if case .detent = expected, let stop = stop(of: cell, in: map) { return stop }
        return cell.decision.rawValue
    }

    private static func reason(for cell: SweepCell, in map: SweepResult, got: String) -> ReleaseReason {
        let motion = map.request.subject.motion
        if let index = cell.stop, let start = map.detentStart {
            return DetentReason.reason(
                rule: motion.release, stops: map.detentStops, start: start, progress: cell.progress,
                velocity: cell.velocity, distance: map.distance, chosen: map.detentStops[index])
        }
        return motion.release.reason(progress: cell.progress, velocity: cell.velocity, distance: map.distance,
                                     signedSpeed: motion.directions == .any)
    }

    /// The keys whose values decided a release, the main one first.
    static func notes(for deciding: [ReleaseReason.Deciding], in transition: TransitionIR) -> [DiagnosticNote] {
        let release = transition.release
        if release.isDefault {
            return [DiagnosticNote("decided by the default release, { threshold: 0.5, flickVelocity: 300 }",
                                   at: release.location)]
        }
        return deciding.enumerated().map { index, part in
            let verb = index == 0 ? "decided by" : "and by"
            switch part {
            case .flickVelocity:
                return DiagnosticNote("\(verb) 'flickVelocity' here", at: release.flickVelocityLocation ?? release.location)
            case .threshold:
                return DiagnosticNote("\(verb) 'threshold' here", at: release.thresholdLocation ?? release.location)
            case .projection:
                return DiagnosticNote("\(verb) the projection and its 'threshold' here", at: release.location)
            case .anyOf:
                return DiagnosticNote("\(verb) 'anyOf' here", at: release.location)
            }
        }
    }

    /// The spring that settles a `decision`, and what it is.
    static func springNote(_ decision: ReleaseDecision, of transition: TransitionIR) -> DiagnosticNote? {
        let written = decision == .complete ? transition.completeSpring : transition.cancelSpring
        let label = written == nil ? "spring" : "\(decision.rawValue).spring"
        guard let spring = written ?? transition.spring else { return nil }
        return DiagnosticNote("settled by '\(label)' here: \(spring.equivalentDescription)", at: spring.location)
    }

    private func span(_ range: ClosedRange<Double>, _ text: (Double) -> String) -> String {
        range.lowerBound == range.upperBound ? text(range.lowerBound) : "\(text(range.lowerBound))…\(text(range.upperBound))"
    }
}

extension Observation.Motion {
    /// The decision as an expectation names it: the stop on a sheet with
    /// detents when one is expected, else complete or cancel.
    private func named(like expected: ExpectedDecision) -> String {
        if case .detent = expected, let restingStop { return restingStop }
        return decision.rawValue
    }

    func compare(_ expected: Located<ExpectedDecision>, _ context: ExpectationContext, _ diagnostics: inout DiagnosticCollector) {
        let got = named(like: expected.value)
        guard got != expected.value.description else { return }
        var notes: [DiagnosticNote] = []
        if let reason { notes += Observation.notes(for: reason.deciding, in: context.transition) }
        if let releaseNote { notes.append(releaseNote) }
        diagnostics.error(
            "expected \(expected.value.description); got \(got)" + (reason.map { ": \($0.text)" } ?? " for \(input)"),
            at: expected.location, notes: notes)
    }

    func compare(settlesWithin bound: Located<Double>, _ context: ExpectationContext, _ diagnostics: inout DiagnosticCollector) {
        guard !(settleTime <= bound.value) else { return }
        let decay = decayDuration > 0 ? " (\(MotionText.seconds(decayDuration)) of decay, then the spring)" : ""
        diagnostics.error(
            "expected \(input) to settle within \(MotionText.seconds(bound.value)); it settles in "
                + "\(MotionText.seconds(settleTime))\(decay)",
            at: bound.location,
            notes: (Observation.springNote(decision, of: springsOf).map { [$0] } ?? []) + (releaseNote.map { [$0] } ?? []))
    }

    func compare(overshootAtMost bound: Located<ExpectedOvershoot>, _ context: ExpectationContext,
                 _ diagnostics: inout DiagnosticCollector) {
        let limit: Double = switch bound.value {
        case .progress(let progress): progress
        case .points(let points): points / distance
        }
        guard !(overshoot <= limit) else { return }
        diagnostics.error(
            "expected \(input) to overshoot at most \(MotionText.progress(limit)) (\(MotionText.points(limit * distance))); "
                + "it overshoots \(MotionText.progress(overshoot)) (\(MotionText.points(overshoot * distance)))",
            at: bound.location,
            notes: (Observation.springNote(decision, of: springsOf).map { [$0] } ?? []) + (releaseNote.map { [$0] } ?? []))
    }

    func compare(_ expected: ExpectedValue, _ context: ExpectationContext, _ diagnostics: inout DiagnosticCollector) {
        let labels = channels.map(\.label)
        guard let channel = channels.first(where: { $0.label == expected.track.value }) else {
            let fix = closestMatch(to: expected.track.value, in: labels)
            diagnostics.error(
                "\(quoted(context.transition.name.value)) has no track \(quoted(expected.track.value)); "
                    + (labels.isEmpty ? "it animates no element, dimming or shared element"
                        : "its tracks: " + labels.joined(separator: ", "))
                    + (fix.map { "; did you mean '\($0)'?" } ?? ""),
                at: expected.track.location,
                fixIt: fix.map { FixIt(location: expected.track.location, length: expected.track.value.unicodeScalars.count,
                                       replacement: $0) })
            return
        }
        let motion = context.subject.motion
        if let element = motion.elements.first(where: { $0.name == channel.element }),
           (channel.property == "translationX" && element.translationXBasis == .view)
            || (channel.property == "translationY" && element.translationYBasis == .view) {
            diagnostics.error(
                "\(quoted(expected.track.value)) counts the view's own size ('% view'), which an expectation cannot "
                    + "give; expect it with `transpec simulate --view-size` instead", at: expected.track.location)
            return
        }
        let low = expected.value - expected.tolerance, high = expected.value + expected.tolerance
        if let range = ElementChannel.valueRange(channel, in: motion, container: context.expectation.container),
           low <= range.lowerBound, range.upperBound <= high {
            diagnostics.error(
                "this cannot fail: \(expected.track.value) only takes values within "
                    + "\(MotionText.number(range.lowerBound, 4))…\(MotionText.number(range.upperBound, 4)), all within "
                    + "\(MotionText.number(expected.value, 4)) ± \(MotionText.number(expected.tolerance, 4))",
                at: expected.location)
            return
        }
        let got: Double, when: String
        switch expected.moment {
        case .time(let t):
            guard let value = valueAtTime(channel, t) else { return }
            got = value.value
            when = "at \(MotionText.seconds(t)) (progress \(MotionText.progress(value.progress)))"
        case .progress(let p):
            guard let read = valueAtProgress else {
                diagnostics.error("a trace is read at a 'time' on its clock, not at a 'progress'", at: expected.location)
                return
            }
            guard let value = read(channel, p) else { return }
            got = value
            when = "at progress \(MotionText.progress(p))"
        }
        guard !(low <= got && got <= high) else { return }
        diagnostics.error(
            "expected \(expected.track.value) \(MotionText.number(expected.value, 4)) ± "
                + "\(MotionText.number(expected.tolerance, 4)) \(when) after \(input); got \(MotionText.number(got, 4))",
            at: expected.location, notes: trackNote(channel, context.transition).map { [$0] } ?? [])
    }

    private func trackNote(_ channel: ElementChannel, _ transition: TransitionIR) -> DiagnosticNote? {
        switch channel.element {
        case "dimming": transition.dimming.map { DiagnosticNote("the dimming is declared here", at: $0.location) }
        case "sharedElement": transition.sharedElement.map { DiagnosticNote("the shared element is declared here", at: $0.location) }
        default:
            transition.elements.first { $0.name.value == channel.element }.map {
                DiagnosticNote("\(quoted(channel.element))'s tracks are declared here", at: $0.firstTrackLocation ?? $0.nameLocation)
            }
        }
    }

    func compare(triggers expected: Located<[Located<String>]>, _ context: ExpectationContext,
                 _ diagnostics: inout DiagnosticCollector) {
        let fired = crossings.filter { $0.trigger != nil }
        let names = fired.map { $0.trigger! }
        guard names != expected.value.map(\.value) else { return }
        let shown = fired.isEmpty ? "none fired" : "fired " + fired.map { crossing in
            "\(crossing.trigger!) (\(crossing.direction.rawValue) at \(MotionText.seconds(crossing.t)))"
        }.joined(separator: ", ")
        let list = expected.value.isEmpty ? "no trigger" : expected.value.map(\.value).joined(separator: ", ")
        // The first trigger where the two lists part.
        let parting = Array(zip(names, expected.value.map(\.value))).firstIndex { $0 != $1 } ?? min(names.count, expected.value.count)
        let name = parting < names.count ? names[parting] : expected.value[parting].value
        let declared = context.transition.triggers.first { $0.value.name == name }
        diagnostics.error(
            "expected \(list) to fire, in that order, after \(input); \(shown)", at: expected.location,
            notes: declared.map { [DiagnosticNote("\(quoted(name)) is at progress \(MotionText.progress($0.value.progress)) "
                                                  + "(\($0.value.directions.rawValue))", at: $0.location)] } ?? [])
    }
}
