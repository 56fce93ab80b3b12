import Foundation
import Testing
@testable import TranspecRuntime

/// Each porting conversion held to its peer's own numbers. The references
/// are written here from the peer's published formula or documented values
/// (cited on each), never from transpec's code.
@Suite struct PeerSpringTests {
    static func close(_ a: Double, _ b: Double, _ relative: Double = 1e-12) -> Bool {
        abs(a - b) <= relative * max(abs(a), abs(b), 1e-300)
    }

    /// `Spring(duration:bounce:)` as Flutter's `SpringDescription.withDurationAndBounce`
    /// (flutter/lib/src/physics/spring_simulation.dart) computes it, documented
    /// there as "the same result as SwiftUI's spring(duration:bounce:)".
    static func swiftUIDurationBounce(_ duration: Double, _ bounce: Double) -> (k: Double, c: Double) {
        let k = 4 * Double.pi * Double.pi / (duration * duration)
        let ratio = bounce > 0 ? 1 - bounce : 1 / (bounce + 1)
        return (k, ratio * 2 * k.squareRoot())
    }

    // MARK: SwiftUI

    /// developer.apple.com/documentation/swiftui/spring (Overview):
    /// `Spring(duration: 0.5, bounce: 0.3)` has mass, stiffness, damping
    /// (1.0, 157.9, 17.6); `.bouncy` is that spring (bounce(duration:extraBounce:):
    /// "the base bounce of 0.3", default duration 0.5).
    @Test func swiftUIBouncyIsApplesDocumentedSpring() {
        let bouncy = Spring.preset(.bouncy, duration: 0.5, extraBounce: 0)
        #expect(bouncy.mass == 1)
        #expect(abs(bouncy.stiffness - 157.9) < 0.05 && abs(bouncy.damping - 17.6) < 0.05)
    }

