import TranspecRuntime

/// A runtime value as the Swift expression that constructs it. Each runtime
/// type has this one encoding, which every part of the generated code that
/// writes such a value uses. Arguments equal to an initializer's defaults
/// are left out; numbers are written with `SwiftLiteral.double`, so the
/// value read back is the same bits the spec produced.
protocol RuntimeLiteral {
    var literal: Expression { get }
}

typealias Argument = Expression.Argument

/// A case without a payload, by its Swift name: `.towardEdge`, `.noFlight`.
/// (Raw values are the spec's spellings, not Swift's.)
func caseLiteral<Value>(_ value: Value) -> Expression {
    .member(nil, String(describing: value))
}

extension TransitionEdge: RuntimeLiteral { var literal: Expression { caseLiteral(self) } }
extension GestureStart: RuntimeLiteral { var literal: Expression { caseLiteral(self) } }
extension DragDirections: RuntimeLiteral { var literal: Expression { caseLiteral(self) } }
extension ProgressReporting: RuntimeLiteral { var literal: Expression { caseLiteral(self) } }
extension ReducedMotion: RuntimeLiteral { var literal: Expression { caseLiteral(self) } }
extension Overshoot: RuntimeLiteral { var literal: Expression { caseLiteral(self) } }
extension TrackPhase: RuntimeLiteral { var literal: Expression { caseLiteral(self) } }
extension TriggerDirections: RuntimeLiteral { var literal: Expression { caseLiteral(self) } }
extension LengthBasis: RuntimeLiteral { var literal: Expression { caseLiteral(self) } }
extension SharedElementFallback: RuntimeLiteral { var literal: Expression { caseLiteral(self) } }

extension DistanceRule: RuntimeLiteral {
    var literal: Expression {
        switch self {
        case .points(let points): .call(.path("DistanceRule", "points"), [Argument(nil, .double(points))])
        case .container: .path("DistanceRule", "container")
        case .containerFraction(let fraction, let points):
            .call(.path("DistanceRule", "containerFraction"), [Argument(nil, .double(fraction)), Argument("plus", .double(points))])
        }
    }
}

extension GestureWay: RuntimeLiteral {
    var literal: Expression {
        .call("GestureWay", [
            Argument("edge", edge.literal), Argument("start", start.literal), Argument("distance", distance.literal),
        ])
    }
}

extension RestingFrame.Height: RuntimeLiteral {
    var literal: Expression {
        switch self {
        case .points(let points): .dotCall("points", [Argument(nil, .double(points))])
        case .fraction(let fraction): .dotCall("fraction", [Argument(nil, .double(fraction))])
        }
    }
}

extension FrameInsets: RuntimeLiteral {
    var literal: Expression {
        let sides = [("top", top), ("left", left), ("bottom", bottom), ("right", right)].filter { $0.1 != 0 }
        return .call("FrameInsets", sides.map { Argument($0.0, .double($0.1)) })
    }
}

extension RestingFrame: RuntimeLiteral {
    var literal: Expression {
        var arguments: [Argument] = []
        if let height { arguments.append(Argument("height", height.literal)) }
        if insets != FrameInsets() { arguments.append(Argument("insets", insets.literal)) }
        return .call("RestingFrame", arguments)
    }
}

extension SheetDetent: RuntimeLiteral {
    var literal: Expression {
        .call("SheetDetent", [Argument("name", .string(name)), Argument("height", height.literal)])
    }
}

extension DetentPlan: RuntimeLiteral {
    var literal: Expression {
        let defaults = DetentPlan(detents: detents)
        var arguments = [Argument("detents", .array(detents.map(\.literal)))]
        if dismissible != defaults.dismissible { arguments.append(Argument("dismissible", .bool(dismissible))) }
        if frame != defaults.frame { arguments.append(Argument("frame", frame.literal)) }
        if let initial { arguments.append(Argument("initial", .string(initial))) }
        if let largestUndimmed { arguments.append(Argument("largestUndimmed", .string(largestUndimmed))) }
        return .call("DetentPlan", arguments)
    }
}

extension DecelerationRate: RuntimeLiteral {
    var literal: Expression {
        switch self {
        case .normal: .member(nil, "normal")
        case .fast: .member(nil, "fast")
        case .custom(let value): .dotCall("custom", [Argument(nil, .double(value))])
        }
    }
}

extension ReleaseCondition: RuntimeLiteral {
    var literal: Expression {
        var arguments = [Argument("progress", .double(progress))]
        if let speed { arguments.append(Argument("speed", .double(speed))) }
        return .call("ReleaseCondition", arguments)
    }
}

extension ReleaseRule: RuntimeLiteral {
    var literal: Expression {
        switch self {
        case .threshold(let threshold, let flick):
            .call(.path("ReleaseRule", "threshold"), [
                Argument(nil, .double(threshold)), Argument("flickVelocity", flick.map(Expression.double) ?? .nil),
            ])
        case .projection(let rate, let threshold):
            .call(.path("ReleaseRule", "projection"), [
                Argument("rate", rate.literal), Argument("threshold", .double(threshold)),
            ])
        case .anyOf(let conditions):
            .call(.path("ReleaseRule", "anyOf"), [Argument(nil, .array(conditions.map(\.literal)))])
        }
    }
}

extension Spring: RuntimeLiteral {
    var literal: Expression {
        let mass = mass == Spring(stiffness: 1, damping: 1).mass ? [] : [Argument("mass", .double(mass))]
        return .call("Spring", mass + [Argument("stiffness", .double(stiffness)), Argument("damping", .double(damping))])
    }
}

extension DecayPhase: RuntimeLiteral {
    var literal: Expression {
        .call("DecayPhase", [Argument("rate", rate.literal), Argument("handoffVelocity", .double(handoffVelocity))])
    }
}

