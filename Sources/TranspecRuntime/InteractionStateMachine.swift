/// Where an interaction is.
public enum InteractionPhase: Hashable, Sendable {
    case idle
    case tracking
    case settling(ReleaseDecision)
    case finished(ReleaseDecision)
}

/// Gesture and display-link input.
public enum InteractionEvent: Hashable, Sendable {
    case began
    /// Translation in points along the completion direction, since `began`.
    case changed(translation: Double)
    /// Finger velocity in pt/s along the completion direction.
    case ended(velocity: Double)
    /// The system cancelled the gesture.
    case cancelled
    /// Seconds on a monotonic clock.
    case frame(time: Double)
}

/// What the caller must do after one event. A plain value: no allocation.
public struct InteractionEffects: Hashable, Sendable {
    /// Start the UIKit transition (dismiss/pop/…): once, idle → tracking.
    public var beginTransition = false
    /// Show this progress.
    public var updateProgress: Double?
    /// At rest: `finishInteractiveTransition()` (.complete) or
    /// `cancelInteractiveTransition()` (.cancel). Exactly once.
    public var end: ReleaseDecision?

    public init(beginTransition: Bool = false, updateProgress: Double? = nil, end: ReleaseDecision? = nil) {
        self.beginTransition = beginTransition
        self.updateProgress = updateProgress
        self.end = end
    }

    /// The argument for `completeTransition(_:)`, sent together with `end`.
    public var complete: Bool? { end.map { $0 == .complete } }

    public static let none = InteractionEffects()
}

/// Seed 000's "interaction is always enabled": the transition begins once,
/// stays in transition while the user plays with the view (re-grabs while
/// settling return to tracking), and ends exactly once, at rest.
///
/// - Re-grab (`began` while settling, if interruptible): tracking resumes
///   from the exact progress last shown; later translations are relative to
///   it (the grab offset, un-banded through the rubber band's inverse).
/// - Release: the decision and settle use the exact velocity passed.
///   Settling starts at the next `frame` (elapsed 0 there, so progress is
///   continuous) and reaches the target exactly at `settleTime`.
/// - `cancelled` (system): settles toward cancel with velocity 0, since a
///   cancelled recognizer reports no trustworthy velocity.
/// - Out-of-place events (changed before began, a second ended, a frame
///   going back in time, anything after finished) are no-ops.
/// - bothDirections: progress = |raw|, velocity taken along the displacement.
public struct InteractionStateMachine: Hashable, Sendable {
    public let motion: TransitionMotion
    public let distance: Double
    public private(set) var phase: InteractionPhase = .idle
    /// The progress last reported.
    public private(set) var progress: Double = 0
    /// Progress per second while settling, else 0.
    public private(set) var velocity: Double = 0
    public private(set) var settle: SettleMotion?

    /// Raw progress at the last grab (translation 0).
    var grabRaw: Double = 0
    /// Signed raw progress now (sign = displacement direction).
    var raw: Double = 0
    var settleStart: Double?
    var lastFrameTime: Double = -.infinity

    public init(motion: TransitionMotion, containerExtent: Double) {
        self.motion = motion
        let d = motion.distance.resolve(containerExtent: containerExtent)
        distance = d > 0 ? d : 1
    }

    public mutating func handle(_ event: InteractionEvent) -> InteractionEffects {
        switch (event, phase) {
        case (.began, .idle):
            startTracking(at: 0)
            return InteractionEffects(beginTransition: true, updateProgress: progress)
        case (.began, .settling):
            guard motion.interruptible else { return .none }
            startTracking(at: progress)
            return InteractionEffects(updateProgress: progress)
        case (.changed(let translation), .tracking):
            raw = grabRaw + translation / distance
            progress = shownProgress(forRaw: raw)
            return InteractionEffects(updateProgress: progress)
        case (.ended(let v), .tracking):
            let along = motion.bothDirections && raw < 0 ? -v : v
            release(velocity: along, decision: nil)
            return .none
        case (.cancelled, .tracking):
            release(velocity: 0, decision: .cancel)
            return .none
        case (.frame(let time), .settling(let decision)):
            guard time >= lastFrameTime, let settle else { return .none }
            lastFrameTime = time
            let start = settleStart ?? time
            settleStart = start
            let elapsed = time - start
            if elapsed >= settle.settleTime {
                progress = settle.target
                velocity = 0
                phase = .finished(decision)
                return InteractionEffects(updateProgress: progress, end: decision)
            }
            (progress, velocity) = settle.state(at: elapsed)
            return InteractionEffects(updateProgress: progress)
        case (.frame(let time), _):
            lastFrameTime = max(lastFrameTime, time)
            return .none
        default:
            return .none
        }
    }

    /// Back to idle for another transition.
    public mutating func reset() {
        self = InteractionStateMachine(motion: motion, distance: distance)
    }

    init(motion: TransitionMotion, distance: Double) {
        self.motion = motion
        self.distance = distance
    }

    mutating func startTracking(at shown: Double) {
        let magnitude = motion.rubberBand?.raw(forProgress: shown) ?? shown
        // In both directions the sign of the displacement survives a re-grab.
        grabRaw = motion.bothDirections && raw < 0 ? -magnitude : magnitude
        raw = grabRaw
        progress = shown
        velocity = 0
        settle = nil
        settleStart = nil
        phase = .tracking
    }

    func shownProgress(forRaw raw: Double) -> Double {
        motion.trackingProgress(forRaw: motion.bothDirections ? abs(raw) : raw)
    }

    mutating func release(velocity v: Double, decision: ReleaseDecision?) {
        let settle = decision.map {
            SettleMotion(
                motion: motion, releaseProgress: progress, releaseVelocity: v,
                distance: distance, decision: $0)
        } ?? SettleMotion(motion: motion, releaseProgress: progress, releaseVelocity: v, distance: distance)
        self.settle = settle
        settleStart = nil
        velocity = v / distance
        phase = .settling(settle.decision)
    }
}
