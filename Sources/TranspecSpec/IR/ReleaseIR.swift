import TranspecDiagnostics
import TranspecRuntime

/// `release`: the rule, and where its numbers were written for the
/// warnings about them.
package struct ReleaseIR: Hashable, Sendable {
    package var rule: ReleaseRule
    package var location: SourceLocation
    /// Where the threshold of `threshold` and `projection` was written (or
    /// defaulted); nil for `anyOf`.
    package var thresholdLocation: SourceLocation? = nil
    /// Where `flickVelocity` was written (or defaulted); nil without one.
    package var flickVelocityLocation: SourceLocation? = nil
    /// True when `release` was omitted and the default rule applies.
    package var isDefault: Bool
}
