/// Whether a gesture-driven transition is in flight, from the gesture's
/// `began` until the view is at rest — and not a moment longer when UIKit
/// refuses to start it.
///
/// The owner of a pan asks UIKit for the transition (`dismiss`, `pop`, a tab
/// switch) when the pan begins, and UIKit answers later, if at all, by calling
/// `startInteractiveTransition(_:)`. It may never call it: `dismiss` on a
/// controller that is not presented, `popViewController` returning nil, a
/// transition already running, or another delegate that vends no interaction
/// controller. Without a start nothing will ever end the flight, so:
///
/// - `request()` (idle → requested) before asking UIKit; false when a
///   transition is already in flight, and then UIKit must not be asked.
/// - `refused()` (requested → idle) when the call says at once that nothing
///   will happen (pop returned nil).
/// - `started()` (→ started) when UIKit calls `startInteractiveTransition`.
/// - `gestureEnded()` (requested → idle) when the pan ends, is cancelled or
///   fails before UIKit started: UIKit starts a transition it agreed to
///   while the gesture is still down, so this one was refused.
/// - `ended()` (→ idle) when the started transition has completed.
public struct TransitionLaunch: Hashable, Sendable {
    public enum Phase: Hashable, Sendable {
        case idle
        /// UIKit was asked; it has not started the transition yet.
        case requested
        /// UIKit started it; it ends when the view is at rest.
        case started
    }

    public private(set) var phase: Phase = .idle

    public init() {}

    /// True from `request()` until the transition ends or is refused: the
    /// pan then belongs to the transition, and an interaction controller may
    /// be vended.
    public var isInFlight: Bool { phase != .idle }

    /// Idle → requested. False, changing nothing, when already in flight.
    public mutating func request() -> Bool {
        guard phase == .idle else { return false }
        phase = .requested
        return true
    }

    /// UIKit said no at once: back to idle.
    public mutating func refused() {
        if phase == .requested { phase = .idle }
    }

    /// UIKit called `startInteractiveTransition(_:)`. It must be driven to
    /// its end whatever came before, so this holds from any phase.
    public mutating func started() {
        phase = .started
    }

    /// The gesture is over; if UIKit never started the transition, it won't.
    public mutating func gestureEnded() {
        if phase == .requested { phase = .idle }
    }

    /// The started transition completed.
    public mutating func ended() {
        phase = .idle
    }
}
