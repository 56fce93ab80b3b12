import Foundation
import Testing

/// `expect:` through the commands: expectations that cannot fail are
/// refused, traces are found beside the spec, a pair plays its partner,
/// one budget bounds a run, and `generate` writes nothing for a spec that
/// breaks a promise, so the build plugin fails the app's build.
@Suite struct ExpectationCommandTests {
    /// What cannot fail, or cannot be played, is refused at its line.
    @Test func expectationsThatCannotFailAreRefused() throws {
        let spec = cleanSpec + """
                dimming: { alpha: { from: 0.4, to: 0 } }
                expect:
                  - release: { progress: 0.4, velocity: 800 }
                    values: [ { track: dimming.alpha, time: 0.1, value: 0.2, tolerance: 0.2 } ]
                  - release: { progress: 0.4, velocity: 800 }
                    settlesWithin: 60
                  - trace: held.csv
                    decision: complete
                  - trace: missing.csv
                    decision: complete
                  - trace: broken.csv
                    decision: complete
                  - trace: regrabbed.csv
                    decision: complete
                  - trace: /etc/hostname
                    decision: complete
                  - trace: pipe.csv
                    decision: complete

            """
        let folder = try specFolder([
            "sheet.transpec.yaml": spec,
            "held.csv": "t,x,y,event\n0,0,0,down\n0.1,0,300,move\n",
            "broken.csv": "t,x,y,event\n0,0,0,down\n0.1,0,300,lift\n",
            "regrabbed.csv": "t,x,y,event\n0,0,0,down\n0.1,0,300,up\n0.2,0,0,down\n",
        ])
        defer { try? FileManager.default.removeItem(at: folder) }
        // A FIFO with no writer: opened, its read would block forever.
        #expect(mkfifo(folder.appendingPathComponent("pipe.csv").path, 0o600) == 0)
        let path = folder.appendingPathComponent("sheet.transpec.yaml").path
        let run = try CLIRun.transpec(["check", path])
        #expect(run.status == 1)
        let at = { (needle: String) in "\(path):\(position(of: needle, in: spec, after: "expect:")): error: " }
        for (needle, message) in [
            ("{ track", "this cannot fail: dimming.alpha only takes values within 0…0.4, all within 0.2 ± 0.2"),
            ("60", "'settlesWithin' 60 s cannot fail: simulations stop at 60 s"),
            ("held.csv", "the trace 'held.csv' never releases (2 rows, 1 'down', no 'up' or 'cancel' "
                + "after one), so nothing is decided and no expectation about it can fail"),
            ("missing.csv", "cannot replay the trace 'missing.csv': cannot read the trace file "
                + "(No such file or directory)"),
            ("broken.csv", "cannot replay the trace 'broken.csv': unknown event 'lift'"),
            ("regrabbed.csv", "the trace 'regrabbed.csv' ends with the finger down"),
            ("/etc/hostname", "the trace's path '/etc/hostname' is absolute; write it relative to the spec's folder"),
            ("pipe.csv", "the trace 'pipe.csv' is not a regular file; a trace is a .csv or YAML file"),
        ] {
            #expect(run.stderr.contains(at(needle) + message), "\(needle): \(run.stderr)")
        }
        // The trace's own problem is shown at its line.
        #expect(run.stderr.contains("\(folder.path)/broken.csv:3:11: note: the trace's problem is here"), "\(run.stderr)")
        #expect(run.stderr.hasSuffix("checked 1 spec: 8 errors, 0 warnings\n"), "\(run.stderr)")
    }

