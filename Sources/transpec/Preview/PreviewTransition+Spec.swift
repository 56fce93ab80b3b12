import TranspecPlayback
import TranspecRuntime
import TranspecSpec

extension PreviewTransition {
    /// A decoded transition as the preview plays it: the very plans its
    /// controller plays and `simulate` replays (`SimulationSubject`), and
    /// the dimming colour the controller draws with. A dismissal paired
    /// with `presentation` presents with that motion.
    init(_ transition: TransitionIR, presentation partner: TransitionIR?) {
        let plan = transition.controllerPlan(presentation: partner)
        self.init(
            name: transition.name.value, interactive: plan.interactive,
            plays: plan.plays.map { PreviewPlay(operation: $0.operation.rawValue, plan: $0.plan) },
            restingFrame: plan.restingFrame, dimming: plan.dimming)
    }
}
