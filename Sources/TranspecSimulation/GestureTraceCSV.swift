extension GestureTrace {
    /// `t,x,y,event[,vx,vy]` with a header naming the columns (any order).
    /// Blank lines and `#` comments are skipped; an empty event means `move`.
    public static func parseCSV(_ text: String, file: String) throws(TraceError) -> GestureTrace {
        var header: [String: Int]?
        var rows: [Row] = []
        var columnStarts: [Int: [Int]] = [:]
        for (index, rawLine) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = index + 1
            let content = rawLine.hasSuffix("\r") ? rawLine.dropLast() : rawLine
            let trimmed = content.trimmingSpaces
            if trimmed.isEmpty || trimmed.hasPrefix("#") { continue }
            let (fields, starts) = split(content)
            guard let columns = header else {
                header = try parseHeader(fields, starts: starts, line: line, file: file)
                continue
            }
            func fail(_ name: String, _ message: String) -> TraceError {
                let position = columns[name].map { $0 < starts.count ? starts[$0] : content.count + 1 } ?? 1
                return TraceError(file: file, line: line, column: position, message: message)
            }
            func number(_ name: String, required: Bool) throws(TraceError) -> Double? {
                guard let column = columns[name], column < fields.count, !fields[column].isEmpty else {
                    if required { throw fail(name, "missing value for '\(name)'") }
                    return nil
                }
                guard let value = Double(fields[column]), value.isFinite else {
                    throw fail(name, "'\(fields[column])' is not a number (column '\(name)')")
                }
                return value
            }
            if fields.count > columns.count {
                throw TraceError(file: file, line: line, column: starts[columns.count],
                                 message: "\(fields.count) fields, but the header names \(columns.count)")
            }
            let t = try number("t", required: true)!
            let x = try number("x", required: true)!, y = try number("y", required: true)!
            let eventText = columns["event"].flatMap { $0 < fields.count ? fields[$0] : nil } ?? ""
            guard let event = eventText.isEmpty ? .move : Event(rawValue: eventText.lowercased()) else {
                throw fail("event", "unknown event '\(eventText)'; expected down, move, up or cancel")
            }
            let vx = try number("vx", required: false), vy = try number("vy", required: false)
            if (vx == nil) != (vy == nil) { throw fail(vx == nil ? "vx" : "vy", "give both vx and vy, or neither") }
            let velocity = vx.map { Velocity(x: $0, y: vy!) }
            rows.append(Row(t: t, x: x, y: y, event: event, velocity: velocity, line: line))
            columnStarts[line] = starts
        }
        guard let columns = header else {
            throw TraceError(file: file, line: 1, column: 1, message: "empty trace; expected a header 't,x,y,event'")
        }
        try checkOrder(rows, file: file) { columnStarts[$0.line]?[columns["t"]!] ?? 1 }
        return GestureTrace(file: file, rows: rows)
    }

    static func parseHeader(_ fields: [String], starts: [Int], line: Int, file: String) throws(TraceError) -> [String: Int] {
        var columns: [String: Int] = [:]
        let known: Set = ["t", "x", "y", "event", "vx", "vy"]
        for (index, name) in fields.enumerated() {
            let key = name.lowercased()
            guard known.contains(key) else {
                throw TraceError(file: file, line: line, column: starts[index],
                                 message: "unknown column '\(name)'; expected t, x, y, event, vx, vy")
            }
            guard columns[key] == nil else {
                throw TraceError(file: file, line: line, column: starts[index], message: "duplicate column '\(name)'")
            }
            columns[key] = index
        }
        for required in ["t", "x", "y", "event"] where columns[required] == nil {
            throw TraceError(file: file, line: line, column: 1,
                             message: "the header lacks column '\(required)'; expected t,x,y,event[,vx,vy]")
        }
        return columns
    }

    /// Fields trimmed of spaces, with each field's 1-based start column.
    static func split(_ line: Substring) -> (fields: [String], starts: [Int]) {
        var fields: [String] = [], starts: [Int] = []
        var column = 1
        for field in line.split(separator: ",", omittingEmptySubsequences: false) {
            let leading = field.prefix { $0 == " " || $0 == "\t" }.count
            fields.append(String(field.trimmingSpaces))
            starts.append(column + leading)
            column += field.count + 1
        }
        return (fields, starts)
    }
}

extension Substring {
    var trimmingSpaces: Substring {
        let start = firstIndex { $0 != " " && $0 != "\t" } ?? endIndex
        let end = lastIndex { $0 != " " && $0 != "\t" }.map { index(after: $0) } ?? start
        return self[start..<Swift.max(start, end)]
    }
}