    /// A trace's path is relative to the spec's folder, wherever `check` runs.
    @Test func aTraceIsFoundBesideTheSpec() throws {
        let spec = cleanSpec + """
                expect:
                  - trace: ../traces/flick.csv
                    decision: complete

            """
        let folder = try specFolder([
            "specs/sheet.transpec.yaml": spec,
            "traces/flick.csv": "t,x,y,event,vx,vy\n0,0,0,down\n0.05,0,40,move\n0.1,0,100,up,0,900\n",
        ])
        defer { try? FileManager.default.removeItem(at: folder) }
        let run = try CLIRun.transpec(["check", folder.appendingPathComponent("specs").path])
        #expect(run.status == 0, "\(run.stderr)")
        let slow = try specFolder([
            "specs/sheet.transpec.yaml": spec,
            "traces/flick.csv": "t,x,y,event,vx,vy\n0,0,0,down\n0.05,0,40,move\n0.1,0,100,up,0,100\n",
        ])
        defer { try? FileManager.default.removeItem(at: slow) }
        let failing = try CLIRun.transpec(["check", slow.appendingPathComponent("specs").path])
        #expect(failing.status == 1)
        #expect(failing.stderr.contains("error: expected complete; got cancel: 100 pt/s at 0.1185 is below the flick "
                                        + "velocity 300 pt/s and short of the threshold 0.5"), "\(failing.stderr)")
        #expect(failing.stderr.contains("traces/flick.csv:4:1: note: the last release is this row (100 pt/s at "
                                        + "progress 0.1185)"), "\(failing.stderr)")
    }

    /// A pair's dismissal presents with its partner's motion, even when the
    /// partner comes later in the file than `check` has streamed.
    @Test func aPairsPlayOfPresentPlaysThePartner() throws {
        let spec = """
            transpec: 1
            transitions:
              sheetOut:
                operation: dismiss
                presentation: sheetIn
                gesture: { edge: bottom }
                spring: { dampingRatio: 1, response: 0.6 }
                expect:
                  - { play: present, settlesWithin: 0.5 }
                  - { play: sheetIn, settlesWithin: 0.5 }
                  - { play: dismiss, settlesWithin: 0.5 }
              sheetIn:
                operation: present
                gesture: { edge: top }
                spring: { dampingRatio: 1, response: 0.2 }

            """
        let folder = try specFolder(["pair.transpec.yaml": spec])
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("pair.transpec.yaml").path
        for command in [["check", path], ["generate", path, "--output", folder.path]] {
            let run = try CLIRun.transpec(command)
            let errors = run.stderr.split(separator: "\n").filter { $0.contains(": error: ") }
            #expect(errors == ["\(path):11:41: error: expected the play 'dismiss' to settle within 0.5 s; it settles in 0.937 s"],
                    "\(command[0]): \(run.stderr)")
            #expect(run.stderr.contains("\(path):7:13: note: settled by 'spring' here"), "\(run.stderr)")
        }
    }

    /// `generate`, which the build plugin runs for each spec, refuses a spec
    /// that breaks a promise as it refuses one with any other error.
    @Test func generateWritesNothingForABrokenPromise() throws {
        let spec = cleanSpec + """
                expect:
                  - release: { progress: 0.2, velocity: 200 }
                    decision: complete

            """
        let folder = try specFolder(["sheet.transpec.yaml": spec])
        defer { try? FileManager.default.removeItem(at: folder) }
        let output = folder.appendingPathComponent("out")
        try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
        let run = try CLIRun.transpec(["generate", folder.appendingPathComponent("sheet.transpec.yaml").path,
                                       "--output", output.path])
        #expect(run.status == 1)
        #expect(run.stderr.contains(":9:19: error: expected complete; got cancel: 200 pt/s at 0.2"), "\(run.stderr)")
        #expect(run.stderr.contains("generate: nothing written; fix the errors above"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: output.path) == [])
        // Kept, it generates.
        let kept = spec.replacingOccurrences(of: "velocity: 200", with: "velocity: 300")
        try Data(kept.utf8).write(to: folder.appendingPathComponent("sheet.transpec.yaml"))
        let fixed = try CLIRun.transpec(["generate", folder.appendingPathComponent("sheet.transpec.yaml").path,
                                         "--output", output.path])
        #expect(fixed.status == 0, "\(fixed.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: output.path) == ["Sheet.swift"])
    }

    /// However many entries aliases make, one run simulates at most the
    /// budget: past it, an error at the entry that would pass it. Here each
    /// release of a spring that does not rest within a minute samples one at
    /// 120 fps, 7,201 samples of 12 numbers (time, progress, velocity and 9
    /// channels): 86,412 numbers, so the 12th of 20 would pass 1,000,000.
    @Test func expectationsShareOneSimulationBudget() throws {
        let entries = (0..<20).map { _ in "      - *late" }.joined(separator: "\n")
        let spec = """
            transpec: 1
            x-late: &late { release: { progress: 0.5, velocity: 0 }, settlesWithin: 59 }
            transitions:
              sheet:
                operation: dismiss
                gesture: { edge: bottom }
                spring: { dampingRatio: 0.001, response: 1 }
                dimming: { alpha: { from: 1, to: 0 } }
                elements:
                  card:
                    alpha: { from: 1, to: 0 }
                    scale: { from: 1, to: 0.5 }
                    translation: { from: [0, 0], to: [10, 10] }
                    cornerRadius: { from: 0, to: 8 }
                    rotation: { from: 0, to: 5 }
                    shadowOpacity: { from: 0, to: 1 }
                    shadowRadius: { from: 0, to: 8 }
                expect:
            \(entries)

            """
        let folder = try specFolder(["sheet.transpec.yaml": spec])
        defer { try? FileManager.default.removeItem(at: folder) }
        let run = try CLIRun.transpec(["check", folder.appendingPathComponent("sheet.transpec.yaml").path])
        #expect(run.status == 1)
        // Every entry is the anchor's: 11 fail their settle at one place, the
        // rest are refused there, each message once.
        #expect(run.stderr.contains(":2:73: error: expected a release at 0.5, 0 pt/s to settle within 59 s"), "\(run.stderr)")
        #expect(run.stderr.contains(":2:26: error: this expectation would pass what one run may simulate: 1,000,000 "
                                    + "numbers (timeline samples × their values, and map cells), 49,468 of them left"),
                "\(run.stderr)")
    }
}

/// Where `check` reports an assertion `key: value`: at its value; an item
/// `{ track: … }` at its brace.
func position(ofValue needle: String, in text: String, after: String) -> String {
    let found = position(of: needle, in: text, after: after)
    guard !needle.hasPrefix("{"), let colon = needle.range(of: ": "), let column = Int(found.split(separator: ":")[1])
    else { return found }
    return "\(found.split(separator: ":")[0]):\(column + needle.distance(from: needle.startIndex, to: colon.upperBound))"
}

/// `line:col` of the first `needle` after the first `after` in `text`.
func position(of needle: String, in text: String, after: String) -> String {
    guard let start = text.range(of: after), let found = text.range(of: needle, range: start.lowerBound..<text.endIndex)
    else { return "not found: \(needle)" }
    let before = text[..<found.lowerBound]
    let line = before.filter { $0 == "\n" }.count + 1
    let column = before.split(separator: "\n", omittingEmptySubsequences: false).last!.unicodeScalars.count + 1
    return "\(line):\(column)"
}
