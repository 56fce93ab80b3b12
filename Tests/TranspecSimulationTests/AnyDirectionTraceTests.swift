import Testing
import TranspecRuntime
@testable import TranspecSimulation

/// `simulate --gesture` replays a drag in any direction with both columns
/// of the trace: the screen goes where the finger goes.
@Suite struct AnyDirectionTraceTests {
    static let viewer = SimulationSubject(
        name: "MediaViewerDismiss",
        motion: TransitionMotion(
            distance: .points(280),
            release: .anyOf([ReleaseCondition(progress: 0.35), ReleaseCondition(progress: 0.05, speed: 250)]),
            spring: .dampingRatio(0.9, response: 0.4), anyDirection: true),
        edge: .bottom)

    static func replay(_ csv: String) throws -> TraceReplayResult {
        TraceReplay.run(try GestureTrace.parseCSV(csv, file: "t.csv"), subject: viewer, container: .iPhone)
    }

    @Test func theScreenFollowsTheFingerSideways() throws {
        // Right 30 then 60 pt, held: the bottom edge's across axis is +x.
        let result = try Self.replay("t,x,y,event\n0,0,0,down\n0.05,30,0,move\n0.1,60,0,move\n0.5,60,0,move\n")
        let last = try #require(result.timeline.samples.last)
        #expect(abs(last.progress - 60.0 / 280) < 1e-12)
        #expect(last.offset == 0 && abs((last.offsetAcross ?? .nan) - 60) < 1e-9)
        #expect(result.timeline.samples.allSatisfy { $0.offsetAcross != nil })
    }

    @Test func sidewaysFlingDismissesAndFlickBackCancels() throws {
        let fling = try Self.replay("t,x,y,event,vx,vy\n0,0,0,down\n0.05,-30,0,move\n0.1,-56,0,up,-900,0\n")
        #expect(fling.finishCount == 1 && fling.cancelCount == 0)
        let leaving = fling.timeline.samples.map { $0.offsetAcross ?? 0 }
        #expect(leaving.last! < -279, "it leaves sideways, the way it was flung: \(leaving.last!)")
        let back = try Self.replay("t,x,y,event,vx,vy\n0,0,0,down\n0.05,-30,0,move\n0.1,-70,0,up,900,0\n")
        #expect(back.cancelCount == 1 && back.finishCount == 0)
        #expect(abs(back.timeline.samples.last!.offsetAcross ?? .nan) < 1e-9)
    }

    @Test func oneDimensionalReplaysPrintNoAcross() throws {
        var subject = Self.viewer
        subject.plan.motion.anyDirection = false
        let result = TraceReplay.run(
            try GestureTrace.parseCSV("t,x,y,event\n0,0,0,down\n0.05,40,40,move\n0.2,40,40,move\n", file: "t.csv"), subject: subject)
        #expect(result.timeline.samples.allSatisfy { $0.offsetAcross == nil })
        #expect(abs(result.timeline.samples.last!.offset - 40) < 1e-9)
    }
}
