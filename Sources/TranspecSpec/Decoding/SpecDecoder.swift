import TranspecDiagnostics
import TranspecYAML

/// Reads a YAML node tree into a `SpecIR`, reporting every problem and
/// carrying on. Recursion is bounded by the spec's fixed schema depth.
package struct SpecDecoder {
    static let documentKeys = KeyTable(SpecKeys.document.names)

    package let file: String
    /// `file`, interned once so every location the decoder makes is plain bytes.
    let fileID: SourceFileID
    package var diagnostics: DiagnosticCollector
    /// The ranges naming detents met while decoding the current transition.
    var detentRanges: [DetentRangeIR] = []
    /// The triggers whose `progress` names a detent, met while decoding the current transition.
    var triggerDetents: [String: Located<String>] = [:]
    /// False once a value of the current transition would make its motion
    /// non-finite (`reportNonFiniteMotion`).
    var motionIsFinite = true

    package init(file: String, diagnostics: DiagnosticCollector = DiagnosticCollector()) {
        self.file = file
        fileID = SourceFileID(file)
        self.diagnostics = diagnostics
    }

    /// One transition entry: decoded, then checked on its own. Nil after errors.
    mutating func decodeTransitionEntry(key: Node, value: Node) -> TransitionIR? {
        guard let name = namedKey(key), let decoded = decodeTransition(name: name, value: value) else {
            return nil
        }
        let transition = resolveTriggerDetents(checkFrame(decoded))
        checkDetents(transition)
        checkNameCollisions(transition.elements.map(\.name), kind: "element", convert: SwiftName.identifier(for:))
        checkNameCollisions(transition.triggers.map { $0.map(\.name) }, kind: "trigger", convert: SwiftName.identifier(for:))
        checkProtocolMemberCollisions(transition)
        checkScreenEdgeSupport(transition)
        checkOtherGestures(transition)
        checkScreenMovement(transition)
        checkElementScreens(transition)
        checkDragDirections(transition)
        checkElementReferences(transition)
        checkExpectations(transition)
        // Feel is measured on the motion, which must be finite first.
        if checkFiniteMotion(transition) { warnAboutFeel(transition) }
        return transition
    }

    /// The document's top level, after its transitions went by (streamed)
    /// or here (when `transitions` is an alias). Nil when unusable.
    mutating func decodeTopLevel(
        _ root: Node, decodeRemaining: (inout SpecDecoder, Node) -> Void
    ) -> Located<Int>? {
        guard let fields = fields(of: root, for: "the document", allowed: Self.documentKeys,
                                  ignoringExtensions: true)
        else { return nil }
        guard let versionNode = fields["transpec"] else {
            error("missing 'transpec' key; start the file with 'transpec: 1'", at: root)
            return nil
        }
        guard let version = decodeVersion(versionNode) else { return nil }
        guard let transitionsNode = require("transitions", in: fields, context: "the document") else {
            return nil
        }
        if !transitionsNode.isStreamed { decodeRemaining(&self, transitionsNode) }
        return version
    }

    private mutating func decodeVersion(_ node: Node) -> Located<Int>? {
        guard node.scalarStyle != nil else {
            typeError(expected: "an integer", for: "transpec", found: node)
            return nil
        }
        guard let value = resolve(node) else { return nil }
        switch value {
        case .int(1):
            return Located(1, at: location(node))
        case .int(let other):
            error("unsupported format version \(other); this transpec reads version 1", at: node)
        case .integerOverflow(let text):
            error("unsupported format version \(quoted(text)); this transpec reads version 1", at: node)
        case .float(let number):
            error("unsupported format version \(number); this transpec reads version 1", at: node)
        default:
            typeError(expected: "an integer", for: "transpec", found: node)
        }
        return nil
    }

    // MARK: Reporting

    func location(_ node: Node) -> SourceLocation {
        location(node.mark)
    }

    func location(_ mark: Mark) -> SourceLocation {
        SourceLocation(mark, in: fileID)
    }

    mutating func error(_ message: String, at node: Node, notes: [DiagnosticNote] = [], fixIt: FixIt? = nil) {
        diagnostics.error(message, at: location(node), notes: notes, fixIt: fixIt)
    }

    mutating func warning(_ message: String, at location: SourceLocation, notes: [DiagnosticNote] = []) {
        diagnostics.warning(message, at: location, notes: notes)
    }
}

extension SourceLocation {
    /// Where a YAML mark is in `file`: marks count lines and columns as
    /// diagnostics do (1-based, columns in Unicode scalars).
    package init(_ mark: Mark, in file: SourceFileID) {
        self.init(fileID: file, line: mark.line, column: mark.column, offset: mark.offset)
    }
}
