import Foundation
import Testing
import TranspecRuntime
import TranspecSpec
import TranspecTestSupport

/// Every spec's generated controllers, run on the UIKit model in every
/// scenario (`Tests/UIKitScenarios`): what the screen shows each frame
/// (the moving screen's offset, the dimming, every tracked element property
/// and the shared element's flight) equals `transpec simulate` at the same
/// frame rate within 1e-6, with no contract violation. A motion that dims
/// or flies a shared element must show the dimming view or the snapshot in
/// every frame of its transition.
@Suite struct ScenarioTests {
    static let tolerance = 1e-6
    static let framesPerSecond = 120.0

    /// Specs for what `Specs/` does not exercise (a push, a pop and a tab
    /// switch behind scroll views, a presentation from the screen edge, a
    /// pair whose presentation and dismissal differ, a pop dragged any way,
    /// a tab switch with an element the tab it leaves lends, a shared
    /// element on a push, a pop and a tab switch, a sheet presented at a
    /// detent other than its tallest).
    static let fixtures = [
        "Tests/TranspecUIKitTests/Fixtures/coverage.transpec.yaml", "Tests/TranspecUIKitTests/Fixtures/pair.transpec.yaml",
        "Tests/TranspecUIKitTests/Fixtures/relative.transpec.yaml", "Tests/TranspecUIKitTests/Fixtures/optional-views.transpec.yaml",
        "Tests/TranspecUIKitTests/Fixtures/lent-elements.transpec.yaml",
        "Tests/TranspecUIKitTests/Fixtures/initial-detent.transpec.yaml",
    ]

