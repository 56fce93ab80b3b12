import Testing
@testable import TranspecRuntime

/// The Maps-style sheet: collapsed 120 pt, half 50 %, full 100 % of a
/// 390 × 844 pt container, dismissal travel D = 844 pt.
@Suite struct DetentTests {
    let container = ContainerSize.iPhone
    let distance = 844.0
    let spring = Spring.dampingRatio(1, response: 0.4)

    func plan(dismissible: Bool = true, frame: RestingFrame = RestingFrame()) -> DetentPlan {
        DetentPlan(detents: [
            SheetDetent(name: "collapsed", height: .points(120)),
            SheetDetent(name: "half", height: .fraction(0.5)),
            SheetDetent(name: "full", height: .fraction(1)),
        ], dismissible: dismissible, frame: frame)
    }

    func choose(_ release: ReleaseRule, from start: String = "full", at progress: Double, velocity: Double,
                dismissible: Bool = true) -> String {
        let plan = plan(dismissible: dismissible)
        let stops = plan.stops(in: container, distance: distance)
        let stop = DetentChoice.choose(
            among: stops, release: release, start: plan.stop(named: start, in: container, distance: distance)!.progress,
            progress: progress, velocity: velocity, distance: distance)
        return stop.detent.map { plan.detents[$0].name } ?? "dismissed"
    }

    /// `largestUndimmed: half`: a dimming track that would still be dark
    /// below half (0.4 → 0 over the whole travel) is 0 from half's progress
    /// on, in every container the plan is keyed to, and the detent's rest
    /// says so too; above half the track plays. Without the key it dims.
    @Test func nothingDimsAtAndBelowTheLargestUndimmedDetent() {
        var detents = plan()
        detents.largestUndimmed = "half"
        let motion = TransitionMotion(
            distance: .points(distance), spring: spring,
            dimming: KeyframeTrack(keyframes: [Keyframe(at: 0, value: 0.4), Keyframe(at: 1, value: 0)]),
            detents: detents)
        let sheet = TransitionPlan(motion: motion, edge: .bottom, movement: .departure, gesture: .pan)
        let keyed = sheet.keyingDetents(in: container).motion
        let half = 422.0 / 844
        #expect(abs(keyed.dimmingAlpha(atProgress: 0.25) - 0.3) < 1e-12)
        #expect(keyed.dimmingAlpha(atProgress: half.nextDown) > 0.2)
        #expect(keyed.dimmingAlpha(atProgress: half) == 0)
        #expect(keyed.dimmingAlpha(atProgress: 0.9) == 0)
        #expect(sheet.detentRest(named: "half", in: container)?.dimmingAlpha == 0)
        #expect(sheet.detentRest(named: "collapsed", in: container)?.dimmingAlpha == 0)
        #expect(sheet.detentRest(named: "full", in: container)?.dimmingAlpha == 0.4)
        // In a 1366 pt iPad half (683 pt) is (1366 − 683)/844 = 0.809 down the
        // 844 pt travel: it cuts off there, not at the iPhone's 0.5.
        let iPad = sheet.keyingDetents(in: ContainerSize(width: 1024, height: 1366)).motion
        #expect(iPad.dimmingAlpha(atProgress: 0.5) > 0.1)
        #expect(iPad.dimmingAlpha(atProgress: 0.81) == 0)
        var dims = sheet
        dims.motion.detents?.largestUndimmed = nil
        #expect(dims.keyingDetents(in: container).motion.dimmingAlpha(atProgress: 0.9) > 0)
    }

    @Test func stopsRunFromTheTallestDetentToTheDismissal() {
        let stops = plan().stops(in: container, distance: distance)
        #expect(stops.map(\.detent) == [2, 1, 0, nil])
        #expect(stops.map(\.progress) == [0, 422.0 / 844, 724.0 / 844, 1])
        #expect(plan(dismissible: false).stops(in: container, distance: distance).count == 3)
    }

    /// On a notched iPhone (top 59, bottom 34) heights are measured within
    /// the 751 pt safe area, as `UISheetPresentationController` resolves a
    /// detent: 120 pt shows 120 + 34, 50 % shows 375.5 + 34, and 100 %
    /// stops below the top inset at 844 − 59 = 785 pt.
    @Test func heightsAreMeasuredWithinTheSafeArea() {
        let notched = ContainerSize(width: 390, height: 844, safeArea: FrameInsets(top: 59, bottom: 34))
        #expect(notched.safeHeight == 751)
        #expect(plan().heights(in: notched) == [154, 409.5, 785])
        let progress: [Double] = [59.0 / 844, 434.5 / 844, 690.0 / 844, 1]
        #expect(plan().stops(in: notched, distance: distance).map(\.progress) == progress)
        // The frame still caps them: a 92 % frame (776.48 pt) is lower than the top inset.
        let framed = plan(frame: RestingFrame(height: .fraction(0.92)))
        let capped: [Double] = [154, 409.5, 0.92 * 844]
        #expect(framed.heights(in: notched) == capped)
        // Without a safe area nothing changes.
        #expect(plan().heights(in: container) == [120, 422, 844])
    }

    /// A detent never rises above the resting frame: 100 % of a frame with a
    /// 60 pt top inset is the frame's 784 pt, progress 0.
    @Test func aDetentIsClampedToTheFrame() {
        let plan = plan(frame: RestingFrame(insets: FrameInsets(top: 60)))
        #expect(plan.heights(in: container) == [120, 422, 784])
        #expect(plan.stops(in: container, distance: 784).map(\.progress) == [0, 362.0 / 784, 664.0 / 784, 1])
    }

