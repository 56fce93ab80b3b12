import TranspecRuntime
import TranspecSpec

/// The platform-neutral part of one transition: `public enum <Name>Transition`
/// with the spec's constants, the `TransitionMotion` they make, and the plan
/// the UIKit controllers carry out.
enum MotionNamespace {
    /// `presentation`: the `present` transition a dismissal pairs with.
    static func declaration(for transition: TransitionIR, presentation partner: TransitionIR?) -> Declaration {
        let names = TransitionNames(transition)
        let motion = lower(transition)
        var members: [Declaration] = []
        func constant(_ name: String, _ value: Expression, _ doc: DocComment.Line) {
            members.append(.property(Property(
                doc: DocComment(doc), access: .public, isStatic: true, name: name, body: .value(value))))
        }
        // Elements keep a constant each, named for the reader, and triggers,
        // which apps compare with in `triggerFired`; every other part is
        // written in the motion's literal, where it is used, with its source
        // in a comment (fewer declarations: the typecheck guard in
        // Benchmarks/README.md).
        for (tracks, element) in zip(motion.elements, transition.elements) {
            constant(TransitionNames.elementConstant(element.name.value), RuntimeExpressions.element(tracks),
                     sourced("Element \(SwiftLiteral.string(element.name.value)).", element.name.location))
        }
        for (trigger, ir) in zip(motion.triggers, transition.triggers) {
            constant(TransitionNames.triggerConstant(ir.name.value), RuntimeExpressions.trigger(trigger),
                     sourced("Trigger \(SwiftLiteral.string(ir.name.value)).", ir.name.location))
        }
        func argument(_ label: String, _ value: Expression, _ comment: DocComment.Line) -> Expression.Argument {
            .init(label, .commented(DocComment(comment), value))
        }
        var arguments: [Expression.Argument] = [
            argument("distance", RuntimeExpressions.distance(motion.distance),
                     sourced("The drag that means progress 1.", transition.gesture.distance.location)),
            argument("release", RuntimeExpressions.release(motion.release),
                     sourced("How a release decides between complete and cancel.", transition.release.location)),
        ]
        let sharesSpring = transition.spring != nil && motion.completeSpring == motion.cancelSpring
        if let shared = transition.spring, sharesSpring {
            arguments.append(argument("spring", RuntimeExpressions.spring(motion.completeSpring),
                                      springDoc("The settle spring", shared)))
        } else if let complete = transition.springForComplete, let cancel = transition.springForCancel {
            arguments.append(argument("completeSpring", RuntimeExpressions.spring(motion.completeSpring),
                                      springDoc("The spring to complete", complete)))
            arguments.append(argument("cancelSpring", RuntimeExpressions.spring(motion.cancelSpring),
                                      springDoc("The spring to cancel", cancel)))
        }
        if let decay = motion.decay, let ir = transition.decay {
            arguments.append(argument("decay", RuntimeExpressions.decay(decay),
                                      sourced("The coast after a release, before the spring.", ir.location)))
        }
        // Arguments equal to the initializer's defaults are left out, as a
        // person writing the literal would.
        let defaults = TransitionMotion(spring: motion.completeSpring)
        if motion.rubberBand != defaults.rubberBand {
            arguments.append(.init("rubberBand", RuntimeExpressions.rubberBand(motion.rubberBand)))
        }
        if motion.restTolerance != defaults.restTolerance {
            arguments.append(.init("restTolerance", RuntimeExpressions.restTolerance(motion.restTolerance)))
        }
        if motion.interruptible != defaults.interruptible { arguments.append(.init("interruptible", .bool(motion.interruptible))) }
        if motion.bothDirections != defaults.bothDirections {
            arguments.append(.init("bothDirections", .bool(motion.bothDirections)))
        }
        if motion.anyDirection != defaults.anyDirection {
            arguments.append(.init("anyDirection", .bool(motion.anyDirection)))
        }
        if !transition.elements.isEmpty {
            arguments.append(.init("elements", .array(transition.elements.map {
                .identifier(TransitionNames.elementConstant($0.name.value))
            })))
        }
        if let dimming = motion.dimming, let ir = transition.dimming {
            arguments.append(argument("dimming", RuntimeExpressions.track(dimming),
                                      sourced("The dimming view's alpha over progress.", ir.location)))
        }
        if let shared = motion.sharedElement, let ir = transition.sharedElement {
            arguments.append(argument("sharedElement", RuntimeExpressions.track(shared),
                                      sourced("The shared element's flight from source (0) to destination (1).", ir.location)))
        }
        if let ends = motion.sharedElementEnds {
            var endArguments: [Expression.Argument] = [
                .init("source", .string(ends.source)), .init("destination", .string(ends.destination)),
            ]
            if ends.fallback != .fade { endArguments.append(.init("fallback", .member(nil, String(describing: ends.fallback)))) }
            arguments.append(.init("sharedElementEnds", .call("SharedElementEnds", endArguments)))
        }
        if !transition.triggers.isEmpty {
            arguments.append(.init("triggers", .array(transition.triggers.map {
                .identifier(TransitionNames.triggerConstant($0.name.value))
            })))
        }
        if !motion.movesScreen { arguments.append(.init("movesScreen", .bool(false))) }
        if let detents = motion.detents, let ir = transition.detents {
            arguments.append(argument("detents", RuntimeExpressions.detents(detents),
                                      sourced("The sheet's resting heights and whether it dismisses below the lowest.", ir.location)))
        }
        if motion.progressReporting != defaults.progressReporting {
            arguments.append(.init("progressReporting", .member(nil, motion.progressReporting.rawValue)))
        }
        if let reducedMotion = motion.reducedMotion {
            arguments.append(.init("reducedMotion", .member(nil, reducedMotion.rawValue)))
        }
        constant("motion", .call("TransitionMotion", arguments),
                 "The motion `transpec simulate` plays and the UIKit code below drives.")
        let plan = controllerPlan(transition, names: names, presentation: partner)
        members.append(.property(Property(
            doc: DocComment(plan.doc), access: .public, isStatic: true, name: plan.name,
            body: .value(plan.value))))
        var doc = transition.summary.map { [DocComment.Line($0.value)] } ?? []
        doc.append(sourced("", transition.name.location))
        return .type(TypeDeclaration(doc: DocComment(doc), access: .public, kind: .enum, name: names.namespace, members: members))
    }

