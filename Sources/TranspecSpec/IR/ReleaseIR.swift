import TranspecDiagnostics
import TranspecRuntime

/// `release`: the rule, and where its numbers were written for the
/// warnings about them.
public struct ReleaseIR: Hashable, Sendable {
    public var rule: ReleaseRule
    public var location: SourceLocation
    /// Where the threshold of `threshold` and `projection` was written (or
    /// defaulted); nil for `anyOf`.
    public var thresholdLocation: SourceLocation? = nil
    /// Where `flickVelocity` was written (or defaulted); nil without one.
    public var flickVelocityLocation: SourceLocation? = nil
    /// True when `release` was omitted and the default rule applies.
    public var isDefault: Bool
}
