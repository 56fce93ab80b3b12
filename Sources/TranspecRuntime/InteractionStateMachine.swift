/// Where an interaction is.
package enum InteractionPhase: Hashable, Sendable {
    case idle
    case tracking
    case settling(ReleaseDecision)
    case finished(ReleaseDecision)
}

/// Gesture and display-link input.
package enum InteractionEvent: Hashable, Sendable {
    case began
    /// Translation in points along the completion direction, since `began`.
    case changed(translation: Double)
    /// Finger velocity in pt/s along the completion direction.
    case ended(velocity: Double)
    /// A drag in x and y (`directions: any`): translation in
    /// points since `began`, along the completion direction and across it
    /// (`TravelDirection.crossComponent`).
    case moved(along: Double, across: Double)
    /// The lift of such a drag: the finger's velocity in pt/s, same axes.
    case lifted(along: Double, across: Double)
    /// The system cancelled the gesture.
    case cancelled
    /// Seconds on a monotonic clock.
    case frame(time: Double)
    /// Plays from `progress` toward `decision` with that outcome's spring and
    /// no gesture (a non-interactive animator). Only from idle; the
    /// transition completes (`completeTransition(true)`) either way.
    case play(from: Double, toward: ReleaseDecision)
}

/// Which way a 2-D drag has displaced the view: a unit vector along the
/// completion direction and across it (`TravelDirection.crossComponent`).
package struct DragHeading: Hashable, Sendable {
    package var along: Double
    package var across: Double

    package init(along: Double, across: Double) {
        self.along = along
        self.across = across
    }

    /// Toward the edge: before any drag, and for every 1-D drag.
    package static let edge = DragHeading(along: 1, across: 0)
}

/// What the frame clock (a display link) must do after an event.
package enum FrameClockCommand: Hashable, Sendable {
    /// Deliver `.frame` events until told to stop.
    case start
    /// Deliver no more frames.
    case stop
}

/// What the caller must do after one event. A plain value: no allocation.
package struct InteractionEffects: Hashable, Sendable {
    /// Start the UIKit transition (dismiss/pop/…): once, idle → tracking.
    package var beginTransition = false
    /// Show this progress (0 at the start, 1 complete; beyond when banded or
    /// overshooting). Never negative for `directions: both`: see `updateDisplacement`.
    package var updateProgress: Double?
    /// Where the moving view is, in distances along the completion
    /// direction: `updateProgress` with the displacement's sign. It differs
    /// only for `directions: both`, where a drag against the edge moves the
    /// view against it (progress stays positive). Set with `updateProgress`.
    package var updateDisplacement: Double?
    /// At rest, for an interactive transition: `finishInteractiveTransition()`
    /// (.complete) or `cancelInteractiveTransition()` (.cancel). Exactly once.
    package var end: ReleaseDecision?
    /// The argument for `completeTransition(_:)`, at rest: exactly once.
    package var complete: Bool?
    /// Start or stop delivering frames. The caller runs its frame clock only
    /// as told: a touch the machine ignores leaves the clock as it is.
    package var clock: FrameClockCommand?

    package init(
        beginTransition: Bool = false,
        updateProgress: Double? = nil,
        updateDisplacement: Double? = nil,
        end: ReleaseDecision? = nil,
        complete: Bool? = nil,
        clock: FrameClockCommand? = nil
    ) {
        self.beginTransition = beginTransition
        self.updateProgress = updateProgress
        self.updateDisplacement = updateDisplacement ?? updateProgress
        self.end = end
        self.complete = complete ?? end.map { $0 == .complete }
        self.clock = clock
    }

    package static let none = InteractionEffects()
}

