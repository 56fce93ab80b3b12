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
            spring: .dampingRatio(0.9, response: 0.4), directions: .any),
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

    /// Down-right, then flung left: the replay completes leftwards, in a
    /// straight line from where the finger let go (the machine's flight).
    @Test func aFlingLeftAfterADragDownRightCompletesLeftwards() throws {
        let result = try Self.replay("t,x,y,event,vx,vy\n0,0,0,down\n0.05,40,40,move\n0.1,84,84,up,-400,0\n")
        #expect(result.finishCount == 1 && result.cancelCount == 0)
        let after = result.timeline.samples.filter { $0.t > 0.1 }
        #expect(after.allSatisfy { abs($0.offset - 84) < 1e-9 }, "along the edge it stays where it was let go")
        let across = after.map { $0.offsetAcross ?? .nan }
        #expect(across.first! < 84, "it heads left at once: \(across.first!)")
        #expect(abs(across.last! + (280 * 280 - 84 * 84 as Double).squareRoot()) < 1e-6, "one distance from the start")
    }

    static let flungLeft = "t,x,y,event,vx,vy\n0,0,0,down\n0.05,40,40,move\n0.1,84,84,up,-400,0\n"

    /// CSV has `offset` and `offsetAcross` columns, as JSON's samples do.
    @Test func csvHasBothOffsets() throws {
        let result = try Self.replay(Self.flungLeft)
        let lines = CSVRenderer.render(result.timeline).split(separator: "\n")
        #expect(lines.first == "t,progress,velocity,offset,offsetAcross")
        #expect(lines.count == result.timeline.samples.count + 1)
        let last = try #require(result.timeline.samples.last)
        let fields = lines.last!.split(separator: ",").map { Double($0)! }
        #expect(fields == [last.t, last.progress, last.velocity, last.offset, last.offsetAcross!])
        #expect(fields[4] < -260, "across, to the left")
    }

    /// The text call log says where the screen is at each call.
    @Test func textListsTheOffsetsAtEachCall() throws {
        let result = try Self.replay(Self.flungLeft)
        let text = TraceTextRenderer.render(result)
        #expect(text.contains("progress  offset (pt)  across (pt)"), "\(text)")
        let release = try #require(text.split(separator: "\n").first { $0.contains("release") })
        #expect(release.hasSuffix("84.0         84.0"), "let go 84 pt down and 84 pt right: \(release)")
        #expect(release.contains("→ fly (0.0, -1.0) to complete"), "it flies left: \(release)")
        #expect(TraceJSONRenderer.render(result).contains("\"flight\": { \"along\": 0.0, \"across\": -1.0 }"))
        let finish = try #require(text.split(separator: "\n").first { $0.contains("finish") })
        #expect(finish.hasSuffix("84.0       -267.1"), "at rest 280 pt from the start, left: \(finish)")
        #expect(!TraceTextRenderer.render(try Self.oneDimensional()).contains("across (pt)"))
    }

    /// The SVG charts both offsets over time, one small chart each.
    @Test func svgChartsBothOffsets() throws {
        let svg = SVGTimelineRenderer.render(try Self.replay(Self.flungLeft).timeline, subtitle: "s")
        #expect(svg.contains(">offset (pt)</text>") && svg.contains(">offsetAcross (pt)</text>"))
        #expect(svg.components(separatedBy: "class=\"chart\"").count - 1 == 3, "the progress chart and two offsets")
        let flat = SVGTimelineRenderer.render(try Self.oneDimensional().timeline, subtitle: "s")
        #expect(!flat.contains("offsetAcross"))
    }

    static func oneDimensional() throws -> TraceReplayResult {
        var subject = viewer
        subject.plan.motion.directions = .towardEdge
        return TraceReplay.run(try GestureTrace.parseCSV("t,x,y,event\n0,0,0,down\n0.1,0,84,up\n", file: "t.csv"), subject: subject)
    }

    /// A sweep's cell is a release straight along the drag, as the replay
    /// plays it: flung back toward the start past the fling speed and still
    /// completing (a third of the way), it flies on through the start.
    @Test func aSweepCellSettlesAsTheReplay() throws {
        let cell = Sweep.cell(Self.viewer.motion, progress: 0.5, velocity: -600, distance: 280)
        #expect(cell.decision == .complete)
        let alongOnly = SettleMotion.outcome(
            motion: Self.viewer.motion, releaseProgress: 0.5, releaseVelocity: -600, distance: 280)
        #expect(abs(cell.settleTime - alongOnly.settleTime) > 0.05, "the flight is longer: \(cell.settleTime)")
        let result = try Self.replay("t,x,y,event,vx,vy\n0,0,0,down\n0.1,0,140,up,0,-600\n")
        let release = try #require(result.calls.first { if case .release = $0.kind { true } else { false } })
        let end = try #require(result.calls.last)
        #expect(end.kind == .end(.complete))
        // The replay ends at the first frame at or after the settle time.
        #expect(end.t - release.t >= cell.settleTime - 1e-9 && end.t - release.t < cell.settleTime + 1.0 / 120 + 1e-9)
        #expect(end.offset < -279, "through the start and on: \(end.offset)")
    }

    @Test func oneDimensionalReplaysPrintNoAcross() throws {
        var subject = Self.viewer
        subject.plan.motion.directions = .towardEdge
        let result = TraceReplay.run(
            try GestureTrace.parseCSV("t,x,y,event\n0,0,0,down\n0.05,40,40,move\n0.2,40,40,move\n", file: "t.csv"), subject: subject)
        #expect(result.timeline.samples.allSatisfy { $0.offsetAcross == nil })
        #expect(abs(result.timeline.samples.last!.offset - 40) < 1e-9)
    }
}
