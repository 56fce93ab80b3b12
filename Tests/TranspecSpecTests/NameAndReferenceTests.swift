import Testing
import TranspecDiagnostics
import TranspecSpec

@Suite struct NameAndReferenceTests {
    @Test func swiftTypeNames() {
        #expect(SwiftName.typeName(for: "TagsSheetDismiss") == "TagsSheetDismiss")
        #expect(SwiftName.typeName(for: "tags-sheet dismiss") == "TagsSheetDismiss")
        #expect(SwiftName.typeName(for: "photo_preview") == "PhotoPreview")
        #expect(SwiftName.typeName(for: "2up") == "_2up")
        #expect(SwiftName.typeName(for: "self") == "`Self`")
        #expect(SwiftName.typeName(for: "✨") == "_")
        // A digit carrying a combining mark still cannot start an identifier.
        #expect(SwiftName.typeName(for: "1\u{301}é") == "_1\u{301}é")
        #expect(SwiftName.typeName(for: "precedencegroup") == "Precedencegroup")
        #expect(SwiftName.identifier(for: "precedencegroup") == "`precedencegroup`")
    }

    @Test func swiftIdentifiers() {
        #expect(SwiftName.identifier(for: "Corner radius") == "cornerRadius")
        #expect(SwiftName.identifier(for: "URLPreview") == "urlPreview")
        #expect(SwiftName.identifier(for: "hero-image") == "heroImage")
        #expect(SwiftName.identifier(for: "default") == "`default`")
        #expect(SwiftName.identifier(for: "3d card") == "_3dCard")
        #expect(SwiftName.identifier(for: "café") == "café")
    }

    @Test func editDistanceCountsTranspositions() {
        #expect(editDistance("flickVelocity", "flickVelcoity") == 1)
        #expect(editDistance("kitten", "sitting") == 3)
        #expect(closestMatch(to: "treshold", in: ["threshold", "flickVelocity"]) == "threshold")
        #expect(closestMatch(to: "zzz", in: ["threshold"]) == nil)
    }

    @Test func editDistanceStopsAtItsLimit() {
        let long = String(repeating: "a", count: 5_000), other = String(repeating: "b", count: 5_000)
        #expect(editDistance(long, other, limit: 3) == 4)
        #expect(editDistance("kitten", "sitting", limit: 3) == 3)
        #expect(editDistance("kitten", "sitting", limit: 2) == 3)
        #expect(editDistance("ab", "ba", limit: 1) == 1)
        // Words past the suggestion length get no suggestion at all.
        let typed = String(repeating: "x", count: maximumSuggestedLength) + "y"
        #expect(closestMatch(to: typed, in: [String(repeating: "x", count: maximumSuggestedLength + 1)]) == nil)
        let shorter = String(repeating: "x", count: maximumSuggestedLength - 1) + "y"
        #expect(closestMatch(to: shorter, in: [String(repeating: "x", count: maximumSuggestedLength)]) != nil)
    }

    @Test func transitionNamesCollidingAfterConversion() throws {
        let yaml = """
            transpec: 1
            transitions:
              tags-sheet:
                operation: dismiss
                gesture: { edge: bottom }
                spring: { dampingRatio: 1, response: 0.4 }
              tags sheet:
                operation: dismiss
                gesture: { edge: bottom }
                spring: { dampingRatio: 1, response: 0.4 }

            """
        let result = check(yaml)
        #expect(result.summary == [
            "7:3 error: transition name 'tags sheet' becomes the Swift name 'TagsSheet', as 'tags-sheet' does",
        ])
        let note = try #require(result.errors.first?.notes.first)
        #expect(note.message == "'tags-sheet' declared here")
        #expect(note.location?.line == 3 && note.location?.column == 3)
    }

    @Test func elementNamesCollidingAfterConversion() {
        let yaml = sheet("elements:\n  hero-image: {}\n  heroImage: {}")
        #expect(check(yaml).summary == [
            "\(position(of: "heroImage", in: yaml)) error: element name 'heroImage' becomes the Swift name 'heroImage', as 'hero-image' does",
        ])
    }

    /// Such a name would become `_`: Swift refuses `case _` in the
    /// generated `Element` and `Detent` enums.
    @Test func namesWithoutALetterOrDigitAreRefused() {
        let elements = sheet("elements:\n  \"\": {}\n  \"--\": {}\n  photo: {}")
        #expect(check(elements).summary == [
            "\(position(of: "\"\"", in: elements)) error: element name '' has no letter or digit to make a Swift name from; "
                + "name it with words, e.g. 'photo'",
            "\(position(of: "\"--\"", in: elements)) error: element name '--' has no letter or digit to make a Swift name from; "
                + "name it with words, e.g. 'photo'",
        ])
        let transition = sheet().replacingOccurrences(of: "  sheet:", with: "  \"🙂\":")
        #expect(check(transition).summary == [
            "3:3 error: transition name '🙂' has no letter or digit to make a Swift name from; "
                + "name it with words, e.g. 'photo dismiss'",
        ])
    }

    @Test func anElementCollidingWithTheScrollViewMember() throws {
        // Transition `sheet`: the scroll view is `sheetScrollView`, and so would element `sheetScroll` be.
        let yaml = sheet(
            "elements:\n  sheet-scroll: {}\n  photo: {}",
            gesture: "gesture: { edge: bottom, scrollView: optional }")
        let result = check(yaml)
        #expect(result.summary == [
            "\(position(of: "sheet-scroll", in: yaml)) error: element name 'sheet-scroll' gives the protocol member "
                + "'sheetScrollView', which is already the scroll view's; rename the element",
        ])
        let note = try #require(result.errors.first?.notes.first)
        #expect(note.message == "the scroll view is declared here")
        #expect("\(note.location!.line):\(note.location!.column)" == position(of: "optional", in: yaml))
        // Without scroll coordination there is no scroll view member.
        #expect(check(sheet("elements:\n  sheet-scroll: {}")).summary.isEmpty)
    }

    @Test func screenEdgeIsAnErrorOnATabTransitionOnly() {
        let tab = sheet(operation: "tab-next", gesture: "gesture: { edge: leading, screenEdge: true }")
        #expect(check(tab).summary == [
            "\(position(of: "true", in: tab)) error: screenEdge is not supported for 'tab-next': a tab bar's "
                + "transitions share one pan that starts anywhere on the tab's view; remove 'screenEdge' or set it to false",
        ])
        for operation in ["dismiss", "present", "push", "pop"] {
            let yaml = sheet(operation: operation, gesture: "gesture: { edge: leading, screenEdge: true }")
            #expect(check(yaml).summary.isEmpty, "\(operation)")
        }
        #expect(check(sheet(operation: "tab-previous", gesture: "gesture: { edge: leading, screenEdge: false }")).summary.isEmpty)
    }

    @Test func undeclaredSharedElement() throws {
        let yaml = sheet("elements: { thumbnail: {}, photo: {} }\nsharedElement: { source: thumbnial, destination: photo }")
        let result = check(yaml)
        #expect(result.summary == [
            "\(position(of: "thumbnial", in: yaml)) error: no element named 'thumbnial' in 'sheet'; did you mean 'thumbnail'?",
        ])
        #expect(result.errors.first?.fixIt?.replacement == "thumbnail")
    }
}
