import TranspecRuntime
import TranspecSpec

/// The literals of the values a transition's namespace declares: its motion
/// and its controller's plan. They refer to other constants of the
/// namespace by name (the elements, the triggers, the motion, a pair's
/// presentation), and `comments` heads an argument, by its label, with
/// where its value comes from in the spec.
extension TransitionMotion {
    /// `distance` and `release` are always written, for the reader; the
    /// other arguments when they differ from the initializer's defaults.
    func literal(elements: [String], triggers: [String], comments: [String: DocComment.Line]) -> Expression {
        var arguments: [Argument] = []
        func add(_ label: String, _ value: Expression) {
            arguments.append(Argument(label, comments[label].map { .commented(DocComment($0), value) } ?? value))
        }
        let defaults = TransitionMotion(spring: completeSpring)
        add("distance", distance.literal)
        add("release", release.literal)
        if completeSpring == cancelSpring {
            add("spring", completeSpring.literal)
        } else {
            add("completeSpring", completeSpring.literal)
            add("cancelSpring", cancelSpring.literal)
        }
        if let decay { add("decay", decay.literal) }
        if rubberBand != defaults.rubberBand { add("rubberBand", rubberBand?.literal ?? .nil) }
        if restTolerance != defaults.restTolerance { add("restTolerance", restTolerance.literal) }
        if interruptible != defaults.interruptible { add("interruptible", .bool(interruptible)) }
        if directions != defaults.directions { add("directions", directions.literal) }
        if !self.elements.isEmpty { add("elements", .array(elements.map(Expression.identifier))) }
        if let dimming { add("dimming", dimming.literal) }
        if let sharedElement { add("sharedElement", sharedElement.literal) }
        if !self.triggers.isEmpty { add("triggers", .array(triggers.map(Expression.identifier))) }
        if movesScreen != defaults.movesScreen { add("movesScreen", .bool(movesScreen)) }
        if let detents { add("detents", detents.literal) }
        if progressReporting != defaults.progressReporting { add("progressReporting", progressReporting.literal) }
        if let reducedMotion { add("reducedMotion", reducedMotion.literal) }
        return .call("TransitionMotion", arguments)
    }
}

extension ControllerPlan {
    /// The plan's constant in the namespace: `modal`, `navigation` or `tabSwitch`.
    var constantName: String {
        switch self {
        case .modal: "modal"
        case .navigation: "navigation"
        case .tabSwitch: "tabSwitch"
        }
    }

    /// The plan, with `motion` naming the transition's own motion, and
    /// `partner` a paired dismissal's presentation or a paired pop's push
    /// (its plan and its name). Arguments the initializer would derive are
    /// left out: a pair's colour and resting frame are its partner's.
    func literal(
        motion: Expression, partner: (plan: ControllerPlan, name: Expression)?, comments: [String: DocComment.Line]
    ) -> Expression {
        var arguments: [Argument] = []
        func add(_ label: String, _ value: Expression) {
            arguments.append(Argument(label, comments[label].map { .commented(DocComment($0), value) } ?? value))
        }
        func gesture(of plan: TransitionPlan) {
            if plan.gesture != .pan { add("gesture", plan.gesture?.literal ?? .nil) }
            if !plan.otherGestures.isEmpty { add("otherGestures", .array(plan.otherGestures.map(\.literal))) }
        }
        func dimming(_ color: DimmingColor?, derived: DimmingColor? = nil) {
            if color != derived { add("dimming", color?.literal ?? .nil) }
        }
        switch self {
        case .modal(let modal):
            var derived: (dimming: DimmingColor?, frame: RestingFrame?) = (nil, nil)
            let own: TransitionPlan
            if modal.isPair, let partner, case .modal(let presentation) = partner.plan {
                add("presentation", partner.name)
                add("dismissal", motion)
                own = modal.dismissal
                derived = (presentation.dimming, presentation.restingFrame)
            } else if modal.dismissal.isReversed {
                add("presentation", motion)
                own = modal.presentation
            } else {
                add("dismissal", motion)
                own = modal.dismissal
            }
            add("edge", own.edge.literal)
            gesture(of: own)
            dimming(modal.dimming, derived: derived.dimming)
            if modal.restingFrame != derived.frame { add("restingFrame", modal.restingFrame?.literal ?? .nil) }
            return .call("ModalTransition", arguments)
        case .navigation(let navigation):
            var derived: DimmingColor?
            if navigation.pairedPush != nil, let partner, case .navigation(let push) = partner.plan {
                add("push", partner.name)
                derived = push.dimming
            }
            add(navigation.operation == .push ? "push" : "pop", motion)
            add("edge", navigation.plan.edge.literal)
            gesture(of: navigation.plan)
            dimming(navigation.dimming, derived: derived)
            return .call("NavigationTransition", arguments)
        case .tabSwitch(let tabSwitch):
            add(tabSwitch.step > 0 ? "next" : "previous", motion)
            add("edge", tabSwitch.plan.edge.literal)
            gesture(of: tabSwitch.plan)
            dimming(tabSwitch.dimming)
            return .call("TabSwitch", arguments)
        }
    }
}
