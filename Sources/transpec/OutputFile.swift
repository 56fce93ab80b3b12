import Foundation

/// Where command data goes: stdout, or a file replaced atomically.
///
/// - A new path or a regular file is replaced atomically: a temporary file
///   beside it, then a rename, so readers never see half a file.
/// - A symbolic link is followed: its final target is replaced atomically
///   and the link stays a link.
/// - Anything else (a FIFO, a terminal or other device, `/dev/stdout`,
///   `/dev/fd/N`) is opened and written in place: renaming over it would
///   replace the device or pipe with a regular file.
///
/// Every write is checked: a short or failed write (a full disk, a closed
/// descriptor) is an `OutputError`, so the command exits 1 instead of 0.
enum OutputFile {
    static func write(_ text: String, to path: String?) throws {
        guard let path else {
            try StandardOutput.write(text)
            return
        }
        let bytes = Array(text.utf8)
        let target = resolvingSymbolicLinks(path)
        if isDescriptorPath(target) || existsAndIsNotRegularFile(target) {
            try writeInPlace(bytes, path: path)
        } else {
            try replaceAtomically(bytes, target: target, shownAs: path)
        }
    }

    /// Follows the chain of symbolic links in the last path component (up to
    /// 40, as the kernel does), stopping at descriptor paths such as
    /// `/proc/self/fd/1`, whose link text (`pipe:[…]`) is not a path.
    static func resolvingSymbolicLinks(_ path: String) -> String {
        var current = path
        for _ in 0..<40 {
            if isDescriptorPath(current) { return current }
            var info = stat()
            guard lstat(current, &info) == 0, info.st_mode & S_IFMT == S_IFLNK else { return current }
            var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
            let count = readlink(current, &buffer, buffer.count - 1)
            guard count > 0 else { return current }
            let link = String(decoding: buffer[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
            current = link.hasPrefix("/") ? link
                : URL(fileURLWithPath: current).deletingLastPathComponent().appendingPathComponent(link).path
        }
        return current
    }

    /// `/dev/fd/N`, `/dev/stdout` and the like, `/proc/…/fd/N`: names of an
    /// open descriptor, written in place.
    static func isDescriptorPath(_ path: String) -> Bool {
        ["/dev/stdin", "/dev/stdout", "/dev/stderr"].contains(path) || path.hasPrefix("/dev/fd/")
            || (path.hasPrefix("/proc/") && path.contains("/fd/"))
    }

    static func existsAndIsNotRegularFile(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0 && info.st_mode & S_IFMT != S_IFREG
    }

    /// Opens `path` for writing (following links) and writes everything.
    /// A regular file reached through a descriptor path (`-o /dev/stdout`
    /// with stdout redirected to a file) is appended to, as the shell's own
    /// descriptor would be; FIFOs and devices are just written.
    static func writeInPlace(_ bytes: [UInt8], path: String) throws {
        let descriptor = open(path, O_WRONLY | O_CLOEXEC | O_APPEND)
        guard descriptor >= 0 else {
            throw OutputError(message: "cannot write '\(path)': \(String(cString: strerror(errno)))")
        }
        let failure = writeAll(bytes, to: descriptor)
        let closed = close(descriptor) == 0 ? nil : String(cString: strerror(errno))
        if let problem = failure ?? closed { throw OutputError(message: "cannot write '\(path)': \(problem)") }
    }

    static func replaceAtomically(_ bytes: [UInt8], target: String, shownAs path: String) throws {
        let targetURL = URL(fileURLWithPath: target)
        let temporary = targetURL.deletingLastPathComponent()
            .appendingPathComponent(".\(targetURL.lastPathComponent).\(UUID().uuidString).tmp").path
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
        guard descriptor >= 0 else {
            throw OutputError(message: "cannot write '\(path)': \(String(cString: strerror(errno)))")
        }
        let failure = writeAll(bytes, to: descriptor)
        let closed = close(descriptor) == 0 ? nil : String(cString: strerror(errno))
        if let problem = failure ?? closed {
            unlink(temporary)
            throw OutputError(message: "cannot write '\(path)': \(problem)")
        }
        if rename(temporary, target) != 0 {
            let problem = String(cString: strerror(errno))
            unlink(temporary)
            throw OutputError(message: "cannot write '\(path)': \(problem)")
        }
    }

    /// Writes all of `bytes`, retrying short writes and EINTR; the error
    /// text on failure, nil on success.
    static func writeAll(_ bytes: [UInt8], to descriptor: Int32) -> String? {
        var offset = 0
        while offset < bytes.count {
            let written = bytes[offset...].withUnsafeBytes { buffer in
                Foundation.write(descriptor, buffer.baseAddress, buffer.count)
            }
            if written < 0 {
                if errno == EINTR { continue }
                return String(cString: strerror(errno))
            }
            if written == 0 { return "no progress writing" }
            offset += written
        }
        return nil
    }
}

struct OutputError: Error, CustomStringConvertible {
    var message: String
    var description: String { message }
}

/// Data on stdout, every write checked: `transpec … > /dev/full` or with
/// stdout closed exits 1 with an error, never 0 with the data lost.
enum StandardOutput {
    /// Whether the process started with stdout closed.
    nonisolated(unsafe) private static var wasClosed = false

    static func write(_ text: String) throws(OutputError) {
        if wasClosed && !text.isEmpty { throw OutputError(message: "cannot write to standard output: it is closed") }
        guard let failure = OutputFile.writeAll(Array(text.utf8), to: STDOUT_FILENO) else { return }
        throw OutputError(message: "cannot write to standard output: \(failure)")
    }

    /// Started with stdin, stdout or stderr closed, the first file the
    /// process opens would get that descriptor, and data meant for stdout
    /// would land in it (a spec, a generated file). Each closed one gets
    /// /dev/null instead, before anything else runs; stdout remembers it
    /// was closed, so writing to it is still an error.
    static func occupyClosedDescriptors() {
        for descriptor in [STDIN_FILENO, STDOUT_FILENO, STDERR_FILENO] where fcntl(descriptor, F_GETFD) == -1 && errno == EBADF {
            // The lowest free descriptor: this one, as the lower ones are open by now.
            guard open("/dev/null", O_RDWR) == descriptor else { continue }
            if descriptor == STDOUT_FILENO { wasClosed = true }
        }
    }
}
