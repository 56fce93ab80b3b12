/// The whole motion after a release, in progress units: optionally a decay
/// phase, then the decision's spring to the target (1 complete, 0 cancel).
///
/// Two velocities meet at a release. The finger's (`releaseVelocity`)
/// decides complete or cancel: it is what the person meant. The view's
/// (`viewVelocity`) starts the motion, so that the view's velocity is
/// continuous: past an end with a rubber band the view moved only the
/// band's slope times as fast as the finger (a fifth, deep in the band),
/// and handing the spring the finger's velocity made it jump.
///
/// Decay handoff: the decay runs from the release while |v| ≥ handoff/D; it
/// ends early if it reaches the target (so a hard flick cannot sail past it
/// on the decay alone: the spring takes over at the target, carrying the
/// velocity, and produces any overshoot). No decay if the view's speed is
/// already below the handoff. Without a decay phase the spring starts at the
/// release progress with the view's velocity over D.
public struct SettleMotion: Hashable, Sendable {
    public let decision: ReleaseDecision
    public let target: Double
    public let distance: Double
    /// The decay in progress units, nil without one.
    package let decay: Decay?
    /// Seconds of decay before the spring starts (0 without decay).
    package let decayDuration: Double
    /// The spring after the decay, in progress units, time from its start.
    package let spring: SpringMotion
    /// Seconds from release until at rest within the rest tolerance.
    public let settleTime: Double
    public let releaseProgress: Double
    /// The finger's velocity at release, pt/s along the completion direction:
    /// the release rule's input.
    public let releaseVelocity: Double
    /// The view's velocity at release, pt/s: where the motion starts.
    public let viewVelocity: Double

    /// Max excursion beyond the target (outside 0…1), in progress, ≥ 0. A
    /// release already rubber-banded past the target counts. Computed when
    /// read (an atan and an exp): a sweep reads only decisions and times.
    public var overshoot: Double {
        // "Past the target" means beyond it as seen from 0…1's inside; for a
        // detent in between, beyond it in the direction of travel there.
        guard target == 0 || target == 1 else {
            let direction: Double = releaseProgress < target || (releaseProgress == target && viewVelocity > 0) ? 1 : -1
            return max(spring.maxExcursion(direction: direction), 0)
        }
        let direction: Double = target == 1 ? 1 : -1
        return max(direction * (releaseProgress - target), spring.maxExcursion(direction: direction), 0)
    }

    /// The view's velocity (pt/s) for a release at the shown progress
    /// `releaseProgress` with the finger at `releaseVelocity`: the finger's
    /// times the tracking slope there.
    package static func viewVelocity(
        motion: borrowing TransitionMotion, releaseProgress: Double, releaseVelocity: Double
    ) -> Double {
        releaseVelocity * motion.trackingSlope(atProgress: releaseProgress)
    }

    /// Decides with `motion.release` (or takes `decision`, e.g. a system
    /// cancel), then settles. `viewVelocity` is the view's velocity in pt/s
    /// when the caller knows it (the state machine, from the raw
    /// translation); nil derives it from `releaseProgress`
    /// (`viewVelocity(motion:releaseProgress:releaseVelocity:)`). `motion`
    /// is borrowed: only its springs and rules are read, and a sweep's caller
    /// would otherwise copy (retain and release) all of it per release.
    /// `target` overrides the decision's end (1 or 0): a detent's progress.
    public init(
        motion: borrowing TransitionMotion, releaseProgress: Double, releaseVelocity: Double,
        viewVelocity: Double? = nil, distance: Double, decision: ReleaseDecision? = nil, target: Double? = nil
    ) {
        let decision = decision ?? motion.release.decide(
            progress: releaseProgress, velocity: releaseVelocity, distance: distance, signedSpeed: motion.directions == .any)
        let viewVelocity = viewVelocity ?? Self.viewVelocity(
            motion: motion, releaseProgress: releaseProgress, releaseVelocity: releaseVelocity)
        let plan = Plan(
            motion: motion, releaseProgress: releaseProgress, viewVelocity: viewVelocity,
            distance: distance, decision: decision, target: target)
        self.decision = decision
        self.distance = plan.distance
        self.releaseProgress = releaseProgress
        self.releaseVelocity = releaseVelocity
        self.viewVelocity = viewVelocity
        self.target = plan.spring.to
        self.decay = plan.decay
        self.decayDuration = plan.decayDuration
        self.spring = plan.spring
        settleTime = plan.settleTime(motion)
    }

    /// The decision and the settle time alone, the same values, bit for bit,
    /// as `init` gives: a sweep reads nothing else, and building (and
    /// copying) the whole motion per cell cost it a tenth of its time.
    package static func outcome(
        motion: borrowing TransitionMotion, releaseProgress: Double, releaseVelocity: Double, distance: Double
    ) -> (decision: ReleaseDecision, settleTime: Double) {
        let decision = motion.release.decide(
            progress: releaseProgress, velocity: releaseVelocity, distance: distance, signedSpeed: motion.directions == .any)
        let viewVelocity = Self.viewVelocity(
            motion: motion, releaseProgress: releaseProgress, releaseVelocity: releaseVelocity)
        let plan = Plan(
            motion: motion, releaseProgress: releaseProgress, viewVelocity: viewVelocity,
            distance: distance, decision: decision)
        return (decision, plan.settleTime(motion))
    }

    /// The phases after a release, which `init` stores and `outcome` times.
    private struct Plan {
        var distance: Double
        var decay: Decay?
        var decayDuration: Double
        var spring: SpringMotion

        @inline(__always)
        init(
            motion: borrowing TransitionMotion, releaseProgress: Double, viewVelocity: Double,
            distance: Double, decision: ReleaseDecision, target: Double? = nil
        ) {
            let d = distance > 0 ? distance : 1
            let target = target ?? (decision == .complete ? 1 : 0)
            let velocity = viewVelocity / d
            var start = releaseProgress
            var startVelocity = velocity
            var decayDuration = 0.0
            var decay: Decay?
            if let phase = motion.decay, abs(viewVelocity) > phase.handoffVelocity {
                let candidate = Decay(
                    initialPosition: releaseProgress, initialVelocity: velocity,
                    rate: phase.rate.perMillisecond)
                decayDuration = candidate.time(untilSpeed: phase.handoffVelocity / d)
                if let reach = candidate.time(untilPosition: target), reach > 0, reach < decayDuration {
                    decayDuration = reach
                }
                start = decayDuration == 0 ? releaseProgress : candidate.position(at: decayDuration)
                startVelocity = candidate.velocity(at: decayDuration)
                decay = candidate
            }
            self.distance = d
            self.decay = decay
            self.decayDuration = decayDuration
            spring = SpringMotion(
                spring: motion.spring(for: decision), from: start, to: target, initialVelocity: startVelocity)
        }

        /// Seconds from release until at rest within the rest tolerance.
        @inline(__always)
        func settleTime(_ motion: borrowing TransitionMotion) -> Double {
            decayDuration + spring.settleTime(tolerance: motion.restTolerance, unitsPerPoint: 1 / distance)
        }
    }

    /// Progress and progress-per-second velocity `t` seconds after release.
    /// Exact values, no snapping (the state machine snaps at `settleTime`).
    public func state(at t: Double) -> (progress: Double, velocity: Double) {
        if let decay, t < decayDuration {
            let state = decay.state(at: t)
            return (state.position, state.velocity)
        }
        let state = spring.state(at: t - decayDuration)
        return (state.position, state.velocity)
    }
}
