import TranspecDiagnostics
import TranspecRuntime
import TranspecYAML

extension SpecDecoder {
    static let releaseKeys = KeyTable(SpecKeys.releaseKeys)
    static let releaseConditionKeys = KeyTable(SpecKeys.releaseCondition.names)
    /// Each form's own keys; a key from another form is an error.
    static let formKeys = Dictionary(uniqueKeysWithValues: SpecKeys.releaseForms.map { ($0.form, $0.mapping.names) })

    /// `{ threshold: 0.5, flickVelocity: 300 }` when omitted.
    mutating func decodeRelease(_ node: Node?, default defaultLocation: SourceLocation) -> ReleaseIR? {
        guard let node else {
            return ReleaseIR(
                rule: .standard, location: defaultLocation, thresholdLocation: defaultLocation,
                flickVelocityLocation: defaultLocation, isDefault: true)
        }
        guard let fields = fields(of: node, for: "release", allowed: Self.releaseKeys) else { return nil }
        let here = location(node)
        // Exactly one form: the form's key decides, and keys of other forms are errors.
        let form = fields.has("anyOf") ? "anyOf" : fields.has("projection") ? "projection" : "threshold"
        var conflicted = false
        for key in Self.releaseKeys.names where fields.has(named: key) && !Self.formKeys[form]!.contains(key) {
            error("'\(key)' does not belong to the '\(form)' form of 'release'; a release rule takes exactly one form",
                  at: fields.keyNode(named: key)!)
            conflicted = true
        }
        var release = ReleaseIR(rule: .standard, location: here, isDefault: false)
        switch form {
        case "anyOf":
            guard let conditions = decodeAnyOf(fields["anyOf"]!) else { return nil }
            release.rule = .anyOf(conditions)
        case "projection":
            let rate = decelerationRate(fields["projection"]!, for: "projection")
            let threshold = number("threshold", in: fields, .unit, default: 0.5)
            guard let rate, let threshold else { return nil }
            release.rule = .projection(rate: rate.value, threshold: threshold.value)
            release.thresholdLocation = threshold.location
        default:
            let threshold = number("threshold", in: fields, .unit, default: 0.5)
            let flick = fields["flickVelocity"].map { number($0, for: "flickVelocity", .positive) }
            guard let threshold, flick.map({ $0 != nil }) ?? true else { return nil }
            release.rule = .threshold(threshold.value, flickVelocity: flick??.value)
            release.thresholdLocation = threshold.location
            release.flickVelocityLocation = flick??.location
        }
        return conflicted ? nil : release
    }

    private mutating func decodeAnyOf(_ node: Node) -> [ReleaseCondition]? {
        guard let items = sequence(node, for: "anyOf") else { return nil }
        guard !items.isEmpty else {
            error("'anyOf' needs at least one { progress: p, speed: s } entry", at: node)
            return nil
        }
        var conditions: [ReleaseCondition] = []
        var failed = false
        for item in items {
            guard let fields = fields(of: item, for: "anyOf", allowed: Self.releaseConditionKeys),
                  let progressNode = require("progress", in: fields, context: "anyOf")
            else { failed = true; continue }
            let progress = number(progressNode, for: "progress", .unit)
            let speed = fields["speed"].map { number($0, for: "speed", .nonNegative) }
            guard let progress, speed.map({ $0 != nil }) ?? true else { failed = true; continue }
            conditions.append(ReleaseCondition(progress: progress.value, speed: speed??.value))
        }
        return failed ? nil : conditions
    }
}
