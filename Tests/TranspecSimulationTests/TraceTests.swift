import Testing
import TranspecRuntime
@testable import TranspecSimulation

func replay(_ csv: String, subject: SimulationSubject = sheet) throws -> TraceReplayResult {
    TraceReplay.run(try GestureTrace.parseCSV(csv, file: "t.csv"), subject: subject, container: .iPhone)
}

func counts(_ r: TraceReplayResult) -> [Int] { [r.beganCount, r.regrabCount, r.finishCount, r.cancelCount, r.completeCount] }

@Suite struct TraceTests {
    @Test func fastFlickFinishes() throws {
        let r = try replay("t,x,y,event\n0,0,0,down\n0.05,0,40,move\n0.1,0,100,up\n")
        #expect(counts(r) == [1, 0, 1, 0, 1])
        #expect(r.finalPhase == .finished(.complete))
        #expect(TraceTextRenderer.render(r).contains("calls: began 1, re-grab 0, finish 1, cancel 0, complete 1"))
    }

    @Test func slowReleaseBelowThresholdCancels() throws {
        let r = try replay("t,x,y,event\n0,0,0,down\n0.5,0,100,move\n1.0,0,101,up\n")
        #expect(counts(r) == [1, 0, 0, 1, 1])
    }

    @Test func explicitVelocityColumnWins() throws {
        let r = try replay("t,x,y,event,vx,vy\n0,0,0,down,,\n0.5,0,100,move,,\n1.0,0,100,up,0,2000\n")
        #expect(counts(r) == [1, 0, 1, 0, 1])
    }

    @Test func reversalPastZeroCancels() throws {
        let r = try replay("t,x,y,event\n0,0,0,down\n0.1,0,60,move\n0.2,0,-80,move\n0.3,0,-120,up\n")
        #expect(counts(r) == [1, 0, 0, 1, 1])
        #expect(r.calls.first { if case .release = $0.kind { true } else { false } }!.progress < 0)
    }

    @Test func regrabDuringSettle() throws {
        let r = try replay("""
            t,x,y,event
            0,0,0,down
            0.1,0,120,move
            0.4,0,130,up
            0.5,0,100,down
            0.55,0,200,move
            0.6,0,330,up

            """)
        #expect(counts(r) == [1, 1, 1, 0, 1])
    }

    @Test func duplicateEventsAreHarmless() throws {
        let r = try replay("t,x,y,event\n0,0,0,down\n0,0,0,down\n0.05,0,50,move\n0.1,0,100,up\n0.1,0,100,up\n0.2,0,100,up\n")
        #expect(counts(r) == [1, 0, 1, 0, 1])
    }

    @Test func badRowsReportLineAndColumn() {
        #expect(throws: TraceError(file: "t.csv", line: 3, column: 7, message: "'abc' is not a number (column 'y')")) {
            try GestureTrace.parseCSV("t,x,y,event\n0,0,0,down\n0.1,0,abc,move\n", file: "t.csv")
        }
        #expect(throws: TraceError.self) { try GestureTrace.parseCSV("t,x,y,event\n0.2,0,0,down\n0.1,0,1,move\n", file: "t.csv") }
        #expect(throws: TraceError.self) { try GestureTrace.parseCSV("t,x,y,event\n0,0,0,jump\n", file: "t.csv") }
    }
}