/// The "Going indie" post's "interaction is always enabled": the transition begins once,
/// stays in transition while the user plays with the view (re-grabs while
/// settling return to tracking), and ends exactly once, at rest.
///
/// - Re-grab (`began` while settling, if interruptible): tracking resumes
///   from the exact progress last shown; later translations are relative to
///   it (the grab offset, un-banded through the rubber band's inverse).
///   Where tracking cannot reach the shown progress (an overshoot without a
///   rubber band, or past the band's limit), the difference is kept as an
///   offset until release, so the view never jumps under the finger. Not
///   interruptible: the grab is ignored and settling carries on.
/// - Release: the decision uses the exact velocity passed (the finger's);
///   the settle starts with the view's, the finger's times the slope of
///   tracking there (the rubber band's, or 0 when clamped past an end), so
///   the view's velocity is continuous too. Settling starts at the next
///   `frame` (elapsed 0 there, so progress is continuous) and reaches the
///   target exactly at `settleTime`.
/// - Frame clock: `.start` on release (and `play`), `.stop` on a re-grab and
///   at rest; nothing else touches it, so the caller's display link runs
///   exactly while the machine settles.
/// - `cancelled` (system): settles toward cancel with velocity 0, since a
///   cancelled recognizer reports no trustworthy velocity.
/// - Out-of-place events (changed before began, a second ended, a frame
///   going back in time, anything after finished) are no-ops, and so are
///   non-finite translations, frame times and play positions; a non-finite
///   release velocity counts as 0.
/// - Tracks by phase (`during:`): `phasedProgress`, by `TrackPhaseRule`
///   from what was shown at the last grab or release (a play starts with
///   drag-only tracks at rest).
/// - any direction: raw is a vector (along, across the edge); progress =
///   its length, the view displaced along `heading`, the release velocity
///   the finger's component along `heading` (toward the start is negative),
///   and a re-grab keeps the heading. A release that completes with the
///   finger at `release.flingSpeed` or faster (in any direction) flies the
///   way it was flung (`FlingFlight`, with `heading` following the view);
///   any other settles along `heading`.
/// - both directions: progress = |raw|, velocity taken along the displacement;
///   the displacement keeps raw's sign (`side`), through settling and re-grabs.
/// - Detents (`init(motion:sheetIn:restingAt:)`): see
///   InteractionStateMachine+Detents.swift.
package struct InteractionStateMachine: Hashable, Sendable {
    package let motion: TransitionMotion
    package let distance: Double
    package private(set) var phase: InteractionPhase = .idle
    /// The progress last reported.
    package internal(set) var progress: Double = 0
    /// Progress per second while settling, else 0.
    package private(set) var velocity: Double = 0
    /// The motion after a release: progress itself, or during a `flight`
    /// the flight's fraction (0 → 1).
    package private(set) var settle: SettleMotion?
    /// A completing 2-D drag flung at `release.flingSpeed` or faster.
    package private(set) var flight: FlingFlight?
    /// The side the view is displaced to: 1 toward the edge, −1 against it
    /// (only for `directions: both`, after a drag against the edge).
    package private(set) var side: Double = 1
    /// The direction of the displacement of a 2-D drag (`directions: any`): the
    /// view is `updateDisplacement` distances that way. Kept while settling.
    package private(set) var heading = DragHeading.edge

    /// Raw progress at the last grab (translation 0).
    var grabRaw: Double = 0
    /// Shown minus tracked progress at the last grab: nonzero when the view
    /// was grabbed where tracking cannot reach (past an end without a
    /// rubber band, or past the band's limit), so the grab does not jump.
    var grabOffset: Double = 0
    /// Signed raw progress now (sign = displacement direction).
    var raw: Double = 0
    /// Raw progress across the edge (`directions: any` only), now and at the last grab.
    var rawAcross: Double = 0
    var grabRawAcross: Double = 0
    var settleStart: Double?
    var lastFrameTime: Double = -.infinity
    /// Settling from `.play`: no interactive finish or cancel, completes either way.
    var isPlaying = false
    /// What was shown at the last grab (tracking) or release (settling).
    var phaseAnchor = PhasedProgress.atRest(0)
    /// A detent sheet's stops, ascending progress; nil: rests at 0 and 1 only.
    package internal(set) var detentStops: [DetentStop]?
    /// The stop the sheet rests at (a detent sheet only).
    package internal(set) var restingStop: DetentStop?
    /// The stop the current drag counts from for the flick rule.
    var dragStart: DetentStop?
    /// The stop the current settle goes to.
    package internal(set) var targetStop: DetentStop?

    package init(motion: TransitionMotion, containerExtent: Double) {
        self.motion = motion
        let d = motion.distance.resolve(containerExtent: containerExtent)
        distance = d > 0 ? d : 1
    }

    package mutating func handle(_ event: InteractionEvent) -> InteractionEffects {
        switch (event, phase) {
        case (.began, .idle):
            dragStart = restingStop
            startTracking(at: restingStop?.progress ?? 0)
            return shown(InteractionEffects(beginTransition: true))
        case (.began, .finished(.cancel)) where restingStop?.detent != nil:
            // At rest on a detent: the next drag is a new dismissal.
            dragStart = restingStop
            startTracking(at: progress)
            return shown(InteractionEffects(beginTransition: true))
        case (.began, .settling):
            guard motion.interruptible, !isPlaying else { return .none }
            dragStart = targetStop ?? restingStop
            startTracking(at: progress)
            return shown(InteractionEffects(clock: .stop))
        case (.changed(let translation), .tracking):
            guard translation.isFinite else { return .none }
            track(along: translation, across: 0)
            return shown(InteractionEffects())
        case (.moved(let along, let across), .tracking):
            guard along.isFinite, across.isFinite else { return .none }
            track(along: along, across: motion.directions == .any ? across : 0)
            return shown(InteractionEffects())
        case (.ended(let v), .tracking):
            lift(along: v, across: 0)
            return InteractionEffects(clock: .start)
        case (.lifted(let along, let across), .tracking):
            lift(along: along, across: across)
            return InteractionEffects(clock: .start)
        case (.cancelled, .tracking):
            release(velocity: 0, decision: .cancel, toward: dragStart)
            return InteractionEffects(clock: .start)
        case (.play(let from, let decision), .idle):
            guard from.isFinite else { return .none }
            progress = from
            raw = from
            rawAcross = 0
            isPlaying = true
            phaseAnchor = .atRest(from)
            release(velocity: 0, decision: decision)
            return shown(InteractionEffects(clock: .start))
        case (.frame(let time), .settling(let decision)):
            // A non-finite time would make every later elapsed time NaN.
            guard time.isFinite, time >= lastFrameTime, let settle else { return .none }
            lastFrameTime = time
            let start = settleStart ?? time
            settleStart = start
            let elapsed = time - start
            if elapsed >= settle.settleTime {
                progress = settle.target
                velocity = 0
                if let flight { heading = flight.end }
                if targetStop != nil { restingStop = targetStop }
                phase = .finished(decision)
                return shown(InteractionEffects(
                    end: isPlaying ? nil : decision, complete: isPlaying || decision == .complete, clock: .stop))
            }
            if let flight {
                (progress, velocity, heading) = flight.state(at: elapsed)
            } else {
                (progress, velocity) = settle.state(at: elapsed)
            }
            return shown(InteractionEffects())
        case (.frame(let time), _):
            if time.isFinite { lastFrameTime = max(lastFrameTime, time) }
            return .none
        default:
            return .none
        }
    }

    /// `effects` showing the current progress and displacement.
    func shown(_ effects: InteractionEffects) -> InteractionEffects {
        var effects = effects
        effects.updateProgress = progress
        effects.updateDisplacement = progress * side
        return effects
    }

    /// The progress each kind of track shows now (`TrackPhaseRule`).
    package var phasedProgress: PhasedProgress {
        switch phase {
        case .idle:
            phaseAnchor
        case .tracking:
            TrackPhaseRule.tracking(progress: progress, grabbed: phaseAnchor)
        case .settling, .finished:
            TrackPhaseRule.settling(progress: progress, released: phaseAnchor, target: settle?.target ?? progress)
        }
    }

    mutating func startTracking(at shown: Double) {
        phaseAnchor = phasedProgress
        // The raw progress that tracks to `shown`, or the nearest one that
        // tracking reaches; `grabOffset` keeps the rest.
        let magnitude = motion.rubberBand?.raw(forProgress: shown) ?? min(max(shown, 0), 1)
        // In both directions the side of the displacement survives a re-grab;
        // in any direction, its heading.
        if motion.directions == .any {
            grabRaw = magnitude * heading.along
            grabRawAcross = magnitude * heading.across
        } else {
            grabRaw = magnitude * side
            grabRawAcross = 0
        }
        raw = grabRaw
        rawAcross = grabRawAcross
        grabOffset = shown - shownProgress(forRaw: grabRaw, across: grabRawAcross)
        progress = shown
        velocity = 0
        settle = nil
        flight = nil
        settleStart = nil
        phase = .tracking
    }

    /// The raw progress that tracking shows: the displacement's length in
    /// any direction, its size in both, else signed.
    func rawMagnitude(_ raw: Double, across: Double) -> Double {
        if motion.directions == .any { return (raw * raw + across * across).squareRoot() }
        return motion.directions == .both ? abs(raw) : raw
    }

    func shownProgress(forRaw raw: Double, across: Double) -> Double {
        motion.trackingProgress(forRaw: rawMagnitude(raw, across: across))
    }

    /// A translation (points since the grab, along and across the edge).
    mutating func track(along: Double, across: Double) {
        raw = grabRaw + along / distance
        if motion.directions == .any {
            rawAcross = grabRawAcross + across / distance
            let length = (raw * raw + rawAcross * rawAcross).squareRoot()
            if length > 0 { heading = DragHeading(along: raw / length, across: rawAcross / length) }
        } else if motion.directions == .both, raw != 0 {
            side = raw < 0 ? -1 : 1
        }
        progress = shownProgress(forRaw: raw, across: rawAcross) + grabOffset
    }

    /// The finger lifts with velocity (along, across) in pt/s: it decides
    /// along the displacement. A velocity that is not a number (a broken
    /// recognizer) counts as none: the view still settles, and ends.
    mutating func lift(along: Double, across: Double) {
        let v = motion.directions == .any ? along * heading.along + across * heading.across : along * side
        guard v.isFinite else { return release(velocity: 0, decision: nil) }
        release(velocity: v, decision: nil)
        if let decision = settle?.decision,
           FlingFlight.flies(motion, decision: decision, fingerSpeed: (along * along + across * across).squareRoot()) {
            fly(along: along, across: across, fingerVelocity: v)
        }
    }

    /// Replaces the settle along `heading` by a flight along the view's
    /// velocity: the finger's, with the part along `heading` times the
    /// tracking slope and the part across it turning a displacement of
    /// `progress` for a raw one of |raw| (they differ past an end, and after
    /// a grab offset).
    mutating func fly(along: Double, across: Double, fingerVelocity v: Double) {
        let magnitude = rawMagnitude(raw, across: rawAcross)
        let turning = magnitude > 0 ? progress / magnitude : 1
        let radial = v * motion.trackingSlope(forRaw: magnitude)
        let tangential = (across * heading.along - along * heading.across) * turning
        let velocity = DragHeading(along: (radial * heading.along - tangential * heading.across) / distance,
                                   across: (radial * heading.across + tangential * heading.along) / distance)
        let start = DragHeading(along: progress * heading.along, across: progress * heading.across)
        guard let flight = FlingFlight(
            motion: motion, start: start, velocity: velocity, fingerVelocity: v, distance: distance) else { return }
        self.flight = flight
        settle = flight.motion
    }

    /// `v` is the finger's velocity along the displacement: it decides. The
    /// settle starts from the view's, the finger's times the tracking slope
    /// at the current raw progress (the grab offset is a constant and does
    /// not change the slope), so that the view's velocity is continuous.
    /// `stop`: a detent sheet's system cancel returns to it.
    mutating func release(velocity v: Double, decision: ReleaseDecision?, toward stop: DetentStop? = nil) {
        if !isPlaying { phaseAnchor = phasedProgress }
        let viewVelocity = v * motion.trackingSlope(forRaw: rawMagnitude(raw, across: rawAcross))
        let settle = detentStops != nil && !isPlaying
            ? detentSettle(velocity: v, viewVelocity: viewVelocity, cancelTo: decision == .cancel ? stop : nil)
            : SettleMotion(
                motion: motion, releaseProgress: progress, releaseVelocity: v, viewVelocity: viewVelocity,
                distance: distance, decision: decision)
        self.settle = settle
        flight = nil
        settleStart = nil
        velocity = viewVelocity / distance
        phase = .settling(settle.decision)
    }
}
