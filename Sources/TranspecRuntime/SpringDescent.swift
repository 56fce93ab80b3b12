#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#elseif canImport(WASILibc)
import WASILibc
#elseif canImport(ucrt)
import ucrt
#endif

/// The last stretch on which |y| falls through a bound, for one solution y
/// of y″ + 2αy′ + ω₀²y = 0, and the time it crosses the bound there.
///
/// It starts at an anchor where |y| is above the bound and falling: the last
/// peak of |y| that exceeds it, or t = 0. From there Y = e^{αt}·y solves
/// Y″ = qY, so Y(start + δ) = Y(start)·(C(δ) + slope·S(δ)) with the
/// undamped basis C, S (cos ωδ and sin(ωδ)/ω, 1 and δ, cosh ωδ and
/// sinh(ωδ)/ω), and the log-excess over the bound is
/// H(δ) = ln(|y|/bound) = excess − αδ + ln(C(δ) + slope·S(δ)).
struct SpringDescent {
    /// Seconds from the motion's start to the anchor.
    var start: Double
    /// ln(|y(start)|/bound), > 0.
    var excess: Double
    /// Y′/Y at the anchor (α at a peak of |y|).
    var slope: Double
    /// Seconds after `start` at which Y next vanishes (the descent's end), or ∞.
    var end: Double
    /// A first estimate of the crossing, seconds after `start`.
    var guess: Double
    /// Whether the anchor is a peak of |y| (else t = 0).
    var fromPeak: Bool

    /// |y| that never settles.
    static let never = SpringDescent(start: .infinity, excess: 0, slope: 0, end: 0, guess: 0, fromPeak: false)
}

/// Where |y| falls through the bound: the time, and d ln|y|/dt there.
struct SpringCrossing {
    var time: Double
    var logSlope: Double
}

extension SpringDescent {
    /// The crossing, never early, to 1e-13 relative.
    ///
    /// H is concave on the descent when q ≤ 0 or |slope| > ω (then
    /// H″ = q − ρ² < 0 with ρ = Y′/Y), and every even derivative of H is
    /// negative too (ln cos, ln(1 + s) and ln sinh have that property), so
    /// any Taylor polynomial of H of odd degree lies above H: the root of
    /// the one of degree 5 is never left of the crossing, wherever it is
    /// taken, and it converges with order 6. One evaluation usually does. An
    /// over-damped Y without a zero makes H convex instead: Newton's method
    /// then approaches from the left, and the step is extended by its error
    /// bound ω²d²/(2(α − ω)) (H″ ≤ ω², −H′ ≥ α − ω there). Steps that leave
    /// the bracket [lo, hi] bisect it, and every iteration is bounded.
    func crossing(in m: SpringMotion) -> SpringCrossing {
        let alpha = m.alpha, q = m.q, omega = m.omega, slowRate = m.slowRate
        let concave = q <= 0 || abs(slope) > omega
        var lo = 0.0, hi = end
        let anchor = Point(delta: 0, logDecay: 0, rho: slope, logSlope: slope - alpha)
        var at = anchor
        var target = guess > 0 && guess < end ? guess : Self.inside(lo, hi)
        for _ in 0..<64 {
            // From the nearer known point: a long way back from a far
            // iterate would cancel away the digits that a step from the
            // exact anchor keeps.
            let from = abs(target - at.delta) < target ? at : anchor
            guard let point = from.moved(to: target, alpha: alpha, q: q, omega: omega, slowRate: slowRate) else {
                hi = target
                target = Self.inside(lo, hi)
                continue
            }
            let h = excess + point.logDecay
            let h1 = point.logSlope, h2 = q - point.rho * point.rho
            if h > 0 { lo = point.delta } else { hi = point.delta }
            guard h1 < 0, h.isFinite else {
                target = Self.inside(lo, hi)
                continue
            }
            at = point
            let (step, error) = concave
                ? Self.quinticStep(h: h, h1: h1, rho: point.rho, q: q)
                : Self.newtonStep(h: h, h1: h1, omega: omega, slowRate: slowRate)
            let next = point.delta + step
            let tolerance = 2e-14 * max(1, start + next)
            if error <= tolerance, next > lo {
                // Rounding in H moves its root by about H's absolute error
                // over |H′|; capped where the crossing is nearly tangent.
                let size = abs(excess) + alpha * point.delta + abs(point.logDecay)
                let rounding = min(8 * Double.ulpOfOne * size / -h1, 3 * tolerance)
                let landing = start + next + (concave ? 0 : error)
                let time = min(landing + rounding + 4 * Double.ulpOfOne * landing, start + hi)
                return SpringCrossing(time: time, logSlope: h1 + h2 * step)
            }
            target = next > lo && next < hi ? next : Self.inside(lo, hi)
        }
        return SpringCrossing(time: start + hi, logSlope: -alpha)
    }

