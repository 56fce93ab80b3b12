import Foundation

/// The decision map as a heat map: complete cells teal, cancel cells
/// coral, darker for quicker settles; rule lines, axes and a legend.
public enum SVGSweepRenderer {
    static let completeHue = 168.0
    static let cancelHue = 10.0

    public static func render(_ result: SweepResult) -> String {
        let width = 820.0, height = 560.0
        var svg = SVGWriter(width: width, height: height, title: "\(result.transition) release decision map")
        svg.element("rect", ["x": "0", "y": "0", "width": "100%", "height": "100%", "fill": Palette.background])
        svg.element("text", ["x": "24", "y": "32", "font-size": "18", "font-weight": "600", "fill": Palette.text],
                    text: "\(result.transition): complete or cancel?")
        svg.element("text", ["x": "24", "y": "54", "font-size": "12", "fill": Palette.muted],
                    text: "Each cell is one release; colour = decision, shade = time until at rest. D = "
                        + "\(result.distance.compactDescription) pt.")
        let p = result.request.progress, v = result.request.velocity
        let columns = Double(result.progressValues.count), rows = Double(result.velocityValues.count)
        // Cells are centred on their sample; the plot spans half a cell beyond.
        let halfP = (p.upperBound - p.lowerBound) / (columns - 1) / 2
        let halfV = (v.upperBound - v.lowerBound) / (rows - 1) / 2
        let frame = ChartFrame(x: 86, y: 76, width: 520, height: 420,
                               xRange: (p.lowerBound - halfP)...(p.upperBound + halfP),
                               yRange: (v.lowerBound - halfV)...(v.upperBound + halfV))
        let slowest = max(result.maxSettleTime, 0.001)
        svg.open("g", ["shape-rendering": "crispEdges"])
        for cell in result.cells.joined() {
            let x0 = frame.px(cell.progress - halfP), x1 = frame.px(cell.progress + halfP)
            let y0 = frame.py(cell.velocity + halfV), y1 = frame.py(cell.velocity - halfV)
            svg.element("rect", ["x": SVGWriter.number(x0), "y": SVGWriter.number(y0),
                                 "width": SVGWriter.number(x1 - x0 + 0.5), "height": SVGWriter.number(y1 - y0 + 0.5),
                                 "fill": fill(cell.decision == .complete, settle: cell.settleTime, slowest: slowest)])
        }
        svg.close()
        frame.drawAxes(&svg, xTicks: niceTicks(p, count: 10), yTicks: niceTicks(v, count: 8),
                       xTitle: "progress at release", yTitle: "velocity at release (pt/s, + toward the edge)", grid: false)
        drawGuides(&svg, result.guides, in: frame)
        drawLegend(&svg, x: 640, y: 86, slowest: slowest)
        return svg.finish()
    }

    /// HSL: quick settles saturated and dark, slow ones pale.
    static func fill(_ complete: Bool, settle: Double, slowest: Double) -> String {
        let fraction = settle.isFinite ? min(max(settle / slowest, 0), 1) : 1
        let lightness = 32 + 42 * fraction
        let saturation = complete ? 62.0 : 72.0
        return "hsl(\(Int(complete ? completeHue : cancelHue)), \(Int(saturation))%, \(Int(lightness.rounded()))%)"
    }

    static func drawGuides(_ svg: inout SVGWriter, _ guides: [SweepGuide], in frame: ChartFrame) {
        var labelled = Set<String>()
        for guide in guides {
            let x1 = frame.px(guide.from.progress), y1 = frame.py(guide.from.velocity)
            let x2 = frame.px(guide.to.progress), y2 = frame.py(guide.to.velocity)
            let line = ["x1": SVGWriter.number(x1), "y1": SVGWriter.number(y1),
                        "x2": SVGWriter.number(x2), "y2": SVGWriter.number(y2)]
            // A white halo keeps the line readable over both hues.
            svg.element("line", line.merging(["stroke": "#ffffff", "stroke-width": "4", "stroke-opacity": "0.85"]) { $1 })
            svg.element("line", line.merging(["stroke": "#1d2433", "stroke-width": "1.6",
                                              "stroke-dasharray": guide.kind == .flick ? "none" : "6 4"]) { $1 })
            guard labelled.insert(guide.label).inserted else { continue }
            let horizontal = guide.isHorizontal
            svg.element("text", ["x": SVGWriter.number(horizontal ? x2 - 6 : x2 + 4),
                                 "y": SVGWriter.number(horizontal ? y2 - 6 : min(y1, y2) + 14),
                                 "font-size": "11", "font-weight": "600", "fill": "#1d2433",
                                 "text-anchor": horizontal ? "end" : "start",
                                 "paint-order": "stroke", "stroke": "#ffffff", "stroke-width": "3"], text: guide.label)
        }
    }

    static func drawLegend(_ svg: inout SVGWriter, x: Double, y: Double, slowest: Double) {
        svg.element("text", ["x": SVGWriter.number(x), "y": SVGWriter.number(y), "font-size": "12",
                             "font-weight": "600", "fill": Palette.text], text: "time until at rest")
        for (index, complete) in [true, false].enumerated() {
            let top = y + 22 + Double(index) * 66
            svg.element("text", ["x": SVGWriter.number(x), "y": SVGWriter.number(top + 4), "font-size": "12",
                                 "fill": Palette.text], text: complete ? "complete" : "cancel")
            let steps = 8
            for step in 0..<steps {
                let fraction = Double(step) / Double(steps - 1)
                svg.element("rect", ["x": SVGWriter.number(x + Double(step) * 18), "y": SVGWriter.number(top + 12),
                                     "width": "18", "height": "16",
                                     "fill": fill(complete, settle: fraction * slowest, slowest: slowest)])
            }
            svg.element("text", ["x": SVGWriter.number(x), "y": SVGWriter.number(top + 42), "font-size": "10",
                                 "fill": Palette.muted], text: "0 s")
            svg.element("text", ["x": SVGWriter.number(x + Double(steps) * 18), "y": SVGWriter.number(top + 42),
                                 "font-size": "10", "fill": Palette.muted, "text-anchor": "end"],
                        text: FixedDecimal.printf(slowest, decimals: 2) + " s")
        }
        let top = y + 160
        svg.element("line", ["x1": SVGWriter.number(x), "x2": SVGWriter.number(x + 28), "y1": SVGWriter.number(top),
                             "y2": SVGWriter.number(top), "stroke": "#1d2433", "stroke-width": "1.6",
                             "stroke-dasharray": "6 4"])
        svg.element("text", ["x": SVGWriter.number(x + 36), "y": SVGWriter.number(top + 4), "font-size": "11",
                             "fill": Palette.text], text: "position rule")
        svg.element("line", ["x1": SVGWriter.number(x), "x2": SVGWriter.number(x + 28), "y1": SVGWriter.number(top + 20),
                             "y2": SVGWriter.number(top + 20), "stroke": "#1d2433", "stroke-width": "1.6"])
        svg.element("text", ["x": SVGWriter.number(x + 36), "y": SVGWriter.number(top + 24), "font-size": "11",
                             "fill": Palette.text], text: "flick velocity")
    }
}
