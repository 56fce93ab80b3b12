import Testing
@testable import TranspecRuntime

/// The state machine over every (phase, event) pair, and over long random
/// event sequences, against the lifecycle contract: the transition begins at
/// most once and before anything else, ends and completes at most once and
/// only at rest, nothing happens after the end, and the view never jumps
/// when grabbed.
@Suite struct StateMachinePropertyTests {
    static let motions: [(String, TransitionMotion)] = [
        ("banded", TransitionMotion(release: .threshold(0.5, flickVelocity: 300), spring: .dampingRatio(0.6, response: 0.4))),
        ("unbanded overshoot", TransitionMotion(
            release: .threshold(0.5, flickVelocity: 300), spring: .dampingRatio(0.3, response: 0.4), rubberBand: nil)),
        ("both directions", TransitionMotion(
            release: .projection(rate: .normal, threshold: 0.5), spring: .dampingRatio(0.5, response: 0.3),
            directions: .both)),
        ("not interruptible", TransitionMotion(
            release: .threshold(0.4, flickVelocity: 300), spring: .dampingRatio(1, response: 0.3),
            interruptible: false)),
        ("decay", TransitionMotion(
            release: .threshold(0.5, flickVelocity: 300), spring: .dampingRatio(0.8, response: 0.35),
            decay: DecayPhase(rate: .normal, handoffVelocity: 100))),
    ]

    /// One machine brought to each phase by ordinary events.
    static func machine(in phase: String, _ motion: TransitionMotion) -> InteractionStateMachine {
        var machine = InteractionStateMachine(motion: motion, containerExtent: 400)
        switch phase {
        case "idle": break
        case "tracking":
            _ = machine.handle(.began)
            _ = machine.handle(.changed(translation: 120))
        case "settling":
            _ = machine.handle(.began)
            _ = machine.handle(.changed(translation: 120))
            _ = machine.handle(.ended(velocity: 900))
            _ = machine.handle(.frame(time: 1))
            _ = machine.handle(.frame(time: 1.05))
        case "playing":
            _ = machine.handle(.play(from: 0, toward: .complete))
            _ = machine.handle(.frame(time: 1))
        default:  // finished
            _ = machine.handle(.began)
            _ = machine.handle(.ended(velocity: -900))
            for step in 0...1200 { _ = machine.handle(.frame(time: 1 + Double(step) / 120)) }
        }
        return machine
    }

    static let events: [InteractionEvent] = [
        .began, .changed(translation: 30), .changed(translation: -500), .ended(velocity: 0),
        .ended(velocity: 2000), .ended(velocity: -2000), .cancelled, .frame(time: 0.5), .frame(time: 1.2),
        .frame(time: 100), .play(from: 0, toward: .cancel), .changed(translation: .nan),
        .ended(velocity: .nan), .frame(time: .infinity), .frame(time: .nan), .play(from: .nan, toward: .complete),
    ]