    /// y along the descent, δ after the anchor: ln(y(δ)/y(0)), ρ = Y′/Y
    /// and H′ = ρ − α (kept apart: it cancels where ρ → ω ≈ α).
    struct Point {
        var delta: Double
        var logDecay: Double
        var rho: Double
        var logSlope: Double

        /// The point at `target`, from this one: Y(δ + d) = Y(δ)·(C(d) + ρ·S(d)),
        /// Y′(δ + d) = Y(δ)·(ρ·C(d) + q·S(d)). Nil past Y's zero.
        func moved(to target: Double, alpha: Double, q: Double, omega: Double, slowRate: Double) -> Point? {
            let d = target - delta, z = q * d * d
            guard z <= 10 else { return longOverdampedStep(to: target, alpha: alpha, omega: omega, slowRate: slowRate) }
            let (cMinusOne, s) = Self.basis(d, z: z)
            let growth = cMinusOne + rho * s
            guard growth > -1 else { return nil }
            let rho = (rho * (1 + cMinusOne) + q * s) / (1 + growth)
            return Point(
                delta: target, logDecay: logDecay + Self.logOnePlus(growth) - alpha * d, rho: rho,
                logSlope: rho - alpha)
        }

        /// (C(d) − 1, S(d)): the series Σ zⁿ/(2n)! and d·Σ zⁿ/(2n+1)! in
        /// z = q·d², one for all three regimes (exact for q = 0), summed to
        /// 1e-17 for |z| ≤ 10. That covers every step of an under-damped
        /// descent (shorter than π/ω); a step after the first is short.
        static func basis(_ d: Double, z: Double) -> (Double, Double) {
            if abs(z) <= 1e-2 {
                let c = z * (1 / 2 + z * (1 / 24 + z * (1 / 720 + z * (1 / 40320 + z * (1 / 3628800)))))
                let s = 1 + z * (1 / 6 + z * (1 / 120 + z * (1 / 5040 + z * (1 / 362880 + z * (1 / 39916800)))))
                return (c, d * s)
            }
            // 1/(2n)! and 1/(2n+1)! for n up to 15.
            var c = 1 / 2.652528598121911e32, s = 1 / 8.222838654177922e33
            c = 1 / 3.0488834461171384e29 + z * c
            s = 1 / 8.841761993739701e30 + z * s
            c = 1 / 4.0329146112660565e26 + z * c
            s = 1 / 1.0888869450418352e28 + z * s
            c = 1 / 6.204484017332394e23 + z * c
            s = 1 / 1.5511210043330986e25 + z * s
            c = 1 / 1.1240007277776077e21 + z * c
            s = 1 / 2.585201673888498e22 + z * s
            c = 1 / 2432902008176640000 + z * c
            s = 1 / 51090942171709440000 + z * s
            c = 1 / 6402373705728000 + z * c
            s = 1 / 121645100408832000 + z * s
            c = 1 / 20922789888000 + z * c
            s = 1 / 355687428096000 + z * s
            c = 1 / 87178291200 + z * c
            s = 1 / 1307674368000 + z * s
            c = 1 / 479001600 + z * c
            s = 1 / 6227020800 + z * s
            c = 1 / 3628800 + z * c
            s = 1 / 39916800 + z * s
            c = 1 / 40320 + z * c
            s = 1 / 362880 + z * s
            c = 1 / 720 + z * c
            s = 1 / 5040 + z * s
            c = 1 / 24 + z * c
            s = 1 / 120 + z * s
            c = 1 / 2 + z * c
            s = 1 / 6 + z * s
            return (z * c, d * (1 + z * s))
        }

        /// An over-damped step with ωd beyond √10, in logs so that it cannot
        /// overflow: C + ρS = e^{x}·(a + b·e^{−2x}) with x = ω|d|,
        /// a = (1 + ρ/ω·sign d)/2, b = 1 − a. Forward, y decays by
        /// e^{−(α−ω)d} (`SpringMotion.slowRate`): α·d and ω·d apart would cancel.
        private func longOverdampedStep(to target: Double, alpha: Double, omega: Double, slowRate: Double) -> Point? {
            let d = target - delta, x = omega * abs(d), sign: Double = d < 0 ? -1 : 1
            let a = (1 + sign * rho / omega) / 2, fading = (1 - a) * exp(-2 * x)
            guard a + fading > 0 else { return nil }
            let decay = d > 0 ? -slowRate * d : -(omega + alpha) * d
            // ρ = ±ω·(a − b′)/(a + b′) with b′ = b·e^{−2x}; forward, ρ − α = −(α − ω) − 2ωb′/(a + b′).
            let rho = sign * omega * (a - fading) / (a + fading)
            let logSlope = d > 0 ? -slowRate - 2 * omega * fading / (a + fading) : rho - alpha
            return Point(
                delta: target, logDecay: logDecay + decay + log(a + fading), rho: rho, logSlope: logSlope)
        }

