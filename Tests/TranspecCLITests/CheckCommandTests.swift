import Foundation
import Testing

/// Runs the built `transpec` binary, found next to the test bundle.
struct CLIRun {
    var status: Int32
    var stdout: String
    var stderr: String

    static func transpec(_ arguments: [String]) throws -> CLIRun {
        try run(productsDirectory.appendingPathComponent("transpec").path, arguments)
    }

    /// Any program, run as `transpec` is.
    static func run(_ executable: String, _ arguments: [String]) throws -> CLIRun {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        var environment = ProcessInfo.processInfo.environment
        environment["NO_COLOR"] = "1"
        process.environment = environment
        // Files, not pipes: a child that fills one pipe while the parent
        // drains the other would wait forever (a sanitizer report does).
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("transpec-run-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let outURL = folder.appendingPathComponent("stdout"), errURL = folder.appendingPathComponent("stderr")
        #expect(FileManager.default.createFile(atPath: outURL.path, contents: nil))
        #expect(FileManager.default.createFile(atPath: errURL.path, contents: nil))
        process.standardOutput = try FileHandle(forWritingTo: outURL)
        process.standardError = try FileHandle(forWritingTo: errURL)
        try process.run()
        process.waitUntilExit()
        return CLIRun(status: process.terminationStatus,
                      stdout: (try? String(contentsOf: outURL, encoding: .utf8)) ?? "",
                      stderr: (try? String(contentsOf: errURL, encoding: .utf8)) ?? "")
    }

    static var productsDirectory: URL {
        for bundle in Bundle.allBundles where bundle.bundlePath.hasSuffix(".xctest") {
            return bundle.bundleURL.deletingLastPathComponent()
        }
        return URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
    }
}

/// A temporary folder of spec files, removed by the caller.
func specFolder(_ files: [String: String]) throws -> URL {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("transpec-cli-\(UUID().uuidString)")
    for (name, text) in files {
        let url = folder.appendingPathComponent(name)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }
    return folder
}

let cleanSpec = """
    transpec: 1
    transitions:
      sheet:
        operation: dismiss
        gesture: { edge: bottom }
        spring: { dampingRatio: 1, response: 0.4 }

    """

@Suite(.serialized) struct CheckCommandTests {
    @Test func cleanFolderExitsZero() throws {
        let other = cleanSpec.replacingOccurrences(of: "sheet:", with: "card:")
        let folder = try specFolder(["a.transpec.yaml": cleanSpec, "nested/b.transpec.yaml": other, "notes.yaml": "x: ["])
        defer { try? FileManager.default.removeItem(at: folder) }
        let run = try CLIRun.transpec(["check", folder.path])
        #expect(run.status == 0)
        #expect(run.stderr == "checked 2 specs: 0 errors, 0 warnings\n")
    }

