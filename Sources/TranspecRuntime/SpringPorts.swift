#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#elseif canImport(WASILibc)
import WASILibc
#elseif canImport(ucrt)
import ucrt
#endif

/// SwiftUI's named springs, `Spring.smooth`, `.snappy` and `.bouncy`, each
/// `Spring(duration:bounce:)` with a base bounce that `extraBounce` adds to
/// (SwiftUI documentation, `Spring.snappy(duration:extraBounce:)`: "How much
/// additional bounciness should be added to the base bounce of 0.15").
public enum SpringPreset: String, Hashable, Sendable, CaseIterable {
    case smooth, snappy, bouncy

    /// The documented base bounce: 0, 0.15 and 0.3.
    package var baseBounce: Double {
        switch self {
        case .smooth: 0
        case .snappy: 0.15
        case .bouncy: 0.3
        }
    }

    /// SwiftUI's default duration for all three, 0.5 s.
    package static let defaultDuration = 0.5
}

/// The conversions that let a spring be copied from another library in
/// one step. Each names its source; Docs/SpecLanguage.md, "Porting from …",
/// has the mapping and the traps.
extension Spring {
    /// SwiftUI's `.smooth`, `.snappy`, `.bouncy(duration:extraBounce:)`:
    /// `Spring(duration: duration, bounce: base + extraBounce)`.
    public static func preset(_ preset: SpringPreset, duration: Double, extraBounce: Double) -> Spring {
        .duration(duration, bounce: preset.baseBounce + extraBounce)
    }

    /// Android's `SpringForce` (stiffness, dampingRatio; mass 1: k = ω₀²,
    /// c = 2ω₀ζ in `getAcceleration`) and Flutter's
    /// `SpringDescription.withDampingRatio` (c = 2ζ√(k·m)).
    public static func stiffness(_ stiffness: Double, dampingRatio: Double, mass: Double = 1) -> Spring {
        Spring(mass: mass, stiffness: stiffness, damping: 2 * dampingRatio * (stiffness * mass).squareRoot())
    }

    /// framer-motion's `visualDuration` and `bounce` (motion-dom,
    /// animation/generators/spring): ω₀ = 2π/(1.2·visualDuration), k = ω₀²,
    /// ζ = 1 − bounce clamped to 0.05…1, m = 1.
    public static func visualDuration(_ visualDuration: Double, bounce: Double) -> Spring {
        let omega = 2 * Double.pi / (visualDuration * 1.2)
        let zeta = min(max(1 - bounce, 0.05), 1)
        return Spring(mass: 1, stiffness: omega * omega, damping: 2 * zeta * omega)
    }

    /// SwiftUI's `Spring(settlingDuration:dampingRatio:epsilon:)` at its
    /// default epsilon 0.001, which is also framer-motion's duration spring
    /// (`findSpring`, with `duration` and `dampingRatio = 1 − bounce`). Both
    /// pick ω₀ so that the envelope of a spring released at rest falls to
    /// ε at the settling duration T:
    ///
    /// - ζ < 1: ζ/√(1 − ζ²)·e^(−ζω₀T) = ε, so ω₀ = ln(ζ/(ε·√(1 − ζ²)))/(ζT);
    /// - ζ = 1: e^(−ω₀T)·(1 + ω₀T) = ε.
    ///
    /// SwiftUI treats a ratio above 1 as 1 and a duration outside 0.01…10 s
    /// as the nearer end (framer: ratios 0.05…1, 0.01…10 s). nil when ζ is
    /// so small that ζ/√(1 − ζ²) ≤ ε: no frequency makes the envelope ε.
    public static func settlingDuration(
        _ settlingDuration: Double, dampingRatio: Double, epsilon: Double = 0.001
    ) -> Spring? {
        let duration = min(max(settlingDuration, 0.01), 10)
        let zeta = min(dampingRatio, 1)
        let scaled: Double
        if zeta < 1 {
            let amplitude = zeta / (1 - zeta * zeta).squareRoot()
            guard amplitude > epsilon else { return nil }
            scaled = log(amplitude / epsilon) / zeta
        } else {
            scaled = criticalSettling(epsilon: epsilon)
        }
        let omega = scaled / duration
        return Spring(mass: 1, stiffness: omega * omega, damping: 2 * zeta * omega)
    }

    /// framer-motion's `{ duration, bounce }` spring (`findSpring`, with
    /// velocity 0): the settling duration above with ζ = 1 − bounce held
    /// within framer's 0.05…1. framer's `duration` is this settling time,
    /// not SwiftUI's perceptual `duration`.
    public static func framerDuration(_ duration: Double, bounce: Double) -> Spring {
        // ζ ≥ 0.05 leaves ζ/√(1 − ζ²) far above ε, so a spring always exists.
        settlingDuration(duration, dampingRatio: min(max(1 - bounce, 0.05), 1))!
    }

    /// u > 0 with e^(−u)·(1 + u) = ε: the critically damped spring's
    /// settling time in units of 1/ω₀ (9.2334 at ε = 0.001). The left side
    /// falls from 1 at u = 0 toward 0, so bisection brackets the one root.
    static func criticalSettling(epsilon: Double) -> Double {
        var low = 0.0, high = 1.0
        while exp(-high) * (1 + high) > epsilon { high *= 2 }
        for _ in 0..<200 {
            let middle = (low + high) / 2
            if middle == low || middle == high { break }
            if exp(-middle) * (1 + middle) > epsilon { low = middle } else { high = middle }
        }
        return (low + high) / 2
    }

    /// The spring with its damping ratio capped at 1: React Native's
    /// `SpringAnimation` and `RCTSpringAnimation` play ζ ≥ 1 as critically
    /// damped, and so does SwiftUI's `Spring(mass:stiffness:damping:)`
    /// unless `allowOverDamping` is true. Mass and stiffness stay; damping
    /// becomes at most 2√(k·m).
    package var criticallyDampedAtMost: Spring {
        let critical = 2 * (stiffness * mass).squareRoot()
        return damping > critical ? Spring(mass: mass, stiffness: stiffness, damping: critical) : self
    }
}
