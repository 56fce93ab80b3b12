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
        directions: .any)

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
            distance: .points(280), release: Self.motion.release, spring: Self.motion.completeSpring, directions: .both))
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
        oneWay.motion.directions = .towardEdge
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

    /// Down-right 84 pt each way (0.42 of the way), then flung left at 400
    /// pt/s: along the drag that is −283 pt/s, so the release rule decides
    /// by position and completes; 400 pt/s is past the fling speed (250), so
    /// the view flies left from where it is, along its line, to distance 1.
    @Test func aFlingCompletesTheWayItWasFlung() throws {
        var d = Driver(Self.motion)
        d.send(.began)
        d.send(.moved(along: 84, across: 84))
        let released = d.machine.progress, heading = d.machine.heading
        d.send(.lifted(along: 0, across: -400))
        let flight = try #require(d.machine.flight)
        #expect(d.machine.settle?.decision == .complete)
        #expect(abs(flight.direction.along) < 1e-12 && abs(flight.direction.across + 1) < 1e-12, "left, as flung")
        // Continuous at release: the position, and the velocity (the finger's, in progress per second).
        let p0 = flight.state(at: 0), h = 1e-8, p1 = flight.state(at: h)
        #expect(abs(p0.progress - released) < 1e-12 && p0.heading == heading)
        let dx = (p1.progress * p1.heading.along - p0.progress * p0.heading.along) / h
        let dy = (p1.progress * p1.heading.across - p0.progress * p0.heading.across) / h
        #expect(abs(dx) < 1e-4 && abs(dy + 400.0 / 280) < 1e-4, "the view moves at (\(dx), \(dy)) per second")
        var acrossShown: [Double] = []
        while d.finishes + d.cancels == 0, d.time < 5 {
            d.run(seconds: 1.0 / 120)
            let p = d.machine.progress
            acrossShown.append(p * d.machine.heading.across)
            // A straight line: the part along the edge stays where the drag left it.
            #expect(abs(p * d.machine.heading.along - 0.3) < 1e-9)
        }
        #expect(d.finishes == 1 && d.machine.progress == 1)
        #expect(abs(d.machine.heading.across + (1 - 0.09).squareRoot()) < 1e-12, "ends one distance away, to the left")
        // The first frame shows the release; the next is already left of it.
        #expect(abs(acrossShown[0] - 0.3) < 1e-12 && acrossShown[1] < 0.3 && acrossShown.last! < -0.9)
    }

    /// Below the fling speed the drag completes along its own line.
    @Test func aSlowReleaseCompletesAlongTheDrag() {
        var d = Driver(Self.motion)
        d.send(.began)
        d.send(.moved(along: 84, across: 84))
        let heading = d.machine.heading
        d.send(.lifted(along: 0, across: -200))
        #expect(d.machine.flight == nil)
        d.runToRest()
        #expect(d.finishes == 1 && d.machine.heading == heading)
    }

    /// Caught mid-flight, the view stays where it is: displacement =
    /// progress × heading, before and after the grab.
    @Test func aGrabMidFlightTakesTheViewWhereItIs() {
        var d = Driver(Self.motion)
        d.send(.began)
        d.send(.moved(along: 84, across: 84))
        d.send(.lifted(along: 0, across: -400))
        d.run(seconds: 0.1)
        let before = (d.machine.progress * d.machine.heading.along, d.machine.progress * d.machine.heading.across)
        #expect(before.1 < 0.3 - 0.05, "it has flown left")
        d.send(.began)
        #expect(d.machine.flight == nil && d.machine.phase == .tracking)
        let after = (d.machine.progress * d.machine.heading.along, d.machine.progress * d.machine.heading.across)
        #expect(abs(after.0 - before.0) < 1e-12 && abs(after.1 - before.1) < 1e-12)
    }

    @Test func theFlingSpeedIsTheRulesFlick() {
        #expect(ReleaseRule.standard.flingSpeed == 300)
        #expect(Self.motion.release.flingSpeed == 250)
        #expect(ReleaseRule.anyOf([ReleaseCondition(progress: 0.3)]).flingSpeed == nil)
        #expect(ReleaseRule.projection(rate: .normal, threshold: 0.5).flingSpeed == nil)
    }
}
