import Testing
import TranspecRuntime
@testable import TranspecSpec

/// `optional: true` elements: decoded, allowed for the shared element's
/// views with a `fallback`, and agreed on by both ways of a pair.
@Suite struct OptionalElementTests {
    @Test func optionalDecodes() throws {
        let yaml = sheet("elements: { thumbnail: { optional: true, alpha: { from: 1, to: 0 } }, title: {} }")
        let result = check(yaml)
        #expect(result.diagnostics.isEmpty, "\(result.summary)")
        let elements = try #require(result.spec?.transitions.first?.elements)
        #expect(elements[0].isOptional?.value == true && elements[1].isOptional == nil)
        let word = sheet("elements: { thumbnail: { optional: maybe } }")
        #expect(check(word).errors.count == 1, "\(check(word).summary)")
    }

    @Test func theSharedElementsViewsMayBeOptionalWithAFallback() throws {
        let yaml = sheet("""
            elements: { photo: { optional: true }, thumbnail: {} }
            sharedElement: { source: photo, destination: thumbnail, fallback: none }
            """)
        let result = check(yaml)
        #expect(result.diagnostics.isEmpty, "\(result.summary)")
        let shared = try #require(result.spec?.transitions.first?.sharedElement)
        #expect(shared.value.fallback == .noFlight && shared.fallbackLocation != nil)
        let unwritten = sheet("""
            elements: { photo: { optional: true }, thumbnail: {} }
            sharedElement: { source: photo, destination: thumbnail }
            """)
        #expect(check(unwritten).diagnostics.isEmpty && check(unwritten).spec?.transitions.first?.sharedElement?.fallbackLocation == nil)
        let word = sheet("""
            elements: { photo: { optional: true }, thumbnail: {} }
            sharedElement: { source: photo, destination: thumbnail, fallback: crossfade }
            """)
        #expect(check(word).errors.count == 1, "\(check(word).summary)")
    }

    @Test func aFallbackThatNeverPlaysIsRefused() {
        let yaml = sheet("""
            elements: { photo: {}, thumbnail: {} }
            sharedElement: { source: photo, destination: thumbnail, fallback: fade }
            """)
        #expect(check(yaml).summary == [
            "\(position(of: "fade", in: yaml)) error: 'fallback' never plays: neither 'photo' nor 'thumbnail' is "
                + "'optional', so both views are always lent; remove 'fallback' or make one 'optional: true'",
        ])
    }

    @Test func aPairAgreesOnOptional() {
        let yaml = """
            transpec: 1
            transitions:
              CardPresent:
                operation: present
                gesture: { edge: top }
                spring: { dampingRatio: 1, response: 0.4 }
                elements: { thumbnail: { alpha: { from: 0, to: 1 } } }
              CardDismiss:
                operation: dismiss
                presentation: CardPresent
                gesture: { edge: bottom }
                spring: { dampingRatio: 1, response: 0.4 }
                elements: { thumbnail: { optional: true } }
            """
        #expect(check(yaml).summary == [
            "\(position(of: "true", in: yaml)) error: the pair's screen lends one 'thumbnail' view to both ways, "
                + "but only 'CardDismiss' makes it optional; write the same 'optional' on both",
        ])
    }
}
