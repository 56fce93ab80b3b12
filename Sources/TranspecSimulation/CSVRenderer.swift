import Foundation

/// `t,progress,velocity,offset[,offsetAcross][,element.property…]`, one row
/// per sample: the JSON samples' members (`offsetAcross` for a drag in any
/// direction), then the element channels.
public enum CSVRenderer {
    public static func render(_ timeline: Timeline) -> String {
        let across = timeline.samples.first?.offsetAcross != nil
        let header = ["t", "progress", "velocity", "offset"] + (across ? ["offsetAcross"] : []) + timeline.channels.map(\.label)
        var lines = [header.map(field).joined(separator: ",")]
        for sample in timeline.samples {
            let numbers = [sample.t, sample.progress, sample.velocity, sample.offset]
                + (across ? [sample.offsetAcross ?? 0] : []) + sample.elementValues
            lines.append(numbers.map(JSONWriter.number).map { $0 == "null" ? "" : $0 }.joined(separator: ","))
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// RFC 4180 quoting for names that need it.
    static func field(_ text: String) -> String {
        guard text.contains(where: { $0 == "," || $0 == "\"" || $0 == "\n" || $0 == "\r" }) else { return text }
        return "\"" + text.replacingOccurrences(of: "\"", with: "\"\"") + "\""
    }
}
