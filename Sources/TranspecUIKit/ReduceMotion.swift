#if canImport(UIKit)
import TranspecRuntime
import UIKit

extension TransitionPlan {
    /// The plan to play for a transition starting now: the spec's
    /// `reduceMotion` while the person has Reduce Motion on, read as each
    /// transition starts (so a change applies from the next one).
    @MainActor
    var playedNow: TransitionPlan {
        UIAccessibility.isReduceMotionEnabled ? reducingMotion() : self
    }
}
#endif
