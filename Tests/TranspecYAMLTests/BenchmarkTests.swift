import Testing
import Foundation
@testable import TranspecYAML

/// Compares composing against a bare libyaml event scan. Runs only when
/// TRANSPEC_YAML_BENCH is set; use a release build:
/// `TRANSPEC_YAML_BENCH=1 swift test -c release -Xswiftc -enable-testing --filter BenchmarkTests`
@Suite struct BenchmarkTests {
    static let enabled = getenv("TRANSPEC_YAML_BENCH") != nil

    static func document(approximateBytes: Int) -> [UInt8] {
        var text = "transitions:\n"
        var index = 0
        while text.utf8.count < approximateBytes {
            text += "  - name: item\(index)\n    duration: 0.35\n    damping: 0.8\n"
                + "    curve: {x: 1, y: -2.5, label: \"é ok\"}\n    tags: [a, b, c]\n"
            index += 1
        }
        return Array(text.utf8)
    }

    @Test(.enabled(if: enabled)) func composeVersusBareScan() throws {
        let bytes = Self.document(approximateBytes: 20_000_000)
        let clock = ContinuousClock()
        var best = (bare: Duration.seconds(1000), compose: Duration.seconds(1000))
        for _ in 0..<3 {
            let bare = clock.measure { #expect(LibYAMLParser.bareEventCount(bytes) > 0) }
            let start = clock.now
            let root = try YAMLReader.compose(bytes)
            let composed = clock.now - start
            #expect(root != nil)
            best = (min(best.bare, bare), min(best.compose, composed))
        }
        let ratio = best.compose / best.bare
        print("YAML bench: \(bytes.count) bytes, bare scan \(best.bare), compose \(best.compose), ratio \(ratio)")
    }
}

/// Hostile but valid large inputs: time and peak memory. Opt-in like the benchmark.
@Suite struct LargeInputTests {
    static func peakResidentMiB() -> Int {
        var usage = rusage()
        getrusage(RUSAGE_SELF.rawValue, &usage)
        return usage.ru_maxrss / 1024
    }

    func measure(_ name: String, _ bytes: [UInt8]) throws {
        let clock = ContinuousClock()
        let start = clock.now
        var outcome = "composed"
        do {
            _ = try YAMLReader.compose(bytes)
        } catch {
            // Dense documents stop at the node limit, which is the intended outcome.
            #expect(error.message.hasPrefix("document has more than"))
            outcome = error.description
        }
        let elapsed = clock.now - start
        print("YAML large: \(name) \(bytes.count) bytes: \(outcome) in \(elapsed), peak RSS \(Self.peakResidentMiB()) MiB")
    }

    @Test(.enabled(if: BenchmarkTests.enabled)) func largeScalar() throws {
        try measure("64 MiB scalar", Array("key: ".utf8) + Array(repeating: UInt8(ascii: "x"), count: 64 << 20))
    }

    @Test(.enabled(if: BenchmarkTests.enabled)) func largeDocument() throws {
        try measure("64 MiB document", BenchmarkTests.document(approximateBytes: 64 << 20))
    }
}
