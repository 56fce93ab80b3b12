import TranspecRuntime
import TranspecSimulation
import TranspecSpec

extension SimulationSubject {
    /// A transition of `spec` as its UIKit controller plays it: the plan a
    /// gesture drives, and what code can play (a pair's presentation too).
    init(_ transition: TransitionIR, in spec: SpecIR) {
        let plan = spec.controllerPlan(of: transition)
        self.init(
            name: transition.name.value, plan: plan.interactive,
            plays: plan.plays.map { TransitionOperationPlay(operation: $0.operation, plan: $0.plan) },
            restingFrame: plan.restingFrame)
    }
}
