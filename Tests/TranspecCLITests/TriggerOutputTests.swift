import Foundation
import Testing

/// `simulate` lists trigger crossings in every output: a text line, JSON
/// `crossings` (the threshold's too), SVG marks, and a trace's summary.
/// A spec without triggers prints no trigger line.
@Suite struct TriggerOutputTests {
    static let spec = repositoryRoot.appendingPathComponent("Specs/pull-to-dismiss.transpec.yaml").path
    static let release = ["simulate", "release", spec, "--progress", "0.4", "--velocity", "800"]

    @Test func textListsEachTriggerCrossing() throws {
        let run = try CLIRun.transpec(Self.release + ["--fps", "20"])
        #expect(run.status == 0, "\(run.stderr)")
        let line = run.stdout.split(separator: "\n").first { $0.hasPrefix("  triggers") }
        // Released at 0.4 toward complete: the first row at or past 0.5 crosses it.
        let rows = run.stdout.split(separator: "\n").map { $0.split(separator: " ") }.filter { $0.count >= 3 && Double($0[0]) != nil }
        let firstPast = try #require(rows.first { Double($0[1]).map { $0 >= 0.5 } ?? false })
        #expect(line.map(String.init) == "  triggers   dismissPoint ↑ \(firstPast[0]) s (progress \(firstPast[1]))", "\(run.stdout)")
        let plain = try CLIRun.transpec(["simulate", "release",
                                         repositoryRoot.appendingPathComponent("Specs/tags-sheet.transpec.yaml").path,
                                         "--transition", "TagsSheetDismiss", "--progress", "0.4", "--velocity",
                                         "800"])
        #expect(!plain.stdout.contains("triggers"))
    }

    @Test func jsonListsThresholdAndTriggerCrossings() throws {
        let run = try CLIRun.transpec(Self.release + ["--format", "json"])
        let object = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        let crossings = try #require(object["crossings"] as? [[String: Any]])
        #expect(crossings.map { $0["mark"] as? String } == ["threshold", "trigger"])
        #expect(crossings.map { $0["trigger"] as? String } == [nil, "dismissPoint"])
        #expect(crossings.map { $0["direction"] as? String } == ["increasing", "increasing"])
        let samples = try #require(object["samples"] as? [[String: Any]])
        let firstPast = try #require(samples.first { ($0["progress"] as? Double ?? 0) >= 0.5 })
        #expect(crossings.allSatisfy { $0["t"] as? Double == firstPast["t"] as? Double })
        #expect(crossings.allSatisfy { $0["progress"] as? Double == firstPast["progress"] as? Double })
    }

    @Test func svgMarksEachTriggerCrossing() throws {
        let run = try CLIRun.transpec(Self.release + ["--format", "svg"])
        #expect(run.stdout.components(separatedBy: "class=\"trigger\"").count - 1 == 2, "a line and a diamond")
        #expect(run.stdout.contains(">dismissPoint ↑</text>"))
        let none = try CLIRun.transpec(["simulate", "release", Self.spec, "--progress", "0.2", "--velocity",
                                        "0", "--format", "svg"])
        #expect(!none.stdout.contains("class=\"trigger\""), "a release that never reaches 0.5 crosses nothing")
    }

    @Test func aTraceListsItsTriggerCrossings() throws {
        let trace = repositoryRoot.appendingPathComponent("Docs/traces/regrab.csv").path
        let run = try CLIRun.transpec(["simulate", "gesture", Self.spec, trace])
        #expect(run.stdout.contains("\ntriggers: dismissPoint ↑ 0.733 s (progress 0.5390)\n"), "\(run.stdout)")
        let json = try CLIRun.transpec(["simulate", "gesture", Self.spec, trace, "--format", "json"])
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        #expect((object["crossings"] as? [[String: Any]])?.compactMap { $0["trigger"] as? String } == ["dismissPoint"])
    }
}
