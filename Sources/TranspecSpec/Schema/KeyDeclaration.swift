/// One key of a spec mapping, as the decoder accepts it and the JSON Schema
/// describes it. The decoder takes its allowed keys and enumerations from
/// these declarations, so the schema cannot drift from what `check` accepts.
struct KeyDeclaration: Sendable {
    var name: String
    var value: ValueKind
    /// What the key means, one or two sentences.
    var meaning: String
    var unit: String?
    /// The value used when the key is absent, as JSON.
    var defaultValue: JSONValue?
    /// Where the default comes from, or how it is computed.
    var defaultNote: String?
    var isRequired = false

    /// Meaning, unit and default in one paragraph for editors' hover text.
    var description: String {
        var text = meaning
        if let unit { text += " Unit: \(unit)." }
        if let defaultValue {
            let shown = defaultValue.rendered().trimmingSuffixNewline
            text += " Default: \(shown)" + (defaultNote.map { " (\($0))." } ?? ".")
        } else if let defaultNote {
            text += " Default: \(defaultNote)."
        }
        if isRequired { text += " Required." }
        return text
    }
}

/// The shape of a key's value.
indirect enum ValueKind: Sendable {
    /// Only this integer (the format version).
    case integerConstant(Int)
    case number(NumberBounds)
    case boolean
    case string(pattern: String?)
    /// One of these spellings.
    case choice([String])
    /// A shared definition in the schema's `$defs`.
    case definition(SchemaDefinition)
    case mapping(MappingDeclaration)
    /// A mapping from user-chosen names (transitions, elements) to values.
    case namedMapping(of: ValueKind)
    /// A list, non-empty unless `allowsEmpty` (`triggers: []`: none fire).
    case list(of: ValueKind, allowsEmpty: Bool = false)
    /// A fixed-length list, one kind per position (`[x, y]`, `[start, end]`).
    case tuple([ValueKind])
    /// Exactly one of these shapes (spring parameter sets, release forms).
    case oneOf([ValueKind])
    /// The value may be null (`thumbnail:` declares an element with no tracks).
    case nullable(ValueKind)
}

/// A mapping with a fixed set of keys.
struct MappingDeclaration: Sendable {
    /// How diagnostics and the schema name this mapping.
    var title: String
    var keys: [KeyDeclaration]
    /// Top-level `x-` keys are ignored rather than unknown.
    var allowsExtensionKeys = false
    /// Alternative sets of keys of which at least one must all be present.
    var requiredAlternatives: [[String]] = []
    /// Whether exactly one alternative may be present (a track's from/to or keyframes).
    var exclusiveAlternatives = false
    /// Keys of which at most one may be present (a decay's rate and its peers' forms).
    var exclusiveKeys: [String] = []

    /// The allowed key names, in declaration order: the decoder's list for
    /// unknown-key errors and did-you-mean.
    var names: [String] { keys.map(\.name) }

    subscript(name: String) -> KeyDeclaration? { keys.first { $0.name == name } }
}

/// The shared definitions the schema puts in `$defs`.
enum SchemaDefinition: String, CaseIterable, Sendable {
    case transition, spring, track, pointTrack, easing, element
}

extension String {
    var trimmingSuffixNewline: String { hasSuffix("\n") ? String(dropLast()) : self }
}
