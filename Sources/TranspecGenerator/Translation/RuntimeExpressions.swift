import TranspecRuntime

/// Runtime values as the Swift expressions that construct them. Arguments
/// equal to an initializer's default are left out; every number is written
/// with `SwiftLiteral.double`, so the value read back is the same bits the
/// spec produced.
enum RuntimeExpressions {
    typealias Argument = Expression.Argument

    static func distance(_ rule: DistanceRule) -> Expression {
        switch rule {
        case .points(let points): .call(.path("DistanceRule", "points"), [Argument(nil, .double(points))])
        case .container: .path("DistanceRule", "container")
        case .containerFraction(let fraction, let points):
            .call(.path("DistanceRule", "containerFraction"), [Argument(nil, .double(fraction)), Argument("plus", .double(points))])
        }
    }

    static func restingFrame(_ frame: RestingFrame) -> Expression {
        var arguments: [Argument] = []
        switch frame.height {
        case .points(let points)?: arguments.append(Argument("height", .dotCall("points", [Argument(nil, .double(points))])))
        case .fraction(let fraction)?:
            arguments.append(Argument("height", .dotCall("fraction", [Argument(nil, .double(fraction))])))
        case nil: break
        }
        let insets = frame.insets
        let sides = [("top", insets.top), ("left", insets.left), ("bottom", insets.bottom), ("right", insets.right)]
            .filter { $0.1 != 0 }
        if !sides.isEmpty {
            arguments.append(Argument("insets", .call("FrameInsets", sides.map { Argument($0.0, .double($0.1)) })))
        }
        return .call("RestingFrame", arguments)
    }

    static func detents(_ plan: DetentPlan) -> Expression {
        let detents = plan.detents.map { detent in
            Expression.call("SheetDetent", [
                Argument("name", .string(detent.name)), Argument("height", height(detent.height)),
            ])
        }
        var arguments = [Argument("detents", .array(detents))]
        if !plan.dismissible { arguments.append(Argument("dismissible", .bool(false))) }
        if plan.frame != RestingFrame() { arguments.append(Argument("frame", restingFrame(plan.frame))) }
        return .call("DetentPlan", arguments)
    }

    static func height(_ height: RestingFrame.Height) -> Expression {
        switch height {
        case .points(let points): .dotCall("points", [Argument(nil, .double(points))])
        case .fraction(let fraction): .dotCall("fraction", [Argument(nil, .double(fraction))])
        }
    }

    static func release(_ rule: ReleaseRule) -> Expression {
        switch rule {
        case .threshold(let threshold, let flick):
            .call(.path("ReleaseRule", "threshold"), [
                Argument(nil, .double(threshold)), Argument("flickVelocity", flick.map(Expression.double) ?? .nil),
            ])
        case .projection(let rate, let threshold):
            .call(.path("ReleaseRule", "projection"), [
                Argument("rate", deceleration(rate)), Argument("threshold", .double(threshold)),
            ])
        case .anyOf(let conditions):
            .call(.path("ReleaseRule", "anyOf"), [Argument(nil, .array(conditions.map(condition)))])
        }
    }

    static func condition(_ condition: ReleaseCondition) -> Expression {
        var arguments = [Argument("progress", .double(condition.progress))]
        if let speed = condition.speed { arguments.append(Argument("speed", .double(speed))) }
        return .call("ReleaseCondition", arguments)
    }

    static func deceleration(_ rate: DecelerationRate) -> Expression {
        switch rate {
        case .normal: .member(nil, "normal")
        case .fast: .member(nil, "fast")
        case .custom(let value): .dotCall("custom", [Argument(nil, .double(value))])
        }
    }

    static func spring(_ spring: Spring) -> Expression {
        let mass = spring.mass == Spring(stiffness: 1, damping: 1).mass ? [] : [Argument("mass", .double(spring.mass))]
        return .call("Spring", mass + [
            Argument("stiffness", .double(spring.stiffness)), Argument("damping", .double(spring.damping)),
        ])
    }

    static func decay(_ decay: DecayPhase) -> Expression {
        .call("DecayPhase", [
            Argument("rate", deceleration(decay.rate)), Argument("handoffVelocity", .double(decay.handoffVelocity)),
        ])
    }

    static func rubberBand(_ band: RubberBand?) -> Expression {
        guard let band else { return .nil }
        return .call("RubberBand", [Argument("coefficient", .double(band.coefficient))])
    }

