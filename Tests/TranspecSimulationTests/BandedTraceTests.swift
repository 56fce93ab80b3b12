import Testing
import TranspecRuntime
@testable import TranspecSimulation

/// `simulate --gesture` past an end with a rubber band: the view's velocity
/// is continuous at release, and the call log names both velocities.
@Suite struct BandedTraceTests {
    /// A drag down the sheet (D = 844 pt) at a steady pace to 1.3·D, one row
    /// per 1/120 s frame (2 ms after it), lifted with the pace as its velocity.
    static func steadyDrag(to end: Double, seconds: Double) -> (csv: String, velocity: Double) {
        let frames = Int(seconds * 120)
        let velocity = end / seconds
        var lines = ["t,x,y,event,vx,vy", "0.002,0,0,down,,"]
        for k in 1...frames {
            let t = 0.002 + Double(k) / 120, y = end * Double(k) / Double(frames)
            lines.append(k == frames ? "\(t),0,\(y),up,0,\(velocity)" : "\(t),0,\(y),move,,")
        }
        return (lines.joined(separator: "\n") + "\n", velocity)
    }

    /// The velocity at sample `i` (progress per second) from it and the two
    /// samples on one side, to second order: (±3p₀ ∓ 4p₁ ± p₂)/(2h).
    static func velocity(_ samples: [TimelineSample], at i: Int, looking step: Int) -> Double {
        let p0 = samples[i].progress, p1 = samples[i + step].progress, p2 = samples[i + 2 * step].progress
        let h = samples[i + step].t - samples[i].t
        return (-3 * p0 + 4 * p1 - p2) / (2 * h)
    }

    @Test func pastTheEndTheViewKeepsItsVelocity() throws {
        let (csv, velocity) = Self.steadyDrag(to: 1.3 * 844, seconds: 0.5)
        let r = try replay(csv)
        #expect(r.finalPhase == .finished(.complete))
        guard let release = r.calls.first(where: { if case .release = $0.kind { true } else { false } }),
              case .release(_, let finger, let view) = release.kind else {
            Issue.record("no release")
            return
        }
        let slope = 0.55 / ((0.3 * 0.55 + 1) * (0.3 * 0.55 + 1))
        #expect(abs(finger - velocity) < 1e-9)
        #expect(abs(view - velocity * slope) < 1e-9)
        // The first settling sample carries the view's velocity; the tracked
        // frames just before moved at that pace (to the band's curvature),
        // and so do the settled frames just after (to the spring's pull).
        let samples = r.timeline.samples
        guard let first = samples.firstIndex(where: { $0.velocity != 0 }), first >= 3 else {
            Issue.record("no settling sample")
            return
        }
        #expect(abs(samples[first].velocity * 844 - view) < 1e-9)
        let before = Self.velocity(samples, at: first, looking: -1), after = Self.velocity(samples, at: first, looking: 1)
        #expect(abs(before - view / 844) < 0.005 * view / 844, "tracking \(before), view \(view / 844)")
        // The forward difference errs by h²/3 times the spring's jerk there,
        // 4 %; the finger's velocity would put `after` 147 % off.
        #expect(abs(after - before) < 0.05 * before, "after release \(after), before \(before)")
        // The finger's velocity would have been 2.5 times the view's.
        #expect(velocity / view > 2.4)
        let text = TraceTextRenderer.render(r)
        #expect(text.contains("release 2194.4 pt/s, view 889.3 → settle to complete"), "\(text)")
        #expect(TraceJSONRenderer.render(r).contains(#""velocity": 2194.4, "viewVelocity": 889.2556"#))
    }

    /// A drag down the sheet to `turn` points, then back up past its rest to
    /// `end` points, at one steady `pace` (pt/s) throughout, one row per
    /// 1/120 s frame, lifted with the pace as its velocity.
    static func dragBack(turn: Double, end: Double, pace: Double) -> (csv: String, velocity: Double) {
        let out = Int((turn / pace * 120).rounded()), back = Int(((turn - end) / pace * 120).rounded())
        var lines = ["t,x,y,event,vx,vy", "0.002,0,0,down,,"]
        for k in 1...(out + back) {
            let t = 0.002 + Double(k) / 120
            let y = k <= out ? turn * Double(k) / Double(out) : turn + (end - turn) * Double(k - out) / Double(back)
            lines.append(k == out + back ? "\(t),0,\(y),up,0,\(-pace)" : "\(t),0,\(y),move,,")
        }
        return (lines.joined(separator: "\n") + "\n", -pace)
    }

    /// Past the start: pushed 0.3 distances up beyond its rest, the banded
    /// sheet moves at the band's slope times the finger; the settle back to
    /// 0 starts there, and the velocity is continuous.
    @Test func pastTheStartTheViewKeepsItsVelocity() throws {
        let (csv, velocity) = Self.dragBack(turn: 0.2 * 844, end: -0.3 * 844, pace: 1688)
        let r = try replay(csv)
        #expect(r.finalPhase == .finished(.cancel))
        guard let release = r.calls.first(where: { if case .release = $0.kind { true } else { false } }),
              case .release(let decision, let finger, let view) = release.kind else {
            Issue.record("no release")
            return
        }
        let slope = 0.55 / ((0.3 * 0.55 + 1) * (0.3 * 0.55 + 1))
        #expect(decision == .cancel)
        #expect(abs(release.progress - -(1 - 1 / (0.3 * 0.55 + 1))) < 1e-9)
        #expect(abs(finger - velocity) < 1e-9)
        #expect(abs(view - velocity * slope) < 1e-9)
        let samples = r.timeline.samples
        guard let first = samples.firstIndex(where: { $0.velocity != 0 }), first >= 3 else {
            Issue.record("no settling sample")
            return
        }
        #expect(abs(samples[first].velocity * 844 - view) < 1e-9)
        let before = Self.velocity(samples, at: first, looking: -1), after = Self.velocity(samples, at: first, looking: 1)
        #expect(before < 0 && after < 0)
        #expect(abs(before - view / 844) < 0.005 * abs(view) / 844, "tracking \(before), view \(view / 844)")
        #expect(abs(after - before) < 0.05 * abs(before), "after release \(after), before \(before)")
        #expect(velocity / view > 2.4)
        let text = TraceTextRenderer.render(r)
        #expect(text.contains("release -1688.0 pt/s, view -684.0 → settle to cancel"), "\(text)")
    }

    @Test func insideTheRangeOneVelocityIsNamed() throws {
        let (csv, _) = Self.steadyDrag(to: 0.6 * 844, seconds: 0.5)
        let text = TraceTextRenderer.render(try replay(csv))
        #expect(text.contains("release 1012.8 pt/s → settle to complete"), "\(text)")
    }
}
