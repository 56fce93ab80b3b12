// Touch delivery and gesture arbitration.
//
// A touch-down hit-tests the window; the candidates are the enabled recognizers on the hit
// view and its ancestors (UIGestureRecognizer.h: "a UIGestureRecognizer receives touches
// hit-tested to its view and any of that view's subviews"), deepest view first. UIKit's
// arbitration order is undocumented; the model's rules (README):
//   1. a recognizer that must wait for another candidate to fail waits while that one is
//      .possible, and fails when it begins (UIGestureRecognizer.h, require(toFail:));
//   2. otherwise candidates try in order, deepest first; a pan tries on movement;
//   3. trying asks the touched view's gestureRecognizerShouldBegin(_:), then the delegate's
//      gestureRecognizerShouldBegin(_:) ("returning NO causes it to transition to
//      UIGestureRecognizerStateFailed");
//   4. when one begins, every other candidate still .possible fails unless either delegate's
//      shouldRecognizeSimultaneouslyWith returns true;
//   5. a failure lets the candidates waiting for it try again, within the same event.

@MainActor
final class TouchDispatcher {
    static let timeTolerance: CFTimeInterval = 1e-9

    private(set) var pending: [TouchEvent] = []
    private var lastScheduledTime = -CFTimeInterval.infinity
    private var live: [TrackedTouch] = []
    private var finished: [UIGestureRecognizer] = []

    // MARK: Scheduling

    func schedule(_ event: TouchEvent, at time: CFTimeInterval?, on device: ModelDevice) {
        guard let time else {
            precondition(!pending.contains { $0.touch === event.touch }, "an immediate event for a touch with scheduled events; give it a time")
            var immediate = event
            immediate.time = device.now
            deliver(immediate, on: device)
            device.drainMainQueue()
            return
        }
        precondition(time >= device.now - Self.timeTolerance, "touch event scheduled in the past (\(time) < now \(device.now))")
        precondition(time >= lastScheduledTime - Self.timeTolerance, "touch events must be scheduled at non-decreasing times")
        lastScheduledTime = time
        var scheduled = event
        scheduled.time = time
        pending.append(scheduled)
    }

    /// Removes and returns the next pending event at or before `limit`.
    func nextEvent(atOrBefore limit: CFTimeInterval) -> TouchEvent? {
        guard let first = pending.first, first.time <= limit + Self.timeTolerance else { return nil }
        return pending.removeFirst()
    }

    func deliver(_ event: TouchEvent, on device: ModelDevice) {
        switch event.kind {
        case .down(let point): touchDown(event.touch, at: point, time: event.time, in: device.window)
        case .move(let point):
            guard let touch = event.touch.tracked else { return }
            touchMoved(touch, to: point, time: event.time)
        case .lift(let point, let velocity):
            guard let touch = event.touch.tracked else { return }
            touchEnded(touch, at: point, time: event.time, velocity: velocity)
        case .cancel:
            guard let touch = event.touch.tracked else { return }
            touchCancelled(touch)
        }
    }

    // MARK: Events

    private func touchDown(_ modelTouch: ModelTouch, at point: CGPoint, time: CFTimeInterval, in window: UIWindow) {
        let touch = TrackedTouch(at: point, time: time)
        modelTouch.tracked = touch
        touch.uiTouch.windowLocation = point
        touch.uiTouch.modelWindow = window
        let hit = window.hitTest(window.pointFromRoot(point), with: nil)
        touch.uiTouch.hitView = hit
        var view = hit
        while let current = view {
            for recognizer in current.recognizerStorage where recognizer.isEnabled && recognizer.tracked == nil {
                // "called before touchesBegan:withEvent: is called on the gesture recognizer for a new touch"
                if let delegate = recognizer.delegate, !delegate.gestureRecognizer(recognizer, shouldReceive: touch.uiTouch) { continue }
                touch.candidates.append(recognizer)
            }
            view = current.superviewStorage
        }
        live.append(touch)
        for recognizer in touch.candidates {
            recognizer.stateStorage = .possible
            recognizer.tracked = touch
            recognizer.lastLocation = point
            (recognizer as? UIPanGestureRecognizer)?.beginTracking(touch)
        }
        for recognizer in touch.candidates where !recognizer.acceptsTouch(at: point, in: window) {
            fail(recognizer)
        }
        resolve(touch)
    }

    private func touchMoved(_ touch: TrackedTouch, to point: CGPoint, time: CFTimeInterval) {
        update(touch, to: point, time: time)
        for recognizer in following(touch) where recognizer.isRecognizing {
            recognizer.transition(to: .changed)
        }
        resolve(touch)
    }

    /// Recognizing candidates end; the others fail (a pan that never moved does not begin).
    private func touchEnded(_ touch: TrackedTouch, at point: CGPoint?, time: CFTimeInterval, velocity: CGPoint?) {
        update(touch, to: point ?? touch.location, time: time)
        for recognizer in following(touch) {
            release(recognizer, liftVelocity: velocity)
            recognizer.transition(to: recognizer.isRecognizing ? .ended : .failed)
        }
        live.removeAll { $0 === touch }
    }

    private func touchCancelled(_ touch: TrackedTouch) {
        for recognizer in following(touch) {
            release(recognizer, liftVelocity: nil)
            recognizer.transition(to: recognizer.isRecognizing ? .cancelled : .failed)
        }
        live.removeAll { $0 === touch }
    }

