import TranspecRuntime
import TranspecSpec

/// The platform-neutral part of one transition: `enum <Name>Transition`
/// with the spec's constants, the `TransitionMotion` they make, and the plan
/// the UIKit controllers carry out: the values `transpec simulate` plays,
/// each written with its literal and with its source in a comment.
enum MotionNamespace {
    /// `presentation`: the `present` transition a dismissal pairs with.
    static func declaration(
        for transition: TransitionIR, presentation partner: TransitionIR?, access: AccessLevel
    ) -> Declaration {
        let names = TransitionNames(transition)
        var members: [Declaration] = []
        func constant(_ name: String, _ value: Expression, _ doc: DocComment.Line) {
            members.append(.property(Property(
                doc: DocComment(doc), access: access, isStatic: true, name: name, body: .value(value))))
        }
        // Elements keep a constant each, named for the reader, and triggers,
        // which apps compare with in `triggerFired`; every other part is
        // written in the motion's literal, where it is used, with its source
        // in a comment (fewer declarations: an app's generated code must
        // type-check in at most 21 M instructions per transition,
        // Docs/Performance.md).
        for element in transition.elements {
            constant(TransitionNames.elementConstant(element.name.value), element.tracks.literal,
                     sourced("Element \(SwiftLiteral.string(element.name.value)).", element.nameLocation))
        }
        for trigger in transition.triggers {
            constant(TransitionNames.triggerConstant(trigger.value.name), trigger.value.literal,
                     sourced("Trigger \(SwiftLiteral.string(trigger.value.name)).", trigger.location))
        }
        let motion = transition.motion.literal(
            elements: transition.elements.map { TransitionNames.elementConstant($0.name.value) },
            triggers: transition.triggers.map { TransitionNames.triggerConstant($0.value.name) },
            comments: motionComments(transition))
        constant("motion", motion, "The motion `transpec simulate` plays and the UIKit code below drives.")

        let plan = transition.controllerPlan(presentation: partner)
        let partnerPlan = partner.map { partner -> (plan: ControllerPlan, name: Expression) in
            let plan = partner.controllerPlan()
            return (plan, .path(TransitionNames(partner).namespace, plan.constantName))
        }
        var planComments: [String: DocComment.Line] = [:]
        if let frame = transition.frame {
            planComments["restingFrame"] = sourced("Where the presented screen rests in its container.", frame.location)
        }
        constant(plan.constantName, plan.literal(motion: .identifier("motion"), partner: partnerPlan, comments: planComments),
                 planDoc(transition, names: names, partner: partner))
        if let detents = transition.detents { members.append(detentEnum(detents, names: names, access: access)) }
        if !transition.elements.isEmpty { members.append(elementEnum(transition, access: access)) }
        var doc = transition.summary.map { [DocComment.Line($0.value)] } ?? []
        doc.append(sourced("", transition.name.location))
        return .type(TypeDeclaration(doc: DocComment(doc), access: access, kind: .enum, name: names.namespace, members: members))
    }

    /// `enum Detent: String, CaseIterable, Sendable { case collapsed, half, full }`:
    /// the sheet's detents in the spec's order, each raw value the spec's
    /// name, which the UIKit delegate and the SwiftUI binding take.
    static func detentEnum(_ detents: DetentsIR, names: TransitionNames, access: AccessLevel) -> Declaration {
        let cases = detents.detents.map { detent in
            let name = detent.value.name, swiftName = TransitionNames.detentCase(name)
            return EnumCase(swiftName, rawValue: SwiftName.unescaped(swiftName) == name ? nil : name)
        }
        return .type(TypeDeclaration(
            doc: DocComment([
                DocComment.Line("The sheet's detents, by the spec's names: `\(names.transitioningDelegate)`'s "
                    + "`setDetent(_:of:)` and `sheetDetent(of:)` take and give them."),
                sourced("", detents.location),
            ]),
            access: access, kind: .enum, name: TransitionNames.detentType,
            inherits: ["String", "CaseIterable", "Sendable"], members: [.enumCases(cases)]))
    }

    /// `enum Element: String, CaseIterable, Sendable { case photo, thumbnail }`:
    /// the elements in the motion's order, each raw value the spec's name;
    /// a SwiftUI view lends itself with `.transpecElement(_:)` and a case.
    static func elementEnum(_ transition: TransitionIR, access: AccessLevel) -> Declaration {
        let cases = transition.elements.map { element in
            let name = element.name.value, swiftName = TransitionNames.elementCase(name)
            return EnumCase(swiftName, rawValue: SwiftName.unescaped(swiftName) == name ? nil : name)
        }
        let first = TransitionNames.elementCase(transition.elements[0].name.value)
        return .type(TypeDeclaration(
            doc: DocComment([
                "The elements, by the spec's names: a SwiftUI view lends itself as one with",
                "`.transpecElement(\(TransitionNames(transition).namespace).\(TransitionNames.elementType).\(first))`.",
            ]),
            access: access, kind: .enum, name: TransitionNames.elementType,
            inherits: ["String", "CaseIterable", "Sendable"], members: [.enumCases(cases)]))
    }

