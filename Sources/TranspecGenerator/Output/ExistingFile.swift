import Foundation

/// A regular file already at an output path, read in pieces: its header is
/// checked, and its bytes compared with new text as that renders.
final class ExistingFile {
    let size: Int
    private let descriptor: Int32

    /// Nil when nothing readable and regular is at `path`.
    init?(path: String) {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        var info = stat()
        guard fstat(descriptor, &info) == 0, info.st_mode & S_IFMT == S_IFREG else {
            close(descriptor)
            return nil
        }
        self.descriptor = descriptor
        size = Int(info.st_size)
    }

    deinit { close(descriptor) }

    func starts(with prefix: [UInt8]) -> Bool {
        matches(prefix[...], at: 0)
    }

    /// Whether the file holds `bytes` at `offset`.
    func matches(_ bytes: ArraySlice<UInt8>, at offset: Int) -> Bool {
        guard offset + bytes.count <= size, let existing = read(at: offset, count: bytes.count) else { return false }
        return bytes.isEmpty || existing.withUnsafeBytes { old in bytes.withUnsafeBytes { new in memcmp(old.baseAddress!, new.baseAddress!, new.count) == 0 } }
    }

    /// `count` bytes from `offset`; nil when they cannot all be read.
    func read(at offset: Int, count: Int) -> [UInt8]? {
        var complete = true
        let bytes = [UInt8](unsafeUninitializedCapacity: count) { buffer, initialized in
            while initialized < count {
                let got = pread(descriptor, buffer.baseAddress! + initialized, count - initialized, off_t(offset + initialized))
                if got < 0 && errno == EINTR { continue }
                guard got > 0 else {
                    complete = false
                    break
                }
                initialized += got
            }
        }
        return complete ? bytes : nil
    }
}
