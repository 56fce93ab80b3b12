import TranspecDiagnostics
import TranspecRuntime
import TranspecYAML

extension SpecDecoder {
    static let springKeys = KeyTable(SpecKeys.springKeys.map(\.name))

    /// Exactly one parameter set, each value in its range, normalized via the runtime.
    mutating func decodeSpring(_ node: Node, for context: String) -> SpringIR? {
        guard let fields = fields(of: node, for: context, allowed: Self.springKeys),
              let set = parameterSet(of: fields, at: node)
        else { return nil }
        func value(_ key: StaticString, _ bounds: NumberBounds, default fallback: Double? = nil,
                   _ decoder: inout SpecDecoder) -> Double? {
            if fields[key] == nil, let fallback { return fallback }
            guard let valueNode = decoder.require(key, in: fields, context: context) else { return nil }
            return decoder.number(valueNode, for: key.description, bounds)?.value
        }
        let parameters: SpringIR.Parameters?
        switch set {
        case .dampingRatioResponse:
            let zeta = value("dampingRatio", .nonNegative, &self), response = value("response", .positive, &self)
            parameters = zeta.flatMap { zeta in response.map { .dampingRatio(zeta, response: $0) } }
        case .durationBounce:
            let duration = value("duration", .positive, &self), bounce = value("bounce", .bounce, default: 0, &self)
            parameters = duration.flatMap { duration in bounce.map { .duration(duration, bounce: $0) } }
        case .physics:
            let mass = value("mass", .positive, default: 1, &self)
            let stiffness = value("stiffness", .positive, &self), damping = value("damping", .nonNegative, &self)
            if let mass, let stiffness, let damping {
                parameters = .physics(mass: mass, stiffness: stiffness, damping: damping)
            } else { parameters = nil }
        case .popBounciness:
            let bounciness = value("bounciness", .nonNegative, &self), speed = value("speed", .nonNegative, &self)
            parameters = bounciness.flatMap { b in speed.map { .bounciness(b, speed: $0) } }
        case .origami:
            let tension = value("tension", .any, &self), friction = value("friction", .any, &self)
            parameters = tension.flatMap { t in friction.map { .origami(tension: t, friction: $0) } }
        case .swiftUIPreset:
            parameters = decodePreset(fields, context: context)
        case .stiffnessDampingRatio:
            let mass = value("mass", .positive, default: 1, &self)
            let stiffness = value("stiffness", .positive, &self), zeta = value("dampingRatio", .nonNegative, &self)
            if let mass, let stiffness, let zeta {
                parameters = .stiffness(stiffness, dampingRatio: zeta, mass: mass)
            } else { parameters = nil }
        case .visualDurationBounce:
            let duration = value("visualDuration", .positive, &self), bounce = value("bounce", .bounce, &self)
            parameters = duration.flatMap { duration in bounce.map { .visualDuration(duration, bounce: $0) } }
        case .settlingDuration:
            let duration = value("settlingDuration", .positive, &self), zeta = value("dampingRatio", .nonNegative, &self)
            parameters = duration.flatMap { duration in zeta.map { .settlingDuration(duration, dampingRatio: $0) } }
        case .settlingDurationBounce:
            let duration = value("settlingDuration", .positive, &self), bounce = value("bounce", .bounce, &self)
            parameters = duration.flatMap { duration in bounce.map { .settlingDurationBounce(duration, bounce: $0) } }
        }
        let overdamping = choice("overdamping", in: fields, default: SpringIR.Overdamping.allow)
        guard let parameters, let overdamping else { return nil }
        guard let spring = SpringIR(
            written: Located(parameters, at: location(node)), overdamping: overdamping.value, location: location(node))
        else {
            // Only a settling duration can have no spring.
            error("a damping ratio this small never settles: SwiftUI's Spring(settlingDuration:dampingRatio:) "
                  + "needs ζ/√(1 − ζ²) above its epsilon 0.001, that is 'dampingRatio' above 0.001",
                  at: fields["dampingRatio"] ?? node)
            return nil
        }
        let normalized = spring.spring
        guard normalized.stiffness.isFinite, normalized.stiffness > 0,
              normalized.damping.isFinite, normalized.damping >= 0
        else {
            error(invalidSpringMessage(parameters, normalized), at: node)
            return nil
        }
        return spring
    }

