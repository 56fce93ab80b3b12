import Foundation

/// A small SVG builder: elements, attributes and text, XML-escaped.
package struct SVGWriter {
    private var lines: [String] = []
    private var openElements: [String] = []

    package init(width: Double, height: Double, title: String) {
        lines.append(#"<?xml version="1.0" encoding="UTF-8"?>"#)
        lines.append(#"<svg xmlns="http://www.w3.org/2000/svg" width="\#(Self.number(width))" "#
            + #"height="\#(Self.number(height))" viewBox="0 0 \#(Self.number(width)) \#(Self.number(height))" "#
            + #"font-family="-apple-system, 'Helvetica Neue', Helvetica, Arial, sans-serif">"#)
        openElements.append("svg")
        element("title", [:], text: title)
    }

    /// Attributes are written in key order so output is deterministic.
    package mutating func element(_ name: String, _ attributes: [String: String], text: String? = nil) {
        let start = "<\(name)\(Self.attributes(attributes))"
        if let text {
            lines.append(indent + start + ">" + Self.escape(text) + "</\(name)>")
        } else {
            lines.append(indent + start + "/>")
        }
    }

    package mutating func open(_ name: String, _ attributes: [String: String] = [:]) {
        lines.append(indent + "<\(name)\(Self.attributes(attributes))>")
        openElements.append(name)
    }

    package mutating func close() {
        guard let name = openElements.popLast() else { return }
        lines.append(indent + "</\(name)>")
    }

    package mutating func finish() -> String {
        while !openElements.isEmpty { close() }
        return lines.joined(separator: "\n") + "\n"
    }

    private var indent: String { String(repeating: "  ", count: openElements.count) }

    static func attributes(_ attributes: [String: String]) -> String {
        attributes.sorted { $0.key < $1.key }.map { " \($0.key)=\"\(escape($0.value))\"" }.joined()
    }

    /// Escapes the five XML specials; drops characters XML 1.0 forbids.
    package static func escape(_ text: String) -> String {
        // Most text (every number and path) needs nothing: one pass over
        // its bytes, no copy.
        guard text.utf8.contains(where: needsEscape) || text.unicodeScalars.contains(where: { $0.value >= 0xFFFE && $0.value <= 0xFFFF })
        else { return text }
        var out = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&apos;"
            case "\t", "\n", "\r": out.unicodeScalars.append(scalar)
            case _ where scalar.value < 0x20 || scalar.value == 0xFFFE || scalar.value == 0xFFFF: continue
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    /// Two decimals at most, no trailing zeros, POSIX locale.
    package static func number(_ value: Double) -> String {
        guard value.isFinite else { return "0" }
        return FixedDecimal.trimmed(value, decimals: 2)
    }

    /// Bytes `escape` changes or drops (U+FFFE and U+FFFF apart).
    private static func needsEscape(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "&"), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "\""), UInt8(ascii: "'"): true
        case UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"): false
        default: byte < 0x20
        }
    }

    /// `M x y L x y …` for a polyline path.
    package static func path(_ points: [(Double, Double)]) -> String {
        var out = ""
        out.reserveCapacity(points.count * 16)
        for (index, point) in points.enumerated() {
            out += index == 0 ? "M" : " L"
            out += number(point.0)
            out += " "
            out += number(point.1)
        }
        return out
    }
}

/// A clean palette shared by the SVG renderers.
enum Palette {
    static let background = "#ffffff"
    static let grid = "#e9ecf1"
    static let axis = "#9aa1ad"
    static let text = "#3b4250"
    static let muted = "#6b7280"
    static let curve = "#2f6fde"
    static let threshold = "#e08a00"
    static let target = "#1f9d55"
    static let release = "#d43f3a"
    static let element = "#7a4fd6"
    static let trigger = "#0f8a8a"
}

/// Nice tick values (1, 2, 5 × 10ⁿ) covering `range`.
func niceTicks(_ range: ClosedRange<Double>, count: Int = 5) -> [Double] {
    let span = range.upperBound - range.lowerBound
    guard span > 0, span.isFinite else { return [range.lowerBound] }
    let raw = span / Double(max(count, 1))
    let magnitude = pow(10, floor(log10(raw)))
    let step = [1.0, 2, 5, 10].map { $0 * magnitude }.first { $0 >= raw } ?? raw
    var ticks: [Double] = []
    var value = (range.lowerBound / step).rounded(.up) * step
    while value <= range.upperBound + step * 1e-9 {
        ticks.append(abs(value) < step * 1e-9 ? 0 : value)
        value += step
    }
    return ticks
}

/// Tick label: as few decimals as the step needs.
func tickLabel(_ value: Double) -> String {
    SVGWriter.number(value)
}
