import Foundation
import Testing

/// What `check FOLDER` and `generate FOLDER` find in a folder.
@Suite struct SpecFolderTests {
    /// Opening a FIFO with no writer blocks forever: one named like a spec
    /// is reported, never opened, and the real specs are still checked.
    @Test func aFIFONamedLikeASpecIsAnErrorNotAHang() throws {
        let folder = try specFolder(["good.transpec.yaml": cleanSpec])
        defer { try? FileManager.default.removeItem(at: folder) }
        let fifo = folder.appendingPathComponent("pipe.transpec.yaml").path
        try #require(mkfifo(fifo, 0o644) == 0)
        let run = try ChildProcess.run(["check", folder.path], in: Scratch())
        #expect(run.signal == nil && run.status == 1)
        #expect(run.stderr.contains("'\(fifo)' is a FIFO, not a spec file; skipped"), "\(run.stderr)")
        #expect(run.stderr.contains("checked 1 spec: 1 error"), "\(run.stderr)")
    }

    /// A name starting with a combining mark once joined the `/` before it:
    /// the folder's path was lost ("no such file") and leaked into the type name.
    @Test func aSpecNameStartingWithACombiningMarkIsFound() throws {
        let folder = try specFolder(["sub/\u{301}sheet.transpec.yaml": cleanSpec, "out/.keep": ""])
        defer { try? FileManager.default.removeItem(at: folder) }
        let check = try CLIRun.transpec(["check", folder.path])
        #expect(check.status == 0, "\(check.stderr)")
        #expect(check.stderr.contains("checked 1 spec: 0 errors"), "\(check.stderr)")
        let out = folder.appendingPathComponent("out").path
        let generate = try CLIRun.transpec(["generate", folder.path + "/sub", "--output", out])
        #expect(generate.status == 0, "\(generate.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: out).sorted() == [".keep", "Sheet.swift"])
    }
}
