import Testing
@testable import TranspecRuntime

/// Drives a machine with scripted events and counts effects. Like the
/// UIKit driver, its frame clock runs only as the effects say: `run` delivers
/// frames only while the clock is started.
struct Driver {
    var machine: InteractionStateMachine
    var begins = 0, finishes = 0, cancels = 0, completions: [Bool] = []
    var shown: [Double] = []
    var displacements: [Double] = []
    var clockRunning = false
    var clockCommands: [FrameClockCommand] = []
    var time = 0.0

    init(_ motion: TransitionMotion, extent: Double = 400) {
        machine = InteractionStateMachine(motion: motion, containerExtent: extent)
    }

    @discardableResult
    mutating func send(_ event: InteractionEvent) -> InteractionEffects {
        let effects = machine.handle(event)
        if effects.beginTransition { begins += 1 }
        if let p = effects.updateProgress { shown.append(p) }
        if let x = effects.updateDisplacement { displacements.append(x) }
        #expect((effects.updateProgress == nil) == (effects.updateDisplacement == nil))
        if let command = effects.clock {
            clockCommands.append(command)
            clockRunning = command == .start
        }
        switch effects.end {
        case .complete: finishes += 1
        case .cancel: cancels += 1
        case nil: break
        }
        if let complete = effects.complete { completions.append(complete) }
        return effects
    }

    mutating func run(seconds: Double) {
        let end = time + seconds
        while time < end {
            time += 1.0 / 120
            if clockRunning { send(.frame(time: time)) }
        }
    }

    mutating func runToRest() { run(seconds: 10) }
}

@Suite struct InteractionStateMachineTests {
    static let motion = TransitionMotion(
        release: .threshold(0.5, flickVelocity: 300),
        spring: .dampingRatio(0.85, response: 0.35))

    @Test func fastFlickCompletes() {
        var d = Driver(Self.motion)
        d.send(.began)
        d.send(.changed(translation: 40))
        d.send(.changed(translation: 80))
        #expect(d.machine.progress == 0.2)
        d.send(.ended(velocity: 1500))
        #expect(d.machine.phase == .settling(.complete))
        #expect(d.machine.velocity == 1500.0 / 400)
        d.runToRest()
        #expect(d.machine.phase == .finished(.complete))
        #expect(d.begins == 1 && d.finishes == 1 && d.cancels == 0 && d.completions == [true])
        #expect(d.shown.last == 1)
    }

    @Test func slowReleaseBelowThresholdCancels() {
        var d = Driver(Self.motion)
        d.send(.began)
        d.send(.changed(translation: 100))
        d.send(.ended(velocity: 50))
        d.runToRest()
        #expect(d.machine.phase == .finished(.cancel))
        #expect(d.begins == 1 && d.finishes == 0 && d.cancels == 1 && d.completions == [false])
        #expect(d.shown.last == 0)
    }

    @Test func reversalPastZeroRubberBandsThenCancels() {
        var d = Driver(Self.motion)
        d.send(.began)
        d.send(.changed(translation: 100))
        d.send(.changed(translation: -100))
        let expected = -(1 - 1 / (0.25 * 0.55 + 1))
        #expect(abs(d.machine.progress - expected) < 1e-15)
        d.send(.ended(velocity: -200))
        #expect(d.machine.phase == .settling(.cancel))
        // Released already banded past the target: that counts as overshoot.
        // (and the outward velocity carries it a little further).
        #expect(d.machine.settle!.overshoot > -expected)
        d.runToRest()
        #expect(d.cancels == 1 && d.completions == [false] && d.shown.last == 0)
        // Without a rubber band progress clamps at 0.
        var clamped = Self.motion
        clamped.rubberBand = nil
        var c = Driver(clamped)
        c.send(.began)
        c.send(.changed(translation: -100))
        #expect(c.machine.progress == 0)
    }

