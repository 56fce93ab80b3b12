import TranspecRuntime
import TranspecSpec

extension SimulationSubject {
    /// A decoded transition, lowered with the spec's own `lower(_:)`; a
    /// dismissal paired with `presentation` presents with that motion.
    public init(transition: TransitionIR, presentation: TransitionIR? = nil) {
        let controller = lowerController(transition, presentation: presentation)
        var restingFrame: RestingFrame?
        if case .modal(let modal) = controller { restingFrame = modal.restingFrame }
        self.init(
            name: transition.name.value, plan: controller.interactive,
            plays: controller.plays.map { TransitionOperationPlay(operation: $0.operation.rawValue, plan: $0.plan) },
            restingFrame: restingFrame)
    }
}