    private func update(_ touch: TrackedTouch, to point: CGPoint, time: CFTimeInterval) {
        touch.location = point
        touch.time = time
        touch.uiTouch.windowLocation = point
        for recognizer in following(touch) {
            recognizer.lastLocation = point
            recognizer.touchMoved(touch)
        }
    }

    /// The candidates still following `touch` (not failed, not detached), deepest first.
    private func following(_ touch: TrackedTouch) -> [UIGestureRecognizer] {
        touch.candidates.filter { $0.tracked === touch }
    }

    // MARK: Arbitration

    private func resolve(_ touch: TrackedTouch) {
        var changed = true
        while changed {
            changed = false
            for recognizer in following(touch) where recognizer.stateStorage == .possible {
                let blockers = following(touch).filter { $0 !== recognizer && requires(recognizer, toFail: $0) }
                if blockers.contains(where: { $0.isRecognizing }) {
                    fail(recognizer)
                    changed = true
                    break
                }
                if blockers.contains(where: { $0.stateStorage == .possible }) { continue }
                guard recognizer.wouldBegin(touch) else { continue }
                let others = following(touch).filter { $0 !== recognizer }
                if !mayBegin(recognizer, touch) || others.contains(where: { $0.isRecognizing && !simultaneous(recognizer, $0) }) {
                    fail(recognizer)
                    changed = true
                    break
                }
                for other in others where other.stateStorage == .possible && !simultaneous(recognizer, other) {
                    fail(other)
                }
                recognizer.transition(to: .began)
                changed = true
                break
            }
        }
    }

    /// require(toFail:), plus the delegates' dynamic failure requirements (UIGestureRecognizer.h:
    /// "returning YES is guaranteed to set up the failure requirement").
    private func requires(_ recognizer: UIGestureRecognizer, toFail other: UIGestureRecognizer) -> Bool {
        recognizer.failureRequirements.contains { $0.recognizer === other }
            || recognizer.delegate?.gestureRecognizer(recognizer, shouldRequireFailureOf: other) == true
            || other.delegate?.gestureRecognizer(other, shouldBeRequiredToFailBy: recognizer) == true
    }

    /// UIGestureRecognizerDelegate: "returning YES is guaranteed to allow simultaneous recognition.
    /// returning NO is not guaranteed to prevent simultaneous recognition, as the other gesture's
    /// delegate may return YES".
    private func simultaneous(_ first: UIGestureRecognizer, _ second: UIGestureRecognizer) -> Bool {
        first.delegate?.gestureRecognizer(first, shouldRecognizeSimultaneouslyWith: second) == true
            || second.delegate?.gestureRecognizer(second, shouldRecognizeSimultaneouslyWith: first) == true
    }

    private func mayBegin(_ recognizer: UIGestureRecognizer, _ touch: TrackedTouch) -> Bool {
        guard recognizer.canBegin() else { return false }
        if recognizer.cancelsTouchesInView, let view = touch.uiTouch.hitView, !view.gestureRecognizerShouldBegin(recognizer) {
            return false
        }
        return recognizer.delegate?.gestureRecognizerShouldBegin(recognizer) ?? true
    }

    private func fail(_ recognizer: UIGestureRecognizer) {
        release(recognizer, liftVelocity: nil)
        recognizer.transition(to: .failed)
    }

    private func release(_ recognizer: UIGestureRecognizer, liftVelocity: CGPoint?) {
        (recognizer as? UIPanGestureRecognizer)?.endTracking(liftVelocity: liftVelocity)
        recognizer.tracked = nil
    }

    // MARK: Recognizers taken away mid-gesture

    /// Disabled or removed from its view: a recognizing one is cancelled (UIGestureRecognizer.h:
    /// "when changed to NO the gesture recognizer will be cancelled if it's currently recognizing
    /// a gesture"), a .possible one fails; the candidates waiting for it may then begin.
    func recognizerWasDetached(_ recognizer: UIGestureRecognizer) {
        guard let touch = recognizer.tracked else { return }
        let wasRecognizing = recognizer.isRecognizing
        release(recognizer, liftVelocity: nil)
        recognizer.transition(to: wasRecognizing ? .cancelled : .failed)
        resolve(touch)
    }

    /// A view that left the window cancels the gestures of its recognizers (brief; UIKit does
    /// not document it).
    func cancelRecognizersOutsideWindow() {
        guard let window = ModelDevice.existing?.window else { return }
        for touch in live {
            for recognizer in following(touch) where recognizer.viewStorage?.window !== window {
                recognizerWasDetached(recognizer)
            }
        }
    }

    // MARK: Reset

    func needsReset(_ recognizer: UIGestureRecognizer) {
        if !finished.contains(where: { $0 === recognizer }) { finished.append(recognizer) }
    }

    /// UIGestureRecognizer.h: ended, cancelled and failed recognizers "will be reset to
    /// UIGestureRecognizerStatePossible"; the model does it at the end of the main-queue turn.
    func resetFinishedRecognizers() {
        let done = finished
        finished.removeAll()
        for recognizer in done where recognizer.tracked == nil {
            switch recognizer.stateStorage {
            case .ended, .cancelled, .failed: recognizer.stateStorage = .possible
            default: break
            }
        }
    }

    var hasPendingEvents: Bool { !pending.isEmpty }
}
