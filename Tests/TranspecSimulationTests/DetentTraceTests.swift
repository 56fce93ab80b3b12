import Testing
import TranspecRuntime
@testable import TranspecSimulation

/// `simulate --gesture` on a detent sheet: drags move between detents and
/// the sheet rests there, with the motion `simulate --from-detent` prints.
@Suite struct DetentTraceTests {
    static let plan = DetentPlan(detents: [
        SheetDetent(name: "collapsed", height: .points(120)),
        SheetDetent(name: "half", height: .fraction(0.5)),
        SheetDetent(name: "full", height: .fraction(1)),
    ], dismissible: false)
    static let sheet = SimulationSubject(
        name: "Sheet",
        motion: TransitionMotion(
            release: .projection(rate: .normal, threshold: 0.5), spring: .dampingRatio(1, response: 0.35),
            detents: plan),
        edge: .bottom)

    static func replay(_ csv: String, from detent: String? = nil) throws -> TraceReplayResult {
        var subject = sheet
        subject.restingDetent = detent
        return TraceReplay.run(try GestureTrace.parseCSV(csv, file: "t.csv"), subject: subject, container: .iPhone)
    }

    /// Down 380 pt from full, let go at 200 pt/s: the sheet springs to half
    /// and stays presented; the frames after release equal `DetentSettle`.
    @Test func aDragFromFullRestsAtHalf() throws {
        let result = try Self.replay("t,x,y,event,vx,vy\n0,0,0,down\n0.05,0,200,move\n0.1,0,380,up,0,200\n")
        #expect(result.restingDetent == "half" && result.cancelCount == 1 && result.finishCount == 0)
        let last = try #require(result.timeline.samples.last)
        #expect(last.progress == 0.5)
        let settle = DetentSettle(
            motion: Self.sheet.motion, plan: Self.plan, container: .iPhone, distance: 844, progress: 380.0 / 844,
            velocity: 200, viewVelocity: 200)
        // Up to its settle time; there the machine lands exactly on the detent.
        let released = result.timeline.samples.filter { $0.t >= 0.1 && $0.t - 0.1 < settle.settle.settleTime }
        #expect(released.count > 10)
        for sample in released {
            #expect(abs(sample.progress - settle.settle.state(at: sample.t - 0.1).progress) <= 1e-9, "t \(sample.t)")
        }
    }

    /// Two drags in one trace: the second begins where the first rested.
    @Test func theNextDragStartsAtTheDetent() throws {
        let result = try Self.replay(
            "t,x,y,event,vx,vy\n0,0,0,down\n0.1,0,380,up,0,200\n2,0,0,down\n2.1,0,150,up,0,400\n")
        #expect(result.beganCount == 2 && result.restingDetent == "collapsed")
        let secondGrab = try #require(result.calls.last { $0.kind == .began })
        #expect(secondGrab.progress == 0.5)
    }

    @Test func fromDetentStartsThere() throws {
        let result = try Self.replay("t,x,y,event,vx,vy\n0,0,0,down\n0.1,0,-300,up,0,-100\n", from: "collapsed")
        #expect(result.calls.first?.progress == 724.0 / 844)
        #expect(result.restingDetent == "half")
        #expect(TraceTextRenderer.render(result).contains("rests at detent: half"))
    }
}
