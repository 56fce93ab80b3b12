import Foundation

/// The decision map as a character grid: each cell is a separator, a
/// decision glyph (`#` complete, `.` cancel) and the settle time in tenths
/// of a second (`+` for 1 s or more). `|` and `/` mark rule lines crossing
/// a row; rows of `-` mark horizontal rule lines.
package enum SweepTextRenderer {
    package static func render(_ result: SweepResult, color: Bool) -> String {
        let labels = rowLabels(result.velocityValues)
        let labelWidth = max(7, labels.map(\.count).max() ?? 0)
        var lines = ["\(result.transition): release decision map (D = \(result.distance.compactDescription) pt)"
                     + (result.detentStart.map { ", drags from detent \($0.name)" } ?? ""), ""]
        let stopGlyphs = Self.stopGlyphs(result.detentStops)
        let horizontals = result.guides.filter(\.isHorizontal)
        let rows = Array(result.velocityValues.indices.reversed())
        for (position, row) in rows.enumerated() {
            let velocity = result.velocityValues[row]
            var line = pad(labels[row], labelWidth) + " "
            let crossings = separatorColumns(result, velocity: velocity)
            for (column, cell) in result.cells[row].enumerated() {
                line += crossings[column] ?? " "
                line += glyph(cell, stopGlyphs: stopGlyphs, color: color)
            }
            lines.append(line)
            // A horizontal guide lying between this row and the next one down.
            if position + 1 < rows.count {
                let below = result.velocityValues[rows[position + 1]]
                for guide in horizontals where guide.from.velocity <= velocity && guide.from.velocity > below {
                    lines.append(ruleRow(result, guide, labelWidth: labelWidth))
                }
            }
        }
        lines.append(String(repeating: " ", count: labelWidth + 1) + axisRow(result))
        lines.append(String(repeating: " ", count: labelWidth + 1) + "release progress →   (rows: release velocity, pt/s)")
        lines.append("")
        if stopGlyphs.isEmpty {
            lines.append("legend: #n complete, .n cancel; n = settle time in tenths of a second (+ ≥ 1 s)")
        } else {
            let stops = zip(stopGlyphs, result.detentStops).map { "\($0)n \($1.name)" }.joined(separator: ", ")
            lines.append("legend: \(stops); n = settle time in tenths of a second (+ ≥ 1 s)")
        }
        let described = result.guides.map { "\($0.kind.rawValue): \($0.label)" }
        var seen = Set<String>()
        lines += described.filter { seen.insert($0).inserted }.map { "        \($0)" }
        return lines.joined(separator: "\n") + "\n"
    }

    /// Velocity labels with the same number of decimals, so the columns line
    /// up: none when every value is whole, else enough for the row step
    /// (1…3).
    static func rowLabels(_ velocities: [Double]) -> [String] {
        guard !velocities.allSatisfy({ $0 == $0.rounded() }) else { return velocities.map { TextRenderer.fixed($0, 0) } }
        let step = velocities.count > 1 ? abs(velocities[1] - velocities[0]) : 1
        let wanted = (-log10(step)).rounded(.up)  // ±inf or NaN for degenerate steps
        let decimals = wanted >= 3 ? 3 : wanted >= 1 ? Int(wanted) : 1
        return velocities.map { TextRenderer.fixed($0, decimals) }
    }

    /// One letter per stop: names' initials when they differ, else digits.
    static func stopGlyphs(_ stops: [DetentMove.Stop]) -> [String] {
        let initials = stops.map { String($0.name.prefix(1)).uppercased() }
        return Set(initials).count == initials.count ? initials : stops.indices.map { String($0 % 10) }
    }

    static func glyph(_ cell: SweepCell, stopGlyphs: [String] = [], color: Bool) -> String {
        let digit = settleDigit(cell.settleTime)
        if let stop = cell.stop, stop < stopGlyphs.count {
            let text = stopGlyphs[stop] + digit
            guard color else { return text }
            return "\u{1B}[3\(1 + stop % 6)m" + text + "\u{1B}[0m"
        }
        let text = (cell.decision == .complete ? "#" : ".") + digit
        guard color else { return text }
        return (cell.decision == .complete ? "\u{1B}[32m" : "\u{1B}[31m") + text + "\u{1B}[0m"
    }

    /// Tenths of a second as one digit, `+` for 1 s or more. Settle times
    /// are finite but can be huge (1e300 s for a nearly undamped spring), so
    /// the time is compared before any conversion to `Int`, which would trap.
    static func settleDigit(_ settleTime: Double) -> String {
        guard settleTime < 1 else { return "+" }  // also NaN and infinity
        return String(Int((max(settleTime, 0) * 10).rounded(.down)))
    }

    /// Column → `|` or `/` where a non-horizontal guide crosses this row.
    static func separatorColumns(_ result: SweepResult, velocity: Double) -> [Int: String] {
        var marks: [Int: String] = [:]
        for guide in result.guides where !guide.isHorizontal {
            let low = min(guide.from.velocity, guide.to.velocity), high = max(guide.from.velocity, guide.to.velocity)
            guard velocity >= low, velocity <= high else { continue }
            let fraction = (velocity - guide.from.velocity) / (guide.to.velocity - guide.from.velocity)
            let progress = guide.from.progress + fraction * (guide.to.progress - guide.from.progress)
            // The separator before the first column whose progress is at or past the line.
            guard let column = result.progressValues.firstIndex(where: { $0 >= progress - 1e-12 }) else { continue }
            marks[column] = guide.from.progress == guide.to.progress ? "|" : "/"
        }
        return marks
    }

    static func ruleRow(_ result: SweepResult, _ guide: SweepGuide, labelWidth: Int) -> String {
        var line = String(repeating: " ", count: labelWidth + 1)
        for progress in result.progressValues {
            let inside = progress >= guide.from.progress - 1e-12 && progress <= guide.to.progress + 1e-12
            line += inside ? "---" : "   "
        }
        return line + " " + guide.label
    }

    /// Tick labels under the glyph of the nearest column.
    static func axisRow(_ result: SweepResult) -> String {
        var line = ""
        for tick in niceTicks(result.request.progress, count: 5) {
            guard let column = result.progressValues.indices.min(by: {
                abs(result.progressValues[$0] - tick) < abs(result.progressValues[$1] - tick)
            }) else { continue }
            let position = column * 3 + 1, label = SVGWriter.number(tick)
            guard position >= line.count + (line.isEmpty ? 0 : 1) else { continue }
            line += String(repeating: " ", count: position - line.count) + label
        }
        return line
    }

    static func pad(_ text: String, _ width: Int) -> String {
        String(repeating: " ", count: max(0, width - text.count)) + text
    }
}
