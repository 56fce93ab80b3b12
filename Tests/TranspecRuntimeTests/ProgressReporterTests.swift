import Testing
import TranspecRuntime

/// `ProgressReporter`: what the app's progress callback hears.
@Suite struct ProgressReporterTests {
    /// A drag out to 0.6, back to 0.2, a re-grab, then a settle past 1 and back.
    static let shown: [Double] = [0.1, 0.35, 0.6, 0.4, 0.2, 0.45, 0.9, 1.04, 0.99, 1]

    @Test func fractionReportsEachProgressAsShown() {
        var reporter = ProgressReporter(.fraction, start: 0)
        #expect(Self.shown.map { reporter.report($0) } == Self.shown)
    }

    @Test func stepsAddUpToTheProgressShownAtEveryReport() {
        var reporter = ProgressReporter(.step, start: 0)
        var sum = 0.0
        for progress in Self.shown {
            sum += reporter.report(progress)
            #expect(abs(sum - progress) < 1e-12, "steps add up to \(sum) where \(progress) is shown")
        }
        var again = ProgressReporter(.step, start: 0)
        #expect(again.report(0.1) == 0.1)
        #expect(abs(again.report(0.35) - 0.25) < 1e-12)
    }

    /// A play from code of a reversed plan starts at 1: its first step is
    /// measured from there.
    @Test func stepsStartFromTheProgressShownFirst() {
        var reporter = ProgressReporter(.step, start: 1)
        #expect(abs(reporter.report(0.75) + 0.25) < 1e-12)
        #expect(abs(reporter.report(0) + 0.75) < 1e-12)
    }
}