    /// Every phase × every event: the phase after it is one the contract
    /// allows, and the effects fit the transition.
    @Test(arguments: ["idle", "tracking", "settling", "playing", "finished"])
    func everyEventInEveryPhase(_ phase: String) {
        for (name, motion) in Self.motions {
            for event in Self.events {
                var machine = Self.machine(in: phase, motion)
                let before = machine.phase
                let shownBefore = machine.progress
                let effects = machine.handle(event)
                let after = machine.phase
                let context = "\(name), \(phase), \(event)"
                // Begins only from idle, by a touch.
                #expect(effects.beginTransition == (before == .idle && event == .began), "\(context)")
                // Ends only by reaching rest while settling.
                if effects.end != nil || effects.complete != nil {
                    guard case .settling = before, case .finished = after else {
                        Issue.record("an end outside settling → finished: \(context)")
                        continue
                    }
                }
                if case .finished = before {
                    #expect(effects == .none && after == before, "\(context)")
                }
                // Allowed moves.
                switch (before, after) {
                case (.idle, .idle), (.idle, .tracking), (.idle, .settling),
                     (.tracking, .tracking), (.tracking, .settling),
                     (.settling, .settling), (.settling, .tracking), (.settling, .finished),
                     (.finished, .finished):
                    break
                default:
                    Issue.record("\(before) → \(after): \(context)")
                }
                // Everything shown is a number.
                if let shown = effects.updateProgress { #expect(shown.isFinite, "\(context)") }
                #expect(machine.progress.isFinite, "\(context)")
                // A grab while settling shows exactly where the view was.
                if event == .began, case .settling = before, after == .tracking {
                    #expect(effects.updateProgress == shownBefore, "\(context)")
                    #expect(machine.handle(.changed(translation: 0)).updateProgress == shownBefore, "\(context)")
                }
            }
        }
    }

    /// Long random gestures, fed as UIKit would (frames only while the
    /// clock runs, times increasing), then left to settle: every one
    /// begins at most once, ends exactly once if it began, and never jumps
    /// under a grabbing finger.
    @Test func randomSequencesKeepTheContract() {
        var rng = SplitMix64(state: 0x5EED)
        var ended = 0
        for sequence in 0..<4_000 {
            let (name, motion) = Self.motions[sequence % Self.motions.count]
            // The same driver as InteractionStateMachineTests: it counts the
            // effects and runs the frame clock only as the machine says.
            var d = Driver(motion, extent: 300 + 500 * rng.uniform(0, 1))
            var finger = 0.0
            func send(_ event: InteractionEvent) {
                let before = d.machine.phase, shownBefore = d.machine.progress, begun = d.begins > 0
                let effects = d.send(event)
                if !begun && !effects.beginTransition { #expect(effects.updateProgress == nil) }
                if event == .began, case .settling = before, d.machine.phase == .tracking {
                    #expect(effects.updateProgress == shownBefore, "\(name) #\(sequence) grab jumped")
                }
            }
            for _ in 0..<(5 + Int(rng.uniform(0, 1) * 60)) {
                let roll = rng.uniform(0, 1)
                if roll < 0.15 {
                    finger = 0
                    send(.began)
                } else if roll < 0.55 {
                    finger += (rng.uniform(0, 1) - 0.4) * 120
                    send(.changed(translation: finger))
                } else if roll < 0.7 {
                    send(.ended(velocity: (rng.uniform(0, 1) - 0.5) * 6000))
                } else if roll < 0.73 {
                    send(.cancelled)
                } else if roll < 0.74 {
                    send(.ended(velocity: .nan))
                } else if d.clockRunning {
                    d.time += 1.0 / 120
                    send(.frame(time: d.time))
                }
            }
            // Let go, then let it rest.
            send(.ended(velocity: 0))
            d.run(seconds: 50)
            let ends = d.finishes + d.cancels
            #expect(d.begins <= 1 && ends <= 1 && d.completions.count <= 1, "\(name) #\(sequence)")
            if d.begins == 1 {
                #expect(d.completions.count == 1, "\(name) #\(sequence): began but never completed")
                if case .finished = d.machine.phase {} else { Issue.record("\(name) #\(sequence): not at rest") }
                ended += 1
            }
            #expect(!d.clockRunning, "\(name) #\(sequence): the clock still runs at rest")
        }
        // The property means something only if most sequences began.
        #expect(ended > 3_000)
    }

    /// The audit's case: an overshoot past 1 without a rubber band, grabbed.
    @Test func grabbingAnUnbandedOvershootDoesNotJump() throws {
        let motion = TransitionMotion(
            release: .threshold(0.5, flickVelocity: 300), spring: .dampingRatio(0.3, response: 0.4), rubberBand: nil)
        var machine = InteractionStateMachine(motion: motion, containerExtent: 400)
        _ = machine.handle(.began)
        _ = machine.handle(.changed(translation: 300))
        _ = machine.handle(.ended(velocity: 1500))
        var time = 0.0
        // Settle until the spring has carried the view past 1.
        while machine.progress <= 1.01, time < 2 {
            time += 1.0 / 120
            _ = machine.handle(.frame(time: time))
        }
        let overshoot = machine.progress
        try #require(overshoot > 1.01)
        #expect(machine.handle(.began).updateProgress == overshoot)
        #expect(machine.handle(.changed(translation: 0)).updateProgress == overshoot)
        // Moving back 10 pt moves the view back 10 pt.
        let back = try #require(machine.handle(.changed(translation: -10)).updateProgress)
        #expect(abs(back - (overshoot - 10.0 / 400)) < 1e-12)
    }
}
