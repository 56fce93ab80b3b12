import TranspecDiagnostics
import TranspecRuntime
import TranspecYAML

extension SpecDecoder {
    static let trackKeys = KeyTable(SpecKeys.trackKeys)
    static let keyframeKeys = KeyTable(SpecKeys.keyframeKeys)
    static let cubicBezierKeys = KeyTable(SpecKeys.cubicBezier.names)

    /// `{ from, to }` or `{ keyframes }`, plus range, easing and overshoot.
    /// `readValue` reads one value (a number, or an [x, y] point), and
    /// `numbers` gives its numbers, which must keep the motion finite.
    mutating func decodeTrack<Value>(
        _ node: Node, for context: String, readValue: (inout SpecDecoder, Node, String) -> Value?,
        numbers: (Value) -> [Double]
    ) -> WrittenTrack<Value>? {
        guard let fields = fields(of: node, for: context, allowed: Self.trackKeys) else { return nil }
        let easing = fields["easing"].map { decodeEasing($0) } ?? Located(.linear, at: location(node))
        var keyframes: [WrittenKeyframe<Value>]?
        if let keyframesNode = fields["keyframes"] {
            for key in ["from", "to"] where fields.has(named: key) {
                error("a track has either 'from'/'to' or 'keyframes', not both", at: fields.keyNode(named: key)!)
            }
            keyframes = decodeKeyframes(keyframesNode, trackEasing: easing?.value ?? .linear, readValue: readValue)
        } else if fields.has("from") || fields.has("to") {
            func end(_ key: StaticString, _ decoder: inout SpecDecoder) -> Located<Value>? {
                decoder.require(key, in: fields, context: context).flatMap { n in
                    readValue(&decoder, n, key.description).map { Located($0, at: decoder.location(n)) }
                }
            }
            let from = end("from", &self), to = end("to", &self)
            if let from, let to {
                keyframes = [WrittenKeyframe(at: 0, value: from, easing: .linear, key: "from"),
                             WrittenKeyframe(at: 1, value: to, easing: easing?.value ?? .linear, key: "to")]
            }
        } else {
            error("a track needs 'from' and 'to', or 'keyframes'", at: node)
        }
        let range = decodeRange(fields)
        let overshoot = choice("overshoot", in: fields, default: Overshoot.clamp)
        let during = fields["during"].map { node in choice(node, for: "during", as: TrackPhase.self) }
        guard let keyframes, let range, easing != nil, let overshoot, during.map({ $0 != nil }) ?? true,
              !(fields.has("keyframes") && (fields.has("from") || fields.has("to")))
        else { return nil }
        for keyframe in keyframes { checkTrackValue(keyframe, numbers: numbers) }
        return WrittenTrack(
            keyframes: keyframes, range: range.value, overshoot: overshoot.value, during: (during ?? nil) ?? .both,
            location: location(node))
    }

    private mutating func decodeKeyframes<Value>(
        _ node: Node, trackEasing: Easing, readValue: (inout SpecDecoder, Node, String) -> Value?
    ) -> [WrittenKeyframe<Value>]? {
        guard let items = sequence(node, for: "keyframes") else { return nil }
        guard !items.isEmpty else {
            error("'keyframes' needs at least one { at, value } entry", at: node)
            return nil
        }
        var keyframes: [WrittenKeyframe<Value>] = []
        keyframes.reserveCapacity(items.count)
        var previousAt: Located<Double>?
        var failed = false
        for item in items {
            guard let fields = fields(of: item, for: "keyframes", allowed: Self.keyframeKeys) else {
                failed = true
                continue
            }
            let at = require("at", in: fields, context: "keyframes").flatMap { number($0, for: "at", .unit) }
            let value = require("value", in: fields, context: "keyframes").flatMap { n in
                readValue(&self, n, "value").map { Located($0, at: location(n)) }
            }
            let easing = fields["easing"].map { decodeEasing($0) }
            guard let at, let value, easing.map({ $0 != nil }) ?? true else { failed = true; continue }
            if let previous = previousAt, at.value <= previous.value {
                error("keyframe 'at' values must increase strictly; \(format(at.value)) follows \(format(previous.value))",
                      at: fields["at"]!, notes: [DiagnosticNote("previous keyframe here", at: previous.location)])
                failed = true
            }
            previousAt = at
            keyframes.append(WrittenKeyframe(at: at.value, value: value, easing: (easing ?? nil)?.value ?? trackEasing))
        }
        return failed ? nil : keyframes
    }

