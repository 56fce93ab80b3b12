import Foundation
import Testing
@testable import TranspecSpec

/// Fuzz/spec.dict lists every key and enumerated value of the spec
/// language, so the fuzzers reach every decoder path. This keeps it from
/// falling behind `SpecKeys`.
struct FuzzDictionaryTests {
    static let dictionary = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fuzz/spec.dict")

    @Test func everyDeclaredKeyIsInTheDictionary() throws {
        let entries = try Self.entries()
        let missing = Self.declared().keys.filter { !entries.contains($0) }
        #expect(missing.isEmpty, "add to Fuzz/spec.dict: \(missing.sorted())")
    }

    @Test func everyEnumeratedValueIsInTheDictionary() throws {
        let entries = try Self.entries()
        let missing = Self.declared().values.filter { !entries.contains($0) }
        #expect(missing.isEmpty, "add to Fuzz/spec.dict: \(missing.sorted())")
    }

    @Test func theWalkFindsTheWholeLanguage() {
        // A walk that silently stopped early would pass the tests above.
        let declared = Self.declared()
        for key in ["transpec", "operation", "anyOf", "dampingRatio", "tension", "keyframes", "cubic-bezier",
                    "cornerRadius", "handoffVelocity", "coefficient", "destination"] {
            #expect(declared.keys.contains(key), "\(key)")
        }
        #expect(declared.values.isSuperset(of: ["tab-previous", "ease-in-out", "extrapolate", "fast", "container"]))
    }

    /// Key names and `choice` words reachable from the document declaration.
    static func declared() -> (keys: Set<String>, values: Set<String>) {
        var keys = Set<String>(), values = Set<String>()
        var pending: [ValueKind] = [.mapping(SpecKeys.document)]
        var expanded = Set<String>()
        while let kind = pending.popLast() {
            switch kind {
            case .mapping(let mapping):
                for key in mapping.keys {
                    keys.insert(key.name)
                    pending.append(key.value)
                }
            case .choice(let words): values.formUnion(words)
            case .definition(let definition):
                guard expanded.insert(definition.rawValue).inserted else { continue }
                pending += Self.expansion(of: definition)
            case .namedMapping(let value), .list(let value, _), .nullable(let value): pending.append(value)
            case .tuple(let items), .oneOf(let items): pending += items
            case .integerConstant, .number, .boolean, .string: break
            }
        }
        return (keys, values)
    }

    static func expansion(of definition: SchemaDefinition) -> [ValueKind] {
        switch definition {
        case .transition: [.mapping(SpecKeys.transition)]
        case .spring: SpecKeys.springSets.map { .mapping($0.mapping) }
        case .track: [.mapping(SpecKeys.track(of: .number(.any), unit: nil))]
        case .pointTrack: [.mapping(SpecKeys.track(of: SpecSchema.pointValue, unit: "pt"))]
        case .easing: [.choice(SpecKeys.easingNames), .mapping(SpecKeys.cubicBezier)]
        case .element: [.mapping(SpecKeys.element)]
        }
    }

    /// The quoted text of each entry (`name="text"` or `"text"`), with
    /// libFuzzer's escapes `\\`, `\"` and `\xAB` undone.
    static func entries() throws -> Set<String> {
        let text = try String(contentsOf: dictionary, encoding: .utf8)
        var entries = Set<String>()
        for line in text.split(separator: "\n") where !line.hasPrefix("#") {
            guard let open = line.firstIndex(of: "\""), line.hasSuffix("\"") else { continue }
            var bytes: [UInt8] = []
            var rest = Substring(line[line.index(after: open)...].dropLast()).utf8[...]
            while let byte = rest.popFirst() {
                guard byte == UInt8(ascii: "\\"), let next = rest.popFirst() else { bytes.append(byte); continue }
                if next == UInt8(ascii: "x"), let hex = UInt8(String(decoding: rest.prefix(2), as: UTF8.self), radix: 16) {
                    bytes.append(hex)
                    rest = rest.dropFirst(2)
                } else {
                    bytes.append(next)
                }
            }
            entries.insert(String(decoding: bytes, as: UTF8.self))
        }
        return entries
    }
}
