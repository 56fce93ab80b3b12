import TranspecRuntime
import TranspecSimulation
import TranspecSpec

extension SimulationSubject {
    /// A transition of `spec` as its UIKit controller plays it: the plan a
    /// gesture drives, and what code can play (a pair's presentation too).
    init(_ transition: TransitionIR, in spec: SpecIR) {
        self.init(transition, presentation: spec.presentationPartner(of: transition))
    }

    /// The same, given the `present` transition a dismissal pairs with.
    init(_ transition: TransitionIR, presentation partner: TransitionIR?) {
        let plan = transition.controllerPlan(presentation: partner)
        self.init(
            name: transition.name.value, plan: plan.interactive,
            plays: plan.plays.map { TransitionOperationPlay(operation: $0.operation, plan: $0.plan) },
            restingFrame: plan.restingFrame)
        dimming = plan.dimming
    }
}