extension RubberBand: RuntimeLiteral {
    var literal: Expression { .call("RubberBand", [Argument("coefficient", .double(coefficient))]) }
}

extension RestTolerance: RuntimeLiteral {
    var literal: Expression {
        .call("RestTolerance", [Argument("position", .double(position)), Argument("velocity", .double(velocity))])
    }
}

extension Easing: RuntimeLiteral {
    var literal: Expression {
        switch self {
        case .linear: .member(nil, "linear")
        case .easeIn: .member(nil, "easeIn")
        case .easeOut: .member(nil, "easeOut")
        case .easeInOut: .member(nil, "easeInOut")
        case .cubicBezier(let x1, let y1, let x2, let y2):
            .dotCall("cubicBezier", [x1, y1, x2, y2].map { Argument(nil, .double($0)) })
        }
    }
}

extension ProgressRange: RuntimeLiteral {
    var literal: Expression {
        var arguments = [Argument("start", .double(start)), Argument("end", .double(end))]
        if let startDetent { arguments.append(Argument("startDetent", .string(startDetent))) }
        if let endDetent { arguments.append(Argument("endDetent", .string(endDetent))) }
        return .call("ProgressRange", arguments)
    }
}

extension KeyframeTrack: RuntimeLiteral {
    /// `KeyframeTrack.fromTo(…)` for the two-keyframe form, else key times,
    /// values and timing functions as Core Animation spells them: arrays of
    /// plain numbers type-check in half the time of one `Keyframe` call each
    /// (generated code must type-check in at most 21 M instructions per
    /// transition, Docs/Performance.md).
    var literal: Expression {
        let frames = keyframes
        let isFromTo = frames.count == 2 && frames[0].at == 0 && frames[1].at == 1 && frames[0].easing == .linear
        var arguments: [Argument]
        let callee: Expression
        if isFromTo {
            callee = .path("KeyframeTrack", "fromTo")
            arguments = [Argument(nil, .double(frames[0].value)), Argument(nil, .double(frames[1].value))]
            if frames[1].easing != .linear { arguments.append(Argument("easing", frames[1].easing.literal)) }
        } else {
            callee = .identifier("KeyframeTrack")
            arguments = [
                Argument("keyTimes", .array(frames.map { .double($0.at) })),
                Argument("values", .array(frames.map { .double($0.value) })),
            ]
            let timingFunctions = frames.dropFirst().map(\.easing)
            if timingFunctions.contains(where: { $0 != .linear }) {
                arguments.append(Argument("timingFunctions", .array(timingFunctions.map(\.literal))))
            }
        }
        if range != .full { arguments.append(Argument("range", range.literal)) }
        if overshoot != .clamp { arguments.append(Argument("overshoot", overshoot.literal)) }
        if during != .both { arguments.append(Argument("during", during.literal)) }
        return .call(callee, arguments)
    }
}

extension ElementTracks: RuntimeLiteral {
    var literal: Expression {
        var arguments = [Argument("name", .string(name))]
        let tracks: [(String, KeyframeTrack?)] = [
            ("alpha", alpha), ("scale", scale), ("translationX", translationX), ("translationY", translationY),
            ("cornerRadius", cornerRadius), ("rotation", rotation), ("shadowOpacity", shadowOpacity),
            ("shadowRadius", shadowRadius),
        ]
        for (label, track) in tracks {
            if let track { arguments.append(Argument(label, track.literal)) }
        }
        for (label, basis) in [("translationXBasis", translationXBasis), ("translationYBasis", translationYBasis)]
        where basis != .points {
            arguments.append(Argument(label, basis.literal))
        }
        return .call("ElementTracks", arguments)
    }
}

extension Haptic: RuntimeLiteral {
    var literal: Expression {
        switch self {
        case .impact(let style): .dotCall("impact", [Argument(nil, caseLiteral(style))])
        case .selection: .member(nil, "selection")
        }
    }
}

extension ProgressTrigger: RuntimeLiteral {
    var literal: Expression {
        let defaults = ProgressTrigger(name: name, progress: progress)
        var arguments = [Argument("name", .string(name)), Argument("progress", .double(progress))]
        if directions != defaults.directions { arguments.append(Argument("directions", directions.literal)) }
        if let haptic { arguments.append(Argument("haptic", haptic.literal)) }
        if during != defaults.during { arguments.append(Argument("during", during.literal)) }
        return .call("ProgressTrigger", arguments)
    }
}

extension SharedElement: RuntimeLiteral {
    var literal: Expression {
        let defaults = SharedElement(source: source, destination: destination)
        var arguments = [Argument("source", .string(source)), Argument("destination", .string(destination))]
        if flight != defaults.flight { arguments.append(Argument("flight", flight.literal)) }
        if fallback != defaults.fallback { arguments.append(Argument("fallback", fallback.literal)) }
        return .call("SharedElement", arguments)
    }
}

extension DimmingColor: RuntimeLiteral {
    /// `.black`, one colour by its components, or a light and dark pair.
    var literal: Expression {
        if self == .black { return .member(nil, "black") }
        guard let dark else { return .call("DimmingColor", light.arguments) }
        return .call("DimmingColor", [Argument("light", light.literal), Argument("dark", dark.literal)])
    }
}

extension RGBAColor: RuntimeLiteral {
    var literal: Expression { .call("RGBAColor", arguments) }

    /// The components; `alpha` only when not opaque (its default).
    var arguments: [Argument] {
        [Argument("red", .double(red)), Argument("green", .double(green)), Argument("blue", .double(blue))]
            + (alpha == 1 ? [] : [Argument("alpha", .double(alpha))])
    }
}
