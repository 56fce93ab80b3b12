import Foundation
import Testing

/// Every budget's hostile input (Tests/HostileInputs/budgets.txt) under a
/// 512 MiB address-space limit: the run ends with its error and exit
/// status, not by a signal, and `generate` writes nothing.
@Suite struct BudgetInputTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var input: String
        var status: Int32
        var arguments: [String]
        var error: String
        var testDescription: String { "\(arguments.first ?? "") \(input)" }
    }

    static let cases: [Case] = {
        let manifest = HostileInputTests.folder.appendingPathComponent("budgets.txt")
        let text = (try? String(contentsOf: manifest, encoding: .utf8)) ?? ""
        return text.split(separator: "\n").compactMap { line -> Case? in
            guard !line.hasPrefix("#"), let arrow = line.range(of: "  ->  ") else { return nil }
            let fields = line[..<arrow.lowerBound].split(separator: " ").map(String.init)
            guard fields.count > 2, let status = Int32(fields[1]) else { return nil }
            return Case(input: fields[0], status: status, arguments: Array(fields.dropFirst(2)),
                        error: String(line[arrow.upperBound...]))
        }
    }()

    @Test func everyBudgetHasACase() {
        let commands = Self.cases.map { $0.arguments.joined(separator: " ") }
        // Output (aliases) and input (a large spec) budgets.
        #expect(Self.cases.filter { $0.arguments.first == "generate" }.count == 2)
        #expect(commands.contains { $0.contains("--fps") })
        #expect(commands.contains { $0.hasPrefix("simulate sweep") })
        #expect(commands.contains { $0.hasPrefix("simulate gesture") })
        for input in Set(Self.cases.map(\.input)) { #expect(GeneratedInput.make(input) != nil, "no recipe for \(input)") }
    }

    @Test(arguments: cases) func endsWithItsErrorWithinTheLimit(_ budget: Case) throws {
        let scratch = try Scratch()
        let output = scratch.url.appendingPathComponent("out")
        try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
        let input = try #require(GeneratedInput.make(budget.input)).write()
        let spec = try #require(GeneratedInput.make("generated/elements-1000.yaml")).write()
        let arguments = budget.arguments.map {
            $0.replacingOccurrences(of: "{input}", with: input).replacingOccurrences(of: "{spec}", with: spec)
                .replacingOccurrences(of: "{output}", with: output.path)
        }
        let run = try ChildProcess.run(arguments, in: scratch, limitingAddressSpace: true)
        #expect(run.signal == nil, "ended by signal \(run.signal ?? 0); stderr: \(run.stderr.prefix(300))")
        #expect(run.status == budget.status, "exit \(run.status); stderr: \(run.stderr.prefix(300))")
        #expect(run.stderr.contains(budget.error), "\(run.stderr.prefix(500))")
        #expect(run.stdout.isEmpty)
        #expect(try FileManager.default.contentsOfDirectory(atPath: output.path).isEmpty)
        if HostileInputTests.checksMemory {
            #expect(run.peakMemory < ChildProcess.addressSpaceLimit, "peak RSS \(run.peakMemory >> 20) MiB")
        }
    }

    /// Under the input budget, `generate` finishes within the limit: 4 MiB
    /// of bare one-line transitions, the shape with the most Swift per byte
    /// (about 18) and so the most memory.
    /// A memory test, and 15 to 40 s in a debug build: left out under sanitizers,
    /// which neither limit nor measure memory.
    @Test(.enabled(if: HostileInputTests.checksMemory))
    func theLargestSpecGenerateTakesIsWrittenWithinTheLimit() throws {
        let scratch = try Scratch()
        let output = scratch.url.appendingPathComponent("out")
        try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
        let input = try #require(GeneratedInput.make("generated/bare-transitions-under-4mib.yaml")).write()
        let size = try #require(FileManager.default.attributesOfItem(atPath: input)[.size] as? Int)
        #expect(size > (4 << 20) - 200 && size <= 4 << 20)
        let run = try ChildProcess.run(["generate", input, "--output", output.path, "--quiet"], in: scratch,
                                       limitingAddressSpace: true)
        #expect(run.signal == nil && run.status == 0, "exit \(run.status); stderr: \(run.stderr.prefix(300))")
        let written = output.appendingPathComponent("BareTransitionsUnder4mib.swift")
        let bytes = try #require(FileManager.default.attributesOfItem(atPath: written.path)[.size] as? Int)
        #expect(bytes > 12 * size, "\(bytes) bytes of Swift")
        #expect(run.peakMemory < ChildProcess.addressSpaceLimit, "peak RSS \(run.peakMemory >> 20) MiB")
    }
}
