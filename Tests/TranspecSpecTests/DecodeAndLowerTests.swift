import Testing
import TranspecDiagnostics
import TranspecRuntime
import TranspecSpec

@Suite struct DecodeAndLowerTests {
    static let photo = """
        transpec: 1
        transitions:
          photo-preview:
            operation: dismiss
            summary: Swipe the photo away
            gesture: { edge: bottom, distance: 400, directions: both, rubberBand: { coefficient: 0.4 } }
            release: { anyOf: [ { progress: 0.3 }, { progress: 0.1, speed: 100 } ] }
            complete: { spring: { duration: 0.4, bounce: 0 } }
            cancel: { spring: { mass: 1, stiffness: 300, damping: 30 } }
            decay: { rate: fast }
            dimming: { alpha: { from: 0.5, to: 0 } }
            elements:
              thumbnail: {}
              photo:
                translation: { from: [0, 0], to: [10, 200], easing: ease-out }
                alpha: { keyframes: [ { at: 0, value: 1 }, { at: 0.5, value: 0.8, easing: ease-in }, { at: 1, value: 0 } ], range: [0, 0.8], overshoot: extrapolate }
            sharedElement: { source: photo, destination: thumbnail, easing: ease-in-out }

        """

    @Test func decodesEveryPart() throws {
        let result = check(Self.photo)
        #expect(result.diagnostics.isEmpty, "\(result.summary)")
        let transition = try #require(result.spec?.transitions.first)
        #expect(transition.operation.value == .dismiss)
        #expect(transition.summary?.value == "Swipe the photo away")
        #expect(transition.spring == nil)
        #expect(transition.springForComplete?.parameterSet == .durationBounce)
        #expect(transition.springForCancel?.spring == Spring(mass: 1, stiffness: 300, damping: 30))
        #expect(transition.elements.map(\.name.value) == ["thumbnail", "photo"])
        #expect(transition.gesture.distance.value == .points(400))
        #expect(transition.restTolerance == .standard)
    }

    @Test func decodesToTheRuntimeValue() throws {
        let transition = try #require(check(Self.photo).spec?.transitions.first)
        let motion = transition.motion
        #expect(motion.distance == .points(400))
        #expect(motion.release == .anyOf([ReleaseCondition(progress: 0.3), ReleaseCondition(progress: 0.1, speed: 100)]))
        #expect(motion.completeSpring == Spring.duration(0.4, bounce: 0))
        #expect(motion.decay == DecayPhase(rate: .fast, handoffVelocity: 100))
        #expect(motion.rubberBand == RubberBand(coefficient: 0.4))
        #expect(motion.directions == .both)
        #expect(motion.elements[1].translationY == KeyframeTrack.fromTo(0, 200, easing: .easeOut))
        #expect(motion.elements[1].alpha?.keyframes.map(\.easing) == [.linear, .easeIn, .linear])
        #expect(motion.elements[1].alpha?.overshoot == .extrapolate)
        #expect(motion.elements[0] == ElementTracks(name: "thumbnail"))
        #expect(motion.dimming == KeyframeTrack.fromTo(0.5, 0))
        #expect(motion.sharedElement == SharedElement(source: "photo", destination: "thumbnail", flight: .fromTo(0, 1, easing: .easeInOut)))
    }

    @Test func defaultsMatchTheDesignTable() throws {
        let motion = (try #require(check(sheet()).spec?.transitions.first)).motion
        #expect(motion.release == .threshold(0.5, flickVelocity: 300))
        #expect(motion.distance == .container)
        #expect(motion.rubberBand == RubberBand(coefficient: 0.55))
        #expect(motion.restTolerance == RestTolerance(position: 0.5, velocity: 5))
        #expect(motion.interruptible)
    }

    @Test func springsKeepWhatWasWrittenAndShowEquivalents() throws {
        let transition = try #require(check(sheet(spring: "spring: { dampingRatio: 0.75, response: 0.5 }")).spec?.transitions.first)
        let spring = try #require(transition.spring)
        #expect(spring.written.value == .dampingRatio(0.75, response: 0.5))
        #expect(spring.written.location.line == 6)
        #expect(spring.equivalentDescription == "m 1 k 157.91 c 18.85 (ζ 0.75, response 0.5 s, bounce 0.25)")
    }
}
