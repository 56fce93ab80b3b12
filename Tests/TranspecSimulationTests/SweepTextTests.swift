import Foundation
import Testing
import TranspecRuntime
@testable import TranspecSimulation

/// A spring that takes about 1e300 s to settle: its settle time is finite but
/// far past `Int.max` tenths of a second.
let nearlyUndamped = SimulationSubject(
    name: "Slow",
    motion: TransitionMotion(release: .threshold(0.5, flickVelocity: 300), spring: Spring(mass: 1e300, stiffness: 1, damping: 1)),
    edge: .bottom)

@Suite struct SweepTextTests {
    @Test func hugeSettleTimesPrintAsPlusWithoutTrapping() {
        let result = Sweep.run(SweepRequest(subject: nearlyUndamped, columns: 3, rows: 3))
        let slowest = result.cells.joined().map(\.settleTime).filter(\.isFinite).max() ?? 0
        #expect(slowest > 1e15, "the case needs a settle time beyond Int range in tenths, got \(slowest)")
        let text = SweepTextRenderer.render(result, color: false)
        #expect(text.contains("#+") || text.contains(".+"))
    }

    @Test func settleDigitClampsEveryDouble() {
        #expect(SweepTextRenderer.settleDigit(0) == "0")
        #expect(SweepTextRenderer.settleDigit(0.45) == "4")
        #expect(SweepTextRenderer.settleDigit(0.99) == "9")
        #expect(SweepTextRenderer.settleDigit(-1e-9) == "0")
        for slow in [1.0, 1e18, 1e300, .greatestFiniteMagnitude, .infinity, .nan] {
            #expect(SweepTextRenderer.settleDigit(slow) == "+")
        }
    }

    @Test func rowLabelsUseFixedDecimalsAndLineUp() {
        let result = Sweep.run(SweepRequest(subject: sheet, velocity: -2000...2000, columns: 5, rows: 4))
        // Rows step by 1333.33… pt/s: -2000, -666.67, 666.67, 2000.
        let text = SweepTextRenderer.render(result, color: false)
        #expect(!text.contains("666.666"))
        // Right-aligned to one width: every row's cells start in the same column.
        let lines = text.split(separator: "\n").map(String.init)
        for label in ["2000.0", "666.7", "-666.7", "-2000.0"] {
            let prefix = String(repeating: " ", count: 7 - label.count) + label + " "
            #expect(lines.contains { $0.hasPrefix(prefix) }, "no row labelled \(label)")
        }
        #expect(SweepTextRenderer.rowLabels([-2000, -666.6666666666667, 666.6666666666665, 2000])
                == ["-2000.0", "-666.7", "666.7", "2000.0"])
        #expect(SweepTextRenderer.rowLabels([-2000, 0, 2000]) == ["-2000", "0", "2000"])
        #expect(SweepTextRenderer.rowLabels([0, 0.05, 0.1]) == ["0.00", "0.05", "0.10"])
    }
}
