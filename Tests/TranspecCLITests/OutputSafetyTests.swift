import Foundation
import Testing
import TranspecTestSupport

/// `generate` never leaves a broken file: killed at any moment
/// with SIGKILL, every output file is its old version or its new one.
///
/// Kills land two ways: at exact system calls, with strace's fault
/// injection (SIGKILL on the k-th `write` while files are staged, or on the
/// k-th `rename` while they are put in place), and at points in time across
/// a run. scripts/test installs strace where it is missing.
@Suite(.serialized) struct OutputSafetyTests {
    static let specCount = 8
    static let transitionsPerSpec = 200

    /// A spec whose every summary says which version it is.
    static func spec(_ index: Int, version: String) -> String {
        var text = "transpec: 1\ntransitions:\n"
        for transition in 0..<transitionsPerSpec {
            text += GeneratedInput.transition(index * transitionsPerSpec + transition)
                .replacingOccurrences(of: "with a swipe down.", with: "(\(version)).")
        }
        return text
    }

    /// A process-level guarantee, not a memory one: sanitizer runs skip it.
    @Test(.disabled(if: ProcessInfo.processInfo.environment["TRANSPEC_SANITIZER"] != nil))
    func killedAtAnyMomentEveryFileIsOldOrNew() throws {
        let scratch = try Scratch()
        let specs = scratch.url.appendingPathComponent("specs"), output = scratch.url.appendingPathComponent("out")
        let reference = scratch.url.appendingPathComponent("reference")
        for folder in [specs, output, reference] {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        }
        func writeSpecs(_ version: String) throws {
            for index in 0..<Self.specCount {
                try Self.spec(index, version: version)
                    .write(to: specs.appendingPathComponent("s\(index).transpec.yaml"), atomically: true, encoding: .utf8)
            }
        }
        func contents(of folder: URL) throws -> [String: Data] {
            var files: [String: Data] = [:]
            for name in try FileManager.default.contentsOfDirectory(atPath: folder.path) {
                files[name] = try Data(contentsOf: folder.appendingPathComponent(name))
            }
            return files
        }

        try writeSpecs("old")
        #expect(try ChildProcess.run(["generate", specs.path, "--output", output.path], in: scratch).status == 0)
        let old = try contents(of: output)
        try writeSpecs("new")
        let full = try ChildProcess.run(["generate", specs.path, "--output", reference.path], in: scratch)
        #expect(full.status == 0)
        let new = try contents(of: reference)
        #expect(old.count == Self.specCount && new.count == Self.specCount && old != new)

        /// Restores the old files, then counts the new ones after `kill` ran a killed `generate`.
        func newFiles(afterKill kill: () throws -> Void, _ when: String) throws -> Int {
            for (name, data) in old { try data.write(to: output.appendingPathComponent(name)) }
            try kill()
            var newCount = 0
            for (name, data) in try contents(of: output) where !name.hasPrefix(".") {
                #expect(data == old[name] || data == new[name], "\(name) is neither version after a kill \(when)")
                if data == new[name] { newCount += 1 }
            }
            return newCount
        }
        let arguments = ["generate", specs.path, "--output", output.path]

        // While staging: the k-th file is being written; nothing is in place yet.
        for k in [1, 4, Self.specCount] {
            let new = try newFiles(afterKill: { try ChildProcess.runUnderStrace(arguments, killAtCall: "write", k) },
                                   "at write \(k)")
            #expect(new == 0, "\(new) files replaced before staging finished")
            let leftovers = try contents(of: output).keys.filter { $0.hasPrefix(".") }
            // A sanitizer's runtime may make one write of its own before ours.
            #expect((k - 1...k).contains(leftovers.count), "temporaries left: \(leftovers)")
        }
        // While putting files in place: renames before the k-th took effect, none after.
        for k in 1...Self.specCount {
            let new = try newFiles(afterKill: { try ChildProcess.runUnderStrace(arguments, killAtCall: "rename", k) },
                                   "at rename \(k)")
            #expect(new == k - 1)
        }
        // And at points in time across a run.
        var outcomes: [String] = []
        for step in 0..<6 {
            let delay = full.seconds * (0.2 + Double(step) * 0.17)
            let new = try newFiles(afterKill: { _ = try ChildProcess.runKilled(arguments, after: delay) }, "at \(delay) s")
            outcomes.append("\(String(format: "%.2f", delay)) s: \(new) new")
        }
        TestFigures.record("generate killed with SIGKILL after " + outcomes.joined(separator: "; "))

        // A complete run afterwards: every file new, no temporaries left behind.
        #expect(try ChildProcess.run(["generate", specs.path, "--output", output.path], in: scratch).status == 0)
        #expect(try contents(of: output) == new)
    }

