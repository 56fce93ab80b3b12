import TranspecRuntime

/// Progress against time with the release points, threshold and target
/// marked, and below it small charts: the moving view's offset along and
/// across its travel for a drag in any direction, then each element channel.
///
/// The layout is sized from the text it holds (`TextMetrics`): margins
/// make room for the widest tick label, the canvas widens for a long
/// title or line label, and small charts go in one column when a channel's
/// name would not fit in two.
package enum SVGTimelineRenderer {
    static let minimumWidth = 760.0
    static let margin = 24.0
    static let mainHeight = 260.0
    static let smallHeight = 78.0
    static let columnGap = 28.0

    /// - Parameter timeAxis: the x axis title: what the times count from
    ///   (a release, a play from code, a trace's own clock).
    package static func render(_ timeline: Timeline, subtitle: String, timeAxis: String = "time after release (s)") -> String {
        let times = timeline.samples.map(\.t)
        let first = times.first ?? 0
        let span = max((times.last ?? first) - first, 0.05)
        // A little room each side, so a release dot at t = 0 is whole.
        let tRange = (first - span * 0.02)...(first + span * 1.02)
        let progress = timeline.samples.map(\.progress) + [0, 1] + [timeline.marks.threshold].compactMap { $0 }
        let pRange = padded((progress.min() ?? 0)...(progress.max() ?? 1))
        let xTicks = AxisTicks(tRange, count: 8), yTicks = AxisTicks(pRange, count: 5)

        // Lines labelled right of the plot.
        var sideLabels: [(text: String, value: Double, color: String)] = []
        if let threshold = timeline.marks.threshold {
            sideLabels.append(("threshold \(threshold.compactDescription)", threshold, Palette.threshold))
        }
        if let target = timeline.marks.target {
            sideLabels.append(("target \(target.compactDescription)", target, Palette.target))
        }
        let sideWidth = sideLabels.map { TextMetrics.width($0.text, size: 11) }.max() ?? 0

        let titleWidth = max(TextMetrics.width(timeline.title, size: 18), TextMetrics.width(subtitle, size: 12))
        let yTitleX = margin + TextMetrics.ascent * 12
        let plotX = max(72, margin + ChartFrame.yTitleBand(fontSize: 12) + 8
                            + ChartFrame.yTickLabelWidth(yTicks, fontSize: 11) + ChartFrame.tickGap)
        var width = max(minimumWidth, titleWidth + 2 * margin, plotX + 400 + 12 + sideWidth + margin)
        let smallLayout = SmallChartLayout(timeline, range: tRange, width: &width)
        width = width.rounded(.up)

        var main = ChartFrame(x: plotX, y: 80, width: 0, height: mainHeight, xRange: tRange, yRange: pRange)
        main.width = width - margin - sideWidth - 12 - plotX
        let mainBottom = main.xTitleBaseline(fontSize: 11) + TextMetrics.descent * 12 + 2
        let mainBox = SVGBox(x: margin, y: 64, width: width - 2 * margin, height: mainBottom - 64)
        let smallTop = mainBox.maxY + 16
        let height = (smallTop + smallLayout.height + margin / 2).rounded(.up)

        var svg = SVGWriter(width: width, height: height, title: "\(timeline.title) timeline")
        svg.element("rect", ["class": "background", "x": "0", "y": "0", "width": SVGWriter.number(width),
                             "height": SVGWriter.number(height), "fill": Palette.background])
        svg.element("text", ["x": SVGWriter.number(margin), "y": "32", "font-size": "18", "font-weight": "600",
                             "fill": Palette.text], text: timeline.title)
        svg.element("text", ["x": SVGWriter.number(margin), "y": "54", "font-size": "12", "fill": Palette.muted],
                    text: subtitle)

        svg.open("g", ["class": "chart", "data-box": mainBox.attribute])
        main.openPlot(&svg)
        main.drawGrid(&svg, xTicks: xTicks, yTicks: yTicks)
        for mark in sideLabels {
            var attributes = ["x1": SVGWriter.number(main.x), "x2": SVGWriter.number(main.x + main.width),
                              "y1": SVGWriter.number(main.py(mark.value)), "y2": SVGWriter.number(main.py(mark.value)),
                              "stroke": mark.color, "stroke-width": "1.5"]
            if mark.color == Palette.threshold { attributes["stroke-dasharray"] = "6 4" }
            svg.element("line", attributes)
        }
        svg.element("path", ["d": SVGWriter.path(timeline.samples.map { (main.px($0.t), main.py($0.progress)) }),
                             "fill": "none", "stroke": Palette.curve, "stroke-width": "2.5",
                             "stroke-linejoin": "round", "stroke-linecap": "round"])
        for release in timeline.marks.releases {
            svg.element("circle", ["cx": SVGWriter.number(main.px(release.t)), "cy": SVGWriter.number(main.py(release.progress)),
                                   "r": "5", "fill": Palette.release, "stroke": "#ffffff", "stroke-width": "1.5"])
        }
        var placer = LabelPlacer(region: main.box.inset(by: 2))
        if let release = timeline.marks.releases.first {
            // Beside the dot, clear of the curve and the marked lines if it can be.
            let cx = main.px(release.t), cy = main.py(release.progress)
            let candidates = [(cx + 8, cy - 8, "start"), (cx + 8, cy + 17, "start"),
                              (cx - 8, cy - 8, "end"), (cx - 8, cy + 17, "end"),
                              (cx + 8, cy - 20, "start"), (cx + 8, cy + 29, "start")]
            let curve = zip(timeline.samples, timeline.samples.dropFirst()).map {
                (main.px($0.t), main.py($0.progress), main.px($1.t), main.py($1.progress))
            }
            let lines = sideLabels.map { (main.x, main.py($0.value), main.x + main.width, main.py($0.value)) }
            if let placed = placer.place("release", size: 11, halo: 3, candidates: candidates, avoiding: lines + curve) {
                svg.element("text", ["x": SVGWriter.number(placed.x), "y": SVGWriter.number(placed.y),
                                     "font-size": "11", "fill": Palette.release, "text-anchor": placed.anchor,
                                     "font-weight": "600", "paint-order": "stroke", "stroke": "#ffffff",
                                     "stroke-width": "3"], text: placed.text)
            }
        }
        drawTriggers(&svg, timeline, in: main, placer: &placer)
        main.drawFrame(&svg)
        svg.close()
        main.drawTickLabels(&svg, xTicks: xTicks, yTicks: yTicks)
        main.drawTitles(&svg, xTitle: timeAxis, yTitle: "progress", yTitleX: yTitleX)
        for (placed, color) in sideLabelPlacement(sideLabels, in: main, within: mainBox) {
            label(&svg, placed, color: color)
        }
        svg.close()

        smallLayout.draw(&svg, timeline, top: smallTop)
        return svg.finish()
    }

    /// Each trigger crossing: a dotted line at its time, a diamond where
    /// the curve crosses, and its name with ↑ (increasing) or ↓ beside it
    /// where there is room.
    static func drawTriggers(_ svg: inout SVGWriter, _ timeline: Timeline, in main: ChartFrame, placer: inout LabelPlacer) {
        for crossing in timeline.marks.triggerCrossings {
            let x = main.px(crossing.t), y = main.py(crossing.progress)
            svg.element("line", ["class": "trigger", "x1": SVGWriter.number(x), "x2": SVGWriter.number(x),
                                 "y1": SVGWriter.number(main.y), "y2": SVGWriter.number(main.y + main.height),
                                 "stroke": Palette.trigger, "stroke-width": "1", "stroke-dasharray": "2 3"])
            let d = 5.0
            svg.element("path", ["class": "trigger", "d": SVGWriter.path([(x, y - d), (x + d, y), (x, y + d), (x - d, y), (x, y - d)]),
                                 "fill": Palette.trigger, "stroke": "#ffffff", "stroke-width": "1"])
            let text = (crossing.trigger ?? "") + (crossing.direction == .increasing ? " ↑" : " ↓")
            let candidates = [(x + 7, y - 8, "start"), (x - 7, y - 8, "end"), (x + 7, y + 17, "start"), (x - 7, y + 17, "end")]
            if let placed = placer.place(text, size: 10, halo: 2, candidates: candidates) {
                svg.element("text", ["x": SVGWriter.number(placed.x), "y": SVGWriter.number(placed.y),
                                     "font-size": "10", "fill": Palette.trigger, "text-anchor": placed.anchor,
                                     "font-weight": "600", "paint-order": "stroke", "stroke": "#ffffff",
                                     "stroke-width": "3"], text: placed.text)
            }
        }
    }

    /// The side labels at their lines' heights, pushed apart where two
    /// would overlap, and kept within the chart.
    static func sideLabelPlacement(
        _ labels: [(text: String, value: Double, color: String)], in frame: ChartFrame, within box: SVGBox
    ) -> [(PlacedLabel, String)] {
        let size = 11.0, pitch = (TextMetrics.ascent + TextMetrics.descent) * size + 1
        let ordered = labels.sorted { frame.py($0.value) < frame.py($1.value) }
        var baselines = ordered.map { frame.py($0.value) + 4 }
        for index in baselines.indices.dropFirst() {
            baselines[index] = max(baselines[index], baselines[index - 1] + pitch)
        }
        let lowest = box.maxY - TextMetrics.descent * size - 1
        if let last = baselines.last, last > lowest {
            let shift = last - lowest
            baselines = baselines.map { $0 - shift }
            for index in baselines.indices.dropLast().reversed() {
                baselines[index] = min(baselines[index], baselines[index + 1] - pitch)
            }
        }
        let x = frame.x + frame.width + 8
        return zip(ordered, baselines).map { mark, baseline in
            (PlacedLabel(text: mark.text, x: x, y: baseline, anchor: "start", size: size,
                         box: TextMetrics.box(mark.text, x: x, y: baseline, size: size, anchor: "start")), mark.color)
        }
    }

    static func label(_ svg: inout SVGWriter, _ placed: PlacedLabel, color: String) {
        svg.element("text", ["x": SVGWriter.number(placed.x), "y": SVGWriter.number(placed.y),
                             "font-size": SVGWriter.number(placed.size), "fill": color,
                             "text-anchor": placed.anchor, "font-weight": "600"], text: placed.text)
    }

    static func padded(_ range: ClosedRange<Double>) -> ClosedRange<Double> {
        let pad = max((range.upperBound - range.lowerBound) * 0.06, 1e-6)
        return (range.lowerBound - pad)...(range.upperBound + pad)
    }
}

