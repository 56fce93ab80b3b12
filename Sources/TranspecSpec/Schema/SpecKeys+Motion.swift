import TranspecRuntime

/// Release forms, springs, tracks and easing: the parts with alternatives.
extension SpecKeys {
    /// The three release forms; a release uses the keys of exactly one.
    static let releaseForms: [(form: String, mapping: MappingDeclaration)] = [
        ("threshold", MappingDeclaration(title: "release: threshold and flick", keys: [threshold, flickVelocity])),
        ("projection", MappingDeclaration(title: "release: projection", keys: [
            KeyDeclaration(name: "projection", value: .oneOf([.choice(decelerationWords), .number(.openUnit)]),
                           meaning: "Project where the view would coast at this deceleration rate "
                               + "(normal 0.998, fast 0.99) and compare that with threshold.",
                           unit: "per ms", isRequired: true),
            threshold,
        ])),
        ("anyOf", MappingDeclaration(title: "release: any of", keys: [
            KeyDeclaration(name: "anyOf", value: .list(of: .mapping(releaseCondition)),
                           meaning: "Complete if any entry is met: progress ≥ its progress and |v| ≥ its speed "
                               + "(the iOSDC 2017 talk).", isRequired: true),
        ])),
    ]

    /// Every key any release form allows: the decoder's unknown-key list.
    static var releaseKeys: [String] {
        var keys: [String] = []
        for form in releaseForms { for name in form.mapping.names where !keys.contains(name) { keys.append(name) } }
        return keys
    }

    static let threshold = KeyDeclaration(
        name: "threshold", value: .number(.unit),
        meaning: "Complete iff progress (or projected progress) ≥ threshold; ties complete.",
        unit: "progress", defaultValue: .number(0.5), defaultNote: "the \"Going indie\" post")

    static let flickVelocity = KeyDeclaration(
        name: "flickVelocity", value: .number(.positive),
        meaning: "A release at least this fast completes (toward the edge) or cancels (away) regardless "
            + "of progress.", unit: "pt/s", defaultNote: "300 when release is omitted, the \"Going indie\" post")

    static let releaseCondition = MappingDeclaration(title: "anyOf entry", keys: [
        KeyDeclaration(name: "progress", value: .number(.unit), meaning: "Progress at least this.",
                       unit: "progress", isRequired: true),
        KeyDeclaration(name: "speed", value: .number(.nonNegative), meaning: "Release speed |v| at least this.",
                       unit: "pt/s", defaultNote: "no speed requirement"),
    ])

