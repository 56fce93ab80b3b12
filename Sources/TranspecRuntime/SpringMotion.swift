#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#elseif canImport(WASILibc)
import WASILibc
#elseif canImport(ucrt)
import ucrt
#endif

/// One spring motion from `from` to `to`, solved in closed form (no
/// integration, so any frame can be evaluated directly and deterministically).
///
/// With α = c/2m, ω₀² = k/m and q = α² − ω₀², every solution y of
/// y'' + 2αy' + ω₀²y = 0 is y(t) = y₀·C(t) + (y₀' + αy₀)·S(t), where
/// C = e^{−αt}cos ωt, S = e^{−αt}sin(ωt)/ω (q < 0, ω = √−q),
/// C = e^{−αt}, S = t·e^{−αt} (q = 0) and C = e^{−αt}cosh ωt,
/// S = e^{−αt}sinh(ωt)/ω (q > 0, ω = √q). sin(ωt)/ω and sinh(ωt)/ω stay
/// accurate as ω → 0, so near-critical springs need no special case.
/// Displacement x, velocity v and acceleration a are all such solutions.
public struct SpringMotion: Hashable, Sendable {
    public let spring: Spring
    public let from: Double
    public let to: Double
    public let initialVelocity: Double

    var alpha: Double { spring.constants.alpha }
    var omega0Squared: Double { spring.constants.omega0Squared }
    var q: Double { spring.constants.q }
    var omega: Double { spring.constants.omega }

    public init(spring: Spring, from: Double, to: Double, initialVelocity: Double) {
        self.spring = spring
        self.from = from
        self.to = to
        self.initialVelocity = initialVelocity
    }

    /// Over-damped, the decay rate α − ω of the slow mode, as `basis` takes
    /// it; where that difference cancels to nothing (ζ beyond about 1e8),
    /// its exact equal ω₀²/(α + ω), so that such a spring still settles.
    var slowRate: Double { alpha > omega ? alpha - omega : omega0Squared / (alpha + omega) }

    /// Initial displacement from the target.
    var x0: Double { from - to }
    /// Initial acceleration, from the ODE.
    var a0: Double { -omega0Squared * x0 - 2 * alpha * initialVelocity }

    public func position(at t: Double) -> Double { to + mode(x0, initialVelocity, t) }

    public func velocity(at t: Double) -> Double { mode(initialVelocity, a0, t) }

    /// Position and velocity at `t` from one evaluation of the basis: the
    /// same values, bit for bit, as `position(at:)` and `velocity(at:)`,
    /// for half the exp/cos/sin calls (one frame needs both).
    public func state(at t: Double) -> (position: Double, velocity: Double) {
        let (c, s) = basis(t)
        return (to + mode(x0, initialVelocity, c, s), mode(initialVelocity, a0, c, s))
    }

    /// y(t) for the solution with y(0) = y0, y'(0) = dy0.
    func mode(_ y0: Double, _ dy0: Double, _ t: Double) -> Double {
        let (c, s) = basis(t)
        return mode(y0, dy0, c, s)
    }

    /// y(t) from the basis (C(t), S(t)) at t.
    @inline(__always)
    func mode(_ y0: Double, _ dy0: Double, _ c: Double, _ s: Double) -> Double {
        y0 * c + (dy0 + alpha * y0) * s
    }

    /// (C(t), S(t)) as documented on the type.
    func basis(_ t: Double) -> (Double, Double) {
        if q < 0 {
            let e = exp(-alpha * t)
            return (e * cos(omega * t), e * sin(omega * t) / omega)
        }
        if q == 0 {
            let e = exp(-alpha * t)
            return (e, e * t)
        }
        if omega * t < 20 {
            let e = exp(-alpha * t)
            return (e * cosh(omega * t), e * sinh(omega * t) / omega)
        }
        // cosh would overflow long before the product does; split the exponentials.
        let slow = exp((omega - alpha) * t)
        let fast = exp(-(omega + alpha) * t)
        return ((slow + fast) / 2, (slow - fast) / (2 * omega))
    }

