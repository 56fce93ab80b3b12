import TranspecSimulation
import TranspecYAML

extension GestureTrace {
    /// A YAML list of mappings with the CSV's keys:
    /// `- { t: 0.0, x: 0, y: 0, event: down }` … (`vx`, `vy` optional).
    static func parseYAML(_ bytes: [UInt8], file: String) throws(TraceError) -> GestureTrace {
        let root: Node?
        do {
            root = try YAMLReader.compose(bytes)
        } catch {
            throw TraceError(file: file, line: error.mark.line, column: error.mark.column, message: error.message)
        }
        guard let root, let items = root.sequenceItems else {
            let mark = root?.mark ?? .start
            throw TraceError(file: file, line: mark.line, column: mark.column,
                             message: "a YAML trace is a list of rows like '- { t: 0, x: 0, y: 0, event: down }'")
        }
        var rows: [Row] = []
        var timeColumns: [Int: Int] = [:]
        for item in items {
            guard let entries = item.mappingEntries else {
                throw TraceError(file: file, line: item.mark.line, column: item.mark.column,
                                 message: "a trace row is a mapping with t, x, y, event")
            }
            for entry in entries where !["t", "x", "y", "event", "vx", "vy"].contains(entry.key.scalar?.text ?? "") {
                throw TraceError(file: file, line: entry.key.mark.line, column: entry.key.mark.column,
                                 message: "unknown key '\(entry.key.scalar?.text ?? "?")'; expected t, x, y, event, vx, vy")
            }
            func number(_ key: String, required: Bool) throws(TraceError) -> Double? {
                guard let node = item[key] else {
                    if required {
                        throw TraceError(file: file, line: item.mark.line, column: item.mark.column, message: "missing '\(key)'")
                    }
                    return nil
                }
                switch node.coreValue {
                case .int(let value): return Double(value)
                case .float(let value) where value.isFinite: return value
                default:
                    throw TraceError(file: file, line: node.mark.line, column: node.mark.column,
                                     message: "'\(key)' must be a number")
                }
            }
            let t = try number("t", required: true)!
            let x = try number("x", required: false) ?? 0, y = try number("y", required: false) ?? 0
            var event = Event.move
            if let node = item["event"] {
                guard case .string(let text) = node.coreValue, let parsed = Event(rawValue: text) else {
                    throw TraceError(file: file, line: node.mark.line, column: node.mark.column,
                                     message: "unknown event; expected down, move, up or cancel")
                }
                event = parsed
            }
            let vx = try number("vx", required: false), vy = try number("vy", required: false)
            if (vx == nil) != (vy == nil) {
                throw TraceError(file: file, line: item.mark.line, column: item.mark.column,
                                 message: "give both vx and vy, or neither")
            }
            rows.append(Row(t: t, x: x, y: y, event: event, velocity: vx.map { Velocity(x: $0, y: vy!) },
                            line: item.mark.line))
            timeColumns[item.mark.line] = item["t"]?.mark.column ?? item.mark.column
        }
        try checkOrder(rows, file: file) { timeColumns[$0.line] ?? 1 }
        return GestureTrace(file: file, rows: rows)
    }
}
