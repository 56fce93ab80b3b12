import Testing
import TranspecRuntime
@testable import TranspecSimulation

/// The sweep's guides are the release rule's decision boundary, exactly:
/// two releases joined by a path that crosses no guide are decided alike,
/// and the two sides of every guide are decided differently. (The decision
/// map colours each side of a guide by one decision, so this is what makes
/// its colours true.)
@Suite struct SweepGuideTests {
    static let rules: [(String, ReleaseRule)] = [
        ("threshold and flick", .threshold(0.5, flickVelocity: 300)),
        ("threshold alone", .threshold(0.4, flickVelocity: nil)),
        ("threshold near the end", .threshold(0.97, flickVelocity: 50)),
        ("threshold 0", .threshold(0, flickVelocity: 300)),
        ("projection", .projection(rate: .normal, threshold: 0.5)),
        ("projection, fast", .projection(rate: .fast, threshold: 0.3)),
        ("anyOf, photo preview", .anyOf([ReleaseCondition(progress: 0.3), ReleaseCondition(progress: 0.1, speed: 100)])),
        ("anyOf, three entries", .anyOf([ReleaseCondition(progress: 0.35), ReleaseCondition(progress: 0.2, speed: 500),
                                         ReleaseCondition(progress: 0.05, speed: 1500)])),
        ("anyOf, speeds only", .anyOf([ReleaseCondition(progress: 0.6, speed: 200), ReleaseCondition(progress: 0.8, speed: 100),
                                       ReleaseCondition(progress: 0.7, speed: 900)])),
    ]
    static let ranges: [ClosedRange<Double>] = [-2000...2000, 0...5000, -100...100, -3000...(-400)]

    @Test(arguments: rules.indices)
    func guidesAreTheDecisionBoundary(_ index: Int) {
        let (name, rule) = Self.rules[index]
        let distance = 844.0
        // Signed: `anyOf` as a drag in any direction reads it.
        for signed in [false, true] {
        for velocity in Self.ranges {
            let request = SweepRequest(subject: SimulationSubject(name: name, motion: TransitionMotion(release: rule, spring: .dampingRatio(1, response: 0.4)), edge: .bottom),
                                       velocity: velocity)
            let guides = SweepGuides.guides(for: rule, request: request, distance: distance, signedSpeed: signed)
            // In units where the plot is a unit square, so that "near" means
            // the same across and up.
            let span = velocity.upperBound - velocity.lowerBound
            func unit(_ point: SweepPoint) -> (Double, Double) { (point.progress, (point.velocity - velocity.lowerBound) / span) }
            func decide(_ p: Double, _ u: Double) -> ReleaseDecision {
                rule.decide(progress: p, velocity: velocity.lowerBound + u * span, distance: distance, signedSpeed: signed)
            }
            func crossesAGuide(_ a: (Double, Double), _ b: (Double, Double)) -> Bool {
                guides.contains { guide in
                    segmentsMeet(a, b, unit(guide.from), unit(guide.to))
                }
            }
            var generator = SplitMix(seed: UInt64(index * 31 + Int(span)))
            var compared = 0
            for _ in 0..<4000 {
                let a = (generator.unit(), generator.unit()), b = (generator.unit(), generator.unit())
                guard !crossesAGuide(a, b) else { continue }
                compared += 1
                #expect(decide(a.0, a.1) == decide(b.0, b.1), "\(name) \(velocity) signed \(signed): \(a) and \(b) differ with no guide between")
            }
            #expect(compared > 100, "\(name) \(velocity)")
            for guide in guides {
                let (x1, y1) = unit(guide.from), (x2, y2) = unit(guide.to)
                let mx = (x1 + x2) / 2, my = (y1 + y2) / 2
                let length = ((x2 - x1) * (x2 - x1) + (y2 - y1) * (y2 - y1)).squareRoot()
                #expect(length > 0, "\(name): an empty guide")
                let nx = -(y2 - y1) / length * 1e-6, ny = (x2 - x1) / length * 1e-6
                #expect(decide(mx + nx, my + ny) != decide(mx - nx, my - ny),
                        "\(name) \(velocity) signed \(signed): guide '\(guide.label)' separates nothing")
                for (x, y) in [(x1, y1), (x2, y2)] {
                    #expect(x >= -1e-12 && x <= 1 + 1e-12 && y >= -1e-12 && y <= 1 + 1e-12, "\(name): guide leaves the map")
                }
            }
        }
        }
    }

    /// Whether segments ab and cd share a point.
    func segmentsMeet(_ a: (Double, Double), _ b: (Double, Double), _ c: (Double, Double), _ d: (Double, Double)) -> Bool {
        func cross(_ o: (Double, Double), _ p: (Double, Double), _ q: (Double, Double)) -> Double {
            (p.0 - o.0) * (q.1 - o.1) - (p.1 - o.1) * (q.0 - o.0)
        }
        let d1 = cross(c, d, a), d2 = cross(c, d, b), d3 = cross(a, b, c), d4 = cross(a, b, d)
        if ((d1 > 0 && d2 < 0) || (d1 < 0 && d2 > 0)) && ((d3 > 0 && d4 < 0) || (d3 < 0 && d4 > 0)) { return true }
        // Touching counts as meeting: the decision may change on the line.
        return [d1, d2, d3, d4].contains(0)
    }
}

/// A small deterministic generator for the test's random points.
struct SplitMix {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
    mutating func unit() -> Double { Double(next() >> 11) / Double(1 << 53) }
}
