import Foundation
import Testing
@testable import TranspecRuntime

/// `lastExceedance` skips the bisection's evaluations whose outcome
/// `crossingBracket` proves. Its answers must be the bisection's, bit for bit:
/// they are compared with the plain bisection (the code before the bracket,
/// kept here) over springs of every regime and releases of every size.
@Suite struct SpringSettleBisectionTests {
    @Test func sameSettleTimesAsThePlainBisection() {
        var rng = SplitMix64(state: 7)
        var bracketed = 0
        for _ in 0..<4_000 {
            let mass = rng.logUniform(0.05, 10), stiffness = rng.logUniform(0.5, 5_000)
            let critical = 2 * (stiffness * mass).squareRoot()
            let kind = rng.unit()
            let damping = kind < 0.1 ? critical
                : kind < 0.2 ? critical * (1 + 1e-9 * (rng.unit() - 0.5))
                : kind < 0.25 ? rng.logUniform(1e-4, 0.05)
                : rng.logUniform(0.02, 5) * critical
            let scale = rng.logUniform(1e-3, 1e3)
            let motion = SpringMotion(
                spring: Spring(mass: mass, stiffness: stiffness, damping: damping), from: (rng.unit() * 2 - 1) * scale,
                to: 0, initialVelocity: (rng.unit() * 2 - 1) * scale * rng.logUniform(0.01, 100))
            for (y0, dy0) in [(motion.x0, motion.initialVelocity), (motion.initialVelocity, motion.a0)] {
                let bound = abs(y0 == 0 ? dy0 : y0) * rng.logUniform(1e-7, 2)
                let fast = SpringSettle.lastExceedance(of: motion, y0: y0, dy0: dy0, bound: bound)
                let plain = Self.plainLastExceedance(of: motion, y0: y0, dy0: dy0, bound: bound)
                #expect(fast.bitPattern == plain.bitPattern, "\(motion.spring) y0 \(y0) dy0 \(dy0) bound \(bound)")
                if Self.bracket(of: motion, y0: y0, dy0: dy0, bound: bound) != nil { bracketed += 1 }
            }
        }
        // The comparison means something only if the bracket is used.
        #expect(bracketed > 6_000)
    }

    /// The bracket `lastExceedance` would use, if any.
    static func bracket(of m: SpringMotion, y0: Double, dy0: Double, bound: Double) -> (Double, Double)? {
        guard case let .bisect(start, end) = plan(of: m, y0: y0, dy0: dy0, bound: bound) else { return nil }
        return SpringSettle.crossingBracket(m, y0: y0, dy0: dy0, bound: bound, start: start, end: end)
    }

    /// `lastExceedance` before the bracket: every mid evaluated.
    static func plainLastExceedance(of m: SpringMotion, y0: Double, dy0: Double, bound: Double) -> Double {
        switch plan(of: m, y0: y0, dy0: dy0, bound: bound) {
        case .answer(let time):
            return time
        case .bisect(var lo, var hi):
            for _ in 0..<200 where hi - lo > 1e-13 * max(1, hi) {
                let mid = (lo + hi) / 2
                if abs(m.mode(y0, dy0, mid)) > bound { lo = mid } else { hi = mid }
            }
            return hi
        }
    }

    enum Plan {
        case answer(Double)
        /// Bisect the crossing on [last peak above the bound, next zero or a time below it].
        case bisect(Double, Double)
    }

    /// Everything `lastExceedance` does before its bisection (unchanged by the bracket).
    static func plan(of m: SpringMotion, y0: Double, dy0: Double, bound: Double) -> Plan {
        if y0 == 0 && dy0 == 0 { return .answer(0) }
        if !(bound > 0) { return .answer(.infinity) }
        let ddy0 = -m.omega0Squared * y0 - 2 * m.alpha * dy0
        var peak: Double? = abs(y0) > bound ? 0 : nil
        if let first = SpringSettle.nextZero(of: m, y0: dy0, dy0: ddy0, after: 0) {
            let firstValue = abs(m.mode(y0, dy0, first))
            if m.q < 0 {
                if firstValue > bound {
                    if m.alpha == 0 { return .answer(.infinity) }
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
        guard let start = peak else { return .answer(0) }
        if let zero = SpringSettle.nextZero(of: m, y0: y0, dy0: dy0, after: start) { return .bisect(start, zero) }
        var step = 1 / max(m.omega0Squared.squareRoot(), 1e-6)
        var hi = start + step
        var guardCount = 0
        while abs(m.mode(y0, dy0, hi)) > bound && guardCount < 200 {
            step *= 2
            hi = start + step
            guardCount += 1
        }
        return .bisect(start, hi)
    }
}

extension SplitMix64 {
    mutating func unit() -> Double { uniform(0, 1) }

    mutating func logUniform(_ low: Double, _ high: Double) -> Double {
        exp(log(low) + unit() * (log(high) - log(low)))
    }
}
