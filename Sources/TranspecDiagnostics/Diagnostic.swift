/// A position in a source file: 1-based line and column (counted in Unicode
/// scalars) plus the 0-based UTF-8 byte offset.
///
/// Sixteen plain bytes: the IR keeps one per value it decoded, so copies must
/// be cheap. The path is stored once, in `SourceFileID`'s table.
package struct SourceLocation: Hashable, Sendable, Comparable {
    package let fileID: SourceFileID
    private var storedLine: UInt32
    private var storedColumn: UInt32
    private var storedOffset: UInt32

    package init(fileID: SourceFileID, line: Int, column: Int, offset: Int) {
        self.fileID = fileID
        storedLine = UInt32(clamping: line)
        storedColumn = UInt32(clamping: column)
        storedOffset = UInt32(clamping: offset)
    }

    package init(file: String, line: Int, column: Int, offset: Int) {
        self.init(fileID: SourceFileID(file), line: line, column: column, offset: offset)
    }

    package var file: String { fileID.path }
    package var line: Int {
        get { Int(storedLine) }
        set { storedLine = UInt32(clamping: newValue) }
    }
    package var column: Int {
        get { Int(storedColumn) }
        set { storedColumn = UInt32(clamping: newValue) }
    }
    package var offset: Int {
        get { Int(storedOffset) }
        set { storedOffset = UInt32(clamping: newValue) }
    }

    package static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
        if lhs.fileID != rhs.fileID { return lhs.file < rhs.file }
        return (lhs.storedLine, lhs.storedColumn, lhs.storedOffset) < (rhs.storedLine, rhs.storedColumn, rhs.storedOffset)
    }

    /// `file:line:col`, the form editors and Xcode jump to.
    package var description: String { "\(file):\(line):\(column)" }
}

package enum Severity: String, Sendable, Comparable, CaseIterable {
    case note, warning, error

    private var rank: Int {
        switch self {
        case .note: 0
        case .warning: 1
        case .error: 2
        }
    }

    package static func < (lhs: Severity, rhs: Severity) -> Bool { lhs.rank < rhs.rank }
}

/// A suggested edit: replace the text at `location` (spanning `length`
/// Unicode scalars on that line) with `replacement`.
package struct FixIt: Hashable, Sendable {
    package var location: SourceLocation
    package var length: Int
    package var replacement: String

    package init(location: SourceLocation, length: Int, replacement: String) {
        self.location = location
        self.length = length
        self.replacement = replacement
    }
}

/// A secondary message attached to a diagnostic, optionally at its own location.
package struct DiagnosticNote: Hashable, Sendable {
    package var message: String
    package var location: SourceLocation?

    package init(_ message: String, at location: SourceLocation? = nil) {
        self.message = message
        self.location = location
    }
}

/// One problem found in an input, as a value.
package struct Diagnostic: Hashable, Sendable {
    package var severity: Severity
    package var message: String
    package var location: SourceLocation?
    package var notes: [DiagnosticNote]
    package var fixIt: FixIt?

    package init(
        _ severity: Severity,
        _ message: String,
        at location: SourceLocation?,
        notes: [DiagnosticNote] = [],
        fixIt: FixIt? = nil
    ) {
        self.severity = severity
        self.message = message
        self.location = location
        self.notes = notes
        self.fixIt = fixIt
    }

    package static func error(
        _ message: String, at location: SourceLocation?, notes: [DiagnosticNote] = [], fixIt: FixIt? = nil
    ) -> Diagnostic {
        Diagnostic(.error, message, at: location, notes: notes, fixIt: fixIt)
    }

    package static func warning(
        _ message: String, at location: SourceLocation?, notes: [DiagnosticNote] = [], fixIt: FixIt? = nil
    ) -> Diagnostic {
        Diagnostic(.warning, message, at: location, notes: notes, fixIt: fixIt)
    }
}

extension Diagnostic {
    /// Deterministic order: by file, line, column, then severity (errors first), then message.
    package static func sortedForOutput(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        diagnostics.sorted { lhs, rhs in
            let l = lhs.location, r = rhs.location
            if l != r {
                guard let l else { return true }
                guard let r else { return false }
                return l < r
            }
            if lhs.severity != rhs.severity { return lhs.severity > rhs.severity }
            return lhs.message < rhs.message
        }
    }
}
