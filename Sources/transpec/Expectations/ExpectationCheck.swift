import Foundation
import TranspecDiagnostics
import TranspecRuntime
import TranspecSimulation
import TranspecSpec

/// Plays every `expect` entry of a transition through the simulator — the
/// same `Simulation`, `Sweep` and `TraceReplay` runs `transpec simulate`
/// makes — and reports each assertion that does not hold as an error at
/// the assertion, with a note at the spec key that decides it. `check` and
/// `generate` both run it, so a broken promise fails the build.
struct ExpectationCheck {
    /// Frames per second of every timeline an expectation reads: a 120 Hz
    /// display's, `transpec simulate`'s default.
    static let fps = 120.0

    /// What the run may still simulate.
    var budget = ExpectationBudget()

    /// Checks `transition`'s expectations; `partner` is the `present`
    /// transition it pairs with, `specPath` the spec's path as given (traces
    /// are relative to its folder).
    mutating func check(
        _ transition: TransitionIR, partner: TransitionIR?, specPath: String, diagnostics: inout DiagnosticCollector
    ) {
        guard !transition.expectations.isEmpty else { return }
        let subject = SimulationSubject(transition, presentation: partner)
        for expectation in transition.expectations {
            let context = ExpectationContext(
                transition: transition, partner: partner, subject: subject, expectation: expectation)
            do {
                let observed = try observe(context, specPath: specPath)
                observed.compare(with: expectation, context, diagnostics: &diagnostics)
            } catch {
                diagnostics.emit(error.diagnostic)
            }
        }
    }

    /// Plays the entry's input.
    private mutating func observe(_ context: ExpectationContext, specPath: String) throws(Refusal) -> Observation {
        let expectation = context.expectation
        switch expectation.input {
        case .release(let release): return try observe(release, context)
        case .releases(let region): return try observe(region, context)
        case .trace(let path): return try observe(trace: path, specPath: specPath, context)
        case .play(let play): return try observe(play: play, context)
        }
    }

    private mutating func observe(_ release: ExpectedRelease, _ context: ExpectationContext) throws(Refusal) -> Observation {
        let subject = context.subject, container = context.expectation.container
        var progress = release.progress ?? 0
        if release.progress == nil, let name = release.fromDetent?.value, let detents = subject.motion.detents,
           let stop = detents.stop(named: name, in: container, distance: subject.distance(in: container)) {
            progress = stop.progress
        }
        var request = SimulationRequest(
            subject: subject, releaseProgress: progress, releaseVelocity: release.velocity, container: container,
            fps: Self.fps)
        request.fromDetent = release.fromDetent?.value
        return Observation(try budget.run(request, at: context.expectation.inputLocation), context)
    }

    private mutating func observe(play: Located<String>, _ context: ExpectationContext) throws(Refusal) -> Observation {
        let subject = context.subject
        var operation = play.value
        if let partner = context.partner {
            if operation == partner.name.value { operation = TransitionOperation.present.rawValue }
            if operation == context.transition.name.value { operation = TransitionOperation.dismiss.rawValue }
        }
        // `check` has reported any other name.
        guard let played = subject.plays.first(where: { $0.operation.rawValue == operation }) else {
            throw Refusal("\(quoted(context.transition.name.value)) does not play \(quoted(play.value)) from code",
                          at: play.location)
        }
        var request = SimulationRequest(subject: subject, play: played, container: context.expectation.container, fps: Self.fps)
        if played.plan.isDetentSheet {
            request.releaseProgress = Simulation.restingProgress(of: played.plan, at: nil, in: request.container)
        }
        return Observation(try budget.run(request, at: context.expectation.inputLocation), context)
    }

    private mutating func observe(_ region: ReleaseRegion, _ context: ExpectationContext) throws(Refusal) -> Observation {
        // An axis of one value needs no more than the two ends a grid has.
        let request = SweepRequest(
            subject: context.subject, container: context.expectation.container, progress: region.progress,
            velocity: region.velocity,
            columns: region.progress.lowerBound == region.progress.upperBound ? 2 : region.columns,
            rows: region.velocity.lowerBound == region.velocity.upperBound ? 2 : region.rows,
            fromDetent: region.fromDetent?.value)
        return Observation(try budget.run(request, at: region.gridLocation), context)
    }