    /// Every spec and fixture, or the specs `TRANSPEC_SCENARIO_SPECS` lists
    /// (comma-separated paths; one spec's scenarios take about a minute).
    static let chosen: [String] = {
        guard let only = ProcessInfo.processInfo.environment["TRANSPEC_SCENARIO_SPECS"] else {
            return Goldens.specPaths + fixtures
        }
        return only.split(separator: ",").map(String.init)
    }()
    @Test(arguments: chosen)
    func everyScenarioPlaysWhatSimulatePrints(_ specPath: String) throws {
        let reports = try ScenarioProgram.run(specPath: specPath)
        #expect(reports.count >= 6, "\(specPath) ran \(reports.count) scenarios")
        TestFigures.record("\(specPath): \(reports.count) scenarios")
        var dimmed = 0, flown = 0, coloured = 0
        let spec = try Goldens.decode(specPath)
        let triggerCrossings = reports.flatMap(\.crossings).filter { $0.trigger != nil }.count
        let haptics = reports.flatMap(\.haptics).count
        TestFigures.record("\(specPath): \(triggerCrossings) trigger crossings, \(haptics) haptics")
        if spec.transitions.contains(where: { $0.triggers.contains { $0.value.haptic != nil } }) {
            #expect(haptics > 0 && triggerCrossings > 0, "\(specPath) declares haptic triggers and none played")
        }
        // A drag in any direction must move a screen across its edge on the model.
        if spec.transitions.contains(where: { $0.gesture.directions.value == .any }) {
            let across = reports.flatMap(\.frames).compactMap(\.offsetAcross).map(abs).max() ?? 0
            #expect(across > 20, "\(specPath): no screen moved across its edge (\(across) pt at most)")
            TestFigures.record("\(specPath): screens moved up to \(across) pt across their edge")
        }
        // Each lent element is recorded on the screen that lends it, so its
        // motion is compared: its tracks, or the flight it is an end of.
        for transition in spec.transitions {
            let ends = transition.sharedElement.map { [$0.source.value, $0.destination.value] } ?? []
            for element in transition.lentElements.map(\.name.value) {
                let recorded = reports.contains { report in
                    report.transition == transition.name.value
                        && report.frames.contains { frame in
                            frame.channels.keys.contains { $0.hasPrefix(element + ".") }
                                || (ends.contains(element) && frame.shared != nil)
                        }
                }
                #expect(recorded, "\(specPath): \(transition.name.value)'s lent element \(element) was never recorded")
            }
        }
        let stillScreens = Set(spec.transitions.filter { !$0.movesScreen.value }.map(\.name.value))
        // Each scenario ran twice: UIKit asking for the animator inside the
        // call, and on a later turn. The second must show what the first did.
        let deferred = " (UIKit asks later)"
        var firstRuns: [String: ScenarioReport] = [:]
        for report in reports where !report.scenario.hasSuffix(deferred) { firstRuns[report.title] = report }
        let deferredRuns = reports.filter { $0.scenario.hasSuffix(deferred) }
        #expect(deferredRuns.count == firstRuns.count, "\(specPath): \(deferredRuns.count) scenarios with UIKit asking later, \(firstRuns.count) without")
        for report in reports {
            if stillScreens.contains(report.transition) {
                // `moving: none`: measured on the model, not taken from the plan.
                let moved = report.frames.compactMap(\.offset).filter { abs($0) > 1e-9 }
                #expect(moved.isEmpty, "\(report.title): the still screen moved: \(moved.prefix(3))")
            }
            #expect(report.violations.isEmpty, "\(report.title): \(report.violations.joined(separator: "\n"))")
            #expect(report.failures.isEmpty, "\(report.title): \(report.failures.joined(separator: "\n"))")
            if report.scenario.hasSuffix(deferred) {
                if let twin = firstRuns[String(report.title.dropLast(deferred.count))] {
                    compareTwins(report, twin)
                } else {
                    Issue.record("\(report.title): no scenario without the suffix ran")
                }
                continue
            }
            let compared = try compare(report, specPath: specPath)
            if compared.dimming > 0 {
                dimmed += 1
                // The dimming view's colour and its alpha, as the spec's `dimming.color`
                // says in light mode (the model's device is light).
                if let color = spec.transitions.first(where: { $0.name.value == report.transition })?.dimming?.color.value {
                    let light = color.resolved(for: .light)
                    let expected = [light.red, light.green, light.blue, light.alpha]
                    let shown = report.dimmingColor ?? []
                    #expect(shown.count == 4 && zip(shown, expected).allSatisfy { abs($0 - $1) < 1e-9 },
                            "\(report.title): the dimming view is \(shown), the spec says \(expected)")
                    coloured += 1
                }
            }
            if compared.shared > 0 { flown += 1 }
        }
        // In light and in dark mode the dimming view draws the spec's colour for that appearance.
        for report in reports {
            guard let colors = report.appearanceColors,
                  let color = spec.transitions.first(where: { $0.name.value == report.transition })?.dimming?.color.value
            else { continue }
            for appearance in Appearance.allCases {
                let resolved = color.resolved(for: appearance)
                let expected = [resolved.red, resolved.green, resolved.blue, resolved.alpha]
                let shown = colors[appearance.rawValue] ?? []
                #expect(shown.count == 4 && zip(shown, expected).allSatisfy { abs($0 - $1) < 1e-9 },
                        "\(report.title): in \(appearance.rawValue) mode the dimming view is \(shown), the spec says \(expected)")
            }
            if color.isDynamic { TestFigures.record("\(specPath): \(report.title) drew the dimming's light and dark colours") }
        }
        TestFigures.record("\(specPath): dimming compared in \(dimmed) scenarios (its colour in \(coloured)), the shared element in \(flown)")
        // A shared element with an optional end falls back when it is not lent:
        // the scenarios without it must show the screen faded (`fade`).
        let fading = spec.transitions.compactMap(\.sharedElement).filter { $0.value.fallback == .fade }
        let optional = Set(spec.transitions.flatMap(\.elements).filter { $0.isOptional?.value == true }.map(\.name.value))
        if fading.contains(where: { optional.contains($0.source.value) || optional.contains($0.destination.value) }) {
            let faded = reports.filter { report in
                report.frames.contains { ($0.channels["screen.alpha"] ?? 1) < 1 - 1e-9 }
            }
            #expect(!faded.isEmpty, "\(specPath): no scenario faded the screen for a shared element without its view")
            TestFigures.record("\(specPath): the shared element's fallback faded the screen in \(faded.count) scenarios")
        }
    }

    /// A scenario where UIKit asked for the animator on a later turn shows
    /// what it showed when UIKit asked inside the call: the same frames,
    /// outcome and callbacks.
    func compareTwins(_ later: ScenarioReport, _ first: ScenarioReport) {
        func close(_ a: Double?, _ b: Double?) -> Bool {
            guard let a, let b else { return a == nil && b == nil }
            return abs(a - b) <= Self.tolerance
        }
        var differences: [String] = []
        if later.frames.count != first.frames.count {
            differences.append("\(later.frames.count) frames, \(first.frames.count) when UIKit asks inside the call")
        }
        for (a, b) in zip(later.frames, first.frames) {
            let same = close(a.t, b.t) && close(a.offset, b.offset) && close(a.offsetAcross, b.offsetAcross)
                && close(a.dimming, b.dimming) && a.inTransition == b.inTransition && a.channels.keys == b.channels.keys
                && a.channels.allSatisfy { close($0.value, b.channels[$0.key]) }
                && close(a.shared?.x, b.shared?.x) && close(a.shared?.y, b.shared?.y)
                && close(a.shared?.width, b.shared?.width) && close(a.shared?.height, b.shared?.height)
            if !same { differences.append("t \(a.t): \(a) differs from \(b)") }
        }
        if later.outcome != first.outcome { differences.append("outcome \(later.outcome ?? "nil"), not \(first.outcome ?? "nil")") }
        if later.completions != first.completions { differences.append("completions \(later.completions), not \(first.completions)") }
        if later.restingDetent != first.restingDetent || later.detentChanges != first.detentChanges {
            differences.append("detents \(later.restingDetent ?? "nil") \(later.detentChanges), not \(first.restingDetent ?? "nil") \(first.detentChanges)")
        }
        let crossings = later.crossings.count == first.crossings.count && zip(later.crossings, first.crossings).allSatisfy {
            close($0.t, $1.t) && $0.trigger == $1.trigger && $0.direction == $1.direction
        }
        if !crossings { differences.append("other crossings") }
        let haptics = later.haptics.count == first.haptics.count && zip(later.haptics, first.haptics).allSatisfy {
            close($0.t, $1.t) && $0.feedback == $1.feedback && $0.wasPrepared == $1.wasPrepared
        }
        if !haptics { differences.append("other haptics") }
        let progress = later.progressReports.count == first.progressReports.count
            && zip(later.progressReports, first.progressReports).allSatisfy { close($0.value, $1.value) }
        if !progress { differences.append("other progress reports") }
        #expect(differences.isEmpty, "\(later.title):\n\(differences.prefix(8).joined(separator: "\n"))")
    }

    /// A haptic as the spec spells it, as the model's feedback log names it.
    static func spelling(_ haptic: Haptic) -> String {
        switch haptic {
        case .selection: "selection"
        case .impact(let style): "impact-\(style.rawValue)"
        }
    }

    /// The delegate's callbacks: the crossings `simulate` lists, each once,
    /// at the same time and the same way; each trigger's haptic played then,
    /// prepared ahead; one outcome, the transition's.
    func compareCallbacks(_ report: ScenarioReport, _ simulated: Simulated, specPath: String) throws {
        func describe(_ t: Double, _ trigger: String?, _ direction: String) -> String {
            "\(trigger ?? "threshold") \(direction) at \(t)"
        }
        let model = report.crossings.map { describe($0.t, $0.trigger, $0.direction) }
        let expected = simulated.crossings.map { describe($0.t, $0.trigger, $0.direction) }
        let sameCrossings = model.count == expected.count && zip(report.crossings, simulated.crossings).allSatisfy {
            abs($0.t - $1.t) <= Self.tolerance && $0.trigger == $1.trigger && $0.direction == $1.direction
        }
        #expect(sameCrossings, "\(report.title): crossings on the model \(model), in simulate \(expected)")
        let spec = try Goldens.decode(specPath)
        let haptics = spec.transitions.first { $0.name.value == report.transition }?.triggers
            .reduce(into: [String: String]()) { $0[$1.value.name] = $1.value.haptic.map(Self.spelling) } ?? [:]
        let expectedHaptics = simulated.crossings.compactMap { crossing in
            crossing.trigger.flatMap { haptics[$0] }.map { "\($0) at \(crossing.t)" }
        }
        let played = report.haptics.map { "\($0.feedback) at \($0.t)" }
        let sameHaptics = played.count == expectedHaptics.count && zip(report.haptics, expectedHaptics).allSatisfy {
            abs($0.t - (Double($1.split(separator: " ").last ?? "") ?? .nan)) <= Self.tolerance
                && $1.hasPrefix($0.feedback + " ")
        }
        #expect(sameHaptics, "\(report.title): haptics on the model \(played), expected \(expectedHaptics)")
        for haptic in report.haptics where !haptic.wasPrepared {
            Issue.record("\(report.title): \(haptic.feedback) at \(haptic.t) played unprepared")
        }
        let outcome = report.kind == "play" ? "completed" : simulated.outcome
        // A detent sheet's move from code is no transition: nothing completes.
        let completions = report.toDetent == nil ? [outcome == "completed"] : []
        #expect(report.completions == completions,
                "\(report.title): completed(_:) reported \(report.completions), the transition \(outcome ?? "nil")")
        // A detent sheet's cancelled dismissal, or move, rests at a detent, not at 0.
        let rest = simulated.restingDetent == nil && report.toDetent == nil ? nil : simulated.samples.last?.progress
        try compareProgressReports(report, spec: spec, completed: outcome == "completed", restingAt: rest)
    }

    /// The progress callback, as the spec's `gesture.progress` says: the
    /// last fraction is where the transition rests; steps add up to the
    /// travel from where it started to there.
    func compareProgressReports(_ report: ScenarioReport, spec: SpecIR, completed: Bool, restingAt rest: Double? = nil) throws {
        guard let last = report.progressReports.last else { return }
        let reversed = last.isReversed
        let start: Double = report.kind == "play" && reversed ? 1 : 0
        let end: Double = rest ?? (completed != reversed ? 1 : 0)
        let transition = spec.transitions.first { $0.name.value == report.transition }
        let reporting = transition?.gesture.progress
        if reporting == .step {
            let sum = report.progressReports.reduce(0) { $0 + $1.value }
            #expect(abs(start + sum - end) <= 1e-9,
                    "\(report.title): steps add up to \(start + sum), the transition rests at \(end)")
        } else {
            #expect(abs(last.value - end) <= 1e-9, "\(report.title): last progress \(last.value), rests at \(end)")
        }
    }

    /// Once at rest, after UIKit's end-of-transition calls, the screen shows
    /// what simulate's last sample shows: the same offset while the screen is
    /// in the window, and the same dimming while the dimming view stays (a
    /// presentation controller's does; a stage's own leaves with the stage).
    func restMismatches(_ report: ScenarioReport, _ simulated: Simulated) -> [String] {
        guard let rest = report.rest, let last = simulated.samples.last else { return [] }
        var mismatches: [String] = []
        if let offset = rest.offset, !(abs(offset - last.offset) <= Self.tolerance) {
            mismatches.append("at rest: offset \(offset) on the model, \(last.offset) at simulate's end")
        }
        if let dimming = rest.dimming, let expected = simulated.channels["dimming.alpha"]?.last,
           !(abs(dimming - expected) <= Self.tolerance) {
            mismatches.append("at rest: dimming \(dimming) on the model, \(expected) at simulate's end")
        }
        return mismatches
    }

    /// Compares one report with simulate; returns how many frames compared
    /// the dimming and the shared element.
    func compare(_ report: ScenarioReport, specPath: String) throws -> (dimming: Int, shared: Int) {
        let simulated: Simulated
        let safeArea: [String] = report.safeArea.map { ["--safe-area", $0] } ?? []
        let container = safeArea + (report.container.map { ["--container", $0] } ?? [])
            + (report.reduceMotion == true ? ["--reduce-motion"] : [])
            + (report.missingViews ?? []).flatMap { ["--missing-view", $0] }
            + (report.viewSizes ?? [:]).sorted { $0.key < $1.key }.flatMap { ["--view-size", "\($0.key)=\($0.value)"] }
        switch report.kind {
        case "trace":
            let trace = try Repository.scratchDirectory().appendingPathComponent("trace.csv")
            try (report.trace ?? "").write(to: trace, atomically: true, encoding: .utf8)
            let fromDetent: [String] = report.fromDetent.map { ["--from-detent", $0] } ?? []
            let gesture: [String] = report.gesture.map { ["--gesture", String($0)] } ?? []
            simulated = try Simulated.run(
                spec: specPath, transition: report.simulatedTransition ?? report.transition, mode: "gesture",
                [trace.path] + fromDetent + gesture + container,
                fps: Self.framesPerSecond)
            #expect(report.outcome == simulated.outcome, "\(report.title): UIKit \(report.outcome ?? "nil"), simulate \(simulated.outcome ?? "nil")")
            // A detent sheet rests at the detent simulate picks, and says so once if it moved.
            #expect(report.restingDetent == simulated.restingDetent,
                    "\(report.title): the sheet rests at \(report.restingDetent ?? "nil"), simulate \(simulated.restingDetent ?? "nil")")
            if let detent = simulated.restingDetent {
                let expected = detent == report.fromDetent ? [] : [detent]
                #expect(report.detentChanges == expected, "\(report.title): detentChanged \(report.detentChanges), expected \(expected)")
            }
        case "play":
            simulated = try Simulated.run(
                spec: specPath, transition: report.transition, mode: "play",
                [report.play ?? ""] + (report.fromDetent.map { ["--from-detent", $0] } ?? [])
                    + (report.toDetent.map { ["--to-detent", $0] } ?? []) + container,
                fps: Self.framesPerSecond)
        default:
            return (0, 0)
        }
        // Samples by frame number: a trace's first sample is the first frame
        // at or after its first row.
        var indexByFrame: [Int: Int] = [:]
        for (index, sample) in simulated.samples.enumerated() {
            indexByFrame[Int((sample.t * Self.framesPerSecond).rounded())] = index
        }
        var compared = 0, dimmingCompared = 0, sharedCompared = 0
        var mismatches: [String] = []
        for frame in report.frames {
            guard let k = indexByFrame[Int((frame.t * Self.framesPerSecond).rounded())] else { continue }
            let sample = simulated.samples[k]
            func check(_ what: String, _ device: Double, _ expected: Double) {
                if !(abs(device - expected) <= Self.tolerance) {
                    mismatches.append("t \(sample.t): \(what) is \(device) on the model, \(expected) in simulate")
                }
            }
            if let offset = frame.offset { check("offset", offset, sample.offset) }
            // Across the edge only a drag in any direction moves the screen.
            if let across = frame.offsetAcross { check("offsetAcross", across, sample.offsetAcross ?? 0) }
            guard frame.inTransition else { continue }
            compared += 1
            for (channel, value) in frame.channels {
                guard let values = simulated.channels[channel] else {
                    // A shared element that falls back to no flight leaves the screen opaque.
                    if channel == "screen.alpha" {
                        check(channel, value, 1)
                        continue
                    }
                    mismatches.append("\(channel) is recorded but simulate has no such channel")
                    continue
                }
                check(channel, value, values[k])
            }
            // A motion that dims needs a dimming view on screen, and one with a
            // shared element a flying snapshot, in every frame of the transition.
            if let values = simulated.channels["dimming.alpha"] {
                if let dimming = frame.dimming {
                    check("dimming.alpha", dimming, values[k])
                    dimmingCompared += 1
                } else {
                    mismatches.append("t \(sample.t): simulate dims, but the model shows no dimming view")
                }
            }
            if simulated.channels["sharedElement.fraction"] == nil, frame.shared != nil {
                mismatches.append("t \(sample.t): simulate flies no shared element, but the model shows a snapshot")
            }
            if let fractions = simulated.channels["sharedElement.fraction"] {
                guard let shared = frame.shared, let start = report.sharedStart, let end = report.sharedEnd else {
                    mismatches.append("t \(sample.t): simulate flies the shared element, but the model shows no snapshot"
                        + " (or the scenario measured no ends)")
                    continue
                }
                let f = fractions[k]
                sharedCompared += 1
                // A source inside the moving screen carries the start with it,
                // from where it was measured (along, and across for a drag in
                // any direction); one the presenter lends stays put.
                let rides = report.sharedStartRides ?? true
                let along = rides ? (frame.offset ?? 0) - (report.sharedStartOffset ?? 0) : 0
                let across = rides ? frame.offsetAcross ?? 0 : 0
                let (dx, dy) = (report.direction?.first ?? 0, report.direction?.last ?? 0)
                let startX = start.x + along * dx + across * dy, startY = start.y + along * dy - across * dx
                check("shared.x", shared.x, startX + (end.x - startX) * f)
                check("shared.y", shared.y, startY + (end.y - startY) * f)
                check("shared.width", shared.width, start.width + (end.width - start.width) * f)
                check("shared.height", shared.height, start.height + (end.height - start.height) * f)
            }
        }
        mismatches += restMismatches(report, simulated)
        #expect(mismatches.isEmpty, "\(report.title):\n\(mismatches.prefix(12).joined(separator: "\n"))")
        try compareCallbacks(report, simulated, specPath: specPath)
        #expect(compared >= 5, "\(report.title): only \(compared) frames in transition to compare")
        let lastFrame = report.frames.last.map { Int(($0.t * Self.framesPerSecond).rounded()) } ?? -1
        let lastSample = simulated.samples.last.map { Int(($0.t * Self.framesPerSecond).rounded()) } ?? 0
        #expect(lastFrame >= lastSample, "\(report.title): the model stopped at frame \(lastFrame), simulate at \(lastSample)")
        return (dimmingCompared, sharedCompared)
    }
}
