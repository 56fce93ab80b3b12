import TranspecRuntime

/// Runtime values as the Swift expressions that construct them. Arguments
/// equal to an initializer's default are left out; every other number is
/// written with `SwiftLiteral.double`, so the value read back is the same
/// bits the spec produced.
enum MotionExpressions {
    static func distance(_ rule: DistanceRule) -> Expression {
        switch rule {
        case .points(let points): .call(.member(.identifier("DistanceRule"), "points"), [.unlabeled(.double(points))])
        case .container: .member(.identifier("DistanceRule"), "container")
        }
    }

    static func release(_ rule: ReleaseRule) -> Expression {
        let type = Expression.identifier("ReleaseRule")
        switch rule {
        case .threshold(let threshold, let flick):
            return .call(.member(type, "threshold"), [.unlabeled(.double(threshold)), CallArgument("flickVelocity", optional(flick))])
        case .projection(let rate, let threshold):
            return .call(.member(type, "projection"), [CallArgument("rate", deceleration(rate)), CallArgument("threshold", .double(threshold))])
        case .anyOf(let conditions):
            let entries = conditions.map { condition in
                Expression.typeCall(
                    "ReleaseCondition",
                    [CallArgument("progress", .double(condition.progress))]
                        + (condition.speed.map { [CallArgument("speed", .double($0))] } ?? []))
            }
            return .call(.member(type, "anyOf"), [.unlabeled(.array(entries))])
        }
    }

    static func deceleration(_ rate: DecelerationRate) -> Expression {
        switch rate {
        case .normal: .member(nil, "normal")
        case .fast: .member(nil, "fast")
        case .custom(let value): .dotCall("custom", [.unlabeled(.double(value))])
        }
    }

    static func spring(_ spring: Spring) -> Expression {
        .typeCall("Spring", [
            CallArgument("mass", .double(spring.mass)),
            CallArgument("stiffness", .double(spring.stiffness)),
            CallArgument("damping", .double(spring.damping)),
        ])
    }

    static func decay(_ decay: DecayPhase) -> Expression {
        .typeCall("DecayPhase", [
            CallArgument("rate", deceleration(decay.rate)), CallArgument("handoffVelocity", .double(decay.handoffVelocity)),
        ])
    }

    static func rubberBand(_ band: RubberBand?) -> Expression {
        band.map { .typeCall("RubberBand", [CallArgument("coefficient", .double($0.coefficient))]) } ?? .nil
    }

    static func restTolerance(_ tolerance: RestTolerance) -> Expression {
        .typeCall("RestTolerance", [
            CallArgument("position", .double(tolerance.position)), CallArgument("velocity", .double(tolerance.velocity)),
        ])
    }

    /// `KeyframeTrack.fromTo(…)` for the two-keyframe form, the full
    /// initializer otherwise. (Argument lists are appended to, not joined
    /// with `+`: a spec has tens of thousands of keyframes.)
    static func track(_ track: KeyframeTrack) -> Expression {
        let frames = track.keyframes
        var arguments: [CallArgument] = []
        arguments.reserveCapacity(5)
        let isFromTo = frames.count == 2 && frames[0].at == 0 && frames[1].at == 1 && frames[0].easing == .linear
        if isFromTo {
            arguments.append(.unlabeled(.double(frames[0].value)))
            arguments.append(.unlabeled(.double(frames[1].value)))
            if frames[1].easing != .linear { arguments.append(CallArgument("easing", easing(frames[1].easing))) }
        } else {
            arguments.append(CallArgument("keyframes", .array(frames.map(keyframe))))
        }
        if track.range != .full {
            arguments.append(CallArgument("range", .typeCall("ProgressRange", [
                CallArgument("start", .double(track.range.start)), CallArgument("end", .double(track.range.end)),
            ])))
        }
        if track.overshoot != .clamp { arguments.append(CallArgument("overshoot", .member(nil, track.overshoot.rawValue))) }
        return isFromTo ? .call(.member(.identifier("KeyframeTrack"), "fromTo"), arguments) : .typeCall("KeyframeTrack", arguments)
    }

    static func keyframe(_ frame: Keyframe) -> Expression {
        var arguments: [CallArgument] = []
        arguments.reserveCapacity(3)
        arguments.append(CallArgument("at", .double(frame.at)))
        arguments.append(CallArgument("value", .double(frame.value)))
        if frame.easing != .linear { arguments.append(CallArgument("easing", easing(frame.easing))) }
        return .typeCall("Keyframe", arguments)
    }

    static func easing(_ easing: Easing) -> Expression {
        switch easing {
        case .linear: .member(nil, "linear")
        case .easeIn: .member(nil, "easeIn")
        case .easeOut: .member(nil, "easeOut")
        case .easeInOut: .member(nil, "easeInOut")
        case .cubicBezier(let x1, let y1, let x2, let y2):
            .dotCall("cubicBezier", [x1, y1, x2, y2].map { .unlabeled(.double($0)) })
        }
    }

    static func element(_ element: ElementTracks) -> Expression {
        var arguments = [CallArgument("name", .string(element.name))]
        arguments.reserveCapacity(6)
        for (label, track) in [
            ("alpha", element.alpha), ("scale", element.scale), ("translationX", element.translationX),
            ("translationY", element.translationY), ("cornerRadius", element.cornerRadius),
        ] {
            if let track { arguments.append(CallArgument(label, self.track(track))) }
        }
        return .typeCall("ElementTracks", arguments)
    }

    static func optional(_ value: Double?) -> Expression {
        value.map(Expression.double) ?? .nil
    }
}
