// CADisplayLink on the virtual clock, frame observer, idling and finish().

@_spi(UIKitModel) import UIKit

@MainActor
final class Stepper: NSObject {
    var timestamps: [CFTimeInterval] = []
    var targets: [CFTimeInterval] = []
    var durations: [CFTimeInterval] = []
    var clock: [CFTimeInterval] = []
    var log: CallLog?
    var stopAfter: Int?

    func step(_ link: CADisplayLink) {
        timestamps.append(link.timestamp)
        targets.append(link.targetTimestamp)
        durations.append(link.duration)
        clock.append(CACurrentMediaTime())
        log?("frame")
        if let stopAfter, timestamps.count >= stopAfter { link.invalidate() }
    }

    static let action = Selector(_checking: Stepper.step(_:))
}

@MainActor
func runDisplayLinkTests(_ t: Checker) {
    for fps in [60.0, 120.0] { timestamps(t, fps: fps) }
    lifetimes(t)
    ordering(t)
}

@MainActor
private func timestamps(_ t: Checker, fps: Double) {
    let device = ModelDevice(framesPerSecond: fps)
    t.equal(CACurrentMediaTime(), 1000, "CACurrentMediaTime is the device clock (start 1000)")
    let stepper = Stepper()
    let link = CADisplayLink(target: stepper, selector: Stepper.action)
    link.preferredFrameRateRange = CAFrameRateRange(minimum: 60, maximum: 120, preferred: 120)
    link.add(to: .main, forMode: .common)
    let observed = Recorder<CFTimeInterval>()
    device.frameObserver = { observed.values.append($0) }
    device.advance(frames: 3)
    let expected = (1...3).map { 1000 + Double($0) / fps }
    t.equal(stepper.timestamps, expected, "\(fps) fps: timestamp is each vsync")
    t.equal(stepper.targets, (2...4).map { 1000 + Double($0) / fps }, "\(fps) fps: targetTimestamp is the next vsync")
    t.check(stepper.durations.allSatisfy { abs($0 - 1 / fps) < 1e-9 }, "\(fps) fps: duration is the frame interval")
    t.equal(stepper.clock, expected, "\(fps) fps: CACurrentMediaTime during the callback")
    t.equal(observed.values, stepper.targets, "\(fps) fps: frameObserver gets targetTimestamp")
    t.equal(link.preferredFrameRateRange.preferred, 120, "preferredFrameRateRange is stored")
    t.equal(device.now, expected[2], "the clock stops at the last vsync")
    link.isPaused = true
    device.advance(frames: 2)
    t.equal(stepper.timestamps.count, 3, "a paused link is not called")
    t.check(device.runUntilIdle(limit: 1), "a paused link does not keep the device busy")
    link.invalidate()
    t.equal(device.finish().count, 0, "an invalidated link is not reported")
}

@MainActor
private func lifetimes(_ t: Checker) {
    let device = ModelDevice()
    weak var weakTarget: Stepper?
    let link: CADisplayLink
    do {
        let target = Stepper()
        weakTarget = target
        link = CADisplayLink(target: target, selector: Stepper.action)
    }
    link.add(to: .main, forMode: .default)
    t.check(weakTarget != nil, "the display link retains its target")
    device.advance(frames: 1)
    t.equal(weakTarget?.timestamps.count, 1, "and calls it")
    link.invalidate()
    t.check(weakTarget == nil, "invalidate() releases the target")
    device.advance(frames: 1)

    let stopping = Stepper()
    stopping.stopAfter = 10
    CADisplayLink(target: stopping, selector: Stepper.action).add(to: .main, forMode: .common)
    t.check(device.runUntilIdle(), "idle once the link invalidates itself")
    t.equal(stopping.timestamps.count, 10, "ran ten frames")
    let forever = CADisplayLink(target: Stepper(), selector: Stepper.action)
    forever.add(to: .main, forMode: .common)
    let start = device.now
    t.check(!device.runUntilIdle(limit: 0.5), "not idle within the limit")
    t.check(abs(device.now - (start + 0.5)) < 1e-9, "stopped at the limit")
    let violations = device.finish()
    t.equal(violations.map(\.kind), [.displayLinkLeftRunning], "finish() reports the running link")
    t.check(violations.first?.message.contains("Stepper") == true, "naming its target")
    forever.invalidate()
    let elsewhere = CADisplayLink(target: Stepper(), selector: Stepper.action)
    elsewhere.add(to: .main, forMode: RunLoop.Mode(rawValue: "tracking"))
    t.check(device.consoleLog.last?.contains("never fires") == true, "other modes are logged and never fire")
}

@MainActor
private func ordering(_ t: Checker) {
    let (device, root) = makeDevice(fps: 60)
    let log = CallLog()
    let stepper = Stepper()
    stepper.log = log
    CADisplayLink(target: stepper, selector: Stepper.action).add(to: .main, forMode: .common)
    let pan = UIPanGestureRecognizer()
    let counter = TouchLogger(log: log)
    pan.addTarget(counter, action: TouchLogger.action)
    root.view.addGestureRecognizer(pan)
    device.frameObserver = { _ in log("observer") }
    let vsync = 1000 + 1.0 / 60
    let touch = device.touchDown(at: CGPoint(x: 10, y: 10), time: vsync)
    touch.move(to: CGPoint(x: 10, y: 40), time: vsync)
    touch.lift(time: vsync + 0.5 / 60)
    device.advance(to: 1000 + 2.0 / 60)
    t.equal(log.entries, ["touch", "frame", "observer", "touch", "frame", "observer"],
            "a touch at a vsync's time goes first; display links, then the frame observer")
}

@MainActor
final class TouchLogger: NSObject {
    let log: CallLog
    init(log: CallLog) { self.log = log }
    func changed() { log("touch") }
    static let action = Selector(_checking: TouchLogger.changed)
}
