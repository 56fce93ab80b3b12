import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing

/// Every kind of picture `transpec simulate --format svg` draws — the
/// timeline of a release and of a play from code, a trace's replay, and the
/// sweep's decision map — for every transition of every spec in `Specs/` and
/// of the specs below, parsed and measured:
///
/// - every line, path, polygon, rectangle and circle lies inside its plot
///   (`<g class="plot" data-box="x y w h">`) or legend (`<g class="legend">`);
/// - every label lies inside its plot, its chart (`<g class="chart">`: the
///   plot, its tick labels and titles) or its legend, and the title lines
///   outside all of them; charts and legends lie on the canvas, apart;
/// - no two labels overlap, by the text extents below;
/// - every chart has at least two numbers on its y axis;
/// - in a decision map, the colour at every point (away from the rule's
///   lines, which are drawn over it) is the decision `simulate` makes for a
///   release there, and each legend ramp gets lighter (CIE L*) as the time
///   grows.
///
/// Text extents: each character counts at least its advance in DejaVu Sans
/// Bold (the widest face the pictures' font list can resolve to: librsvg on
/// Linux falls back to it; Helvetica, Arial and SF are narrower), rounded up
/// into four classes: 0.50 em (space, `f i j l r t I J`, thin punctuation),
/// 0.72 em (other lower-case letters, digits), 0.86 em (capitals, `+ < = >
/// ≥ ≤ − → × ±`), 1.11 em (`m w M W % @ & … —` and anything else). A line
/// takes 0.80 em above its baseline and 0.25 em below (DejaVu: 0.76, 0.24),
/// plus half the width of a halo stroke. The renderers lay text out with the
/// same estimate (`TextMetrics`); it is written out again here so that the
/// test does not take the renderer's word for it.
@Suite struct SVGPictureTests {
    static let specs: [String] = {
        let folder = repositoryRoot.appendingPathComponent("Specs")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { $0.hasSuffix(".transpec.yaml") }.sorted().map { folder.appendingPathComponent($0).path }
    }()

    static let trace = repositoryRoot.appendingPathComponent("Docs/traces/regrab.csv").path

    @Test func specsAreFound() {
        #expect(Self.specs.count >= 4)
    }

    @Test(arguments: specs)
    func everyPictureOfACommittedSpec(_ spec: String) throws {
        try checkEveryPicture(of: spec)
    }

    /// Specs written to corner the layout: three `anyOf` entries (whose
    /// labels once overlapped), a threshold without a flick, a threshold
    /// and target one label apart, long names and large values.
    @Test(arguments: Array(cornerSpecs.keys).sorted())
    func everyPictureOfACornerSpec(_ name: String) throws {
        let folder = try specFolder([name: Self.cornerSpecs[name]!])
        defer { try? FileManager.default.removeItem(at: folder) }
        try checkEveryPicture(of: folder.appendingPathComponent(name).path)
    }

    static let cornerSpecs: [String: String] = [
        "any-of.transpec.yaml": """
            transpec: 1
            transitions:
              ThreeEntries:
                operation: dismiss
                gesture: { edge: bottom }
                release:
                  anyOf:
                    - progress: 0.35
                    - { progress: 0.2, speed: 500 }
                    - { progress: 0.05, speed: 1500 }
                spring: { dampingRatio: 0.9, response: 0.35 }

            """,
        "no-flick.transpec.yaml": """
            transpec: 1
            transitions:
              PositionOnly:
                operation: pop
                gesture: { edge: trailing }
                release: { threshold: 0.4 }
                spring: { dampingRatio: 1, response: 0.3 }
              CloseLabels:
                operation: present
                gesture: { edge: top, distance: 300 }
                release: { threshold: 0.97, flickVelocity: 50 }
                spring: { dampingRatio: 0.5, response: 0.5 }

            """,
        "long-names.transpec.yaml": """
            transpec: 1
            transitions:
              AVeryLongTransitionNameThatKeepsGoingWellPastWhereTitlesUsuallyEnd:
                operation: dismiss
                gesture: { edge: bottom, scrollView: optional }
                release:
                  projection: fast
                  threshold: 0.5
                spring: { dampingRatio: 0.6, response: 0.45 }
                dimming: { alpha: { from: 0.5, to: 0 } }
                elements:
                  profileHeaderBackgroundImageContainerView:
                    translation: { from: [0, 0], to: [0, 100000] }
                    scale: { from: 1.0, to: 0.999 }
                    cornerRadius: { from: 0, to: 1000 }
                  tinyChange:
                    alpha: { from: 0.5, to: 0.5001 }

            """,
    ]

