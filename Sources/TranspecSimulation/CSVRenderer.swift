import Foundation

/// `t,progress,velocity[,element.property…]`, one row per sample.
public enum CSVRenderer {
    public static func render(_ timeline: Timeline) -> String {
        var lines = [(["t", "progress", "velocity"] + timeline.channels.map(\.label)).map(field).joined(separator: ",")]
        for sample in timeline.samples {
            let numbers = [sample.t, sample.progress, sample.velocity] + sample.elementValues
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
