import Foundation
import TranspecDiagnostics
import TranspecSpec

/// Finds and reads spec files; problems become diagnostics, not crashes.
enum SpecFiles {
    static let suffix = ".transpec.yaml"

    /// Files as given, and every `*.transpec.yaml` under folders, sorted per folder.
    static func collect(_ paths: [String], diagnostics: inout DiagnosticCollector) -> [String] {
        var files: [String] = []
        for path in paths {
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else {
                diagnostics.error("no such file or folder '\(path)'", at: nil)
                continue
            }
            guard isFolder.boolValue else {
                files.append(path)
                continue
            }
            let base = path.utf8.last == UInt8(ascii: "/") ? path : path + "/"
            var found: [String] = []
            specs(under: base, relative: "", into: &found, diagnostics: &diagnostics)
            if found.isEmpty { diagnostics.warning("no *\(suffix) files in '\(path)'", at: nil) }
            files += found.sorted().map { base + $0 }
        }
        return files
    }

    /// Every `*.transpec.yaml` below `base + relative`, as paths relative to
    /// `base`. Names are joined as bytes (FileManager's enumerator returned
    /// an absolute path for a name starting with a combining mark). Links to
    /// files are followed, links to folders are not (no cycles). A spec name
    /// on anything but a regular file is an error, never opened: opening a
    /// FIFO with no writer blocks forever.
    private static func specs(
        under base: String, relative: String, into found: inout [String], diagnostics: inout DiagnosticCollector
    ) {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: base + relative) else { return }
        for name in names {
            let path = relative + name
            var info = stat()
            guard lstat(base + path, &info) == 0 else { continue }
            if info.st_mode & S_IFMT == S_IFDIR {
                specs(under: base, relative: path + "/", into: &found, diagnostics: &diagnostics)
                continue
            }
            guard name.utf8.count >= suffix.utf8.count, name.utf8.suffix(suffix.utf8.count).elementsEqual(suffix.utf8) else {
                continue
            }
            if info.st_mode & S_IFMT == S_IFLNK { guard stat(base + path, &info) == 0 else { continue } }
            guard info.st_mode & S_IFMT == S_IFREG else {
                let kind = info.st_mode & S_IFMT == S_IFDIR ? "a folder" : info.st_mode & S_IFMT == S_IFIFO ? "a FIFO"
                    : info.st_mode & S_IFMT == S_IFSOCK ? "a socket" : "a device"
                diagnostics.error("'\(base + path)' is \(kind), not a spec file; skipped",
                                  at: SourceLocation(file: base + path, line: 1, column: 1, offset: 0))
                continue
            }
            found.append(path)
        }
    }

    /// The file's bytes, or nil after an error diagnostic at the file.
    static func read(
        _ file: String, maxBytes: Int = SpecFrontEnd.maxInputBytes, diagnostics: inout DiagnosticCollector
    ) -> SourceFile? {
        do {
            return try SourceFile.read(file, maxBytes: maxBytes)
        } catch {
            diagnostics.error(error.description, at: SourceLocation(file: file, line: 1, column: 1, offset: 0))
            return nil
        }
    }
}

extension SpecFiles {
    /// The size stat reports for `file` (following links), or 0.
    static func size(of file: String) -> Int {
        var info = stat()
        guard stat(file, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { return 0 }
        return Int(info.st_size)
    }
}

enum Terminal {
    /// Color for diagnostics on stderr.
    static var wantsColor: Bool { wantsColor(on: STDERR_FILENO) }

    /// Color only on a terminal that can show it, and never when NO_COLOR is
    /// set to anything but the empty string (no-color.org).
    static func wantsColor(on descriptor: Int32) -> Bool {
        let environment = ProcessInfo.processInfo.environment
        return isatty(descriptor) != 0 && (environment["NO_COLOR"] ?? "").isEmpty && environment["TERM"] != "dumb"
    }

    static func writeError(_ text: String) {
        FileHandle.standardError.write(Data(text.utf8))
    }
}
