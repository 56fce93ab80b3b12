import Testing
import TranspecRuntime
@testable import TranspecSimulation

/// What `transpec check` reads out of a simulation for an expectation: why
/// a release decided as it did (the same comparisons as the runtime's), a
/// channel's value at any time or progress (the samples' own values where
/// they exist), a trace's last release, and every value a channel can take.
@Suite struct ExpectationReadingTests {
    /// Each reason names the side of each comparison the runtime's decision took.
    @Test func aReasonRestatesTheRuleThatDecided() {
        let rule = ReleaseRule.threshold(0.5, flickVelocity: 400)
        let cases: [(p: Double, v: Double, text: String, deciding: [ReleaseReason.Deciding])] = [
            (0.2, 300, "300 pt/s at 0.2 is below the flick velocity 400 pt/s and short of the threshold 0.5",
             [.threshold, .flickVelocity]),
            (0.6, 100, "100 pt/s at 0.6 is below the flick velocity 400 pt/s and at or past the threshold 0.5",
             [.threshold, .flickVelocity]),
            (0.6, -100, "-100 pt/s at 0.6 is short of a flick back (-400 pt/s) and at or past the threshold 0.5",
             [.threshold, .flickVelocity]),
            (0.1, 400, "400 pt/s at 0.1 is a flick: at or above the flick velocity 400 pt/s", [.flickVelocity]),
            (0.9, -400, "-400 pt/s at 0.9 is a flick back: at or beyond -400 pt/s", [.flickVelocity]),
        ]
        for testCase in cases {
            let reason = rule.reason(progress: testCase.p, velocity: testCase.v, distance: 844)
            #expect(reason.text == testCase.text)
            #expect(reason.deciding == testCase.deciding)
        }
        let projection = ReleaseRule.projection(rate: .normal, threshold: 0.5)
            .reason(progress: 0.3, velocity: 300, distance: 844)
        #expect(projection.text == "300 pt/s at 0.3 coasts 149.7 pt (deceleration 0.998 per ms) to 0.4774, short of "
            + "the threshold 0.5")
        let anyOf = ReleaseRule.anyOf([ReleaseCondition(progress: 0.3), ReleaseCondition(progress: 0.1, speed: 100)])
        #expect(anyOf.reason(progress: 0.2, velocity: -50, distance: 200).text
            == "-50 pt/s at 0.2 meets no anyOf entry: progress ≥ 0.3 (progress short of 0.3); progress ≥ 0.1 and "
            + "speed ≥ 100 pt/s (speed 50 pt/s below 100 pt/s)")
        #expect(anyOf.reason(progress: 0.2, velocity: -150, distance: 200).text
            == "-150 pt/s at 0.2 meets anyOf entry 2: progress ≥ 0.1 and speed ≥ 100 pt/s")
    }

    /// The reason agrees with the decision on a grid of releases: a reason
    /// that said "short of" for a completing release would mislead.
    @Test func aReasonAgreesWithTheDecisionEverywhere() {
        let rules: [ReleaseRule] = [.threshold(0.5, flickVelocity: 300), .threshold(0.3, flickVelocity: nil),
                                    .projection(rate: .normal, threshold: 0.5)]
        for rule in rules {
            for p in stride(from: -0.2, through: 1.2, by: 0.1) {
                for v in stride(from: -1000.0, through: 1000, by: 125) {
                    let decision = rule.decide(progress: p, velocity: v, distance: 844)
                    let text = rule.reason(progress: p, velocity: v, distance: 844).text
                    let saysComplete = text.contains("at or past") || text.contains("a flick:")
                    #expect(saysComplete == (decision == .complete), "\(rule) \(p) \(v): \(text)")
                }
            }
        }
    }

    @Test func aDetentReasonNamesTheStops() {
        let result = Simulation.run({
            var request = SimulationRequest(subject: DetentTraceTests.sheet, releaseProgress: 0.5, releaseVelocity: 600)
            request.fromDetent = "half"
            return request
        }())
        let move = try! #require(result.detentMove)
        let reason = DetentReason.reason(
            rule: DetentTraceTests.sheet.motion.release, stops: move.stops, start: move.from, progress: 0.5,
            velocity: 600, distance: result.distance, chosen: move.to)
        #expect(move.to.name == "collapsed")
        #expect(reason.deciding == [.projection])
        #expect(reason.text.hasPrefix("600 pt/s at 0.5 (a drag from half) coasts 299.4 pt to "))
        #expect(reason.text.hasSuffix("of the way from half to collapsed, at or past the threshold 0.5: it rests at collapsed"))
    }

    /// At a sample's time the value is the sample's; between samples it is
    /// the runtime's value there, not an interpolation.
    @Test func aValueAtATimeIsTheSampleThere() throws {
        let result = Simulation.run(SimulationRequest(subject: sheet, releaseProgress: 0.4, releaseVelocity: 800))
        let dimming = ElementChannel(element: "dimming", property: "alpha")
        for index in [0, 1, 12, 40, result.samples.count - 1] {
            let sample = result.samples[index]
            let read = try #require(result.value(of: dimming, atTime: sample.t))
            #expect(read.value == sample.elementValues[0] && read.progress == sample.progress, "sample \(index)")
        }
        let between = try #require(result.value(of: dimming, atTime: 0.1 + 1.0 / 240))
        let settle = SettleMotion(motion: sheet.motion, releaseProgress: 0.4, releaseVelocity: 800, distance: 844)
        #expect(between.progress == settle.state(at: 0.1 + 1.0 / 240).progress)
        #expect(between.value == sheet.motion.dimmingAlpha(atProgress: between.progress))
        // Past the settle time it rests on the target.
        #expect(try #require(result.value(of: dimming, atTime: 30)).value == 0)
        #expect(result.value(of: ElementChannel(element: "card", property: "alpha"), atTime: 0) == nil)
    }

    /// A drag-only track read at a progress after the release goes back to
    /// its start as `TrackPhaseRule` carries it: flicked away from 0.25, half
    /// way to the target it shows half of what it showed at the release.
    @Test func aValueAtAProgressFollowsTheTrackPhase() throws {
        let shrink = ElementTracks(name: "photo", scale: .fromTo(1, 0.6, during: .drag))
        let subject = SimulationSubject(
            name: "Viewer", motion: TransitionMotion(spring: .dampingRatio(1, response: 0.4), elements: [shrink]),
            edge: .bottom)
        let result = Simulation.run(SimulationRequest(subject: subject, releaseProgress: 0.25, releaseVelocity: 1000))
        let scale = ElementChannel(element: "photo", property: "scale")
        #expect(result.decision == .complete)
        #expect(try #require(result.value(of: scale, atProgress: 0.25)) == 0.9)
        #expect(abs(try #require(result.value(of: scale, atProgress: 0.625)) - 0.95) < 1e-12)
        #expect(try #require(result.value(of: scale, atProgress: 1)) == 1)
    }

    @Test func aTraceIsReadAtItsLastRelease() throws {
        let csv = "t,x,y,event,vx,vy\n0,0,0,down\n0.1,0,100,move\n0.2,0,120,up\n0.25,0,0,down\n0.3,0,60,move\n0.35,0,700,up,0,2000\n"
        let result = TraceReplay.run(try GestureTrace.parseCSV(csv, file: "t.csv"), subject: sheet)
        let release = try #require(result.lastRelease)
        #expect(release.line == 7 && release.t == 0.35)
        let end = try #require(result.end)
        #expect(end.kind == .end(.complete))
        #expect(result.settleTimeAfterLastRelease == end.t - 0.35)
        // A flick carries even a critically damped spring past 1: on the
        // frames, a little less than the settle's exact peak.
        let flick = SettleMotion(motion: sheet.motion, releaseProgress: release.progress, releaseVelocity: 2000,
                                 distance: 844)
        let overshoot = try #require(result.overshootAfterLastRelease)
        #expect(overshoot <= flick.overshoot && overshoot > 0.99 * flick.overshoot, "\(overshoot) vs \(flick.overshoot)")
        let dimming = ElementChannel(element: "dimming", property: "alpha")
        let frame = try #require(result.timeline.samples.last { $0.t <= 0.3 })
        #expect(try #require(result.value(of: dimming, atTime: 0.3)).value == frame.elementValues[0])

        let held = "t,x,y,event\n0,0,0,down\n0.1,0,100,move\n0.2,0,120,up\n0.25,0,0,down\n0.3,0,60,move\n"
        let regrabbed = TraceReplay.run(try GestureTrace.parseCSV(held, file: "t.csv"), subject: sheet)
        #expect(regrabbed.lastRelease != nil && regrabbed.end == nil && regrabbed.settleTimeAfterLastRelease == nil)
    }

    @Test func aChannelsValuesLieWithinItsKeyframesAndControlPoints() {
        let fade = KeyframeTrack.fromTo(0.4, 0)
        #expect(ElementChannel.range(of: fade) == 0...0.4)
        let overshooting = KeyframeTrack.fromTo(0, 10, easing: .cubicBezier(0.3, -0.5, 0.7, 1.5))
        #expect(ElementChannel.range(of: overshooting) == -5...15)
        // Every value the track takes is inside that range.
        for p in stride(from: -0.5, through: 1.5, by: 0.01) {
            #expect((-5...15).contains(overshooting.value(atProgress: p)))
        }
        #expect(ElementChannel.range(of: KeyframeTrack.fromTo(0, 1, overshoot: .extrapolate)) == nil)
        let slide = ElementTracks(name: "below", translationX: .fromTo(-0.3, 0), translationXBasis: .container)
        let motion = TransitionMotion(spring: .dampingRatio(1, response: 0.4), elements: [slide])
        let range = ElementChannel.valueRange(ElementChannel(element: "below", property: "translationX"), in: motion,
                                              container: .iPhone)
        #expect(range.map { abs($0.lowerBound + 117) < 1e-9 && $0.upperBound == 0 } == true)
    }
}
