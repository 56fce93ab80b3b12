#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// One input file's bytes, read once and shared by the parser and the
/// diagnostic renderer, so a 20 MB spec is held in memory exactly once.
/// `check` must peak below 5× its input in memory (Docs/Performance.md).
///
/// The buffer is allocated by this object and never moves or changes, so
/// readers may keep its address for as long as they hold the file.
package final class SourceFile: @unchecked Sendable {
    /// The path as the user wrote it; diagnostics print it.
    package let path: String
    private let storage: UnsafeMutableBufferPointer<UInt8>
    private let length: Int

    /// Wraps bytes that are already in memory (tests, tools, stdin).
    package init(path: String, bytes: some Collection<UInt8>) {
        self.path = path
        // One spare byte so even an empty file has a valid base address.
        storage = .allocate(capacity: bytes.count + 1)
        length = storage.initialize(fromContentsOf: bytes)
        storage[length] = 0
    }

    private init(path: String, storage: UnsafeMutableBufferPointer<UInt8>, length: Int) {
        self.path = path
        self.storage = storage
        self.length = length
    }

    deinit { storage.deallocate() }

    package var count: Int { length }

    /// The file's bytes; the pointer stays valid while this object lives.
    package func withBytes<Result, Failure: Error>(
        _ body: (UnsafeBufferPointer<UInt8>) throws(Failure) -> Result
    ) throws(Failure) -> Result {
        try body(UnsafeBufferPointer(rebasing: storage[..<length]))
    }

    /// Reads `path`, refusing anything larger than `maxBytes` before it is
    /// all in memory: `/dev/zero` or a stray disk image ends in an error,
    /// not in an exhausted machine.
    package static func read(_ path: String, maxBytes: Int) throws(SourceFileError) -> SourceFile {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw SourceFileError(path: path, errno: errno) }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { throw SourceFileError(path: path, errno: errno) }
        if status.st_mode & S_IFMT == S_IFDIR { throw SourceFileError(path: path, errno: EISDIR) }
        let announced = Int(status.st_size)
        if announced > maxBytes { throw .tooLarge(path: path, bytes: announced, limit: maxBytes) }

        // Regular files report their size; pipes and devices report 0 and are
        // read in growing steps, never past maxBytes + 1. Room for one byte
        // past the announced size lets the read that finds the end happen
        // without growing: a regular file is copied into memory exactly once.
        var capacity = max(announced + 1, 4096) + 1
        var buffer = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: capacity)
        var filled = 0
        while true {
            if filled == capacity - 1 {
                if filled > maxBytes {
                    buffer.deallocate()
                    throw .tooLarge(path: path, bytes: filled, limit: maxBytes)
                }
                let grown = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: min(capacity * 2, maxBytes + 2))
                _ = grown.initialize(fromContentsOf: buffer[..<filled])
                buffer.deallocate()
                buffer = grown
                capacity = grown.count
            }
            let got = readSome(descriptor, buffer.baseAddress! + filled, capacity - 1 - filled)
            if got < 0 {
                if errno == EINTR { continue }
                let code = errno
                buffer.deallocate()
                throw SourceFileError(path: path, errno: code)
            }
            if got == 0 { break }
            filled += got
        }
        if filled > maxBytes {
            buffer.deallocate()
            throw .tooLarge(path: path, bytes: filled, limit: maxBytes)
        }
        buffer[filled] = 0
        return SourceFile(path: path, storage: buffer, length: filled)
    }
}

/// read(2), named apart from `SourceFile.read` so the call is unambiguous.
private func readSome(_ descriptor: Int32, _ into: UnsafeMutablePointer<UInt8>, _ count: Int) -> Int {
    read(descriptor, into, count)
}

/// Why a file could not be read, worded for a diagnostic.
package enum SourceFileError: Error, Equatable, CustomStringConvertible {
    case missing(path: String)
    case isFolder(path: String)
    case notPermitted(path: String)
    case tooLarge(path: String, bytes: Int, limit: Int)
    case other(path: String, reason: String)

    init(path: String, errno code: Int32) {
        switch code {
        case ENOENT, ENOTDIR: self = .missing(path: path)
        case EISDIR: self = .isFolder(path: path)
        case EACCES, EPERM: self = .notPermitted(path: path)
        default: self = .other(path: path, reason: String(cString: strerror(code)))
        }
    }

    package var description: String {
        switch self {
        case .missing(let path): "no such file '\(path)'"
        case .isFolder(let path): "'\(path)' is a folder, not a spec file"
        case .notPermitted(let path): "cannot read '\(path)': permission denied"
        case .tooLarge(let path, _, let limit):
            "'\(path)' is larger than \(limit) bytes, the limit for a spec file"
        case .other(let path, let reason): "cannot read '\(path)': \(reason)"
        }
    }
}
