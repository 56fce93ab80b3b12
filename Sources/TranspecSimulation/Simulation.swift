import TranspecRuntime

/// One release to simulate: P, V (pt/s along the completion direction),
/// the container and the frame rate; or a play from code, which starts at
/// rest at its plan's start and goes its plan's way.
package struct SimulationRequest: Hashable, Sendable {
    package var subject: SimulationSubject
    package var releaseProgress: Double
    package var releaseVelocity: Double
    package var container: ContainerSize
    package var fps: Double
    /// A play from code (`simulate play`), instead of a release.
    package var play: TransitionOperationPlay?
    /// On a detent sheet: the detent the drag started from (`--from-detent`);
    /// nil: where the presentation leaves the sheet (`DetentPlan.initial`).
    package var fromDetent: String?
    /// A play of a detent sheet's dismissal: the move to this detent that
    /// `setDetent(_:of:animated: true)` plays (`TransitionPlan.detentMove`).
    package var toDetent: String?

    package init(
        subject: SimulationSubject, releaseProgress: Double, releaseVelocity: Double,
        container: ContainerSize = .iPhone, fps: Double = 120
    ) {
        self.subject = subject
        self.releaseProgress = releaseProgress
        self.releaseVelocity = releaseVelocity
        self.container = container
        self.fps = fps
    }

    /// `play` from rest, as `present(_:animated:)`, `dismiss(animated:)`,
    /// `pushViewController` or `popViewController` plays it.
    package init(subject: SimulationSubject, play: TransitionOperationPlay, container: ContainerSize = .iPhone, fps: Double = 120) {
        self.init(subject: subject, releaseProgress: play.plan.playStart, releaseVelocity: 0, container: container, fps: fps)
        self.play = play
    }

    /// The plan that plays: the play's, or the one a gesture drives.
    package var plan: TransitionPlan { play?.plan ?? subject.plan }

    /// Points the screen rests from its resting frame along the played
    /// plan's direction: a detent sheet's presentation lands at the initial
    /// detent (`DetentPlan.initial`), as the presentation controller lays
    /// the sheet out there; 0 otherwise (at the tallest, 0 too).
    package var restShift: Double {
        guard let play, play.operation == .present, subject.plan.isDetentSheet,
              let rest = subject.plan.detentRest(named: nil, in: container) else { return 0 }
        let sheet = subject.plan.edge.direction(), played = play.plan.edge.direction()
        return (sheet.dx * played.dx + sheet.dy * played.dy) * rest.offset
    }

    /// The dimming a detent sheet's presentation leaves at rest: its
    /// landing detent's, which the presentation controller sets when the
    /// transition ends, as every way of reaching a detent does. A pair's
    /// presentation plays its own dimming track until then, so its last
    /// sample can step to this value.
    package var restDimming: Double? {
        guard let play, play.operation == .present, subject.plan.isDetentSheet,
              subject.plan.motion.dimming != nil else { return nil }
        return subject.plan.detentRest(named: nil, in: container)?.dimmingAlpha
    }
}

/// The outcome of one release, sampled at t = k/fps from the release.
package struct SimulationResult: Hashable, Sendable {
    package var request: SimulationRequest
    /// Gesture distance D in points.
    package var distance: Double
    package var decision: ReleaseDecision
    package var target: Double
    /// Seconds from release until at rest.
    package var settleTime: Double
    /// Progress past the target (≥ 0).
    package var overshoot: Double
    /// Seconds of decay before the spring (0 without a decay phase).
    package var decayDuration: Double
    /// On a detent sheet: where the drag started and the stop the release picked.
    package var detentMove: DetentMove?
    /// The view's velocity at release, pt/s: the finger's times the slope of
    /// tracking at the release progress (less past an end with a rubber band).
    package var viewVelocity: Double
    package var timeline: Timeline

    /// The time of the last sample when the samples stop before the spring is
    /// at rest (it settles after `Simulation.maximumSeconds`, or never), else nil.
    package var truncatedAt: Double? {
        guard let last = timeline.samples.last, !(settleTime <= last.t) else { return nil }
        return last.t
    }

    package var transition: String { request.subject.name }
    package var samples: [TimelineSample] { timeline.samples }
    package var channels: [ElementChannel] { timeline.channels }
}

