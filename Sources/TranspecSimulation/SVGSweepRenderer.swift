import Foundation
import TranspecRuntime

/// The decision map as a heat map: releases that complete in teal, those
/// that cancel in coral, each on a ramp from dark (quick to rest) to light
/// (slow); the rule's boundary drawn over it, axes, and a legend.
///
/// The colour at every point is the decision at that point: the plot spans
/// exactly the sweep's ranges, each cell is its sample's share of the plane,
/// and a cell that a boundary line crosses is cut along it, each piece
/// coloured by the decision (and time) at its own centre.
package enum SVGSweepRenderer {
    static let margin = 24.0
    static let plotWidth = 520.0, plotHeight = 420.0
    static let legendGap = 36.0
    static let swatches = 8, swatchWidth = 18.0

    package static func render(_ result: SweepResult) -> String {
        let p = result.request.progress, v = result.request.velocity
        let subtitle = "Colour = \(result.detentStops.isEmpty ? "decision" : "detent"), shade = time until at rest (\(result.progressValues.count) × "
            + "\(result.velocityValues.count) releases). D = \(result.distance.compactDescription) pt."
        let title = result.detentStops.isEmpty
            ? "\(result.transition): complete or cancel?"
            : "\(result.transition): which detent?" + (result.detentStart.map { " (drags from \($0.name))" } ?? "")
        let xTicks = AxisTicks(p, count: 10), yTicks = AxisTicks(v, count: 8)
        let yTitleX = margin + TextMetrics.ascent * 12
        let plotX = max(86, margin + ChartFrame.yTitleBand(fontSize: 12) + 8
                            + ChartFrame.yTickLabelWidth(yTicks, fontSize: 11) + ChartFrame.tickGap)
        let frame = ChartFrame(x: plotX, y: 84, width: plotWidth, height: plotHeight, xRange: p, yRange: v)
        let chartRight = frame.x + frame.width + max(frame.xTickOverhang(xTicks, fontSize: 11), 0) + 4
        let chartBox = SVGBox(x: margin, y: 70, width: chartRight - margin,
                              height: frame.xTitleBaseline(fontSize: 11) + TextMetrics.descent * 12 + 2 - 70)

        let slowest = max(result.maxSettleTime, 0.001)
        let legend = Legend(slowest: slowest, kinds: kindsPresent(result.guides), ramps: ramps(result))
        // Guide labels that find no room in the plot are listed in the legend.
        let guides = GuideLayout(result.guides, in: frame)
        var legendItems = legend
        legendItems.unplaced = guides.unplaced
        let legendX = chartBox.maxX + legendGap
        let legendBox = legendItems.box(x: legendX, y: frame.y)

        let titleWidth = max(TextMetrics.width(title, size: 18), TextMetrics.width(subtitle, size: 12))
        let width = max(820, legendBox.maxX + margin, titleWidth + 2 * margin).rounded(.up)
        let height = max(chartBox.maxY, legendBox.maxY).rounded(.up) + margin

        var svg = SVGWriter(width: width, height: height, title: "\(result.transition) release decision map")
        svg.element("rect", ["class": "background", "x": "0", "y": "0", "width": SVGWriter.number(width),
                             "height": SVGWriter.number(height), "fill": Palette.background])
        svg.element("text", ["x": SVGWriter.number(margin), "y": "32", "font-size": "18", "font-weight": "600",
                             "fill": Palette.text], text: title)
        svg.element("text", ["x": SVGWriter.number(margin), "y": "54", "font-size": "12", "fill": Palette.muted],
                    text: subtitle)

        svg.open("g", ["class": "chart", "data-box": chartBox.attribute])
        frame.openPlot(&svg)
        drawCells(&svg, result, in: frame, guides: guides.segments, slowest: slowest)
        guides.draw(&svg)
        frame.drawFrame(&svg)
        svg.close()
        frame.drawTickLabels(&svg, xTicks: xTicks, yTicks: yTicks)
        frame.drawTitles(&svg, xTitle: "progress at release", yTitle: "velocity at release (pt/s, + toward the edge)",
                         yTitleX: yTitleX)
        svg.close()
        legendItems.draw(&svg, in: legendBox)
        return svg.finish()
    }

    /// The fill for a release: its decision's ramp, lighter for a longer
    /// time until at rest (the palest for one that never rests).
    static func fill(_ decision: ReleaseDecision, settle: Double, slowest: Double) -> String {
        fill(decision == .complete ? SVGColorRamp.complete : SVGColorRamp.cancel, settle: settle, slowest: slowest)
    }

    static func fill(_ ramp: SVGColorRamp, settle: Double, slowest: Double) -> String {
        ramp.color(at: settle.isFinite ? settle / slowest : 1)
    }

    /// A cell's fill: its decision's ramp, or on a detent sheet its stop's.
    static func fill(_ cell: SweepCell, _ result: SweepResult, slowest: Double) -> String {
        guard let stop = cell.stop else { return fill(cell.decision, settle: cell.settleTime, slowest: slowest) }
        return fill(stopRamp(stop, of: result.detentStops.count), settle: cell.settleTime, slowest: slowest)
    }

    /// Stops in hues spread evenly around the circle, from blue.
    static func stopRamp(_ index: Int, of count: Int) -> SVGColorRamp {
        SVGColorRamp(hue: (250 + 360 * Double(index) / Double(max(count, 1))).truncatingRemainder(dividingBy: 360))
    }

    /// The legend's ramps: complete and cancel, or one per stop.
    static func ramps(_ result: SweepResult) -> [(label: String, ramp: SVGColorRamp)] {
        guard !result.detentStops.isEmpty else { return [("complete", .complete), ("cancel", .cancel)] }
        return result.detentStops.enumerated().map { ($1.name, stopRamp($0, of: result.detentStops.count)) }
    }

    // MARK: Cells

    /// Each cell spans from halfway to its neighbours' samples (to the
    /// range's end for the outer ones). A cell a boundary crosses is cut
    /// into pieces along it; each piece is coloured by the release at its
    /// centroid, so no colour shows on the wrong side of a line.
    static func drawCells(_ svg: inout SVGWriter, _ result: SweepResult, in frame: ChartFrame,
                          guides: [Segment], slowest: Double) {
        func edges(_ values: [Double], _ toPixel: (Double) -> Double) -> [Double] {
            let middles = zip(values, values.dropFirst()).map { toPixel(($0 + $1) / 2) }
            return [toPixel(values.first!)] + middles + [toPixel(values.last!)]
        }
        let xs = edges(result.progressValues, frame.px), ys = edges(result.velocityValues, frame.py)
        svg.open("g", ["class": "cells", "shape-rendering": "crispEdges"])
        for (row, cells) in result.cells.enumerated() {
            // Rows go up the page as velocity grows.
            let top = ys[row + 1], bottom = ys[row]
            for (column, cell) in cells.enumerated() {
                let left = xs[column], right = xs[column + 1]
                let rect = Polygon(points: [(left, top), (right, top), (right, bottom), (left, bottom)])
                let crossing = guides.filter { rect.box.crosses($0.x1, $0.y1, $0.x2, $0.y2) }
                if crossing.isEmpty {
                    // One piece: its centre is the sample, unless the cell is
                    // an outer half cell.
                    let centre = frame.value(atX: (left + right) / 2, y: (top + bottom) / 2)
                    let atSample = abs(centre.x - cell.progress) < 1e-12 && abs(centre.y - cell.velocity) < 1e-9
                    let outcome = atSample ? cell
                        : Sweep.outcome(result, progress: centre.x, velocity: centre.y)
                    svg.element("rect", ["x": SVGWriter.number(left), "y": SVGWriter.number(top),
                                         "width": SVGWriter.number(right - left), "height": SVGWriter.number(bottom - top),
                                         "fill": fill(outcome, result, slowest: slowest)])
                    continue
                }
                var pieces = [rect]
                for guide in crossing {
                    pieces = pieces.flatMap { $0.split(alongLineThrough: guide) }
                }
                for piece in pieces where piece.area > 1e-6 {
                    let centroid = piece.centroid
                    let at = frame.value(atX: centroid.x, y: centroid.y)
                    let outcome = Sweep.outcome(result, progress: at.x, velocity: at.y)
                    svg.element("polygon", ["points": piece.attribute,
                                            "fill": fill(outcome, result, slowest: slowest)])
                }
            }
        }
        svg.close()
    }

    /// A line segment in pixels.
    struct Segment {
        var x1: Double, y1: Double, x2: Double, y2: Double
    }

    /// A convex polygon in pixels.
    struct Polygon {
        var points: [(x: Double, y: Double)]

        var box: SVGBox {
            let xs = points.map(\.x), ys = points.map(\.y)
            return SVGBox(x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
        }

        var area: Double { abs(signedArea) }

        private var signedArea: Double {
            zip(points, points.dropFirst() + points.prefix(1)).reduce(0) { $0 + ($1.0.x * $1.1.y - $1.1.x * $1.0.y) } / 2
        }

        var centroid: (x: Double, y: Double) {
            let a = signedArea
            guard abs(a) > 1e-12 else {
                return (points.map(\.x).reduce(0, +) / Double(points.count), points.map(\.y).reduce(0, +) / Double(points.count))
            }
            var cx = 0.0, cy = 0.0
            for (p, q) in zip(points, points.dropFirst() + points.prefix(1)) {
                let cross = p.x * q.y - q.x * p.y
                cx += (p.x + q.x) * cross
                cy += (p.y + q.y) * cross
            }
            return (cx / (6 * a), cy / (6 * a))
        }

        var attribute: String {
            points.map { SVGWriter.number($0.x) + "," + SVGWriter.number($0.y) }.joined(separator: " ")
        }

        /// The parts on either side of the line through `segment`
        /// (Sutherland–Hodgman against each half-plane).
        func split(alongLineThrough segment: Segment) -> [Polygon] {
            let dx = segment.x2 - segment.x1, dy = segment.y2 - segment.y1
            func side(_ point: (x: Double, y: Double)) -> Double {
                dx * (point.y - segment.y1) - dy * (point.x - segment.x1)
            }
            func keep(_ sign: Double) -> Polygon {
                var out: [(x: Double, y: Double)] = []
                for (p, q) in zip(points, points.dropFirst() + points.prefix(1)) {
                    let sp = side(p) * sign, sq = side(q) * sign
                    if sp >= 0 { out.append(p) }
                    if (sp > 0 && sq < 0) || (sp < 0 && sq > 0) {
                        let t = sp / (sp - sq)
                        out.append((p.x + t * (q.x - p.x), p.y + t * (q.y - p.y)))
                    }
                }
                return Polygon(points: out)
            }
            return [keep(1), keep(-1)].filter { $0.points.count >= 3 }
        }
    }

    // MARK: Guides

    static func dash(_ kind: SweepGuide.Kind) -> String? {
        switch kind {
        case .flick: nil
        case .detent: "2 3"
        default: "6 4"
        }
    }

    static func kindsPresent(_ guides: [SweepGuide]) -> [SweepGuide.Kind] {
        [.threshold, .flick, .projection, .condition, .detent].filter { kind in guides.contains { $0.kind == kind } }
    }

    /// The guides in pixels, and a label for each distinct guide text,
    /// placed inside the plot clear of other labels.
    struct GuideLayout {
        var lines: [(segment: Segment, kind: SweepGuide.Kind)] = []
        var labels: [PlacedLabel] = []
        var unplaced: [(label: String, kind: SweepGuide.Kind)] = []

        var segments: [Segment] { lines.map(\.segment) }

        init(_ guides: [SweepGuide], in frame: ChartFrame) {
            lines = guides.map { guide in
                (Segment(x1: frame.px(guide.from.progress), y1: frame.py(guide.from.velocity),
                         x2: frame.px(guide.to.progress), y2: frame.py(guide.to.velocity)), guide.kind)
            }
            var placer = LabelPlacer(region: frame.box.inset(by: 2))
            let all = lines.map { ($0.segment.x1, $0.segment.y1, $0.segment.x2, $0.segment.y2) }
            var seen = Set<String>()
            for guide in guides where seen.insert(guide.label).inserted {
                let own = zip(guides, lines).filter { $0.0.label == guide.label }.map(\.1.segment)
                let candidates = own.flatMap(Self.candidates)
                if let placed = placer.place(guide.label, size: 11, halo: 3, candidates: candidates, avoiding: all) {
                    labels.append(placed)
                } else {
                    unplaced.append((guide.label, guide.kind))
                }
            }
        }

        /// Beside each end and the middle of a segment, on either side.
        static func candidates(_ s: Segment) -> [(x: Double, y: Double, anchor: String)] {
            let size = 11.0, up = 5.0, down = 5 + TextMetrics.ascent * size
            if s.y1 == s.y2 {
                let left = min(s.x1, s.x2), right = max(s.x1, s.x2), middle = (left + right) / 2
                return [(right - 6, s.y1 - up, "end"), (right - 6, s.y1 + down, "end"),
                        (left + 6, s.y1 - up, "start"), (left + 6, s.y1 + down, "start"),
                        (middle, s.y1 - up, "middle"), (middle, s.y1 + down, "middle")]
            }
            let top = min(s.y1, s.y2), bottom = max(s.y1, s.y2)
            if s.x1 == s.x2 {
                let x = s.x1, middle = (top + bottom) / 2 + size * 0.35
                let high = top + 6 + TextMetrics.ascent * size, low = bottom - 6
                return [(x + 5, high, "start"), (x - 5, high, "end"), (x + 5, low, "start"), (x - 5, low, "end"),
                        (x + 5, middle, "start"), (x - 5, middle, "end")]
            }
            // A slanted line: beside points along it, on either side.
            return [0.5, 0.15, 0.85].flatMap { t -> [(x: Double, y: Double, anchor: String)] in
                let x = s.x1 + t * (s.x2 - s.x1), y = s.y1 + t * (s.y2 - s.y1)
                return [(x + 6, y - 6, "start"), (x - 6, y + 6 + TextMetrics.ascent * size, "end"),
                        (x - 6, y - 6, "end"), (x + 6, y + 6 + TextMetrics.ascent * size, "start")]
            }
        }

        func draw(_ svg: inout SVGWriter) {
            for (segment, kind) in lines {
                let line = ["x1": SVGWriter.number(segment.x1), "y1": SVGWriter.number(segment.y1),
                            "x2": SVGWriter.number(segment.x2), "y2": SVGWriter.number(segment.y2)]
                // A white halo keeps the line readable over both hues.
                svg.element("line", line.merging(["stroke": "#ffffff", "stroke-width": "4", "stroke-opacity": "0.85"]) { $1 })
                var attributes = line.merging(["stroke": "#1d2433", "stroke-width": "1.6"]) { $1 }
                if let dash = dash(kind) { attributes["stroke-dasharray"] = dash }
                svg.element("line", attributes)
            }
            for label in labels {
                svg.element("text", ["x": SVGWriter.number(label.x), "y": SVGWriter.number(label.y),
                                     "font-size": "11", "font-weight": "600", "fill": "#1d2433",
                                     "text-anchor": label.anchor,
                                     "paint-order": "stroke", "stroke": "#ffffff", "stroke-width": "3"], text: label.text)
            }
        }
    }

    // MARK: Legend

    /// The two ramps with their time scale, then one line sample per kind
    /// of rule line the map shows (and any line label the plot had no room
    /// for).
    struct Legend {
        var slowest: Double
        var kinds: [SweepGuide.Kind]
        var ramps: [(label: String, ramp: SVGColorRamp)]
        var unplaced: [(label: String, kind: SweepGuide.Kind)] = []

        static let heading = "time until at rest"

        var slowestText: String {
            (slowest < 1000 ? FixedDecimal.printf(slowest, decimals: 2) : slowest.compactDescription) + " s"
        }

        static func describe(_ kind: SweepGuide.Kind) -> String {
            switch kind {
            case .threshold: "position threshold"
            case .flick: "flick velocity"
            case .projection: "projected threshold"
            case .condition: "anyOf entry"
            case .detent: "detent"
            }
        }

        var lineItems: [(text: String, kind: SweepGuide.Kind)] {
            kinds.map { (Self.describe($0), $0) } + unplaced.map { ($0.label, $0.kind) }
        }

        func box(x: Double, y: Double) -> SVGBox {
            let texts = [TextMetrics.width(Self.heading, size: 12)]
                + ramps.map { TextMetrics.width($0.label, size: 12) }
                + [Double(SVGSweepRenderer.swatches) * SVGSweepRenderer.swatchWidth,
                         TextMetrics.width("0 s", size: 10) + 8 + TextMetrics.width(slowestText, size: 10)]
                + lineItems.map { 36 + TextMetrics.width($0.text, size: 11) }
            // The last line item's text, or the ramps' time labels.
            let rampsHeight = Double(ramps.count) * 66
            let height = lineItems.isEmpty ? rampsHeight + 14 : rampsHeight + 47 + Double(lineItems.count - 1) * 20
            return SVGBox(x: x, y: y, width: texts.max()!.rounded(.up) + 2, height: height)
        }

        func draw(_ svg: inout SVGWriter, in box: SVGBox) {
            let x = box.x, y = box.y + 12
            svg.open("g", ["class": "legend", "data-box": box.attribute])
            svg.element("text", ["x": SVGWriter.number(x), "y": SVGWriter.number(y), "font-size": "12",
                                 "font-weight": "600", "fill": Palette.text], text: Self.heading)
            for (index, ramp) in ramps.enumerated() {
                let top = y + 22 + Double(index) * 66
                svg.element("text", ["x": SVGWriter.number(x), "y": SVGWriter.number(top + 4), "font-size": "12",
                                     "fill": Palette.text], text: ramp.label)
                svg.open("g", ["class": "ramp", "data-decision": ramp.label])
                for step in 0..<SVGSweepRenderer.swatches {
                    let fraction = Double(step) / Double(SVGSweepRenderer.swatches - 1)
                    svg.element("rect", ["x": SVGWriter.number(x + Double(step) * SVGSweepRenderer.swatchWidth),
                                         "y": SVGWriter.number(top + 12), "width": SVGWriter.number(SVGSweepRenderer.swatchWidth),
                                         "height": "16",
                                         "fill": fill(ramp.ramp, settle: fraction * slowest, slowest: slowest)])
                }
                svg.close()
                svg.element("text", ["x": SVGWriter.number(x), "y": SVGWriter.number(top + 42), "font-size": "10",
                                     "fill": Palette.muted], text: "0 s")
                let right = max(Double(SVGSweepRenderer.swatches) * SVGSweepRenderer.swatchWidth,
                                TextMetrics.width("0 s", size: 10) + 8 + TextMetrics.width(slowestText, size: 10))
                svg.element("text", ["x": SVGWriter.number(x + right),
                                     "y": SVGWriter.number(top + 42), "font-size": "10", "fill": Palette.muted,
                                     "text-anchor": "end"], text: slowestText)
            }
            for (index, item) in lineItems.enumerated() {
                let top = y + 28 + Double(ramps.count) * 66 + Double(index) * 20
                var line = ["x1": SVGWriter.number(x), "x2": SVGWriter.number(x + 28), "y1": SVGWriter.number(top),
                            "y2": SVGWriter.number(top), "stroke": "#1d2433", "stroke-width": "1.6"]
                if let dash = dash(item.kind) { line["stroke-dasharray"] = dash }
                svg.element("line", line)
                svg.element("text", ["x": SVGWriter.number(x + 36), "y": SVGWriter.number(top + 4), "font-size": "11",
                                     "fill": Palette.text], text: item.text)
            }
            svg.close()
        }
    }
}
