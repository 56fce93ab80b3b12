import Foundation

/// The output folder, made ready for temporary files the first time one is
/// needed: checked for writing, and cleared of what killed runs left.
final class StagingArea {
    static let temporaryMarker = ".transpec-"

    let folder: String
    private var isReady = false

    init(folder: String) {
        self.folder = folder
    }

    /// A fresh temporary file beside `path`, open for writing.
    func temporary(for path: String) throws(GeneratedFileWriter.Failure) -> (path: String, descriptor: Int32) {
        if !isReady {
            guard FileManager.default.isWritableFile(atPath: folder) else { throw .folderReadOnly(folder) }
            removeLeftoverTemporaries()
            isReady = true
        }
        let name = (path as NSString).lastPathComponent
        let temporary = (folder as NSString)
            .appendingPathComponent(".\(name)\(Self.temporaryMarker)\(UUID().uuidString).tmp")
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
        guard descriptor >= 0 else { throw failure(writing: path) }
        return (temporary, descriptor)
    }

    /// The failure `errno` means for writing `path`.
    func failure(writing path: String) -> GeneratedFileWriter.Failure {
        switch errno {
        case EACCES, EPERM, EROFS: .folderReadOnly(folder)
        default: .writeFailed(path, reason: String(cString: strerror(errno)))
        }
    }

    /// Temporaries a run killed mid-write left behind (named by `temporary`).
    private func removeLeftoverTemporaries() {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        for name in names where name.hasPrefix(".") && name.contains(Self.temporaryMarker) && name.hasSuffix(".tmp") {
            unlink((folder as NSString).appendingPathComponent(name))
        }
    }
}
