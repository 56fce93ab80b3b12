#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
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

/// UIScrollView-style deceleration in closed form: the velocity is multiplied
/// by `rate` every millisecond, so v(t) = v₀·r^(1000t) and
/// x(t) = x₀ + v₀·(r^(1000t) − 1)/(1000·ln r). Units are the caller's
/// (points or progress); time is in seconds.
public struct Decay: Hashable, Sendable {
    public var initialPosition: Double
    public var initialVelocity: Double
    public var rate: Double

    public init(initialPosition: Double, initialVelocity: Double, rate: Double) {
        self.initialPosition = initialPosition
        self.initialVelocity = initialVelocity
        self.rate = rate
    }

    /// 1000·ln r: the continuous decay constant per second (negative).
    var lambda: Double { 1000 * log(rate) }

    public func velocity(at t: Double) -> Double { initialVelocity * exp(lambda * t) }

    public func position(at t: Double) -> Double {
        initialPosition + initialVelocity * (exp(lambda * t) - 1) / lambda
    }

    /// Position and velocity at `t` from one exp: the same values, bit for
    /// bit, as `position(at:)` and `velocity(at:)`.
    public func state(at t: Double) -> (position: Double, velocity: Double) {
        let lambda = lambda, decayed = exp(lambda * t)
        return (initialPosition + initialVelocity * (decayed - 1) / lambda, initialVelocity * decayed)
    }

    /// Where the motion comes to rest: x₀ − v₀/(1000·ln r).
    public var restingPosition: Double { initialPosition - initialVelocity / lambda }

    /// Seconds until |v| has fallen to `speed` (0 if it already has).
    public func time(untilSpeed speed: Double) -> Double {
        let v = abs(initialVelocity)
        guard v > speed else { return 0 }
        guard speed > 0 else { return .infinity }
        return log(speed / v) / lambda
    }

    /// Seconds until the motion reaches `position`, or nil if it never does
    /// (wrong direction, or beyond the resting position).
    public func time(untilPosition target: Double) -> Double? {
        let delta = target - initialPosition
        if delta == 0 { return 0 }
        guard initialVelocity != 0, (delta > 0) == (initialVelocity > 0) else { return nil }
        let factor = 1 + delta * lambda / initialVelocity
        guard factor > 0 else { return nil }
        return log(factor) / lambda
    }

    /// The distance a flick travels, summed per millisecond as Apple's
    /// "Designing Fluid Interfaces" (WWDC 2018) projects it:
    /// (v/1000)·r/(1 − r). v in pt/s, result in points.
    public static func projectedDistance(initialVelocity: Double, rate: Double) -> Double {
        (initialVelocity / 1000) * rate / (1 - rate)
    }
}

/// A decay before the settle spring (seed 003: POPDecayAnimation, then the
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
