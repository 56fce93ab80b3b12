import Testing
@testable import TranspecSimulation

/// The small charts' y axes had no numbers when a step chosen for two
/// ticks left a short range with one or none (0.52…0.94 holds no multiple
/// of 0.5), and two decimals printed close ticks alike.
@Suite struct AxisTicksTests {
    @Test func everyRangeGetsTwoDistinctLabelsInside() {
        var generator = SplitMix(seed: 7)
        for _ in 0..<20_000 {
            let magnitude = [1e-6, 1e-3, 0.1, 1, 24, 1000, 1e5][Int(generator.next() % 7)]
            let low = (generator.unit() - 0.5) * magnitude * 10
            let range = low...(low + magnitude * (0.01 + generator.unit()))
            for count in [2, 3, 4, 8] {
                let ticks = AxisTicks(range, count: count)
                #expect(ticks.values.count >= 2, "\(range) count \(count): \(ticks.values)")
                #expect(ticks.values.allSatisfy { range.contains($0) || abs($0 - range.upperBound) < 1e-9 * magnitude })
                #expect(Set(ticks.labels).count == ticks.labels.count, "\(range): \(ticks.labels)")
            }
        }
        #expect(AxisTicks(0.52...0.94, count: 2).labels == ["0.6", "0.8"])
        #expect(AxisTicks(0.99975...1.00005, count: 3).labels == ["0.9998", "1"])
    }
}
