import Foundation
import Testing
@testable import TranspecRuntime

/// The decay held to facebook pop's own numbers. The reference below is
/// pop's published step, written from its source, not from transpec's:
/// `decay_position` in pop/POPDecayAnimationInternal.h (line 22), which
/// advances a value by one frame of `dt` seconds:
///
///     dt *= 1000                          (milliseconds)
///     kv = powf(deceleration, dt)
///     kx = deceleration·(1 − kv)/(1 − deceleration)
///     v0 = v/1000;  v = v0·kv·1000;  x = x + v0·kx
///
/// pop runs it once per display frame, so the tests step it at 60 and
/// 120 fps and compare every frame with `Decay`'s closed form.
@Suite struct PopDecayTests {
    static let rates = [0.9, 0.95, 0.99, 0.995, 0.998, 0.999]
    static let speeds = [300.0, 1000, 2000, 4000, 8000]

    /// One pop frame in double precision: the formula itself.
    static func popStep(x: inout Double, v: inout Double, dt: Double, deceleration d: Double) {
        let ms = dt * 1000
        let kv = pow(d, ms)
        let kx = d * (1 - kv) / (1 - d)
        let v0 = v / 1000
        v = v0 * kv * 1000
        x += v0 * kx
    }

    /// One pop frame as pop computes it: `kv`, `kx` and `v0` are C `float`s
    /// (`float v0[count]; float kv = powf(…)`), x and v are 64-bit CGFloats.
    static func popStepInFloat(x: inout Double, v: inout Double, dt: Double, deceleration d: Double) {
        let ms = dt * 1000
        let kv = powf(Float(d), Float(ms))
        let kx = Float(d) * (1 - kv) / (1 - Float(d))
        let v0 = Float(v / 1000)
        v = Double(v0 * kv) * 1000
        x += Double(v0 * kx)
    }

    /// Every frame until pop would stop (|v| below 5 units/s, its
    /// `kPOPAnimationDecayMinimalVelocityFactor` at threshold 1), for every
    /// rate from 0.9 to 0.999 and speed from 300 to 8000 pt/s, both ways, at
    /// 60 and 120 fps: the closed form is pop's stepped value within 1e-9 of
    /// the whole coast, and pop's float arithmetic within 2e-5 of it.
    @Test(arguments: [60.0, 120.0])
    func everyFrameMatchesPopsDecayPosition(fps: Double) {
        var frames = 0
        for rate in Self.rates {
            for speed in Self.speeds {
                for sign in [1.0, -1.0] {
                    let v0 = sign * speed, x0 = 37.0
                    let decay = Decay(initialPosition: x0, initialVelocity: v0, rate: rate)
                    let coast = abs(Decay.projectedDistance(initialVelocity: v0, rate: rate))
                    var x = x0, v = v0, xf = x0, vf = v0
                    var k = 0
                    while abs(v) >= 5 {
                        Self.popStep(x: &x, v: &v, dt: 1 / fps, deceleration: rate)
                        Self.popStepInFloat(x: &xf, v: &vf, dt: 1 / fps, deceleration: rate)
                        k += 1
                        let state = decay.state(at: Double(k) / fps)
                        #expect(abs(state.position - x) <= 1e-9 * coast, "r \(rate), v \(v0), frame \(k)")
                        #expect(abs(state.velocity - v) <= 1e-9 * speed, "r \(rate), v \(v0), frame \(k)")
                        #expect(abs(state.position - xf) <= 2e-5 * coast, "float: r \(rate), v \(v0), frame \(k)")
                        #expect(abs(state.velocity - vf) <= 2e-5 * speed, "float: r \(rate), v \(v0), frame \(k)")
                    }
                    frames += k
                }
            }
        }
        #expect(frames > 1000)
    }

    /// The stop point is the WWDC 2018 projection of the same rate, which
    /// `release: projection` uses: a decay and a projection agree on where
    /// the motion stops.
    @Test func restsWhereTheProjectionSays() {
        for rate in Self.rates {
            for speed in Self.speeds {
                let decay = Decay(initialPosition: 0, initialVelocity: speed, rate: rate)
                let projection = (speed / 1000) * rate / (1 - rate)
                #expect(abs(decay.restingPosition - projection) <= 1e-12 * projection)
                #expect(abs(decay.position(at: 60) - projection) <= 1e-9 * projection)
                // The projection release rule at threshold p + coast/D decides on
                // exactly that point (ties complete).
                let distance = 1000.0
                let rule = ReleaseRule.projection(rate: .custom(rate), threshold: min(1, decay.restingPosition / distance))
                #expect(rule.decide(progress: 0, velocity: speed, distance: distance) == .complete)
            }
        }
    }

    /// The example: `decay: {rate: 0.9, handoffVelocity: 5}` released
    /// at 2000 pt/s. pop coasts 18·(1 − 5/2000) = 17.955 pt before its
    /// velocity falls below 5 pt/s; so must transpec's decay before the
    /// spring takes over (the continuous integral coasted 18.94 pt).
    @Test func handoffAtFivePointsPerSecondCoasts17955() {
        let motion = TransitionMotion(
            distance: .points(1000), spring: .dampingRatio(1, response: 0.4),
            decay: DecayPhase(rate: .custom(0.9), handoffVelocity: 5))
        let settle = SettleMotion(motion: motion, releaseProgress: 0, releaseVelocity: 2000, distance: 1000)
        let handoff = settle.state(at: settle.decayDuration)
        #expect(abs(handoff.progress * 1000 - 17.955) < 1e-9)
        #expect(abs(handoff.velocity * 1000 - 5) < 1e-9)
    }

    /// The hand-off time follows from the same form: pop's `computeDuration`
    /// (same file) is log(|k/(v/1000)|)/(1000·ln d) with k = 5/1000 at
    /// threshold 1, and its `computeToValue` runs `decay_position` over that
    /// duration; transpec's time until 5 pt/s and position there are the same.
    @Test func handoffTimeIsPopsComputedDuration() {
        for rate in Self.rates {
            for speed in Self.speeds {
                let decay = Decay(initialPosition: 0, initialVelocity: speed, rate: rate)
                let popDuration = log(abs((5.0 / 1000) / (speed / 1000))) / (log(rate) * 1000)
                let t = decay.time(untilSpeed: 5)
                #expect(abs(t - popDuration) <= 1e-12 * popDuration)
                var x = 0.0, v = speed
                Self.popStep(x: &x, v: &v, dt: popDuration, deceleration: rate)
                #expect(abs(decay.position(at: t) - x) <= 1e-9 * x)
                #expect(abs(decay.velocity(at: t) - 5) <= 1e-9)
                // Reaching a point short of the stop takes the time the same
                // form gives, and the point past it is never reached.
                let halfway = decay.restingPosition / 2
                let reach = decay.time(untilPosition: halfway)!
                #expect(abs(decay.position(at: reach) - halfway) <= 1e-9 * halfway)
                #expect(decay.time(untilPosition: decay.restingPosition * 1.01) == nil)
            }
        }
    }
}
