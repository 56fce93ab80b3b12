import Testing
@testable import TranspecRuntime

/// `directions: any`: the view follows the finger in x and y; progress is
/// the distance from the start; the release reads the velocity along it.
@Suite struct AnyDirectionDragTests {
    /// The media viewer's rule: a third of the way, or a short flick away.
    static let motion = TransitionMotion(
        distance: .points(280),
        release: .anyOf([ReleaseCondition(progress: 0.35), ReleaseCondition(progress: 0.05, speed: 250)]),
        spring: .dampingRatio(0.9, response: 0.4),
        anyDirection: true)

    @Test func progressIsTheDistanceInAnyDirection() {
        var d = Driver(Self.motion)
        d.send(.began)
        d.send(.moved(along: 0, across: 56))
        #expect(abs(d.machine.progress - 0.2) < 1e-12)
        #expect(d.machine.heading == DragHeading(along: 0, across: 1))
        d.send(.moved(along: -84, across: 112))
        #expect(abs(d.machine.progress - 0.5) < 1e-12, "a 3-4-5 drag of 140 pt over 280")
        #expect(abs(d.machine.heading.along + 0.6) < 1e-12 && abs(d.machine.heading.across - 0.8) < 1e-12)
        #expect(d.displacements.last == d.machine.progress)
    }

    @Test func sidewaysFlingDismisses() {
        var d = Driver(Self.motion)
        d.send(.began)
        d.send(.moved(along: 0, across: -56))
        d.send(.lifted(along: 0, across: -900))
        #expect(d.machine.settle?.releaseVelocity == 900, "along the displacement")
        d.runToRest()
        #expect(d.finishes == 1 && d.cancels == 0)
        #expect(d.machine.heading == DragHeading(along: 0, across: -1), "it leaves the way it was flung")
    }

    @Test func flickBackTowardTheCentreCancels() {
        var d = Driver(Self.motion)
        d.send(.began)
        d.send(.moved(along: 0, across: 70))
        d.send(.lifted(along: 0, across: -900))
        #expect(d.machine.settle?.releaseVelocity == -900)
        d.runToRest()
        #expect(d.cancels == 1 && d.finishes == 0)
        // The same flick in a 1-D drag both ways (absolute speed) dismisses.
        var both = Driver(TransitionMotion(
            distance: .points(280), release: Self.motion.release, spring: Self.motion.completeSpring, bothDirections: true))
        both.send(.began)
        both.send(.changed(translation: 70))
        both.send(.ended(velocity: -900))
        both.runToRest()
        #expect(both.finishes == 1)
    }

    @Test func anEntryWithoutSpeedIgnoresTheVelocity() {
        // Half-way, drifting back toward the start: the position entry holds.
        #expect(Self.motion.release.decide(progress: 0.5, velocity: -100, distance: 280, signedSpeed: true) == .complete)
        #expect(Self.motion.release.decide(progress: 0.2, velocity: -100, distance: 280, signedSpeed: true) == .cancel)
        #expect(Self.motion.release.decide(progress: 0.2, velocity: 300, distance: 280, signedSpeed: true) == .complete)
    }

    @Test func aPanMayStartHeadingAnyWay() {
        let plan = TransitionPlan(motion: Self.motion, edge: .bottom, movement: .departure, gesture: .pan)
        let rule = PanStartRule(plans: [plan], rightToLeft: false)
        for (x, y) in [(0.0, 300.0), (0, -300), (300, 20), (-300, 20)] {
            #expect(rule.allowsStart(velocityX: x, velocityY: y, scrollView: nil, transitionInFlight: false), "\(x), \(y)")
        }
        var oneWay = plan
        oneWay.motion.anyDirection = false
        #expect(!PanStartRule(plans: [oneWay], rightToLeft: false)
            .allowsStart(velocityX: 300, velocityY: 20, scrollView: nil, transitionInFlight: false))
    }

    @Test func diagonalDragSettlesAlongItsLine() {
        var d = Driver(Self.motion)
        d.send(.began)
        d.send(.moved(along: 120, across: -90))
        d.send(.lifted(along: 0, across: 0))
        let heading = d.machine.heading
        d.run(seconds: 0.1)
        #expect(d.machine.heading == heading, "settling keeps the line")
        d.runToRest()
        #expect(d.finishes == 1, "0.54 of the way")
        #expect(abs(heading.along - 0.8) < 1e-12 && abs(heading.across + 0.6) < 1e-12)
    }

    @Test func regrabContinuesFromWhereTheViewIs() {
        var d = Driver(Self.motion)
        d.send(.began)
        d.send(.moved(along: 30, across: 40))
        d.send(.lifted(along: 0, across: 0))  // 50 pt: short of the threshold, springs back.
        d.run(seconds: 0.08)
        let caught = d.machine.progress, heading = d.machine.heading
        #expect(caught > 0 && caught < 50.0 / 280)
        d.send(.began)
        #expect(d.machine.progress == caught && d.machine.heading == heading, "the grab moved the view")
        // A finger move of (dx, dy) moves the view by the same vector.
        d.send(.moved(along: 0, across: 100))
        let along = caught * 280 * heading.along, across = caught * 280 * heading.across + 100
        #expect(abs(d.machine.progress * 280 - (along * along + across * across).squareRoot()) < 1e-9)
        d.send(.lifted(along: 0, across: 600))
        d.runToRest()
        #expect(d.finishes == 1 && d.begins == 1)
    }
}
