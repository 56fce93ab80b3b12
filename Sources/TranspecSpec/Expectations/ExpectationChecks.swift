import TranspecDiagnostics
import TranspecRuntime

extension SpecDecoder {
    /// What an expectation names must exist in its transition (detents,
    /// triggers, plays), and what it asserts must be able to fail. Track
    /// names and the limits of the simulation are checked when it runs.
    mutating func checkExpectations(_ transition: TransitionIR) {
        for expectation in transition.expectations {
            checkInput(expectation, of: transition)
            checkAssertions(expectation, of: transition)
        }
    }

    private mutating func checkInput(_ expectation: ExpectationIR, of transition: TransitionIR) {
        switch expectation.input {
        case .release(let release): checkDetent(release.fromDetent, of: transition)
        case .releases(let region): checkDetent(region.fromDetent, of: transition)
        case .trace: break
        case .play(let play):
            let offered = transition.controllerPlan().plays.map(\.operation.rawValue)
            // On a pair, either transition's name plays it, as `simulate play` takes them.
            let names = transition.presentation.map { [$0.value, transition.name.value] } ?? []
            guard !offered.contains(play.value), !names.contains(play.value) else { return }
            if offered.isEmpty {
                diagnostics.error("\(quoted(transition.name.value)) plays only from a pan: a tab selected from code "
                                  + "switches at once, so there is no play to expect", at: play.location)
                return
            }
            let candidates = offered + names
            let fix = suggestion(for: play, in: candidates)
            diagnostics.error(
                "unknown play \(quoted(play.value)); \(quoted(transition.name.value)) plays "
                    + candidates.joined(separator: " or ") + " from code" + (fix.map { "; did you mean '\($0.name)'?" } ?? ""),
                at: play.location, fixIt: fix?.fixIt)
        }
    }

    private mutating func checkAssertions(_ expectation: ExpectationIR, of transition: TransitionIR) {
        if case .releases = expectation.input {
            for key in expectation.assertedKeys where !["decision", "settlesWithin"].contains(key) {
                diagnostics.error(
                    "'\(key)' needs one motion: a 'release', a 'trace' or a 'play'; 'releases' asserts 'decision' "
                        + "and 'settlesWithin' for each release of its grid", at: expectation.location)
            }
        }
        if let decision = expectation.decision {
            if case .play = expectation.input {
                diagnostics.error(
                    "a play from code always runs to its end, so its 'decision' cannot fail; expect its "
                        + "'settlesWithin', 'overshootAtMost', 'values' or 'triggers'", at: decision.location)
            } else {
                checkDecision(decision, of: transition)
            }
        }
        if let triggers = expectation.triggers {
            let declared = transition.triggers.map(\.value.name)
            if declared.isEmpty, triggers.value.isEmpty {
                diagnostics.error("'triggers: []' cannot fail: \(quoted(transition.name.value)) declares no triggers",
                                  at: triggers.location)
            }
            for name in triggers.value where !declared.contains(name.value) {
                let fix = suggestion(for: name, in: declared)
                diagnostics.error(
                    "\(quoted(transition.name.value)) has no trigger \(quoted(name.value))"
                        + (fix.map { "; did you mean '\($0.name)'?" }
                            ?? (declared.isEmpty ? "; declare it under 'triggers'" : "; its triggers: "
                                + declared.joined(separator: ", "))),
                    at: name.location, fixIt: fix?.fixIt)
            }
        }
    }

    /// complete or cancel; on a sheet with detents, also a detent's name or
    /// `dismissed` when a release may dismiss it.
    private mutating func checkDecision(_ decision: Located<ExpectedDecision>, of transition: TransitionIR) {
        guard case .detent(let name) = decision.value else { return }
        let detents = transition.detents?.detents.map(\.value.name) ?? []
        if name == Self.dismissedStop, let sheet = transition.detents {
            guard !sheet.dismissible else { return }
            diagnostics.error(
                "\(quoted(transition.name.value)) is not dismissible ('dismissible: false'), so 'dismissed' can never "
                    + "be its decision", at: decision.location,
                notes: [DiagnosticNote("'dismissible' is false here", at: sheet.location)])
            return
        }
        guard !detents.contains(name) else { return }
        let words = ["complete", "cancel"] + detents + (transition.detents?.dismissible == true ? [Self.dismissedStop] : [])
        let located = Located(name, at: decision.location)
        let fix = suggestion(for: located, in: words)
        diagnostics.error(
            "unknown decision \(quoted(name)); expected " + words.joined(separator: ", ")
                + (fix.map { "; did you mean '\($0.name)'?" } ?? ""),
            at: decision.location, fixIt: fix?.fixIt)
    }

    private mutating func checkDetent(_ detent: Located<String>?, of transition: TransitionIR) {
        guard let detent else { return }
        guard let sheet = transition.detents else {
            diagnostics.error("'fromDetent' needs a sheet with 'detents'; \(quoted(transition.name.value)) has none",
                              at: detent.location)
            return
        }
        let names = sheet.detents.map(\.value.name)
        guard !names.contains(detent.value) else { return }
        let fix = suggestion(for: detent, in: names)
        diagnostics.error(
            "\(quoted(transition.name.value)) has no detent \(quoted(detent.value)); its detents: "
                + names.joined(separator: ", ") + (fix.map { "; did you mean '\($0.name)'?" } ?? ""),
            at: detent.location, fixIt: fix?.fixIt)
    }
}
