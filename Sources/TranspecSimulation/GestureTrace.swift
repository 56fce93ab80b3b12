/// A recorded or scripted touch: rows of time (s) and finger translation
/// (pt, screen coordinates, y down) with touch marks. See Docs/Simulate.md.
package struct GestureTrace: Hashable, Sendable {
    package enum Event: String, Hashable, Sendable, CaseIterable {
        /// Finger touches (the pan begins; translation is measured from here).
        case down
        case move
        /// Finger lifts; velocity from `vx,vy` or estimated from the last samples.
        case up
        /// The system cancels the gesture.
        case cancel
    }

    package struct Row: Hashable, Sendable {
        package var t: Double
        package var x: Double
        package var y: Double
        package var event: Event
        /// Explicit finger velocity at `up`, pt/s.
        package var velocity: Velocity?
        /// 1-based line in the trace file.
        package var line: Int

        package init(t: Double, x: Double, y: Double, event: Event, velocity: Velocity? = nil, line: Int = 0) {
            self.t = t
            self.x = x
            self.y = y
            self.event = event
            self.velocity = velocity
            self.line = line
        }
    }

    package struct Velocity: Hashable, Sendable {
        package var x: Double
        package var y: Double

        package init(x: Double, y: Double) {
            self.x = x
            self.y = y
        }
    }

    package var file: String
    package var rows: [Row]

    package init(file: String = "<trace>", rows: [Row]) {
        self.file = file
        self.rows = rows
    }
}

/// A trace problem at file:line:col.
package struct TraceError: Error, Hashable, Sendable, CustomStringConvertible {
    package var file: String
    package var line: Int
    package var column: Int
    package var message: String

    package init(file: String, line: Int, column: Int, message: String) {
        self.file = file
        self.line = line
        self.column = column
        self.message = message
    }

    package var description: String { "\(file):\(line):\(column): error: \(message)" }
}

extension GestureTrace {
    /// The longest trace, in seconds from the first row to the last. The
    /// replay samples every display-link frame, so a longer trace would take
    /// time and memory in proportion (10 minutes at 120 fps is 72,000 frames).
    package static let maximumDuration = 600.0

    /// Rows must not go back in time, nor run longer than `maximumDuration`;
    /// shared by both parsers.
    package static func checkOrder(_ rows: [Row], file: String, column: (Row) -> Int) throws(TraceError) {
        guard let first = rows.first else { return }
        for (previous, row) in zip(rows, rows.dropFirst()) {
            try checkOrder(previous: previous, row, first: first, file: file, column: column(row))
        }
    }

    /// `row` against the row before it and the first row.
    static func checkOrder(previous: Row, _ row: Row, first: Row, file: String, column: Int) throws(TraceError) {
        if row.t < previous.t {
            throw TraceError(file: file, line: row.line, column: column,
                             message: "time \(row.t) is before the previous row's \(previous.t); rows must be in time order")
        }
        if row.t - first.t > maximumDuration {
            throw TraceError(file: file, line: row.line, column: column,
                             message: "time \(row.t) is more than \(Int(maximumDuration)) s after the first row's \(first.t); "
                                + "traces are limited to \(Int(maximumDuration)) s")
        }
    }
}
