import TranspecPlayback
import TranspecRuntime
import TranspecSpec

extension PreviewTransition {
    /// A decoded transition as the preview plays it: the very plans
    /// `SimulationSubject` gives `simulate`, and the dimming colour its
    /// controller draws with. A dismissal paired with `presentation`
    /// presents with that motion.
    public init(transition: TransitionIR, presentation: TransitionIR? = nil) {
        let subject = SimulationSubject(transition: transition, presentation: presentation)
        let dimming: DimmingColor? = switch lowerController(transition, presentation: presentation) {
        case .modal(let modal): modal.dimming
        case .navigation(let navigation): navigation.dimming
        case .tabSwitch(let tabSwitch): tabSwitch.dimming
        }
        self.init(
            name: subject.name, interactive: subject.plan,
            plays: subject.plays.map { PreviewPlay(operation: $0.operation, plan: $0.plan) },
            restingFrame: subject.restingFrame, dimming: dimming)
    }
}