    @Test func errorsExitOneWithCaret() throws {
        let bad = cleanSpec.replacingOccurrences(of: "edge: bottom", with: "edge: bottom, screenEdg: true")
        let folder = try specFolder(["bad.transpec.yaml": bad])
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("bad.transpec.yaml").path
        let run = try CLIRun.transpec(["check", path])
        #expect(run.status == 1)
        #expect(run.stderr.hasPrefix("\(path):5:30: error: unknown key 'screenEdg' in 'gesture'; did you mean 'screenEdge'?\n"
            + "    gesture: { edge: bottom, screenEdg: true }\n                             ^~~~~~~~~\n"), "\(run.stderr)")
        #expect(run.stderr.hasSuffix("checked 1 spec: 1 error, 0 warnings\n"))
    }

    @Test func strictTurnsWarningsIntoFailure() throws {
        let warned = cleanSpec + "    release: { threshold: 0 }\n"
        let folder = try specFolder(["w.transpec.yaml": warned])
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(try CLIRun.transpec(["check", folder.path]).status == 0)
        let strict = try CLIRun.transpec(["check", "--strict", "--quiet", folder.path])
        #expect(strict.status == 1)
        #expect(!strict.stderr.contains("checked"))
    }

    @Test func jsonGoesToStdout() throws {
        let folder = try specFolder(["j.transpec.yaml": "transpec: 2\ntransitions: {}\n"])
        defer { try? FileManager.default.removeItem(at: folder) }
        let run = try CLIRun.transpec(["check", "--format", "json", "--quiet", folder.path])
        #expect(run.status == 1)
        let path = folder.appendingPathComponent("j.transpec.yaml").path
        #expect(run.stdout == "[\n  {\"severity\":\"error\",\"message\":\"unsupported format version 2; this transpec reads version 1\","
            + "\"file\":\"\(path)\",\"line\":1,\"column\":11,\"offset\":10,\"notes\":[],\"fixIt\":null}\n]\n")
        #expect(run.stderr.isEmpty)
    }

    @Test func unreadableFileExitsOne() throws {
        let run = try CLIRun.transpec(["check", "/nonexistent/x.transpec.yaml"])
        #expect(run.status == 1)
        #expect(run.stderr.contains("error: no such file or folder '/nonexistent/x.transpec.yaml'"))
    }

    @Test func usageErrorsExit64() throws {
        let missing = try CLIRun.transpec(["check"])
        #expect(missing.status == 64 && missing.stderr.hasPrefix("Error: Missing PATH"), "\(missing.stderr)")
        // ArgumentParser validates before it looks for unknown options: the
        // missing path must not hide the unknown option.
        for arguments in [["check", "--bogus"], ["check", "--bogus", "."]] {
            let unknown = try CLIRun.transpec(arguments)
            #expect(unknown.status == 64)
            #expect(unknown.stderr == """
                Error: Unknown option '--bogus'
                Usage: transpec check [<paths> ...] [--format <format>] [--strict] [--quiet] [--verbose] [--show-springs] [--only-clashes-between-specs] [--stamp <file>]
                  See 'transpec check --help' for more information.

                """)
        }
        #expect(try CLIRun.transpec(["check", "--format", "xml", "."]).status == 64)
    }

    @Test func showSpringsPrintsNormalizedParameters() throws {
        let folder = try specFolder(["s.transpec.yaml": cleanSpec])
        defer { try? FileManager.default.removeItem(at: folder) }
        let run = try CLIRun.transpec(["check", "--show-springs", folder.path])
        #expect(run.stdout.contains(":6:13: sheet spring [dampingRatio/response]: m 1 k 246.74 c 31.42 (ζ 1, response 0.4 s, bounce 0)"),
                "\(run.stdout)")
    }

    /// The porting sets print normalized too, and a capped over-damped spring says so.
    @Test func showSpringsPrintsThePortingSets() throws {
        let spec = """
            transpec: 1
            transitions:
              swiftUI:
                operation: dismiss
                gesture: { edge: bottom }
                complete: { spring: { preset: snappy, extraBounce: 0.1 } }
                cancel: { spring: { settlingDuration: 0.5, dampingRatio: 0.8 } }
              android:
                operation: dismiss
                gesture: { edge: bottom }
                spring: { stiffness: 1500, dampingRatio: 0.5 }
              framer:
                operation: dismiss
                gesture: { edge: bottom }
                spring: { visualDuration: 0.3, bounce: 0.25 }
              reactNative:
                operation: dismiss
                gesture: { edge: bottom }
                spring: { mass: 1, stiffness: 400, damping: 60, overdamping: critical }
              framerDuration:
                operation: dismiss
                gesture: { edge: bottom }
                spring: { settlingDuration: 0.8, bounce: 0.25 }

            """
        let folder = try specFolder(["ports.transpec.yaml": spec])
        defer { try? FileManager.default.removeItem(at: folder) }
        let run = try CLIRun.transpec(["check", "--show-springs", folder.path])
        #expect(run.status == 0, "\(run.stderr)")
        for line in [
            ":6:25: swiftUI complete.spring [preset/duration/extraBounce]: m 1 k 157.91 c 18.85 (ζ 0.75, response 0.5 s, bounce 0.25)",
            ":7:23: swiftUI cancel.spring [settlingDuration/dampingRatio]: m 1 k 323.59 c 28.78 (ζ 0.8, response 0.35 s, bounce 0.2)",
            ":11:13: android spring [stiffness/dampingRatio]: m 1 k 1500 c 38.73 (ζ 0.5, response 0.16 s, bounce 0.5)",
            ":15:13: framer spring [visualDuration/bounce]: m 1 k 304.62 c 26.18 (ζ 0.75, response 0.36 s, bounce 0.25)",
            ":19:13: reactNative spring [mass/stiffness/damping, overdamping critical]: m 1 k 400 c 40 (ζ 1, response 0.31 s, bounce 0)",
            ":23:13: framerDuration spring [settlingDuration/bounce]: m 1 k 137.41 c 17.58 (ζ 0.75, response 0.54 s, bounce 0.25)",
        ] {
            #expect(run.stdout.contains(line), "\(line)\n\(run.stdout)")
        }
    }
}