    func checkEveryPicture(of spec: String) throws {
        let names = try transitionNames(spec)
        #expect(!names.isEmpty, "no transitions in \(spec)")
        for name in names {
            // `simulate <mode> <spec> <arguments…> --transition <name> --format svg`.
            var pictures: [(what: String, mode: String, arguments: [String])] = []
            for (progress, velocity) in [("0.4", "800"), ("0.1", "-1500"), ("-0.5", "300"), ("1.5", "-300"), ("0.97", "0")] {
                pictures.append(("release \(progress) \(velocity)", "release", ["--progress", progress, "--velocity", velocity]))
            }
            for play in ["present", "dismiss", "push", "pop"] { pictures.append(("play \(play)", "play", [play])) }
            pictures.append(("trace", "gesture", [Self.trace]))
            for sweep in [[], ["--velocity", "0:5000"], ["--velocity", "-100:100"], ["--grid", "7x5"]] {
                pictures.append(("sweep \(sweep.joined(separator: " "))", "sweep", sweep))
            }
            for (what, mode, arguments) in pictures {
                let run = try CLIRun.transpec(["simulate", mode, spec] + arguments + ["--transition", name, "--format", "svg"])
                // Not every transition plays every operation from code.
                if what.hasPrefix("play"), run.status == 64 { continue }
                #expect(run.status == 0, "\(name) \(what): \(run.stderr)")
                guard run.status == 0 else { continue }
                let svg = try SVGElement.parse(run.stdout)
                for problem in SVGLayoutCheck.problems(in: svg) {
                    Issue.record("\(spec) \(name) \(what): \(problem)")
                }
                if what.hasPrefix("sweep") {
                    try checkDecisions(svg, spec: spec, transition: name, sweep: arguments)
                    checkRamps(svg, context: "\(name) \(what)")
                }
                if what == "trace" {
                    #expect(svg.allTexts.contains { $0.text == "time in the trace (s)" }, "\(name): trace x axis")
                }
                if what.hasPrefix("release") {
                    #expect(svg.allTexts.contains { $0.text == "time after release (s)" }, "\(name): release x axis")
                }
            }
        }
    }

    /// The colour at points of a finer grid than the map's is the decision
    /// `simulate sweep --format csv` reports there.
    func checkDecisions(_ svg: SVGElement, spec: String, transition: String, sweep: [String]) throws {
        let velocity = sweep.firstIndex(of: "--velocity").map { sweep[$0 + 1] } ?? "-2000:2000"
        let bounds = velocity.split(separator: ":").compactMap { Double($0) }
        let run = try CLIRun.transpec(["simulate", "sweep", spec, "--transition", transition, "--format", "csv",
                                       "--velocity", velocity, "--grid", "53x37"])
        #expect(run.status == 0, "\(run.stderr)")
        let plot = try #require(svg.first { $0.name == "g" && $0["class"] == "plot" })
        let box = try #require(plot.dataBox)
        let cells = try #require(plot.first { $0["class"] == "cells" }).children.compactMap(MapCell.init)
        let lines = plot.children.filter { $0.name == "line" }.map(\.lineSegment)
        // A detent sheet's map names the stop in a column before the time,
        // and colours each stop with its own legend ramp's hue.
        let detents = run.stdout.hasPrefix("progress,velocity,decision,detent,")
        let stopHues = Self.rampHues(svg)
        var checked = 0
        for row in run.stdout.split(separator: "\n").dropFirst() {
            let fields = row.split(separator: ",")
            guard fields.count == (detents ? 5 : 4), let p = Double(fields[0]), let v = Double(fields[1]) else { continue }
            let x = box.x + p * box.width
            let y = box.y + box.height - (v - bounds[0]) / (bounds[1] - bounds[0]) * box.height
            // On a rule line the line is what shows.
            if lines.contains(where: { distance(from: (x, y), to: $0) < 1.5 }) { continue }
            guard let shape = cells.last(where: { $0.contains(x, y) }), let fill = shape.element["fill"],
                  let lab = CIELab(hex: fill) else {
                Issue.record("\(transition): no cell at progress \(p), velocity \(v)")
                continue
            }
            let shown = detents ? Self.nearestRamp(lab, stopHues) : lab.a < 0 ? "complete" : "cancel"
            let expected = String(fields[detents ? 3 : 2])
            #expect(shown == expected, "\(transition) \(sweep): progress \(p), velocity \(v) shows \(shown)")
            checked += 1
        }
        #expect(checked > 1000, "only \(checked) points checked")
        try checkShades(cells: cells, box: box, bounds: bounds, spec: spec, transition: transition, sweep: sweep)
    }

