import Foundation
import Testing

/// The flags that raise `generate`'s budgets: each one moves its limit, a
/// value too low for the specs refuses them with its error, and a value
/// outside its range is a usage error.
@Suite struct GenerateBudgetFlagTests {
    /// One dismissal of 8 elements used `count` times through an alias:
    /// kilobytes of Swift per use from 12 bytes of spec.
    static func aliases(_ count: Int) -> String {
        let elements = (0..<8).map { "e\($0): { alpha: { from: 1, to: 0 }, scale: { from: 1, to: 0.9 } }" }
        return "transpec: 1\nx-sheet: &a { operation: dismiss, gesture: { edge: bottom }, "
            + "spring: { dampingRatio: 1, response: 0.4 }, elements: { \(elements.joined(separator: ", ")) } }\n"
            + "transitions:\n" + (0..<count).map { "  t\($0): *a\n" }.joined()
    }

    private func generate(_ folder: URL, _ flags: [String]) throws -> CLIRun {
        try CLIRun.transpec(["generate", folder.path + "/specs", "--output", folder.path + "/out"] + flags)
    }

    private func written(_ folder: URL) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder.path + "/out").filter { $0 != ".keep" }.sorted()
    }

    @Test func raisingTheOutputRatioLetsAliasesThrough() throws {
        let spec = Self.aliases(4_500)
        let folder = try specFolder(["specs/repeated.transpec.yaml": spec, "out/.keep": ""])
        defer { try? FileManager.default.removeItem(at: folder) }
        let inputBytes = spec.utf8.count
        func limit(_ ratio: Int) -> Int { (16 << 20) + ratio * inputBytes }

        // Raised, but not enough (the default refuses too: budgets.txt's aliases case).
        let refused = try generate(folder, ["--max-output-ratio", "100"])
        #expect(refused.status == 1)
        let grouped = limit(100).formatted(.number.grouping(.automatic).locale(Locale(identifier: "en_US")))
        #expect(refused.stderr.contains(
            "error: the generated Swift would be more than \(grouped) bytes (16 MiB plus 100 × the "), "\(refused.stderr)")
        #expect(refused.stderr.contains("Raise the limit with --max-output-ratio"))
        #expect(try written(folder).isEmpty)

        let raised = try generate(folder, ["--max-output-ratio", "1000", "--quiet"])
        #expect(raised.status == 0, "\(raised.stderr)")
        #expect(try written(folder) == ["Repeated.swift"])
        let size = try #require(
            FileManager.default.attributesOfItem(atPath: folder.path + "/out/Repeated.swift")[.size] as? Int)
        // More than ratio 100 allows: the flag, not the default, let it through.
        #expect(size > limit(100) && size <= limit(1000), "\(size) bytes")
    }

    /// A spec padded with comments: large, yet cheap to decode and render.
    static func padded(_ bytes: Int, name: String) -> String {
        let spec = "transpec: 1\ntransitions:\n  \(name):\n    operation: dismiss\n    gesture: { edge: bottom }\n"
            + "    spring: { dampingRatio: 1, response: 0.4 }\n"
        let line = "# " + String(repeating: "x", count: 77) + "\n"
        return spec + String(repeating: line, count: (bytes - spec.utf8.count) / line.utf8.count + 1)
    }

    /// The input budget counts every spec of the run, before reading any.
    @Test func theInputBudgetSumsTheSpecsAndTheFlagRaisesIt() throws {
        let half = Self.padded(600 << 10, name: "one"), other = Self.padded(600 << 10, name: "two")
        let folder = try specFolder([
            "specs/one.transpec.yaml": half, "specs/two.transpec.yaml": other, "out/.keep": "",
        ])
        defer { try? FileManager.default.removeItem(at: folder) }
        let total = half.utf8.count + other.utf8.count
        #expect(half.utf8.count < 1 << 20 && total > 1 << 20)

        let refused = try generate(folder, ["--max-input-mib", "1"])
        #expect(refused.status == 1)
        let grouped = total.formatted(.number.grouping(.automatic).locale(Locale(identifier: "en_US")))
        #expect(refused.stderr.contains(
            "error: the specs are \(grouped) bytes, more than the 1 MiB `generate` reads in one run"), "\(refused.stderr)")
        #expect(refused.stderr.contains("Raise the limit with --max-input-mib"))
        #expect(try written(folder).isEmpty)

        let raised = try generate(folder, ["--max-input-mib", "2", "--quiet"])
        #expect(raised.status == 0, "\(raised.stderr)")
        #expect(try written(folder) == ["One.swift", "Two.swift"])
    }

    @Test(arguments: [
        (["--max-output-ratio", "0.5"], "--max-output-ratio must be within 1…1000000 (got 0.5)"),
        (["--max-output-ratio", "2e6"], "--max-output-ratio must be within 1…1000000 (got 2000000.0)"),
        (["--max-output-ratio", "nan"], "--max-output-ratio must be within 1…1000000 (got nan)"),
        (["--max-input-mib", "0"], "--max-input-mib must be within 1…256 (got 0)"),
        (["--max-input-mib", "257"], "--max-input-mib must be within 1…256 (got 257)"),
    ])
    func valuesOutsideTheRangeAreUsageErrors(_ flags: [String], _ error: String) throws {
        let folder = try specFolder(["specs/sheet.transpec.yaml": Self.padded(1_000, name: "sheet"), "out/.keep": ""])
        defer { try? FileManager.default.removeItem(at: folder) }
        let run = try generate(folder, flags)
        #expect(run.status == 64)
        #expect(run.stderr.contains(error), "\(run.stderr)")
        #expect(try written(folder).isEmpty)
    }
}
