import Foundation

/// `t,progress,velocity,offset[,offsetAcross][,element.property…]`, one row
/// per sample: the JSON samples' members (`offsetAcross` for a drag in any
/// direction), then the element channels. A release on a detent sheet adds
/// a last column, `detent`: the stop's name on the last sample (at rest
/// there), empty before.
package enum CSVRenderer {
    package static func render(_ timeline: Timeline, detent: String? = nil) -> String {
        let across = timeline.samples.first?.offsetAcross != nil
        let header = ["t", "progress", "velocity", "offset"] + (across ? ["offsetAcross"] : []) + timeline.channels.map(\.label)
            + (detent == nil ? [] : ["detent"])
        var lines = [header.map(field).joined(separator: ",")]
        for (index, sample) in timeline.samples.enumerated() {
            let numbers = [sample.t, sample.progress, sample.velocity, sample.offset]
                + (across ? [sample.offsetAcross ?? 0] : []) + sample.elementValues
            var fields = numbers.map(JSONWriter.number).map { $0 == "null" ? "" : $0 }
            if let detent { fields.append(index == timeline.samples.count - 1 ? field(detent) : "") }
            lines.append(fields.joined(separator: ","))
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// RFC 4180 quoting for names that need it.
    static func field(_ text: String) -> String {
        guard text.contains(where: { $0 == "," || $0 == "\"" || $0 == "\n" || $0 == "\r" }) else { return text }
        return "\"" + text.replacingOccurrences(of: "\"", with: "\"\"") + "\""
    }
}
