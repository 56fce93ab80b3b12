#if canImport(UIKit)
import TranspecRuntime
import UIKit

/// What a transition tells the app as it plays: every progress shown, each
/// crossing of the release threshold and of the spec's `triggers` (once per
/// crossing, as `CrossingWatch` finds them and `transpec simulate` lists
/// them), and the outcome after `completeTransition(_:)`. Each closure gets
/// the plan playing, so a modal delegate's app can tell a presentation
/// (`Definition.modal.presentation`) from a dismissal.
///
/// Set it on the delegate (`delegate.callbacks.triggerFired = { … }`); a
/// transition reads it when it reports, so a change applies at once.
@MainActor
public struct TransitionCallbacks {
    /// Progress shown: 0 at the start, 1 complete (beyond while banded or
    /// overshooting). Under the spec's `progress: step`, the change since the
    /// previous report instead (`ProgressReporter`).
    public var progress: (@MainActor (_ plan: TransitionPlan, _ progress: Double) -> Void)?
    /// Progress crossed the release rule's position threshold.
    public var thresholdCrossed: (@MainActor (_ plan: TransitionPlan, _ direction: CrossingDirection) -> Void)?
    /// Progress crossed a trigger in one of its directions; its haptic has just played.
    public var triggerFired: (@MainActor (_ plan: TransitionPlan, _ trigger: ProgressTrigger, _ direction: CrossingDirection) -> Void)?
    /// The transition ended: true when it completed, false when cancelled.
    public var completed: (@MainActor (_ plan: TransitionPlan, _ completed: Bool) -> Void)?
    /// A detent sheet came to rest at another detent (spec key `detents`),
    /// once per change: after a drag (`plan` the dismissal) or a `setDetent`.
    public var detentChanged: (@MainActor (_ plan: TransitionPlan, _ detent: String) -> Void)?

    public init() {}
}

/// Plays the triggers' haptics: one feedback generator per distinct haptic,
/// made when the transition starts. Apple's `prepare()`: "Call prepare()
/// before the event that triggers feedback", and the engine idles again
/// after feedback or "typically seconds": so every generator is prepared
/// when a finger grabs the view, at release and when a play from code starts
/// (a crossing can follow any of them), and prepared again after it plays.
@MainActor
final class HapticPlayer {
    private var impacts: [Haptic.ImpactStyle: UIImpactFeedbackGenerator] = [:]
    private var selection: UISelectionFeedbackGenerator?

    init(triggers: [ProgressTrigger]) {
        for trigger in triggers {
            switch trigger.haptic {
            case .impact(let style)?:
                if impacts[style] == nil { impacts[style] = UIImpactFeedbackGenerator(style: Self.style(style)) }
            case .selection?:
                if selection == nil { selection = UISelectionFeedbackGenerator() }
            case nil:
                break
            }
        }
    }

    var isEmpty: Bool { impacts.isEmpty && selection == nil }

    func prepare() {
        for style in Haptic.ImpactStyle.allCases { impacts[style]?.prepare() }
        selection?.prepare()
    }

    func play(_ haptic: Haptic) {
        switch haptic {
        case .impact(let style):
            impacts[style]?.impactOccurred()
            impacts[style]?.prepare()
        case .selection:
            selection?.selectionChanged()
            selection?.prepare()
        }
    }

    static func style(_ style: Haptic.ImpactStyle) -> UIImpactFeedbackGenerator.FeedbackStyle {
        switch style {
        case .light: .light
        case .medium: .medium
        case .heavy: .heavy
        case .soft: .soft
        case .rigid: .rigid
        }
    }
}
#endif
