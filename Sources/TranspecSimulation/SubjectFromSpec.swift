import TranspecSpec

extension SimulationSubject {
    /// A decoded transition, lowered with the spec's own `lower(_:)`.
    public init(transition: TransitionIR) {
        let controller = lowerController(transition)
        self.init(
            name: transition.name.value, plan: controller.interactive,
            plays: controller.plays.map { TransitionOperationPlay(operation: $0.operation.rawValue, plan: $0.plan) })
    }
}
