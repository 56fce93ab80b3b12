import TranspecDiagnostics
import TranspecRuntime

/// One validated `*.transpec.yaml` file.
package struct SpecIR: Hashable, Sendable {
    package var file: String
    package var version: Located<Int>
    /// In document order.
    package var transitions: [TransitionIR]

    package init(file: String, version: Located<Int>, transitions: [TransitionIR]) {
        self.file = file
        self.version = version
        self.transitions = transitions
    }

    /// The transition `transition` pairs with, when it names one that exists
    /// (`check` has reported any other): a dismissal's `present`
    /// (`presentation`), a pop's `push` (`push`).
    package func presentationPartner(of transition: TransitionIR) -> TransitionIR? {
        if let name = transition.presentation?.value {
            return transitions.first { $0.name.value == name && $0.operation.value == .present }
        }
        if let name = transition.push?.value, transition.operation.value == .pop {
            return transitions.first { $0.name.value == name && $0.operation.value == .push }
        }
        return nil
    }

    /// What `transition`'s UIKit controller plays, its pair's presentation
    /// included: the plan `transpec simulate` plays and generated code declares.
    package func controllerPlan(of transition: TransitionIR) -> ControllerPlan {
        transition.controllerPlan(presentation: presentationPartner(of: transition))
    }
}
