#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#elseif canImport(WASILibc)
import WASILibc
#elseif canImport(ucrt)
import ucrt
#endif

/// Last tolerance crossings of spring solutions, used by
/// `SpringMotion.settleTime` (the method is documented there).
enum SpringSettle {
    /// The time after which |y| ≤ bound forever.
    static func lastExceedance(of m: SpringMotion, y0: Double, dy0: Double, bound: Double) -> Double {
        guard let descent = lastDescent(of: m, y0: y0, dy0: dy0, bound: bound) else { return 0 }
        return crossing(of: descent, in: m).time
    }

    /// The crossing at the end of `descent`.
    static func crossing(of descent: SpringDescent, in m: SpringMotion) -> SpringCrossing {
        guard descent.start.isFinite else { return SpringCrossing(time: .infinity, logSlope: 0) }
        return descent.crossing(in: m)
    }

    /// The last stretch on which |y| falls through the bound; nil if |y|
    /// never exceeds it, a descent starting at ∞ if |y| never settles.
    static func lastDescent(of m: SpringMotion, y0: Double, dy0: Double, bound: Double) -> SpringDescent? {
        if y0 == 0 && dy0 == 0 { return nil }
        guard bound > 0 else { return .never }
        guard m.alpha > 0 else {
            // Undamped, |y| keeps its amplitude; negative damping makes it grow.
            let amplitude = m.q < 0 ? (y0 * y0 + dy0 * dy0 / m.omega0Squared).squareRoot() : .infinity
            let keeps = m.alpha == 0 && (amplitude <= bound || m.q == 0 && dy0 == 0 && abs(y0) <= bound)
            return keeps ? nil : .never
        }
        if m.q < 0 { return underdamped(m, y0: y0, dy0: dy0, bound: bound) }
        if m.q == 0 { return criticallyDamped(m, y0: y0, dy0: dy0, bound: bound) }
        // With negative stiffness the slow mode grows.
        guard m.slowRate > 0 else { return .never }
        return overdamped(m, y0: y0, dy0: dy0, bound: bound)
    }

    /// Y = e^{αt}y = R·cos(ωt − φ). y′ = e^{−αt}(y₀′·cos ωt − w·sin ωt)
    /// (w = ωy₀ + αb/ω, b = y₀′ + αy₀), so the peaks of |y| are at
    /// ωt = atan(y₀′/w) + kπ (atan, not atan2: near critical damping the
    /// first peak's ωt is tiny, and atan2's ±π would cancel it), where
    /// |Y| = R·cos ψ (ψ = atan(α/ω)): peak k's log-excess over the bound
    /// falls by απ/ω per peak, and the last one above it follows from one log.
    private static func underdamped(_ m: SpringMotion, y0: Double, dy0: Double, bound: Double) -> SpringDescent? {
        let alpha = m.alpha, lambda = m.spring.constants.lambda, inverseOmega = m.spring.constants.inverseOmega
        let (b, _, phase, scaledAmplitude) = underdampedPeaks(of: m, y0: y0, dy0: dy0)
        let peakExcess = log(scaledAmplitude / (m.spring.constants.omega0 * bound))
        func excess(_ k: Double) -> Double { peakExcess - lambda * (k * .pi + phase) }
        let first: Double = phase > 0 ? 0 : 1
        var k = (peakExcess * m.spring.constants.inverseLambdaPi - phase * (1 / .pi)).rounded(.up) - 1
        guard k.isFinite else { return k > 0 ? .never : nil }
        // One step corrects the rounding of the estimate.
        if excess(k) <= 0 { k -= 1 } else if excess(k + 1) > 0 { k += 1 }
        let psi = m.spring.constants.psi, logSecPsi = m.spring.constants.logSecPsi
        if k >= first {
            let start = (k * .pi + phase) * inverseOmega, excess = excess(k)
            return SpringDescent(
                start: start, excess: excess, slope: alpha, end: (.pi / 2 + psi) * inverseOmega,
                guess: underdampedGuess(excess: excess, lambda: lambda, psi: psi, logSecPsi: logSecPsi) * inverseOmega,
                fromPeak: true)
        }
        guard abs(y0) > bound else { return nil }
        // Falling from the start until Y's next zero, at ωt = φ + π/2 (mod π).
        var zero = (phase + psi + .pi / 2).truncatingRemainder(dividingBy: .pi)
        if zero <= 0 { zero += .pi }
        let excess = log(abs(y0) / bound)
        return fromStart(
            y0: y0, b: b, alpha: alpha, bound: bound, end: zero * inverseOmega,
            fromPeak: underdampedGuess(excess: excess, lambda: lambda, psi: psi, logSecPsi: logSecPsi) * inverseOmega)
    }