/// One small chart's line: a label and one value per sample.
struct ChartSeries {
    var label: String
    var values: [Double]

    /// A drag in any direction's offsets (the 2-D path, one axis each),
    /// then the element channels.
    static func of(_ timeline: Timeline) -> [ChartSeries] {
        var series: [ChartSeries] = []
        if timeline.samples.first?.offsetAcross != nil {
            series.append(ChartSeries(label: "offset (pt)", values: timeline.samples.map(\.offset)))
            series.append(ChartSeries(label: "offsetAcross (pt)", values: timeline.samples.map { $0.offsetAcross ?? 0 }))
        }
        for (index, channel) in timeline.channels.enumerated() {
            series.append(ChartSeries(label: channel.label, values: timeline.samples.map { $0.elementValues[index] }))
        }
        return series
    }
}

/// The small charts: two columns, or one when a name or the tick labels
/// need the room.
struct SmallChartLayout {
    struct Chart {
        var frame: ChartFrame
        var box: SVGBox
        var xTicks: AxisTicks
        var yTicks: AxisTicks
    }

    static let headerSize = 12.0
    static let tickSize = 10.0
    /// From a chart's top to its plot: the header line and a gap.
    static let headerBand = 22.0
    /// From the plot's bottom to the chart's: the x tick labels.
    static var tickBand: Double { tickSize + 4 + TextMetrics.descent * tickSize + 2 }
    static let rowGap = 16.0

