import Testing
@testable import TranspecRuntime

@Suite struct SettleMotionTests {
    let spring = Spring.dampingRatio(0.7, response: 0.4)

    @Test func withoutDecayTheSpringStartsAtRelease() {
        let motion = TransitionMotion(spring: spring)
        let settle = SettleMotion(motion: motion, releaseProgress: 0.6, releaseVelocity: 800, distance: 400)
        #expect(settle.decision == .complete && settle.target == 1 && settle.decayDuration == 0)
        #expect(settle.state(at: 0) == (0.6, 2))
        #expect(settle.overshoot > 0)
        let end = settle.state(at: settle.settleTime)
        #expect(abs(end.progress - 1) * 400 <= 0.5 + 1e-9 && abs(end.velocity) * 400 <= 5 + 1e-9)
    }

    /// A sweep reads `outcome`, a simulation the whole `SettleMotion`: the
    /// two must agree to the bit, with and without a decay phase, for
    /// every release rule, across the grid (including zero velocity and
    /// releases past both ends).
    @Test func outcomeIsTheMotionsDecisionAndSettleTimeBitForBit() {
        let rules: [ReleaseRule] = [
            .standard, .projection(rate: .normal, threshold: 0.5),
            .anyOf([ReleaseCondition(progress: 0.3, speed: 200)]),
        ]
        var decided: Set<ReleaseDecision> = [], decayed = 0
        for rule in rules {
            for decay in [nil, DecayPhase(rate: .fast, handoffVelocity: 150)] {
                let motion = TransitionMotion(
                    release: rule, completeSpring: Spring(stiffness: 400, damping: 40),
                    cancelSpring: Spring(stiffness: 230.2, damping: 22), decay: decay)
                for progress in stride(from: -0.2, through: 1.2, by: 0.1) {
                    for velocity in stride(from: -3000.0, through: 3000, by: 375) {
                        let settle = SettleMotion(
                            motion: motion, releaseProgress: progress, releaseVelocity: velocity, distance: 600)
                        let outcome = SettleMotion.outcome(
                            motion: motion, releaseProgress: progress, releaseVelocity: velocity, distance: 600)
                        #expect(outcome.decision == settle.decision)
                        #expect(outcome.settleTime.bitPattern == settle.settleTime.bitPattern)
                        decided.insert(outcome.decision)
                        if settle.decayDuration > 0 { decayed += 1 }
                    }
                }
            }
        }
        #expect(decided == [.complete, .cancel])
        #expect(decayed > 100)
    }

    @Test func decayHandsOffToTheSpringContinuously() {
        let motion = TransitionMotion(
            distance: .points(1000), release: .anyOf([ReleaseCondition(progress: 0.1, speed: 100)]),
            spring: spring, decay: DecayPhase(rate: .normal, handoffVelocity: 100))
        let settle = SettleMotion(motion: motion, releaseProgress: 0.2, releaseVelocity: 600, distance: 1000)
        #expect(settle.decision == .complete)
        #expect(settle.decayDuration > 0)
        let t = settle.decayDuration
        let before = settle.state(at: t - 1e-9), after = settle.state(at: t)
        #expect(abs(before.progress - after.progress) < 1e-9)
        #expect(abs(before.velocity - after.velocity) < 1e-6)
        #expect(abs(after.velocity * 1000 - 100) < 1e-6)
        #expect(settle.settleTime > t)
    }

    @Test func decayStopsAtTheTarget() {
        let motion = TransitionMotion(
            release: .threshold(0.5, flickVelocity: 300), spring: spring, decay: DecayPhase())
        let settle = SettleMotion(motion: motion, releaseProgress: 0.8, releaseVelocity: 3000, distance: 400)
        let handoff = settle.state(at: settle.decayDuration)
        #expect(abs(handoff.progress - 1) < 1e-9)
        #expect(handoff.velocity * 400 > 100)
        #expect(settle.overshoot > 0)
    }

    @Test func slowReleaseSkipsTheDecay() {
        let motion = TransitionMotion(spring: spring, decay: DecayPhase(handoffVelocity: 100))
        let settle = SettleMotion(motion: motion, releaseProgress: 0.3, releaseVelocity: 50, distance: 400)
        #expect(settle.decay == nil && settle.decayDuration == 0 && settle.decision == .cancel)
    }
}
