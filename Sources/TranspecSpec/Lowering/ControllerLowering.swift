import TranspecRuntime

/// What a transition's UIKit controller carries out: the runtime plan
/// generated code constructs, and `transpec simulate --play` plays.
public enum ControllerPlan: Hashable, Sendable {
    case modal(ModalTransition)
    case navigation(NavigationTransition)
    case tabSwitch(TabSwitch)

    /// The plan the transition's own operation plays, which its gesture drives.
    public var interactive: TransitionPlan {
        switch self {
        case .modal(let modal): modal.dismissal.isReversed ? modal.presentation : modal.dismissal
        case .navigation(let navigation): navigation.plan
        case .tabSwitch(let tabSwitch): tabSwitch.plan
        }
    }

    /// The plans code can start, by the operation it performs: a modal's
    /// `present` and `dismiss`, a navigation delegate's push or pop. A tab
    /// switch has none: a selection from code stays instant, as in UIKit.
    public var plays: [(operation: TransitionOperation, plan: TransitionPlan)] {
        switch self {
        case .modal(let modal): [(.present, modal.presentation), (.dismiss, modal.dismissal)]
        case .navigation(let navigation): [(navigation.operation == .push ? .push : .pop, navigation.plan)]
        case .tabSwitch: []
        }
    }
}

/// The controller plan of a decoded transition. A dismissal paired with a
/// presentation (`SpecIR.presentationPartner(of:)`) presents with the
/// partner's motion.
public func lowerController(_ transition: TransitionIR, presentation partner: TransitionIR? = nil) -> ControllerPlan {
    let motion = lower(transition)
    let edge = transition.gesture.edge.value
    let gesture: GestureStart = transition.gesture.screenEdge.value ? .screenEdge : .pan
    let dimming = transition.dimming.map { dimming in
        let color = dimming.color.value
        return DimmingColor(red: Double(color.red) / 255, green: Double(color.green) / 255, blue: Double(color.blue) / 255)
    }
    let frame = transition.frame?.restingFrame
    switch transition.operation.value {
    case .present:
        return .modal(ModalTransition(presentation: motion, edge: edge, gesture: gesture, dimming: dimming, restingFrame: frame))
    case .dismiss:
        if let partner, case .modal(let presentation) = lowerController(partner) {
            return .modal(ModalTransition(
                presentation: presentation, dismissal: motion, edge: edge, gesture: gesture, dimming: dimming,
                restingFrame: frame))
        }
        return .modal(ModalTransition(dismissal: motion, edge: edge, gesture: gesture, dimming: dimming, restingFrame: frame))
    case .push: return .navigation(NavigationTransition(push: motion, edge: edge, gesture: gesture, dimming: dimming))
    case .pop: return .navigation(NavigationTransition(pop: motion, edge: edge, gesture: gesture, dimming: dimming))
    case .tabNext: return .tabSwitch(TabSwitch(next: motion, edge: edge, gesture: gesture, dimming: dimming))
    case .tabPrevious: return .tabSwitch(TabSwitch(previous: motion, edge: edge, gesture: gesture, dimming: dimming))
    }
}