    /// The build plugin starts one `generate` per spec, all into one
    /// folder, and SwiftPM runs them in parallel: no run may remove another's
    /// temporary files (once, 8 of 20 rounds of 8 runs lost files).
    @Test func parallelRunsIntoOneFolderKeepEachOthersFiles() throws {
        let scratch = try Scratch()
        let specs = scratch.url.appendingPathComponent("specs"), output = scratch.url.appendingPathComponent("out")
        for folder in [specs, output] { try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true) }
        let runs = 16, rounds = 8
        var names: [String] = []
        for index in 0..<runs {
            var text = "transpec: 1\ntransitions:\n"
            for transition in 0..<40 { text += GeneratedInput.transition(index * 40 + transition) }
            let spec = specs.appendingPathComponent("spec\(index).transpec.yaml")
            try text.write(to: spec, atomically: true, encoding: .utf8)
            names.append("Spec\(index).swift")
        }
        let transpec = CLIRun.productsDirectory.appendingPathComponent("transpec")
        for round in 0..<rounds {
            for name in try FileManager.default.contentsOfDirectory(atPath: output.path) {
                try FileManager.default.removeItem(at: output.appendingPathComponent(name))
            }
            var processes: [(Process, URL)] = []
            for index in 0..<runs {
                let process = Process()
                process.executableURL = transpec
                process.arguments = ["generate", specs.appendingPathComponent("spec\(index).transpec.yaml").path,
                                     "--output", output.path, "--quiet"]
                let log = scratch.url.appendingPathComponent("stderr-\(round)-\(index)")
                #expect(FileManager.default.createFile(atPath: log.path, contents: nil))
                process.standardOutput = FileHandle.nullDevice
                process.standardError = try FileHandle(forWritingTo: log)
                processes.append((process, log))
            }
            for (process, _) in processes { try process.run() }
            for (process, log) in processes {
                process.waitUntilExit()
                let stderr = (try? String(contentsOf: log, encoding: .utf8)) ?? ""
                #expect(process.terminationReason == .exit && process.terminationStatus == 0,
                        "round \(round): \(process.arguments![1]) exited \(process.terminationStatus): \(stderr)")
            }
            let written = try FileManager.default.contentsOfDirectory(atPath: output.path).sorted()
            #expect(written == names.sorted(), "round \(round): the folder holds \(written)")
        }
    }

    @Test func aReadOnlyOutputFolderIsAClearErrorEvenForRoot() throws {
        let scratch = try Scratch()
        let folder = scratch.url.appendingPathComponent("locked")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let spec = scratch.url.appendingPathComponent("sheet.transpec.yaml")
        try Self.spec(0, version: "one").write(to: spec, atomically: true, encoding: .utf8)
        // Root ignores permission bits; the immutable attribute stops it too.
        let lock = getuid() == 0 ? ["chattr", "+i", folder.path] : ["chmod", "555", folder.path]
        let unlock = getuid() == 0 ? ["chattr", "-i", folder.path] : ["chmod", "755", folder.path]
        try #require(Shell.run(lock) == 0, "cannot make a read-only folder here")
        defer { _ = try? Shell.run(unlock) }
        let run = try ChildProcess.run(["generate", spec.path, "--output", folder.path], in: scratch)
        #expect(run.status == 1)
        #expect(run.stderr.contains("output folder '\(folder.path)' is not writable"), "\(run.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
    }
}

enum Shell {
    static func run(_ arguments: [String]) throws -> Int32 {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = arguments
        try process.run()
        process.waitUntilExit()
        return process.terminationStatus
    }
}
