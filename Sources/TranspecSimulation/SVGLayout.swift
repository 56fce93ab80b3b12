/// An axis-aligned rectangle in SVG pixels.
struct SVGBox: Hashable {
    var x: Double, y: Double, width: Double, height: Double

    var maxX: Double { x + width }
    var maxY: Double { y + height }

    /// Positive-area overlap (touching edges do not count).
    func intersects(_ other: SVGBox) -> Bool {
        x < other.maxX && other.x < maxX && y < other.maxY && other.y < maxY
    }

    func contains(_ other: SVGBox) -> Bool {
        other.x >= x - 1e-6 && other.maxX <= maxX + 1e-6 && other.y >= y - 1e-6 && other.maxY <= maxY + 1e-6
    }

    func union(_ other: SVGBox) -> SVGBox {
        let left = min(x, other.x), top = min(y, other.y)
        return SVGBox(x: left, y: top, width: max(maxX, other.maxX) - left, height: max(maxY, other.maxY) - top)
    }

    func inset(by amount: Double) -> SVGBox {
        SVGBox(x: x + amount, y: y + amount, width: width - 2 * amount, height: height - 2 * amount)
    }

    /// `data-box="x y width height"`: the SVG test reads each plot's,
    /// chart's and legend's region from it.
    var attribute: String {
        [x, y, width, height].map(SVGWriter.number).joined(separator: " ")
    }

    /// Whether the segment (x1, y1)–(x2, y2) passes through the inside
    /// (Liang–Barsky clipping).
    func crosses(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) -> Bool {
        var low = 0.0, high = 1.0
        let dx = x2 - x1, dy = y2 - y1
        for (p, q) in [(-dx, x1 - x), (dx, maxX - x1), (-dy, y1 - y), (dy, maxY - y1)] {
            if p == 0 {
                if q <= 0 { return false }
            } else {
                let r = q / p
                if p < 0 { low = max(low, r) } else { high = min(high, r) }
                if low >= high { return false }
            }
        }
        return true
    }
}

/// How much room a line of SVG text takes: an estimate that errs large, so
/// that labels laid out with it do not overlap in any font the pictures may
/// be drawn with. `SVGPictureTests` checks the pictures with the same rule.
///
/// The pictures ask for the system sans-serif (`-apple-system`, Helvetica
/// Neue, Helvetica, Arial); renderers without those (librsvg on Linux)
/// fall back to DejaVu Sans, the widest of them. Each character is given at
/// least its advance in DejaVu Sans Bold, bold or not, rounded up into four
/// classes: 0.50 em (space, `i j l r t f I J` and thin punctuation), 0.72 em
/// (other lower-case letters, digits), 0.86 em (capitals, `+ < = > ≥ ≤ − →
/// × ±`), and 1.11 em for `m w M W % @ & … —` and any character not listed.
/// Vertically a line takes 0.80 em above the baseline and 0.25 em below
/// (DejaVu's ascender and descender are 0.76 and 0.24 em).
enum TextMetrics {
    static let ascent = 0.80
    static let descent = 0.25

    static func width(_ text: String, size: Double) -> Double {
        text.unicodeScalars.reduce(0) { $0 + advance($1) } * size
    }

    static func advance(_ scalar: Unicode.Scalar) -> Double {
        switch scalar {
        case " ", "!", "'", "(", ")", ",", "-", ".", "/", ":", ";", "I", "J", "[", "\\", "]", "`", "_", "|",
             "f", "i", "j", "l", "r", "t", "\u{B7}", "\u{B0}", "\u{2013}":
            0.50
        case "a"..."z" where scalar != "m" && scalar != "w", "0"..."9", "$", "?", "*", "\"", "{", "}", "\u{221A}", "\u{3B6}":
            0.72
        case "A"..."Z" where scalar != "M" && scalar != "W", "#", "+", "<", "=", ">", "^", "~",
             "\u{2265}", "\u{2264}", "\u{2212}", "\u{2192}", "\u{D7}", "\u{B1}", "\u{3C0}":
            0.86
        default:
            1.11
        }
    }

    /// The box of `text` drawn at (x, y) (y is the baseline) with
    /// `anchor` (start, middle or end); `halo` is the width of a stroke
    /// painted around the glyphs (`paint-order: stroke`).
    static func box(_ text: String, x: Double, y: Double, size: Double, anchor: String, halo: Double = 0) -> SVGBox {
        let width = self.width(text, size: size)
        let left = switch anchor {
        case "middle": x - width / 2
        case "end": x - width
        default: x
        }
        let pad = halo / 2
        return SVGBox(x: left - pad, y: y - ascent * size - pad, width: width + 2 * pad,
                      height: (ascent + descent) * size + 2 * pad)
    }
}

/// One piece of text, placed: what it says, where, and its estimated box.
struct PlacedLabel {
    var text: String
    var x: Double, y: Double
    var anchor: String
    var size: Double
    var box: SVGBox
}

/// Places labels one at a time at the first of their candidate positions
/// that lies inside a region and overlaps no label placed before.
struct LabelPlacer {
    var region: SVGBox
    private(set) var placed: [SVGBox] = []

    init(region: SVGBox, reserved: [SVGBox] = []) {
        self.region = region
        self.placed = reserved
    }

    func fits(_ box: SVGBox) -> Bool {
        region.contains(box) && !placed.contains { $0.intersects(box) }
    }

    /// The first candidate that fits (and, if `avoiding` is given, crosses
    /// none of those segments; failing that, the first that fits).
    mutating func place(
        _ text: String, size: Double, halo: Double = 0, candidates: [(x: Double, y: Double, anchor: String)],
        avoiding segments: [(Double, Double, Double, Double)] = []
    ) -> PlacedLabel? {
        let boxes = candidates.map { TextMetrics.box(text, x: $0.x, y: $0.y, size: size, anchor: $0.anchor, halo: halo) }
        let clear = boxes.indices.first { index in
            fits(boxes[index]) && !segments.contains { boxes[index].crosses($0.0, $0.1, $0.2, $0.3) }
        }
        guard let index = clear ?? boxes.indices.first(where: { fits(boxes[$0]) }) else { return nil }
        placed.append(boxes[index])
        let candidate = candidates[index]
        return PlacedLabel(text: text, x: candidate.x, y: candidate.y, anchor: candidate.anchor, size: size,
                           box: boxes[index])
    }

    mutating func reserve(_ box: SVGBox) {
        placed.append(box)
    }
}
