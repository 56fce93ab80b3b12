import TranspecDiagnostics
import TranspecRuntime
import TranspecYAML

extension SpecDecoder {
    static let expectationKeys = KeyTable(SpecKeys.expectation.names)
    static let expectedReleaseKeys = KeyTable(SpecKeys.expectedRelease.names)
    static let releaseRegionKeys = KeyTable(SpecKeys.releaseRegion.names)
    static let expectedValueKeys = KeyTable(SpecKeys.expectedValue.names)

    /// `expect:`, every entry decoded even after one fails; nil when any did,
    /// so that no promise is silently dropped.
    mutating func decodeExpectations(_ node: Node) -> [ExpectationIR]? {
        guard let items = sequence(node, for: "expect") else { return nil }
        guard !items.isEmpty else {
            error("'expect' needs at least one entry, e.g. '- { release: { progress: 0.2, velocity: 300 }, "
                  + "decision: complete }'", at: node)
            return nil
        }
        var expectations: [ExpectationIR] = []
        var failed = false
        for item in items {
            if let expectation = decodeExpectation(item) {
                expectations.append(expectation)
            } else {
                failed = true
            }
        }
        return failed ? nil : expectations
    }

    private mutating func decodeExpectation(_ node: Node) -> ExpectationIR? {
        guard let fields = fields(of: node, for: "expect", allowed: Self.expectationKeys) else { return nil }
        let input = decodeInput(fields)
        let container = fields["container"].map { decodeContainer($0) } ?? .iPhone
        let decision = fields["decision"].map { node in
            string(node, for: "decision").map { text -> Located<ExpectedDecision> in
                let decision: ExpectedDecision = switch text {
                case "complete": .complete
                case "cancel": .cancel
                default: .detent(text)
                }
                return Located(decision, at: location(node))
            }
        }
        let settlesWithin = fields["settlesWithin"].map { number($0, for: "settlesWithin", .positive) }
        let overshoot = fields["overshootAtMost"].map { decodeOvershootBound($0) }
        let values = fields["values"].map { decodeExpectedValues($0) }
        let triggers = fields["triggers"].map { decodeTriggerNames($0) }
        let asserted = SpecKeys.assertionKeys.filter { fields.has(named: $0) }
        // An unknown key was reported already, and may be the assertion meant.
        let hasUnknownKey = node.count > SpecKeys.expectation.names.filter { fields.has(named: $0) }.count
        if asserted.isEmpty, !hasUnknownKey {
            error("an expectation needs something to hold: " + SpecKeys.assertionKeys.map { "'\($0)'" }.joined(separator: ", "),
                  at: node)
        }
        guard let input, let container, !asserted.isEmpty, decision.map({ $0 != nil }) ?? true,
              settlesWithin.map({ $0 != nil }) ?? true, overshoot.map({ $0 != nil }) ?? true,
              values.map({ $0 != nil }) ?? true, triggers.map({ $0 != nil }) ?? true
        else { return nil }
        return ExpectationIR(
            input: input.value, inputLocation: input.location, container: container, decision: decision ?? nil,
            settlesWithin: settlesWithin ?? nil, overshootAtMost: overshoot ?? nil, values: (values ?? nil) ?? [],
            triggers: triggers ?? nil, location: location(node))
    }

    /// Exactly one of `release`, `releases`, `trace` and `play`.
    private mutating func decodeInput(_ fields: Fields) -> Located<ExpectationIR.Input>? {
        // In the order written: a second one is the error.
        let given = SpecKeys.inputKeys.compactMap { key in fields.keyNode(named: key).map { (key, $0) } }
            .sorted { location($0.1) < location($1.1) }
        guard let key = given.first?.0 else {
            if fields.node.count == SpecKeys.expectation.names.filter({ fields.has(named: $0) }).count {
                error("an expectation needs one input: 'release', 'releases', 'trace' or 'play'", at: fields.node)
            }
            return nil
        }
        if given.count > 1 {
            error("'\(given[0].0)' and '\(given[1].0)' are both inputs; an expectation plays one (write one entry "
                  + "for each)", at: given[1].1)
            return nil
        }
        let node = fields.value(named: key)!
        let input: ExpectationIR.Input?
        switch key {
        case "release": input = decodeExpectedRelease(node).map { .release($0) }
        case "releases": input = decodeReleaseRegion(node).map { .releases($0) }
        case "trace": input = string(node, for: "trace").map { .trace(Located($0, at: location(node))) }
        default: input = string(node, for: "play").map { .play(Located($0, at: location(node))) }
        }
        return input.map { Located($0, at: location(node)) }
    }

