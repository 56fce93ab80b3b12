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

/// Tells the app the progress a plan shows and what it crosses (as
/// `CrossingWatch` finds it and `simulate` lists it), playing the
/// triggers' haptics: for a transition's driver and a sheet's detent move.
@MainActor
final class ProgressReports {
    private let plan: TransitionPlan
    private var crossings: CrossingWatch
    private var reporter: ProgressReporter
    let haptics: HapticPlayer
    private let callbacks: @MainActor () -> TransitionCallbacks

    /// `start`: the progress shown before the first report (no crossing there).
    init(plan: TransitionPlan, start: Double, callbacks: @escaping @MainActor () -> TransitionCallbacks) {
        self.plan = plan
        self.callbacks = callbacks
        crossings = CrossingWatch(motion: plan.motion)
        crossings.show(start) { _, _ in }
        reporter = ProgressReporter(plan.motion.progressReporting, start: start)
        haptics = HapticPlayer(triggers: plan.motion.triggers)
    }

    /// `dragging`: a touch moved the view to `progress` (false for a frame
    /// of a settle or a play), so a trigger fires only in its `during` phase.
    func report(_ progress: Double, dragging: Bool) {
        let callbacks = callbacks()
        let triggers = plan.motion.triggers
        var crossed: [(CrossedMark, CrossingDirection)] = []
        crossings.show(progress, dragging: dragging) { crossed.append(($0, $1)) }
        callbacks.progress?(plan, reporter.report(progress))
        for (mark, direction) in crossed {
            switch mark {
            case .threshold:
                callbacks.thresholdCrossed?(plan, direction)
            case .trigger(let index):
                if let haptic = triggers[index].haptic { haptics.play(haptic) }
                callbacks.triggerFired?(plan, triggers[index], direction)
            }
        }
    }
}

/// Plays the triggers' haptics: one feedback generator per distinct haptic,
/// made when the transition starts. Apple's `prepare()`: "Call prepare()
/// before the event that triggers feedback", and the engine idles again
/// after feedback or "typically seconds": so every generator is prepared
/// when a finger grabs the view, at release and when a play from code starts
/// (a crossing can follow any of them), and prepared again after it plays.
///
/// tvOS and visionOS have no impact or selection generators
/// (`API_UNAVAILABLE(visionos, tvos)`): there triggers fire without haptics.
@MainActor
final class HapticPlayer {
    #if !os(tvOS) && !os(visionOS)
    private var impacts: [Haptic.ImpactStyle: UIImpactFeedbackGenerator] = [:]
    private var selection: UISelectionFeedbackGenerator?
    #endif

    init(triggers: [ProgressTrigger]) {
        #if !os(tvOS) && !os(visionOS)
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
        #endif
    }

    func prepare() {
        #if !os(tvOS) && !os(visionOS)
        for style in Haptic.ImpactStyle.allCases { impacts[style]?.prepare() }
        selection?.prepare()
        #endif
    }

    func play(_ haptic: Haptic) {
        #if !os(tvOS) && !os(visionOS)
        switch haptic {
        case .impact(let style):
            impacts[style]?.impactOccurred()
            impacts[style]?.prepare()
        case .selection:
            selection?.selectionChanged()
            selection?.prepare()
        }
        #endif
    }

    #if !os(tvOS) && !os(visionOS)
    static func style(_ style: Haptic.ImpactStyle) -> UIImpactFeedbackGenerator.FeedbackStyle {
        switch style {
        case .light: .light
        case .medium: .medium
        case .heavy: .heavy
        case .soft: .soft
        case .rigid: .rigid
        }
    }
    #endif
}
#endif
