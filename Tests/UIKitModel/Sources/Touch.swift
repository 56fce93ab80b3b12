// Test-only touch input: ModelTouch and its scheduling on the device's clock.

/// One finger (test-only SPI). Events without a time happen now (delivered at once, then the
/// main queue is drained); events with a time are delivered by `ModelDevice.advance`.
@_spi(UIKitModel) @MainActor public final class ModelTouch {
    unowned let device: ModelDevice
    /// The dispatcher's record of this touch once its touch-down has been delivered.
    var tracked: TrackedTouch?
    private var ended = false

    init(device: ModelDevice) {
        self.device = device
    }

    public func move(to point: CGPoint, time: CFTimeInterval? = nil) {
        precondition(!ended, "ModelTouch.move after lift or cancel")
        device.touchDispatcher.schedule(TouchEvent(touch: self, kind: .move(point)), at: time, on: device)
    }

    /// velocity: what the pan recognizer reports at .ended (pt/s, window coordinates); nil means
    /// the model's estimate (UIPanGestureRecognizer.velocity(in:)).
    public func lift(at point: CGPoint? = nil, time: CFTimeInterval? = nil, velocity: CGPoint? = nil) {
        precondition(!ended, "ModelTouch.lift after lift or cancel")
        ended = true
        device.touchDispatcher.schedule(TouchEvent(touch: self, kind: .lift(point, velocity: velocity)), at: time, on: device)
    }

    /// The system cancels the touch (an incoming call, ...).
    public func cancel(time: CFTimeInterval? = nil) {
        precondition(!ended, "ModelTouch.cancel after lift or cancel")
        ended = true
        device.touchDispatcher.schedule(TouchEvent(touch: self, kind: .cancel), at: time, on: device)
    }
}

extension ModelDevice {
    /// A finger going down at `point` (window coordinates). `time: nil` means now.
    public func touchDown(at point: CGPoint, time: CFTimeInterval? = nil) -> ModelTouch {
        let touch = ModelTouch(device: self)
        touchDispatcher.schedule(TouchEvent(touch: touch, kind: .down(point)), at: time, on: self)
        return touch
    }
}

/// A touch event, pending or being delivered.
struct TouchEvent {
    enum Kind {
        case down(CGPoint)
        case move(CGPoint)
        case lift(CGPoint?, velocity: CGPoint?)
        case cancel
    }
    let touch: ModelTouch
    let kind: Kind
    var time: CFTimeInterval = 0
}

/// The dispatcher's state for a finger that is down.
@MainActor
final class TrackedTouch {
    let uiTouch = UITouch()
    let origin: CGPoint
    var location: CGPoint
    var time: CFTimeInterval
    /// Recognizers that received the touch, deepest view first (TouchDispatcher.swift).
    var candidates: [UIGestureRecognizer] = []

    init(at point: CGPoint, time: CFTimeInterval) {
        origin = point
        location = point
        self.time = time
    }

    var displacement: CGPoint { CGPoint(x: location.x - origin.x, y: location.y - origin.y) }
}
