import TranspecDiagnostics
import TranspecYAML

/// Decodes transitions as the YAML layer streams them, so checking a spec
/// holds one transition in memory at a time, not the whole document.
///
/// Diagnostics wait here until the top level is known: a file with a
/// missing or unsupported `transpec` version reports that alone, exactly as
/// if the transitions had not been read.
struct TransitionStream: StreamingHandler {
    private(set) var decoder: SpecDecoder
    /// Every transition name so far, for collisions across the whole file.
    private var names = SwiftNameCollisions(kind: "transition", convert: SwiftName.typeName(for:))
    /// Each transition's summary, for the pairs checked at the end.
    private var pairs = PairCheck()
    private let visit: (TransitionIR) -> Void

    init(decoder: SpecDecoder, visit: @escaping (TransitionIR) -> Void) {
        self.decoder = decoder
        self.visit = visit
    }

    var streamedRootKey: String? { "transitions" }

    mutating func handleEntry(key: Node, value: Node) {
        guard let transition = decoder.decodeTransitionEntry(key: key, value: value) else {
            if let text = key.text {
                names.add(Located(text, at: decoder.location(key)))
                pairs.addUndecoded(text)
            }
            return
        }
        names.add(transition.name)
        pairs.add(transition)
        visit(transition)
    }

    /// Decodes the top level (and any transitions not streamed), then hands
    /// over the diagnostics. Returns the version, or nil when unusable.
    mutating func finish(
        root: Node, diagnostics: inout DiagnosticCollector, visitRemaining: (TransitionIR) -> Void = { _ in }
    ) -> Located<Int>? {
        let streamed = decoder.diagnostics
        decoder.diagnostics = DiagnosticCollector()
        var remaining: [TransitionIR] = []
        var undecoded: [String] = []
        let version = decoder.decodeTopLevel(root) { decoder, transitions in
            for entry in decoder.namedEntries(of: transitions, for: "transitions") {
                if let transition = decoder.decodeTransitionEntry(key: entry.keyNode, value: entry.value) {
                    remaining.append(transition)
                } else if let text = entry.keyNode.text {
                    undecoded.append(text)
                }
            }
        }
        guard let version else {
            diagnostics.emit(contentsOf: decoder.diagnostics.diagnostics)
            return nil
        }
        for transition in remaining {
            names.add(transition.name)
            pairs.add(transition)
            visitRemaining(transition)
        }
        for name in undecoded { pairs.addUndecoded(name) }
        diagnostics.emit(contentsOf: streamed.diagnostics)
        diagnostics.emit(contentsOf: decoder.diagnostics.diagnostics)
        diagnostics.emit(contentsOf: names.diagnostics.diagnostics)
        diagnostics.emit(contentsOf: pairs.diagnostics())
        return version
    }
}
