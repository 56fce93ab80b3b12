import Foundation
import Testing
@testable import TranspecRuntime

/// The trap "Porting from … pop" describes: pop's `POPSpringSolver`
/// (pop/POPSpringSolver.h, `advance`) integrates RK4 in steps of
/// `solverDt` = 0.001f, then shows the state interpolated between its last
/// two steps, alpha = leftover/solverDt, and starts the next frame from it
/// (POPSpringAnimationInternal.h rebuilds the state from the shown value).
/// The reference below steps that scheme; pop's frames are transpec's exact
/// solution at an earlier time, 21 ms earlier after 60 frames at 60 or 120 Hz.
@Suite struct PopSpringStepTests {
    /// pop's default spring, bounciness 4 and speed 12.
    static let spring = Spring.bounciness(4, speed: 12)

    /// One frame of pop's solver on displacement `p` (from the target) and
    /// velocity `v`; `represented` tracks which time the shown state is.
    static func popFrame(
        p: inout Double, v: inout Double, accumulated: inout Double, represented: inout Double, dt: Double
    ) {
        let step = Double(Float(0.001))
        func acceleration(_ p: Double, _ v: Double) -> Double { -spring.stiffness * p - spring.damping * v }
        func rk4(_ p: Double, _ v: Double) -> (Double, Double) {
            let a = (v, acceleration(p, v))
            let b = (v + a.1 * step / 2, acceleration(p + a.0 * step / 2, v + a.1 * step / 2))
            let c = (v + b.1 * step / 2, acceleration(p + b.0 * step / 2, v + b.1 * step / 2))
            let d = (v + c.1 * step, acceleration(p + c.0 * step, v + c.1 * step))
            return (p + (a.0 + 2 * b.0 + 2 * c.0 + d.0) * step / 6, v + (a.1 + 2 * b.1 + 2 * c.1 + d.1) * step / 6)
        }
        accumulated += dt
        var previous = (p, v, represented), current = (p, v, represented)
        while accumulated >= step {
            previous = current
            let next = rk4(current.0, current.1)
            current = (next.0, next.1, current.2 + step)
            accumulated -= step
        }
        let alpha = accumulated / step
        p = current.0 * alpha + previous.0 * (1 - alpha)
        v = current.1 * alpha + previous.1 * (1 - alpha)
        represented = current.2 * alpha + previous.2 * (1 - alpha)
    }

    @Test(arguments: [60.0, 120.0])
    func popShowsTheExactSolutionOfAnEarlierTime(fps: Double) {
        let exact = SpringMotion(spring: Self.spring, from: 1, to: 0, initialVelocity: 0)
        var p = 1.0, v = 0.0, accumulated = 0.0, represented = 0.0
        var maxOffByLag = 0.0, maxOffAtFrameTime = 0.0
        for frame in 1...60 {
            Self.popFrame(p: &p, v: &v, accumulated: &accumulated, represented: &represented, dt: 1 / fps)
            let t = Double(frame) / fps
            maxOffByLag = max(maxOffByLag, abs(exact.state(at: represented).position - p))
            maxOffAtFrameTime = max(maxOffAtFrameTime, abs(exact.state(at: t).position - p))
            if frame == 1 { #expect(abs((t - represented) - 0.001) < 1e-6) }
        }
        let lag = 60 / fps - represented
        #expect(abs(lag - 0.021) < 0.0005, "lag after 60 frames: \(lag * 1000) ms")
        // pop's frame is the exact state at the time it represents, to the
        // error of interpolating linearly within a millisecond (7.5e-5 of
        // the move at most); at the frame's own time it is 100 times as far off.
        #expect(maxOffByLag < 2e-4)
        #expect(maxOffAtFrameTime > 100 * maxOffByLag)
    }
}
