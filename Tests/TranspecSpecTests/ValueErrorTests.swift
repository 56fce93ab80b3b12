import Testing
import TranspecDiagnostics
import TranspecRuntime
import TranspecSpec

@Suite struct ValueErrorTests {
    /// The single diagnostic for `extra`, located at `needle`.
    private func expectOne(_ extra: String, at needle: String, _ message: String,
                           spring: String = "spring: { dampingRatio: 1, response: 0.4 }",
                           sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        let yaml = sheet(extra, spring: spring)
        #expect(check(yaml).summary == ["\(position(of: needle, in: yaml)) error: \(message)"],
                sourceLocation: sourceLocation)
    }

    @Test func wrongType() {
        expectOne("release: { threshold: half }", at: "half",
                  "expected a number for 'threshold', found a string 'half'")
    }

    @Test func yaml11BooleanGetsNote() throws {
        let yaml = sheet("interruptible: yes")
        let result = check(yaml)
        #expect(result.summary == ["\(position(of: "yes", in: yaml)) error: expected true or false for 'interruptible', found a string 'yes'"])
        #expect(result.errors.first?.notes.map(\.message) == ["YAML 1.2 reads 'yes' as a string; write true"])
        // Where a number is wanted, `off` was not meant as false: explain, don't advise.
        #expect(check(sheet("release: { threshold: off }")).errors.first?.notes.map(\.message)
            == ["YAML 1.2 reads 'off' as a string"])
        #expect(check(sheet("interruptible: off")).errors.first?.notes.map(\.message)
            == ["YAML 1.2 reads 'off' as a string; write false"])
    }

    @Test func nonFiniteNumbers() {
        expectOne("release: { threshold: .nan }", at: ".nan", "expected a finite number for 'threshold', found '.nan'")
        expectOne("decay: { handoffVelocity: .inf }", at: ".inf", "expected a finite number for 'handoffVelocity', found '.inf'")
        expectOne("", at: "1e309", "expected a finite number for 'stiffness', found '1e309'",
                  spring: "spring: { stiffness: 1e309, damping: 10 }")
    }

    @Test func integerOverflow() {
        expectOne("release: { flickVelocity: 99999999999999999999 }", at: "999",
                  "integer 99999999999999999999 for 'flickVelocity' does not fit in 64 bits")
    }

    @Test func thresholdOutOfRange() {
        expectOne("release: { threshold: 1.5 }", at: "1.5", "'threshold' must be within 0…1, found 1.5")
    }

    @Test func distanceMustBePositive() {
        let yaml = sheet(gesture: "gesture: { edge: bottom, distance: 0 }")
        #expect(check(yaml).summary == ["\(position(of: "0 }", in: yaml)) error: 'distance' must be greater than 0, found 0"])
        let word = sheet(gesture: "gesture: { edge: bottom, distance: containr }")
        #expect(check(word).summary == ["\(position(of: "containr", in: word)) error: unknown value 'containr' for 'distance'; did you mean 'container'?"])
    }

    @Test func springRanges() {
        expectOne("", at: "0, stiffness", "'mass' must be greater than 0, found 0", spring: "spring: { mass: 0, stiffness: 100, damping: 10 }")
        expectOne("", at: "-5", "'stiffness' must be greater than 0, found -5", spring: "spring: { stiffness: -5, damping: 10 }")
        expectOne("", at: "-1", "'damping' must not be negative, found -1", spring: "spring: { stiffness: 100, damping: -1 }")
        expectOne("", at: "-0.1", "'dampingRatio' must not be negative, found -0.1", spring: "spring: { dampingRatio: -0.1, response: 0.4 }")
        expectOne("", at: "0 }", "'response' must be greater than 0, found 0", spring: "spring: { dampingRatio: 1, response: 0 }")
        expectOne("", at: "0,", "'duration' must be greater than 0, found 0", spring: "spring: { duration: 0, bounce: 0 }")
        expectOne("", at: "2 }", "'bounce' must be greater than -1 and at most 1, found 2", spring: "spring: { duration: 0.5, bounce: 2 }")
        // −1 would be infinite damping.
        expectOne("", at: "-1 }", "'bounce' must be greater than -1 and at most 1, found -1", spring: "spring: { duration: 0.5, bounce: -1 }")
    }

    @Test func springParameterSets() {
        expectOne("", at: "{}", "spring has no parameter set; write exactly one of dampingRatio/response, duration/bounce, "
                  + "mass/stiffness/damping, bounciness/speed, tension/friction, preset/duration/extraBounce, "
                  + "stiffness/dampingRatio, visualDuration/bounce, settlingDuration/dampingRatio, "
                  + "settlingDuration/bounce", spring: "spring: {}")
        expectOne("", at: "{ overdamping", "spring has no parameter set; write exactly one of dampingRatio/response, "
                  + "duration/bounce, mass/stiffness/damping, bounciness/speed, tension/friction, "
                  + "preset/duration/extraBounce, stiffness/dampingRatio, visualDuration/bounce, "
                  + "settlingDuration/dampingRatio, settlingDuration/bounce", spring: "spring: { overdamping: critical }")
        expectOne("", at: "{ dampingRatio", "spring has 2 parameter sets ('dampingRatio/response' and "
                  + "'mass/stiffness/damping'); write exactly one",
                  spring: "spring: { dampingRatio: 1, response: 0.4, stiffness: 100 }")
        // Keys that begin more than one set: the keys each would add.
        expectOne("", at: "{ stiffness", "'stiffness' begins 2 parameter sets; add 'damping' (mass/stiffness/damping) "
                  + "or 'dampingRatio' (stiffness/dampingRatio)", spring: "spring: { stiffness: 100 }")
        expectOne("", at: "{ dampingRatio", "'dampingRatio' begins 3 parameter sets; add 'response' "
                  + "(dampingRatio/response), 'stiffness' (stiffness/dampingRatio) or 'settlingDuration' "
                  + "(settlingDuration/dampingRatio)", spring: "spring: { dampingRatio: 0.8 }")
        expectOne("", at: "{ bounce", "'bounce' begins 3 parameter sets; add 'duration' (duration/bounce), "
                  + "'visualDuration' (visualDuration/bounce) or 'settlingDuration' (settlingDuration/bounce)",
                  spring: "spring: { bounce: 0.2 }")
        expectOne("", at: "{ settlingDuration", "'settlingDuration' begins 2 parameter sets; add 'dampingRatio' "
                  + "(settlingDuration/dampingRatio) or 'bounce' (settlingDuration/bounce)",
                  spring: "spring: { settlingDuration: 0.5 }")
        // One set begun: its missing key.
        expectOne("", at: "{ response", "missing required key 'dampingRatio' in 'spring'", spring: "spring: { response: 0.4 }")
        expectOne("", at: "{ visualDuration", "missing required key 'bounce' in 'spring'", spring: "spring: { visualDuration: 0.4 }")
        // framer's duration is not SwiftUI's: mixing visualDuration and duration names both sets.
        expectOne("", at: "{ visualDuration", "spring has 2 parameter sets ('duration/bounce' and "
                  + "'visualDuration/bounce'); write exactly one", spring: "spring: { visualDuration: 0.4, duration: 0.5, bounce: 0.2 }")
    }

    @Test func keyframes() {
        expectOne("elements: { card: { alpha: { keyframes: [ { at: 0, value: 0 }, { at: 0.6, value: 1 }, { at: 0.6, value: 0 } ] } } }",
                  at: "0.6, value: 0", "keyframe 'at' values must increase strictly; 0.6 follows 0.6")
        expectOne("elements: { card: { alpha: { keyframes: [ { at: 1.5, value: 0 } ] } } }",
                  at: "1.5", "'at' must be within 0…1, found 1.5")
    }

    @Test func trackRange() {
        expectOne("elements: { card: { scale: { from: 1, to: 0.9, range: [0.5, 0.5] } } }",
                  at: "[0.5", "'range' must satisfy 0 ≤ start < end ≤ 1, found [0.5, 0.5]")
    }

    @Test func projectionAndFlick() {
        expectOne("release: { projection: 1.0 }", at: "1.0", "'projection' must be strictly between 0 and 1, found 1")
        expectOne("release: { projection: slow }", at: "slow",
                  "unknown value 'slow' for 'projection'; expected normal, fast or a number in (0, 1)")
        expectOne("release: { flickVelocity: 0 }", at: "0 }", "'flickVelocity' must be greater than 0, found 0")
    }

    @Test func releaseTakesOneForm() {
        expectOne("release: { anyOf: [ { progress: 0.3 } ], threshold: 0.5 }", at: "threshold",
                  "'threshold' does not belong to the 'anyOf' form of 'release'; a release rule takes exactly one form")
    }

    @Test func easing() {
        expectOne("elements: { card: { alpha: { from: 0, to: 1, easing: ease-inn } } }", at: "ease-inn",
                  "unknown easing 'ease-inn'; did you mean 'ease-in'?")
        expectOne("elements: { card: { alpha: { from: 0, to: 1, easing: { cubic-bezier: [1.2, 0, 0.5, 1] } } } }",
                  at: "1.2", "'cubic-bezier x1' must be within 0…1, found 1.2")
    }

    @Test func dimmingColor() {
        expectOne("dimming: { color: \"#12345\", alpha: { from: 0, to: 0.4 } }", at: "\"#12345",
                  "expected a color \"#RRGGBB\" or \"#RRGGBBAA\" for 'color' (or a pair { light: …, dark: … }), "
                      + "found '#12345'")
        // A sign is no hex digit (Swift's radix parser takes "+1234").
        expectOne("dimming: { color: \"#+12345\", alpha: { from: 0, to: 0.4 } }", at: "\"#+12345",
                  "expected a color \"#RRGGBB\" or \"#RRGGBBAA\" for 'color' (or a pair { light: …, dark: … }), "
                      + "found '#+12345'")
        expectOne("dimming: { color: { light: \"#000000\", dark: \"#FFFFFFF\" }, alpha: { from: 0, to: 0.4 } }",
                  at: "\"#FFFFFFF", "expected a color \"#RRGGBB\" or \"#RRGGBBAA\" for 'dark', found '#FFFFFFF'")
        expectOne("dimming: { color: { light: \"#000000\" }, alpha: { from: 0, to: 0.4 } }",
                  at: "{ light", "missing required key 'dark' in 'color'")
        expectOne("dimming: { color: { light: \"#000000\", dark: \"#FFFFFF\", tint: 1 }, alpha: { from: 0, to: 0.4 } }",
                  at: "tint", "unknown key 'tint' in 'color'; expected one of light, dark")
    }

    /// `#RRGGBBAA` and a light/dark pair decode to the runtime's colour.
    @Test func dimmingColorsWithOpacityAndAppearance() throws {
        func color(_ text: String) throws -> DimmingColor {
            let yaml = sheet("dimming: { color: \(text), alpha: { from: 1, to: 0 } }")
            return try #require(check(yaml).spec?.transitions.first?.dimming?.color.value, "\(text)")
        }
        #expect(try color("\"#1a2B3c\"") == DimmingColor(red: 26 / 255, green: 43 / 255, blue: 60 / 255))
        let translucent = try color("\"#00000080\"")
        #expect(translucent.light.alpha == 128 / 255 && !translucent.isDynamic)
        #expect(translucent.light.hex == "#00000080")
        let pair = try color("{ light: \"#00000066\", dark: \"#FFFFFF33\" }")
        #expect(pair.isDynamic)
        #expect(pair.resolved(for: .light) == RGBAColor(red: 0, green: 0, blue: 0, alpha: 0.4))
        #expect(pair.resolved(for: .dark) == RGBAColor(red: 1, green: 1, blue: 1, alpha: 0.2))
        #expect(pair.specSpelling == "{ light: \"#00000066\", dark: \"#FFFFFF33\" }")
    }
}
