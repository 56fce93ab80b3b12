import Foundation
@testable import TranspecRuntime

/// The settle time as `SpringMotion` computed it before its closed-form
/// crossing (commit 8d77e88): the peaks walked from the first zero of y′, and
/// the crossing found by Newton's method inside a bracket, verified by
/// evaluating y. Slow, but checked against RK4 and dense sampling; the tests
/// hold the new method to it.
enum SettleReference {
    static func settleTime(_ m: SpringMotion, tolerance: RestTolerance, unitsPerPoint: Double) -> Double {
        let positionBound = tolerance.position * unitsPerPoint, velocityBound = tolerance.velocity * unitsPerPoint
        let vTime = lastExceedance(of: m, y0: m.initialVelocity, dy0: m.a0, bound: velocityBound)
        let xTime = lastExceedance(of: m, y0: m.x0, dy0: m.initialVelocity, bound: positionBound)
        return max(xTime, vTime)
    }

    static func maxExcursion(_ m: SpringMotion, direction: Double) -> Double {
        var best = max(0, direction * m.x0)
        var after = 0.0
        for _ in 0..<2 {
            guard let t = nextZero(of: m, y0: m.initialVelocity, dy0: m.a0, after: after) else { break }
            best = max(best, direction * m.mode(m.x0, m.initialVelocity, t))
            after = t
        }
        return best
    }

    static func nextZero(of m: SpringMotion, y0: Double, dy0: Double, after: Double) -> Double? {
        let b = dy0 + m.alpha * y0
        if y0 == 0 && b == 0 { return nil }
        let floor = after + 1e-12 * max(1, abs(after))
        if m.q < 0 {
            let phase = atan2(b / m.omega, y0) + Double.pi / 2
            var k = ((m.omega * after - phase) / Double.pi).rounded(.down)
            var t = (phase + k * Double.pi) / m.omega
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
                    let spacing = Double.pi / m.omega
                    var k = (log(firstValue / bound) / (m.alpha * spacing)).rounded(.down)
                    func exceeds(_ k: Double) -> Bool {
                        k >= 0 && abs(m.mode(y0, dy0, first + k * spacing)) > bound
                    }
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
            let slope = y < 0 ? -m.mode(dy0, ddy0, c, s) : m.mode(dy0, ddy0, c, s)
            var next = (lo + hi) / 2
            if slope < 0, y != 0 {
                let newton = t - log(abs(y) / bound) * abs(y) / slope
                if newton > lo && newton < hi { next = newton }
            }
            if abs(next - t) < tolerance {
                next = above ? min(next + tolerance, hi) : max(next - tolerance, lo)
                if next == hi || next == lo { next = (lo + hi) / 2 }
            }
            t = next
        }
        return hi
    }
}
