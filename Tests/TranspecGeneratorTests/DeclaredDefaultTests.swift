import Testing
import TranspecDiagnostics
import TranspecGenerator
@testable import TranspecSpec

/// Every default `transpec schema` declares is the one the decoder applies:
/// a spec that omits the key generates the same Swift, byte for byte, as one
/// that writes the declared default. (The generated file holds every decoded
/// value, so a decoder default that drifts from its declaration shows here.)
struct DeclaredDefaultTests {
    @Test(arguments: defaultCases())
    func omittingAKeyMeansItsDeclaredDefault(_ testCase: DefaultCase) throws {
        let omitted = try generated(testCase.spec(with: testCase.base))
        let written = try generated(testCase.spec(with: testCase.base + ["\(testCase.key): \(testCase.value)"]))
        #expect(omitted == written, "\(testCase.key): \(testCase.value)")
    }

    /// A default declared in a mapping this test does not know would go unchecked.
    @Test func everyDeclaredDefaultIsChecked() {
        let checked = Set(defaultCases().map { "\($0.mapping).\($0.key)" })
        let declared = Set(defaultedMappings.flatMap { mapping in
            mapping.declaration.keys.filter { $0.defaultValue != nil }.map { "\(mapping.declaration.title).\($0.name)" }
        })
        #expect(checked == declared)
        #expect(declared.count >= 18)
    }
}

struct DefaultCase: CustomTestStringConvertible, Sendable {
    var mapping: String
    var key: String
    var value: String
    var base: [String]
    /// The transition's entries around "ENTRIES".
    var template: String
    var testDescription: String { "\(mapping).\(key): \(value)" }

    func spec(with entries: [String]) -> String {
        let body = template.replacingOccurrences(of: "ENTRIES", with: entries.joined(separator: ", "))
        return "transpec: 1\ntransitions:\n  sheet: { operation: dismiss, \(body) }\n"
    }
}

private func generated(_ yaml: String) throws -> String {
    var collector = DiagnosticCollector()
    let spec = SpecFrontEnd.decode(Array(yaml.utf8), file: "Sheet.transpec.yaml", diagnostics: &collector)
    let errors = collector.sorted.filter { $0.severity == .error }
    try #require(errors.isEmpty, "\(errors.map(\.message))\n\(yaml)")
    return SpecTranslator.render(try #require(spec))
}

/// Each mapping whose keys have declared defaults, placed in a transition
/// with the entries that make it otherwise valid.
private let defaultedMappings: [(declaration: MappingDeclaration, template: String, base: [String])] = {
    let spring = "spring: { dampingRatio: 1, response: 0.4 }"
    let gesture = "gesture: { edge: bottom }"
    let track = "elements: { card: { alpha: { ENTRIES } } }, \(gesture), \(spring)"
    return [
        (SpecKeys.transition, "ENTRIES", ["\(gesture)", spring]),
        (SpecKeys.gesture, "gesture: { ENTRIES }, \(spring)", ["edge: bottom"]),
        (SpecKeys.rubberBand, "gesture: { edge: bottom, rubberBand: { ENTRIES } }, \(spring)", []),
        (SpecKeys.releaseForms[0].mapping, "release: { ENTRIES }, \(gesture), \(spring)", ["flickVelocity: 300"]),
        (SpecKeys.releaseForms[1].mapping, "release: { ENTRIES }, \(gesture), \(spring)", ["projection: fast"]),
        (SpecKeys.decay, "decay: { ENTRIES }, \(gesture), \(spring)", []),
        (SpecKeys.restTolerance, "restTolerance: { ENTRIES }, \(gesture), \(spring)", []),
        (SpecKeys.dimming, "dimming: { ENTRIES }, \(gesture), \(spring)", ["alpha: { from: 0.5, to: 0 }"]),
        (SpecKeys.track(of: .number(.any), unit: nil), track, ["from: 0", "to: 1"]),
    ] + SpecKeys.springSets.map { set in
        let required = set.mapping.keys.filter(\.isRequired).map { "\($0.name): \(sampleValue(for: $0.name))" }
        return (set.mapping, "spring: { ENTRIES }, \(gesture)", required)
    }
}()

private func sampleValue(for springKey: String) -> String {
    ["dampingRatio": "0.8", "response": "0.4", "duration": "0.5", "stiffness": "300", "damping": "30",
     "bounciness": "4", "speed": "12", "tension": "40", "friction": "7", "preset": "snappy", "bounce": "0.2",
     "visualDuration": "0.4", "settlingDuration": "0.5"][springKey] ?? "1"
}

private func defaultCases() -> [DefaultCase] {
    defaultedMappings.flatMap { mapping in
        mapping.declaration.keys.compactMap { key in
            key.defaultValue.map { value in
                DefaultCase(mapping: mapping.declaration.title, key: key.name, value: yaml(value),
                            base: mapping.base.filter { !$0.hasPrefix(key.name + ":") }, template: mapping.template)
            }
        }
    }
}

/// A declared default as YAML flow text.
private func yaml(_ value: JSONValue) -> String {
    switch value {
    case .null: "null"
    case .bool(let flag): flag ? "true" : "false"
    case .number(let number): number == number.rounded() ? String(Int(number)) : "\(number)"
    case .string(let text): "\"\(text)\""
    case .array(let items): "[" + items.map(yaml).joined(separator: ", ") + "]"
    case .object(let fields): "{ " + fields.keys.sorted().map { "\($0): \(yaml(fields[$0]!))" }.joined(separator: ", ") + " }"
    }
}
