import Foundation

/// The temporary files of one run, beside their targets in the output
/// folder, and the removal of those that runs killed before renaming left.
///
/// Several runs may write into one folder at once (a build plugin starts
/// one `generate` per spec, and SwiftPM runs them in parallel), so a run
/// must never remove a temporary that another live run is about to rename.
/// Each temporary is named `.transpec-<pid>-<random>.tmp` (short, whatever
/// the target's name, and naming its owner for whoever lists the folder)
/// and its owner holds an exclusive `flock` on it from just after creating
/// it until after renaming it. The kernel drops the lock when the owner
/// exits, however it exits, so a temporary whose lock can be taken has no
/// live owner. Process ids alone could not tell: a pid is reused, and a
/// folder shared between containers sees pids of other namespaces.
final class StagingArea {
    static let prefix = ".transpec-"
    static let suffix = ".tmp"

    let folder: String
    /// Staged files: each one's path and the descriptor holding its lock.
    private var staged: [(path: String, lock: Int32)] = []

    init(folder: String) {
        self.folder = folder
    }

    /// Writes `bytes` in full to a new temporary file for `target` and
    /// returns its path; the file stays locked until `release` or `discard`.
    func stage(_ bytes: [UInt8], for target: String) throws(GeneratedFileWriter.Failure) -> String {
        let (path, lock) = try create(for: target)
        staged.append((path, lock))
        // The lock is on a descriptor of its own, so this one can be closed
        // (and its close checked: some file systems report a failed write
        // only there) while the lock stays until the rename.
        let descriptor = open(path, O_WRONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw failure(writing: target) }
        var written = 0
        while written < bytes.count {
            let count = bytes.withUnsafeBytes { buffer in
                Foundation.write(descriptor, buffer.baseAddress! + written, buffer.count - written)
            }
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else {
                let failure = failure(writing: target)
                close(descriptor)
                throw failure
            }
            written += count
        }
        guard close(descriptor) == 0 else { throw failure(writing: target) }
        return path
    }

    /// Removes the staged files at `paths` (every staged file by default)
    /// and lets go of every lock: after a failure.
    func discard(_ paths: [String]? = nil) {
        for entry in staged where paths?.contains(entry.path) ?? true { unlink(entry.path) }
        release()
    }

    /// Lets go of every lock: after the renames.
    func release() {
        for entry in staged { close(entry.lock) }
        staged = []
    }

    /// A new, empty temporary file, locked. The lock is taken after the
    /// file exists, so another run's `removeOrphans` may take it first and
    /// remove the file in between; the file is then no longer linked, and
    /// another is made.
    private func create(for target: String) throws(GeneratedFileWriter.Failure) -> (path: String, lock: Int32) {
        while true {
            let name = Self.prefix + "\(getpid())-" + String(UInt32.random(in: .min ... .max), radix: 16) + Self.suffix
            let path = (folder as NSString).appendingPathComponent(name)
            let lock = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
            if lock < 0 && errno == EEXIST { continue }
            guard lock >= 0 else { throw failure(writing: target) }
            // Waits while a remover holds it (briefly); without locks on
            // this file system, removers rely on the owner's pid instead.
            _ = Self.lock(lock, waiting: true)
            var info = stat()
            if fstat(lock, &info) == 0 && info.st_nlink > 0 { return (path, lock) }
            close(lock)
        }
    }

    /// The failure `errno` means for writing `path`.
    private func failure(writing path: String) -> GeneratedFileWriter.Failure {
        switch errno {
        case EACCES, EPERM, EROFS: .folderReadOnly(folder)
        default: .writeFailed(path, reason: String(cString: strerror(errno)))
        }
    }

    enum LockResult { case locked, held, unsupported }

    static func lock(_ descriptor: Int32, waiting: Bool) -> LockResult {
        while true {
            if flock(descriptor, LOCK_EX | (waiting ? 0 : LOCK_NB)) == 0 { return .locked }
            switch errno {
            case EINTR: continue
            case EWOULDBLOCK: return .held
            default: return .unsupported
            }
        }
    }

    /// Removes the temporary files in `folder` that no live run owns: those
    /// whose lock can be taken. On a file system without locks, those whose
    /// owner's pid is not running and that have not changed for a minute.
    /// Anything that cannot be opened, or is not a regular file, is left.
    static func removeOrphans(in folder: String) {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return }
        for name in names {
            guard let owner = owner(ofTemporary: name) else { continue }
            let path = (folder as NSString).appendingPathComponent(name)
            // Opened for writing: NFS's emulation of flock needs it for an exclusive lock.
            let descriptor = open(path, O_WRONLY | O_NONBLOCK | O_NOFOLLOW | O_CLOEXEC)
            guard descriptor >= 0 else { continue }
            defer { close(descriptor) }
            var info = stat()
            guard fstat(descriptor, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { continue }
            switch lock(descriptor, waiting: false) {
            case .locked:
                unlink(path)
            case .unsupported:
                let ownerIsGone = kill(owner, 0) != 0 && errno == ESRCH
                if ownerIsGone && time(nil) - modificationTime(info) > 60 { unlink(path) }
            case .held:
                continue
            }
        }
    }

    /// The pid in a name `.transpec-<pid>-<random>.tmp`, or nil for any
    /// other name.
    static func owner(ofTemporary name: String) -> pid_t? {
        guard name.hasPrefix(prefix), name.hasSuffix(suffix) else { return nil }
        let middle = name.dropFirst(prefix.count).dropLast(suffix.count)
            .split(separator: "-", omittingEmptySubsequences: false)
        guard middle.count == 2, let pid = pid_t(middle[0]), pid > 0, UInt32(middle[1], radix: 16) != nil else {
            return nil
        }
        return pid
    }

    private static func modificationTime(_ info: stat) -> time_t {
        #if canImport(Darwin)
        info.st_mtimespec.tv_sec
        #else
        info.st_mtim.tv_sec
        #endif
    }
}