    /// Under-damped, what locates the peaks of |y| and sizes them (see
    /// `underdamped`): b = y₀′ + αy₀, w = ωy₀ + αb/ω, the phase φ = atan(y₀′/w)
    /// of the peaks at ωt = φ + kπ, and √(ω²y₀² + b²) = ω·R, so that every
    /// peak of |Y| is R·cos ψ = ω·R/ω₀.
    static func underdampedPeaks(of m: SpringMotion, y0: Double, dy0: Double)
        -> (b: Double, w: Double, phase: Double, scaledAmplitude: Double)
    {
        let alpha = m.alpha, omega = m.omega
        let b = dy0 + alpha * y0, w = omega * y0 + m.spring.constants.lambda * b
        return (b, w, atan(dy0 / w), (omega * omega * y0 * y0 + b * b).squareRoot())
    }

    /// Y = y₀ + bt: one peak of |y|, where y′ = 0 (t = y₀′/αb, |Y| = |b|/α).
    private static func criticallyDamped(_ m: SpringMotion, y0: Double, dy0: Double, bound: Double) -> SpringDescent? {
        let alpha = m.alpha, b = dy0 + alpha * y0
        let peak = dy0 / (alpha * b)
        if b != 0 && peak > 0 {
            let excess = log(abs(b) / (alpha * bound)) - alpha * peak
            if excess > 0 {
                return SpringDescent(
                    start: peak, excess: excess, slope: alpha, end: .infinity,
                    guess: criticalGuess(excess) / alpha, fromPeak: true)
            }
        }
        guard abs(y0) > bound else { return nil }
        let zero = -y0 / b
        return fromStart(
            y0: y0, b: b, alpha: alpha, bound: bound, end: zero > 0 ? zero : .infinity,
            fromPeak: criticalGuess(log(abs(y0) / bound)) / alpha)
    }

    /// y = A·e^{−(α−ω)t} + B·e^{−(α+ω)t}: at most one peak of |y|, after Y's
    /// only zero (A and B of opposite signs); beyond it |y| ≤ |A|·e^{−(α−ω)t}.
    private static func overdamped(_ m: SpringMotion, y0: Double, dy0: Double, bound: Double) -> SpringDescent? {
        let alpha = m.alpha, omega = m.omega, b = dy0 + alpha * y0
        let slowCoefficient = (y0 + b / omega) / 2, slowRate = m.slowRate
        // The slow mode alone reaches the bound here: after the crossing
        // when A and B differ in sign, before it when they agree.
        let slowTime = log(abs(slowCoefficient) / bound) / slowRate
        let ddy0 = -m.omega0Squared * y0 - 2 * alpha * dy0
        if let peak = firstZero(of: m, y0: dy0, dy0: ddy0) {
            let excess = log(abs(m.mode(y0, dy0, peak)) / bound)
            if excess > 0 {
                let guess = alpha > 1e3 * omega ? criticalGuess(excess) / alpha : slowTime - peak
                return SpringDescent(
                    start: peak, excess: excess, slope: alpha, end: .infinity, guess: guess, fromPeak: true)
            }
        }
        guard abs(y0) > bound else { return nil }
        let zero = firstZero(of: m, y0: y0, dy0: dy0) ?? .infinity
        var descent = fromStart(y0: y0, b: b, alpha: alpha, bound: bound, end: zero, fromPeak: .infinity)
        if zero == .infinity && slowTime > 0 { descent.guess = slowTime }
        return descent
    }

    /// |y| falling from |y₀| > bound at t = 0 until Y's next zero at `end`.
    /// First guess: the tangent of H at 0 or, when y′(0) is nearly 0 and the
    /// tangent far off, the crossing as if t = 0 were a peak (`fromPeak`);
    /// both lie right of the crossing (slope ≤ α makes H no larger than from
    /// a peak).
    private static func fromStart(
        y0: Double, b: Double, alpha: Double, bound: Double, end: Double, fromPeak: Double
    ) -> SpringDescent {
        let excess = log(abs(y0) / bound), slope = b / y0
        let tangent = slope < alpha ? excess / (alpha - slope) : .infinity
        return SpringDescent(
            start: 0, excess: excess, slope: slope, end: end, guess: min(tangent, fromPeak), fromPeak: false)
    }