    /// `modal`, `navigation` or `tabSwitch`: what the UIKit controllers play.
    static func controllerPlan(
        _ transition: TransitionIR, names: TransitionNames, presentation partner: TransitionIR? = nil
    ) -> (name: String, value: Expression, doc: DocComment.Line) {
        let gesture = transition.gesture
        var arguments: [Expression.Argument] = [.init("edge", RuntimeExpressions.edge(gesture.edge.value))]
        if gesture.screenEdge.value { arguments.append(.init("gesture", .member(nil, "screenEdge"))) }
        if let dimming = transition.dimming { arguments.append(.init("dimming", color(dimming.color.value))) }
        if let frame = transition.frame {
            arguments.append(.init("restingFrame", .commented(
                DocComment(sourced("Where the presented screen rests in its container.", frame.location)),
                RuntimeExpressions.restingFrame(frame.restingFrame))))
        }
        let motion = Expression.identifier("motion")
        switch transition.operation.value {
        case .dismiss where partner != nil:
            let partnerNamespace = TransitionNames(partner!).namespace
            let doc = "How `\(names.transitioningDelegate)` plays it: the presentation is `\(partnerNamespace)`'s, "
                + "the dismissal is `motion`."
            return ("modal", .call("ModalTransition", [
                .init("presentation", .path(partnerNamespace, "modal")), .init("dismissal", motion),
            ] + arguments), DocComment.Line(doc))
        case .present, .dismiss:
            let isPresent = transition.operation.value == .present
            let doc = isPresent
                ? "How `\(names.transitioningDelegate)` plays it: the presentation is `motion`, the dismissal plays it backward."
                : "How `\(names.transitioningDelegate)` plays it: the dismissal is `motion`, the presentation plays it backward."
            return ("modal", .call("ModalTransition", [.init(isPresent ? "presentation" : "dismissal", motion)] + arguments),
                    DocComment.Line(doc))
        case .push, .pop:
            let isPush = transition.operation.value == .push
            return ("navigation", .call("NavigationTransition", [.init(isPush ? "push" : "pop", motion)] + arguments),
                    DocComment.Line("How `\(names.navigationDelegate)` plays it: \(isPush ? "pushes" : "pops") with `motion`."))
        case .tabNext, .tabPrevious:
            let isNext = transition.operation.value == .tabNext
            return ("tabSwitch", .call("TabSwitch", [.init(isNext ? "next" : "previous", motion)] + arguments),
                    DocComment.Line("How the spec's tab bar delegate plays it: the \(isNext ? "next" : "previous") tab with `motion`."))
        }
    }

    static func color(_ color: RGBColor) -> Expression {
        if color == .black { return .member(nil, "black") }
        return .call("DimmingColor", [
            .init("red", .double(Double(color.red) / 255)), .init("green", .double(Double(color.green) / 255)),
            .init("blue", .double(Double(color.blue) / 255)),
        ])
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
