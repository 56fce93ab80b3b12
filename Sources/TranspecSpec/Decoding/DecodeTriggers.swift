import TranspecDiagnostics
import TranspecRuntime
import TranspecYAML

extension SpecDecoder {
    static let triggerKeys = KeyTable(SpecKeys.trigger.names)

    /// `triggers:`, every entry decoded even after one fails; `failed` when
    /// any did, so that no trigger is silently dropped.
    mutating func decodeTriggers(_ node: Node) -> (triggers: [Located<ProgressTrigger>], failed: Bool) {
        let entries = namedEntries(of: node, for: "triggers")
        var failed = !node.isMapping
        var triggers: [Located<ProgressTrigger>] = []
        for entry in entries {
            if let trigger = decodeTrigger(name: entry.name, value: entry.value) {
                triggers.append(trigger)
            } else {
                failed = true
            }
        }
        return (triggers, failed)
    }

    /// A trigger, located at its name.
    private mutating func decodeTrigger(name: Located<String>, value: Node) -> Located<ProgressTrigger>? {
        guard let fields = fields(of: value, for: name.value, allowed: Self.triggerKeys) else { return nil }
        // A word names a detent (`progress: half`): validation gives it that detent's progress.
        let progress = require("progress", in: fields, context: name.value).flatMap { node -> Located<Double>? in
            if let detent = detentName(node) {
                triggerDetents[name.value] = detent
                return Located(0.0, at: detent.location)
            }
            return number(node, for: "progress", .unit)
        }
        let directions = choice("direction", in: fields, default: TriggerDirections.either)
        let haptic = fields["haptic"].map { choice($0, for: "haptic", among: SpecKeys.hapticSpellings) }
        let during = choice("during", in: fields, default: TrackPhase.both)
        guard let progress, let directions, haptic.map({ $0 != nil }) ?? true, let during else { return nil }
        return Located(
            ProgressTrigger(name: name.value, progress: progress.value, directions: directions.value, haptic: haptic ?? nil,
                            during: during.value),
            at: name.location)
    }
}