    @Test func regrabDuringSettleIsContinuous() {
        var d = Driver(Self.motion)
        d.send(.began)
        d.send(.changed(translation: 200))
        d.send(.ended(velocity: -400))
        #expect(d.machine.phase == .settling(.cancel))
        d.run(seconds: 0.1)
        let shown = d.machine.progress
        #expect(shown > 0.05 && shown < 0.5)
        let grab = d.send(.began)
        #expect(!grab.beginTransition && grab.updateProgress == shown)
        #expect(d.machine.phase == .tracking)
        d.send(.changed(translation: 0))
        #expect(abs(d.machine.progress - shown) < 1e-12)
        d.send(.changed(translation: 100))
        #expect(abs(d.machine.progress - (shown + 0.25)) < 1e-12)
        d.send(.ended(velocity: 800))
        let settle = d.machine.settle!
        #expect(settle.decision == .complete)
        #expect(settle.spring.initialVelocity == 2)
        #expect(abs(settle.state(at: 0).progress - d.machine.progress) < 1e-12)
        d.send(.frame(time: d.time))  // first settle frame: elapsed 0
        #expect(abs(d.shown.last! - (shown + 0.25)) < 1e-12)
        d.runToRest()
        #expect(d.begins == 1 && d.finishes == 1 && d.cancels == 0 && d.completions == [true])
    }

    @Test func regrabInsideTheRubberBandKeepsProgress() {
        var d = Driver(Self.motion)
        d.send(.began)
        d.send(.changed(translation: 600))  // raw 1.5, banded
        let banded = d.machine.progress
        d.send(.ended(velocity: 0))
        d.send(.frame(time: 0))
        d.send(.began)
        d.send(.changed(translation: 0))
        #expect(abs(d.machine.progress - banded) < 1e-12)
    }

    @Test func duplicateAndOutOfOrderEventsAreNoOps() {
        var d = Driver(Self.motion)
        #expect(d.send(.changed(translation: 50)) == .none)
        #expect(d.send(.ended(velocity: 900)) == .none)
        #expect(d.send(.cancelled) == .none)
        #expect(d.send(.frame(time: 0)) == .none)
        d.send(.began)
        #expect(d.send(.began) == .none)
        d.send(.changed(translation: 300))
        d.send(.ended(velocity: 0))
        #expect(d.send(.ended(velocity: -5000)) == .none)
        #expect(d.send(.changed(translation: 0)) == .none)
        d.run(seconds: 0.05)
        let before = d.machine.progress
        #expect(d.send(.frame(time: 0.001)) == .none)  // back in time
        #expect(d.machine.progress == before)
        d.runToRest()
        for event in [InteractionEvent.began, .changed(translation: 1), .ended(velocity: 1), .cancelled, .frame(time: 99)] {
            #expect(d.send(event) == .none)
        }
        #expect(d.begins == 1 && d.finishes == 1 && d.cancels == 0 && d.completions == [true])
    }

    @Test func systemCancelSettlesToCancelWithoutVelocity() {
        var d = Driver(Self.motion)
        d.send(.began)
        d.send(.changed(translation: 300))
        d.send(.cancelled)
        #expect(d.machine.phase == .settling(.cancel))
        #expect(d.machine.settle!.spring.initialVelocity == 0)
        d.runToRest()
        #expect(d.begins == 1 && d.cancels == 1 && d.finishes == 0 && d.completions == [false])
    }

    @Test func notInterruptibleIgnoresRegrab() {
        var motion = Self.motion
        motion.interruptible = false
        var d = Driver(motion)
        d.send(.began)
        d.send(.changed(translation: 300))
        d.send(.ended(velocity: 0))
        d.run(seconds: 0.05)
        #expect(d.send(.began) == .none)
        #expect(d.machine.phase == .settling(.complete))
        d.runToRest()
        #expect(d.begins == 1 && d.finishes == 1)
    }

    @Test func bothDirectionsUsesDisplacementDirection() {
        var motion = Self.motion
        motion.directions = .both
        var d = Driver(motion)
        d.send(.began)
        d.send(.changed(translation: -200))
        #expect(d.machine.progress == 0.5)
        d.send(.ended(velocity: -1000))
        #expect(d.machine.phase == .settling(.complete))
        #expect(d.machine.settle!.spring.initialVelocity == 2.5)
        d.runToRest()
        #expect(d.completions == [true])
    }

    @Test func settleReachesTargetExactlyAtSettleTime() {
        var d = Driver(Self.motion)
        d.send(.began)
        d.send(.changed(translation: 220))
        d.send(.ended(velocity: 100))
        d.send(.frame(time: 0))
        let settleTime = d.machine.settle!.settleTime
        #expect(d.send(.frame(time: settleTime - 1e-6)).end == nil)
        let last = d.send(.frame(time: settleTime))
        #expect(last.end == .complete && last.updateProgress == 1)
    }

    // MARK: - Signed displacement (directions: both)

