#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#elseif canImport(WASILibc)
import WASILibc
#elseif canImport(ucrt)
import ucrt
#endif

/// UIScrollView.DecelerationRate: the velocity multiplier per millisecond.
public enum DecelerationRate: Hashable, Sendable {
    case normal
    case fast
    case custom(Double)

    public var perMillisecond: Double {
        switch self {
        case .normal: 0.998
        case .fast: 0.99
        case .custom(let rate): rate
        }
    }
}

/// UIScrollView-style deceleration in closed form, summed per millisecond as
/// pop's `decay_position` (POPDecayAnimationInternal.h) and the WWDC 2018
/// projection do: every millisecond the velocity is multiplied by `rate`, and
/// the view moves by that millisecond's velocity. With n = 1000t ms,
///
///     v(t) = v₀·rⁿ
///     x(t) = x₀ + (v₀/1000)·r·(1 − rⁿ)/(1 − r)
///
/// so the motion comes to rest where `Decay.projectedDistance` (and with it
/// `release: projection` of the same rate) says it will. Integrating v(t)
/// instead would coast (1 − r)/(−r·ln r) times as far: 5.5 % more at 0.9,
/// 0.5 % at `fast`, 0.1 % at `normal`. As in pop, x(t) is not the integral
/// of v(t): its derivative is v(t)·(−r·ln r)/(1 − r), the slope of the sum
/// between whole milliseconds; v(t) is the velocity pop reports and hands on.
/// Units are the caller's (points or progress); time is in seconds.
package struct Decay: Hashable, Sendable {
    package var initialPosition: Double
    package var initialVelocity: Double
    package var rate: Double

    package init(initialPosition: Double, initialVelocity: Double, rate: Double) {
        self.initialPosition = initialPosition
        self.initialVelocity = initialVelocity
        self.rate = rate
    }

    /// 1000·ln r: the continuous decay constant per second (negative).
    var lambda: Double { 1000 * log(rate) }

    /// (v₀/1000)·r/(1 − r): the whole coast, the distance to the resting position.
    var coast: Double { (initialVelocity / 1000) * rate / (1 - rate) }

    package func velocity(at t: Double) -> Double { initialVelocity * exp(lambda * t) }

    package func position(at t: Double) -> Double {
        initialPosition + coast * (1 - exp(lambda * t))
    }

    /// Position and velocity at `t` from one exp: the same values, bit for
    /// bit, as `position(at:)` and `velocity(at:)`.
    package func state(at t: Double) -> (position: Double, velocity: Double) {
        let decayed = exp(lambda * t)
        return (initialPosition + coast * (1 - decayed), initialVelocity * decayed)
    }

    /// Where the motion comes to rest: x₀ + (v₀/1000)·r/(1 − r), the projection.
    package var restingPosition: Double { initialPosition + coast }

    /// Seconds until |v| has fallen to `speed` (0 if it already has).
    package func time(untilSpeed speed: Double) -> Double {
        let v = abs(initialVelocity)
        guard v > speed else { return 0 }
        guard speed > 0 else { return .infinity }
        return log(speed / v) / lambda
    }

    /// Seconds until the motion reaches `position`, or nil if it never does
    /// (wrong direction, or at or beyond the resting position): rⁿ = 1 − Δ/coast.
    package func time(untilPosition target: Double) -> Double? {
        let delta = target - initialPosition
        if delta == 0 { return 0 }
        guard initialVelocity != 0, (delta > 0) == (initialVelocity > 0) else { return nil }
        let factor = 1 - delta / coast
        guard factor > 0 else { return nil }
        return log(factor) / lambda
    }

    /// The per-millisecond rate of Android's `FlingAnimation.setFriction(f)`:
    /// its `DragForce` decays the velocity continuously by e^(−4.2·f) per
    /// second, so per millisecond e^(−0.0042·f). Velocities then agree at
    /// every instant; positions differ by the sum's (−r·ln r)/(1 − r).
    package static func rate(flingFriction friction: Double) -> Double {
        exp(-0.0042 * friction)
    }

    /// The per-millisecond rate of Flutter's `FrictionSimulation(drag, …)`,
    /// whose velocity is v·dragᵗ (t in seconds): drag^(1/1000). Velocities
    /// then agree at every instant; positions differ by (−r·ln r)/(1 − r).
    package static func rate(frictionDrag drag: Double) -> Double {
        pow(drag, 0.001)
    }

    /// The distance a flick travels, summed per millisecond as Apple's
    /// "Designing Fluid Interfaces" (WWDC 2018) projects it:
    /// (v/1000)·r/(1 − r). v in pt/s, result in points.
    package static func projectedDistance(initialVelocity: Double, rate: Double) -> Double {
        (initialVelocity / 1000) * rate / (1 - rate)
    }
}

/// A decay before the settle spring (the iOSDC 2017 talk: POPDecayAnimation, then the
/// spring). The spring starts, carrying the velocity, once the decaying
/// speed falls below `handoffVelocity` or the motion reaches the target.
public struct DecayPhase: Hashable, Sendable {
    public var rate: DecelerationRate
    /// pt/s.
    public var handoffVelocity: Double

    public init(rate: DecelerationRate = .normal, handoffVelocity: Double = 100) {
        self.rate = rate
        self.handoffVelocity = handoffVelocity
    }
}