    private mutating func decodeExpectedRelease(_ node: Node) -> ExpectedRelease? {
        guard let fields = fields(of: node, for: "release", allowed: Self.expectedReleaseKeys) else { return nil }
        let progress = fields["progress"].map { number($0, for: "progress", .releaseProgress) }
        let velocity = require("velocity", in: fields, context: "release").flatMap { number($0, for: "velocity", .velocity) }
        let detent = fields["fromDetent"].map { fromDetentName($0) }
        if progress == nil, detent == nil, !fields.isMisspelled("progress"), !fields.isMisspelled("fromDetent") {
            error("missing 'progress' in 'release' (or 'fromDetent', for a release where a drag from a detent "
                  + "started)", at: node)
            return nil
        }
        guard let velocity, progress.map({ $0 != nil }) ?? true, detent.map({ $0 != nil }) ?? true,
              progress != nil || detent != nil
        else { return nil }
        return ExpectedRelease(progress: (progress ?? nil)?.value, velocity: velocity.value, fromDetent: detent ?? nil)
    }

    private mutating func decodeReleaseRegion(_ node: Node) -> ReleaseRegion? {
        guard let fields = fields(of: node, for: "releases", allowed: Self.releaseRegionKeys) else { return nil }
        let progress = fields["progress"].map { span($0, for: "progress", .releaseProgress) } ?? 0...1
        let velocity = require("velocity", in: fields, context: "releases").flatMap { span($0, for: "velocity", .velocity) }
        let detent = fields["fromDetent"].map { fromDetentName($0) }
        var grid: (columns: Int, rows: Int)? = ReleaseRegion.defaultGrid
        if let gridNode = fields["grid"] { grid = decodeGrid(gridNode) }
        guard let progress, let velocity, let grid, detent.map({ $0 != nil }) ?? true else { return nil }
        return ReleaseRegion(
            progress: progress, velocity: velocity, fromDetent: detent ?? nil, columns: grid.columns, rows: grid.rows,
            gridLocation: location(fields.value(named: "grid") ?? node))
    }

    /// One value (`0.5`), or `[low, high]` with low ≤ high.
    private mutating func span(_ node: Node, for key: String, _ bounds: NumberBounds) -> ClosedRange<Double>? {
        guard node.isSequence else { return number(node, for: key, bounds).map { $0.value...$0.value } }
        guard let items = sequence(node, for: key) else { return nil }
        guard items.count == 2 else {
            error("expected a number or [low, high] for '\(key)', found \(items.count) values", at: node)
            return nil
        }
        let low = number(items[0], for: key, bounds), high = number(items[1], for: key, bounds)
        guard let low, let high else { return nil }
        guard low.value <= high.value else {
            error("'\(key)' [\(format(low.value)), \(format(high.value))] runs backward; write [low, high]", at: node)
            return nil
        }
        return low.value...high.value
    }

    /// `41x21`: each side 2…1000, as `simulate sweep --grid`.
    private mutating func decodeGrid(_ node: Node) -> (columns: Int, rows: Int)? {
        guard let text = string(node, for: "grid") else { return nil }
        let parts = text.lowercased().split(separator: "x", omittingEmptySubsequences: false)
        guard parts.count == 2, let columns = Int(parts[0]), let rows = Int(parts[1]),
              (2...1000).contains(columns), (2...1000).contains(rows)
        else {
            error("expected COLUMNSxROWS for 'grid', each 2…1000 (e.g. \"41x21\"), found \(quoted(text))", at: node)
            return nil
        }
        return (columns, rows)
    }