    @Test func bothDirectionsMovesTheViewTheWayItIsDragged() {
        var motion = Self.motion
        motion.directions = .both
        var d = Driver(motion)
        d.send(.began)
        // Against the edge: progress grows, the view moves against the edge.
        let up = d.send(.changed(translation: -200))
        #expect(up.updateProgress == 0.5 && up.updateDisplacement == -0.5)
        #expect(d.machine.side == -1)
        d.send(.ended(velocity: -1000))
        #expect(d.machine.phase == .settling(.complete))
        d.runToRest()
        #expect(d.completions == [true])
        // Every frame of the settle, and the rest, is on the dragged side.
        let settle = d.displacements.dropFirst(2)
        #expect(!settle.isEmpty && settle.allSatisfy { $0 < 0 }, "\(Array(settle))")
        #expect(d.displacements.last == -1 && d.shown.last == 1)
    }

    @Test func bothDirectionsFollowsTheFingerAcrossTheStart() {
        var motion = Self.motion
        motion.directions = .both
        var d = Driver(motion)
        d.send(.began)
        #expect(d.send(.changed(translation: 100)).updateDisplacement == 0.25)
        #expect(d.send(.changed(translation: -100)).updateDisplacement == -0.25)
        #expect(d.send(.changed(translation: 40)).updateDisplacement == 0.1)
    }

    @Test func bothDirectionsRegrabKeepsTheSide() {
        var motion = Self.motion
        motion.directions = .both
        var d = Driver(motion)
        d.send(.began)
        d.send(.changed(translation: -120))
        d.send(.ended(velocity: 0))
        d.run(seconds: 0.05)
        let before = d.machine.progress
        let grab = d.send(.began)
        #expect(grab.updateDisplacement == -before)
        // A drag toward the edge now brings the view back toward the start.
        let moved = d.send(.changed(translation: 40))
        #expect(abs(moved.updateDisplacement! - (-before + 0.1)) < 1e-12)
    }

    @Test func towardEdgeDisplacementIsProgress() {
        var d = Driver(Self.motion)
        d.send(.began)
        let drag = d.send(.changed(translation: -100))
        #expect(drag.updateDisplacement == drag.updateProgress)
    }

    // MARK: - Frame clock

    @Test func clockCommandsFollowThePhases() {
        var d = Driver(Self.motion)
        #expect(d.send(.began).clock == nil)
        #expect(d.send(.changed(translation: 300)).clock == nil)
        #expect(d.send(.ended(velocity: 0)).clock == .start)
        d.run(seconds: 0.05)
        #expect(d.send(.began).clock == .stop)
        #expect(d.send(.began).clock == nil)
        #expect(d.send(.cancelled).clock == .start)
        d.runToRest()
        #expect(d.clockCommands == [.start, .stop, .start, .stop])
        #expect(!d.clockRunning && d.completions == [false])
    }

    @Test func aGrabOnANonInterruptibleSettleLeavesTheClockRunning() {
        var motion = Self.motion
        motion.interruptible = false
        var d = Driver(motion)
        d.send(.began)
        d.send(.changed(translation: 300))
        d.send(.ended(velocity: 0))
        d.run(seconds: 0.05)
        let grab = d.send(.began)
        #expect(grab.clock == nil && grab == .none)
        #expect(d.clockRunning)
        // The driver keeps delivering frames, so the settle reaches rest.
        d.runToRest()
        #expect(d.machine.phase == .finished(.complete))
        #expect(d.begins == 1 && d.finishes == 1 && d.completions == [true])
        #expect(d.clockCommands == [.start, .stop])
    }

    // MARK: - Play (no gesture)

    @Test func playRunsToTheTargetAndCompletesWithoutInteractiveCalls() {
        var d = Driver(Self.motion)
        let first = d.send(.play(from: 1, toward: .cancel))
        #expect(first.clock == .start && first.updateProgress == 1 && !first.beginTransition)
        #expect(d.send(.began) == .none)  // Not grabbable.
        d.runToRest()
        #expect(d.machine.phase == .finished(.cancel))
        #expect(d.shown.last == 0)
        #expect(d.finishes == 0 && d.cancels == 0 && d.completions == [true])
        #expect(d.clockCommands == [.start, .stop])
    }

    @Test func playOnlyFromIdle() {
        var d = Driver(Self.motion)
        d.send(.began)
        #expect(d.send(.play(from: 0, toward: .complete)) == .none)
        #expect(d.machine.phase == .tracking)
    }
}
