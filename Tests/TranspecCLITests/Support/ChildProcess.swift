import Foundation

/// One run of the built `transpec`, reaped with wait4 so the result carries
/// the child's own peak memory, and killed if it outlives `timeout`.
struct ChildProcess {
    var status: Int32
    /// The signal that ended the process, if one did.
    var signal: Int32?
    var stdout: String
    var stderr: String
    var peakMemory: Int
    var seconds: Double

    /// Generous: only a hang should reach it, even in a debug or sanitizer build.
    static let timeout = 300.0

    /// The address-space limit of `run(_:in:limitingAddressSpace:)`.
    static let addressSpaceLimit = 512 << 20

    /// With `limitingAddressSpace`, `transpec` runs under `prlimit
    /// --as=512MiB`: an allocation past the limit fails at once, so a run
    /// that would exhaust memory ends by a signal instead of swapping the
    /// machine. (Linux does not enforce an RSS limit; an address-space one
    /// also counts reserved but untouched memory, which for transpec is a
    /// few thread stacks and malloc arenas.) Sanitizers reserve terabytes of
    /// shadow memory, so under them the limit is left off.
    static func run(_ arguments: [String], in scratch: Scratch, limitingAddressSpace: Bool = false) throws -> ChildProcess {
        let transpec = CLIRun.productsDirectory.appendingPathComponent("transpec").path
        let limited = limitingAddressSpace && ProcessInfo.processInfo.environment["TRANSPEC_SANITIZER"] == nil
        let executable = limited ? "/usr/bin/prlimit" : transpec
        let arguments = limited ? ["--as=\(addressSpaceLimit)", "--", transpec] + arguments : arguments
        let out = scratch.url.appendingPathComponent("stdout-\(UUID().uuidString)").path
        let err = scratch.url.appendingPathComponent("stderr-\(UUID().uuidString)").path
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, out, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        posix_spawn_file_actions_addopen(&actions, 2, err, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        let argv: [UnsafeMutablePointer<CChar>?] = ([executable] + arguments).map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var environment = ProcessInfo.processInfo.environment
        environment["NO_COLOR"] = "1"
        let envp: [UnsafeMutablePointer<CChar>?] = environment.map { strdup("\($0)=\($1)") } + [nil]
        defer { envp.forEach { free($0) } }

        var pid: pid_t = 0
        let start = Date()
        guard posix_spawn(&pid, executable, &actions, nil, argv, envp) == 0 else {
            throw SpawnFailed(executable: executable)
        }
        var status: Int32 = 0
        var usage = rusage()
        var killed = false
        while true {
            let reaped = wait4(pid, &status, WNOHANG, &usage)
            if reaped == pid { break }
            if reaped < 0 && errno != EINTR { throw SpawnFailed(executable: executable) }
            if !killed && Date().timeIntervalSince(start) > timeout {
                kill(pid, SIGKILL)
                killed = true
            }
            usleep(2000)
        }
        // WIFEXITED and WTERMSIG are C macros Swift cannot import.
        let signal = status & 0x7F
        return ChildProcess(
            status: signal == 0 ? (status >> 8) & 0xFF : -1, signal: signal == 0 ? nil : signal,
            stdout: (try? String(contentsOfFile: out, encoding: .utf8)) ?? "",
            stderr: (try? String(contentsOfFile: err, encoding: .utf8)) ?? "",
            peakMemory: usage.ru_maxrss * 1024, seconds: Date().timeIntervalSince(start))
    }

    /// Starts `transpec`, sends SIGKILL after `delay` seconds unless it ended
    /// first, and reaps it. True if the kill landed before it finished.
    static func runKilled(_ arguments: [String], after delay: Double) throws -> Bool {
        let executable = CLIRun.productsDirectory.appendingPathComponent("transpec").path
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        for descriptor: Int32 in [0, 1, 2] {
            posix_spawn_file_actions_addopen(&actions, descriptor, "/dev/null", descriptor == 0 ? O_RDONLY : O_WRONLY, 0)
        }
        let argv: [UnsafeMutablePointer<CChar>?] = ([executable] + arguments).map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var pid: pid_t = 0
        guard posix_spawn(&pid, executable, &actions, nil, argv, environ) == 0 else {
            throw SpawnFailed(executable: executable)
        }
        let start = Date()
        var status: Int32 = 0
        while Date().timeIntervalSince(start) < delay {
            if waitpid(pid, &status, WNOHANG) == pid { return false }
            usleep(500)
        }
        kill(pid, SIGKILL)
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        return status & 0x7F == SIGKILL
    }

    /// Runs `transpec` under strace, which sends SIGKILL on entry to the
    /// `call`-th `call` system call (for example the 3rd `rename`).
    static func runUnderStrace(_ arguments: [String], killAtCall call: String, _ count: Int) throws {
        let strace = "/usr/bin/strace"
        guard FileManager.default.isExecutableFile(atPath: strace) else {
            throw SpawnFailed(executable: strace + " (install the strace package; scripts/test does)")
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: strace)
        process.arguments = ["-f", "-qq", "-o", "/dev/null", "-e", "trace=\(call)",
                             "-e", "inject=\(call):signal=SIGKILL:when=\(count)",
                             CLIRun.productsDirectory.appendingPathComponent("transpec").path] + arguments
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
    }

    struct SpawnFailed: Error { var executable: String }
}
