import Foundation
import TranspecPlayback
import TranspecRuntime

/// The preview's one HTML file: the page (Preview/web/), the WebAssembly
/// module, the archive of the spec's motion, and the page's description of
/// it. Nothing is fetched: it opens from disk, on a phone too.
enum PreviewPage {
    /// What the page starts with, besides the spec's motion.
    struct Settings {
        /// The spec's path as given, which the replay command names.
        var spec: String
        var container: ContainerSize
        var fps: Double
        /// The transition shown first; nil: the spec's first.
        var selected: String?
        /// `--view-size` as given, which the replay command repeats.
        var viewSizeArguments: [String]
        /// Served by `--serve`: the page listens for the spec's changes.
        var serve = false
    }

    /// The page, with `diagnostics` (rendered by `DiagnosticJSON`) shown
    /// over it; `version` counts the spec's builds under `--serve`.
    static func html(_ catalog: PreviewCatalog, settings: Settings, diagnostics: String = "[]", version: Int = 0) -> String {
        let data = PageJSON.object([
            ("format", .number(1)),
            ("tool", .string("transpec \(Transpec.configuration.version)")),
            ("spec", .string(settings.spec)),
            ("serve", .bool(settings.serve)),
            ("version", .number(Double(version))),
            ("fps", .number(settings.fps)),
            ("container", .string(settings.container.description)),
            ("selected", settings.selected.map { .string($0) } ?? .null),
            ("viewSizes", .array(settings.viewSizeArguments.map { .string($0) })),
            ("transitions", .array(catalog.transitions)),
            ("diagnostics", .raw(diagnostics)),
        ])
        return fill(PreviewAssets.html, [
            ("/*TITLE*/", escapeHTML("\(settings.spec) · transpec preview")),
            ("/*STYLE*/", PreviewAssets.style),
            ("/*DATA*/", data.text),
            ("/*ARCHIVE*/", base64(catalog.archive.encoded())),
            ("/*MODULE*/", module),
            ("/*SCRIPT*/", PreviewAssets.script),
        ])
    }

    /// A later build of the spec, as `--serve` sends it to open pages.
    static func motionUpdate(_ catalog: PreviewCatalog, version: Int) -> String {
        PageJSON.object([
            ("version", .number(Double(version))),
            ("archive", .string(base64(catalog.archive.encoded()))),
            ("transitions", .array(catalog.transitions)),
        ]).text
    }

    static func diagnosticsUpdate(_ diagnostics: String, version: Int) -> String {
        PageJSON.object([("version", .number(Double(version))), ("diagnostics", .raw(diagnostics))]).text
    }

    /// The gzipped module's base64 on one line.
    static let module = String(decoding: PreviewAssets.moduleGzip.utf8.filter { $0 != UInt8(ascii: "\n") }, as: UTF8.self)

    /// Each placeholder replaced once, in order, by its text: a placeholder
    /// inside inserted text (the script mentions them) is never replaced.
    static func fill(_ template: String, _ pieces: [(String, String)]) -> String {
        var out = ""
        var rest = Substring(template)
        for (placeholder, text) in pieces {
            guard let range = rest.range(of: placeholder) else { continue }
            out += rest[..<range.lowerBound]
            out += text
            rest = rest[range.upperBound...]
        }
        return out + rest
    }

    static func escapeHTML(_ text: String) -> String {
        var out = ""
        for character in text {
            switch character {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            default: out.append(character)
            }
        }
        return out
    }

    static func base64(_ bytes: [UInt8]) -> String { Data(bytes).base64EncodedString() }
}
