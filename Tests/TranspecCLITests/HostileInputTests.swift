import Foundation
import Testing

/// Every input in Tests/HostileInputs through `transpec check` and
/// `transpec generate`, as separate processes: each must end by exiting (no
/// signal), with the expected status and first diagnostic, in bounded
/// memory, and print nothing a terminal would execute.
///
/// Time limits belong to the benchmark (`transpec-bench` measures every case
/// in a release build against the 2 s goal); here a watchdog only turns a
/// hang into a failure instead of a stuck CI job.
@Suite struct HostileInputTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("HostileInputs")
    static let peakMemoryLimit = 512 << 20
    /// Sanitizers reserve shadow memory: peak RSS means nothing under them.
    static let checksMemory = ProcessInfo.processInfo.environment["TRANSPEC_SANITIZER"] == nil

    /// Under a sanitizer the 64 MiB inputs take minutes and add no code
    /// path: the other generated inputs already run the parser thread.
    static var underTest: [Expectation] {
        checksMemory ? expectations : expectations.filter { !$0.file.contains("64mib") }
    }

    struct Expectation: CustomTestStringConvertible, Sendable {
        var file: String
        var status: Int32
        /// `line:column severity: message`, or nil for no diagnostics.
        var firstDiagnostic: String?
        var testDescription: String { file }
    }

    static let expectations: [Expectation] = {
        let text = (try? String(contentsOf: folder.appendingPathComponent("expected.txt"), encoding: .utf8)) ?? ""
        return text.split(separator: "\n").compactMap { line in
            guard !line.hasPrefix("#"), !line.trimmingCharacters(in: .whitespaces).isEmpty else { return nil }
            let fields = line.split(separator: " ", maxSplits: 2, omittingEmptySubsequences: true)
            guard fields.count >= 2, let status = Int32(fields[1]) else { return nil }
            let rest = fields.count > 2 ? String(fields[2]).trimmingCharacters(in: .whitespaces) : "-"
            return Expectation(file: String(fields[0]), status: status,
                               firstDiagnostic: rest == "-" ? nil : unescapingScalars(rest))
        }
    }()

    /// expected.txt and `cases/` pair one to one, and every line of
    /// expected.txt is read: an input without an expectation, an expectation
    /// without its input, a file listed twice or a malformed line would
    /// otherwise go untested without a word.
    @Test func everyInputHasOneExpectation() throws {
        let committed = Set(try FileManager.default.contentsOfDirectory(
            atPath: Self.folder.appendingPathComponent("cases").path).map { "cases/" + $0 })
        let listed = Self.expectations.map(\.file)
        #expect(!committed.isEmpty)
        #expect(Set(listed).count == listed.count, "listed more than once: \(listed.filter { f in listed.filter { $0 == f }.count > 1 })")
        let listedCases = Set(listed.filter { $0.hasPrefix("cases/") })
        #expect(committed.subtracting(listedCases).isEmpty, "no expectation for \(committed.subtracting(listedCases).sorted())")
        #expect(listedCases.subtracting(committed).isEmpty, "no input for \(listedCases.subtracting(committed).sorted())")
        for expectation in Self.expectations where !expectation.file.hasPrefix("cases/") {
            #expect(expectation.file.hasPrefix("generated/") && GeneratedInput.make(expectation.file) != nil,
                    "no input and no recipe for \(expectation.file)")
        }
        let text = try String(contentsOf: Self.folder.appendingPathComponent("expected.txt"), encoding: .utf8)
        let entries = text.split(separator: "\n").filter { !$0.hasPrefix("#") && !$0.trimmingCharacters(in: .whitespaces).isEmpty }
        #expect(entries.count == Self.expectations.count, "expected.txt has lines that are not `<input> <status> <diagnostic>`")
    }

    @Test(arguments: underTest) func check(_ expectation: Expectation) throws {
        let input = try Self.path(of: expectation)
        let scratch = try Scratch()
        let json = try ChildProcess.run(["check", "--format", "json", input], in: scratch)
        #expect(json.signal == nil, "check ended by signal \(json.signal ?? 0)")
        #expect(json.status == expectation.status, "exit \(json.status); stderr: \(json.stderr.prefix(300))")
        #expect(Self.firstDiagnostic(json.stdout) == expectation.firstDiagnostic)
        if Self.checksMemory {
            #expect(json.peakMemory < Self.peakMemoryLimit, "peak RSS \(json.peakMemory >> 20) MiB")
        }

        // The human format: same verdict, and nothing a terminal would act on.
        // (Inputs of many megabytes add time here, not coverage: skip them.)
        let size = (try? FileManager.default.attributesOfItem(atPath: input)[.size] as? Int) ?? 0
        guard size < 8 << 20 else { return }
        let text = try ChildProcess.run(["check", input], in: scratch)
        #expect(text.signal == nil && text.status == expectation.status)
        let controls = text.stderr.unicodeScalars.filter { ($0.value < 0x20 && $0 != "\n") || (0x7F...0x9F).contains($0.value) }
        #expect(controls.isEmpty, "control characters reach the terminal: \(controls.map { $0.value })")
        #expect(text.stderr.utf8.count < 1 << 20 || expectation.file.contains("many-errors"),
                "stderr is \(text.stderr.utf8.count) bytes")
    }

    @Test(arguments: expectations.filter { !$0.file.hasPrefix("generated/") })
    func generate(_ expectation: Expectation) throws {
        let input = try Self.path(of: expectation)
        let scratch = try Scratch()
        let output = scratch.url.appendingPathComponent("out")
        try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
        let run = try ChildProcess.run(["generate", input, "--output", output.path], in: scratch)
        #expect(run.signal == nil, "generate ended by signal \(run.signal ?? 0)")
        let errors = expectation.firstDiagnostic?.contains(" error: ") ?? false
        #expect(run.status == (errors ? 1 : 0), "exit \(run.status); stderr: \(run.stderr.prefix(300))")
        let written = try FileManager.default.contentsOfDirectory(atPath: output.path)
        // Nothing at all on errors; one file otherwise.
        #expect(written.count == (errors ? 0 : 1), "wrote \(written)")
    }

    /// Every valid committed input through `simulate`: a small sweep in text
    /// (whose settle digits once trapped on huge settle times) and one release
    /// in JSON. No signal, exit 0.
    @Test(arguments: expectations.filter { $0.status == 0 && !$0.file.hasPrefix("generated/") })
    func simulate(_ expectation: Expectation) throws {
        let input = try Self.path(of: expectation)
        let scratch = try Scratch()
        var transition: [String] = []
        let probe = try ChildProcess.run(["simulate", "sweep", input, "--grid", "5x5"], in: scratch)
        #expect(probe.signal == nil, "simulate --sweep ended by signal \(probe.signal ?? 0)")
        // Valid, but nothing to simulate (only extension keys).
        if probe.stderr.contains("the spec has no transitions") { #expect(probe.status == 1); return }
        if probe.status == 64, let line = probe.stderr.components(separatedBy: "\n").first(where: { $0.hasPrefix("  --transition ") }) {
            // Several transitions, one per line: simulate the first one named.
            transition = ["--transition", String(line.dropFirst("  --transition ".count))]
        }
        let sweep = try ChildProcess.run(["simulate", "sweep", input, "--grid", "5x5"] + transition, in: scratch)
        #expect(sweep.signal == nil, "simulate --sweep ended by signal \(sweep.signal ?? 0)")
        #expect(sweep.status == 0, "exit \(sweep.status); stderr: \(sweep.stderr.prefix(300))")
        let release = try ChildProcess.run(
            ["simulate", "release", input, "--progress", "0.4", "--velocity", "-800", "--format", "json"] + transition,
            in: scratch)
        #expect(release.signal == nil && release.status == 0, "exit \(release.status); stderr: \(release.stderr.prefix(300))")
    }

    @Test func everyErrorOfAManyErrorFileIsReported() throws {
        let path = try #require(GeneratedInput.make("generated/many-errors.yaml")).write()
        let run = try ChildProcess.run(["check", "--format", "json", path], in: Scratch())
        let list = try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [Any]
        #expect(list?.count == 20_000)
    }

    /// The manifest writes control characters as `\u{1B}`.
    static func unescapingScalars(_ text: String) -> String {
        var result = ""
        var rest = Substring(text)
        while let range = rest.range(of: "\\u{") {
            result += rest[..<range.lowerBound]
            let digits = rest[range.upperBound...].prefix { $0 != "}" }
            guard let value = UInt32(digits, radix: 16), let scalar = Unicode.Scalar(value) else { break }
            result.unicodeScalars.append(scalar)
            rest = rest[range.upperBound...].dropFirst(digits.count + 1)
        }
        return result + rest
    }

    static func path(of expectation: Expectation) throws -> String {
        if let recipe = GeneratedInput.make(expectation.file) { return try recipe.write() }
        return folder.appendingPathComponent(expectation.file).path
    }

    /// `line:column severity: message` of the first diagnostic in JSON output.
    static func firstDiagnostic(_ json: String) -> String? {
        guard let data = json.data(using: .utf8),
              let list = try? JSONSerialization.jsonObject(with: data) as? [[String: Any]],
              let first = list.first
        else { return nil }
        let line = first["line"] as? Int ?? 0, column = first["column"] as? Int ?? 0
        return "\(line):\(column) \(first["severity"] as? String ?? "?"): \(first["message"] as? String ?? "")"
    }
}

/// A temporary folder, removed when the value goes away.
final class Scratch {
    let url: URL

    init() throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("transpec-hostile-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(at: url) }
}
