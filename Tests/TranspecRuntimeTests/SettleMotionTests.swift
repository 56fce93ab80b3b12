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
