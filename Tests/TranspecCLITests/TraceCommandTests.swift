import Foundation
import Testing

/// `simulate --gesture` with traces as users make them, and as attackers do.
@Suite struct TraceCommandTests {
    static let spec = GenerateCommandTests.spec
    static let arguments = ["simulate", "gesture", "{spec}", "{trace}", "--format", "json"]

    static func replay(_ trace: [UInt8], named name: String = "trace.csv") throws -> CLIRun {
        let folder = try specFolder(["sheet.transpec.yaml": spec])
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent(name)
        try Data(trace).write(to: path)
        return try CLIRun.transpec(arguments.map {
            $0 == "{spec}" ? folder.path + "/sheet.transpec.yaml" : $0 == "{trace}" ? path.path : $0
        })
    }

    /// Spreadsheets write CRLF and a byte order mark; both replay as plain LF.
    @Test func aSpreadsheetsCSVReplaysLikeAPlainOne() throws {
        let lines = ["t,x,y,event", "0,0,0,down", "0.05,0,40,move", "0.1,0,100,up"]
        let plain = try Self.replay(Array((lines.joined(separator: "\n") + "\n").utf8))
        #expect(plain.status == 0, "\(plain.stderr)")
        let spreadsheet = try Self.replay([0xEF, 0xBB, 0xBF] + Array((lines.joined(separator: "\r\n") + "\r\n").utf8))
        #expect(spreadsheet.status == 0, "\(spreadsheet.stderr)")
        // The same replay; only the trace's path (in a fresh folder each time) differs.
        func withoutPath(_ json: String) -> [Substring] { json.split(separator: "\n").filter { !$0.contains("\"trace\":") } }
        #expect(withoutPath(spreadsheet.stdout) == withoutPath(plain.stdout))
        #expect(plain.stdout.contains("\"finish\": 1"), "\(plain.stdout)")
    }

    /// ESC, BEL and NUL in a trace (here in an event and in the file's name)
    /// reach the terminal as visible symbols, as in spec diagnostics.
    @Test func traceDiagnosticsShowNoControlCharacters() throws {
        let hostile = "t,x,y,event\n0,0,0,\u{1B}[2J\u{1B}[31mdown\u{07}\u{0}\n"
        for name in ["trace.csv", "tr\u{1B}[31mace\u{07}.csv"] {
            let run = try Self.replay(Array(hostile.utf8), named: name)
            #expect(run.status == 1)
            #expect(run.stderr.contains("error: unknown event"), "\(run.stderr)")
            let controls = run.stderr.unicodeScalars.filter { ($0.value < 0x20 && $0 != "\n") || (0x7F...0x9F).contains($0.value) }
            #expect(controls.isEmpty, "control characters reach the terminal: \(controls.map(\.value))")
        }
    }

    /// A YAML trace replays exactly as the same rows in CSV (a row without
    /// `event` moves; one without `x` keeps the last).
    @Test func aYAMLTraceReplaysLikeTheSameCSV() throws {
        let csv = try Self.replay(Array("t,x,y,event\n0,0,0,down\n0.05,0,40,move\n0.1,0,100,up\n".utf8))
        let yaml = try Self.replay(
            Array("- { t: 0, x: 0, y: 0, event: down }\n- { t: 0.05, y: 40 }\n- { t: 0.1, x: 0, y: 100, event: up }\n".utf8),
            named: "trace.yaml")
        #expect(csv.status == 0 && yaml.status == 0, "\(csv.stderr)\(yaml.stderr)")
        // The same replay; only the trace's path and its rows' lines (the CSV has a header) differ.
        func replayed(_ json: String) -> [String] {
            json.split(separator: "\n").filter { !$0.contains("\"trace\":") }
                .map { String($0.replacing(/, "line": [0-9]+/, with: "")) }
        }
        #expect(replayed(yaml.stdout) == replayed(csv.stdout))
        #expect(csv.stdout.contains("\"finish\": 1"), "\(csv.stdout)")
    }

    /// A YAML trace's errors point at the row and key, as a CSV's do.
    @Test func aBadYAMLTraceIsAnErrorAtItsRow() throws {
        let notANumber = try Self.replay(Array("- { t: 0, event: down }\n- { t: zero }\n".utf8), named: "trace.yaml")
        #expect(notANumber.status == 1)
        #expect(notANumber.stderr.contains("trace.yaml:2:8: error: "), "\(notANumber.stderr)")
        let tooLong = try Self.replay(Array("- { t: 5, event: down }\n- { t: 606, y: 100, event: up }\n".utf8), named: "trace.yaml")
        #expect(tooLong.status == 1)
        #expect(tooLong.stderr.contains("traces are limited to 600 s"), "\(tooLong.stderr)")
    }

    /// A trace over 16 MiB is refused as soon as the limit passes, at the
    /// line being read, without holding the file.
    @Test func aTraceOverTheLimitIsRefusedWhileReading() throws {
        let run = try Self.replay(Array(("t,x,y,event\n0,0,0,down\n# " + String(repeating: "x", count: 16 << 20) + "\n").utf8))
        #expect(run.status == 1)
        #expect(run.stderr.contains("trace.csv:3:1: error: the trace is larger than 16 MiB; traces are limited to 16 MiB "
                                    + "(16777216 bytes)"), "\(run.stderr)")
    }
}