    var charts: [Chart] = []
    var height = 0.0
    private var range: ClosedRange<Double>
    private var series: [ChartSeries]

    /// Widens `width` when one column is still too narrow.
    init(_ timeline: Timeline, range: ClosedRange<Double>, width: inout Double) {
        self.range = range
        let series = ChartSeries.of(timeline)
        self.series = series
        guard !series.isEmpty else { return }
        let margin = SVGTimelineRenderer.margin
        // The finest x ticks the charts may get (about one per 80 px), for
        // the room their labels need.
        let finest = AxisTicks(range, count: 8)
        let yTicks = series.map { AxisTicks(Self.valueRange($0.values), count: 3) }
        // What a column needs besides its plot: the y labels left of it,
        // and half the last x label right of it.
        let left = yTicks.map { ChartFrame.yTickLabelWidth($0, fontSize: Self.tickSize) + ChartFrame.tickGap + 2 }.max() ?? 0
        let right = (finest.labels.map { TextMetrics.width($0, size: Self.tickSize) }.max() ?? 0) / 2 + 4
        let header = series.map { TextMetrics.width($0.label, size: Self.headerSize) }.max() ?? 0
        let minimumPlot = 160.0
        let needed = max(left + header, left + minimumPlot + right)
        var columns = 2
        if 2 * needed + SVGTimelineRenderer.columnGap > width - 2 * margin {
            columns = 1
            width = max(width, needed + 2 * margin)
        }
        let columnWidth = (width - 2 * margin - Double(columns - 1) * SVGTimelineRenderer.columnGap) / Double(columns)
        let pitch = Self.headerBand + SVGTimelineRenderer.smallHeight + Self.tickBand + Self.rowGap
        let xTicks = AxisTicks(range, count: min(max(Int((columnWidth - left - right) / 80), 4), 8))
        for index in series.indices {
            let column = Double(index % columns), row = Double(index / columns)
            let x = margin + column * (columnWidth + SVGTimelineRenderer.columnGap)
            let y = row * pitch
            let frame = ChartFrame(x: x + left, y: y + Self.headerBand, width: columnWidth - left - right,
                                   height: SVGTimelineRenderer.smallHeight, xRange: range,
                                   yRange: Self.valueRange(series[index].values))
            let box = SVGBox(x: x, y: y, width: columnWidth, height: pitch - Self.rowGap)
            charts.append(Chart(frame: frame, box: box, xTicks: xTicks, yTicks: yTicks[index]))
        }
        let rows = (series.count + columns - 1) / columns
        height = Double(rows) * pitch - Self.rowGap
    }

