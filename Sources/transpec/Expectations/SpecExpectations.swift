import TranspecDiagnostics
import TranspecSpec

extension ExpectationCheck {
    /// The transitions with expectations that `check` streamed out of
    /// `source`, which decoded without errors.
    mutating func check(_ transitions: [TransitionIR], of source: SourceFile, diagnostics: inout DiagnosticCollector) {
        guard !transitions.isEmpty else { return }
        // A pair's presentation may come after its dismissal, and `check`
        // keeps no transition it has streamed past: for a pair, the file is
        // decoded again, which only a spec with expectations on a pair pays.
        var spec: SpecIR?
        if transitions.contains(where: { $0.presentation != nil }) {
            var ignored = DiagnosticCollector()
            spec = SpecFrontEnd.decode(source, diagnostics: &ignored)
        }
        for transition in transitions {
            check(transition, partner: spec?.presentationPartner(of: transition), specPath: source.path,
                  diagnostics: &diagnostics)
        }
    }

    /// Every transition of a decoded spec (`generate`).
    mutating func check(_ spec: SpecIR, diagnostics: inout DiagnosticCollector) {
        for transition in spec.transitions where !transition.expectations.isEmpty {
            check(transition, partner: spec.presentationPartner(of: transition), specPath: spec.file,
                  diagnostics: &diagnostics)
        }
    }
}

extension DiagnosticCollector {
    /// Whether an error came after the first `count` diagnostics: a file's
    /// own are those added while it was read.
    func hasErrors(after count: Int) -> Bool {
        diagnostics[count...].contains { $0.severity == .error }
    }
}
