import Testing
import TranspecDiagnostics
import TranspecSpec

/// Values each key accepts but whose motion is not finite (the
/// runtime would play nan or -inf) are errors at the key that causes them.
@Suite struct FiniteMotionTests {
    private func expectOne(_ extra: String, at needle: String, _ message: String,
                           spring: String = "spring: { dampingRatio: 1, response: 0.4 }",
                           gesture: String = "gesture: { edge: bottom }",
                           sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        let yaml = sheet(extra, spring: spring, gesture: gesture)
        #expect(check(yaml).summary == ["\(position(of: needle, in: yaml)) error: \(message)"],
                sourceLocation: sourceLocation)
    }

    @Test func aTrackWhoseSpanOverflows() {
        let yaml = sheet("elements:\n  card: { translation: { from: [0, 1e308], to: [0, -1e308] } }")
        #expect(check(yaml).summary == [
            "\(position(of: "[0, 1e308]", in: yaml)) error: 'from' 1e+308 is too large for a track; keep values "
                + "within ±1000000, beyond which the motion can overflow",
            "\(position(of: "[0, -1e308]", in: yaml)) error: 'to' -1e+308 is too large for a track; keep values "
                + "within ±1000000, beyond which the motion can overflow",
        ])
        expectOne("elements:\n  card: { alpha: { keyframes: [{ at: 0, value: 0 }, { at: 1, value: 2e6 }] } }",
                  at: "2e6", "'value' 2000000 is too large for a track; keep values within ±1000000, beyond which the motion can overflow")
        expectOne("dimming: { alpha: { from: -1e7, to: 0 } }", at: "-1e7",
                  "'from' -10000000 is too large for a track; keep values within ±1000000, beyond which the motion can overflow")
    }

    @Test func aBezierWhoseYOverflows() {
        expectOne("elements:\n  card: { alpha: { from: 0, to: 1, easing: { cubic-bezier: [0.2, 1e308, 0.8, 0] } } }",
                  at: "{ cubic-bezier", "cubic-bezier y 1e+308 is too large; keep y1 and y2 within ±1000, beyond which the motion can overflow")
        expectOne("elements:\n  card: { alpha: { from: 0, to: 1, easing: { cubic-bezier: [0.2, 0, 0.8, -1e308] } } }",
                  at: "{ cubic-bezier", "cubic-bezier y -1e+308 is too large; keep y1 and y2 within ±1000, beyond which the motion can overflow")
    }

    @Test func aSpringWhoseRatesOverflow() {
        expectOne("", at: "{ mass", "this spring's stiffness/mass (inf) or damping/mass (9.999999999999999e+300) is more "
                    + "than 1e12, where the motion can overflow; keep both within it (a response above 6 µs)",
                  spring: "spring: { mass: 1e-300, stiffness: 1e300, damping: 10 }")
        expectOne("", at: "{ dampingRatio", "this spring's stiffness/mass (3.947841760435743e+17) or damping/mass "
                    + "(1256637061.4359171) is more than 1e12, where the motion can overflow; keep both within it "
                    + "(a response above 6 µs)",
                  spring: "spring: { dampingRatio: 1, response: 1e-8 }")
    }

    @Test func aDistanceUnderAPoint() {
        expectOne("", at: "2e-308", "distance 2e-308 pt is shorter than a point: progress per point of drag would overflow "
                    + "(use at least 1)", gesture: "gesture: { edge: bottom, distance: 2e-308 }")
    }

    /// Extreme values that stay finite are still only warnings (or nothing).
    @Test func slowButFiniteSpringsAreNotErrors() {
        #expect(check(sheet(spring: "spring: { mass: 1e35, stiffness: 1, damping: 1e-3 }")).errors.isEmpty)
        #expect(check(sheet(spring: "spring: { duration: 0.5, bounce: -0.999999999 }")).errors.isEmpty)
        #expect(check(sheet("elements:\n  card: { translation: { from: [0, 0], to: [0, 1e6] } }")).errors.isEmpty)
    }
}