    /// Every spring key with its bounds; `SpringIR.ParameterSet` groups them
    /// into sets, and `overdamping` goes with any set. Sixteen keys, the most
    /// a `KeyTable` holds.
    static let springKeys: [KeyDeclaration] = [
        KeyDeclaration(name: "dampingRatio", value: .number(.nonNegative),
                       meaning: "The damping ratio ζ: 1 is critically damped, below 1 bounces (SwiftUI's "
                           + "dampingFraction; with stiffness, Android's SpringForce; with settlingDuration, "
                           + "SwiftUI's settling spring).",
                       unit: "ratio to critical damping"),
        KeyDeclaration(name: "response", value: .number(.positive),
                       meaning: "SwiftUI's response: the period of the undamped oscillation.", unit: "s"),
        KeyDeclaration(name: "duration", value: .number(.positive),
                       meaning: "SwiftUI's perceptual duration (Spring(duration:bounce:), and the presets'). "
                           + "Not framer-motion's duration: that is settlingDuration.",
                       unit: "s"),
        KeyDeclaration(name: "bounce", value: .number(.bounce),
                       meaning: "SwiftUI's bounce: 0 critically damped, positive bounces, negative overdamped. "
                           + "With visualDuration or settlingDuration, framer-motion's (ζ = 1 − bounce within "
                           + "0.05…1; required there).",
                       defaultValue: .number(0)),
        KeyDeclaration(name: "mass", value: .number(.positive),
                       meaning: "UISpringTimingParameters mass m.", unit: "mass units (UIKit's; only k/m and c/m matter)",
                       defaultValue: .number(1)),
        KeyDeclaration(name: "stiffness", value: .number(.positive),
                       meaning: "UISpringTimingParameters stiffness k (with dampingRatio: Android's SpringForce "
                           + "stiffness).", unit: "mass units per s²"),
        KeyDeclaration(name: "damping", value: .number(.nonNegative),
                       meaning: "UISpringTimingParameters damping c.", unit: "mass units per s"),
        KeyDeclaration(name: "bounciness", value: .number(.nonNegative),
                       meaning: "facebook pop's springBounciness (pop's default 4; React Native's 8)."),
        KeyDeclaration(name: "speed", value: .number(.nonNegative),
                       meaning: "facebook pop's springSpeed (pop's and React Native's default 12)."),
        KeyDeclaration(name: "tension", value: .number(.any),
                       meaning: "Origami tension, converted as Rebound's OrigamiValueConverter (0 means off)."),
        KeyDeclaration(name: "friction", value: .number(.any),
                       meaning: "Origami friction, converted as Rebound's OrigamiValueConverter (0 means off; "
                           + "React Native's friction 0 is damping 1)."),
        KeyDeclaration(name: "preset", value: .choice(SpringPreset.allCases.map(\.rawValue)),
                       meaning: "SwiftUI's Spring.smooth, .snappy or .bouncy: Spring(duration:bounce:) with base "
                           + "bounce 0, 0.15 or 0.3."),
        KeyDeclaration(name: "extraBounce", value: .number(.any),
                       meaning: "SwiftUI's extraBounce, added to the preset's base bounce; the sum must stay "
                           + "within bounce's range.", defaultValue: .number(0)),
        KeyDeclaration(name: "visualDuration", value: .number(.positive),
                       meaning: "framer-motion's visualDuration: ω₀ = 2π/(1.2·visualDuration).", unit: "s"),
        KeyDeclaration(name: "settlingDuration", value: .number(.positive),
                       meaning: "SwiftUI's Spring(settlingDuration:dampingRatio:) at epsilon 0.001; with "
                           + "bounce, framer-motion's { duration, bounce } spring. Ratios above 1 count as 1, "
                           + "durations outside 0.01…10 s as the nearer end.", unit: "s"),
        KeyDeclaration(name: "overdamping", value: .choice(SpringIR.Overdamping.allCases.map(\.rawValue)),
                       meaning: "allow: a damping ratio above 1 is played as written; critical: as 1, as React "
                           + "Native and SwiftUI's Spring(mass:stiffness:damping:) do.",
                       defaultValue: .string(SpringIR.Overdamping.allow.rawValue)),
    ]

    /// One mapping per parameter set, with `overdamping`; a set's required
    /// keys have no default there.
    static var springSets: [(set: SpringIR.ParameterSet, mapping: MappingDeclaration)] {
        let overdamping = springKeys.first { $0.name == "overdamping" }!
        return SpringIR.ParameterSet.allCases.map { set in
            let keys = set.keys.compactMap { name in springKeys.first { $0.name == name } }.map { key in
                var key = key
                key.isRequired = set.requiredKeys.contains(key.name)
                if key.isRequired { key.defaultValue = nil }
                if set == .swiftUIPreset, key.name == "duration" {
                    key.defaultValue = .number(SpringPreset.defaultDuration)
                    key.defaultNote = "SwiftUI's"
                }
                return key
            }
            return (set, MappingDeclaration(title: "spring: \(set.rawValue)", keys: keys + [overdamping]))
        }
    }

    /// A `range` end: progress, or a detent's name.
    static let rangeEnd = ValueKind.oneOf([.number(.unit), .string(pattern: nil)])

    /// `range`, `easing` and `overshoot`: shared by tracks and the shared element.
    static let trackTiming: [KeyDeclaration] = [
        KeyDeclaration(name: "range", value: .tuple([rangeEnd, rangeEnd]),
                       meaning: "[start, end] with 0 ≤ start < end ≤ 1: the part of progress the track spans "
                           + "(the Transition library's AnimationRange). On a sheet with detents an end may name a detent "
                           + "([full, half]): its progress in the real container "
                           + "(UISheetPresentationController.largestUndimmedDetentIdentifier).", unit: "progress",
                       defaultValue: .array([.number(0), .number(1)])),
        KeyDeclaration(name: "easing", value: .definition(.easing),
                       meaning: "The curve within the range (the default for every keyframe segment).",
                       defaultValue: .string("linear")),
        KeyDeclaration(name: "overshoot", value: .choice(Overshoot.allCases.map(\.rawValue)),
                       meaning: "What happens when a spring carries progress past 0 or 1.",
                       defaultValue: .string(Overshoot.clamp.rawValue)),
        KeyDeclaration(name: "during", value: .choice(TrackPhase.allCases.map(\.rawValue)),
                       meaning: "When the value follows progress: drag (only while the finger drags; it returns "
                           + "to its start while the view settles), settle (it holds while dragging and plays "
                           + "after release), or both. No jump at a release or a re-grab (TrackPhaseRule).",
                       defaultValue: .string(TrackPhase.both.rawValue)),
    ]

