import Foundation
import Testing
@testable import TranspecSimulation

/// `FixedDecimal` spells numbers exactly as Foundation's `String(format:
/// "%.Nf")` does, which the committed goldens and SVGs were made with.
@Suite struct FixedDecimalTests {
    static func printf(_ value: Double, _ decimals: Int) -> String {
        String(format: "%.\(decimals)f", locale: Locale(identifier: "en_US_POSIX"), value)
    }

    /// Values the renderers meet and values that stress the rounding:
    /// exact binary ties (k + ½ units), their neighbours one ulp away, and
    /// random magnitudes from 1e-12 to 1e16, both signs.
    static func values(decimals: Int, count: Int) -> [Double] {
        var generator = SplitMix64(seed: UInt64(decimals) + 7)
        let unit = pow(10, -Double(decimals))
        var values: [Double] = [0, -0.0, 0.5, -0.5, 1.5, 2.5, 0.125, 0.375, 1e-320, -1e-320, .leastNormalMagnitude,
                                999.9999, 9_999_999.5, 1e15 - 1, 1e15, 2e15, 123_456_789_012.345, -0.00049, 0.00051]
        for _ in 0..<count {
            let k = Double(Int.random(in: -10_000_000...10_000_000, using: &generator))
            let tie = (k + 0.5) * unit
            values += [tie, tie.nextUp, tie.nextDown]
            let magnitude = pow(10, Double.random(in: -12...16, using: &generator))
            values.append(Double.random(in: -magnitude...magnitude, using: &generator))
            // Around where FixedDecimal stops using integers (2^52 / 10^(decimals+1)),
            // where an ulp nears 10^-decimals: ties and their neighbours there.
            let edge = 4_503_599_627_370_496 / pow(10, Double(decimals + 1)) / unit
            let units = Double(Int64.random(in: Int64(edge / 4)...Int64(edge * 2), using: &generator))
            let edgeTie = (units + 0.5) * unit
            values += [edgeTie, edgeTie.nextUp, edgeTie.nextDown, Double.random(in: edgeTie...(edgeTie + unit), using: &generator)]
        }
        return values
    }

    @Test(arguments: 0...9) func spellsAsPrintfDoes(_ decimals: Int) {
        var differences: [String] = []
        for value in Self.values(decimals: decimals, count: 1_000) {
            let expected = Self.printf(value, decimals)
            if FixedDecimal.printf(value, decimals: decimals) != expected {
                differences.append("\(value): \(FixedDecimal.printf(value, decimals: decimals)) ≠ \(expected)")
            }
        }
        #expect(differences.isEmpty, "\(differences.count) differ, e.g. \(differences.prefix(5))")
    }

    @Test func zeroAndTrimmedForms() {
        #expect(FixedDecimal.printf(-0.00001, decimals: 3) == "-0.000")
        #expect(FixedDecimal.unsignedZero(-0.00001, decimals: 3) == "0.000")
        #expect(FixedDecimal.unsignedZero(-0.0006, decimals: 3) == "-0.001")
        #expect(FixedDecimal.trimmed(12.5, decimals: 2) == "12.5")
        #expect(FixedDecimal.trimmed(-0.001, decimals: 2) == "0")
        #expect(FixedDecimal.trimmed(100, decimals: 2) == "100")
        // Foundation rounds the shortest decimal, 0.105, a tie, to even,
        // though the binary value is just below it.
        #expect(FixedDecimal.trimmed(0.105, decimals: 2) == "0.1")
        #expect(FixedDecimal.printf(-117720.05, decimals: 1) == "-117720.0")
        #expect(FixedDecimal.printf(0.99999, decimals: 2) == "1.00")
        #expect(FixedDecimal.printf(5e-324, decimals: 9) == "0.000000000")
        #expect(FixedDecimal.trimmed(3e15, decimals: 2) == "3000000000000000")
    }
}

/// A small seeded generator: the same values on every run.
struct SplitMix64: RandomNumberGenerator {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
