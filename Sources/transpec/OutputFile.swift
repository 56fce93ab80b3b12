import Foundation

/// Where command data goes: stdout, or a file replaced atomically.
enum OutputFile {
    /// Writes to a temporary file beside `path`, then renames it over `path`,
    /// so readers never see half a file.
    static func write(_ text: String, to path: String?) throws {
        guard let path else {
            FileHandle.standardOutput.write(Data(text.utf8))
            return
        }
        let target = URL(fileURLWithPath: path)
        let temporary = target.deletingLastPathComponent()
            .appendingPathComponent(".\(target.lastPathComponent).\(UUID().uuidString).tmp")
        do {
            try Data(text.utf8).write(to: temporary)
            if rename(temporary.path, target.path) != 0 {
                throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: path])
            }
        } catch {
            try? FileManager.default.removeItem(at: temporary)
            throw OutputError(message: "cannot write '\(path)'")
        }
    }
}

struct OutputError: Error, CustomStringConvertible {
    var message: String
    var description: String { message }
}
