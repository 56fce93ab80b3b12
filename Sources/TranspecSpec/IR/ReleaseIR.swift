import TranspecDiagnostics
import TranspecRuntime

public struct ReleaseConditionIR: Hashable, Sendable {
    public var progress: Located<Double>
    /// Points per second; nil means any speed.
    public var speed: Located<Double>?
    public var location: SourceLocation
}

public enum ReleaseRuleIR: Hashable, Sendable {
    /// v ≥ flick → complete; v ≤ −flick → cancel; else complete iff p ≥ threshold.
    case threshold(Located<Double>, flickVelocity: Located<Double>?)
    /// complete iff p + (v/1000)·r/(1−r)/D ≥ threshold.
    case projection(rate: Located<DecelerationRate>, threshold: Located<Double>)
    /// complete iff some entry has progress ≥ p and |v| ≥ s.
    case anyOf([ReleaseConditionIR])
}

public struct ReleaseIR: Hashable, Sendable {
    public var rule: ReleaseRuleIR
    public var location: SourceLocation
    /// True when `release` was omitted and the default rule applies.
    public var isDefault: Bool
}

public struct DecayIR: Hashable, Sendable {
    public var rate: Located<DecelerationRate>
    /// Points per second.
    public var handoffVelocity: Located<Double>
    public var location: SourceLocation
}
