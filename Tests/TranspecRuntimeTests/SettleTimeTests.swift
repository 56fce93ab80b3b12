import Foundation
import Testing
@testable import TranspecRuntime
import TranspecTestSupport

/// The closed-form crossing against the previous bracketed search
/// (`SettleReference`) and against y itself, on random springs of every
/// regime, near-critical ones and extremes.
@Suite struct SettleTimeTests {
    /// A spring of the given regime, time scale and mass: ζ from the regime,
    /// ω₀ = 2π/response.
    static func spring(_ regime: Int, _ rng: inout SplitMix64) -> Spring {
        let zeta: Double
        switch regime {
        case 0: zeta = rng.uniform(0.02, 0.98)
        case 1: zeta = 1 - pow(10, -rng.uniform(3, 13))  // near critical, under
        case 2: zeta = 1
        case 3: zeta = 1 + pow(10, -rng.uniform(3, 13))  // near critical, over
        default: zeta = rng.uniform(1.02, 30)
        }
        let mass = pow(10, rng.uniform(-2, 2)), omega0 = 2 * Double.pi / pow(10, rng.uniform(-1.5, 1))
        return Spring(mass: mass, stiffness: mass * omega0 * omega0, damping: 2 * zeta * omega0 * mass)
    }

    static func motion(_ index: Int, _ rng: inout SplitMix64) -> (SpringMotion, distance: Double) {
        let spring = spring(index % 5, &rng)
        let from = rng.uniform(-0.6, 1.6), to: Double = index % 2 == 0 ? 1 : 0
        let velocity = rng.uniform(-1, 1) * pow(10, rng.uniform(-2, 1.5))
        return (SpringMotion(spring: spring, from: from, to: to, initialVelocity: velocity), rng.uniform(50, 3000))
    }

    @Test func settleTimeMatchesTheBracketedSearch() {
        var rng = SplitMix64(state: 0x5E77_1E0F_0000_0001)
        var worst = 0.0
        for index in 0..<20_000 {
            let (motion, distance) = Self.motion(index, &rng)
            let new = motion.settleTime(tolerance: .standard, unitsPerPoint: 1 / distance)
            let old = SettleReference.settleTime(motion, tolerance: .standard, unitsPerPoint: 1 / distance)
            let error = abs(new - old) / max(1, old)
            worst = max(worst, error)
            #expect(error <= 1e-12, "\(motion.spring) from \(motion.from) v \(motion.initialVelocity) D \(distance): \(new) vs \(old)")
        }
        TestFigures.record("settle time, worst relative difference from the bracketed search: \(worst)")
    }

    @Test func maxExcursionMatchesTheZerosOfV() {
        var rng = SplitMix64(state: 0x5E77_1E0F_0000_0002)
        for index in 0..<20_000 {
            let (motion, _) = Self.motion(index, &rng)
            for direction in [1.0, -1.0] {
                let new = motion.maxExcursion(direction: direction)
                let old = SettleReference.maxExcursion(motion, direction: direction)
                #expect(abs(new - old) <= 1e-12 * max(1e-3, abs(old)), "\(motion.spring) \(direction): \(new) vs \(old)")
            }
        }
    }

    /// Starts at a peak of |v| (v′(0) = 0, within rounding of it) or of |x|
    /// (v = 0): the anchor is then t = 0 or a peak a hair away, and the
    /// first guess must not run off (it once took a tangent of slope 1e-14).
    @Test func startsAtAPeak() {
        var rng = SplitMix64(state: 0x5E77_1E0F_0000_0003)
        for index in 0..<5_000 {
            let spring = Self.spring(index % 5, &rng)
            let k = spring.stiffness / spring.mass, c = spring.damping / spring.mass
            let from = rng.uniform(-0.6, 1.6), to: Double = index % 2 == 0 ? 1 : 0
            let nudge = [0, 1e-15, -1e-15, 1e-9][index % 4]
            let peakOfV = -k * (from - to) / c * (1 + nudge)
            for velocity in [peakOfV, 0] {
                let motion = SpringMotion(spring: spring, from: from, to: to, initialVelocity: velocity)
                let distance = rng.uniform(50, 3000)
                let new = motion.settleTime(tolerance: .standard, unitsPerPoint: 1 / distance)
                let old = SettleReference.settleTime(motion, tolerance: .standard, unitsPerPoint: 1 / distance)
                #expect(abs(new - old) <= 1e-12 * max(1, old), "\(spring) from \(from) v \(velocity): \(new) vs \(old)")
            }
        }
    }

    /// |y| ≤ bound at the crossing and at 400 points over the 30 time
    /// constants after it; above it a billionth of the time before.
    @Test func crossingIsNeverEarly() {
        var rng = SplitMix64(state: 0x5E77_1E0F_0000_0004)
        var checked = 0
        for index in 0..<4_000 {
            let (motion, distance) = Self.motion(index, &rng)
            let modes = [(motion.x0, motion.initialVelocity, 0.5 / distance), (motion.initialVelocity, motion.a0, 5 / distance)]
            let rate = motion.q > 0 ? motion.alpha - motion.omega : motion.alpha
            for (y0, dy0, bound) in modes {
                let t = SpringSettle.lastExceedance(of: motion, y0: y0, dy0: dy0, bound: bound)
                func y(_ t: Double) -> Double { abs(motion.mode(y0, dy0, t)) }
                #expect(t.isFinite)
                #expect(y(t) <= bound * (1 + 1e-12), "\(motion.spring) \(y0) \(dy0): |y(\(t))| = \(y(t)) > \(bound)")
                for step in 1...400 {
                    let later = t + 30 / rate * Double(step) / 400
                    #expect(y(later) <= bound * (1 + 1e-12), "\(motion.spring) \(y0) \(dy0): |y(\(later))| > \(bound) after \(t)")
                }
                if t > 0 {
                    checked += 1
                    #expect(y(t - 1e-9 * max(1, t)) > bound, "\(motion.spring) \(y0) \(dy0): below the bound before \(t)")
                }
            }
        }
        #expect(checked > 6_000)
    }

    /// ζ = 1e9: α − ω rounds to 0, yet the spring settles, on its slow mode
    /// e^{−ω₀²t/(α+ω)} alone (about 37 years). And a spring so heavy that
    /// its last peak is the 1e21st: finite, without a walk over the peaks.
    @Test func extremeSpringsSettleInFiniteTime() {
        let heavy = SpringMotion(spring: Spring.duration(0.5, bounce: -0.999999999), from: 0, to: 1, initialVelocity: 0)
        #expect(heavy.alpha <= heavy.omega)
        let slow = heavy.settleTime(tolerance: .standard, unitsPerPoint: 1 / 800.0)
        let expected = log(800 / 0.5) / (heavy.omega0Squared / (heavy.alpha + heavy.omega))
        #expect(abs(slow - expected) <= 1e-9 * expected, "\(slow) vs \(expected)")
        let massive = SpringMotion(
            spring: Spring(mass: 1e35, stiffness: 1, damping: 1e-3), from: 0, to: 1, initialVelocity: 0)
        let time = massive.settleTime(tolerance: .standard, unitsPerPoint: 1 / 800.0)
        #expect(time.isFinite && time > 1e38)
    }
}
