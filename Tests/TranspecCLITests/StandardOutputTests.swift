import Foundation
import Testing

/// Every subcommand exits 1 with an error when its data cannot be written
/// to stdout: a full disk (`/dev/full`) or a closed descriptor. `check
/// --format json` and `generate` once exited 0 with the data lost.
@Suite struct StandardOutputTests {
    enum Stdout: String, CaseIterable, Sendable { case full = "/dev/full", closed }

    static let spec = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Specs/tags-sheet.transpec.yaml").path

    static let commands: [[String]] = [
        ["check", "--format", "json", spec],
        ["check", "--show-springs", spec],
        ["simulate", "release", spec, "--transition", "TagsSheetDismiss", "--progress", "0.4", "--velocity", "800"],
        ["simulate", "sweep", spec, "--transition", "TagsSheetDismiss", "--format", "csv"],
        ["schema"],
        ["generate", spec, "--output", "{output}"],
        ["generate", spec, "--output", "{output}", "--check"],
    ]

    @Test(arguments: commands, Stdout.allCases)
    func aFailedWriteToStdoutExitsOne(_ command: [String], _ stdout: Stdout) throws {
        let scratch = try Scratch()
        let arguments = command.map { $0 == "{output}" ? scratch.url.path : $0 }
        let (status, stderr) = try Self.run(arguments, stdout: stdout, in: scratch)
        #expect(status == 1, "\(arguments) with stdout \(stdout): exit \(status); \(stderr)")
        let reason = stdout == .full ? "No space left on device" : "it is closed"
        #expect(stderr.contains("error: cannot write to standard output: \(reason)"), "\(stderr)")
    }

    /// `transpec` with stdout on `/dev/full` or closed; the exit status and stderr.
    static func run(_ arguments: [String], stdout: Stdout, in scratch: Scratch) throws -> (Int32, String) {
        let executable = CLIRun.productsDirectory.appendingPathComponent("transpec").path
        let err = scratch.url.appendingPathComponent("stderr").path
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        if stdout == .full {
            posix_spawn_file_actions_addopen(&actions, 1, "/dev/full", O_WRONLY, 0)
        } else {
            posix_spawn_file_actions_addclose(&actions, 1)
        }
        posix_spawn_file_actions_addopen(&actions, 2, err, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        let argv: [UnsafeMutablePointer<CChar>?] = ([executable] + arguments).map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var pid: pid_t = 0
        guard posix_spawn(&pid, executable, &actions, nil, argv, environ) == 0 else {
            throw ChildProcess.SpawnFailed(executable: executable)
        }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        return ((status >> 8) & 0xFF, (try? String(contentsOfFile: err, encoding: .utf8)) ?? "")
    }
}
