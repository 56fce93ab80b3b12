import TranspecDiagnostics
import TranspecYAML

extension SpecDecoder {
    static let springKeys = KeyTable(SpecKeys.springKeys.map(\.name))

    /// Exactly one parameter set, each value in its range, normalized via the runtime.
    mutating func decodeSpring(_ node: Node, for context: String) -> SpringIR? {
        guard let fields = fields(of: node, for: context, allowed: Self.springKeys) else { return nil }
        let sets = SpringIR.ParameterSet.allCases.filter { set in set.keys.contains { fields.has(named: $0) } }
        guard sets.count == 1, let set = sets.first else {
            let known = SpringIR.ParameterSet.allCases.map(\.rawValue).joined(separator: ", ")
            if sets.isEmpty {
                error("spring has no parameter set; write exactly one of \(known)", at: node)
            } else {
                let found = sets.map { "'\($0.rawValue)'" }.joined(separator: " and ")
                error("spring has \(sets.count) parameter sets (\(found)); write exactly one", at: node)
            }
            return nil
        }
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
        }
        guard let parameters else { return nil }
        let spring = SpringIR(written: Located(parameters, at: location(node)), location: location(node))
        let normalized = spring.spring
        guard normalized.stiffness.isFinite, normalized.stiffness > 0,
              normalized.damping.isFinite, normalized.damping >= 0
        else {
            error("these '\(set.rawValue)' values give stiffness \(format(normalized.stiffness)) and damping "
                  + "\(format(normalized.damping)); a spring needs stiffness > 0 and damping ≥ 0", at: node)
            return nil
        }
        return spring
    }
}
