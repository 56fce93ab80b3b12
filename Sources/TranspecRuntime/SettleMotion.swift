/// The whole motion after a release, in progress units: optionally a decay
/// phase, then the decision's spring to the target (1 complete, 0 cancel).
///
/// Decay handoff: the decay runs from the release while |v| ≥ handoff/D; it
/// ends early if it reaches the target (so a hard flick cannot sail past it
/// on the decay alone: the spring takes over at the target, carrying the
/// velocity, and produces any overshoot). No decay if the release speed is
/// already below the handoff. Without a decay phase the spring starts at the
/// release progress with velocity v/D.
public struct SettleMotion: Hashable, Sendable {
    public let decision: ReleaseDecision
    public let target: Double
    public let distance: Double
    /// The decay in progress units, nil without one.
    public let decay: Decay?
    /// Seconds of decay before the spring starts (0 without decay).
    public let decayDuration: Double
    /// The spring after the decay, in progress units, time from its start.
    public let spring: SpringMotion
    /// Seconds from release until at rest within the rest tolerance.
    public let settleTime: Double
    public let releaseProgress: Double

    /// Max excursion beyond the target (outside 0…1), in progress, ≥ 0. A
    /// release already rubber-banded past the target counts. Computed when
    /// read (an atan and an exp): a sweep reads only decisions and times.
    public var overshoot: Double {
        // "Past the target" means beyond it as seen from 0…1's inside.
        let direction: Double = target == 1 ? 1 : -1
        return max(direction * (releaseProgress - target), spring.maxExcursion(direction: direction), 0)
    }

    /// Decides with `motion.release`, then settles. `motion` is borrowed:
    /// only its springs and rules are read, and a sweep's caller would
    /// otherwise copy (retain and release) all of it per release.
    public init(motion: borrowing TransitionMotion, releaseProgress: Double, releaseVelocity: Double, distance: Double) {
        let decision = motion.release.decide(
            progress: releaseProgress, velocity: releaseVelocity, distance: distance)
        self.init(
            motion: motion, releaseProgress: releaseProgress, releaseVelocity: releaseVelocity,
            distance: distance, decision: decision)
    }

    /// Settles toward an already made decision (e.g. a system cancel).
    public init(
        motion: borrowing TransitionMotion, releaseProgress: Double, releaseVelocity: Double,
        distance: Double, decision: ReleaseDecision
    ) {
        let d = distance > 0 ? distance : 1
        self.decision = decision
        self.distance = d
        self.releaseProgress = releaseProgress
        let target: Double = decision == .complete ? 1 : 0
        self.target = target
        let velocity = releaseVelocity / d

        var start = releaseProgress
        var startVelocity = velocity
        var decayDuration = 0.0
        var decay: Decay?
        if let phase = motion.decay, abs(releaseVelocity) > phase.handoffVelocity {
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
        self.decay = decay
        self.decayDuration = decayDuration
        let spring = SpringMotion(
            spring: motion.spring(for: decision), from: start, to: target, initialVelocity: startVelocity)
        self.spring = spring
        settleTime = decayDuration
            + spring.settleTime(tolerance: motion.restTolerance, unitsPerPoint: 1 / d)
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
