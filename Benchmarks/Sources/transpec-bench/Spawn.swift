import Glibc

/// One finished subprocess: wall time, the child's peak RSS, its exit code, its CPU time.
struct RunResult {
    var seconds: Double
    var peakRSSBytes: Int
    var exitCode: Int32
    /// The child's user + system CPU time (wait4's rusage): more than
    /// `seconds` only when it ran on several cores at once.
    var cpuSeconds: Double = 0
    /// What the contender's `figure` read from this run's output, if it has one.
    var figure: Double? = nil
}

func monotonicSeconds() -> Double {
    var ts = timespec()
    clock_gettime(CLOCK_MONOTONIC, &ts)
    return Double(ts.tv_sec) + Double(ts.tv_nsec) * 1e-9
}

/// Runs `argv` with stdout and stderr sent to `log`. A subprocess, not a
/// thread, so that wait4 reports that contender's own peak RSS.
func spawnAndWait(_ argv: [String], log: String) -> RunResult {
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 1, log, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
    posix_spawn_file_actions_adddup2(&actions, 1, 2)
    let cArgs: [UnsafeMutablePointer<CChar>?] = argv.map { strdup($0) } + [nil]
    defer { cArgs.forEach { free($0) } }

    var pid: pid_t = 0
    let start = monotonicSeconds()
    guard posix_spawn(&pid, argv[0], &actions, nil, cArgs, environ) == 0 else {
        return RunResult(seconds: 0, peakRSSBytes: 0, exitCode: 127)
    }
    var status: Int32 = 0
    var usage = rusage()
    while wait4(pid, &status, 0, &usage) < 0, errno == EINTR {}
    let elapsed = monotonicSeconds() - start
    // WIFEXITED/WEXITSTATUS are macros Swift can't import.
    let signal = status & 0x7f
    let code = signal == 0 ? (status >> 8) & 0xff : 128 + signal
    let cpu = Double(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec)
        + Double(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) * 1e-6
    return RunResult(seconds: elapsed, peakRSSBytes: usage.ru_maxrss * 1024, exitCode: code, cpuSeconds: cpu)
}