    /// `.smooth`, `.snappy`, `.bouncy(duration:extraBounce:)` are
    /// `Spring(duration:bounce:)` with base bounce 0, 0.15 and 0.3 plus
    /// `extraBounce` (SwiftUI's documentation pages of the three methods).
    @Test(arguments: [(SpringPreset.smooth, 0.0), (.snappy, 0.15), (.bouncy, 0.3)])
    func swiftUIPresetsAddExtraBounceToTheirBase(preset: SpringPreset, base: Double) {
        for duration in [0.25, 0.5, 0.8] {
            for extra in [-0.3, 0, 0.1, 0.25] {
                let reference = Self.swiftUIDurationBounce(duration, base + extra)
                let spring = Spring.preset(preset, duration: duration, extraBounce: extra)
                #expect(Self.close(spring.stiffness, reference.k) && Self.close(spring.damping, reference.c),
                        "\(preset) \(duration) \(extra)")
            }
        }
        #expect(preset.baseBounce == base && SpringPreset.defaultDuration == 0.5)
    }

    /// `Spring(mass:stiffness:damping:allowOverDamping:)`: "a value of false
    /// specifies that such cases should instead be treated as critically
    /// damped" (SwiftUI documentation), and false is the default; mass and
    /// stiffness stay, the ratio becomes 1.
    @Test func swiftUIWithoutOverdampingIsCritical() {
        let over = Spring(mass: 0.6, stiffness: 120, damping: 40).criticallyDampedAtMost
        #expect(over.mass == 0.6 && over.stiffness == 120)
        #expect(Self.close(over.damping, 2 * (120 * 0.6).squareRoot()))
        let under = Spring(mass: 0.6, stiffness: 120, damping: 1.1)
        #expect(under.criticallyDampedAtMost == under)
    }

    // MARK: SwiftUI's settling duration and framer-motion's duration

    /// framer-motion's `findSpring` (packages/framer-motion/src/animation/
    /// generators/spring/find.ts), as published: ζ = 1 − bounce clamped to
    /// 0.05…1, the duration clamped to 0.01…10 s, then 11 Newton steps from
    /// 5/duration on its envelope (safeMin 0.001) at velocity 0;
    /// k = ω₀², c = 2ζ√k. OpenSwiftUI's reconstruction of SwiftUI's
    /// `Spring(settlingDuration:dampingRatio:epsilon:)`
    /// (Sources/OpenSwiftUICore/Animation/Animation/Spring/Respring/
    /// Spring+SettlingDurationDampingRatio.swift), which its tests compare with
    /// SwiftUI itself, solves the same two equations at epsilon 0.001.
    static func framerFindSpring(duration: Double, dampingRatio: Double) -> (k: Double, c: Double) {
        let zeta = min(max(dampingRatio, 0.05), 1)
        let t = min(max(duration, 0.01), 10)
        let safeMin = 0.001
        func envelope(_ w: Double) -> Double {
            if zeta < 1 {
                let b = w * (1 - zeta * zeta).squareRoot()
                return safeMin - (w * zeta / b) * exp(-w * zeta * t)
            }
            return -safeMin + exp(-w * t) * (w * t + 1)
        }
        func derivative(_ w: Double) -> Double {
            if zeta < 1 {
                let e = zeta * zeta * w * w * t, g = w * w * (1 - zeta * zeta).squareRoot()
                return e * exp(-w * zeta * t) / g
            }
            return exp(-w * t) * (-w) * t * t
        }
        var w = 5 / t
        for _ in 1..<12 { w -= envelope(w) / derivative(w) }
        let k = w * w
        return (k, zeta * 2 * k.squareRoot())
    }

    static let settlingCases: [(duration: Double, ratio: Double)] = [
        (0.5, 0.3), (0.4, 0.8), (0.1, 0.1), (0.456, 0.321), (11, 0.9), (2, 20), (0.25, 1), (0.8, 0.5), (1.2, 0.95),
    ]

    @Test func settlingDurationIsFramersAndSwiftUIsRoot() {
        for (duration, ratio) in Self.settlingCases {
            let reference = Self.framerFindSpring(duration: duration, dampingRatio: ratio)
            let spring = Spring.settlingDuration(duration, dampingRatio: ratio)!
            #expect(Self.close(spring.stiffness, reference.k, 1e-9) && Self.close(spring.damping, reference.c, 1e-9),
                    "\(duration), \(ratio): k \(spring.stiffness) vs \(reference.k), c \(spring.damping) vs \(reference.c)")
        }
        // The envelope is ε at the settling duration, whatever the duration.
        let critical = Spring.settlingDuration(0.25, dampingRatio: 1)!
        let u = critical.naturalFrequency * 0.25
        #expect(abs(exp(-u) * (1 + u) - 0.001) < 1e-15)
    }

    /// framer's `duration` + `bounce` (`settlingDuration` + `bounce` here)
    /// is this settling spring with ζ = 1 − bounce, clamped as framer clamps
    /// it (0.05…1, where SwiftUI only caps at 1): not SwiftUI's `duration`,
    /// which is the undamped period.
    @Test func framersDurationIsASettlingDurationNotSwiftUIs() {
        for (duration, bounce) in [(0.8, 0.25), (0.4, 0.0), (0.3, 0.5), (1.5, 0.97), (0.6, -0.5), (0.005, 0.2)] {
            let framer = Self.framerFindSpring(duration: duration, dampingRatio: 1 - bounce)
            let spring = Spring.framerDuration(duration, bounce: bounce)
            #expect(Self.close(spring.stiffness, framer.k, 1e-9) && Self.close(spring.damping, framer.c, 1e-9),
                    "\(duration), \(bounce): k \(spring.stiffness) vs \(framer.k)")
        }
        let framer = Self.framerFindSpring(duration: 0.8, dampingRatio: 1 - 0.25)
        let swiftUI = Spring.duration(0.8, bounce: 0.25)
        #expect(swiftUI.stiffness < framer.k / 2)
    }

    @Test func settlingDurationNeedsARatioAboveEpsilon() {
        #expect(Spring.settlingDuration(0.5, dampingRatio: 0) == nil)
        #expect(Spring.settlingDuration(0.5, dampingRatio: 0.0009) == nil)
        #expect(Spring.settlingDuration(0.5, dampingRatio: 0.0011) != nil)
    }

    // MARK: framer-motion

    /// motion-dom's spring generator (packages/motion-dom/src/animation/
    /// generators/spring/index.ts, `getSpringOptions`): with `visualDuration`,
    /// root = 2π/(visualDuration·1.2), stiffness = root², damping =
    /// 2·clamp(0.05, 1, 1 − bounce)·√stiffness, mass 1.
    @Test func framerVisualDuration() {
        for (visualDuration, bounce) in [(0.3, 0.25), (0.5, 0.0), (0.4, 0.97), (0.4, -0.5), (1.0, 0.5)] {
            let root = 2 * Double.pi / (visualDuration * 1.2)
            let stiffness = root * root
            let damping = 2 * min(max(1 - bounce, 0.05), 1) * stiffness.squareRoot()
            let spring = Spring.visualDuration(visualDuration, bounce: bounce)
            #expect(spring.mass == 1 && Self.close(spring.stiffness, stiffness) && Self.close(spring.damping, damping),
                    "\(visualDuration), \(bounce)")
        }
    }

    // MARK: Android and Flutter

    /// androidx `SpringForce`: `setStiffness` keeps ω₀ = √stiffness and
    /// `getAcceleration` is −k·x − c·v with k = ω₀², c = 2·ω₀·ζ (mass 1).
    /// Its constants: STIFFNESS_HIGH 10000, MEDIUM 1500 (the default), LOW
    /// 200, VERY_LOW 50; DAMPING_RATIO_HIGH_BOUNCY 0.2, MEDIUM_BOUNCY 0.5 (the
    /// default), LOW_BOUNCY 0.75, NO_BOUNCY 1.
    @Test func androidSpringForce() {
        for stiffness in [10_000.0, 1500, 200, 50] {
            for ratio in [0.2, 0.5, 0.75, 1] {
                let naturalFrequency = stiffness.squareRoot()
                let spring = Spring.stiffness(stiffness, dampingRatio: ratio)
                #expect(spring.mass == 1 && Self.close(spring.stiffness, naturalFrequency * naturalFrequency))
                #expect(Self.close(spring.damping, 2 * naturalFrequency * ratio), "\(stiffness), \(ratio)")
            }
        }
    }

    /// Android's `updateValues` (under-damped branch) for the default spring
    /// (1500, 0.5) from displacement 1 at rest: the motion transpec plays is
    /// Android's to 1e-12.
    @Test func androidDefaultSpringMovesAsAndroids() {
        let spring = Spring.stiffness(1500, dampingRatio: 0.5)
        let motion = SpringMotion(spring: spring, from: 1, to: 0, initialVelocity: 0)
        let w0 = 1500.0.squareRoot(), zeta = 0.5, wd = w0 * (1 - zeta * zeta).squareRoot()
        for k in 1...30 {
            let t = Double(k) / 120
            let sinCoefficient = (1 / wd) * (zeta * w0 * 1 + 0)
            let android = exp(-zeta * w0 * t) * (cos(wd * t) + sinCoefficient * sin(wd * t))
            #expect(abs(motion.state(at: t).position - android) < 1e-12)
        }
    }

    /// Flutter's `SpringDescription.withDampingRatio`: damping = ratio·2·√(mass·stiffness).
    @Test func flutterWithDampingRatio() {
        let spring = Spring.stiffness(180, dampingRatio: 0.8, mass: 2)
        #expect(spring.mass == 2 && spring.stiffness == 180)
        #expect(Self.close(spring.damping, 0.8 * 2 * (2 * 180.0).squareRoot()))
    }

    // MARK: React Native

    /// React Native's SpringConfig.js `fromBouncinessAndSpeed`, the
    /// conversion `Animated.spring` applies with its defaults bounciness 8,
    /// speed 12 (SpringAnimation.js): pop's, with React Native's defaults.
    @Test func reactNativeBouncinessAndSpeedDefaults() {
        func b3Nobounce(_ t: Double) -> Double {
            if t <= 18 { return 0.0007 * pow(t, 3) - 0.031 * pow(t, 2) + 0.64 * t + 1.28 }
            if t <= 44 { return 0.000044 * pow(t, 3) - 0.006 * pow(t, 2) + 0.36 * t + 2 }
            return 0.00000045 * pow(t, 3) - 0.000332 * pow(t, 2) + 0.1078 * t + 5.84
        }
        let b = (8 / 1.7) / 20 * 0.8, s = (12 / 1.7) / 20
        let tension = 0.5 + s * (200 - 0.5)
        let t = 2 * b - b * b
        let friction = t * 0.01 + (1 - t) * b3Nobounce(tension)
        let spring = Spring.bounciness(8, speed: 12)
        #expect(Self.close(spring.stiffness, (tension - 30) * 3.62 + 194, 1e-12))
        #expect(Self.close(spring.damping, (friction - 8) * 3 + 25, 1e-12))
    }

    /// SpringAnimation.js `onUpdate` (and RCTSpringAnimation.m): ζ ≥ 1 takes
    /// the critically damped branch, position = to − e^(−ω₀t)·(x0 + (v0 +
    /// ω₀·x0)·t) with x0 = to − from and v0 = −velocity. An over-damped
    /// spring with `overdamping: critical` moves exactly so; with `allow` it
    /// is slower, as physics has it.
    @Test func reactNativeOverdampingIsCritical() {
        let spring = Spring(mass: 1, stiffness: 100, damping: 30)  // ζ 1.5
        let from = 0.2, to = 1.0, velocity = 2.5
        let critical = SpringMotion(spring: spring.criticallyDampedAtMost, from: from, to: to, initialVelocity: velocity)
        let physical = SpringMotion(spring: spring, from: from, to: to, initialVelocity: velocity)
        let omega0 = (100.0 / 1).squareRoot(), x0 = to - from, v0 = -velocity
        for k in 1...60 {
            let t = Double(k) / 60
            let reactNative = to - exp(-omega0 * t) * (x0 + (v0 + omega0 * x0) * t)
            #expect(abs(critical.state(at: t).position - reactNative) < 1e-12, "t \(t)")
            if k == 30 { #expect(physical.state(at: t).position < reactNative - 0.01) }
        }
    }
}
