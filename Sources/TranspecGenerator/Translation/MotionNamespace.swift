import TranspecRuntime
import TranspecSpec

/// The platform-neutral part of one transition: `public enum <Name>Transition`
/// with the spec's constants and the single `TransitionMotion` they make.
enum MotionNamespace {
    /// The enum named `namespace` (`TransitionNames.namespace`).
    static func declaration(for transition: TransitionIR, namespace: String) -> Declaration {
        let motion = lower(transition)
        var members: [Declaration] = []
        // Up to seven constants besides the elements.
        members.reserveCapacity(7 + transition.elements.count)
        func constant(_ name: String, _ value: Expression, _ doc: [DocComment.Line]) {
            members.append(.property(Property(
                doc: DocComment(doc), access: .public, isStatic: true, binding: .let, name: name, value: value)))
        }
        func spelled(capacity: Int = 256, _ add: (inout SpelledText) -> Void) -> Expression {
            MotionExpressions.spelled(capacity: capacity, add)
        }
        constant("distance", spelled { MotionExpressions.distance(motion.distance, to: &$0) }, [
            sourced("The drag that means progress 1.", transition.gesture.distance.location),
        ])
        constant("release", spelled { MotionExpressions.release(motion.release, to: &$0) }, [
            sourced("How a release decides between complete and cancel.", transition.release.location),
        ])
        let sharesSpring = transition.spring != nil && motion.completeSpring == motion.cancelSpring
        if let shared = transition.spring, sharesSpring {
            constant("spring", spelled { MotionExpressions.spring(motion.completeSpring, to: &$0) }, springDoc("The settle spring", shared))
        } else {
            let complete = transition.springForComplete!, cancel = transition.springForCancel!
            constant("completeSpring", spelled { MotionExpressions.spring(motion.completeSpring, to: &$0) },
                     springDoc("The spring to complete", complete))
            constant("cancelSpring", spelled { MotionExpressions.spring(motion.cancelSpring, to: &$0) },
                     springDoc("The spring to cancel", cancel))
        }
        if let decay = motion.decay, let ir = transition.decay {
            constant("decay", spelled { MotionExpressions.decay(decay, to: &$0) },
                     [sourced("The coast after a release, before the spring.", ir.location)])
        }
        if let dimming = motion.dimming, let ir = transition.dimming {
            constant("dimming", spelled { MotionExpressions.track(dimming, to: &$0) },
                     [sourced("The dimming view's alpha over progress.", ir.location)])
        }
        for (tracks, element) in zip(motion.elements, transition.elements) {
            constant(TransitionNames.elementConstant(element.name.value), spelled(capacity: 2048) { MotionExpressions.element(tracks, to: &$0) }, [
                sourced("Element \(SwiftLiteral.string(element.name.value)).", element.name.location),
            ])
        }
        if let shared = motion.sharedElement, let ir = transition.sharedElement {
            constant("sharedElement", spelled { MotionExpressions.track(shared, to: &$0) }, [
                sourced("The shared element's flight from source (0) to destination (1).", ir.location),
            ])
        }
        constant("motion", spelled(capacity: 512) { text in
            text.call("TransitionMotion")
            text.identifier("distance", label: "distance")
            text.identifier("release", label: "release")
            text.identifier(sharesSpring ? "spring" : "completeSpring", label: "completeSpring")
            text.identifier(sharesSpring ? "spring" : "cancelSpring", label: "cancelSpring")
            text.identifier(motion.decay == nil ? "nil" : "decay", label: "decay")
            MotionExpressions.rubberBand(motion.rubberBand, label: "rubberBand", to: &text)
            MotionExpressions.restTolerance(motion.restTolerance, label: "restTolerance", to: &text)
            text.bool(motion.interruptible, label: "interruptible")
            text.bool(motion.bothDirections, label: "bothDirections")
            text.array(label: "elements")
            for element in transition.elements { text.identifier(TransitionNames.elementConstant(element.name.value)) }
            text.close()
            text.identifier(motion.dimming == nil ? "nil" : "dimming", label: "dimming")
            text.identifier(motion.sharedElement == nil ? "nil" : "sharedElement", label: "sharedElement")
            text.close()
        }, [
            "The motion `transpec simulate` plays and the UIKit code below drives.",
        ])
        var doc = transition.summary.map { [DocComment.Line($0.value)] } ?? []
        doc.append(source(transition.name.location))
        return .namespace(Namespace(doc: DocComment(doc), access: .public, name: namespace, members: members))
    }

    private static func springDoc(_ role: String, _ spring: SpringIR) -> [DocComment.Line] {
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