    static func valueRange(_ values: [Double]) -> ClosedRange<Double> {
        let low = values.min() ?? 0, high = values.max() ?? 1
        // A constant channel (to within rounding) gets a unit range around it.
        if high - low <= 1e-7 * max(1, abs(high)) { return (low - 0.5)...(high + 0.5) }
        return SVGTimelineRenderer.padded(low...high)
    }

    func draw(_ svg: inout SVGWriter, _ timeline: Timeline, top: Double) {
        for (index, chart) in charts.enumerated() {
            var frame = chart.frame, box = chart.box
            frame.y += top
            box.y += top
            svg.open("g", ["class": "chart", "data-box": box.attribute])
            frame.openPlot(&svg)
            frame.drawGrid(&svg, xTicks: chart.xTicks, yTicks: chart.yTicks)
            let values = series[index].values
            svg.element("path", ["d": SVGWriter.path(zip(timeline.samples, values).map { (frame.px($0.t), frame.py($1)) }),
                                 "fill": "none", "stroke": Palette.element, "stroke-width": "2", "stroke-linejoin": "round"])
            frame.drawFrame(&svg)
            svg.close()
            frame.drawTickLabels(&svg, xTicks: chart.xTicks, yTicks: chart.yTicks, fontSize: Self.tickSize)
            svg.element("text", ["x": SVGWriter.number(frame.x), "y": SVGWriter.number(frame.y - 8),
                                 "font-size": SVGWriter.number(Self.headerSize), "font-weight": "600", "fill": Palette.text],
                        text: series[index].label)
            svg.close()
        }
    }
}
