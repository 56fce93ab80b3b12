import Foundation
import Testing
@testable import TranspecRuntime

@Suite struct DecayTests {
    @Test func rates() {
        #expect(DecelerationRate.normal.perMillisecond == 0.998)
        #expect(DecelerationRate.fast.perMillisecond == 0.99)
        #expect(DecelerationRate.custom(0.95).perMillisecond == 0.95)
    }

    /// The closed form is the per-millisecond sum itself (velocity multiplied
    /// by r, then moved by), not an approximation of it.
    @Test func closedFormIsThePerMillisecondSum() {
        for rate in [0.998, 0.99, 0.9] {
            let decay = Decay(initialPosition: 10, initialVelocity: 2000, rate: rate)
            var v = 2000.0, sum = 0.0
            for ms in 1...20_000 {
                v *= rate
                sum += v / 1000
                if ms % 250 == 0 {
                    let t = Double(ms) / 1000
                    #expect(abs(decay.velocity(at: t) - v) < 1e-9 * 2000)
                    #expect(abs((decay.position(at: t) - 10) - sum) <= 1e-9 * max(sum, 1))
                }
            }
            let projected = Decay.projectedDistance(initialVelocity: 2000, rate: rate)
            #expect(abs(projected - sum) < 1e-6 * projected)
            #expect(abs(decay.restingPosition - 10 - projected) < 1e-12 * projected)
        }
        // Apple's example numbers: (v/1000)·r/(1 − r) at 0.998 is 499·v/1000.
        #expect(abs(Decay.projectedDistance(initialVelocity: 1000, rate: 0.998) - 499) < 1e-9)
    }

    @Test func timeUntilSpeedAndPosition() {
        let decay = Decay(initialPosition: 0, initialVelocity: -1500, rate: 0.998)
        let t = decay.time(untilSpeed: 100)
        #expect(abs(abs(decay.velocity(at: t)) - 100) < 1e-9)
        #expect(decay.time(untilSpeed: 2000) == 0)
        let reach = decay.time(untilPosition: -200)!
        #expect(abs(decay.position(at: reach) + 200) < 1e-9)
        #expect(decay.time(untilPosition: 200) == nil)
        #expect(decay.time(untilPosition: -10_000) == nil)
    }
}

@Suite struct RubberBandTests {
    let band = RubberBand()

    @Test func valuesContinuityMonotonicAsymptote() {
        #expect(band.progress(forRaw: 0.4) == 0.4)
        #expect(abs(band.progress(forRaw: 1.5) - (1 + (1 - 1 / (0.5 * 0.55 + 1)))) < 1e-15)
        #expect(abs(band.progress(forRaw: -0.25) + (1 - 1 / (0.25 * 0.55 + 1))) < 1e-15)
        // UIScrollView form in points: d = 400, x = 100 → 1 − 1/(100·0.55/400 + 1) of d.
        #expect(abs(band.offset(forOvershoot: 100, dimension: 400) - 48.35164835) < 1e-6)
        var previous = band.progress(forRaw: -50)
        for i in -4999...5000 {
            let raw = Double(i) / 100
            let p = band.progress(forRaw: raw)
            #expect(p > previous)
            #expect(p - previous <= 0.01 + 1e-12)  // slope ≤ 1: continuous
            previous = p
        }
        #expect(band.progress(forRaw: 1e9) < 2 && band.progress(forRaw: 1e9) > 1.999)
        #expect(band.progress(forRaw: -1e9) > -1)
        // Slope at the ends starts at c.
        #expect(abs((band.progress(forRaw: 1 + 1e-7) - 1) / 1e-7 - 0.55) < 1e-6)
    }

    @Test func inverse() {
        for raw in [-3.0, -0.2, 0, 0.7, 1, 1.3, 6] {
            #expect(abs(band.raw(forProgress: band.progress(forRaw: raw)) - raw) < 1e-9)
        }
    }
}

@Suite struct ReleaseRuleTests {
    let rule = ReleaseRule.threshold(0.5, flickVelocity: 300)

    @Test func thresholdBranches() {
        #expect(rule.decide(progress: 0.1, velocity: 300, distance: 400) == .complete)  // flick tie
        #expect(rule.decide(progress: 0.9, velocity: -300, distance: 400) == .cancel)  // back-flick tie
        #expect(rule.decide(progress: 0.5, velocity: 0, distance: 400) == .complete)  // threshold tie
        #expect(rule.decide(progress: 0.49, velocity: 299, distance: 400) == .cancel)
        #expect(rule.decide(progress: 0.51, velocity: -299, distance: 400) == .complete)
        let noFlick = ReleaseRule.threshold(0.5, flickVelocity: nil)
        #expect(noFlick.decide(progress: 0.4, velocity: 5000, distance: 400) == .cancel)
        #expect(noFlick.decide(progress: 0.6, velocity: -5000, distance: 400) == .complete)
    }

    @Test func projectionBranches() {
        let projection = ReleaseRule.projection(rate: .normal, threshold: 0.5)
        // 0.3 + (v/1000)·499/400 ≥ 0.5 ⇔ v ≥ 160.32…
        let tie = 0.2 * 400 * 1000 / 499
        #expect(projection.decide(progress: 0.3, velocity: tie + 1e-9, distance: 400) == .complete)
        #expect(projection.decide(progress: 0.3, velocity: 150, distance: 400) == .cancel)
        #expect(projection.decide(progress: 0.7, velocity: -150, distance: 400) == .complete)
        #expect(projection.decide(progress: 0.7, velocity: -200, distance: 400) == .cancel)
        #expect(projection.decide(progress: 0.5, velocity: 0, distance: 400) == .complete)
    }

    @Test func anyOfBranches() {
        // The iOSDC 2017 talk: progress > 0.3 || (progress > 0.1 && |v| > 100), ties complete.
        let seed = ReleaseRule.anyOf([
            ReleaseCondition(progress: 0.3), ReleaseCondition(progress: 0.1, speed: 100),
        ])
        #expect(seed.decide(progress: 0.3, velocity: 0, distance: 200) == .complete)
        #expect(seed.decide(progress: 0.2, velocity: -100, distance: 200) == .complete)
        #expect(seed.decide(progress: 0.2, velocity: 99, distance: 200) == .cancel)
        #expect(seed.decide(progress: 0.05, velocity: 5000, distance: 200) == .cancel)
        #expect(ReleaseRule.anyOf([]).decide(progress: 1, velocity: 0, distance: 1) == .cancel)
    }

    @Test func velocityHandoff() {
        #expect(VelocityHandoff.progressVelocity(800, distance: 400) == 2)
        #expect(VelocityHandoff.progressVelocity(800, distance: 0) == 0)
        #expect(VelocityHandoff.normalizedVelocity(600, remaining: 300) == 2)
        #expect(VelocityHandoff.normalizedVelocity(-600, remaining: 150) == -4)
        #expect(VelocityHandoff.normalizedVelocity(600, remaining: 0) == 0)
    }
}