    /// Where the motion's arguments come from in the spec.
    static func motionComments(_ transition: TransitionIR) -> [String: DocComment.Line] {
        var comments: [String: DocComment.Line] = [
            "distance": sourced("The drag that means progress 1.", transition.gesture.distance.location),
            "release": sourced("How a release decides between complete and cancel.", transition.release.location),
        ]
        if let complete = transition.springForComplete, let cancel = transition.springForCancel {
            comments["spring"] = springDoc("The settle spring", transition.spring ?? complete)
            comments["completeSpring"] = springDoc("The spring to complete", complete)
            comments["cancelSpring"] = springDoc("The spring to cancel", cancel)
        }
        if let decay = transition.decay {
            comments["decay"] = sourced("The coast after a release, before the spring.", decay.location)
        }
        if let dimming = transition.dimming {
            comments["dimming"] = sourced("The dimming view's alpha over progress.", dimming.location)
        }
        if let shared = transition.sharedElement {
            comments["sharedElement"] = sourced(
                "The shared element's flight from source (0) to destination (1).", shared.location)
        }
        if let detents = transition.detents {
            comments["detents"] = sourced(
                "The sheet's resting heights and whether it dismisses below the lowest.", detents.location)
        }
        return comments
    }

    /// The plan constant's doc: how the transition's delegate plays it.
    static func planDoc(_ transition: TransitionIR, names: TransitionNames, partner: TransitionIR?) -> DocComment.Line {
        DocComment.Line(planDescription(transition, names: names, partner: partner))
    }

    private static func planDescription(_ transition: TransitionIR, names: TransitionNames, partner: TransitionIR?) -> String {
        switch transition.operation.value {
        case .dismiss where partner != nil:
            "How `\(names.transitioningDelegate)` plays it: the presentation is "
                + "`\(TransitionNames(partner!).namespace)`'s, the dismissal is `motion`."
        case .present:
            "How `\(names.transitioningDelegate)` plays it: the presentation is `motion`, the dismissal plays it backward."
        case .dismiss:
            "How `\(names.transitioningDelegate)` plays it: the dismissal is `motion`, the presentation plays it backward."
        case .push: "How `\(names.navigationDelegate)` plays it: pushes with `motion`."
        case .pop where partner != nil:
            "How `\(names.navigationDelegate)` plays it: the push is `\(TransitionNames(partner!).namespace)`'s, "
                + "the pop is `motion`."
        case .pop: "How `\(names.navigationDelegate)` plays it: pops with `motion`."
        case .tabNext: "How the spec's tab bar delegate plays it: the next tab with `motion`."
        case .tabPrevious: "How the spec's tab bar delegate plays it: the previous tab with `motion`."
        }
    }

    private static func springDoc(_ role: String, _ spring: SpringIR) -> DocComment.Line {
        let overdamping = spring.overdamping == .critical ? ", overdamping critical" : ""
        return sourced(role + ", written as " + written(spring.written.value) + overdamping + ".", spring.location)
    }

    /// The parameters as the spec wrote them, for the reader.
    static func written(_ parameters: SpringIR.Parameters) -> String {
        let d = SwiftLiteral.double
        return switch parameters {
        case .dampingRatio(let zeta, let response): "dampingRatio \(d(zeta)), response \(d(response))"
        case .duration(let duration, let bounce): "duration \(d(duration)), bounce \(d(bounce))"
        case .physics(let m, let k, let c): "mass \(d(m)), stiffness \(d(k)), damping \(d(c))"
        case .bounciness(let bounciness, let speed): "bounciness \(d(bounciness)), speed \(d(speed))"
        case .origami(let tension, let friction): "tension \(d(tension)), friction \(d(friction))"
        case .preset(let preset, let duration, let extra):
            "preset \(preset.rawValue), duration \(d(duration)), extraBounce \(d(extra))"
        case .stiffness(let k, let zeta, let m): "mass \(d(m)), stiffness \(d(k)), dampingRatio \(d(zeta))"
        case .visualDuration(let duration, let bounce): "visualDuration \(d(duration)), bounce \(d(bounce))"
        case .settlingDuration(let duration, let zeta): "settlingDuration \(d(duration)), dampingRatio \(d(zeta))"
        case .settlingDurationBounce(let duration, let bounce): "settlingDuration \(d(duration)), bounce \(d(bounce))"
        }
    }
}
