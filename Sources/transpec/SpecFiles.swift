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
            let base = path.hasSuffix("/") ? path : path + "/"
            let found = (FileManager.default.enumerator(atPath: path)?.allObjects as? [String] ?? [])
                .filter { $0.hasSuffix(suffix) }
                .sorted()
                .map { base + $0 }
            if found.isEmpty { diagnostics.warning("no *\(suffix) files in '\(path)'", at: nil) }
            files += found
        }
        return files
    }

    /// The file's bytes, or nil after an error diagnostic at the file.
    static func read(_ file: String, diagnostics: inout DiagnosticCollector) -> SourceFile? {
        do {
            return try SourceFile.read(file, maxBytes: SpecFrontEnd.maxInputBytes)
        } catch {
            diagnostics.error(error.description, at: SourceLocation(file: file, line: 1, column: 1, offset: 0))
            return nil
        }
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
