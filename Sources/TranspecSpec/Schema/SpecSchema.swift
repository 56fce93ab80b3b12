/// The JSON Schema (draft 2020-12) of the spec language, built from
/// `SpecKeys`: the same declarations the decoder checks keys and
/// enumerations against.
package enum SpecSchema {
    package static let identifier = "urn:transpec:spec:1"

    /// The schema as pretty JSON with sorted keys; the same text every run.
    package static func jsonSchema() -> String {
        document().rendered()
    }

    static func document() -> JSONValue {
        guard case .object(var root) = schema(for: SpecKeys.document, title: "transpec spec") else { return .null }
        root["$schema"] = .string("https://json-schema.org/draft/2020-12/schema")
        root["$id"] = .string(identifier)
        root["description"] = .string("A transpec spec (*.transpec.yaml, YAML 1.2 core schema): interactive "
            + "view-controller transitions. Units: points (pt), points per second (pt/s), seconds (s); "
            + "progress runs from 0 to 1. See Docs/SpecLanguage.md.")
        var definitions: [String: JSONValue] = [:]
        for definition in SchemaDefinition.allCases { definitions[definition.rawValue] = definitionSchema(definition) }
        root["$defs"] = .object(definitions)
        return .object(root)
    }

    static func definitionSchema(_ definition: SchemaDefinition) -> JSONValue {
        switch definition {
        case .transition:
            return schema(for: SpecKeys.transition, title: "transition")
        case .spring:
            return .object([
                "title": .string("spring"),
                "description": .string("Exactly one parameter set: dampingRatio + response, duration + bounce, "
                    + "mass + stiffness + damping, bounciness + speed, tension + friction, a SwiftUI preset "
                    + "(+ duration, extraBounce), stiffness + dampingRatio, visualDuration + bounce, "
                    + "settlingDuration + dampingRatio, or settlingDuration + bounce; any of them with overdamping. Each converts to "
                    + "a damped oscillator m·x″ + c·x′ + k·x = 0."),
                "oneOf": .array(SpecKeys.springSets.map { schema(for: $0.mapping, title: $0.mapping.title) }),
            ])
        case .track:
            return schema(for: SpecKeys.track(of: .number(.any), unit: nil), title: "track")
        case .pointTrack:
            return schema(for: SpecKeys.track(of: pointValue, unit: "pt"), title: "track of [x, y] points or percentages of the container or view")
        case .easing:
            return .object([
                "title": .string("easing"),
                "description": .string("A named CSS / Core Animation curve or { cubic-bezier: [x1, y1, x2, y2] }."),
                "oneOf": .array([valueSchema(.choice(SpecKeys.easingNames)), valueSchema(.mapping(SpecKeys.cubicBezier))]),
            ])
        case .element:
            return schema(for: SpecKeys.element, title: "element")
        }
    }

    /// `[x, y]`: points, or percentages of the container (`-30%`) or of the view (`-30% view`).
    static let pointValue = ValueKind.tuple([lengthValue, lengthValue])
    static let lengthValue = ValueKind.oneOf([.number(.any), .string(pattern: lengthPercentagePattern)])
    static let lengthPercentagePattern = "^[-+]?[0-9]*\\.?[0-9]+%( view)?$"
    static let percentagePattern = "^[-+]?[0-9]*\\.?[0-9]+%$"

    static func schema(for mapping: MappingDeclaration, title: String? = nil) -> JSONValue {
        var properties: [String: JSONValue] = [:]
        for key in mapping.keys {
            guard case .object(var property) = valueSchema(key.value) else { continue }
            property["description"] = .string(key.description)
            if let defaultValue = key.defaultValue { property["default"] = defaultValue }
            properties[key.name] = .object(property)
        }
        var object: [String: JSONValue] = [
            "type": .string("object"),
            "title": .string(title ?? mapping.title),
            "properties": .object(properties),
            "additionalProperties": .bool(false),
        ]
        let required = mapping.keys.filter(\.isRequired).map { JSONValue.string($0.name) }
        if !required.isEmpty { object["required"] = .array(required) }
        if mapping.allowsExtensionKeys {
            object["patternProperties"] = .object(["^x-": .object(["description": .string("Ignored by transpec: "
                + "a home for anchors reused below.")])])
        }
        if !mapping.requiredAlternatives.isEmpty {
            let choices = JSONValue.array(mapping.requiredAlternatives.map { .object(["required": .array($0.map(JSONValue.string))]) })
            object[mapping.exclusiveAlternatives ? "oneOf" : "anyOf"] = choices
        }
        if !mapping.exclusiveKeys.isEmpty {
            let keys = mapping.exclusiveKeys
            let pairs = keys.indices.flatMap { i in keys.indices.filter { $0 > i }.map { [keys[i], keys[$0]] } }
            object["not"] = .object(["anyOf": .array(pairs.map { .object(["required": .array($0.map(JSONValue.string))]) })])
        }
        return .object(object)
    }

    static func valueSchema(_ kind: ValueKind) -> JSONValue {
        switch kind {
        case .integerConstant(let value):
            return .object(["type": .string("integer"), "const": .number(Double(value))])
        case .number(let bounds):
            return .object(bounds.schemaKeywords.merging(["type": .string("number")]) { $1 })
        case .boolean:
            return .object(["type": .string("boolean")])
        case .string(let pattern):
            var object: [String: JSONValue] = ["type": .string("string")]
            if let pattern { object["pattern"] = .string(pattern) }
            return .object(object)
        case .choice(let words):
            return .object(["type": .string("string"), "enum": .array(words.map(JSONValue.string))])
        case .definition(let definition):
            return .object(["$ref": .string("#/$defs/\(definition.rawValue)")])
        case .mapping(let mapping):
            return schema(for: mapping)
        case .namedMapping(let value):
            return .object(["type": .string("object"), "additionalProperties": valueSchema(value)])
        case .list(let item, let allowsEmpty):
            var object: [String: JSONValue] = ["type": .string("array"), "items": valueSchema(item)]
            if !allowsEmpty { object["minItems"] = .number(1) }
            return .object(object)
        case .tuple(let items):
            let count = JSONValue.number(Double(items.count))
            return .object(["type": .string("array"), "prefixItems": .array(items.map(valueSchema)),
                            "minItems": count, "maxItems": count])
        case .oneOf(let choices):
            return .object(["oneOf": .array(choices.map(valueSchema))])
        case .nullable(let value):
            return .object(["anyOf": .array([.object(["type": .string("null")]), valueSchema(value)])])
        }
    }
}

extension NumberBounds {
    /// The same bounds `contains` checks, as JSON Schema keywords.
    var schemaKeywords: [String: JSONValue] {
        switch self {
        case .any: [:]
        case .unit: ["minimum": .number(0), "maximum": .number(1)]
        case .bounce: ["exclusiveMinimum": .number(-1), "maximum": .number(1)]
        case .positive: ["exclusiveMinimum": .number(0)]
        case .nonNegative: ["minimum": .number(0)]
        case .openUnit: ["exclusiveMinimum": .number(0), "exclusiveMaximum": .number(1)]
        case .releaseProgress: ["minimum": .number(-1), "maximum": .number(2)]
        case .velocity: ["minimum": .number(-100_000), "maximum": .number(100_000)]
        }
    }
}
