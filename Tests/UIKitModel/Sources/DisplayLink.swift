// CADisplayLink on the device's virtual clock, and CACurrentMediaTime().
// QuartzCore is not NS_SWIFT_UI_ACTOR: the class is nonisolated as in the SDK. The model
// has one thread, so registering with the (main-actor) device asserts the main actor.

/// [AD:quartzcore/caframeraterange] `struct CAFrameRateRange` (iOS 15.0)
@available(iOS 15.0, *)
public struct CAFrameRateRange: Equatable, Sendable {
    public var minimum: Float
    public var maximum: Float
    public var preferred: Float?
    public init(minimum: Float, maximum: Float, preferred: Float?) {
        self.minimum = minimum; self.maximum = maximum; self.preferred = preferred
    }
    public init(minimum: Float, maximum: Float) { self.init(minimum: minimum, maximum: maximum, preferred: nil) }
    public static let `default` = CAFrameRateRange(minimum: 0, maximum: 0, preferred: 0)
}

/// Not in the reference. SDK: `func CACurrentMediaTime() -> CFTimeInterval`
/// (https://developer.apple.com/documentation/quartzcore/cacurrentmediatime()). Returns the
/// current device's clock (`ModelDevice.now`).
public func CACurrentMediaTime() -> CFTimeInterval {
    MainActor.assumeIsolated { ModelDevice.current.now }
}

/// Carries a (non-Sendable) display link into the main actor's registry; safe because the
/// model runs on the main thread only.
struct DisplayLinkTransfer: @unchecked Sendable {
    let link: CADisplayLink
}

/// [AD:quartzcore/cadisplaylink] `class CADisplayLink : NSObject`
open class CADisplayLink: NSObject {
    var target: Any?
    let selector: Selector
    var modes: Set<RunLoop.Mode> = []
    var isInvalidated = false
    private var pausedStorage = false
    private var timestampStorage: CFTimeInterval = 0
    private var targetTimestampStorage: CFTimeInterval = 0
    private var durationStorage: CFTimeInterval = 0
    private var frameRateStorage = CAFrameRateRange.default

    /// https://developer.apple.com/documentation/quartzcore/cadisplaylink/init(target:selector:):
    /// "The newly constructed display link retains the target."
    public init(target: Any, selector sel: Selector) {
        self.target = target
        self.selector = sel
        super.init()
    }

    /// https://developer.apple.com/documentation/quartzcore/cadisplaylink/add(to:formode:):
    /// "The run loop retains the display link." The model's run loop is the main one, always in
    /// its default mode: a link fires when added to `RunLoop.main` for `.default` or `.common`.
    /// Other run loops or modes are accepted and logged, and never fire.
    open func add(to runloop: RunLoop, forMode mode: RunLoop.Mode) {
        let transfer = DisplayLinkTransfer(link: self)
        let isMain = runloop === RunLoop.main
        MainActor.assumeIsolated {
            let link = transfer.link
            guard !link.isInvalidated else { return }
            guard isMain, mode == .default || mode == .common else {
                ModelDevice.current.log("CADisplayLink added to a run loop or mode the model does not run (\(mode.rawValue)); it never fires.")
                return
            }
            link.modes.insert(mode)
            ModelDevice.current.register(link)
        }
    }

    /// remove(from:forMode:) docs: "The run loop releases the display link if it's no longer
    /// associated with any run modes."
    open func remove(from runloop: RunLoop, forMode mode: RunLoop.Mode) {
        let transfer = DisplayLinkTransfer(link: self)
        MainActor.assumeIsolated {
            let link = transfer.link
            link.modes.remove(mode)
            if link.modes.isEmpty { ModelDevice.current.unregister(link) }
        }
    }

    /// https://developer.apple.com/documentation/quartzcore/cadisplaylink/invalidate():
    /// "Removes the display link from all run loop modes ... The display link also releases
    /// the target."
    open func invalidate() {
        let transfer = DisplayLinkTransfer(link: self)
        MainActor.assumeIsolated {
            let link = transfer.link
            link.isInvalidated = true
            link.modes.removeAll()
            link.target = nil
            ModelDevice.current.unregister(link)
        }
    }

    /// "The time interval that represents when the last frame displayed": the vsync that fired.
    open var timestamp: CFTimeInterval { timestampStorage }
    /// "The time interval that represents when the next frame displays": the next vsync.
    @available(iOS 10.0, *)
    open var targetTimestamp: CFTimeInterval { targetTimestampStorage }
    /// "The time interval between screen refresh updates" — "in an undefined state until the
    /// system calls the target's selector at least once" (the model: 0).
    open var duration: CFTimeInterval { durationStorage }
    /// A paused link stays scheduled but is not called.
    open var isPaused: Bool {
        get { pausedStorage }
        set { pausedStorage = newValue }
    }
    /// Stored only: the device's frame rate is fixed (README).
    @available(iOS 15.0, *)
    open var preferredFrameRateRange: CAFrameRateRange {
        get { frameRateStorage }
        set { frameRateStorage = newValue }
    }

    var isScheduled: Bool { !modes.isEmpty && !isInvalidated }

    /// One vsync: timestamps set, then the target's selector with the link as the sender
    /// (init(target:selector:) docs: "sender is the display link returned by this method").
    @MainActor
    func fire(at vsync: CFTimeInterval, next: CFTimeInterval) {
        timestampStorage = vsync
        targetTimestampStorage = next
        durationStorage = next - vsync
        guard let target else { return }
        selector.send(to: target as AnyObject, from: self, context: "CADisplayLink target \(type(of: target))")
    }
}