    static func restTolerance(_ tolerance: RestTolerance) -> Expression {
        .call("RestTolerance", [
            Argument("position", .double(tolerance.position)), Argument("velocity", .double(tolerance.velocity)),
        ])
    }

    /// `KeyframeTrack.fromTo(…)` for the two-keyframe form, else key times,
    /// values and timing functions as Core Animation spells them: arrays of
    /// plain numbers type-check in half the time of one `Keyframe` call each
    /// (the typecheck guard in Benchmarks/README.md).
    static func track(_ track: KeyframeTrack) -> Expression {
        let frames = track.keyframes
        let isFromTo = frames.count == 2 && frames[0].at == 0 && frames[1].at == 1 && frames[0].easing == .linear
        var arguments: [Argument]
        let callee: Expression
        if isFromTo {
            callee = .path("KeyframeTrack", "fromTo")
            arguments = [Argument(nil, .double(frames[0].value)), Argument(nil, .double(frames[1].value))]
            if frames[1].easing != .linear { arguments.append(Argument("easing", easing(frames[1].easing))) }
        } else {
            callee = .identifier("KeyframeTrack")
            arguments = [
                Argument("keyTimes", .array(frames.map { .double($0.at) })),
                Argument("values", .array(frames.map { .double($0.value) })),
            ]
            let timingFunctions = frames.dropFirst().map(\.easing)
            if timingFunctions.contains(where: { $0 != .linear }) {
                arguments.append(Argument("timingFunctions", .array(timingFunctions.map(easing))))
            }
        }
        if track.range != .full {
            arguments.append(Argument("range", .call("ProgressRange", [
                Argument("start", .double(track.range.start)), Argument("end", .double(track.range.end)),
            ] + [("startDetent", track.range.startDetent), ("endDetent", track.range.endDetent)].compactMap { label, name in
                name.map { Argument(label, .string($0)) }
            })))
        }
        if track.overshoot != .clamp { arguments.append(Argument("overshoot", .member(nil, track.overshoot.rawValue))) }
        if track.during != .both { arguments.append(Argument("during", .member(nil, track.during.rawValue))) }
        return .call(callee, arguments)
    }

    static func easing(_ easing: Easing) -> Expression {
        switch easing {
        case .linear: .member(nil, "linear")
        case .easeIn: .member(nil, "easeIn")
        case .easeOut: .member(nil, "easeOut")
        case .easeInOut: .member(nil, "easeInOut")
        case .cubicBezier(let x1, let y1, let x2, let y2):
            .dotCall("cubicBezier", [x1, y1, x2, y2].map { Argument(nil, .double($0)) })
        }
    }

    static func element(_ element: ElementTracks) -> Expression {
        var arguments = [Argument("name", .string(element.name))]
        let tracks: [(String, KeyframeTrack?)] = [
            ("alpha", element.alpha), ("scale", element.scale), ("translationX", element.translationX),
            ("translationY", element.translationY), ("cornerRadius", element.cornerRadius),
            ("rotation", element.rotation), ("shadowOpacity", element.shadowOpacity),
            ("shadowRadius", element.shadowRadius),
        ]
        for (label, track) in tracks {
            if let track { arguments.append(Argument(label, self.track(track))) }
        }
        for (label, basis) in [("translationXBasis", element.translationXBasis), ("translationYBasis", element.translationYBasis)]
        where basis != .points {
            arguments.append(Argument(label, .member(nil, basis.rawValue)))
        }
        return .call("ElementTracks", arguments)
    }

    static func trigger(_ trigger: ProgressTrigger) -> Expression {
        var arguments = [Argument("name", .string(trigger.name)), Argument("progress", .double(trigger.progress))]
        if trigger.directions != .either {
            arguments.append(Argument("directions", .member(nil, trigger.directions.rawValue)))
        }
        switch trigger.haptic {
        case .impact(let style)?:
            arguments.append(Argument("haptic", .dotCall("impact", [Argument(nil, .member(nil, style.rawValue))])))
        case .selection?:
            arguments.append(Argument("haptic", .member(nil, "selection")))
        case nil:
            break
        }
        return .call("ProgressTrigger", arguments)
    }

    static func edge(_ edge: TransitionEdge) -> Expression {
        .member(nil, edge.rawValue)
    }
}
