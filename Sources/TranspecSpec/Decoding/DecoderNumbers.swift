import TranspecDiagnostics
import TranspecRuntime
import TranspecYAML

/// The ranges the spec language allows for numbers.
enum NumberBounds {
    case any, unit, bounce, positive, nonNegative, openUnit
    /// A release's progress, as `simulate release --progress` takes it:
    /// past either end by a rubber band's reach.
    case releaseProgress
    /// A finger's velocity in pt/s, as `simulate --release-velocity` takes it.
    case velocity

    func contains(_ value: Double) -> Bool {
        switch self {
        case .any: true
        case .unit: (0...1).contains(value)
        // −1 would be infinite damping (ζ = 1/(1 + bounce)).
        case .bounce: value > -1 && value <= 1
        case .positive: value > 0
        case .nonNegative: value >= 0
        case .openUnit: value > 0 && value < 1
        case .releaseProgress: (-1...2).contains(value)
        case .velocity: abs(value) <= 100_000
        }
    }

    var requirement: String {
        switch self {
        case .any: "be a number"
        case .unit: "be within 0…1"
        case .bounce: "be greater than -1 and at most 1"
        case .positive: "be greater than 0"
        case .nonNegative: "not be negative"
        case .openUnit: "be strictly between 0 and 1"
        case .releaseProgress: "be within -1…2"
        case .velocity: "be within ±100000 pt/s"
        }
    }
}

extension SpecDecoder {
    /// A finite number within `bounds`, located at its node.
    mutating func number(_ node: Node, for key: String, _ bounds: NumberBounds) -> Located<Double>? {
        guard let value = number(node, for: key) else { return nil }
        guard bounds.contains(value) else {
            error("'\(key)' must \(bounds.requirement), found \(format(value))", at: node)
            return nil
        }
        return Located(value, at: location(node))
    }

    /// An optional number: the default (located at the enclosing mapping) when absent.
    mutating func number(
        _ key: StaticString, in fields: Fields, _ bounds: NumberBounds, default fallback: Double
    ) -> Located<Double>? {
        guard let node = fields[key] else { return Located(fallback, at: location(fields.node)) }
        return number(node, for: key.description, bounds)
    }

    mutating func choice<Choice: RawRepresentable & CaseIterable>(
        _ key: StaticString, in fields: Fields, default fallback: Choice
    ) -> Located<Choice>? where Choice.RawValue == String {
        choice(key, in: fields, among: Choice.allCases.map { ($0.rawValue, $0) }, default: fallback)
    }

    mutating func choice<Value>(
        _ key: StaticString, in fields: Fields, among spellings: [(word: String, value: Value)], default fallback: Value
    ) -> Located<Value>? {
        guard let node = fields[key] else { return Located(fallback, at: location(fields.node)) }
        return choice(node, for: key.description, among: spellings).map { Located($0, at: location(node)) }
    }

    mutating func bool(_ key: StaticString, in fields: Fields, default fallback: Bool) -> Located<Bool>? {
        guard let node = fields[key] else { return Located(fallback, at: location(fields.node)) }
        return bool(node, for: key.description).map { Located($0, at: location(node)) }
    }

    /// `normal`, `fast` or a rate per millisecond in (0, 1).
    mutating func decelerationRate(_ node: Node, for key: String) -> Located<DecelerationRate>? {
        if case .string(let text)? = CoreValueProbe.value(of: node) {
            switch text {
            case "normal": return Located(.normal, at: location(node))
            case "fast": return Located(.fast, at: location(node))
            default:
                reportUnknownWord(text, at: node, what: "value \(quoted(text)) for '\(key)'",
                                  candidates: SpecKeys.decelerationWords, fallback: "expected normal, fast or a number in (0, 1)")
                return nil
            }
        }
        return number(node, for: key, .openUnit).map { $0.map(DecelerationRate.custom) }
    }
}

/// Peeks at a scalar's core value without reporting anything.
enum CoreValueProbe {
    /// The value of an untagged (or `!`-tagged) scalar; nil otherwise.
    static func value(of node: Node) -> CoreValue? {
        guard node.isScalar, node.tag == nil || node.tag == "!" else { return nil }
        return plainOrString(node)
    }

    /// Plain untagged scalars resolve by their text; others are strings.
    static func plainOrString(_ node: Node) -> CoreValue? {
        guard let style = node.scalarStyle else { return nil }
        return style == .plain && node.tag == nil ? node.plainValue : .string(node.text ?? "")
    }
}
