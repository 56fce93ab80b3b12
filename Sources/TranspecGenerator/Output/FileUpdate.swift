import Foundation

/// One generated file's new text, piece by piece as it renders: compared
/// with the folder's copy, and from the first difference on staged in a
/// temporary file beside it (unless only checking). An unchanged file is
/// read, never written.
final class FileUpdate: TextSink {
    enum Outcome: Equatable {
        case unchanged
        /// Different, and not staged: only checking.
        case changed
        case staged(temporary: String)
    }

    private let path: String
    private let staging: StagingArea?
    /// The folder's copy, while the new text matches it.
    private var existing: ExistingFile?
    /// Bytes of new text that matched so far.
    private var matched = 0
    private var isChanged = false
    private var temporary: (path: String, descriptor: Int32)?
    private var failure: GeneratedFileWriter.Failure?

    init(path: String, staging: StagingArea?) {
        self.path = path
        self.staging = staging
        existing = ExistingFile(path: path)
    }

    func write(_ bytes: ArraySlice<UInt8>) {
        guard failure == nil else { return }
        do throws(GeneratedFileWriter.Failure) {
            if !isChanged {
                if let existing, existing.matches(bytes, at: matched) {
                    matched += bytes.count
                    return
                }
                try change()
            }
            try stage(bytes)
        } catch {
            fail(error)
        }
    }

    /// What became of the file; throws the first failure.
    func finish() throws(GeneratedFileWriter.Failure) -> Outcome {
        if failure == nil, !isChanged {
            if let existing, existing.size == matched { return .unchanged }
            // The folder's copy is longer, or there is none.
            do throws(GeneratedFileWriter.Failure) { try change() } catch { fail(error) }
        }
        if let failure { throw failure }
        guard let temporary else { return .changed }
        if close(temporary.descriptor) != 0 {
            let failure = staging!.failure(writing: path)
            unlink(temporary.path)
            throw failure
        }
        return .staged(temporary: temporary.path)
    }

    /// From here on the text differs: stage it, starting with the matched
    /// beginning, which earlier pieces brought and the folder's copy holds.
    private func change() throws(GeneratedFileWriter.Failure) {
        isChanged = true
        defer { existing = nil }
        guard let staging else { return }
        temporary = try staging.temporary(for: path)
        var offset = 0
        while offset < matched, let existing {
            let count = min(matched - offset, CodeWriter.defaultPieceSize)
            guard let bytes = existing.read(at: offset, count: count) else {
                throw .writeFailed(path, reason: "the existing file changed while generating")
            }
            try stage(bytes[...])
            offset += count
        }
    }

    private func stage(_ bytes: ArraySlice<UInt8>) throws(GeneratedFileWriter.Failure) {
        guard let temporary else { return }
        var written = 0
        while written < bytes.count {
            let count = bytes.withUnsafeBytes { buffer in
                Foundation.write(temporary.descriptor, buffer.baseAddress! + written, buffer.count - written)
            }
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { throw staging!.failure(writing: path) }
            written += count
        }
    }

    private func fail(_ error: GeneratedFileWriter.Failure) {
        failure = error
        if let temporary {
            close(temporary.descriptor)
            unlink(temporary.path)
            self.temporary = nil
        }
    }
}
