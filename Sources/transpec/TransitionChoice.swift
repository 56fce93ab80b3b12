import TranspecSpec

/// Picks the transition `simulate --transition` names: as written in the
/// spec, or by the Swift type name it becomes.
enum TransitionChoice {
    enum Failure: Error, Equatable, CustomStringConvertible {
        /// No name was given and the spec has several (a usage problem).
        case ambiguous(names: [String])
        case unknown(name: String, names: [String])
        case empty

        var description: String {
            switch self {
            case .ambiguous(let names):
                "the spec has \(names.count) transitions; choose one with --transition: \(names.joined(separator: ", "))"
            case .unknown(let name, let names):
                if let suggestion = closestMatch(to: name, in: names) {
                    "no transition named '\(name)'; did you mean '\(suggestion)'?"
                } else {
                    "no transition named '\(name)'; the spec has: \(names.joined(separator: ", "))"
                }
            case .empty:
                "the spec has no transitions"
            }
        }
    }

    static func choose(_ name: String?, in spec: SpecIR) throws(Failure) -> TransitionIR {
        let names = spec.transitions.map(\.name.value)
        guard let name else {
            guard let only = spec.transitions.first else { throw .empty }
            guard spec.transitions.count == 1 else { throw .ambiguous(names: names) }
            return only
        }
        // The name as written, or the Swift type name it becomes.
        if let exact = spec.transitions.first(where: { $0.name.value == name }) { return exact }
        let wanted = SwiftName.typeName(for: name)
        if let converted = spec.transitions.first(where: { SwiftName.typeName(for: $0.name.value) == wanted }) {
            return converted
        }
        throw .unknown(name: name, names: names)
    }
}
