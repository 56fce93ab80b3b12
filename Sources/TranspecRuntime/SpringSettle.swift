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
            // One or two steps past rounding. Bounded, because where k is
            // beyond 2⁵³ adding 1 no longer moves t.
            for _ in 0..<4 where t <= floor {
                k += 1
                t = (phase + k * Double.pi) / m.omega
            }
            return max(t, floor.nextUp)
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
                    // The estimate is off by a peak or two from rounding.
                    // The walks are bounded: when k is so large that
                    // first + k·spacing no longer changes with k, they
                    // would never end.
                    var walked = 0
                    while walked < 64 && k > 0 && !exceeds(k) { k -= 1; walked += 1 }
                    walked = 0
                    while walked < 64 && exceeds(k + 1) { k += 1; walked += 1 }
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
        return crossing(of: m, y0: y0, dy0: dy0, ddy0: ddy0, bound: bound, from: start, to: hi)
    }

    /// The first time in [lo, hi] with |y| ≤ bound, to 1e-13 relative, where
    /// |y| falls monotonically there from above the bound to at most it.
    /// Newton's method on log|y| − log(bound) (exponential decay is nearly a
    /// line there), kept inside the shrinking bracket: it bisects when a step
    /// would leave it, and once a step is below the tolerance it probes just
    /// past the root to close the bracket. About 5 evaluations where plain
    /// bisection took 45.
    static func crossing(
        of m: SpringMotion, y0: Double, dy0: Double, ddy0: Double, bound: Double, from start: Double, to end: Double
    ) -> Double {
        var lo = start, hi = end
        var t = (lo + hi) / 2
        for _ in 0..<200 {
            let tolerance = 1e-13 * max(1, hi)
            guard hi - lo > tolerance else { break }
            let (c, s) = m.basis(t)
            let y = m.mode(y0, dy0, c, s)
            let above = abs(y) > bound
            if above { lo = t } else { hi = t }
            guard hi - lo > tolerance else { break }
            // d|y|/dt; Newton needs it negative (|y| falling).
            let slope = y < 0 ? -m.mode(dy0, ddy0, c, s) : m.mode(dy0, ddy0, c, s)
            var next = (lo + hi) / 2
            if slope < 0, y != 0 {
                let newton = t - log(abs(y) / bound) * abs(y) / slope
                if newton > lo && newton < hi { next = newton }
            }
            if abs(next - t) < tolerance {
                // Converged from one side: step just across the root.
                next = above ? min(next + tolerance, hi) : max(next - tolerance, lo)
                if next == hi || next == lo { next = (lo + hi) / 2 }
            }
            t = next
        }
        return hi
    }
}
