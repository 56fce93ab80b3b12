/// A plot area and its data ranges: maps data to pixels and draws axes.
struct ChartFrame {
    var x: Double, y: Double, width: Double, height: Double
    var xRange: ClosedRange<Double>
    var yRange: ClosedRange<Double>

    func px(_ value: Double) -> Double {
        x + (value - xRange.lowerBound) / span(xRange) * width
    }

    func py(_ value: Double) -> Double {
        y + height - (value - yRange.lowerBound) / span(yRange) * height
    }

    private func span(_ range: ClosedRange<Double>) -> Double {
        range.upperBound > range.lowerBound ? range.upperBound - range.lowerBound : 1
    }

    /// Grid lines, tick labels and axis titles.
    func drawAxes(
        _ svg: inout SVGWriter, xTicks: [Double], yTicks: [Double],
        xTitle: String?, yTitle: String?, fontSize: Double = 11, grid: Bool = true
    ) {
        let small = SVGWriter.number(fontSize)
        for tick in yTicks {
            let ty = SVGWriter.number(py(tick))
            if grid {
                svg.element("line", ["x1": SVGWriter.number(x), "x2": SVGWriter.number(x + width),
                                     "y1": ty, "y2": ty, "stroke": Palette.grid, "stroke-width": "1"])
            }
            svg.element("text", ["x": SVGWriter.number(x - 6), "y": SVGWriter.number(py(tick) + fontSize * 0.35),
                                 "text-anchor": "end", "font-size": small, "fill": Palette.muted],
                        text: tickLabel(tick))
        }
        for tick in xTicks {
            let tx = SVGWriter.number(px(tick))
            if grid {
                svg.element("line", ["x1": tx, "x2": tx, "y1": SVGWriter.number(y), "y2": SVGWriter.number(y + height),
                                     "stroke": Palette.grid, "stroke-width": "1"])
            }
            svg.element("text", ["x": tx, "y": SVGWriter.number(y + height + fontSize + 4),
                                 "text-anchor": "middle", "font-size": small, "fill": Palette.muted],
                        text: tickLabel(tick))
        }
        svg.element("rect", ["x": SVGWriter.number(x), "y": SVGWriter.number(y), "width": SVGWriter.number(width),
                             "height": SVGWriter.number(height), "fill": "none", "stroke": Palette.axis,
                             "stroke-width": "1"])
        if let xTitle {
            svg.element("text", ["x": SVGWriter.number(x + width / 2), "y": SVGWriter.number(y + height + fontSize * 2 + 10),
                                 "text-anchor": "middle", "font-size": SVGWriter.number(fontSize + 1), "fill": Palette.text],
                        text: xTitle)
        }
        if let yTitle {
            let cx = SVGWriter.number(x - 44), cy = SVGWriter.number(y + height / 2)
            svg.element("text", ["x": cx, "y": cy, "transform": "rotate(-90 \(cx) \(cy))", "text-anchor": "middle",
                                 "font-size": SVGWriter.number(fontSize + 1), "fill": Palette.text], text: yTitle)
        }
    }
}
