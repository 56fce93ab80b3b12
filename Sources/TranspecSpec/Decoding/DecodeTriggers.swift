import TranspecDiagnostics
import TranspecRuntime
import TranspecYAML

extension SpecDecoder {
    static let triggerKeys = KeyTable(SpecKeys.trigger.names)

    /// `triggers:`, every entry decoded even after one fails; `failed` when
    /// any did, so that no trigger is silently dropped.
    mutating func decodeTriggers(_ node: Node) -> (triggers: [TriggerIR], failed: Bool) {
        let entries = namedEntries(of: node, for: "triggers")
        var failed = !node.isMapping
        var triggers: [TriggerIR] = []
        for entry in entries {
            if let trigger = decodeTrigger(name: entry.name, value: entry.value) {
                triggers.append(trigger)
            } else {
                failed = true
            }
        }
        return (triggers, failed)
    }

    private mutating func decodeTrigger(name: Located<String>, value: Node) -> TriggerIR? {
        guard let fields = fields(of: value, for: name.value, allowed: Self.triggerKeys) else { return nil }
        let progress = require("progress", in: fields, context: name.value).flatMap { number($0, for: "progress", .unit) }
        let directions = choice("direction", in: fields, default: TriggerDirections.either)
        let haptic = fields["haptic"].map { node in
            choice(node, for: "haptic", as: HapticName.self).map { Located($0, at: location(node)) }
        }
        guard let progress, let directions, haptic as Located<HapticName>?? != .some(nil) else { return nil }
        return TriggerIR(name: name, progress: progress, directions: directions, haptic: haptic ?? nil)
    }
}
