import Testing
@testable import TranspecRuntime

/// The state machine on a detent sheet (collapsed 120 pt, half 50 %, full
/// 100 % of 390 × 844 pt; projection release), against `DetentSettle`, the
/// release `simulate --from-detent` prints.
@Suite struct DetentStateMachineTests {
    let container = ContainerSize.iPhone

    func motion(dismissible: Bool = true) -> TransitionMotion {
        TransitionMotion(
            release: .projection(rate: .normal, threshold: 0.5), spring: .dampingRatio(1, response: 0.35),
            detents: DetentPlan(detents: [
                SheetDetent(name: "collapsed", height: .points(120)),
                SheetDetent(name: "half", height: .fraction(0.5)),
                SheetDetent(name: "full", height: .fraction(1)),
            ], dismissible: dismissible))
    }

    /// With `initial`, the sheet starts at that detent when no detent is
    /// named (where the presentation leaves it), and a drag starts there.
    @Test func aSheetWithAnInitialDetentStartsThere() throws {
        var motion = motion(dismissible: false)
        motion.detents?.initial = "collapsed"
        let plan = try #require(motion.detents)
        let collapsed = try #require(plan.stop(named: "collapsed", in: container, distance: 844))
        var machine = InteractionStateMachine(motion: motion, sheetIn: container)
        #expect(machine.restingDetent == "collapsed")
        #expect(machine.progress == collapsed.progress)
        // A short drag up from collapsed, let go at rest: it stays at collapsed.
        _ = drag(&machine, points: -20, velocity: 0)
        #expect(machine.restingDetent == "collapsed")
        // A named detent still wins over the initial one.
        #expect(InteractionStateMachine(motion: motion, sheetIn: container, restingAt: "half").restingDetent == "half")
        motion.detents?.initial = nil
        #expect(InteractionStateMachine(motion: motion, sheetIn: container).restingDetent == "full")
    }

    /// Drags `points` down from rest and lets go at `velocity`; returns the
    /// effects of the frame that ends it and the progress of every frame.
    func drag(_ machine: inout InteractionStateMachine, points: Double, velocity: Double)
        -> (end: InteractionEffects, frames: [Double]) {
        let begin = machine.handle(.began)
        #expect(begin.updateProgress == machine.progress)
        _ = machine.handle(.changed(translation: points))
        _ = machine.handle(.ended(velocity: velocity))
        var frames: [Double] = []
        for frame in 0..<600 {
            let effects = machine.handle(.frame(time: Double(frame) / 120))
            if effects.end != nil || effects.complete != nil { return (effects, frames) }
            frames.append(machine.progress)
        }
        Issue.record("never came to rest")
        return (.none, frames)
    }

    /// The motion the machine plays equals `DetentSettle` from the same
    /// release, frame by frame.
    func expectMatchesDetentSettle(_ frames: [Double], motion: TransitionMotion, from start: String,
                                   progress: Double, velocity: Double) -> DetentSettle {
        let plan = motion.detents!
        let distance = 844.0
        let settle = DetentSettle(
            motion: motion, plan: plan, container: container, distance: distance,
            start: plan.stop(named: start, in: container, distance: distance), progress: progress,
            velocity: velocity, viewVelocity: velocity * motion.trackingSlope(forRaw: progress))
        for (index, shown) in frames.enumerated() {
            #expect(abs(shown - settle.settle.state(at: Double(index) / 120).progress) <= 1e-9, "frame \(index)")
        }
        return settle
    }

    @Test func fullToHalfRestsAtHalfWithoutDismissing() {
        let motion = motion()
        var machine = InteractionStateMachine(motion: motion, sheetIn: container)
        #expect(machine.restingDetent == "full")
        let (end, frames) = drag(&machine, points: 380, velocity: 200)
        #expect(end.end == .cancel && end.complete == false)
        #expect(machine.restingDetent == "half")
        #expect(machine.progress == 0.5)
        let settle = expectMatchesDetentSettle(frames, motion: motion, from: "full", progress: 380.0 / 844, velocity: 200)
        #expect(settle.stop.progress == 0.5 && frames.count > 10)
    }

    @Test func halfToCollapsedStartsWhereTheSheetRests() {
        let motion = motion()
        var machine = InteractionStateMachine(motion: motion, sheetIn: container, restingAt: "half")
        #expect(machine.progress == 0.5)
        let (end, frames) = drag(&machine, points: 150, velocity: 400)
        #expect(end.end == .cancel)
        #expect(machine.restingDetent == "collapsed")
        #expect(machine.progress == 724.0 / 844)
        _ = expectMatchesDetentSettle(frames, motion: motion, from: "half", progress: 0.5 + 150.0 / 844, velocity: 400)
    }

