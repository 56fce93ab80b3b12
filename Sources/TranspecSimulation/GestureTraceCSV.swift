extension GestureTrace {
    /// `t,x,y,event[,vx,vy]` with a header naming the columns (any order).
    /// Blank lines and `#` comments are skipped; an empty event means `move`.
    /// Lines may end in CRLF and the file may start with a UTF-8 byte order
    /// mark, as spreadsheets write them.
    package static func parseCSV(_ text: String, file: String) throws(TraceError) -> GestureTrace {
        var parser = CSVTraceParser(file: file)
        try parser.feed(Array(text.utf8)[...])
        return try parser.finish()
    }
}

/// Parses a CSV trace piece by piece as it is read, line by line on bytes
/// (as Characters, CRLF is one character and no line would end), checking
/// time order and duration as rows arrive.
package struct CSVTraceParser {
    let file: String
    /// Lines seen so far.
    package private(set) var line = 0
    private var header: [String: Int]?
    private var rows: [GestureTrace.Row] = []
    private var pending: [UInt8] = []

    package init(file: String) {
        self.file = file
    }

    package mutating func feed(_ bytes: ArraySlice<UInt8>) throws(TraceError) {
        var start = bytes.startIndex
        for index in bytes.indices where bytes[index] == UInt8(ascii: "\n") {
            if pending.isEmpty {
                try parse(bytes[start..<index])
            } else {
                pending += bytes[start..<index]
                try parse(pending[...])
                pending.removeAll(keepingCapacity: true)
            }
            start = index + 1
        }
        pending += bytes[start...]
    }

    package mutating func finish() throws(TraceError) -> GestureTrace {
        if !pending.isEmpty { try parse(pending[...]) }
        guard header != nil else {
            throw TraceError(file: file, line: 1, column: 1, message: "empty trace; expected a header 't,x,y,event'")
        }
        return GestureTrace(file: file, rows: rows)
    }

    private mutating func parse(_ bytes: ArraySlice<UInt8>) throws(TraceError) {
        line += 1
        var content = bytes
        if line == 1 && content.starts(with: [0xEF, 0xBB, 0xBF]) { content = content.dropFirst(3) }
        if content.last == UInt8(ascii: "\r") { content = content.dropLast() }
        guard let first = content.first(where: { !Self.isSpace($0) }), first != UInt8(ascii: "#") else { return }
        let (fields, starts) = Self.split(content)
        guard let columns = header else {
            header = try GestureTrace.parseHeader(fields, starts: starts, line: line, file: file)
            return
        }
        try row(fields, starts: starts, columns: columns, lineLength: Self.scalarCount(content))
    }

    private mutating func row(_ fields: [String], starts: [Int], columns: [String: Int], lineLength: Int) throws(TraceError) {
        let (file, line) = (self.file, self.line)
        func fail(_ name: String, _ message: String) -> TraceError {
            let position = columns[name].map { $0 < starts.count ? starts[$0] : lineLength + 1 } ?? 1
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
        guard let event = eventText.isEmpty ? .move : GestureTrace.Event(rawValue: eventText.lowercased()) else {
            throw fail("event", "unknown event '\(eventText)'; expected down, move, up or cancel")
        }
        let vx = try number("vx", required: false), vy = try number("vy", required: false)
        if (vx == nil) != (vy == nil) { throw fail(vx == nil ? "vx" : "vy", "give both vx and vy, or neither") }
        let row = GestureTrace.Row(t: t, x: x, y: y, event: event, velocity: vx.map { GestureTrace.Velocity(x: $0, y: vy!) },
                                   line: line)
        if let previous = rows.last, let first = rows.first {
            try GestureTrace.checkOrder(previous: previous, row, first: first, file: file, column: starts[columns["t"]!])
        }
        rows.append(row)
    }

    /// Fields trimmed of spaces, with each field's 1-based start column
    /// (in Unicode scalars, as every diagnostic counts). On bytes: a trace
    /// may have a million lines.
    static func split(_ line: ArraySlice<UInt8>) -> (fields: [String], starts: [Int]) {
        var fields: [String] = [], starts: [Int] = []
        line.withUnsafeBufferPointer { bytes in
            var column = 1, fieldStart = 0
            while true {
                var end = fieldStart
                while end < bytes.count && bytes[end] != UInt8(ascii: ",") { end += 1 }
                var first = fieldStart, last = end
                while first < last && isSpace(bytes[first]) { first += 1 }
                while last > first && isSpace(bytes[last - 1]) { last -= 1 }
                fields.append(String(decoding: UnsafeBufferPointer(rebasing: bytes[first..<last]), as: UTF8.self))
                // Spaces are one byte and one scalar each.
                starts.append(column + first - fieldStart)
                column += scalarCount(UnsafeBufferPointer(rebasing: bytes[fieldStart..<end])) + 1
                guard end < bytes.count else { break }
                fieldStart = end + 1
            }
        }
        return (fields, starts)
    }

    static func isSpace(_ byte: UInt8) -> Bool { byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") }

    /// Unicode scalars in UTF-8 bytes: every byte but continuation bytes.
    static func scalarCount(_ bytes: some Sequence<UInt8>) -> Int {
        var count = 0
        for byte in bytes where byte & 0xC0 != 0x80 { count += 1 }
        return count
    }
}

extension GestureTrace {
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
}