    /// A track of numbers, or of `[x, y]` points (`translation`).
    static func track(of value: ValueKind, unit: String?) -> MappingDeclaration {
        MappingDeclaration(
            title: "track",
            keys: [
                KeyDeclaration(name: "from", value: value, meaning: "The value at the start of the range.", unit: unit),
                KeyDeclaration(name: "to", value: value, meaning: "The value at the end of the range.", unit: unit),
                KeyDeclaration(name: "keyframes", value: .list(of: .mapping(keyframe(of: value, unit: unit))),
                               meaning: "Values at positions within the range; at strictly increasing."),
            ] + trackTiming,
            requiredAlternatives: [["from", "to"], ["keyframes"]],
            exclusiveAlternatives: true
        )
    }

    static let trackKeys = track(of: .number(.any), unit: nil).names

    static func keyframe(of value: ValueKind, unit: String?) -> MappingDeclaration {
        MappingDeclaration(title: "keyframe", keys: [
            KeyDeclaration(name: "at", value: .number(.unit), meaning: "Position within the track's range.",
                           unit: "progress", isRequired: true),
            KeyDeclaration(name: "value", value: value, meaning: "The value at that position.", unit: unit,
                           isRequired: true),
            KeyDeclaration(name: "easing", value: .definition(.easing), meaning: "The easing of this segment.",
                           defaultNote: "the track's easing"),
        ])
    }

    static let keyframeKeys = keyframe(of: .number(.any), unit: nil).names

    /// CSS / Core Animation's named curves.
    static let easingNames = ["linear", "ease-in", "ease-out", "ease-in-out"]

    static let cubicBezier = MappingDeclaration(title: "cubic-bezier easing", keys: [
        KeyDeclaration(name: "cubic-bezier", value: .tuple([.number(.unit), .number(.any), .number(.unit), .number(.any)]),
                       meaning: "Control points [x1, y1, x2, y2]; x1 and x2 within 0…1, y may overshoot.",
                       isRequired: true),
    ])

    static let element = MappingDeclaration(title: "element", keys: [
        KeyDeclaration(name: "alpha", value: .definition(.track), meaning: "The view's alpha over progress."),
        KeyDeclaration(name: "scale", value: .definition(.track), meaning: "A uniform scale transform over progress."),
        KeyDeclaration(name: "translation", value: .definition(.pointTrack),
                       meaning: "An offset [x, y] over progress.", unit: "pt"),
        KeyDeclaration(name: "cornerRadius", value: .definition(.track),
                       meaning: "The layer's corner radius over progress.", unit: "pt"),
        KeyDeclaration(name: "rotation", value: .definition(.track),
                       meaning: "A rotation about the view's center over progress, clockwise on screen "
                           + "(CGAffineTransform(rotationAngle:) in degrees).", unit: "degrees"),
        KeyDeclaration(name: "shadowOpacity", value: .definition(.track),
                       meaning: "The layer's shadowOpacity over progress; CALayer's range is 0…1.", unit: "0…1"),
        KeyDeclaration(name: "shadowRadius", value: .definition(.track),
                       meaning: "The layer's shadowRadius (blur) over progress.", unit: "pt"),
        KeyDeclaration(name: "optional", value: .boolean,
                       meaning: "The screen may lend no view (a cell scrolled out of sight): the protocol asks "
                           + "for UIView?, and without a view the element stays still.",
                       defaultValue: .bool(false)),
        KeyDeclaration(name: "from", value: .choice(ElementScreen.allCases.map(\.rawValue)),
                       meaning: "The screen that lends the view: presenting or presented for present and dismiss, "
                           + "source or destination for push, pop and tabs. The other screen adopts "
                           + "<Name><Screen> (ParallaxPopDestination) and lends only these views.",
                       defaultNote: "the transitioning screen"),
    ])
}