    /// `[start, end]` with 0 ≤ start < end ≤ 1; [0, 1] when absent. Either
    /// end may name a detent (`[full, half]`), checked with `detents`.
    mutating func decodeRange(_ fields: Fields) -> Located<ProgressRange>? {
        guard let node = fields["range"] else { return Located(.full, at: location(fields.node)) }
        guard let items = sequence(node, for: "range") else { return nil }
        guard items.count == 2 else {
            error("'range' must be [start, end], found \(items.count) values", at: node)
            return nil
        }
        let startDetent = detentName(items[0]), endDetent = detentName(items[1])
        if startDetent != nil || endDetent != nil {
            guard let start = startDetent.map({ _ in 0 }) ?? number(items[0], for: "range"),
                  let end = endDetent.map({ _ in 1 }) ?? number(items[1], for: "range") else { return nil }
            let range = ProgressRange(
                start: start, end: end, startDetent: startDetent?.value, endDetent: endDetent?.value)
            detentRanges.append(DetentRangeIR(
                range: range, startDetent: startDetent, endDetent: endDetent, location: location(node)))
            return Located(range, at: location(node))
        }
        guard let start = number(items[0], for: "range"), let end = number(items[1], for: "range") else { return nil }
        guard start >= 0, start < end, end <= 1 else {
            error("'range' must satisfy 0 ≤ start < end ≤ 1, found [\(format(start)), \(format(end))]", at: node)
            return nil
        }
        return Located(ProgressRange(start: start, end: end), at: location(node))
    }

    /// A `range` end that is a word, not a number: a detent's name.
    mutating func detentName(_ node: Node) -> Located<String>? {
        guard case .string(let text)? = resolve(node), Double(text) == nil else { return nil }
        return Located(text, at: location(node))
    }

    static let easingTable = KeyTable(SpecKeys.easingNames)
    static let easingValues = SpecKeys.easingNames.map { easingNames[$0]! }
    static let easingNames: [String: Easing] = [
        "linear": .linear, "ease-in": .easeIn, "ease-out": .easeOut, "ease-in-out": .easeInOut,
    ]

    /// A named curve or `{ cubic-bezier: [x1, y1, x2, y2] }` with x1, x2 in 0…1.
    mutating func decodeEasing(_ node: Node) -> Located<Easing>? {
        let names = SpecKeys.easingNames
        if node.isMapping {
            guard let fields = fields(of: node, for: "easing", allowed: Self.cubicBezierKeys),
                  let pointsNode = require("cubic-bezier", in: fields, context: "easing"),
                  let items = sequence(pointsNode, for: "cubic-bezier")
            else { return nil }
            guard items.count == 4 else {
                error("'cubic-bezier' needs 4 numbers [x1, y1, x2, y2], found \(items.count)", at: pointsNode)
                return nil
            }
            let x1 = number(items[0], for: "cubic-bezier x1", .unit), y1 = number(items[1], for: "cubic-bezier y1")
            let x2 = number(items[2], for: "cubic-bezier x2", .unit), y2 = number(items[3], for: "cubic-bezier y2")
            guard let x1, let y1, let x2, let y2 else { return nil }
            if let y = [y1, y2].first(where: { !($0.magnitude <= Self.maximumBezierMagnitude) }) {
                reportNonFiniteMotion("cubic-bezier y \(shown(y)) is too large; keep y1 and y2 within ±1000, "
                                      + "beyond which the motion can overflow", at: location(node))
            }
            return Located(.cubicBezier(x1.value, y1, x2.value, y2), at: location(node))
        }
        // The common case, a bare easing name, matched on its bytes.
        if node.tag == nil, let index = node.withScalarBytes({ Self.easingTable.index(of: $0) }) ?? nil {
            return Located(Self.easingValues[index], at: location(node))
        }
        guard case .string(let text)? = resolve(node) else {
            if !isScalar(node) || CoreValueProbe.value(of: node) != nil {
                typeError(expected: "an easing name or { cubic-bezier: [x1, y1, x2, y2] }", for: "easing", found: node)
            }
            return nil
        }
        guard let easing = Self.easingNames[text] else {
            reportUnknownWord(text, at: node, what: "easing \(quoted(text))", candidates: names,
                              fallback: "expected one of \(names.joined(separator: ", ")) or { cubic-bezier: […] }")
            return nil
        }
        return Located(easing, at: location(node))
    }
}

/// One keyframe as written: its value keeps its place for the checks on it.
struct WrittenKeyframe<Value> {
    var at: Double
    var value: Located<Value>
    /// The easing into this keyframe: its own, else the track's.
    var easing: Easing
    /// The key the value was written under, for diagnostics: `from`, `to` or `value`.
    var key = "value"
}

/// A track as the decoder reads it, before it becomes one runtime track
/// per number its values hold (a translation's x and y).
struct WrittenTrack<Value> {
    var keyframes: [WrittenKeyframe<Value>]
    var range: ProgressRange
    var overshoot: Overshoot
    var during: TrackPhase
    var location: SourceLocation

    /// The runtime track of one number of the values.
    func track(_ component: (Value) -> Double) -> KeyframeTrack {
        KeyframeTrack(
            keyframes: keyframes.map { Keyframe(at: $0.at, value: component($0.value.value), easing: $0.easing) },
            range: range, overshoot: overshoot, during: during)
    }
}
