import Testing
@testable import TranspecRuntime

@Suite struct TransitionMotionTests {
    @Test func literalConstructionAndEvaluation() {
        let motion = TransitionMotion(
            distance: .points(400), release: .threshold(0.5, flickVelocity: 300),
            completeSpring: .duration(0.5, bounce: 0.2), cancelSpring: .dampingRatio(1, response: 0.3),
            decay: nil, rubberBand: RubberBand(coefficient: 0.55), restTolerance: .standard,
            interruptible: true, bothDirections: false,
            elements: [ElementTracks(name: "a", alpha: .fromTo(1, 0)), ElementTracks(name: "b")],
            dimming: .fromTo(0.5, 0), sharedElement: nil)
        #expect(motion.distance.resolve(containerExtent: 800) == 400)
        #expect(DistanceRule.container.resolve(containerExtent: 800) == 800)
        #expect(motion.spring(for: .cancel) == .dampingRatio(1, response: 0.3))
        #expect(RestTolerance.standard == RestTolerance(position: 0.5, velocity: 5))
        let buffer = UnsafeMutableBufferPointer<ElementFrame>.allocate(capacity: 2)
        defer { buffer.deallocate() }
        buffer.initialize(repeating: .identity)
        motion.evaluateElements(atProgress: 0.5, into: buffer)
        #expect(buffer[0].alpha == 0.5 && buffer[1] == .identity)
        #expect(motion.dimmingAlpha(atProgress: 0.5) == 0.25)
        #expect(motion.sharedElementFraction(atProgress: 0.3) == 0.3)
        #expect(motion.trackingProgress(forRaw: 1.2) > 1)
    }
}