/// Runs a release through the runtime's `SettleMotion`: the runtime is the
/// single implementation of the motion math.
package enum Simulation {
    /// The longest stretch of motion a simulation samples.
    package static let maximumSeconds = 60.0

    package static func run(_ request: SimulationRequest) -> SimulationResult {
        let (settle, move) = settleMotion(request)
        return run(request, settle: settle, detentMove: move)
    }

    /// The same, unless the samples would pass `budget`: then nothing is
    /// sampled.
    package static func run(_ request: SimulationRequest, budget: SimulationBudget) throws(BudgetExceeded) -> SimulationResult {
        let (settle, move) = settleMotion(request)
        // The samples `sample` takes: one per frame up to the first at or
        // after rest, or up to a minute (plus the release sample, and one
        // for rounding).
        let settleTime = settle.settleTime
        let seconds = settleTime >= 0 && settleTime < maximumSeconds ? settleTime : maximumSeconds
        let samples = Int((seconds * request.fps).rounded(.up)) + 2
        try budget.check(samples: samples, channels: ElementChannel.channels(of: request.plan.motion).count,
                         advice: "lower --fps, or simulate a transition with fewer elements")
        return run(request, settle: settle, detentMove: move)
    }

    /// The settle a release decides, or a play from code's, toward its plan's end.
    /// On a detent sheet, a release picks a stop (`DetentSettle`).
    static func settleMotion(_ request: SimulationRequest) -> (SettleMotion, DetentMove?) {
        let plan = request.plan
        let distance = plan.motion.distance.resolve(containerExtent: request.container.extent(along: plan.edge))
        guard request.play != nil else {
            if let detents = plan.motion.detents {
                let release = DetentSettle(
                    motion: plan.motion, plan: detents, container: request.container, distance: distance,
                    start: detents.restingStop(
                        named: request.fromDetent, among: detents.stops(in: request.container, distance: distance)),
                    progress: request.releaseProgress, velocity: request.releaseVelocity)
                return (release.settle, DetentMove(release, plan: detents, container: request.container, distance: distance))
            }
            return (SettleMotion(
                motion: plan.motion, releaseProgress: request.releaseProgress,
                releaseVelocity: request.releaseVelocity, distance: distance), nil)
        }
        if let to = request.toDetent,
           let move = plan.detentMove(from: request.fromDetent, to: to, in: request.container) {
            return (move, nil)
        }
        return (SettleMotion(
            motion: plan.motion, releaseProgress: request.releaseProgress, releaseVelocity: 0,
            distance: distance > 0 ? distance : 1, decision: plan.playDecision), nil)
    }

    /// Where a play of `plan` starts: a detent sheet's dismissal at the
    /// detent named `detent` (nil: the initial detent), as the device plays
    /// `dismiss(animated:)` from where the sheet rests; else its plan's start.
    package static func restingProgress(of plan: TransitionPlan, at detent: String?, in container: ContainerSize) -> Double {
        guard plan.isDetentSheet, let detents = plan.motion.detents else { return plan.playStart }
        let distance = plan.motion.distance.resolve(containerExtent: container.extent(along: plan.edge))
        let stops = detents.stops(in: container, distance: distance > 0 ? distance : 1)
        return detents.restingStop(named: detent, among: stops)?.progress ?? plan.playStart
    }

    static func run(_ request: SimulationRequest, settle: SettleMotion, detentMove: DetentMove? = nil) -> SimulationResult {
        let subject = request.subject
        let plan = request.plan
        let sampler = ElementSampler(plan: plan, container: request.container, missingViews: subject.missingViews,
                                    viewSizes: subject.viewSizes)
        let samples = sample(settle, release: request, fps: request.fps, sampler: sampler)
        var marks = TimelineMarks(
            releases: [(0, request.releaseProgress)],
            threshold: plan.motion.release.positionThreshold, target: settle.target)
        var log = CrossingLog(motion: plan.motion)
        // The release sample starts the watch; every later one is a frame.
        for sample in samples { log.show(sample.progress, at: sample.t, dragging: false) }
        marks.crossings = log.crossings
        return SimulationResult(
            request: request, distance: settle.distance, decision: settle.decision, target: settle.target,
            settleTime: settle.settleTime, overshoot: settle.overshoot, decayDuration: settle.decayDuration,
            detentMove: detentMove, viewVelocity: settle.viewVelocity, timeline: Timeline(title: subject.name, channels: sampler.channels, samples: samples, marks: marks))
    }

    /// What tracks by phase showed at the release: a release after one drag
    /// from rest (drag-only tracks at P, settle-only ones still at rest), or
    /// a play from code (drag-only tracks at rest).
    static func releasedPhases(_ request: SimulationRequest) -> PhasedProgress {
        request.play == nil
            ? PhasedProgress(progress: request.releaseProgress, drag: request.releaseProgress, settle: 0)
            : .atRest(request.releaseProgress)
    }

    /// Where a settle is `t` seconds after its release, and how fast: at rest
    /// on its target from its settle time on, as the state machine snaps it.
    static func state(of settle: SettleMotion, at t: Double) -> (progress: Double, velocity: Double) {
        t >= settle.settleTime ? (settle.target, 0) : settle.state(at: t)
    }

    /// k = 0 is the release state (P and the view's velocity over D: V times
    /// the tracking slope at P, so V/D only inside 0…1 or without a rubber
    /// band); later samples follow the settle,
    /// up to the first at or after `settleTime`, which is at rest on the
    /// target (as the state machine snaps it).
    static func sample(
        _ settle: SettleMotion, release: SimulationRequest, fps: Double, sampler: ElementSampler
    ) -> [TimelineSample] {
        var samples: [TimelineSample] = []
        let released = releasedPhases(release)
        let restShift = release.restShift
        var k = 0
        while true {
            let t = Double(k) / fps
            let atRest = t >= settle.settleTime
            let state: (progress: Double, velocity: Double)
            if k == 0 {
                state = (release.releaseProgress, settle.viewVelocity / settle.distance)
            } else {
                state = Simulation.state(of: settle, at: t)
            }
            var values = sampler.values(at: TrackPhaseRule.settling(
                progress: state.progress, released: released, target: settle.target))
            if atRest, let dimming = release.restDimming, let index = sampler.dimmingChannel { values[index] = dimming }
            samples.append(TimelineSample(
                t: t, progress: state.progress, velocity: state.velocity,
                offset: release.plan.offset(atDisplacement: state.progress, in: release.container) + restShift,
                elementValues: values))
            // A spring that never rests, or not within a minute, is cut at
            // one minute (check warns about it).
            if atRest || t >= Simulation.maximumSeconds { break }
            k += 1
        }
        return samples
    }
}
