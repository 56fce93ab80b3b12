@testable import TranspecYAML

/// Renders events in the yaml-test-suite `test.event` format.
enum EventRendering {
    static func render(_ events: [Event]) -> String {
        events.map(line).joined(separator: "\n") + "\n"
    }

    static func line(_ event: Event) -> String {
        switch event.kind {
        case .streamStart: return "+STR"
        case .streamEnd: return "-STR"
        case .documentStart(let implicit): return implicit ? "+DOC" : "+DOC ---"
        case .documentEnd(let implicit): return implicit ? "-DOC" : "-DOC ..."
        case .mappingStart(let anchor, let tag, let flow):
            return "+MAP" + (flow ? " {}" : "") + properties(anchor, tag)
        case .mappingEnd: return "-MAP"
        case .sequenceStart(let anchor, let tag, let flow):
            return "+SEQ" + (flow ? " []" : "") + properties(anchor, tag)
        case .sequenceEnd: return "-SEQ"
        case .scalar(let scalar):
            return "=VAL" + properties(scalar.anchor, scalar.tag) + " "
                + indicator(scalar.style) + escape(scalar.text)
        case .alias(let anchor): return "=ALI *\(anchor)"
        }
    }

    private static func properties(_ anchor: String?, _ tag: String?) -> String {
        (anchor.map { " &\($0)" } ?? "") + (tag.map { " <\($0)>" } ?? "")
    }

    private static func indicator(_ style: ScalarStyle) -> String {
        switch style {
        case .plain: return ":"
        case .singleQuoted: return "'"
        case .doubleQuoted: return "\""
        case .literal: return "|"
        case .folded: return ">"
        }
    }

    private static func escape(_ text: String) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": result += "\\\\"
            case "\0": result += "\\0"
            case "\u{8}": result += "\\b"
            case "\t": result += "\\t"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}
