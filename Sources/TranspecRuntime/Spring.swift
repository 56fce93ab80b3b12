#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#elseif canImport(WASILibc)
import WASILibc
#elseif canImport(ucrt)
import ucrt
#endif

/// A damped harmonic oscillator, m·x'' + c·x' + k·x = 0, in the physics
/// units UIKit's `UISpringTimingParameters(mass:stiffness:damping:)` takes.
/// Every parameter set the spec language accepts converts to this.
public struct Spring: Hashable, Sendable {
    public var mass: Double { didSet { constants = SpringConstants(mass, stiffness, damping) } }
    public var stiffness: Double { didSet { constants = SpringConstants(mass, stiffness, damping) } }
    public var damping: Double { didSet { constants = SpringConstants(mass, stiffness, damping) } }
    /// Derived once per spring rather than once per motion: a sweep starts a
    /// million motions from two springs.
    private(set) var constants: SpringConstants

    public init(mass: Double = 1, stiffness: Double, damping: Double) {
        self.mass = mass
        self.stiffness = stiffness
        self.damping = damping
        constants = SpringConstants(mass, stiffness, damping)
    }

    // Equal parameters make equal springs; the derived constants follow
    // from them (and may be NaN for a degenerate spring, which must still
    // equal itself).
    public static func == (a: Spring, b: Spring) -> Bool {
        a.mass == b.mass && a.stiffness == b.stiffness && a.damping == b.damping
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(mass)
        hasher.combine(stiffness)
        hasher.combine(damping)
    }

    /// Undamped angular frequency ω₀ = √(k/m), in radians per second.
    public var naturalFrequency: Double { (stiffness / mass).squareRoot() }

    /// ζ = c / (2·√(k·m)). Below 1 the spring overshoots.
    public var dampingRatio: Double { damping / (2 * (stiffness * mass).squareRoot()) }

    /// SwiftUI's `response`: the period of the undamped oscillation, 2π/ω₀.
    public var response: Double { 2 * Double.pi / naturalFrequency }

    /// SwiftUI's `bounce` for this damping ratio (inverse of `duration(_:bounce:)`).
    public var bounce: Double {
        let zeta = dampingRatio
        return zeta <= 1 ? 1 - zeta : 1 / zeta - 1
    }
}

/// The rates `SpringMotion` documents: α = c/2m, ω₀² = k/m, ω₀, q = α² − ω₀²,
/// ω = √|q|, λ = α/ω; and, under-damped, ψ = atan λ, ln sec ψ = ½·ln(1 + λ²)
/// and the reciprocals of ω and λπ, which `SpringSettle` needs at every
/// peak (multiplying by them is several times quicker than dividing).
struct SpringConstants: Hashable, Sendable {
    let alpha: Double
    let omega0Squared: Double
    let omega0: Double
    let q: Double
    let omega: Double
    let lambda: Double
    let psi: Double
    let logSecPsi: Double
    let inverseOmega: Double
    let inverseLambdaPi: Double

    init(_ mass: Double, _ stiffness: Double, _ damping: Double) {
        alpha = damping / (2 * mass)
        omega0Squared = stiffness / mass
        omega0 = omega0Squared.squareRoot()
        q = alpha * alpha - omega0Squared
        omega = abs(q).squareRoot()
        lambda = alpha / omega
        psi = q < 0 ? atan(lambda) : 0
        logSecPsi = q < 0 ? log(1 + lambda * lambda) / 2 : 0
        inverseOmega = 1 / omega
        inverseLambdaPi = 1 / (lambda * .pi)
    }
}

extension Spring {
    /// SwiftUI's `Spring(response:dampingRatio:)`: m = 1, k = (2π/response)²,
    /// c = 4π·ζ/response.
    public static func dampingRatio(_ dampingRatio: Double, response: Double) -> Spring {
        let omega = 2 * Double.pi / response
        return Spring(mass: 1, stiffness: omega * omega, damping: 2 * dampingRatio * omega)
    }