    /// The map, not only its legend: at each of the picture's own sample
    /// points, a longer time to rest reads lighter within a decision. Equal
    /// shades may hold different times (the ramp is drawn in steps); the
    /// rank correlation counts only order.
    func checkShades(cells: [MapCell], box: Box, bounds: [Double], spec: String, transition: String,
                     sweep: [String]) throws {
        let run = try CLIRun.transpec(["simulate", "sweep", spec, "--transition", transition, "--format", "csv"] + sweep)
        #expect(run.status == 0, "\(run.stderr)")
        var shades: [String: [(time: Double, lightness: Double)]] = [:]
        let detents = run.stdout.hasPrefix("progress,velocity,decision,detent,")
        for row in run.stdout.split(separator: "\n").dropFirst() {
            let fields = row.split(separator: ",")
            guard fields.count == (detents ? 5 : 4), let p = Double(fields[0]), let v = Double(fields[1]),
                  let time = Double(fields[fields.count - 1])
            else { continue }
            let x = box.x + p * box.width
            let y = box.y + box.height - (v - bounds[0]) / (bounds[1] - bounds[0]) * box.height
            // Only whole cells centred on their sample are coloured by it: a
            // piece of a cut cell is coloured by its own centroid.
            guard let cell = cells.last(where: { $0.contains(x, y) }), cell.polygon == nil,
                  abs(cell.bounds.x + cell.bounds.width / 2 - x) < 0.5,
                  abs(cell.bounds.y + cell.bounds.height / 2 - y) < 0.5,
                  let fill = cell.element["fill"], let lab = CIELab(hex: fill) else { continue }
            shades[String(fields[detents ? 3 : 2]), default: []].append((time, lab.l))
        }
        for (decision, points) in shades where Set(points.map(\.time)).count > 3 {
            let correlation = rankCorrelation(points.map(\.time), points.map(\.lightness))
            #expect(correlation > 0.95, "\(transition) \(sweep): \(decision) cells' lightness against time, Spearman \(correlation)")
        }
    }

    /// Each legend ramp's hue angle in CIELab (degrees), by its label.
    static func rampHues(_ svg: SVGElement) -> [String: Double] {
        var hues: [String: Double] = [:]
        for ramp in svg.all({ $0["class"] == "ramp" }) {
            let colors = ramp.children.compactMap { $0["fill"].flatMap(CIELab.init(hex:)) }
            let a = colors.map(\.a).reduce(0, +), b = colors.map(\.b).reduce(0, +)
            hues[ramp["data-decision"] ?? "?"] = atan2(b, a) * 180 / .pi
        }
        return hues
    }

