/// Bounds that stop a simulation before it exhausts memory: past one, the
/// run ends with a clear error instead of growing until the process aborts
/// (a 150 KB spec of 1,000 elements at 1,000 fps once asked for 300 million
/// numbers).
package struct SimulationBudget: Hashable, Sendable {
    /// The most numbers a timeline may hold: samples × (time, progress,
    /// velocity and each element channel).
    package var maximumValues: Int
    /// The most cells a sweep may compute.
    package var maximumCells: Int

    package init(maximumValues: Int, maximumCells: Int) {
        self.maximumValues = maximumValues
        self.maximumCells = maximumCells
    }

    /// 4,000,000 numbers (a minute at 1,000 fps with 60 channels; about
    /// 32 MB, and some 40 MB of text) and 160,000 cells (a 400 × 400 grid).
    package static let standard = SimulationBudget(maximumValues: 4_000_000, maximumCells: 160_000)

    /// Numbers per sample of a timeline with `channels` element channels.
    static func valuesPerSample(channels: Int) -> Int { 3 + channels }

    func check(samples: Int, channels: Int, advice: String) throws(BudgetExceeded) {
        guard samples > maximumValues / Self.valuesPerSample(channels: channels) else { return }
        throw tooManyValues("\(samples)", channels: channels, advice: advice)
    }

    /// `samples` is a count, or words such as "more than 1000".
    func tooManyValues(_ samples: String, channels: Int, advice: String) -> BudgetExceeded {
        BudgetExceeded(
            message: "the timeline would hold \(samples) samples of \(Self.valuesPerSample(channels: channels)) "
                + "numbers (time, progress, velocity and \(channels) element channel\(channels == 1 ? "" : "s")), "
                + "more than the \(maximumValues) numbers a simulation may hold; \(advice)")
    }

    func check(cells columns: Int, _ rows: Int) throws(BudgetExceeded) {
        let (cells, overflow) = columns.multipliedReportingOverflow(by: rows)
        guard overflow || cells > maximumCells else { return }
        throw BudgetExceeded(
            message: "a sweep of \(columns) × \(rows) cells is more than the \(maximumCells) cells a sweep may "
                + "compute; use a coarser --grid")
    }
}

/// A simulation that would pass its `SimulationBudget`.
package struct BudgetExceeded: Error, Hashable, Sendable, CustomStringConvertible {
    package var message: String

    package init(message: String) {
        self.message = message
    }

    package var description: String { message }
}
