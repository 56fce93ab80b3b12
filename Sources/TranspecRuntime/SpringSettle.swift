#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#elseif canImport(ucrt)
import ucrt
#endif

/// Zeros and last tolerance crossings of spring solutions, used by
/// `SpringMotion.settleTime` (the method is documented there).
enum SpringSettle {
    /// The first zero of y strictly after `after`, or nil if y has none.
    static func nextZero(of m: SpringMotion, y0: Double, dy0: Double, after: Double) -> Double? {
        let b = dy0 + m.alpha * y0
        if y0 == 0 && b == 0 { return nil }
        let floor = after + 1e-12 * max(1, abs(after))
        if m.q < 0 {
            // y ∝ cos(ωt − φ): zeros at ωt = φ + π/2 + kπ.
            let phase = atan2(b / m.omega, y0) + Double.pi / 2
            var k = ((m.omega * after - phase) / Double.pi).rounded(.down)
            var t = (phase + k * Double.pi) / m.omega
            while t <= floor {
                k += 1
                t = (phase + k * Double.pi) / m.omega
            }
            return t
        }
        if b == 0 { return nil }
        let t: Double
        if m.q == 0 {
            t = -y0 / b
        } else {
            let r = -y0 * m.omega / b
            guard r > 0, r < 1 else { return nil }
            t = atanh(r) / m.omega
        }
        return t > floor ? t : nil
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

    /// The time after which |y| ≤ bound forever.
    static func lastExceedance(of m: SpringMotion, y0: Double, dy0: Double, bound: Double) -> Double {
        if y0 == 0 && dy0 == 0 { return 0 }
        if !(bound > 0) { return .infinity }
        let ddy0 = -m.omega0Squared * y0 - 2 * m.alpha * dy0
        var peak: Double? = abs(y0) > bound ? 0 : nil
        if let first = nextZero(of: m, y0: dy0, dy0: ddy0, after: 0) {
            let firstValue = abs(m.mode(y0, dy0, first))
            if m.q < 0 {
                if firstValue > bound {
                    if m.alpha == 0 { return .infinity }
                    // Envelope: peak k is firstValue·e^{−αkπ/ω}.
                    let spacing = Double.pi / m.omega
                    var k = (log(firstValue / bound) / (m.alpha * spacing)).rounded(.down)
                    func exceeds(_ k: Double) -> Bool {
                        k >= 0 && abs(m.mode(y0, dy0, first + k * spacing)) > bound
                    }
                    while k > 0 && !exceeds(k) { k -= 1 }
                    while exceeds(k + 1) { k += 1 }
                    peak = first + k * spacing
                }
            } else if firstValue > bound {
                peak = first
            }
        }
        guard let start = peak else { return 0 }
        var hi: Double
        if let zero = nextZero(of: m, y0: y0, dy0: dy0, after: start) {
            hi = zero
        } else {
            var step = 1 / max(m.omega0Squared.squareRoot(), 1e-6)
            hi = start + step
            var guardCount = 0
            while abs(m.mode(y0, dy0, hi)) > bound && guardCount < 200 {
                step *= 2
                hi = start + step
                guardCount += 1
            }
        }
        // |y| decreases monotonically on [start, hi]: bisect the crossing.
        // Mids outside the proven bracket (a, b) are not evaluated: their
        // comparison's outcome is known, so every step, and the answer, are
        // those of evaluating them all (about 45 evaluations, instead ~12).
        var lo = start
        let (a, b) = hi - lo > 1e-9 * max(1, hi)
            ? crossingBracket(m, y0: y0, dy0: dy0, bound: bound, start: start, end: hi) ?? (-.infinity, .infinity)
            : (-.infinity, .infinity)
        // (A `for _ in 0..<200 where …` here went on testing the condition
        // for all 200 rounds after it had turned false.)
        var rounds = 0
        while rounds < 200, hi - lo > 1e-13 * max(1, hi) {
            rounds += 1
            let mid = (lo + hi) / 2
            if mid <= a || (mid < b && abs(m.mode(y0, dy0, mid)) > bound) { lo = mid } else { hi = mid }
        }
        return hi
    }

    /// An interval (a, b) around the crossing |y| = bound in [start, end]
    /// such that the *computed* |mode(y0, dy0, t)| is > bound at every t in
    /// [start, a] and ≤ bound at every t in [b, end]; nil if that cannot be
    /// shown. `start` is the last peak above the bound and `end` the next zero
    /// of y, or a time it is below the bound with no zero (`lastExceedance`).
    ///
    /// Proof. Let Y be the exact solution for the stored doubles (α, ω, y0,
    /// y0′). On [start, end] |Y| rises at most to its peak (start is that
    /// peak up to rounding, or 0 where |y| already falls from the release),
    /// falls to the zero at `end` (or for ever), and rises from 0 past it
    /// (end is that zero up to rounding). So on a
    /// sub-interval left of the crossing |Y| is least at an end point, and
    /// right of it greatest at an end point. The computed mode differs from
    /// Y by at most E(t) = K·e^{−βt}, decreasing in t, with
    /// K = 4u·(2(α + ω)·end + 9)·(|y0| + (|b| + |y0′| + |α·y0|)·end),
    /// b = y0′ + α·y0, u = 2⁻⁵²: in every regime |C(t)| ≤ e^{−βt} and
    /// |S(t)| ≤ t·e^{−βt} (β as in `envelopeBelow`), and each of C, S and
    /// b·S is computed to within u·(2(α + ω)t + 9) of its bound when exp,
    /// cos, sin, cosh and sinh are within 2 ulp (libm's are within 1–2;
    /// the 4 is headroom). Hence the computed |mode| > bound on [p, q] left
    /// of the crossing when it exceeds bound + E(p) + (E at that end) at both
    /// ends, and < bound on [p, q] right of it when it is below
    /// bound − E(p) − (E at that end) at both ends. Newton's method places
    /// a and b; the checks below prove them, or nil is returned.
    static func crossingBracket(
        _ m: SpringMotion, y0: Double, dy0: Double, bound: Double, start: Double, end: Double
    ) -> (Double, Double)? {
        let beta = m.q > 0 ? m.alpha - m.omega : m.alpha
        guard m.alpha > 0, beta >= 0, start >= 0, end > start, end.isFinite, bound.isFinite else { return nil }
        let b0 = dy0 + m.alpha * y0
        let k = 4 * Double.ulpOfOne * (2 * (m.alpha + m.omega) * end + 9)
            * (abs(y0) + (abs(b0) + abs(dy0) + abs(m.alpha * y0)) * end)
        guard k.isFinite else { return nil }
        /// At least the error of the computed mode at every t′ ≥ t.
        func error(_ t: Double) -> Double { k * exp(-beta * t) }
        func value(_ t: Double) -> Double { abs(m.mode(y0, dy0, t)) }

        // Newton's method for |y(t)| = bound, kept inside a shrinking bracket.
        let ddy0 = -m.omega0Squared * y0 - 2 * m.alpha * dy0
        var lo = start, hi = end, t = (start + end) / 2, slope = 0.0, step = Double.infinity
        for _ in 0..<16 {
            let (c, s) = m.basis(t)
            let y = m.mode(y0, dy0, c, s), dy = m.mode(dy0, ddy0, c, s)
            if abs(y) > bound { lo = t } else { hi = t }
            slope = y < 0 ? -dy : dy
            // Newton on log|y| − log(bound), where exponential decay is a line.
            var next = slope < 0 ? t - log(abs(y) / bound) * abs(y) / slope : (lo + hi) / 2
            step = abs(next - t)
            if step <= 1e-15 * max(1, t) {
                t = next
                break
            }
            if !(next > lo && next < hi) { next = (lo + hi) / 2 }
            t = next
        }
        guard slope < 0, step <= 1e-12 * max(1, t) else { return nil }

        // Left of the crossing: [start, a1] with the error bound at start,
        // then (when that leaves a wide gap) [a1, a] with the bound at a1.
        let resolution = 1e-13 * max(1, end)
        let errorAtStart = error(start)
        guard value(start) > bound + 2 * errorAtStart else { return nil }
        var a = t - (4 * errorAtStart / -slope + 2 * step)
        var errorLeft = errorAtStart
        if t - a > 64 * resolution, a > start {
            let a1 = a
            errorLeft = error(a1)
            guard value(a1) > bound + errorLeft + errorAtStart else { return nil }
            a = t - (4 * errorLeft / -slope + 2 * step)
        }
        // Right of it, every error is at most the one at a (≤ errorLeft).
        let b = t + (4 * errorLeft / -slope + 2 * step)
        guard a > start, b < end, value(a) > bound + 2 * errorLeft,
              value(b) + 2 * errorLeft < bound, value(end) + 2 * errorLeft < bound
        else { return nil }
        return (a, b)
    }
}