    /// The ramp whose hue is nearest the colour's.
    static func nearestRamp(_ lab: CIELab, _ hues: [String: Double]) -> String {
        let hue = atan2(lab.b, lab.a) * 180 / .pi
        func gap(_ other: Double) -> Double { abs(remainder(hue - other, 360)) }
        return hues.min { gap($0.value) < gap($1.value) }?.key ?? "?"
    }

    /// Each ramp: lighter as the time grows; teal (a* < 0) for complete,
    /// coral (a* > 0) for cancel; on a detent map one ramp per stop, their
    /// hues at least 60° apart.
    func checkRamps(_ svg: SVGElement, context: String) {
        let ramps = svg.all { $0["class"] == "ramp" }
        let decisions = Set(ramps.compactMap { $0["data-decision"] })
        if decisions != ["complete", "cancel"] {
            let hues = Self.rampHues(svg).values.sorted()
            #expect(hues.count == ramps.count && ramps.count >= 2, "\(context): \(ramps.count) ramps")
            for (index, hue) in hues.enumerated() {
                let next = index + 1 < hues.count ? hues[index + 1] : hues[0] + 360
                #expect(next - hue >= 60, "\(context): ramp hues \(hues) too close")
            }
            for ramp in ramps {
                let colors = ramp.children.compactMap { $0["fill"].flatMap(CIELab.init(hex:)) }
                for (darker, lighter) in zip(colors, colors.dropFirst()) {
                    #expect(lighter.l > darker.l + 2, "\(context): ramp \(ramp["data-decision"] ?? "?") is not ordered")
                }
            }
            return
        }
        #expect(ramps.count == 2, "\(context): \(ramps.count) ramps")
        for ramp in ramps {
            let colors = ramp.children.compactMap { $0["fill"].flatMap(CIELab.init(hex:)) }
            #expect(colors.count >= 5, "\(context)")
            for (darker, lighter) in zip(colors, colors.dropFirst()) {
                #expect(lighter.l > darker.l + 2, "\(context): ramp \(ramp["data-decision"] ?? "?") is not ordered by lightness")
            }
            let complete = ramp["data-decision"] == "complete"
            #expect(colors.allSatisfy { complete ? $0.a < -3 : $0.a > 3 }, "\(context): ramp hue")
        }
    }