    /// Seconds after which |x − to| ≤ tolerance.position and |v| ≤
    /// tolerance.velocity hold forever. The motion is in arbitrary units;
    /// `unitsPerPoint` converts the tolerance (points, pt/s) into them
    /// (1/distance for progress).
    ///
    /// Method (exact to 1e-13 relative, never early): for each of x and v
    /// separately, the last peak of |y| above the bound is found in closed
    /// form (under-damped, the peaks lie at the zeros of y′, π/ω apart, and
    /// shrink by e^{−απ/ω} each, so one log gives the last; over- and
    /// critically damped, y′ has at most one zero), or t = 0 if |y| already
    /// falls there. From there until y's next zero, ln(|y|/bound) is concave
    /// with every even derivative negative, so the root of any of its Taylor
    /// polynomials of odd degree lies on or after the crossing. From a first
    /// estimate within about 1e-3, one step to the root of the quintic one
    /// usually lands within 1e-13 (`SpringDescent.crossing`); y is evaluated
    /// there from power series and one log. "Never early" holds up to the
    /// rounding of y itself. The answer is the later of the two crossings.
    /// The position's is skipped when |x| is within bounds from the
    /// velocity's on: x = −(v′ + 2αv)/ω₀² there, and x is monotone until v's
    /// next zero, where |x| peaks. An undamped spring that moves never
    /// settles (∞).
    public func settleTime(tolerance: RestTolerance, unitsPerPoint: Double) -> Double {
        let positionBound = tolerance.position * unitsPerPoint, velocityBound = tolerance.velocity * unitsPerPoint
        var velocityTime = 0.0
        if let descent = SpringSettle.lastDescent(of: self, y0: initialVelocity, dy0: a0, bound: velocityBound) {
            let crossing = SpringSettle.crossing(of: descent, in: self)
            if positionStaysWithin(positionBound, after: crossing, of: descent, velocityBound: velocityBound) {
                return crossing.time
            }
            velocityTime = crossing.time
        }
        let positionTime = SpringSettle.lastExceedance(of: self, y0: x0, dy0: initialVelocity, bound: positionBound)
        return max(positionTime, velocityTime)
    }

    /// Whether |x − to| ≤ bound from the velocity's last crossing on. There
    /// |v| = velocityBound and v′/v = `crossing.logSlope`; after it, |x|
    /// peaks only at v's zeros, the first at the descent's end, where (for
    /// an under-damped peak) |Y_v′| = ω₀·|Y_v| at the peak. Margins of 1e-9
    /// leave doubtful cases to the exact crossing.
    private func positionStaysWithin(
        _ bound: Double, after crossing: SpringCrossing, of descent: SpringDescent, velocityBound: Double
    ) -> Bool {
        guard crossing.time.isFinite, omega0Squared > 0 else { return false }
        let margin = bound * (1 - 1e-9)
        guard velocityBound * abs(crossing.logSlope + 2 * alpha) <= omega0Squared * margin else { return false }
        if !descent.end.isFinite { return true }
        guard q < 0, descent.fromPeak else { return false }
        let omega0 = spring.constants.omega0
        return velocityBound * exp(descent.excess - alpha * descent.end) <= omega0 * margin
    }

    /// Whether the motion is provably at rest from `seconds` on, by a
    /// closed-form envelope: true means `settleTime(...) <= seconds`; false
    /// means "not proven" (compute `settleTime` to know). Cheap, for callers
    /// that only compare against a limit.
    ///
    /// In every regime |C(t)| ≤ e^{−βt} and |S(t)| ≤ t·e^{−βt} (β = α − ω
    /// when over-damped, else α; |sin x| ≤ |x|, sinh x ≤ x·cosh x), so
    /// |y(t)| ≤ (|y₀| + |b|t)·e^{−βt} with b = y₀′ + αy₀, which decreases
    /// for t ≥ 1/β − |y₀|/|b|. Under-damped, also |y(t)| ≤ (|y₀| + |b|/ω)·e^{−αt}.
    package func isCertainlySettled(by seconds: Double, tolerance: RestTolerance, unitsPerPoint: Double) -> Bool {
        SpringSettle.envelopeBelow(
            self, y0: x0, dy0: initialVelocity, bound: tolerance.position * unitsPerPoint, from: seconds)
            && SpringSettle.envelopeBelow(
                self, y0: initialVelocity, dy0: a0, bound: tolerance.velocity * unitsPerPoint, from: seconds)
    }

    /// Largest excursion past `to` along `direction` (+1: above `to`, −1:
    /// below) over t ≥ 0, or 0. Includes the start; peaks are at zeros of v.
    package func maxExcursion(direction: Double) -> Double {
        let start = max(0, direction * x0)
        guard q < 0 else {
            // v has at most one zero.
            guard let t = SpringSettle.firstZero(of: self, y0: initialVelocity, dy0: a0) else { return start }
            return max(start, direction * mode(x0, initialVelocity, t))
        }
        // Peak k of x, at ωt = atan(v₀/w) + kπ (see `SpringSettle`), is
        // ±(−1)^k·R·cos ψ·e^{−αt}, + when w ≥ 0: the first on `direction`'s
        // side is the largest.
        let (_, w, phase, scaledAmplitude) = SpringSettle.underdampedPeaks(of: self, y0: x0, dy0: initialVelocity)
        let amplitude = scaledAmplitude / spring.constants.omega0
        var k: Double = phase > 0 ? 0 : 1
        let positive = (k == 0) == (w >= 0)
        if positive != (direction > 0) { k += 1 }
        return max(start, amplitude * exp(-alpha * (k * .pi + phase) / omega))
    }
}