    /// `preset` with SwiftUI's defaults: duration 0.5 s, extraBounce 0, and
    /// a sum of base and extra bounce that `bounce` itself would accept.
    private mutating func decodePreset(_ fields: Fields, context: String) -> SpringIR.Parameters? {
        guard let presetNode = require("preset", in: fields, context: context) else { return nil }
        let preset = choice(presetNode, for: "preset", as: SpringPreset.self)
        let duration = number("duration", in: fields, .positive, default: SpringPreset.defaultDuration)
        let extra = number("extraBounce", in: fields, .any, default: 0)
        guard let preset, let duration, let extra else { return nil }
        let bounce = preset.baseBounce + extra.value
        guard NumberBounds.bounce.contains(bounce) else {
            error("'extraBounce' \(format(extra.value)) makes \(preset.rawValue)'s bounce \(format(bounce)) "
                  + "(base \(format(preset.baseBounce))); the bounce must \(NumberBounds.bounce.requirement)",
                  at: fields["extraBounce"] ?? fields.node)
            return nil
        }
        return .preset(preset, duration: duration.value, extraBounce: extra.value)
    }

    /// Why converted values are no spring. Rebound's Origami converter maps
    /// a tension of exactly 0 to stiffness 0 on purpose, as "off".
    private func invalidSpringMessage(_ parameters: SpringIR.Parameters, _ normalized: Spring) -> String {
        let values = "give stiffness \(format(normalized.stiffness)) and damping \(format(normalized.damping))"
        if case .origami(let tension, _) = parameters, tension == 0 {
            return "Origami tension 0 means 'off' (Rebound's OrigamiValueConverter maps it to stiffness 0): "
                + "a spring without stiffness never pulls the view to its target; write a positive tension "
                + "(Rebound's default is 40)"
        }
        return "these '\(parameters.set.rawValue)' values \(values); a spring needs stiffness > 0 and damping ≥ 0"
    }

    /// The one parameter set the written keys fit, or an error: none written,
    /// keys of several sets, or keys that begin more than one set.
    private mutating func parameterSet(of fields: Fields, at node: Node) -> SpringIR.ParameterSet? {
        typealias Sets = SpringIR.ParameterSet
        let written = Sets.parameterKeys.filter { fields.has(named: $0) }
        let candidates = Sets.allCases.filter { set in written.allSatisfy(set.keys.contains) }
        let complete = candidates.filter { set in set.requiredKeys.allSatisfy(written.contains) }
        if let set = complete.first, complete.count == 1 { return set }
        if written.isEmpty {
            let known = Sets.allCases.map(\.rawValue).joined(separator: ", ")
            error("spring has no parameter set; write exactly one of \(known)", at: node)
            return nil
        }
        // One set begun: `require` names its missing key.
        if let set = candidates.first, candidates.count == 1 { return set }
        if !candidates.isEmpty {
            let missing = candidates.flatMap { set in set.requiredKeys.filter { !written.contains($0) } }
            // A misspelling of one of them was already reported with did-you-mean.
            if missing.contains(where: { fields.isMisspelled(named: $0) }) { return nil }
            let options = candidates.map { set in
                let needed = set.requiredKeys.filter { !written.contains($0) }.map { "'\($0)'" }
                return needed.joined(separator: " and ") + " (\(set.rawValue))"
            }
            error("\(Self.listed(written)) begin\(written.count == 1 ? "s" : "") \(candidates.count) parameter sets; "
                  + "add \(Self.alternatives(options))", at: node)
            return nil
        }
        let sets = Sets.fewestCovering(written).map { "'\($0.rawValue)'" }
        error("spring has \(sets.count) parameter sets (\(sets.joined(separator: " and "))); write exactly one", at: node)
        return nil
    }

    /// `'a'`, `'a' and 'b'`, `'a', 'b' and 'c'`.
    private static func listed(_ keys: [String]) -> String {
        let quoted = keys.map { "'\($0)'" }
        guard quoted.count > 1 else { return quoted.first ?? "" }
        return quoted.dropLast().joined(separator: ", ") + " and " + quoted.last!
    }

    /// `x`, `x or y`, `x, y or z`.
    private static func alternatives(_ options: [String]) -> String {
        guard options.count > 1 else { return options.first ?? "" }
        return options.dropLast().joined(separator: ", ") + " or " + options.last!
    }
}

extension SpringIR.ParameterSet {
    /// The fewest sets that hold every one of `keys` between them, the
    /// earliest declared among equally few: the sets a spring mixing keys
    /// most plausibly meant. Ten sets make 1023 combinations to try.
    static func fewestCovering(_ keys: [String]) -> [Self] {
        let sets = allCases
        var best: [Self] = sets
        for mask in 1..<(1 << sets.count) {
            let chosen = sets.indices.filter { mask & (1 << $0) != 0 }.map { sets[$0] }
            guard chosen.count <= best.count,
                  keys.allSatisfy({ key in chosen.contains { $0.keys.contains(key) } })
            else { continue }
            if chosen.count < best.count || chosen.lexicographicallyPrecedes(best, by: { $0.index < $1.index }) {
                best = chosen
            }
        }
        return best
    }

    private var index: Int { Self.allCases.firstIndex(of: self)! }
}
