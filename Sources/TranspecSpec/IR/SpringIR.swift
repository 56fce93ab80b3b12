import TranspecDiagnostics
import TranspecRuntime

/// A spring as written, normalized to mass/stiffness/damping with the runtime's conversions.
public struct SpringIR: Hashable, Sendable {
    public enum ParameterSet: String, Hashable, Sendable, CaseIterable {
        case dampingRatioResponse = "dampingRatio/response"
        case durationBounce = "duration/bounce"
        case physics = "mass/stiffness/damping"
        case popBounciness = "bounciness/speed"
        case origami = "tension/friction"

        public var keys: [String] {
            switch self {
            case .dampingRatioResponse: Self.dampingRatioResponseKeys
            case .durationBounce: Self.durationBounceKeys
            case .physics: Self.physicsKeys
            case .popBounciness: Self.popBouncinessKeys
            case .origami: Self.origamiKeys
            }
        }

        private static let dampingRatioResponseKeys = ["dampingRatio", "response"]
        private static let durationBounceKeys = ["duration", "bounce"]
        private static let physicsKeys = ["mass", "stiffness", "damping"]
        private static let popBouncinessKeys = ["bounciness", "speed"]
        private static let origamiKeys = ["tension", "friction"]
    }

    public enum Parameters: Hashable, Sendable {
        case dampingRatio(Double, response: Double)
        case duration(Double, bounce: Double)
        case physics(mass: Double, stiffness: Double, damping: Double)
        case bounciness(Double, speed: Double)
        case origami(tension: Double, friction: Double)

        public var set: ParameterSet {
            switch self {
            case .dampingRatio: .dampingRatioResponse
            case .duration: .durationBounce
            case .physics: .physics
            case .bounciness: .popBounciness
            case .origami: .origami
            }
        }

        public var normalized: Spring {
            switch self {
            case .dampingRatio(let zeta, let response): .dampingRatio(zeta, response: response)
            case .duration(let duration, let bounce): .duration(duration, bounce: bounce)
            case .physics(let m, let k, let c): Spring(mass: m, stiffness: k, damping: c)
            case .bounciness(let bounciness, let speed): .bounciness(bounciness, speed: speed)
            case .origami(let tension, let friction): .origami(tension: tension, friction: friction)
            }
        }
    }

    public var written: Located<Parameters>
    public var spring: Spring
    public var location: SourceLocation

    public init(written: Located<Parameters>, location: SourceLocation) {
        self.written = written
        self.spring = written.value.normalized
        self.location = location
    }

    public var parameterSet: ParameterSet { written.value.set }

    /// Peak overshoot past the target for an under-damped spring from rest:
    /// exp(−ζπ/√(1−ζ²)); 0 when ζ ≥ 1.
    public var peakOvershoot: Double {
        let zeta = spring.dampingRatio
        guard zeta < 1 else { return 0 }
        return exp(-zeta * Double.pi / (1 - zeta * zeta).squareRoot())
    }

    /// `m 1 k 157.91 c 18.85 (ζ 0.75, response 0.5 s, bounce 0.25)`.
    public var equivalentDescription: String {
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
