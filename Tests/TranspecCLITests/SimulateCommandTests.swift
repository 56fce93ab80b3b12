import Foundation
import Testing

/// The repository root, found from this file's path.
let repositoryRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

@Suite(.serialized) struct SimulateCommandTests {
    static let specs = ["photo-preview", "pull-to-dismiss", "tags-sheet", "transition-library"]
        .map { repositoryRoot.appendingPathComponent("Specs/\($0).transpec.yaml").path }

    @Test func everySpecSimulatesInEveryFormat() throws {
        for spec in Self.specs {
            let names = try transitionNames(spec)
            for name in names {
                for format in ["text", "json", "csv", "svg"] {
                    let run = try CLIRun.transpec(["simulate", spec, "--transition", name, "--release-progress", "0.45",
                                                   "--release-velocity", "350", "--format", format])
                    #expect(run.status == 0, "\(spec) \(name) \(format): \(run.stderr)")
                    #expect(!run.stdout.isEmpty)
                }
            }
        }
    }

    @Test func unknownTransitionListsNames() throws {
        let run = try CLIRun.transpec(["simulate", Self.specs[2], "--transition", "Nope",
                                       "--release-progress", "0.4", "--release-velocity", "0"])
        #expect(run.status == 1)
        #expect(run.stderr.contains("TagsSheetPresent, TagsSheetDismiss"))
        let ambiguous = try CLIRun.transpec(["simulate", Self.specs[2], "--release-progress", "0.4", "--release-velocity", "0"])
        #expect(ambiguous.status == 64 && ambiguous.stderr.contains("TagsSheetDismiss"))
    }

    @Test func outOfRangeFlagsAreUsageErrors() throws {
        let base = ["simulate", Self.specs[2], "--transition", "TagsSheetDismiss"]
        for flags in [["--release-progress", "3", "--release-velocity", "0"],
                      ["--release-progress", "0.4", "--release-velocity", "0", "--fps", "0"],
                      ["--release-progress", "0.4", "--release-velocity", "0", "--fps", "2000"],
                      ["--release-progress", "0.4", "--release-velocity", "0", "--container", "390by844"],
                      ["--sweep", "--sweep-velocity", "5:1"], ["--release-progress", "0.4"]] {
            let run = try CLIRun.transpec(base + flags)
            #expect(run.status == 64, "\(flags): \(run.stderr)")
        }
    }

    @Test func badTraceRowReportsLineAndColumn() throws {
        let folder = try specFolder(["bad.csv": "t,x,y,event\n0,0,0,down\n0.1,0,1x,move\n"])
        defer { try? FileManager.default.removeItem(at: folder) }
        let trace = folder.appendingPathComponent("bad.csv").path
        let run = try CLIRun.transpec(["simulate", Self.specs[2], "--transition", "TagsSheetDismiss", "--gesture", trace])
        #expect(run.status == 1)
        #expect(run.stderr.contains("bad.csv:3:7: error:"))
    }

    @Test func specErrorsPrintLikeCheck() throws {
        let folder = try specFolder(["broken.transpec.yaml": "transpec: 2\ntransitions: {}\n"])
        defer { try? FileManager.default.removeItem(at: folder) }
        let spec = folder.appendingPathComponent("broken.transpec.yaml").path
        let simulate = try CLIRun.transpec(["simulate", spec, "--release-progress", "0.4", "--release-velocity", "0"])
        let check = try CLIRun.transpec(["check", "--quiet", spec])
        #expect(simulate.status == 1)
        #expect(!simulate.stderr.isEmpty && simulate.stderr == check.stderr)
    }

    @Test func traceReplayAndAtomicOutput() throws {
        let folder = try specFolder(["flick.yaml": "- { t: 0, x: 0, y: 0, event: down }\n- { t: 0.1, x: 0, y: 100, event: up }\n"])
        defer { try? FileManager.default.removeItem(at: folder) }
        let output = folder.appendingPathComponent("out.json").path
        let run = try CLIRun.transpec(["simulate", Self.specs[2], "--transition", "TagsSheetDismiss",
                                       "--gesture", folder.appendingPathComponent("flick.yaml").path,
                                       "--format", "json", "--output", output])
        #expect(run.status == 0 && run.stdout.isEmpty)
        let text = try String(contentsOfFile: output, encoding: .utf8)
        #expect(text.contains(#""counts": { "began": 1, "regrab": 0, "finish": 1, "cancel": 0, "complete": 1 }"#))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == ["flick.yaml", "out.json"])
    }

    func transitionNames(_ spec: String) throws -> [String] {
        let run = try CLIRun.transpec(["simulate", spec, "--transition", "\u{1}", "--release-progress", "0", "--release-velocity", "0"])
        guard let list = run.stderr.components(separatedBy: "the spec has: ").last else { return [] }
        return list.trimmingCharacters(in: .whitespacesAndNewlines).components(separatedBy: ", ")
    }
}