        /// ln(1 + x) to 1e-16 absolute (all H needs): the series where x is
        /// small, as in most steps after the first, else log (cheaper than log1p).
        static func logOnePlus(_ x: Double) -> Double {
            guard abs(x) < 1e-2 else { return log(1 + x) }
            let series = 1 / 7 - x * (1 / 8 - x * (1 / 9 - x * (1 / 10)))
            return x * (1 - x * (1 / 2 - x * (1 / 3 - x * (1 / 4 - x * (1 / 5 - x * (1 / 6 - x * series))))))
        }
    }

    /// The root of the quintic Taylor model next to Newton's step, and a
    /// bound on how far past the crossing it lands: the model's remainder
    /// plus what is left of the model at the step. With ρ′ = q − ρ², the
    /// derivatives H⁽ᵏ⁺¹⁾ = ρ⁽ᵏ⁾ follow from ρ alone.
    private static func quinticStep(h: Double, h1: Double, rho: Double, q: Double)
        -> (step: Double, error: Double)
    {
        let r1 = q - rho * rho, r2 = -2 * rho * r1
        let r3 = -2 * (r1 * r1 + rho * r2), r4 = -2 * (3 * r1 * r2 + rho * r3)
        let r5 = -2 * (3 * r2 * r2 + 4 * r1 * r3 + rho * r4)
        let c2 = 0.5 * r1, c3 = (1 / 6) * r2, c4 = (1 / 24) * r3, c5 = (1 / 120) * r4
        func model(_ d: Double) -> Double { h + d * (h1 + d * (c2 + d * (c3 + d * (c4 + d * c5)))) }
        func modelSlope(_ d: Double) -> Double { h1 + d * (2 * c2 + d * (3 * c3 + d * (4 * c4 + d * 5 * c5))) }
        let inverse = 1 / h1, newton = -h * inverse
        // The model's root as a series in Newton's step N (the reversion of
        // N = d + a₂d² + … + a₅d⁵, aₖ = cₖ/H′), to fifth order: from a first
        // estimate within about 1e-3 of the crossing, its error is far below
        // the tolerance, and it needs no division.
        let a2 = c2 * inverse, a3 = c3 * inverse, a4 = c4 * inverse, a5 = c5 * inverse
        let a2a2 = a2 * a2
        let b3 = 2 * a2a2 - a3, b4 = a2 * (5 * a3 - 5 * a2a2) - a4
        let b5 = a2a2 * (14 * a2a2 - 21 * a3) + 6 * a2 * a4 + 3 * a3 * a3 - a5
        var d = newton * (1 + newton * (-a2 + newton * (b3 + newton * (b4 + newton * b5))))
        var left = model(d), slopeThere = modelSlope(d)
        let roundingOfH = 4 * Double.ulpOfOne * abs(h)
        if left > roundingOfH {
            // Short of the model's root (a far first estimate): a Newton step
            // on the model, whose tangent lies above it, lands on or past it.
            d -= left / slopeThere
            left = model(d)
            slopeThere = modelSlope(d)
        }
        // The model lies above H, so where it is ≤ 0 so is H. Where rounding
        // or a turn of the model spoils that, take Newton's step (the
        // tangent lies above H too).
        guard left <= roundingOfH, slopeThere < 0, d.isFinite else {
            return (newton, 2 * abs(r1) * newton * newton * -inverse)
        }
        let d3 = d * d * d
        return (d, (abs(r5) * (1 / 180) * d3 * d3 + abs(left)) / min(-h1, -slopeThere))
    }

    /// Newton's step on convex H, which stops short of the crossing by at
    /// most the returned error.
    private static func newtonStep(h: Double, h1: Double, omega: Double, slowRate: Double)
        -> (step: Double, error: Double)
    {
        let newton = -h / h1
        return (newton, omega * omega * newton * newton / (2 * slowRate))
    }

    /// A point strictly inside (lo, hi), halfway when hi is finite.
    private static func inside(_ lo: Double, _ hi: Double) -> Double {
        hi.isFinite ? (lo + hi) / 2 : 2 * lo + 1
    }
}