    /// `390x844`: each side 1…100000 points, as `simulate --container`.
    private mutating func decodeContainer(_ node: Node) -> ContainerSize? {
        guard let text = string(node, for: "container") else { return nil }
        let parts = text.lowercased().split(separator: "x", omittingEmptySubsequences: false)
        guard parts.count == 2, let width = Double(parts[0]), let height = Double(parts[1]),
              (1...100_000).contains(width), (1...100_000).contains(height)
        else {
            error("expected WxH in points for 'container', each 1…100000 (e.g. \"1024x1366\"), found \(quoted(text))",
                  at: node)
            return nil
        }
        return ContainerSize(width: width, height: height)
    }

    private mutating func fromDetentName(_ node: Node) -> Located<String>? {
        string(node, for: "fromDetent").map { Located($0, at: location(node)) }
    }

    /// A number of progress, or `"24 pt"`.
    private mutating func decodeOvershootBound(_ node: Node) -> Located<ExpectedOvershoot>? {
        if case .string(let text)? = CoreValueProbe.value(of: node) {
            let digits = text.hasSuffix(" pt") ? text.dropLast(3) : text.hasSuffix("pt") ? text.dropLast(2) : nil
            if let digits, digits.allSatisfy({ $0.isASCII && ($0.isNumber || $0 == ".") }), let points = Double(digits) {
                return Located(.points(points), at: location(node))
            }
            error("expected progress (0.03) or points (\"24 pt\") for 'overshootAtMost', found \(quoted(text))",
                  at: node)
            return nil
        }
        return number(node, for: "overshootAtMost", .nonNegative).map { $0.map(ExpectedOvershoot.progress) }
    }

    private mutating func decodeExpectedValues(_ node: Node) -> [ExpectedValue]? {
        guard let items = sequence(node, for: "values") else { return nil }
        guard !items.isEmpty else {
            error("'values' needs at least one { track, time, value } entry", at: node)
            return nil
        }
        var values: [ExpectedValue] = []
        var failed = false
        for item in items {
            if let value = decodeExpectedValue(item) { values.append(value) } else { failed = true }
        }
        return failed ? nil : values
    }

    private mutating func decodeExpectedValue(_ node: Node) -> ExpectedValue? {
        guard let fields = fields(of: node, for: "values", allowed: Self.expectedValueKeys) else { return nil }
        let track = require("track", in: fields, context: "values").flatMap { n in
            string(n, for: "track").map { Located($0, at: location(n)) }
        }
        let time = fields["time"].map { number($0, for: "time", .nonNegative) }
        let progress = fields["progress"].map { number($0, for: "progress", .releaseProgress) }
        let value = require("value", in: fields, context: "values").flatMap { number($0, for: "value") }
        let tolerance = number("tolerance", in: fields, .nonNegative, default: ExpectedValue.defaultTolerance)
        var moment: ExpectedValue.Moment?
        switch (time, progress) {
        case (let time??, nil): moment = .time(time.value)
        case (nil, let progress??): moment = .progress(progress.value)
        case (.some, .some):
            error("a value is read at a 'time' or at a 'progress', not both", at: fields.keyNode("progress")!)
        case (nil, nil):
            if !fields.isMisspelled("time"), !fields.isMisspelled("progress") {
                error("missing 'time' (seconds) or 'progress' in 'values': when to read \(quoted(track?.value ?? "the track"))",
                      at: node)
            }
        default: break
        }
        guard let track, let moment, let value, let tolerance else { return nil }
        return ExpectedValue(track: track, moment: moment, value: value, tolerance: tolerance.value, location: location(node))
    }

    /// `[dismissPoint, almostGone]`; `[]`: none may fire.
    private mutating func decodeTriggerNames(_ node: Node) -> Located<[Located<String>]>? {
        guard let items = sequence(node, for: "triggers") else { return nil }
        var names: [Located<String>] = []
        var failed = false
        for item in items {
            if let name = string(item, for: "triggers") { names.append(Located(name, at: location(item))) } else { failed = true }
        }
        return failed ? nil : Located(names, at: location(node))
    }
}