    /// SwiftUI's `Spring(duration:bounce:)`, as Flutter's
    /// `SpringDescription.withDurationAndBounce` (physics/spring_simulation.dart)
    /// computes it: m = 1, k = 4π²/duration², ζ = 1 − bounce for bounce > 0 and
    /// 1/(1 + bounce) otherwise (both 1 at 0), c = 2ζ√k. Flutter's test:
    /// (0.5 s, 0.3) → k 157.91, c 17.59; (0.5 s, −0.3) → c 35.90. Flutter
    /// rounds the duration to whole ms; we keep seconds exact.
    public static func duration(_ duration: Double, bounce: Double) -> Spring {
        let stiffness = 4 * Double.pi * Double.pi / (duration * duration)
        let zeta = bounce >= 0 ? 1 - bounce : 1 / (1 + bounce)
        return Spring(mass: 1, stiffness: stiffness, damping: 2 * zeta * stiffness.squareRoot())
    }

    /// Origami's tension and friction, converted as Rebound's
    /// `OrigamiValueConverter` (rebound-core, Java) does: k = (tension − 30)·3.62 + 194,
    /// c = (friction − 8)·3 + 25, m = 1, except that a value of exactly 0 maps
    /// to 0 there (an Origami 0 means "off", not k = 85.4). Rebound's default
    /// config (40, 7) gives k = 230.2, c = 22.
    public static func origami(tension: Double, friction: Double) -> Spring {
        Spring(
            mass: 1,
            stiffness: tension == 0 ? 0 : origamiStiffness(tension),
            damping: friction == 0 ? 0 : origamiDamping(friction)
        )
    }

    /// pop's `POP_ANIMATION_TENSION_FOR_QC_TENSION` (POPAnimationPrivate.h),
    /// 194 + (t − 30)/50·(375 − 194): the same line as Rebound's, no 0 case.
    static func origamiStiffness(_ tension: Double) -> Double { (tension - 30) * 3.62 + 194 }

    /// pop's `POP_ANIMATION_FRICTION_FOR_QC_FRICTION`, 25 + (f − 8)/2·(25 − 19).
    static func origamiDamping(_ friction: Double) -> Double { (friction - 8) * 3 + 25 }

    /// facebook pop's `bounciness` and `speed` (each 0…20 in practice), as
    /// pop's `+[POPSpringAnimation convertBounciness:speed:toTension:friction:mass:]`
    /// (POPAnimationExtras.mm, helpers in POPMath.mm: `POPBouncy3NoBounce`,
    /// `POPQuadraticOutInterpolation`) and Rebound's `BouncyConversion`: QC
    /// tension/friction first, then the QC → physics macros. Verified identical.
    public static func bounciness(_ bounciness: Double, speed: Double) -> Spring {
        func normalize(_ value: Double, _ start: Double, _ end: Double) -> Double {
            (value - start) / (end - start)
        }
        func project(_ n: Double, _ start: Double, _ end: Double) -> Double {
            start + n * (end - start)
        }
        func quadraticOut(_ t: Double, _ start: Double, _ end: Double) -> Double {
            project(2 * t - t * t, start, end)
        }
        func frictionWithoutBounce(tension: Double) -> Double {
            if tension <= 18 {
                return 0.0007 * pow(tension, 3) - 0.031 * pow(tension, 2) + 0.64 * tension + 1.28
            } else if tension <= 44 {
                return 0.000044 * pow(tension, 3) - 0.006 * pow(tension, 2) + 0.36 * tension + 2
            } else {
                return 0.00000045 * pow(tension, 3) - 0.000332 * pow(tension, 2) + 0.1078 * tension + 5.84
            }
        }
        let b = project(normalize(bounciness / 1.7, 0, 20), 0, 0.8)
        let s = normalize(speed / 1.7, 0, 20)
        let tension = project(s, 0.5, 200)
        let friction = quadraticOut(b, frictionWithoutBounce(tension: tension), 0.01)
        // pop applies its QC macros directly (no Rebound zero special case).
        return Spring(mass: 1, stiffness: origamiStiffness(tension), damping: origamiDamping(friction))
    }
}
