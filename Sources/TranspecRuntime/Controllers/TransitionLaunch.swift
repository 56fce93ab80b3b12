/// Whether a gesture-driven transition is in flight, from the gesture's
/// start until the view is at rest, and which UIKit transition it is.
///
/// The owner of a pan asks UIKit for a transition (present, dismiss, pop, a
/// tab switch) when the pan begins. UIKit answers by asking the owner, as
/// delegate, for an animator (during the call, or on a later turn of the run
/// loop: UIKit does not document when) and later by calling
/// `startInteractiveTransition(_:)`. It may refuse instead: a transition
/// already running, a controller that is not presented, `popViewController`
/// returning nil. So:
///
/// - `request(for:)` (idle → requested) before asking UIKit; false when a
///   transition is already in flight, and then UIKit must not be asked.
/// - `accept(_:)` (requested → accepted) when UIKit asks for the animator of
///   a transition: only the requested subject's transition moves on.
/// - `settleRequest(takenByUIKit:)` right after the call to UIKit returns:
///   a request UIKit neither accepted during the call nor took (its state
///   shows the transition under way: presented, pushed, selected) was
///   refused (→ idle); one it took waits for UIKit's question.
/// - `drivesInteractively(_:)`: whether to hand UIKit the interaction
///   controller for a transition. Only the accepted one: a presentation
///   from code is never handed a gesture's controller.
/// - `started()` (→ started) when UIKit calls `startInteractiveTransition`.
/// - `gestureEnded()`: a request still waiting is dropped (requested → idle):
///   UIKit asks by the next turn of the run loop, well before a finger lifts.
/// - `ended()` (→ idle) when the started transition has completed.
package struct TransitionLaunch: Hashable, Sendable {
    package enum Phase: Hashable, Sendable {
        case idle
        /// UIKit is being asked for the transition of `subject` (the
        /// controller presented, dismissed, pushed, popped or selected).
        case requested(subject: ObjectIdentifier)
        /// UIKit asked for the animator of `subject`'s transition: it will start it.
        case accepted(subject: ObjectIdentifier)
        /// UIKit started it; it ends when the view is at rest.
        case started
    }

    package private(set) var phase: Phase = .idle

    package init() {}

    /// True from `request(for:)` until the transition ends or is refused:
    /// the pan then belongs to the transition.
    package var isInFlight: Bool { phase != .idle }

    /// Idle → requested. False, changing nothing, when already in flight.
    package mutating func request(for subject: ObjectIdentifier) -> Bool {
        guard phase == .idle else { return false }
        phase = .requested(subject: subject)
        return true
    }

    /// UIKit asks for the animator of `subject`'s transition. True when it is
    /// the requested one, which then counts as accepted.
    @discardableResult
    package mutating func accept(_ subject: ObjectIdentifier) -> Bool {
        guard phase == .requested(subject: subject) else { return phase == .accepted(subject: subject) }
        phase = .accepted(subject: subject)
        return true
    }

    /// The call to UIKit returned: a request it neither accepted nor took
    /// (`takenByUIKit`: the transition is under way, its animator still to
    /// be asked for) was refused.
    package mutating func settleRequest(takenByUIKit: Bool = false) {
        if case .requested = phase, !takenByUIKit { phase = .idle }
    }

    /// Whether `subject`'s transition is the gesture's, to be driven by it.
    package func drivesInteractively(_ subject: ObjectIdentifier) -> Bool {
        phase == .accepted(subject: subject)
    }

    /// UIKit called `startInteractiveTransition(_:)`. It must be driven to
    /// its end whatever came before, so this holds from any phase.
    package mutating func started() {
        phase = .started
    }

    /// The gesture is over: a request UIKit has not accepted is dropped.
    package mutating func gestureEnded() {
        if case .requested = phase { phase = .idle }
    }

    /// The started transition completed.
    package mutating func ended() {
        phase = .idle
    }
}
