import TranspecDiagnostics
import TranspecYAML

/// Reads a YAML node tree into a `SpecIR`, reporting every problem and
/// carrying on. Recursion is bounded by the spec's fixed schema depth.
public struct SpecDecoder {
    public let file: String
    public var diagnostics: DiagnosticCollector

    public init(file: String, diagnostics: DiagnosticCollector = DiagnosticCollector()) {
        self.file = file
        self.diagnostics = diagnostics
    }

    /// Decodes `root`; the result holds every transition that decoded, and
    /// is nil only when the top level itself is unusable. Check
    /// `diagnostics.hasErrors` before trusting it.
    public static func decode(
        _ root: Node, file: String, diagnostics: inout DiagnosticCollector
    ) -> SpecIR? {
        var decoder = SpecDecoder(file: file, diagnostics: diagnostics)
        let spec = decoder.decodeDocument(root)
        diagnostics = decoder.diagnostics
        return spec
    }

    mutating func decodeDocument(_ root: Node) -> SpecIR? {
        guard let fields = fields(of: root, for: "the document", allowed: SpecKeys.document.names,
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
        var transitions: [TransitionIR] = []
        for entry in namedEntries(of: transitionsNode, for: "transitions") {
            if let transition = decodeTransition(name: entry.name, value: entry.value) {
                transitions.append(transition)
            }
        }
        checkNameCollisions(transitions.map(\.name), kind: "transition", convert: SwiftName.typeName(for:))
        for transition in transitions {
            checkNameCollisions(transition.elements.map(\.name), kind: "element", convert: SwiftName.identifier(for:))
            checkElementReferences(transition)
            warnAboutFeel(transition)
        }
        return SpecIR(file: file, version: version, transitions: transitions)
    }

    private mutating func decodeVersion(_ node: Node) -> Located<Int>? {
        guard let value = resolve(node) else { return nil }
        switch value {
        case .int(1):
            return Located(1, at: location(node))
        case .int(let other):
            error("unsupported format version \(other); this transpec reads version 1", at: node)
        case .integerOverflow(let text), .string(let text):
            error("unsupported format version \(text); this transpec reads version 1", at: node)
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
        SourceLocation(file: file, line: mark.line, column: mark.column, offset: mark.offset)
    }

    mutating func error(_ message: String, at node: Node, notes: [DiagnosticNote] = [], fixIt: FixIt? = nil) {
        diagnostics.error(message, at: location(node), notes: notes, fixIt: fixIt)
    }

    mutating func warning(_ message: String, at location: SourceLocation, notes: [DiagnosticNote] = []) {
        diagnostics.warning(message, at: location, notes: notes)
    }
}
