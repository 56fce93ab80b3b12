/// What the app's progress callback hears (the Transition library's guide's
/// `updateProgressAsStep`): the overall fraction, or the change since the
/// previous report, for code that adds steps to its own animator's
/// `fractionComplete`.
public enum ProgressReporting: String, Hashable, Sendable, CaseIterable {
    case fraction
    case step
}

/// Turns each progress shown into the value reported. Steps are measured
/// from the progress shown when the transition began, so they add up to
/// the progress shown at every moment, across re-grabs and settles.
package struct ProgressReporter: Hashable, Sendable {
    package let reporting: ProgressReporting
    private var lastShown: Double

    /// `start`: the progress shown before the first report.
    package init(_ reporting: ProgressReporting, start: Double) {
        self.reporting = reporting
        lastShown = start
    }

    /// The value to report for `progress`, now shown.
    package mutating func report(_ progress: Double) -> Double {
        defer { lastShown = progress }
        return reporting == .step ? progress - lastShown : progress
    }
}
