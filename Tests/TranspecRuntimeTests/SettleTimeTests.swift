import Foundation
import Testing
@testable import TranspecRuntime

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
        print("settle time, worst relative difference from the bracketed search: \(worst)")
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
}
