import Testing
@testable import TranspecRuntime

@Suite struct TransitionMotionTests {
    @Test func literalConstructionAndEvaluation() {
        let motion = TransitionMotion(
            distance: .points(400), release: .threshold(0.5, flickVelocity: 300),
            completeSpring: .duration(0.5, bounce: 0.2), cancelSpring: .dampingRatio(1, response: 0.3),
            decay: nil, rubberBand: RubberBand(coefficient: 0.55), restTolerance: .standard,
            interruptible: true, directions: .towardEdge,
            elements: [ElementTracks(name: "a", alpha: .fromTo(1, 0)), ElementTracks(name: "b")],
            dimming: .fromTo(0.5, 0), sharedElement: nil)
        #expect(motion.distance.resolve(containerExtent: 800) == 400)
        #expect(DistanceRule.container.resolve(containerExtent: 800) == 800)
        #expect(motion.spring(for: .cancel) == .dampingRatio(1, response: 0.3))
        #expect(RestTolerance.standard == RestTolerance(position: 0.5, velocity: 5))
        let buffer = UnsafeMutableBufferPointer<ElementFrame>.allocate(capacity: 2)
        defer { buffer.deallocate() }
        buffer.initialize(repeating: .identity)
        motion.evaluateElements(atProgress: 0.5, in: .iPhone, viewSizes: [.iPhone, .iPhone], into: buffer)
        #expect(buffer[0].alpha == 0.5 && buffer[1] == .identity)
        #expect(motion.dimmingAlpha(atProgress: 0.5) == 0.25)
        #expect(motion.sharedElementFraction(atProgress: 0.3) == 0.3)
        #expect(motion.trackingProgress(forRaw: 1.2) > 1)
    }

    /// An animator's `transitionDuration` is the time its play takes to rest
    /// in the runtime, not the spring's `response`.
    @Test func playDurationIsTheRuntimeSettleTime() {
        let motion = TransitionMotion(
            distance: .container, release: .threshold(0.5, flickVelocity: 300),
            completeSpring: .dampingRatio(0.8, response: 0.4), cancelSpring: .dampingRatio(1, response: 0.3),
            decay: nil, rubberBand: nil, restTolerance: .standard,
            interruptible: true, directions: .towardEdge, elements: [], dimming: nil, sharedElement: nil)
        let present = motion.playDuration(from: 0, toward: .complete, containerExtent: 844)
        let settle = SettleMotion(motion: motion, releaseProgress: 0, releaseVelocity: 0, distance: 844, decision: .complete)
        #expect(present == settle.settleTime)
        #expect(present != motion.completeSpring.response && present > 0.4)
        // Played through the state machine, the last frame lands at that time.
        var machine = InteractionStateMachine(motion: motion, containerExtent: 844)
        _ = machine.handle(.play(from: 0, toward: .complete))
        _ = machine.handle(.frame(time: 0))
        #expect(machine.handle(.frame(time: present - 1e-9)).complete == nil)
        #expect(machine.handle(.frame(time: present)).complete == true)
        let dismiss = motion.playDuration(from: 1, toward: .cancel, containerExtent: 844)
        #expect(dismiss == SettleMotion(
            motion: motion, releaseProgress: 1, releaseVelocity: 0, distance: 844, decision: .cancel).settleTime)
    }
}
