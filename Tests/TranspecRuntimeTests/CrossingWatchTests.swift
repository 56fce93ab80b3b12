import Testing
import TranspecRuntime

/// `CrossingWatch`: each crossing of the threshold and of a trigger is
/// reported once, the way it went, and only in a trigger's directions.
@Suite struct CrossingWatchTests {
    static let motion = TransitionMotion(
        release: .threshold(0.5, flickVelocity: 300), spring: Spring(mass: 1, stiffness: 400, damping: 40),
        triggers: [
            ProgressTrigger(name: "either", progress: 0.3),
            ProgressTrigger(name: "up", progress: 0.8, directions: .increasing, haptic: .impact(.light)),
            ProgressTrigger(name: "down", progress: 0.8, directions: .decreasing, haptic: .selection),
        ])

    /// Shows each progress in turn; returns "name direction" per crossing.
    static func crossings(_ path: [Double], motion: TransitionMotion = motion) -> [String] {
        var watch = CrossingWatch(motion: motion)
        var found: [String] = []
        for progress in path {
            watch.show(progress) { mark, direction in
                switch mark {
                case .threshold: found.append("threshold \(direction.rawValue)")
                case .trigger(let index): found.append("\(motion.triggers[index].name) \(direction.rawValue)")
                }
            }
        }
        return found
    }

    @Test func aCrossingIsReportedOnceTheWayItWent() {
        #expect(Self.crossings([0, 0.2, 0.4, 0.6, 0.9, 1]) == [
            "either increasing", "threshold increasing", "up increasing",
        ])
        #expect(Self.crossings([1, 0.7, 0.45, 0.1]) == [
            "down decreasing", "threshold decreasing", "either decreasing",
        ])
    }

    @Test func hoveringAtAValueAlternatesAndNeverRepeats() {
        // At the value counts as reached; leaving below is the way back.
        #expect(Self.crossings([0.4, 0.5, 0.5, 0.5, 0.49, 0.5, 0.51]) == [
            "threshold increasing", "threshold decreasing", "threshold increasing",
        ])
    }

    @Test func oneStepOverSeveralMarksReportsEachThresholdFirst() {
        #expect(Self.crossings([0, 1]) == ["threshold increasing", "either increasing", "up increasing"])
        #expect(Self.crossings([1, 0]) == ["threshold decreasing", "either decreasing", "down decreasing"])
    }

    @Test func theFirstProgressShownCrossesNothing() {
        #expect(Self.crossings([0.9]).isEmpty)
        #expect(Self.crossings([0.9, 0.9]).isEmpty)
    }

    @Test func nonFiniteProgressIsIgnored() {
        #expect(Self.crossings([0.4, .nan, 0.6]) == ["threshold increasing"])
        #expect(Self.crossings([0.4, .infinity, 0.45]).isEmpty)
    }

    @Test func aRuleWithoutAPositionThresholdHasNone() {
        var motion = Self.motion
        motion.release = .anyOf([ReleaseCondition(progress: 0.1, speed: 100)])
        #expect(Self.crossings([0, 1], motion: motion) == ["either increasing", "up increasing"])
    }

    @Test func anOvershootingSettleCrossesBackAndForth() {
        // A bouncy spring from 0.6 to 1: progress passes 1 and comes back.
        let bouncy = TransitionMotion(
            spring: Spring(mass: 1, stiffness: 300, damping: 8),
            triggers: [ProgressTrigger(name: "end", progress: 1)])
        let settle = SettleMotion(motion: bouncy, releaseProgress: 0.6, releaseVelocity: 0, distance: 400)
        let path = stride(from: 0.0, through: settle.settleTime, by: 1.0 / 120).map { settle.state(at: $0).progress }
        let found = Self.crossings(path + [1], motion: bouncy).filter { $0.hasPrefix("end") }
        #expect(found.count >= 3)
        // Alternating, starting increasing.
        for (index, crossing) in found.enumerated() {
            #expect(crossing == (index % 2 == 0 ? "end increasing" : "end decreasing"))
        }
    }
}
