import Foundation

/// What is at an output path, checked before anything is written: nothing,
/// or a regular file (or a symbolic link to one) that starts with the
/// generated header. Anything else is refused: a file that cannot be read
/// cannot be shown to be generated, and renaming over a folder, FIFO,
/// socket or device would fail late or replace something that is not ours.
enum OutputTarget {
    enum Comparison: Equatable {
        case missing
        case same
        case different
    }

    /// Compares the file at `path` with `bytes`; throws when it may not be
    /// replaced. Never blocks: the type is read with `stat` before any
    /// `open`, and the open is non-blocking in case the path changes
    /// between the two.
    static func inspect(_ path: String, header: [UInt8], against bytes: [UInt8])
        throws(GeneratedFileWriter.Failure) -> Comparison
    {
        var info = stat()
        guard lstat(path, &info) == 0 else {
            if errno == ENOENT { return .missing }
            throw .unreadable(path, reason: String(cString: strerror(errno)))
        }
        if info.st_mode & S_IFMT == S_IFLNK {
            guard stat(path, &info) == 0 else {
                let reason = String(cString: strerror(errno))
                throw .notARegularFile(path, kind: "a symbolic link to nothing readable (\(reason))")
            }
        }
        guard info.st_mode & S_IFMT == S_IFREG else { throw .notARegularFile(path, kind: kind(of: info.st_mode)) }
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else { throw .unreadable(path, reason: String(cString: strerror(errno))) }
        defer { close(descriptor) }
        guard fstat(descriptor, &info) == 0, info.st_mode & S_IFMT == S_IFREG else {
            throw .notARegularFile(path, kind: kind(of: info.st_mode))
        }
        // Only a file of the same size can hold the same text: read it all
        // then; otherwise only as much as the header.
        let size = Int(info.st_size)
        let wanted = size == bytes.count ? size : min(size, header.count)
        let existing: [UInt8]
        do throws(ReadFailure) {
            existing = try read(descriptor, count: wanted)
        } catch {
            throw .unreadable(path, reason: error.reason)
        }
        guard existing.starts(with: header) else { throw .notGenerated(path) }
        return size == bytes.count && existing == bytes ? .same : .different
    }

    /// The longest file name the folder's file system takes, in bytes.
    static func nameLimit(in folder: String) -> Int {
        let limit = pathconf(folder, Int32(_PC_NAME_MAX))
        return limit > 0 ? limit : 255
    }

    static func kind(of mode: mode_t) -> String {
        switch mode & S_IFMT {
        case S_IFDIR: "a folder"
        case S_IFIFO: "a FIFO"
        case S_IFSOCK: "a socket"
        case S_IFCHR: "a character device"
        case S_IFBLK: "a block device"
        case S_IFLNK: "a symbolic link"
        default: "not a regular file"
        }
    }

    struct ReadFailure: Error { var reason: String }

    /// `count` bytes from the start, fewer only if the file is shorter now.
    private static func read(_ descriptor: Int32, count: Int) throws(ReadFailure) -> [UInt8] {
        var failure: ReadFailure?
        let bytes = [UInt8](unsafeUninitializedCapacity: count) { buffer, initialized in
            while initialized < count {
                let got = pread(descriptor, buffer.baseAddress! + initialized, count - initialized, off_t(initialized))
                if got < 0 && errno == EINTR { continue }
                if got < 0 { failure = ReadFailure(reason: String(cString: strerror(errno))) }
                guard got > 0 else { break }
                initialized += got
            }
        }
        if let failure { throw failure }
        return bytes
    }
}
