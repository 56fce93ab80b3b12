import Foundation
import Testing
import TranspecRuntime
@testable import TranspecSimulation

/// Budgets end a simulation with an error before it takes the memory.
@Suite struct BudgetTests {
    static let small = SimulationBudget(maximumValues: 300, maximumCells: 100)

    /// 4 channels: an element with alpha and a translation, and dimming.
    static let withElements = SimulationSubject(
        name: "Sheet",
        motion: TransitionMotion(
            spring: .dampingRatio(1, response: 0.4),
            elements: [ElementTracks(name: "card", alpha: .fromTo(1, 0), translationX: .fromTo(0, 10),
                                     translationY: .fromTo(0, 20))],
            dimming: .fromTo(0.4, 0)),
        edge: .bottom)

    @Test func aSimulationPastTheBudgetIsAnErrorAndOneWithinItIsUnchanged() throws {
        let request = SimulationRequest(subject: Self.withElements, releaseProgress: 0.4, releaseVelocity: 0, fps: 120)
        let full = Simulation.run(request)
        let values = full.samples.count * (3 + full.channels.count)
        #expect(full.channels.count == 4 && values > 300)
        #expect(throws: BudgetExceeded.self) { try Simulation.run(request, budget: Self.small) }
        let roomy = SimulationBudget(maximumValues: values + 7 * 2, maximumCells: 100)
        #expect(try Simulation.run(request, budget: roomy) == full)
        do throws(BudgetExceeded) {
            _ = try Simulation.run(request, budget: Self.small)
        } catch {
            #expect(error.message.contains("samples of 7 numbers (time, progress, velocity and 4 element channels)"))
            #expect(error.message.contains("more than the 300 numbers"))
        }
    }

    @Test func aSweepPastTheBudgetIsAnError() throws {
        let request = SweepRequest(subject: Self.withElements, columns: 11, rows: 10)
        #expect(throws: BudgetExceeded(message: "a sweep of 11 × 10 cells is more than the 100 cells a sweep may compute; "
                                        + "use a coarser --grid")) {
            try Sweep.run(request, budget: Self.small)
        }
        let within = SweepRequest(subject: Self.withElements, columns: 10, rows: 10)
        #expect(try Sweep.run(within, budget: Self.small) == Sweep.run(within))
    }

    @Test func aReplayPastTheBudgetStopsWithAnError() throws {
        let trace = try GestureTrace.parseCSV("t,x,y,event\n0,0,0,down\n0.5,0,100,move\n1.0,0,101,up\n", file: "t.csv")
        let full = TraceReplay.run(trace, subject: Self.withElements)
        #expect(full.timeline.samples.count * 7 > 300)
        #expect(throws: BudgetExceeded.self) { try TraceReplay.run(trace, subject: Self.withElements, budget: Self.small) }
        let roomy = SimulationBudget(maximumValues: full.timeline.samples.count * 7, maximumCells: 1)
        #expect(try TraceReplay.run(trace, subject: Self.withElements, budget: roomy) == full)
    }
}

/// Traces as spreadsheets write them, and traces too large to read.
@Suite struct TraceFileTests {
    static let lines = ["t,x,y,event", "0,0,0,down", "0.05,0,40,move", "0.1,0,100,up"]

    @Test func crlfLineEndsAndAByteOrderMarkAreAccepted() throws {
        let plain = try GestureTrace.parseCSV(Self.lines.joined(separator: "\n") + "\n", file: "t.csv")
        for text in [Self.lines.joined(separator: "\r\n") + "\r\n", "\u{FEFF}" + Self.lines.joined(separator: "\r\n"),
                     "\u{FEFF}" + Self.lines.joined(separator: "\n")] {
            let trace = try GestureTrace.parseCSV(text, file: "t.csv")
            #expect(trace.rows == plain.rows, "\(text.debugDescription)")
        }
    }

    /// Columns count Unicode scalars, after any byte order mark.
    @Test func errorsPointAtTheField() throws {
        #expect(throws: TraceError(file: "t.csv", line: 3, column: 10, message: "'x' is not a number (column 'y')")) {
            try GestureTrace.parseCSV("\u{FEFF}t,x,y,event\r\n0,0,0,down\r\n0.1, 5,  x,up\r\n", file: "t.csv")
        }
        #expect(throws: TraceError(file: "t.csv", line: 1, column: 3, message: "unknown column 'q'; expected t, x, y, event, vx, vy")) {
            try GestureTrace.parseCSV("\u{FEFF}t,q,y,event\r\n", file: "t.csv")
        }
        #expect(throws: TraceError(file: "t.csv", line: 1, column: 13, message: "unknown column 'é'; expected t, x, y, event, vx, vy")) {
            try GestureTrace.parseCSV("t,x,y,event,é,q\n", file: "t.csv")
        }
    }
}