    /// One detent at the frame plus the dismissal is a plain dismissal: the
    /// choice equals `ReleaseRule.decide` everywhere, flicks and ties included.
    @Test func oneDetentAndTheDismissalDecideAsTheReleaseRule() {
        let plan = DetentPlan(detents: [SheetDetent(name: "full", height: .fraction(1))])
        let stops = plan.stops(in: container, distance: distance)
        let rules: [ReleaseRule] = [.standard, .projection(rate: .normal, threshold: 0.5),
                                    .projection(rate: .fast, threshold: 0.3), .threshold(0.4, flickVelocity: nil)]
        var seen: Set<Bool> = []
        for rule in rules {
            for progress in stride(from: -0.3, through: 1.3, by: 0.05) {
                for velocity in stride(from: -3000.0, through: 3000, by: 150) {
                    let stop = DetentChoice.choose(
                        among: stops, release: rule, start: 0, progress: progress, velocity: velocity, distance: distance)
                    let decision = rule.decide(progress: progress, velocity: velocity, distance: distance)
                    #expect((stop.detent == nil) == (decision == .complete), "\(rule) \(progress) \(velocity)")
                    seen.insert(stop.detent == nil)
                }
            }
        }
        #expect(seen == [true, false])
    }

    /// Projection at `normal` (0.998/ms) coasts v·0.499 s: from half
    /// (422 pt) toward collapsed (724 pt) the midpoint is 151 pt away, so
    /// the boundary is 151/0.499 = 302.6 pt/s.
    @Test func projectionPicksTheDetentNearestWhereTheSheetWouldCoast() {
        let rule = ReleaseRule.projection(rate: .normal, threshold: 0.5)
        let half = 0.5
        #expect(choose(rule, from: "half", at: half, velocity: 302) == "half")
        #expect(choose(rule, from: "half", at: half, velocity: 303) == "collapsed")
        #expect(choose(rule, from: "half", at: half, velocity: -422 / 0.499 / 2 + 1) == "half")
        #expect(choose(rule, from: "half", at: half, velocity: -422 / 0.499 / 2 - 1) == "full")
        // A hard flick from full coasts past every detent: dismissed.
        #expect(choose(rule, at: 0, velocity: 3000) == "dismissed")
        #expect(choose(rule, at: 0, velocity: 3000, dismissible: false) == "collapsed")
        // At rest between collapsed (0.858) and the dismissal, nearest wins.
        #expect(choose(rule, from: "collapsed", at: 0.92, velocity: 0) == "collapsed")
        #expect(choose(rule, from: "collapsed", at: 0.93, velocity: 0) == "dismissed")
    }

    /// Threshold form: a flick leaves the start detent for the next one in
    /// its direction, even when the finger had moved the other way first.
    @Test func aFlickGoesToTheNextDetentInItsDirection() {
        let rule = ReleaseRule.standard
        #expect(choose(rule, from: "half", at: 0.45, velocity: 400) == "collapsed")
        #expect(choose(rule, from: "half", at: 0.55, velocity: -400) == "full")
        #expect(choose(rule, from: "half", at: 0.9, velocity: 400) == "dismissed")
        #expect(choose(rule, from: "collapsed", at: 0.86, velocity: 400) == "dismissed")
        #expect(choose(rule, from: "collapsed", at: 0.86, velocity: 400, dismissible: false) == "collapsed")
        #expect(choose(rule, from: "full", at: -0.1, velocity: -400) == "full")
        // Slower than the flick: the position decides, halfway between stops.
        #expect(choose(rule, from: "half", at: 0.6789, velocity: 299) == "half")
        #expect(choose(rule, from: "half", at: 0.6790, velocity: 299) == "collapsed")
        #expect(choose(rule, from: "full", at: 0.999, velocity: 0, dismissible: false) == "collapsed")
    }

    /// The spring starts at the release with the view's velocity and comes
    /// to rest on the chosen detent; a dismissal completes with the complete
    /// spring, a detent rests with the cancel spring.
    @Test func theSpringCarriesTheReleaseVelocityToTheDetent() {
        let complete = Spring(stiffness: 400, damping: 40), cancel = Spring.dampingRatio(1, response: 0.4)
        var motion = TransitionMotion(release: .projection(rate: .normal, threshold: 0.5),
                                      completeSpring: complete, cancelSpring: cancel)
        motion.detents = plan()
        let move = DetentSettle(
            motion: motion, plan: plan(), container: container, distance: distance,
            start: plan().stop(named: "half", in: container, distance: distance), progress: 0.55, velocity: 600)
        #expect(move.stop.detent == 0 && move.settle.decision == .cancel)
        #expect(move.settle.target == 724.0 / 844 && move.settle.spring.spring == cancel)
        #expect(move.settle.state(at: 0) == (0.55, 600 / distance))
        let end = move.settle.state(at: move.settle.settleTime)
        #expect(abs(end.progress - 724.0 / 844) * distance <= 0.5 + 1e-9 && abs(end.velocity) * distance <= 5 + 1e-9)
        #expect(move.settle.settleTime > 0.3 && move.settle.settleTime < 0.8)
        // Critically damped and slower than ω·gap: no overshoot past the
        // detent (the 0.308 from the release to it is travel, not overshoot).
        #expect(move.settle.overshoot == 0)
        let away = DetentSettle(motion: motion, plan: plan(), container: container, distance: distance,
                                progress: 0.9, velocity: 1000)
        #expect(away.stop.detent == nil && away.settle.decision == .complete && away.settle.target == 1)
        #expect(away.settle.spring.spring == complete)
    }
}
