import TranspecDiagnostics
import TranspecRuntime

/// A spring as written, normalized to mass/stiffness/damping with the runtime's conversions.
package struct SpringIR: Hashable, Sendable {
    /// The parameter sets, each one peer's way of writing a spring. Sets share
    /// keys (`dampingRatio` is in three, `duration`, `bounce` and `stiffness`
    /// in two); the keys a set cannot do without (`requiredKeys`) tell them
    /// apart, so written keys fit at most one set.
    package enum ParameterSet: String, Hashable, Sendable, CaseIterable {
        case dampingRatioResponse = "dampingRatio/response"
        case durationBounce = "duration/bounce"
        case physics = "mass/stiffness/damping"
        case popBounciness = "bounciness/speed"
        case origami = "tension/friction"
        case swiftUIPreset = "preset/duration/extraBounce"
        case stiffnessDampingRatio = "stiffness/dampingRatio"
        case visualDurationBounce = "visualDuration/bounce"
        case settlingDuration = "settlingDuration/dampingRatio"
        case settlingDurationBounce = "settlingDuration/bounce"

        /// Every key of the set, required or not.
        package var keys: [String] {
            switch self {
            case .dampingRatioResponse: ["dampingRatio", "response"]
            case .durationBounce: ["duration", "bounce"]
            case .physics: ["mass", "stiffness", "damping"]
            case .popBounciness: ["bounciness", "speed"]
            case .origami: ["tension", "friction"]
            case .swiftUIPreset: ["preset", "duration", "extraBounce"]
            case .stiffnessDampingRatio: ["mass", "stiffness", "dampingRatio"]
            case .visualDurationBounce: ["visualDuration", "bounce"]
            case .settlingDuration: ["settlingDuration", "dampingRatio"]
            case .settlingDurationBounce: ["settlingDuration", "bounce"]
            }
        }

        /// The keys the set needs; the others have defaults. framer-motion's
        /// `bounce` is required with `visualDuration` (framer ignores a
        /// `visualDuration` written without it, its default physics play
        /// instead) and with `settlingDuration` (framer's default there is
        /// 0.3 in its code and 0.25 in its documentation), so no default
        /// would port faithfully.
        package var requiredKeys: [String] {
            switch self {
            case .durationBounce: ["duration"]
            case .physics: ["stiffness", "damping"]
            case .swiftUIPreset: ["preset"]
            case .stiffnessDampingRatio: ["stiffness", "dampingRatio"]
            default: keys
            }
        }

        /// Every key some set uses, in first-use order.
        package static let parameterKeys: [String] = {
            var keys: [String] = []
            for set in allCases { for key in set.keys where !keys.contains(key) { keys.append(key) } }
            return keys
        }()
    }

    package enum Parameters: Hashable, Sendable {
        case dampingRatio(Double, response: Double)
        case duration(Double, bounce: Double)
        case physics(mass: Double, stiffness: Double, damping: Double)
        case bounciness(Double, speed: Double)
        case origami(tension: Double, friction: Double)
        case preset(SpringPreset, duration: Double, extraBounce: Double)
        case stiffness(Double, dampingRatio: Double, mass: Double)
        case visualDuration(Double, bounce: Double)
        case settlingDuration(Double, dampingRatio: Double)
        case settlingDurationBounce(Double, bounce: Double)

        package var set: ParameterSet {
            switch self {
            case .dampingRatio: .dampingRatioResponse
            case .duration: .durationBounce
            case .physics: .physics
            case .bounciness: .popBounciness
            case .origami: .origami
            case .preset: .swiftUIPreset
            case .stiffness: .stiffnessDampingRatio
            case .visualDuration: .visualDurationBounce
            case .settlingDuration: .settlingDuration
            case .settlingDurationBounce: .settlingDurationBounce
            }
        }

        /// nil only for a settling duration no spring meets (a damping
        /// ratio too small for SwiftUI's epsilon); the decoder reports it.
        package var normalized: Spring? {
            switch self {
            case .dampingRatio(let zeta, let response): .dampingRatio(zeta, response: response)
            case .duration(let duration, let bounce): .duration(duration, bounce: bounce)
            case .physics(let m, let k, let c): Spring(mass: m, stiffness: k, damping: c)
            case .bounciness(let bounciness, let speed): .bounciness(bounciness, speed: speed)
            case .origami(let tension, let friction): .origami(tension: tension, friction: friction)
            case .preset(let preset, let duration, let extra): .preset(preset, duration: duration, extraBounce: extra)
            case .stiffness(let k, let zeta, let m): .stiffness(k, dampingRatio: zeta, mass: m)
            case .visualDuration(let duration, let bounce): .visualDuration(duration, bounce: bounce)
            case .settlingDuration(let duration, let zeta): .settlingDuration(duration, dampingRatio: zeta)
            case .settlingDurationBounce(let duration, let bounce): .framerDuration(duration, bounce: bounce)
            }
        }
    }

    /// `overdamping`: whether a damping ratio above 1 is kept (`allow`, the
    /// physics) or played as 1 (`critical`, as React Native and SwiftUI's
    /// `Spring(mass:stiffness:damping:)` do).
    package enum Overdamping: String, Hashable, Sendable, CaseIterable {
        case allow, critical
    }

    package var written: Located<Parameters>
    package var overdamping: Overdamping
    package var spring: Spring
    package var location: SourceLocation

    /// nil when the parameters give no spring (`Parameters.normalized`).
    package init?(written: Located<Parameters>, overdamping: Overdamping = .allow, location: SourceLocation) {
        guard let spring = written.value.normalized else { return nil }
        self.written = written
        self.overdamping = overdamping
        self.spring = overdamping == .critical ? spring.criticallyDampedAtMost : spring
        self.location = location
    }

    package var parameterSet: ParameterSet { written.value.set }

    /// Peak overshoot past the target for an under-damped spring from rest:
    /// exp(−ζπ/√(1−ζ²)); 0 when ζ ≥ 1.
    package var peakOvershoot: Double {
        let zeta = spring.dampingRatio
        guard zeta < 1 else { return 0 }
        return exp(-zeta * Double.pi / (1 - zeta * zeta).squareRoot())
    }

    /// `m 1 k 157.91 c 18.85 (ζ 0.75, response 0.5 s, bounce 0.25)`.
    package var equivalentDescription: String {
        let s = spring
        return "m \(format(s.mass)) k \(format(s.stiffness)) c \(format(s.damping)) "
            + "(ζ \(format(s.dampingRatio)), response \(format(s.response)) s, bounce \(format(s.bounce)))"
    }
}

/// Two decimals, trailing zeros dropped; enough to compare with a design tool.
func format(_ value: Double) -> String {
    guard value.isFinite else { return "\(value)" }
    let scaled = (value * 100).rounded() / 100
    var text = "\(scaled)"
    if text.hasSuffix(".0") { text.removeLast(2) }
    return text
}

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
