import Testing
@testable import TranspecRuntime

/// Deterministic PRNG (SplitMix64).
struct SplitMix64 {
    var state: UInt64
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
    mutating func uniform(_ lo: Double, _ hi: Double) -> Double {
        lo + (hi - lo) * Double(next() >> 11) / Double(1 << 53)
    }
}

@Suite struct SpringODETests {
    func randomSpring(set: Int, _ rng: inout SplitMix64) -> Spring {
        switch set {
        case 0: Spring.dampingRatio(rng.uniform(0.1, 2), response: rng.uniform(0.15, 1))
        case 1: Spring.duration(rng.uniform(0.2, 1), bounce: rng.uniform(-0.7, 0.9))
        case 2: Spring(mass: rng.uniform(0.5, 3), stiffness: rng.uniform(50, 1000), damping: rng.uniform(2, 80))
        case 3: Spring.bounciness(rng.uniform(0, 20), speed: rng.uniform(0, 20))
        default: Spring.origami(tension: rng.uniform(5, 150), friction: rng.uniform(2, 30))
        }
    }

    /// RK4 at 1e-4 s agrees with the closed form to 1e-6 (progress units).
    @Test func closedFormMatchesRK4() {
        var rng = SplitMix64(state: 0x7472_616E_7370_6563)
        var worst = 0.0
        for index in 0..<250 {
            let spring = randomSpring(set: index % 5, &rng)
            let from = rng.uniform(-0.5, 1.5), to: Double = index % 2 == 0 ? 1 : 0
            let v0 = rng.uniform(-10, 10)
            let motion = SpringMotion(spring: spring, from: from, to: to, initialVelocity: v0)
            let k = spring.stiffness / spring.mass, c = spring.damping / spring.mass
            func accel(_ x: Double, _ v: Double) -> Double { -k * (x - to) - c * v }
            var x = from, v = v0
            let dt = 1e-4
            for step in 1...10_000 {
                let k1x = v, k1v = accel(x, v)
                let k2x = v + dt / 2 * k1v, k2v = accel(x + dt / 2 * k1x, v + dt / 2 * k1v)
                let k3x = v + dt / 2 * k2v, k3v = accel(x + dt / 2 * k2x, v + dt / 2 * k2v)
                let k4x = v + dt * k3v, k4v = accel(x + dt * k3x, v + dt * k3v)
                x += dt / 6 * (k1x + 2 * k2x + 2 * k3x + k4x)
                v += dt / 6 * (k1v + 2 * k2v + 2 * k3v + k4v)
                if step % 100 == 0 {
                    let t = Double(step) * dt
                    worst = max(worst, abs(motion.position(at: t) - x))
                }
            }
        }
        #expect(worst < 1e-6, "worst deviation \(worst)")
    }
}