    /// The check itself: each rule finds a picture that breaks it.
    @Test func theCheckFindsEachKindOfFault() throws {
        func problems(_ body: String) throws -> [String] {
            try SVGLayoutCheck.problems(in: SVGElement.parse(
                #"<svg xmlns="http://www.w3.org/2000/svg" width="400" height="300">"# + body + "</svg>"))
        }
        let plot = #"<g class="chart" data-box="10 10 300 200"><g class="plot" data-box="50 20 200 150">"#
        let axis = #"<text x="44" y="30" text-anchor="end" font-size="10">1</text><text x="44" y="160" text-anchor="end" font-size="10">0</text>"#
        #expect(try problems(plot + #"<line x1="60" y1="30" x2="240" y2="160"/></g>"# + axis + "</g>") == [])
        // The projection line that ran into the legend.
        #expect(try problems(plot + #"<line x1="60" y1="30" x2="1545.77" y2="160"/></g>"# + axis + "</g>").count == 1)
        // "…≥ 500rogress ≥ 0.35": two labels on top of each other.
        let overlapping = #"<text x="60" y="40" font-size="11">progress ≥ 0.2, |v| ≥ 500</text>"#
            + #"<text x="120" y="40" font-size="11">progress ≥ 0.35</text>"#
        #expect(try problems(plot + overlapping + "</g>" + axis + "</g>").contains { $0.contains("overlap") })
        // A label past its plot, a chart off the canvas, a line outside any plot.
        #expect(try problems(plot + #"<text x="240" y="40" font-size="11">flick velocity</text></g>"# + axis + "</g>").count == 1)
        #expect(try problems(#"<g class="legend" data-box="350 10 100 50"></g>"#).count == 1)
        #expect(try problems(#"<line x1="0" y1="0" x2="10" y2="10"/>"#).count == 1)
        // A small chart without y axis numbers.
        #expect(try problems(plot + "</g></g>") == ["a chart with 0 y axis numbers"])
    }

    @Test func theLegendListsOnlyTheLinesDrawn() throws {
        let cases = [("tags-sheet", "TagsSheetDismiss", ["position threshold", "flick velocity"]),
                     ("photo-preview", "PhotoPreviewDismiss", ["anyOf entry"]),
                     ("pull-to-dismiss", "PullToDismiss", ["projected threshold"])]
        for (spec, transition, entries) in cases {
            let path = repositoryRoot.appendingPathComponent("Specs/\(spec).transpec.yaml").path
            let run = try CLIRun.transpec(["simulate", "sweep", path, "--transition", transition, "--format", "svg"])
            let legend = try #require(try SVGElement.parse(run.stdout).first { $0["class"] == "legend" })
            let kinds = ["position threshold", "flick velocity", "projected threshold", "anyOf entry"]
            #expect(legend.allTexts.map(\.text).filter(kinds.contains) == entries, "\(transition)")
        }
    }

    func transitionNames(_ spec: String) throws -> [String] {
        let run = try CLIRun.transpec(["simulate", "release", spec, "--transition", "\u{1}", "--progress", "0", "--velocity", "0"])
        guard let list = run.stderr.components(separatedBy: "the spec has: ").last else { return [] }
        return list.trimmingCharacters(in: .whitespacesAndNewlines).components(separatedBy: ", ")
    }
}

/// Spearman's rank correlation, ties given their mean rank.
func rankCorrelation(_ a: [Double], _ b: [Double]) -> Double {
    func ranks(_ values: [Double]) -> [Double] {
        let order = values.indices.sorted { values[$0] < values[$1] }
        var ranks = [Double](repeating: 0, count: values.count)
        var start = 0
        while start < order.count {
            var end = start
            while end + 1 < order.count, values[order[end + 1]] == values[order[start]] { end += 1 }
            for index in start...end { ranks[order[index]] = Double(start + end) / 2 }
            start = end + 1
        }
        return ranks
    }
    let (x, y) = (ranks(a), ranks(b))
    let (mx, my) = (x.reduce(0, +) / Double(x.count), y.reduce(0, +) / Double(y.count))
    var (sxy, sxx, syy) = (0.0, 0.0, 0.0)
    for (u, v) in zip(x, y) { sxy += (u - mx) * (v - my); sxx += (u - mx) * (u - mx); syy += (v - my) * (v - my) }
    return sxy / (sxx * syy).squareRoot()
}

func distance(from point: (Double, Double), to segment: (Double, Double, Double, Double)) -> Double {
    let (x1, y1, x2, y2) = segment
    let dx = x2 - x1, dy = y2 - y1
    let length = dx * dx + dy * dy
    let t = length == 0 ? 0 : max(0, min(1, ((point.0 - x1) * dx + (point.1 - y1) * dy) / length))
    let px = x1 + t * dx - point.0, py = y1 + t * dy - point.1
    return (px * px + py * py).squareRoot()
}

/// CIE L*a*b* (D65) of an sRGB `#rrggbb` colour.
struct CIELab {
    var l: Double, a: Double, b: Double

    init?(hex: String) {
        guard hex.hasPrefix("#"), hex.count == 7, let value = Int(hex.dropFirst(), radix: 16) else { return nil }
        func linear(_ byte: Int) -> Double {
            let c = Double(byte) / 255
            return c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
        }
        let r = linear(value >> 16), g = linear((value >> 8) & 0xFF), b = linear(value & 0xFF)
        let x = (0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.95047
        let y = 0.2126 * r + 0.7152 * g + 0.0722 * b
        let z = (0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.08883
        func f(_ t: Double) -> Double { t > 216.0 / 24389 ? cbrt(t) : (24389.0 / 27 * t + 16) / 116 }
        l = 116 * f(y) - 16
        a = 500 * (f(x) - f(y))
        self.b = 200 * (f(y) - f(z))
    }
}

/// Text extents, as the suite's comment states them.
enum TextExtent {
    static func advance(_ scalar: Unicode.Scalar) -> Double {
        if " !'(),-./:;IJ[\\]`_|fijlrt\u{B7}\u{B0}\u{2013}".unicodeScalars.contains(scalar) { return 0.50 }
        if ("a"..."z").contains(scalar) && scalar != "m" && scalar != "w" { return 0.72 }
        if "0123456789$?*\"{}\u{221A}\u{3B6}".unicodeScalars.contains(scalar) { return 0.72 }
        if ("A"..."Z").contains(scalar) && scalar != "M" && scalar != "W" { return 0.86 }
        if "#+<=>^~\u{2265}\u{2264}\u{2212}\u{2192}\u{D7}\u{B1}\u{3C0}".unicodeScalars.contains(scalar) { return 0.86 }
        return 1.11
    }

    static func box(of text: SVGElement) -> Box {
        let size = Double(text["font-size"] ?? "") ?? 16
        let width = text.text.unicodeScalars.reduce(0) { $0 + advance($1) } * size
        let x = Double(text["x"] ?? "0") ?? 0, y = Double(text["y"] ?? "0") ?? 0
        let left = switch text["text-anchor"] {
        case "middle": x - width / 2
        case "end": x - width
        default: x
        }
        let halo = text["paint-order"] == "stroke" ? (Double(text["stroke-width"] ?? "0") ?? 0) / 2 : 0
        var box = Box(x: left - halo, y: y - 0.80 * size - halo, width: width + 2 * halo, height: 1.05 * size + 2 * halo)
        // rotate(angle cx cy): the box of the rotated corners.
        if let transform = text["transform"], transform.hasPrefix("rotate(") {
            let numbers = transform.dropFirst(7).dropLast().split(whereSeparator: { $0 == " " || $0 == "," }).compactMap { Double($0) }
            let angle = (numbers.first ?? 0) * .pi / 180
            let cx = numbers.count == 3 ? numbers[1] : 0, cy = numbers.count == 3 ? numbers[2] : 0
            let corners = [(box.x, box.y), (box.maxX, box.y), (box.x, box.maxY), (box.maxX, box.maxY)].map { px, py in
                (cx + (px - cx) * cos(angle) - (py - cy) * sin(angle), cy + (px - cx) * sin(angle) + (py - cy) * cos(angle))
            }
            let xs = corners.map(\.0), ys = corners.map(\.1)
            box = Box(x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
        }
        return box
    }
}

struct Box: CustomStringConvertible {
    var x: Double, y: Double, width: Double, height: Double
    var maxX: Double { x + width }
    var maxY: Double { y + height }

    /// With 0.01 px for the two decimals coordinates are written with.
    func contains(_ px: Double, _ py: Double) -> Bool {
        px >= x - 0.01 && px <= maxX + 0.01 && py >= y - 0.01 && py <= maxY + 0.01
    }

    func contains(_ other: Box) -> Bool {
        contains(other.x, other.y) && contains(other.maxX, other.maxY)
    }

    func overlaps(_ other: Box) -> Bool {
        x < other.maxX - 0.01 && other.x < maxX - 0.01 && y < other.maxY - 0.01 && other.y < maxY - 0.01
    }

    var description: String {
        String(format: "(%.1f, %.1f, %.1f × %.1f)", x, y, width, height)
    }
}

/// The layout rules of the suite's comment, as a list of violations.
enum SVGLayoutCheck {
    enum Region { case top, chart(Box), plot(Box), legend(Box) }

    static func problems(in svg: SVGElement) -> [String] {
        var problems: [String] = []
        guard let width = Double(svg["width"] ?? ""), let height = Double(svg["height"] ?? "") else {
            return ["the svg has no numeric width and height"]
        }
        let canvas = Box(x: 0, y: 0, width: width, height: height)
        var texts: [(String, Box)] = []
        var regions: [(String, Box)] = []

        func visit(_ element: SVGElement, in region: Region) {
            switch element.name {
            case "title": return
            case "g":
                var inner = region
                if let kind = element["class"], ["chart", "plot", "legend"].contains(kind) {
                    guard let box = element.dataBox else {
                        problems.append("a \(kind) group without a data-box")
                        return
                    }
                    switch (kind, region) {
                    case ("chart", .top), ("legend", .top):
                        if !canvas.contains(box) { problems.append("\(kind) \(box) is not on the canvas") }
                        regions.append((kind, box))
                    case ("plot", .chart(let chart)):
                        if !chart.contains(box) { problems.append("plot \(box) is not inside its chart \(chart)") }
                    default:
                        problems.append("a \(kind) group inside \(region)")
                    }
                    inner = kind == "chart" ? .chart(box) : kind == "plot" ? .plot(box) : .legend(box)
                }
                for child in element.children { visit(child, in: inner) }
            case "text":
                let box = TextExtent.box(of: element)
                texts.append((element.text, box))
                if !canvas.contains(box) { problems.append("label '\(element.text)' \(box) leaves the canvas") }
                switch region {
                case .plot(let area), .chart(let area), .legend(let area):
                    if !area.contains(box) { problems.append("label '\(element.text)' \(box) leaves its box \(area)") }
                case .top:
                    break
                }
            case "line", "path", "polygon", "rect", "circle":
                if element.name == "rect", element["class"] == "background", case .top = region {
                    let box = element.rectBox
                    if box.x != 0 || box.y != 0 || box.width != width || box.height != height {
                        problems.append("the background \(box) is not the canvas")
                    }
                    return
                }
                switch region {
                case .plot(let area), .legend(let area):
                    for (x, y) in element.extremePoints where !area.contains(x, y) {
                        problems.append("a \(element.name) reaches (\(x), \(y)), outside its box \(area)")
                        break
                    }
                case .top, .chart:
                    problems.append("a \(element.name) outside any plot or legend")
                }
            default:
                problems.append("an element the check does not know: <\(element.name)>")
            }
        }
        for child in svg.children { visit(child, in: .top) }

        for (index, (kind, box)) in regions.enumerated() {
            for (otherKind, other) in regions[(index + 1)...] where box.overlaps(other) {
                problems.append("\(kind) \(box) overlaps \(otherKind) \(other)")
            }
        }
        // Top-level labels (the title lines) stay clear of every chart and legend.
        let topTexts = svg.children.filter { $0.name == "text" }.map { TextExtent.box(of: $0) }
        for text in topTexts {
            for (kind, box) in regions where text.overlaps(box) {
                problems.append("a title line \(text) overlaps \(kind) \(box)")
            }
        }
        for (index, (text, box)) in texts.enumerated() {
            for (otherText, other) in texts[(index + 1)...] where box.overlaps(other) {
                problems.append("labels '\(text)' \(box) and '\(otherText)' \(other) overlap")
            }
        }
        // Every chart numbers its y axis (tick labels are end-anchored).
        for chart in svg.all({ $0["class"] == "chart" }) {
            let yLabels = chart.children.filter { $0.name == "text" && $0["text-anchor"] == "end" }
            if yLabels.count < 2 { problems.append("a chart with \(yLabels.count) y axis numbers") }
        }
        return problems
    }
}

/// A parsed SVG element: name, attributes, children and text.
final class SVGElement {
    let name: String
    let attributes: [String: String]
    var children: [SVGElement] = []
    var text = ""

    init(name: String, attributes: [String: String]) {
        self.name = name
        self.attributes = attributes
    }

    subscript(_ attribute: String) -> String? { attributes[attribute] }

    static func parse(_ text: String) throws -> SVGElement {
        let builder = Builder()
        let parser = XMLParser(data: Data(text.utf8))
        parser.delegate = builder
        guard parser.parse(), let root = builder.root else {
            throw ParseFailure(reason: String(describing: parser.parserError))
        }
        return root
    }

    struct ParseFailure: Error { var reason: String }

    func first(_ matching: (SVGElement) -> Bool) -> SVGElement? {
        if matching(self) { return self }
        for child in children { if let found = child.first(matching) { return found } }
        return nil
    }

    func all(_ matching: (SVGElement) -> Bool) -> [SVGElement] {
        (matching(self) ? [self] : []) + children.flatMap { $0.all(matching) }
    }

    var allTexts: [SVGElement] { all { $0.name == "text" } }

    var dataBox: Box? {
        let numbers = (self["data-box"] ?? "").split(separator: " ").compactMap { Double($0) }
        guard numbers.count == 4 else { return nil }
        return Box(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3])
    }

    func number(_ attribute: String) -> Double { Double(self[attribute] ?? "") ?? .nan }

    var rectBox: Box { Box(x: number("x"), y: number("y"), width: number("width"), height: number("height")) }

    var lineSegment: (Double, Double, Double, Double) { (number("x1"), number("y1"), number("x2"), number("y2")) }

    /// The points a shape reaches: a line's ends, a path's or polygon's
    /// vertices, a rectangle's corners, a circle's extremes.
    var extremePoints: [(Double, Double)] {
        switch name {
        case "line": return [(number("x1"), number("y1")), (number("x2"), number("y2"))]
        case "rect":
            let box = rectBox
            return [(box.x, box.y), (box.maxX, box.maxY)]
        case "circle":
            let cx = number("cx"), cy = number("cy"), r = number("r")
            return [(cx - r, cy), (cx + r, cy), (cx, cy - r), (cx, cy + r)]
        case "polygon": return polygonPoints
        case "path":
            let numbers = (self["d"] ?? "").split(whereSeparator: { " ,MLZ".contains($0) }).compactMap { Double($0) }
            return stride(from: 0, to: numbers.count - 1, by: 2).map { (numbers[$0], numbers[$0 + 1]) }
        default: return []
        }
    }

    var polygonPoints: [(Double, Double)] {
        let numbers = (self["points"] ?? "").split(whereSeparator: { $0 == " " || $0 == "," }).compactMap { Double($0) }
        return stride(from: 0, to: numbers.count - 1, by: 2).map { (numbers[$0], numbers[$0 + 1]) }
    }


    private final class Builder: NSObject, XMLParserDelegate {
        var root: SVGElement?
        var stack: [SVGElement] = []

        func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
                    attributes: [String: String] = [:]) {
            let element = SVGElement(name: name, attributes: attributes)
            if let parent = stack.last { parent.children.append(element) } else { root = element }
            stack.append(element)
        }

        func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
            stack.removeLast()
        }

        func parser(_ parser: XMLParser, foundCharacters string: String) {
            stack.last?.text += string
        }
    }
}

/// A decision map's cell, a rectangle or a convex polygon, with its
/// coordinates parsed once: a map is looked up at some 2,000 points among
/// hundreds of cells, and parsing the attributes at each look-up would take
/// most of the suite's time.
struct MapCell {
    let element: SVGElement
    let bounds: Box
    /// The vertices of a polygon; nil for a rectangle.
    let polygon: [(Double, Double)]?

    init?(_ element: SVGElement) {
        self.element = element
        switch element.name {
        case "rect":
            bounds = element.rectBox
            polygon = nil
        case "polygon":
            let points = element.polygonPoints
            guard let minX = points.map(\.0).min(), let maxX = points.map(\.0).max(),
                  let minY = points.map(\.1).min(), let maxY = points.map(\.1).max() else { return nil }
            bounds = Box(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
            polygon = points
        default: return nil
        }
    }

    /// Whether the cell covers the point.
    func contains(_ x: Double, _ y: Double) -> Bool {
        guard bounds.contains(x, y) else { return false }
        guard let points = polygon else { return true }
        var positive = false, negative = false
        for (p, q) in zip(points, points.dropFirst() + points.prefix(1)) {
            let cross = (q.0 - p.0) * (y - p.1) - (q.1 - p.1) * (x - p.0)
            if cross > 1e-9 { positive = true }
            if cross < -1e-9 { negative = true }
        }
        return !(positive && negative)
    }
}