    private mutating func observe(
        trace path: Located<String>, specPath: String, _ context: ExpectationContext
    ) throws(Refusal) -> Observation {
        // A spec comes from anyone's pull request: its trace is a file of
        // the project, beside it, and never a FIFO or a device, whose read
        // could block forever.
        guard !path.value.hasPrefix("/") else {
            throw Refusal("the trace's path \(quoted(path.value)) is absolute; write it relative to the spec's folder",
                          at: path.location)
        }
        let file = Self.path(path.value, besideSpec: specPath)
        var info = stat()
        if stat(file, &info) == 0, info.st_mode & S_IFMT != S_IFREG {
            throw Refusal("the trace \(quoted(path.value)) is not a regular file; a trace is a .csv or YAML file",
                          at: path.location)
        }
        let trace: GestureTrace
        do {
            trace = try GestureTrace.read(path: file)
        } catch {
            throw Refusal(
                "cannot replay the trace \(quoted(path.value)): \(error.message)", at: path.location,
                notes: [DiagnosticNote("the trace's problem is here",
                                       at: SourceLocation(file: error.file, line: error.line, column: error.column, offset: 0))])
        }
        let result = try budget.run(trace, subject: context.subject, container: context.expectation.container,
                                    at: path.location)
        guard let release = result.lastRelease else {
            let downs = trace.rows.filter { $0.event == .down }.count
            throw Refusal(
                "the trace \(quoted(path.value)) never releases (\(trace.rows.count) rows, \(downs) 'down', no 'up' or "
                    + "'cancel' after one), so nothing is decided and no expectation about it can fail",
                at: path.location)
        }
        if result.end == nil {
            throw Refusal(
                "the trace \(quoted(path.value)) ends with the finger down (it grabs the view again after its last "
                    + "release, at \(MotionText.seconds(release.t))), so nothing comes to rest; end it with an 'up' row",
                at: path.location)
        }
        return Observation(result, file: file, context)
    }

    /// `trace` as written, from the spec's folder: `../Docs/traces/x.csv`
    /// beside `Specs/tags.transpec.yaml` is `Docs/traces/x.csv`.
    static func path(_ path: String, besideSpec spec: String) -> String {
        guard !path.hasPrefix("/") else { return path }
        var parts = spec.split(separator: "/", omittingEmptySubsequences: false).dropLast().map(String.init)
        for part in path.split(separator: "/", omittingEmptySubsequences: true) {
            switch part {
            case ".": continue
            case "..":
                if let last = parts.last, last != "..", !last.isEmpty { parts.removeLast() } else { parts.append("..") }
            default: parts.append(String(part))
            }
        }
        let joined = parts.joined(separator: "/")
        return joined.isEmpty ? "." : joined
    }
}

/// What an expectation is checked against: its transition, the pair's
/// presentation and the subject the simulator plays.
struct ExpectationContext {
    var transition: TransitionIR
    var partner: TransitionIR?
    var subject: SimulationSubject
    var expectation: ExpectationIR
}

/// An expectation that cannot be checked, or cannot fail: an error at the entry.
struct Refusal: Error {
    var message: String
    var location: SourceLocation
    var notes: [DiagnosticNote] = []

    init(_ message: String, at location: SourceLocation, notes: [DiagnosticNote] = []) {
        self.message = message
        self.location = location
        self.notes = notes
    }

    var diagnostic: Diagnostic { .error(message, at: location, notes: notes) }
}

/// Bounds what the expectations of one run may simulate: 1,000,000 numbers
/// in all (each timeline's samples × its values per sample, and each cell
/// of a map), whatever number of entries a spec (or its aliases) holds, and
/// each run within `SimulationBudget.standard`, as one `simulate` is. The
/// specs of `Specs/` use 18,723; a spec of aliased maps that spends
/// it all checks in 0.28 s of CPU (release build; guard: the hostile input
/// cases/expect-budget.yaml, which must check within 2 s).
struct ExpectationBudget {
    static let total = 1_000_000
    private(set) var remaining = Self.total

    private var simulation: SimulationBudget {
        SimulationBudget(maximumValues: remaining, maximumCells: min(remaining, SimulationBudget.standard.maximumCells))
    }

    mutating func run(_ request: SimulationRequest, at location: SourceLocation) throws(Refusal) -> SimulationResult {
        do {
            let result = try Simulation.run(request, budget: simulation)
            remaining -= result.samples.count * (3 + result.channels.count)
            return result
        } catch {
            throw exceeded(error, at: location)
        }
    }

    mutating func run(_ request: SweepRequest, at location: SourceLocation) throws(Refusal) -> SweepResult {
        do {
            let result = try Sweep.run(request, budget: simulation)
            remaining -= request.columns * request.rows
            return result
        } catch {
            throw exceeded(error, at: location)
        }
    }

    mutating func run(
        _ trace: GestureTrace, subject: SimulationSubject, container: ContainerSize, at location: SourceLocation
    ) throws(Refusal) -> TraceReplayResult {
        do {
            let result = try TraceReplay.run(trace, subject: subject, container: container, fps: ExpectationCheck.fps,
                                             budget: simulation)
            remaining -= result.timeline.samples.count * (3 + result.timeline.channels.count)
            return result
        } catch {
            throw exceeded(error, at: location)
        }
    }

    private func exceeded(_ error: BudgetExceeded, at location: SourceLocation) -> Refusal {
        Refusal(
            "this expectation would pass what one run may simulate: \(Self.total.groupedDigits) numbers (timeline "
                + "samples × their values, and map cells), \(remaining.groupedDigits) of them left; use a coarser "
                + "'grid', or check the specs in several runs", at: location)
    }
}
