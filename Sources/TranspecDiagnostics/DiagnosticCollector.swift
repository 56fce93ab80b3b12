/// Gathers diagnostics from every stage; stages report and carry on, so one
/// run shows every problem instead of the first.
package struct DiagnosticCollector: Sendable {
    package private(set) var diagnostics: [Diagnostic] = []

    package init() {}

    package mutating func emit(_ diagnostic: Diagnostic) {
        diagnostics.append(diagnostic)
    }

    package mutating func emit(contentsOf other: [Diagnostic]) {
        diagnostics.append(contentsOf: other)
    }

    package mutating func error(
        _ message: String, at location: SourceLocation?, notes: [DiagnosticNote] = [], fixIt: FixIt? = nil
    ) {
        emit(.error(message, at: location, notes: notes, fixIt: fixIt))
    }

    package mutating func warning(
        _ message: String, at location: SourceLocation?, notes: [DiagnosticNote] = [], fixIt: FixIt? = nil
    ) {
        emit(.warning(message, at: location, notes: notes, fixIt: fixIt))
    }

    package var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }

    /// The diagnostics in output order, without exact duplicates.
    package var sorted: [Diagnostic] {
        var seen = Set<Diagnostic>()
        return Diagnostic.sortedForOutput(diagnostics).filter { seen.insert($0).inserted }
    }
}
