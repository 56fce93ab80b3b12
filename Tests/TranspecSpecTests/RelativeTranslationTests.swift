import Testing
import TranspecRuntime
@testable import TranspecSpec

/// `translation` values as percentages of the container (`-30%`): decoded
/// per axis, lowered with a basis, and rejected where malformed or mixed.
@Suite struct RelativeTranslationTests {
    @Test func percentagesLowerToContainerFractions() throws {
        let yaml = sheet("""
            elements:
              below: { translation: { from: [-30%, 0], to: [0, 12.5%] } }
              label: { translation: { from: [0, 24], to: [0, 0] } }
            """)
        let result = check(yaml)
        #expect(result.diagnostics.isEmpty, "\(result.summary)")
        let elements = (try #require(result.spec?.transitions.first)).motion.elements
        let below = try #require(elements.first)
        #expect(below.translationXBasis == .container && below.translationYBasis == .container)
        #expect(below.translationX == .fromTo(-0.3, 0) && below.translationY == .fromTo(0, 0.125))
        // Points stay points.
        #expect(elements[1].translationXBasis == .points && elements[1].translationYBasis == .points)
        let pad = below.evaluate(atProgress: 0, in: ContainerSize(width: 1180, height: 820), viewSize: .iPhone)
        #expect(abs(pad.translationX - -354) < 1e-9)
    }

    @Test func viewPercentagesLowerToViewFractions() throws {
        let yaml = sheet("elements: { card: { translation: { from: [0, -50% view], to: [0, 0] } } }")
        let result = check(yaml)
        #expect(result.diagnostics.isEmpty, "\(result.summary)")
        let transition = try #require(result.spec?.transitions.first)
        let card = try #require(transition.motion.elements.first)
        #expect(card.translationYBasis == .view && card.translationY == .fromTo(-0.5, 0))
        #expect(card.evaluate(atProgress: 0, in: .iPhone, viewSize: ContainerSize(width: 160, height: 70)).translationY == -35)
    }

    @Test func malformedPercentagesAreErrorsAtTheValue() {
        for bad in ["30%%", "%", "1e3%", "nan%", "3.%", "- 3%", "30 %", "% view", "x% view"] {
            let yaml = sheet("elements: { below: { translation: { from: [\"\(bad)\", 0], to: [0, 0] } } }")
            #expect(check(yaml).summary == [
                "\(position(of: "\"\(bad)\"", in: yaml)) error: expected a percentage of the container like \"-30%\", "
                    + "or of the view like \"-30% view\", for 'from', found '\(bad)'",
            ], "\(bad)")
        }
        let word = sheet("elements: { below: { translation: { from: [left, 0], to: [0, 0] } } }")
        #expect(check(word).summary == [
            "\(position(of: "left", in: word)) error: expected points or a percentage of the container (\"-30%\") for 'from', found a string 'left'",
        ])
    }

    @Test func oneAxisCountsInOneUnit() {
        let yaml = sheet("""
            elements:
              below:
                translation:
                  keyframes:
                    - { at: 0, value: [-30%, 0] }
                    - { at: 0.5, value: [0, 10] }
                    - { at: 1, value: [-40, 0] }
            """)
        let result = check(yaml)
        #expect(result.summary == [
            "\(position(of: "[-40, 0]", in: yaml)) error: translation x mixes points and percentages of the container; "
                + "give every x value in one unit (0 fits any)",
        ])
        #expect(result.diagnostics.first?.notes.first?.message == "percentages of the container here")
        let views = sheet("elements: { below: { translation: { from: [-30%, 0], to: [10% view, 0] } } }")
        #expect(check(views).summary == [
            "\(position(of: "[10% view, 0]", in: views)) error: translation x mixes percentages of the view and "
                + "percentages of the container; give every x value in one unit (0 fits any)",
        ])
        // y: points and a 0 percentage-free axis is fine; x with only zeros in points is fine.
        let mixedAxes = sheet("elements: { below: { translation: { from: [-30%, 10], to: [0, 0] } } }")
        #expect(check(mixedAxes).diagnostics.isEmpty, "\(check(mixedAxes).summary)")
    }
}

/// `gesture.distance` as a percentage of the container's extent.
@Suite struct RelativeDistanceTests {
    @Test func aPercentageIsAShareOfTheContainer() throws {
        let yaml = sheet(gesture: "gesture: { edge: bottom, distance: 40% }")
        let result = check(yaml)
        #expect(result.diagnostics.isEmpty, "\(result.summary)")
        let motion = (try #require(result.spec?.transitions.first)).motion
        #expect(motion.distance == .containerFraction(0.4, plus: 0))
        #expect(abs(motion.distance.resolve(containerExtent: 820) - 328) < 1e-9)
    }

    @Test func outOfRangeOrMalformedIsAnError() {
        for bad in ["0.5%", "101%", "-20%", "5 %"] {
            let yaml = sheet(gesture: "gesture: { edge: bottom, distance: \"\(bad)\" }")
            #expect(check(yaml).summary == [
                "\(position(of: "\"\(bad)\"", in: yaml)) error: expected a percentage of the container from \"1%\" "
                    + "to \"100%\" for 'distance', found '\(bad)'",
            ], "\(bad)")
        }
    }
}
