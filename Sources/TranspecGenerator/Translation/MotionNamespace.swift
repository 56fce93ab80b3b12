import TranspecRuntime
import TranspecSpec

/// The platform-neutral part of one transition: `public enum <Name>Transition`
/// with the spec's constants and the single `TransitionMotion` they make.
enum MotionNamespace {
    /// The enum named `namespace` (`TransitionNames.namespace`).
    static func declaration(for transition: TransitionIR, namespace: String) -> Declaration {
        let motion = lower(transition)
        var members: [Declaration] = []
        func constant(_ name: String, _ value: Expression, _ doc: [String]) {
            members.append(.property(Property(
                doc: DocComment(doc), access: .public, isStatic: true, binding: .let, name: name, value: value)))
        }
        constant("distance", MotionExpressions.distance(motion.distance), [
            sourced("The drag that means progress 1.", transition.gesture.distance.location),
        ])
        constant("release", MotionExpressions.release(motion.release), [
            sourced("How a release decides between complete and cancel.", transition.release.location),
        ])
        var springArguments: [CallArgument]
        if let shared = transition.spring, motion.completeSpring == motion.cancelSpring {
            constant("spring", MotionExpressions.spring(motion.completeSpring), springDoc("The settle spring", shared))
            springArguments = [CallArgument("completeSpring", .identifier("spring")), CallArgument("cancelSpring", .identifier("spring"))]
        } else {
            let complete = transition.springForComplete!, cancel = transition.springForCancel!
            constant("completeSpring", MotionExpressions.spring(motion.completeSpring), springDoc("The spring to complete", complete))
            constant("cancelSpring", MotionExpressions.spring(motion.cancelSpring), springDoc("The spring to cancel", cancel))
            springArguments = [
                CallArgument("completeSpring", .identifier("completeSpring")), CallArgument("cancelSpring", .identifier("cancelSpring")),
            ]
        }
        if let decay = motion.decay, let ir = transition.decay {
            constant("decay", MotionExpressions.decay(decay), [sourced("The coast after a release, before the spring.", ir.location)])
        }
        if let dimming = motion.dimming, let ir = transition.dimming {
            constant("dimming", MotionExpressions.track(dimming), [sourced("The dimming view's alpha over progress.", ir.location)])
        }
        for (tracks, element) in zip(motion.elements, transition.elements) {
            constant(TransitionNames.elementConstant(element.name.value), MotionExpressions.element(tracks), [
                sourced("Element \(SwiftLiteral.string(element.name.value)).", element.name.location),
            ])
        }
        if let shared = motion.sharedElement, let ir = transition.sharedElement {
            constant("sharedElement", MotionExpressions.track(shared), [
                sourced("The shared element's flight from source (0) to destination (1).", ir.location),
            ])
        }
        let arguments: [CallArgument] = [
            CallArgument("distance", .identifier("distance")),
            CallArgument("release", .identifier("release")),
        ] + springArguments + [
            CallArgument("decay", motion.decay == nil ? .nil : .identifier("decay")),
            CallArgument("rubberBand", MotionExpressions.rubberBand(motion.rubberBand)),
            CallArgument("restTolerance", MotionExpressions.restTolerance(motion.restTolerance)),
            CallArgument("interruptible", .bool(motion.interruptible)),
            CallArgument("bothDirections", .bool(motion.bothDirections)),
            CallArgument("elements", .array(transition.elements.map { .identifier(TransitionNames.elementConstant($0.name.value)) })),
            CallArgument("dimming", motion.dimming == nil ? .nil : .identifier("dimming")),
            CallArgument("sharedElement", motion.sharedElement == nil ? .nil : .identifier("sharedElement")),
        ]
        constant("motion", .typeCall("TransitionMotion", arguments), [
            "The motion `transpec simulate` plays and the UIKit code below drives.",
        ])
        var doc = transition.summary.map { [$0.value] } ?? []
        doc.append(source(transition.name.location))
        return .namespace(Namespace(doc: DocComment(doc), access: .public, name: namespace, members: members))
    }

    private static func springDoc(_ role: String, _ spring: SpringIR) -> [String] {
        [sourced(concatenated(role, ", written as ", written(spring.written.value), "."), spring.location)]
    }

    /// The parameters as the spec wrote them, for the reader. Joined with
    /// `concatenated`: interpolation grew the string piece by piece, every
    /// spring of a spec.
    static func written(_ parameters: SpringIR.Parameters) -> String {
        let d = SwiftLiteral.double
        return switch parameters {
        case .dampingRatio(let zeta, let response): concatenated("dampingRatio ", d(zeta), ", response ", d(response))
        case .duration(let duration, let bounce): concatenated("duration ", d(duration), ", bounce ", d(bounce))
        case .physics(let m, let k, let c): concatenated("mass ", d(m), ", stiffness ", d(k), ", damping ", d(c))
        case .bounciness(let bounciness, let speed): concatenated("bounciness ", d(bounciness), ", speed ", d(speed))
        case .origami(let tension, let friction): concatenated("tension ", d(tension), ", friction ", d(friction))
        }
    }
}