    @Test func aFlickFromCollapsedDismissesOnlyIfDismissible() {
        var machine = InteractionStateMachine(motion: motion(), sheetIn: container, restingAt: "collapsed")
        let (end, _) = drag(&machine, points: 20, velocity: 2500)
        #expect(end.end == .complete && end.complete == true)
        #expect(machine.progress == 1 && machine.restingDetent == nil)

        var kept = InteractionStateMachine(motion: motion(dismissible: false), sheetIn: container, restingAt: "collapsed")
        let (keptEnd, _) = drag(&kept, points: 20, velocity: 2500)
        #expect(keptEnd.end == .cancel && kept.restingDetent == "collapsed")
    }

    /// At rest on a detent the next drag begins a new dismissal from there.
    @Test func aSecondDragBeginsFromTheDetent() {
        var machine = InteractionStateMachine(motion: motion(), sheetIn: container)
        _ = drag(&machine, points: 380, velocity: 200)
        let again = machine.handle(.began)
        #expect(again.beginTransition && again.updateProgress == 0.5)
        _ = machine.handle(.changed(translation: -422))
        #expect(abs(machine.progress) < 1e-12)
    }

    /// A re-grab mid-move does not jump, and the next flick counts from the
    /// detent the interrupted move was heading to.
    @Test func reGrabMidMove() {
        var machine = InteractionStateMachine(motion: motion(), sheetIn: container)
        _ = machine.handle(.began)
        _ = machine.handle(.changed(translation: 380))
        _ = machine.handle(.ended(velocity: 200))
        _ = machine.handle(.frame(time: 0))
        _ = machine.handle(.frame(time: 0.05))
        let shown = machine.progress
        #expect(shown > 380.0 / 844 && shown < 0.5)
        let grab = machine.handle(.began)
        #expect(grab.updateProgress == shown && machine.phase == .tracking)
        #expect(machine.dragStart?.progress == 0.5)
        _ = machine.handle(.changed(translation: -300))
        _ = machine.handle(.ended(velocity: -900))
        var time = 0.1
        while machine.handle(.frame(time: time)).end == nil, time < 5 { time += 1.0 / 120 }
        #expect(machine.restingDetent == "full" && machine.progress == 0)
    }

    @Test func aSystemCancelReturnsToTheStartingDetent() {
        var machine = InteractionStateMachine(motion: motion(), sheetIn: container, restingAt: "half")
        _ = machine.handle(.began)
        _ = machine.handle(.changed(translation: 300))
        _ = machine.handle(.cancelled)
        var time = 0.0
        while machine.handle(.frame(time: time)).end == nil, time < 5 { time += 1.0 / 120 }
        #expect(machine.progress == 0.5 && machine.restingDetent == "half")
    }

    /// Without detents the sheet initializer is the plain machine.
    @Test func noDetentsIsThePlainMachine() {
        let plain = TransitionMotion(spring: .dampingRatio(1, response: 0.35))
        #expect(InteractionStateMachine(motion: plain, sheetIn: container)
                == InteractionStateMachine(motion: plain, containerExtent: 844))
    }

    /// Where the presentation controller lays the sheet out, and the move
    /// `setDetent(_:of:animated:)` plays: the offset a drag leaves the sheet
    /// at, and the spring a release at rest to that detent plays.
    @Test func theRestingOffsetAndTheMoveFromCodeAreTheDragsOwn() {
        let plan = TransitionPlan(motion: motion(), edge: .bottom, movement: .departure, gesture: .pan)
        var machine = InteractionStateMachine(motion: plan.motion, sheetIn: container)
        let (end, _) = drag(&machine, points: 300, velocity: 0)
        #expect(end.end == .cancel && machine.restingDetent == "half")
        let rest = plan.detentRest(named: machine.restingDetent, in: container)
        #expect(rest?.name == "half" && rest?.offset == plan.offset(atDisplacement: machine.progress, travel: 844))
        #expect(rest?.offset == 422)
        #expect(plan.detentRest(named: nil, in: container)?.name == "full")
        #expect(plan.detentRest(named: "nope", in: container)?.offset == 0)
        let move = plan.detentMove(from: "half", to: "collapsed", in: container)
        #expect(move?.target == 724.0 / 844 && move?.releaseProgress == 0.5 && move?.decision == .cancel)
        #expect(move?.settleTime == SettleMotion(
            motion: plan.motion, releaseProgress: 0.5, releaseVelocity: 0, distance: 844, decision: .cancel,
            target: 724.0 / 844).settleTime)
        #expect(plan.detentMove(from: "half", to: "nope", in: container) == nil)
        var reversed = plan
        reversed.isReversed = true
        #expect(reversed.detentRest(named: nil, in: container) == nil && !reversed.isDetentSheet)
    }
}
