import TranspecDiagnostics
import TranspecRuntime

/// One validated transition: the runtime values it plays, each with the
/// place it was written where a diagnostic or a generated comment cites it.
package struct TransitionIR: Hashable, Sendable {
    package var name: Located<String>
    package var operation: Located<TransitionOperation>
    package var summary: Located<String>?
    package var gesture: GestureIR
    package var release: ReleaseIR
    /// The settle spring for both outcomes; nil when both `complete` and `cancel` give one.
    package var spring: SpringIR?
    package var completeSpring: SpringIR?
    package var cancelSpring: SpringIR?
    package var decay: Located<DecayPhase>?
    package var restTolerance: RestTolerance
    package var interruptible: Bool
    package var dimming: DimmingIR?
    /// In document order.
    package var elements: [ElementIR]
    package var sharedElement: SharedElementIR?
    /// On a dismissal: the `present` transition of the same screen, whose
    /// motion presents it (a pair). Nil: the dismissal presents by playing backward.
    package var presentation: Located<String>?
    /// On a pop: the `push` transition of the same screen, whose motion
    /// pushes it (a pair). Nil: the pop plays only the pop.
    package var push: Located<String>? = nil
    /// Where a presented screen rests (`frame`); nil: it fills the container.
    package var frame: FrameIR?
    /// A sheet's named resting heights (`detents`).
    package var detents: DetentsIR?
    /// In document order, each at its name.
    package var triggers: [Located<ProgressTrigger>]
    /// `moving:`: false when the transitioning screen stays in place.
    package var movesScreen: Located<Bool>
    /// `reduceMotion:`: what plays under Reduce Motion; nil: the default for the motion.
    package var reduceMotion: Located<ReducedMotion>?
    /// Every track's `range` that names detents (`[full, half]`), checked
    /// against `detents`.
    package var detentRanges: [DetentRangeIR]
    /// `expect:`: what the transition promises, in document order.
    package var expectations: [ExpectationIR] = []
    /// Triggers whose `progress` names a detent (`progress: half`), by
    /// trigger name: their progress is that detent's, set by validation.
    package var triggerDetents: [String: Located<String>] = [:]
    package var location: SourceLocation

    /// The spring used when the release decides to complete.
    package var springForComplete: SpringIR? { completeSpring ?? spring }
    /// The spring used when the release decides to cancel.
    package var springForCancel: SpringIR? { cancelSpring ?? spring }

    /// Each distinct spring with the role it plays: `spring`, `complete.spring`, `cancel.spring`.
    package var labeledSprings: [(label: String, spring: SpringIR)] {
        [("spring", spring), ("complete.spring", completeSpring), ("cancel.spring", cancelSpring)]
            .compactMap { label, spring in spring.map { (label, $0) } }
    }

    /// The motion the simulator plays and generated code declares. Ranges
    /// that name detents hold their progress in the nominal container; the
    /// simulator and TranspecUIKit resolve them in the real one.
    package var motion: TransitionMotion {
        guard let complete = springForComplete, let cancel = springForCancel else {
            preconditionFailure("decoded transitions have a spring for both outcomes")
        }
        return TransitionMotion(
            distance: gesture.distance.value, release: release.rule, completeSpring: complete.spring,
            cancelSpring: cancel.spring, decay: decay?.value, rubberBand: gesture.rubberBand,
            restTolerance: restTolerance, interruptible: interruptible, directions: gesture.directions.value,
            elements: elements.map(\.tracks), dimming: dimming?.alpha, sharedElement: sharedElement?.value,
            triggers: triggers.map(\.value), movesScreen: movesScreen.value,
            detents: detents?.plan(frame: frame?.value), progressReporting: gesture.progress,
            reducedMotion: reduceMotion?.value
        ).keyingDetents(in: .iPhone)
    }

    /// How the gesture starts the transition.
    package var gestureStart: GestureStart { gesture.screenEdge.value ? .screenEdge : .pan }

    /// What the transition's UIKit controller plays. A dismissal paired with
    /// `partner` (`SpecIR.presentationPartner(of:)`) presents with the
    /// partner's plan; a pop paired with a push pushes with the push's.
    package func controllerPlan(presentation partner: TransitionIR? = nil) -> ControllerPlan {
        let motion = self.motion, edge = gesture.edge.value, start = gestureStart
        let color = dimming?.color.value, restingFrame = frame?.value
        let others = gesture.others.map(\.way)
        switch operation.value {
        case .present:
            return .modal(ModalTransition(
                presentation: motion, edge: edge, gesture: start, dimming: color, restingFrame: restingFrame))
        case .dismiss:
            if let partner, case .modal(let presentation) = partner.controllerPlan() {
                return .modal(ModalTransition(
                    presentation: presentation, dismissal: motion, edge: edge, gesture: start, otherGestures: others,
                    dimming: color, restingFrame: restingFrame))
            }
            return .modal(ModalTransition(
                dismissal: motion, edge: edge, gesture: start, otherGestures: others, dimming: color,
                restingFrame: restingFrame))
        case .push:
            return .navigation(NavigationTransition(push: motion, edge: edge, gesture: start, otherGestures: others, dimming: color))
        case .pop:
            if let partner, case .navigation(let push) = partner.controllerPlan(), push.operation == .push {
                return .navigation(NavigationTransition(
                    push: push, pop: motion, edge: edge, gesture: start, otherGestures: others, dimming: color))
            }
            return .navigation(NavigationTransition(pop: motion, edge: edge, gesture: start, otherGestures: others, dimming: color))
        case .tabNext: return .tabSwitch(TabSwitch(next: motion, edge: edge, gesture: start, dimming: color))
        case .tabPrevious: return .tabSwitch(TabSwitch(previous: motion, edge: edge, gesture: start, dimming: color))
        }
    }
}

/// What a transition's UIKit controller carries out: the runtime plan
/// generated code declares and `transpec simulate` plays.
package enum ControllerPlan: Hashable, Sendable {
    case modal(ModalTransition)
    case navigation(NavigationTransition)
    case tabSwitch(TabSwitch)

    /// The plan the transition's own operation plays, which its gesture drives.
    package var interactive: TransitionPlan {
        switch self {
        case .modal(let modal): modal.dismissal.isReversed ? modal.presentation : modal.dismissal
        case .navigation(let navigation): navigation.plan
        case .tabSwitch(let tabSwitch): tabSwitch.plan
        }
    }

    /// The plans code can start, by the operation it performs: a modal's
    /// `present` and `dismiss`, a navigation delegate's push or pop. A tab
    /// switch has none: a selection from code stays instant, as in UIKit.
    package var plays: [(operation: TransitionOperation, plan: TransitionPlan)] {
        switch self {
        case .modal(let modal): [(.present, modal.presentation), (.dismiss, modal.dismissal)]
        case .navigation(let navigation):
            [(navigation.operation, navigation.plan)] + (navigation.pairedPush.map { [(.push, $0)] } ?? [])
        case .tabSwitch: []
        }
    }

    /// The dimming view's colour; nil when nothing dims.
    package var dimming: DimmingColor? {
        switch self {
        case .modal(let modal): modal.dimming
        case .navigation(let navigation): navigation.dimming
        case .tabSwitch(let tabSwitch): tabSwitch.dimming
        }
    }

    /// Where a presented screen rests; nil for a screen that fills the container.
    package var restingFrame: RestingFrame? {
        if case .modal(let modal) = self { modal.restingFrame } else { nil }
    }
}
