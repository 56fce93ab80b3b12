import TranspecDiagnostics
import TranspecRuntime
import TranspecSimulation
import TranspecSpec

/// What playing an expectation's input showed: one motion (a release, a
/// play or a trace), or a map of releases.
struct Observation {
    enum Shown {
        case motion(Motion)
        case map(SweepResult)
    }

    /// One motion, read the same way whichever input played it.
    struct Motion {
        /// "a release at 0.2, 300 pt/s", "the play 'present'", "the trace's last release".
        var input: String
        var decision: ReleaseDecision
        /// On a sheet with detents: the stop it rests at (`dismissed` for the dismissal).
        var restingStop: String?
        /// Why it went that way; nil for a play from code.
        var reason: ReleaseReason?
        /// Where in a trace the last release happened.
        var releaseNote: DiagnosticNote?
        var settleTime: Double
        /// Progress past where it comes to rest.
        var overshoot: Double
        /// Points per progress.
        var distance: Double
        /// Seconds of decay before the spring.
        var decayDuration: Double
        var crossings: [TimelineCrossing]
        var channels: [ElementChannel]
        /// A channel's value and the progress at a time (from the release, the
        /// play's start, or on the trace's clock).
        var valueAtTime: (ElementChannel, Double) -> (value: Double, progress: Double)?
        /// A channel's value at a progress while settling; nil for a trace,
        /// whose frames are read at times.
        var valueAtProgress: ((ElementChannel, Double) -> Double?)?
        /// The transition whose springs played: the pair's presentation for a
        /// play of `present`, else the transition itself.
        var springsOf: TransitionIR
    }

    var shown: Shown

    init(_ result: SimulationResult, _ context: ExpectationContext) {
        let request = result.request
        let motion = request.plan.motion
        var reason: ReleaseReason?
        var stop: String?
        if let move = result.detentMove {
            stop = move.to.name
            reason = DetentReason.reason(
                rule: motion.release, stops: move.stops, start: move.from, progress: request.releaseProgress,
                velocity: request.releaseVelocity, distance: result.distance, chosen: move.to)
        } else if request.play == nil {
            reason = motion.release.reason(
                progress: request.releaseProgress, velocity: request.releaseVelocity, distance: result.distance,
                signedSpeed: motion.directions == .any)
        }
        let input = request.play.map { "the play '\($0.operation.rawValue)'" }
            ?? "a release at \(MotionText.progress(request.releaseProgress)), \(MotionText.speed(request.releaseVelocity))"
            + (request.fromDetent.map { " (a drag from \($0))" } ?? "")
        let playsPartner = request.play?.operation == .present && context.partner != nil
        shown = .motion(Motion(
            input: input, decision: result.decision, restingStop: stop, reason: reason, releaseNote: nil,
            settleTime: result.settleTime, overshoot: result.overshoot, distance: result.distance,
            decayDuration: result.decayDuration, crossings: result.timeline.marks.crossings, channels: result.channels,
            valueAtTime: { result.value(of: $0, atTime: $1) },
            valueAtProgress: { result.value(of: $0, atProgress: $1) },
            springsOf: playsPartner ? context.partner! : context.transition))
    }

    init(_ result: TraceReplayResult, file: String, _ context: ExpectationContext) {
        // `ExpectationCheck` refuses a trace without a last release and an end.
        let release = result.lastRelease!
        guard case .end(let decision) = result.end!.kind, case .release(_, let velocity, _) = release.kind else {
            preconditionFailure("a release call and an end call")
        }
        let motion = context.subject.motion
        let reason = motion.detents == nil
            ? motion.release.reason(progress: release.progress, velocity: velocity, distance: result.distance,
                                    signedSpeed: motion.directions == .any)
            : nil
        let note = release.line.map { line in
            DiagnosticNote("the last release is this row (\(MotionText.speed(velocity)) at progress "
                           + "\(MotionText.progress(release.progress)))",
                           at: SourceLocation(file: file, line: line, column: 1, offset: 0))
        }
        let stop: String? = motion.detents == nil ? nil : result.restingDetent ?? DetentMove.dismissed
        shown = .motion(Motion(
            input: "the trace's last release (at \(MotionText.seconds(release.t)))", decision: decision,
            restingStop: stop, reason: reason, releaseNote: note, settleTime: result.settleTimeAfterLastRelease ?? 0,
            overshoot: result.overshootAfterLastRelease ?? 0, distance: result.distance, decayDuration: 0,
            crossings: result.timeline.marks.crossings, channels: result.timeline.channels,
            valueAtTime: { result.value(of: $0, atTime: $1) }, valueAtProgress: nil, springsOf: context.transition))
    }

    init(_ result: SweepResult, _ context: ExpectationContext) {
        shown = .map(result)
    }
}
