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
    /// initializer otherwise.
    static func track(_ track: KeyframeTrack) -> Expression {
        var options: [CallArgument] = []
        if track.range != .full {
            options.append(CallArgument("range", .typeCall("ProgressRange", [
                CallArgument("start", .double(track.range.start)), CallArgument("end", .double(track.range.end)),
            ])))
        }
        if track.overshoot != .clamp { options.append(CallArgument("overshoot", .member(nil, track.overshoot.rawValue))) }
        let frames = track.keyframes
        if frames.count == 2, frames[0].at == 0, frames[1].at == 1, frames[0].easing == .linear {
            let easing = frames[1].easing == .linear ? [] : [CallArgument("easing", self.easing(frames[1].easing))]
            return .call(
                .member(.identifier("KeyframeTrack"), "fromTo"),
                [.unlabeled(.double(frames[0].value)), .unlabeled(.double(frames[1].value))] + easing + options)
        }
        let keyframes = frames.map { frame in
            Expression.typeCall(
                "Keyframe",
                [CallArgument("at", .double(frame.at)), CallArgument("value", .double(frame.value))]
                    + (frame.easing == .linear ? [] : [CallArgument("easing", easing(frame.easing))]))
        }
        return .typeCall("KeyframeTrack", [CallArgument("keyframes", .array(keyframes))] + options)
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
        let tracks: [(String, KeyframeTrack?)] = [
            ("alpha", element.alpha), ("scale", element.scale), ("translationX", element.translationX),
            ("translationY", element.translationY), ("cornerRadius", element.cornerRadius),
        ]
        return .typeCall(
            "ElementTracks",
            [CallArgument("name", .string(element.name))]
                + tracks.compactMap { label, track in track.map { CallArgument(label, self.track($0)) } })
    }

    static func optional(_ value: Double?) -> Expression {
        value.map(Expression.double) ?? .nil
    }
}
