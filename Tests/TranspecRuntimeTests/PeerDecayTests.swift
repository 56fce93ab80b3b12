import Foundation
import Testing
@testable import TranspecRuntime

/// The decays of Android, Flutter and React Native against transpec's
/// per-millisecond sum (`Decay`). Each peer decays continuously: with the
/// rate that `flingFriction` / `frictionDrag` give, the velocity is the
/// peer's at every instant, and the displacement is (−r·ln r)/(1 − r) of the
/// peer's at every instant, so the stop point too.
@Suite struct PeerDecayTests {
    static let speeds = [300.0, 2000, 8000, -2000]

    /// transpec's displacement over the peer's, the same at every time.
    static func sumOverIntegral(_ r: Double) -> Double { -r * log(r) / (1 - r) }

    /// Android's `FlingAnimation.DragForce.updateValueAndVelocity`, one
    /// 16 ms frame at a time from the last frame's value and velocity:
    /// F = −4.2·f, v ← v·e^(F·dt), x ← x − v/F + v/F·e^(F·dt) (dt in s).
    @Test(arguments: [0.5, 1, 2, 4.2])
    func flingFrictionMovesAsAndroidsDragForce(friction: Double) {
        let rate = Decay.rate(flingFriction: friction)
        let drag = -4.2 * friction
        for speed in Self.speeds {
            let decay = Decay(initialPosition: 10, initialVelocity: speed, rate: rate)
            var value = 10.0, velocity = speed
            for frame in 1...120 {
                let dt = 0.016
                value = value - velocity / drag + velocity / drag * exp(drag * dt)
                velocity *= exp(drag * dt)
                let t = Double(frame) * dt
                #expect(abs(decay.velocity(at: t) - velocity) <= 1e-12 * abs(speed), "f \(friction), t \(t)")
                let ratio = (decay.position(at: t) - 10) / (value - 10)
                #expect(abs(ratio - Self.sumOverIntegral(rate)) < 1e-9, "f \(friction), t \(t)")
            }
            // Android's whole coast is v/(4.2·f).
            #expect(abs((decay.restingPosition - 10) / (speed / (4.2 * friction)) - Self.sumOverIntegral(rate)) < 1e-12)
        }
        // At Android's default friction 1: rate 0.995809, 0.21 % short.
        if friction == 1 {
            #expect(abs(rate - 0.995809) < 5e-7)
            #expect(abs(Self.sumOverIntegral(rate) - 0.9979015) < 5e-7)
        }
    }

    /// Flutter's `FrictionSimulation`: x(t) = x + v·dragᵗ/ln(drag) − v/ln(drag),
    /// dx(t) = v·dragᵗ.
    @Test(arguments: [0.135, 0.5, 0.01])
    func frictionDragMovesAsFluttersFrictionSimulation(drag: Double) {
        let rate = Decay.rate(frictionDrag: drag)
        let dragLog = log(drag)
        for speed in Self.speeds {
            let decay = Decay(initialPosition: 100, initialVelocity: speed, rate: rate)
            for frame in 1...120 {
                let t = Double(frame) / 60
                let x = 100 + speed * pow(drag, t) / dragLog - speed / dragLog, dx = speed * pow(drag, t)
                #expect(abs(decay.velocity(at: t) - dx) <= 1e-12 * abs(speed), "drag \(drag), t \(t)")
                let ratio = (decay.position(at: t) - 100) / (x - 100)
                #expect(abs(ratio - Self.sumOverIntegral(rate)) < 1e-9, "drag \(drag), t \(t)")
            }
        }
        // At BouncingScrollSimulation's 0.135: rate 0.998000, 0.10 % short.
        if drag == 0.135 {
            #expect(abs(rate - 0.9979995) < 5e-7)
            #expect(abs(Self.sumOverIntegral(rate) - 0.998999) < 5e-7)
        }
    }

    /// React Native's `DecayAnimation.onUpdate`: x = from + v/(1 − d)·(1 −
    /// e^(−(1 − d)·t)), v per ms and t in ms. Ported as `rate: d` it coasts
    /// exactly 1/d times as far as transpec, and its velocity is e^(−(1 − d))
    /// per ms against transpec's d: 0.2 % faster after a second at 0.998.
    @Test(arguments: [0.998, 0.99, 0.9])
    func reactNativeDecayCoastsOneOverDTimesTranspecs(deceleration d: Double) {
        for speed in Self.speeds {
            let decay = Decay(initialPosition: 0, initialVelocity: speed, rate: d)
            let perMillisecond = speed / 1000
            let reactNativeCoast = perMillisecond / (1 - d)
            #expect(abs(reactNativeCoast / decay.restingPosition - 1 / d) < 1e-12)
            let reactNativeVelocity = speed * exp(-(1 - d) * 1000)
            #expect(abs(reactNativeVelocity / decay.velocity(at: 1) - exp(-1000 * ((1 - d) + log(d)))) < 1e-9)
        }
        if d == 0.998 {
            #expect(abs(exp(-1000 * ((1 - d) + log(d))) - 1.002005) < 5e-7)
        }
    }
}
