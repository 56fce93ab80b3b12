/// A position in a source file: 1-based line and column (counted in Unicode
/// scalars) plus the 0-based UTF-8 byte offset.
///
/// Sixteen plain bytes: the IR keeps one per value it decoded, so copies must
/// be cheap. The path is stored once, in `SourceFileID`'s table.
public struct SourceLocation: Hashable, Sendable, Comparable {
    public let fileID: SourceFileID
    private var storedLine: UInt32
    private var storedColumn: UInt32
    private var storedOffset: UInt32

    public init(fileID: SourceFileID, line: Int, column: Int, offset: Int) {
        self.fileID = fileID
        storedLine = UInt32(clamping: line)
        storedColumn = UInt32(clamping: column)
        storedOffset = UInt32(clamping: offset)
    }

    public init(file: String, line: Int, column: Int, offset: Int) {
        self.init(fileID: SourceFileID(file), line: line, column: column, offset: offset)
    }

    public var file: String { fileID.path }
    public var line: Int {
        get { Int(storedLine) }
        set { storedLine = UInt32(clamping: newValue) }
    }
    public var column: Int {
        get { Int(storedColumn) }
        set { storedColumn = UInt32(clamping: newValue) }
    }
    public var offset: Int {
        get { Int(storedOffset) }
        set { storedOffset = UInt32(clamping: newValue) }
    }

    public static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
        if lhs.fileID != rhs.fileID { return lhs.file < rhs.file }
        return (lhs.storedLine, lhs.storedColumn, lhs.storedOffset) < (rhs.storedLine, rhs.storedColumn, rhs.storedOffset)
    }

    /// `file:line:col`, the form editors and Xcode jump to.
    public var description: String { "\(file):\(line):\(column)" }
}

public enum Severity: String, Sendable, Comparable, CaseIterable {
    case note, warning, error

    private var rank: Int {
        switch self {
        case .note: 0
        case .warning: 1
        case .error: 2
        }
    }

    public static func < (lhs: Severity, rhs: Severity) -> Bool { lhs.rank < rhs.rank }
}

/// A suggested edit: replace the text at `location` (spanning `length`
/// Unicode scalars on that line) with `replacement`.
public struct FixIt: Hashable, Sendable {
    public var location: SourceLocation
    public var length: Int
    public var replacement: String

    public init(location: SourceLocation, length: Int, replacement: String) {
        self.location = location
        self.length = length
        self.replacement = replacement
    }
}

/// A secondary message attached to a diagnostic, optionally at its own location.
public struct DiagnosticNote: Hashable, Sendable {
    public var message: String
    public var location: SourceLocation?

    public init(_ message: String, at location: SourceLocation? = nil) {
        self.message = message
        self.location = location
    }
}

/// One problem found in an input, as a value.
public struct Diagnostic: Hashable, Sendable {
    public var severity: Severity
    public var message: String
    public var location: SourceLocation?
    public var notes: [DiagnosticNote]
    public var fixIt: FixIt?

    public init(
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

    public static func error(
        _ message: String, at location: SourceLocation?, notes: [DiagnosticNote] = [], fixIt: FixIt? = nil
    ) -> Diagnostic {
        Diagnostic(.error, message, at: location, notes: notes, fixIt: fixIt)
    }

    public static func warning(
        _ message: String, at location: SourceLocation?, notes: [DiagnosticNote] = [], fixIt: FixIt? = nil
    ) -> Diagnostic {
        Diagnostic(.warning, message, at: location, notes: notes, fixIt: fixIt)
    }
}

extension Diagnostic {
    /// Deterministic order: by file, line, column, then severity (errors first), then message.
    public static func sortedForOutput(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
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
