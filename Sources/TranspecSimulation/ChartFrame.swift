import Foundation

/// Tick values on an axis and the decimals their step needs.
struct AxisTicks {
    var values: [Double]
    var decimals: Int

    /// At least two ticks inside `range`, about `count`: the step is 1, 2
    /// or 5 × 10ⁿ, made smaller until two fit (a step chosen for `count`
    /// alone can leave a short range with one tick or none).
    init(_ range: ClosedRange<Double>, count: Int) {
        var target = max(count, 1)
        var values: [Double] = [], step = 1.0
        repeat {
            (values, step) = Self.ticks(range, count: target)
            target += 1
        } while values.count < 2 && target <= 40
        self.values = values
        // 0.5 needs one decimal, 0.25 two (steps are 1, 2 or 5 × 10ⁿ).
        self.decimals = step > 0 && step.isFinite ? min(max(Int((-log10(step) + 1e-9).rounded(.up)), 0), 9) : 2
    }

    func label(_ value: Double) -> String {
        FixedDecimal.trimmed(value, decimals: decimals)
    }

    var labels: [String] { values.map(label) }

    static func ticks(_ range: ClosedRange<Double>, count: Int) -> ([Double], Double) {
        let span = range.upperBound - range.lowerBound
        guard span > 0, span.isFinite else { return ([range.lowerBound], 0) }
        let raw = span / Double(max(count, 1))
        let magnitude = pow(10, floor(log10(raw)))
        let step = [1.0, 2, 5, 10].map { $0 * magnitude }.first { $0 >= raw } ?? raw
        var ticks: [Double] = []
        var index = (range.lowerBound / step).rounded(.up)
        while index * step <= range.upperBound + step * 1e-9 {
            let value = index * step
            ticks.append(abs(value) < step * 1e-9 ? 0 : value)
            index += 1
        }
        return (ticks, step)
    }
}

/// A plot area and its data ranges: maps data to pixels and draws the grid,
/// the frame, tick labels and axis titles. Everything drawn inside the plot
/// goes in a `<g class="plot">` whose `data-box` is the plot area, so the SVG
/// test can check that it stays inside.
struct ChartFrame {
    var x: Double, y: Double, width: Double, height: Double
    var xRange: ClosedRange<Double>
    var yRange: ClosedRange<Double>

    var box: SVGBox { SVGBox(x: x, y: y, width: width, height: height) }

    func px(_ value: Double) -> Double {
        x + (value - xRange.lowerBound) / span(xRange) * width
    }

    func py(_ value: Double) -> Double {
        y + height - (value - yRange.lowerBound) / span(yRange) * height
    }

    /// The data values at pixel (x, y).
    func value(atX pixelX: Double, y pixelY: Double) -> (x: Double, y: Double) {
        (xRange.lowerBound + (pixelX - x) / width * span(xRange),
         yRange.lowerBound + (y + height - pixelY) / height * span(yRange))
    }

    private func span(_ range: ClosedRange<Double>) -> Double {
        range.upperBound > range.lowerBound ? range.upperBound - range.lowerBound : 1
    }

    func openPlot(_ svg: inout SVGWriter) {
        svg.open("g", ["class": "plot", "data-box": box.attribute])
    }

    func drawGrid(_ svg: inout SVGWriter, xTicks: AxisTicks, yTicks: AxisTicks) {
        for tick in yTicks.values {
            let ty = SVGWriter.number(py(tick))
            svg.element("line", ["x1": SVGWriter.number(x), "x2": SVGWriter.number(x + width),
                                 "y1": ty, "y2": ty, "stroke": Palette.grid, "stroke-width": "1"])
        }
        for tick in xTicks.values {
            let tx = SVGWriter.number(px(tick))
            svg.element("line", ["x1": tx, "x2": tx, "y1": SVGWriter.number(y), "y2": SVGWriter.number(y + height),
                                 "stroke": Palette.grid, "stroke-width": "1"])
        }
    }

    func drawFrame(_ svg: inout SVGWriter) {
        svg.element("rect", ["x": SVGWriter.number(x), "y": SVGWriter.number(y), "width": SVGWriter.number(width),
                             "height": SVGWriter.number(height), "fill": "none", "stroke": Palette.axis,
                             "stroke-width": "1"])
    }

    // Where tick labels and titles go: the layouts size their margins from these.

    static let tickGap = 6.0
    static func yTickLabelWidth(_ ticks: AxisTicks, fontSize: Double) -> Double {
        ticks.labels.map { TextMetrics.width($0, size: fontSize) }.max() ?? 0
    }

    /// How far the x tick labels reach past the plot's right edge.
    func xTickOverhang(_ ticks: AxisTicks, fontSize: Double) -> Double {
        ticks.values.map { px($0) + TextMetrics.width(ticks.label($0), size: fontSize) / 2 - (x + width) }.max() ?? 0
    }

    func xTickBaseline(fontSize: Double) -> Double { y + height + fontSize + 4 }
    func xTitleBaseline(fontSize: Double) -> Double { y + height + fontSize * 2 + 12 }

    /// The y title's centre, `gap` left of the tick labels; rotated, it
    /// takes `TextMetrics.descent` em right of there.
    static func yTitleBand(fontSize: Double) -> Double { (TextMetrics.ascent + TextMetrics.descent) * fontSize }

    func drawTickLabels(_ svg: inout SVGWriter, xTicks: AxisTicks, yTicks: AxisTicks, fontSize: Double = 11) {
        let small = SVGWriter.number(fontSize)
        for tick in yTicks.values {
            svg.element("text", ["x": SVGWriter.number(x - Self.tickGap), "y": SVGWriter.number(py(tick) + fontSize * 0.35),
                                 "text-anchor": "end", "font-size": small, "fill": Palette.muted],
                        text: yTicks.label(tick))
        }
        for tick in xTicks.values {
            svg.element("text", ["x": SVGWriter.number(px(tick)), "y": SVGWriter.number(xTickBaseline(fontSize: fontSize)),
                                 "text-anchor": "middle", "font-size": small, "fill": Palette.muted],
                        text: xTicks.label(tick))
        }
    }

    /// Axis titles: the x title under the tick labels, the y title rotated
    /// with its centre at `yTitleX`.
    func drawTitles(_ svg: inout SVGWriter, xTitle: String, yTitle: String?, yTitleX: Double, fontSize: Double = 11) {
        let size = SVGWriter.number(fontSize + 1)
        svg.element("text", ["x": SVGWriter.number(x + width / 2), "y": SVGWriter.number(xTitleBaseline(fontSize: fontSize)),
                             "text-anchor": "middle", "font-size": size, "fill": Palette.text], text: xTitle)
        if let yTitle {
            let cx = SVGWriter.number(yTitleX), cy = SVGWriter.number(y + height / 2)
            svg.element("text", ["x": cx, "y": cy, "transform": "rotate(-90 \(cx) \(cy))", "text-anchor": "middle",
                                 "font-size": size, "fill": Palette.text], text: yTitle)
        }
    }
}
