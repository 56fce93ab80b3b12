import Foundation
import Testing

/// `simulate --gesture` with traces as users make them, and as attackers do.
@Suite struct TraceCommandTests {
    static let spec = GenerateCommandTests.spec
    static let arguments = ["simulate", "{spec}", "--gesture", "{trace}", "--format", "json"]

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
}