    /// The offset ωδ from a peak of log-excess L to the crossing, estimated
    /// in u = ωδ − ψ, where H = c − λu + ln cos u (c = L − λψ − ln cos ψ).
    /// Up to u ≈ 0.8, the root of c − λu − u²/2 − u⁴/12 − u⁶/45 (the series
    /// of ln cos cut there): from that of the quadratic, one Newton step.
    /// Nearer the zero at u = π/2, the root of the cubic Taylor polynomial
    /// at π/2 of cos u − e^{λu−c}. Both within about 1e-3 of the crossing.
    /// Near critical damping (λ large) u loses all precision; there the
    /// motion is that of the critically damped spring.
    private static func underdampedGuess(excess: Double, lambda: Double, psi: Double, logSecPsi: Double) -> Double {
        if lambda > 1e3 { return criticalGuess(excess) / lambda }
        let c = excess - lambda * psi + logSecPsi
        func nearPeak() -> Double {
            let u = (lambda * lambda + 2 * c).squareRoot() - lambda, u2 = u * u
            return u - u2 * u2 * (1 / 12 + u2 * (1 / 45)) / (lambda + u + u * u2 * (1 / 3 + u2 * (2 / 15))) + psi
        }
        // The series' c at u = 0.8 (0.8λ + 0.8²/2 + 0.8⁴/12 + 0.8⁶/45) picks
        // the estimate, so that only one is made.
        if c <= 0.8 * lambda + 0.3599587555555556 { return nearPeak() }
        let e = exp(lambda * .pi / 2 - c)
        guard e.isFinite else { return nearPeak() }
        let f = -e, f1 = -1 - lambda * e, f2 = -lambda * lambda * e, f3 = 1 - lambda * lambda * lambda * e
        var d = -f / f1
        for _ in 0..<3 {
            d -= (f + d * (f1 + d * (0.5 * f2 + d * (1 / 6) * f3))) / (f1 + d * (f2 + d * 0.5 * f3))
        }
        return .pi / 2 + d + psi
    }

    /// s = αδ from a peak of log-excess L when critically damped, where
    /// H = L − s + ln(1 + s): the root of s − ln(1 + s) = L, which is
    /// s = L + ln(1 + s). Inside the log, s ≈ L + √(2L)·(1 + 0.013√L)/(1 + 0.25√L)
    /// (√(2L) for small L, L + O(√L) for large; the constants fitted to the
    /// exact root) puts the estimate within 5e-5 of it for every L.
    private static func criticalGuess(_ excess: Double) -> Double {
        let root = excess.squareRoot()
        return excess + log(1 + excess + (2 * excess).squareRoot() * (1 + 0.013 * root) / (1 + 0.25 * root))
    }

    /// The first zero of y after 0 when q ≥ 0 (at most one), or nil.
    static func firstZero(of m: SpringMotion, y0: Double, dy0: Double) -> Double? {
        let b = dy0 + m.alpha * y0
        if b == 0 { return nil }
        let t: Double
        if m.q == 0 {
            t = -y0 / b
        } else {
            let r = -y0 * m.omega / b
            guard r > 0, r < 1 else { return nil }
            t = atanh(r) / m.omega
        }
        return t > 0 ? t : nil
    }

    /// Whether the envelope documented on `SpringMotion.isCertainlySettled`
    /// keeps |y| ≤ bound for every t ≥ `from`.
    static func envelopeBelow(_ m: SpringMotion, y0: Double, dy0: Double, bound: Double, from t: Double) -> Bool {
        let a = abs(y0), b = abs(dy0 + m.alpha * y0)
        if a == 0 && b == 0 { return true }
        guard bound > 0 else { return false }
        if m.q < 0 && m.omega > 0 && (a + b / m.omega) * exp(-m.alpha * t) <= bound { return true }
        let beta = m.q > 0 ? m.alpha - m.omega : m.alpha
        guard beta > 0 else { return false }
        let decreasingFrom = b > 0 ? 1 / beta - a / b : 0
        return t >= decreasingFrom && (a + b * t) * exp(-beta * t) <= bound
    }
}
