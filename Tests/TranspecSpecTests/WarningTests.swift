import Testing
import TranspecDiagnostics
import TranspecSpec

@Suite struct WarningTests {
    private func warnings(_ yaml: String) -> [String] {
        check(yaml).summary.filter { $0.contains("warning:") }
    }

    @Test func slowFlickVelocity() {
        let yaml = sheet("release: { flickVelocity: 50 }")
        #expect(warnings(yaml) == ["\(position(of: "50", in: yaml)) warning: flickVelocity 50 pt/s is indistinguishable "
            + "from a finger at rest; any release will count as a flick (use at least 100)"])
    }

    @Test func extremeThresholds() {
        let zero = sheet("release: { threshold: 0 }")
        #expect(warnings(zero) == ["\(position(of: "0 }", in: zero)) warning: threshold 0 completes every release; "
            + "the user can never cancel by letting go"])
        let one = sheet("release: { projection: fast, threshold: 1 }")
        #expect(warnings(one) == ["\(position(of: "1 }", in: one)) warning: threshold 1 cancels every release short "
            + "of the end; only a flick can complete"])
    }

    @Test func slowSpring() {
        let yaml = sheet(spring: "spring: { dampingRatio: 1, response: 3 }")
        let found = warnings(yaml)
        #expect(found.count == 1)
        #expect(found.first?.hasPrefix("\(position(of: "{ dampingRatio", in: yaml)) warning: spring takes ") == true)
        #expect(found.first?.contains("to settle over 844 pt; the view will feel sluggish (keep it under 1.5 s)") == true)
    }

    @Test func containerDistanceIsNarrowerForHorizontalEdges() {
        let yaml = sheet(spring: "spring: { dampingRatio: 1, response: 3 }", gesture: "gesture: { edge: left }")
        #expect(warnings(yaml).first?.contains("over 390 pt") == true)
    }

    @Test func bouncyDismissal() {
        let yaml = sheet(spring: "spring: { dampingRatio: 0.3, response: 0.3 }")
        #expect(warnings(yaml) == ["\(position(of: "{ dampingRatio", in: yaml)) warning: spring overshoots by 37.23% "
            + "on a dismissal; the view will bounce back into sight (keep it under 25%)"])
        #expect(warnings(sheet(spring: "spring: { dampingRatio: 0.3, response: 0.3 }", operation: "present")).isEmpty)
    }

    @Test func undampedSpringNeverRests() {
        let yaml = sheet(spring: "spring: { stiffness: 200, damping: 0 }", operation: "present")
        #expect(warnings(yaml) == ["\(position(of: "{ stiffness", in: yaml)) warning: spring has no damping and never "
            + "comes to rest; the transition will not end"])
    }
}
