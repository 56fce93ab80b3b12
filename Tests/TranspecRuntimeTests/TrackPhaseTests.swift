import Testing
@testable import TranspecRuntime

/// `during: drag | settle`: what each kind of track shows while dragging,
/// while settling, and that nothing jumps at a release or a re-grab.
@Suite struct TrackPhaseTests {
    /// A photo that flies only after release, a scale that follows only the
    /// finger, and a fade that follows progress: all 0 → 1 over progress.
    static let motion = TransitionMotion(
        distance: .points(400),
        release: .threshold(0.5, flickVelocity: 300),
        spring: .dampingRatio(0.7, response: 0.35),
        elements: [ElementTracks(
            name: "photo", alpha: .fromTo(0, 1), scale: .fromTo(0, 1, during: .drag))],
        sharedElement: SharedElement(source: "photo", destination: "thumbnail", flight: .fromTo(0, 1, during: .settle)))

    /// Every phase's value after each event of `events`, frames at 120 Hz
    /// while the clock runs.
    static func shownValues(_ events: [InteractionEvent], extent: Double = 400) -> [PhasedProgress] {
        var driver = Driver(motion, extent: extent)
        var values: [PhasedProgress] = [driver.machine.phasedProgress]
        for event in events {
            driver.send(event)
            values.append(driver.machine.phasedProgress)
            if case .ended = event {
                for _ in 0..<240 where driver.clockRunning {
                    driver.time += 1.0 / 120
                    driver.send(.frame(time: driver.time))
                    values.append(driver.machine.phasedProgress)
                }
            }
        }
        return values
    }

    /// The largest change of a settle-only or drag-only value between two
    /// consecutive frames, and of progress itself.
    static func largestSteps(_ values: [PhasedProgress]) -> (progress: Double, drag: Double, settle: Double) {
        var steps = (progress: 0.0, drag: 0.0, settle: 0.0)
        for (a, b) in zip(values, values.dropFirst()) {
            steps.progress = max(steps.progress, abs(b.progress - a.progress))
            steps.drag = max(steps.drag, abs(b.drag - a.drag))
            steps.settle = max(steps.settle, abs(b.settle - a.settle))
        }
        return steps
    }

    @Test func settleOnlyHoldsWhileDraggingAndFliesAfterRelease() {
        let drag: [InteractionEvent] = [.began] + stride(from: 10.0, through: 160, by: 10).map { .changed(translation: $0) }
        let values = Self.shownValues(drag + [.ended(velocity: 600)])
        let dragging = values[1...drag.count]
        #expect(dragging.allSatisfy { $0.settle == 0 }, "a settle-only track moved while dragging")
        #expect(dragging.allSatisfy { $0.drag == $0.progress }, "a drag-only track left the finger")
        let released = values[drag.count + 1]
        #expect(released.progress == 0.4 && released.settle == 0 && released.drag == 0.4)
        let last = values.last!
        #expect(last.progress == 1 && last.settle == 1 && last.drag == 0, "at rest: \(last)")
        // Released at 0.4, the photo flies from 0 to 1 over 0.6 of progress,
        // so it moves at most 1/0.6 times as fast as the view: no jump.
        let steps = Self.largestSteps(Array(values[drag.count...]))
        #expect(steps.settle <= steps.progress / 0.6 + 1e-12, "settle step \(steps.settle), progress \(steps.progress)")
        #expect(steps.drag <= steps.progress * 0.4 / 0.6 + 1e-12)
        // The photo's fraction through the runtime's evaluation.
        #expect(Self.motion.sharedElementFraction(at: released) == 0)
        #expect(Self.motion.sharedElementFraction(at: last) == 1)
    }

    @Test func cancelledDragOnlyTrackFollowsProgressBack() {
        let drag: [InteractionEvent] = [.began, .changed(translation: 40), .changed(translation: 80)]
        let values = Self.shownValues(drag + [.ended(velocity: 0)])
        for value in values[(drag.count + 1)...] where value.progress >= 0 {
            // r = p/P and the drag value P·r = p: as a `both` track.
            #expect(abs(value.drag - value.progress) < 1e-12)
            #expect(value.settle == 0, "cancelled: the photo never flies")
        }
        #expect(values.last! == PhasedProgress(progress: 0, drag: 0, settle: 0))
    }

    @Test func regrabMidSettleKeepsEveryValue() {
        var driver = Driver(Self.motion)
        driver.send(.began)
        driver.send(.changed(translation: 120))
        driver.send(.ended(velocity: 800))
        driver.run(seconds: 0.1)
        let beforeGrab = driver.machine.phasedProgress
        #expect(beforeGrab.settle > 0 && beforeGrab.settle < 1, "mid-flight: \(beforeGrab)")
        driver.send(.began)
        #expect(driver.machine.phasedProgress == beforeGrab, "the grab moved a value")
        // Dragging back: the photo holds where it was caught, the scale
        // moves with the finger from where it was.
        driver.send(.changed(translation: -40))
        let dragged = driver.machine.phasedProgress
        #expect(dragged.settle == beforeGrab.settle)
        #expect(abs((dragged.drag - beforeGrab.drag) - (dragged.progress - beforeGrab.progress)) < 1e-12)
        // The second release starts from what the drag showed.
        driver.send(.ended(velocity: -800))
        #expect(driver.machine.phasedProgress == dragged)
        driver.run(seconds: 0.01)
        let step = driver.machine.phasedProgress
        #expect(abs(step.settle - dragged.settle) < 0.05 && abs(step.drag - dragged.drag) < 0.05, "\(dragged) → \(step)")
        driver.runToRest()
        #expect(driver.cancels == 1)
        #expect(driver.machine.phasedProgress == PhasedProgress(progress: 0, drag: 0, settle: 0))
    }

    @Test func playFromCodeHasNoDrag() {
        var driver = Driver(Self.motion)
        driver.send(.play(from: 1, toward: .cancel))
        #expect(driver.machine.phasedProgress == .atRest(1))
        driver.run(seconds: 0.05)
        let mid = driver.machine.phasedProgress
        #expect(mid.drag == 0 && abs(mid.settle - mid.progress) < 1e-12, "\(mid)")
        driver.runToRest()
        #expect(driver.machine.phasedProgress == .atRest(0))
    }

    @Test func ruleAtTheEnds() {
        let released = PhasedProgress(progress: 0.3, drag: 0.3, settle: 0.1)
        #expect(TrackPhaseRule.settling(progress: 0.3, released: released, target: 1) == released)
        #expect(TrackPhaseRule.settling(progress: 1, released: released, target: 1) == .atRest(1))
        // Overshooting the target, or swinging back past the release point.
        #expect(TrackPhaseRule.settling(progress: 1.1, released: released, target: 1) == PhasedProgress(progress: 1.1, drag: 0, settle: 1))
        #expect(TrackPhaseRule.settling(progress: 0.2, released: released, target: 1) == PhasedProgress(progress: 0.2, drag: 0.3, settle: 0.1))
        // Released on the target: nothing left to play.
        #expect(TrackPhaseRule.settling(progress: 1, released: PhasedProgress(progress: 1, drag: 1, settle: 0), target: 1) == .atRest(1))
        let grabbed = PhasedProgress(progress: 0.6, drag: 0.2, settle: 0.7)
        #expect(TrackPhaseRule.tracking(progress: 0.6, grabbed: grabbed) == grabbed)
        let dragged = TrackPhaseRule.tracking(progress: 0.5, grabbed: grabbed)
        #expect(abs(dragged.drag - 0.1) < 1e-12 && dragged.settle == 0.7)
    }
}
