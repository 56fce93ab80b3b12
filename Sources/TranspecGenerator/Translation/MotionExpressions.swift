import TranspecRuntime

/// Runtime values as the Swift expressions that construct them, spelled
/// into a `SpelledText` (a spec's thousands of keyframes make no tree).
/// Arguments equal to an initializer's default are left out; every other
/// number is written with `SwiftLiteral.double`, so the value read back is
/// the same bits the spec produced.
enum MotionExpressions {
    /// `add`'s expression, spelled on its own.
    static func spelled(capacity: Int = 256, _ add: (inout SpelledText) -> Void) -> Expression {
        var text = SpelledText(capacity: capacity)
        add(&text)
        return .spelled(text)
    }

    static func distance(_ rule: DistanceRule, to text: inout SpelledText) {
        switch rule {
        case .points(let points):
            text.call("DistanceRule.points")
            text.double(points)
            text.close()
        case .container: text.identifier("DistanceRule.container")
        }
    }

    static func release(_ rule: ReleaseRule, to text: inout SpelledText) {
        switch rule {
        case .threshold(let threshold, let flick):
            text.call("ReleaseRule.threshold")
            text.double(threshold)
            optional(flick, label: "flickVelocity", to: &text)
        case .projection(let rate, let threshold):
            text.call("ReleaseRule.projection")
            deceleration(rate, label: "rate", to: &text)
            text.double(threshold, label: "threshold")
        case .anyOf(let conditions):
            text.call("ReleaseRule.anyOf")
            text.array()
            for condition in conditions {
                text.call("ReleaseCondition")
                text.double(condition.progress, label: "progress")
                if let speed = condition.speed { text.double(speed, label: "speed") }
                text.close()
            }
            text.close()
        }
        text.close()
    }

    static func deceleration(_ rate: DecelerationRate, label: String, to text: inout SpelledText) {
        switch rate {
        case .normal: text.identifier(".normal", label: label)
        case .fast: text.identifier(".fast", label: label)
        case .custom(let value):
            text.call(".custom", label: label)
            text.double(value)
            text.close()
        }
    }

    static func spring(_ spring: Spring, to text: inout SpelledText) {
        text.call("Spring")
        text.double(spring.mass, label: "mass")
        text.double(spring.stiffness, label: "stiffness")
        text.double(spring.damping, label: "damping")
        text.close()
    }

    static func decay(_ decay: DecayPhase, to text: inout SpelledText) {
        text.call("DecayPhase")
        deceleration(decay.rate, label: "rate", to: &text)
        text.double(decay.handoffVelocity, label: "handoffVelocity")
        text.close()
    }

    static func rubberBand(_ band: RubberBand?, label: String, to text: inout SpelledText) {
        guard let band else { return text.nil(label: label) }
        text.call("RubberBand", label: label)
        text.double(band.coefficient, label: "coefficient")
        text.close()
    }

    static func restTolerance(_ tolerance: RestTolerance, label: String, to text: inout SpelledText) {
        text.call("RestTolerance", label: label)
        text.double(tolerance.position, label: "position")
        text.double(tolerance.velocity, label: "velocity")
        text.close()
    }

    /// `KeyframeTrack.fromTo(…)` for the two-keyframe form, the full
    /// initializer otherwise.
    static func track(_ track: KeyframeTrack, label: String? = nil, to text: inout SpelledText) {
        let frames = track.keyframes
        let isFromTo = frames.count == 2 && frames[0].at == 0 && frames[1].at == 1 && frames[0].easing == .linear
        if isFromTo {
            text.call("KeyframeTrack.fromTo", label: label)
            text.double(frames[0].value)
            text.double(frames[1].value)
            if frames[1].easing != .linear { easing(frames[1].easing, label: "easing", to: &text) }
        } else {
            text.call("KeyframeTrack", label: label)
            text.array(label: "keyframes")
            for frame in frames { keyframe(frame, to: &text) }
            text.close()
        }
        if track.range != .full {
            text.call("ProgressRange", label: "range")
            text.double(track.range.start, label: "start")
            text.double(track.range.end, label: "end")
            text.close()
        }
        if track.overshoot != .clamp { text.identifier("." + track.overshoot.rawValue, label: "overshoot") }
        text.close()
    }

    static func keyframe(_ frame: Keyframe, to text: inout SpelledText) {
        text.call("Keyframe")
        text.double(frame.at, label: "at")
        text.double(frame.value, label: "value")
        if frame.easing != .linear { easing(frame.easing, label: "easing", to: &text) }
        text.close()
    }

    static func easing(_ easing: Easing, label: String, to text: inout SpelledText) {
        switch easing {
        case .linear: text.identifier(".linear", label: label)
        case .easeIn: text.identifier(".easeIn", label: label)
        case .easeOut: text.identifier(".easeOut", label: label)
        case .easeInOut: text.identifier(".easeInOut", label: label)
        case .cubicBezier(let x1, let y1, let x2, let y2):
            text.call(".cubicBezier", label: label)
            for value in [x1, y1, x2, y2] { text.double(value) }
            text.close()
        }
    }

    static func element(_ element: ElementTracks, to text: inout SpelledText) {
        text.call("ElementTracks")
        text.string(element.name, label: "name")
        for (label, track) in [
            ("alpha", element.alpha), ("scale", element.scale), ("translationX", element.translationX),
            ("translationY", element.translationY), ("cornerRadius", element.cornerRadius),
        ] {
            if let track { self.track(track, label: label, to: &text) }
        }
        text.close()
    }

    static func optional(_ value: Double?, label: String, to text: inout SpelledText) {
        if let value { text.double(value, label: label) } else { text.nil(label: label) }
    }
}
