import Foundation
import Testing
@testable import TranspecSpec

/// The declarations behind `transpec schema` agree with what the decoder enforces.
struct SchemaDeclarationTests {
    @Test func everySpringParameterSetKeyIsDeclared() {
        let declared = SpecKeys.springKeys.map(\.name)
        #expect(SpringIR.ParameterSet.parameterKeys + ["overdamping"] == declared)
        for set in SpringIR.ParameterSet.allCases {
            #expect(!set.requiredKeys.isEmpty && set.requiredKeys.allSatisfy(set.keys.contains), "\(set)")
        }
    }

    /// Sets share keys, so written keys could fit two sets: they would need
    /// every required key of both, all inside both. No two sets allow that,
    /// so the decoder's set and the schema's oneOf branch are always unique.
    @Test func writtenKeysFitAtMostOneParameterSet() {
        let sets = SpringIR.ParameterSet.allCases
        for (i, a) in sets.enumerated() {
            for b in sets[(i + 1)...] {
                let needed = Set(a.requiredKeys + b.requiredKeys), shared = Set(a.keys).intersection(b.keys)
                #expect(!needed.isSubset(of: shared), "\(a.rawValue) and \(b.rawValue)")
            }
        }
    }

    @Test func easingNamesMatchTheDecoder() {
        #expect(Set(SpecKeys.easingNames) == Set(SpecDecoder.easingNames.keys))
    }

    @Test func theSchemaIsDeterministicJSONWithEveryDefinition() throws {
        let text = SpecSchema.jsonSchema()
        #expect(text == SpecSchema.jsonSchema())
        let object = try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any]
        let definitions = object?["$defs"] as? [String: Any]
        #expect(Set(definitions?.keys.map { $0 } ?? []) == Set(SchemaDefinition.allCases.map(\.rawValue)))
        #expect(object?["$schema"] as? String == "https://json-schema.org/draft/2020-12/schema")
    }

    /// Every declared numeric bound is one the decoder rejects values outside of,
    /// so the schema's minimum/maximum cannot promise more or less than `check`.
    @Test(arguments: boundedKeyCases())
    func declaredBoundIsEnforced(_ testCase: BoundCase) {
        let result = check(sheet(testCase.yaml, spring: testCase.spring, gesture: testCase.gesture))
        #expect(result.errors.contains { $0.message.hasPrefix("'\(testCase.key)' must") },
                "\(testCase.yaml) \(testCase.spring): \(result.summary)")
    }
}

struct BoundCase: CustomTestStringConvertible, Sendable {
    var key: String
    var yaml = ""
    var spring = "spring: { dampingRatio: 1, response: 0.4 }"
    var gesture = "gesture: { edge: bottom }"
    var testDescription: String { "\(key): \(yaml) \(gesture) \(spring)" }
}

/// A value outside `bounds`, or nil when every number is allowed.
private func outside(_ bounds: NumberBounds) -> String? {
    switch bounds {
    case .any: nil
    case .unit, .bounce: "1.5"
    case .positive: "0"
    case .nonNegative: "-1"
    case .openUnit: "1"
    case .releaseProgress: "2.5"
    case .velocity: "100001"
    }
}

private func numberBounds(_ kind: ValueKind) -> NumberBounds? {
    switch kind {
    case .number(let bounds): bounds
    case .oneOf(let kinds): kinds.lazy.compactMap(numberBounds).first
    default: nil
    }
}

private func boundedKeyCases() -> [BoundCase] {
    enum Place { case extra, spring, gesture }
    var cases: [BoundCase] = []
    /// Each bounded key of `mapping` set out of bounds inside `wrap` ("ENTRIES"
    /// replaced), beside the `base` entries that make the mapping otherwise valid.
    func add(_ mapping: MappingDeclaration, _ place: Place, _ wrap: String, base: [String] = []) {
        for key in mapping.keys {
            guard let bounds = numberBounds(key.value), let value = outside(bounds) else { continue }
            let entries = base.filter { !$0.hasPrefix(key.name + ":") } + ["\(key.name): \(value)"]
            let text = wrap.replacingOccurrences(of: "ENTRIES", with: entries.joined(separator: ", "))
            var testCase = BoundCase(key: key.name)
            switch place {
            case .extra: testCase.yaml = text
            case .spring: testCase.spring = text
            case .gesture: testCase.gesture = text
            }
            cases.append(testCase)
        }
    }
    add(SpecKeys.restTolerance, .extra, "restTolerance: { ENTRIES }")
    add(SpecKeys.decay, .extra, "decay: { ENTRIES }")
    add(SpecKeys.gesture, .gesture, "gesture: { ENTRIES }", base: ["edge: top"])
    add(SpecKeys.rubberBand, .gesture, "gesture: { edge: top, rubberBand: { ENTRIES } }")
    add(SpecKeys.releaseForms[0].mapping, .extra, "release: { ENTRIES }")
    add(SpecKeys.releaseForms[1].mapping, .extra, "release: { ENTRIES }", base: ["projection: normal"])
    add(SpecKeys.releaseCondition, .extra, "release: { anyOf: [ { ENTRIES } ] }", base: ["progress: 0.5"])
    add(SpecKeys.expectation, .extra, "expect: [ { ENTRIES } ]",
        base: ["release: { progress: 0.5, velocity: 0 }", "decision: complete"])
    add(SpecKeys.expectedRelease, .extra, "expect: [ { release: { ENTRIES }, decision: complete } ]",
        base: ["progress: 0.5", "velocity: 0"])
    add(SpecKeys.releaseRegion, .extra, "expect: [ { releases: { ENTRIES }, decision: complete } ]",
        base: ["velocity: 0"])
    add(SpecKeys.expectedValue, .extra,
        "expect: [ { release: { progress: 0.5, velocity: 0 }, values: [ { ENTRIES } ] } ]",
        base: ["track: dimming.alpha", "time: 0", "value: 0"])
    for (_, set) in SpecKeys.springSets {
        add(set, .spring, "spring: { ENTRIES }", base: set.keys.filter(\.isRequired).map { "\($0.name): 1" })
    }
    return cases
}

/// The schema's JSON escapes what JSON and JavaScript cannot hold raw:
/// controls, DEL, and the line and paragraph separators, which end a
/// JavaScript string literal.
@Suite struct SchemaJSONEscapingTests {
    @Test func separatorsDeleteAndControlsAreEscaped() {
        let text = JSONValue.object(["k\u{2028}": .string("a\u{2029}b\u{7F}c\u{1}\"\\\n")]).rendered()
        #expect(text == "{\n  \"k\\u2028\": \"a\\u2029b\\u007fc\\u0001\\\"\\\\\\n\"\n}\n")
    }
}
