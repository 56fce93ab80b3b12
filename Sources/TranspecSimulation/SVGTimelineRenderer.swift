/// Progress against time with the release point, threshold and target
/// marked, and each element channel below as a small chart.
public enum SVGTimelineRenderer {
    static let width = 760.0
    static let mainHeight = 260.0
    static let smallHeight = 78.0
    static let smallGap = 58.0

    public static func render(_ timeline: Timeline, subtitle: String) -> String {
        let columns = 2
        let smallRows = (timeline.channels.count + columns - 1) / columns
        let height = 96 + mainHeight + 60 + Double(smallRows) * (smallHeight + smallGap) + 10
        var svg = SVGWriter(width: width, height: height, title: "\(timeline.title) timeline")
        svg.element("rect", ["x": "0", "y": "0", "width": "100%", "height": "100%", "fill": Palette.background])
        svg.element("text", ["x": "24", "y": "32", "font-size": "18", "font-weight": "600", "fill": Palette.text],
                    text: timeline.title)
        svg.element("text", ["x": "24", "y": "54", "font-size": "12", "fill": Palette.muted], text: subtitle)

        let times = timeline.samples.map(\.t)
        let tRange = 0...max(times.last ?? 0, 0.05)
        let progress = timeline.samples.map(\.progress) + [0, 1] + [timeline.marks.threshold].compactMap { $0 }
        let pRange = padded((progress.min() ?? 0)...(progress.max() ?? 1))
        let main = ChartFrame(x: 72, y: 80, width: width - 72 - 120, height: mainHeight, xRange: tRange, yRange: pRange)
        main.drawAxes(&svg, xTicks: niceTicks(tRange, count: 8), yTicks: niceTicks(pRange, count: 5),
                      xTitle: "time after release (s)", yTitle: "progress")
        drawMarks(&svg, timeline.marks, in: main)
        svg.element("path", ["d": SVGWriter.path(timeline.samples.map { (main.px($0.t), main.py($0.progress)) }),
                             "fill": "none", "stroke": Palette.curve, "stroke-width": "2.5",
                             "stroke-linejoin": "round", "stroke-linecap": "round"])
        for release in timeline.marks.releases {
            svg.element("circle", ["cx": SVGWriter.number(main.px(release.t)), "cy": SVGWriter.number(main.py(release.progress)),
                                   "r": "5", "fill": Palette.release, "stroke": "#ffffff", "stroke-width": "1.5"])
        }
        if let first = timeline.marks.releases.first {
            label(&svg, "release", x: main.px(first.t) + 8, y: main.py(first.progress) - 8, color: Palette.release, anchor: "start")
        }

        for (index, channel) in timeline.channels.enumerated() {
            let column = Double(index % columns), row = Double(index / columns)
            let cellWidth = (width - 72 - 40) / Double(columns)
            let frame = smallFrame(timeline, channel: index, x: 72 + column * cellWidth,
                                   y: 80 + mainHeight + 80 + row * (smallHeight + smallGap),
                                   width: cellWidth - 60, range: tRange)
            frame.drawAxes(&svg, xTicks: niceTicks(tRange, count: 4), yTicks: niceTicks(frame.yRange, count: 2),
                           xTitle: nil, yTitle: nil, fontSize: 10)
            svg.element("text", ["x": SVGWriter.number(frame.x), "y": SVGWriter.number(frame.y - 8),
                                 "font-size": "12", "font-weight": "600", "fill": Palette.text], text: channel.label)
            svg.element("path", ["d": SVGWriter.path(timeline.samples.map { (frame.px($0.t), frame.py($0.elementValues[index])) }),
                                 "fill": "none", "stroke": Palette.element, "stroke-width": "2", "stroke-linejoin": "round"])
        }
        return svg.finish()
    }

    static func smallFrame(_ timeline: Timeline, channel: Int, x: Double, y: Double, width: Double,
                           range: ClosedRange<Double>) -> ChartFrame {
        let values = timeline.samples.map { $0.elementValues[channel] }
        let low = values.min() ?? 0, high = values.max() ?? 1
        let yRange = high - low < 1e-9 ? (low - 0.5)...(high + 0.5) : padded(low...high)
        return ChartFrame(x: x, y: y, width: width, height: smallHeight, xRange: range, yRange: yRange)
    }

    static func drawMarks(_ svg: inout SVGWriter, _ marks: TimelineMarks, in frame: ChartFrame) {
        if let threshold = marks.threshold {
            horizontal(&svg, at: threshold, in: frame, color: Palette.threshold, dash: "6 4",
                       label: "threshold \(threshold.compactDescription)")
        }
        if let target = marks.target {
            horizontal(&svg, at: target, in: frame, color: Palette.target, dash: nil,
                       label: "target \(target.compactDescription)")
        }
    }

    static func horizontal(_ svg: inout SVGWriter, at value: Double, in frame: ChartFrame, color: String,
                           dash: String?, label text: String) {
        var attributes = ["x1": SVGWriter.number(frame.x), "x2": SVGWriter.number(frame.x + frame.width),
                          "y1": SVGWriter.number(frame.py(value)), "y2": SVGWriter.number(frame.py(value)),
                          "stroke": color, "stroke-width": "1.5"]
        if let dash { attributes["stroke-dasharray"] = dash }
        svg.element("line", attributes)
        label(&svg, text, x: frame.x + frame.width + 8, y: frame.py(value) + 4, color: color, anchor: "start")
    }

    static func label(_ svg: inout SVGWriter, _ text: String, x: Double, y: Double, color: String, anchor: String) {
        svg.element("text", ["x": SVGWriter.number(x), "y": SVGWriter.number(y), "font-size": "11",
                             "fill": color, "text-anchor": anchor, "font-weight": "600"], text: text)
    }

    static func padded(_ range: ClosedRange<Double>) -> ClosedRange<Double> {
        let pad = max((range.upperBound - range.lowerBound) * 0.06, 1e-6)
        return (range.lowerBound - pad)...(range.upperBound + pad)
    }
}
