import Testing
import TranspecRuntime
@testable import TranspecSpec

/// `rotation`, `shadowOpacity` and `shadowRadius` tracks: decoded, lowered,
/// checked for finite motion like the others.
@Suite struct ElementPropertyTests {
    @Test func newTracksDecodeAndLower() throws {
        let yaml = sheet("""
            elements:
              card:
                rotation: { from: -8, to: 0 }
                shadowOpacity: { from: 0.3, to: 0 }
                shadowRadius: { from: 12, to: 4 }
            """)
        let result = check(yaml)
        #expect(result.diagnostics.isEmpty, "\(result.summary)")
        let transition = try #require(result.spec?.transitions.first)
        let card = try #require(transition.motion.elements.first)
        let frame = card.evaluate(atProgress: 0.5, in: .iPhone, viewSize: .iPhone)
        #expect(frame.rotation == -4)
        #expect(frame.shadowOpacity == 0.15)
        #expect(frame.shadowRadius == 8)
        // Untracked properties keep UIView's and CALayer's defaults.
        #expect(ElementTracks(name: "plain").evaluate(atProgress: 0.5, in: .iPhone, viewSize: .iPhone) == ElementFrame(shadowOpacity: 0, shadowRadius: 3))
    }

    @Test func theyAreCheckedLikeEveryTrack() {
        let yaml = sheet("elements: { card: { rotation: { from: 0, to: 1e7 } } }")
        #expect(check(yaml).errors.count == 1, "\(check(yaml).summary)")
        let typo = sheet("elements: { card: { shadowRadious: { from: 0, to: 1 } } }")
        #expect(check(typo).summary == [
            "\(position(of: "shadowRadious", in: typo)) error: unknown key 'shadowRadious' in 'card'; did you mean 'shadowRadius'?",
        ])
    }
}
