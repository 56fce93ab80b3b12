import Testing
@testable import TranspecSpec

/// `from:` on an element: which screen lends its view. Decoded, refused
/// when it names no screen of the operation, and allowed on the shared
/// element's views (the flight finds them among the lent ones).
@Suite struct ElementScreenTests {
    @Test func thePopsScreenBelowLendsItsElement() throws {
        let yaml = sheet("elements: { below: { from: destination, alpha: { from: 0.8, to: 1 } }, title: {} }",
                         operation: "pop", gesture: "gesture: { edge: trailing }")
        let result = check(yaml)
        #expect(result.diagnostics.isEmpty, "\(result.summary)")
        let transition = try #require(result.spec?.transitions.first)
        #expect(transition.counterpartScreen == .destination && transition.transitioningScreen == .source)
        #expect(transition.lentElements.map(\.name.value) == ["below"])
        #expect(transition.ownElements.map(\.name.value) == ["title"])
        #expect(transition.elements[0].screen?.value == .destination)
    }

    @Test func namingTheTransitioningScreenIsTheDefault() throws {
        let result = check(sheet("elements: { card: { from: presented, alpha: { from: 1, to: 0 } } }"))
        #expect(result.diagnostics.isEmpty, "\(result.summary)")
        let transition = try #require(result.spec?.transitions.first)
        #expect(transition.lentElements.isEmpty && transition.ownElements.count == 1)
    }

    @Test(arguments: [
        ("dismiss", "gesture: { edge: bottom }", "source", "expected presented or presenting; did you mean 'presenting'?"),
        ("push", "gesture: { edge: leading }", "presented", "expected destination or source; did you mean 'destination'?"),
        ("tab-next", "gesture: { edge: leading }", "presenting", "expected destination or source; did you mean 'source'?"),
    ])
    func aScreenOfAnotherOperationIsRefused(operation: String, gesture: String, screen: String, advice: String) {
        let yaml = sheet("elements: { card: { from: \(screen), alpha: { from: 1, to: 0 } } }", operation: operation, gesture: gesture)
        let result = check(yaml)
        #expect(result.summary == [
            "\(position(of: screen, in: yaml)) error: 'from: \(screen)' does not name a screen of '\(operation)'; \(advice)",
        ])
        #expect(result.errors.first?.fixIt?.replacement.isEmpty == false)
    }

    @Test func aMisspeltScreenGetsADidYouMean() {
        let yaml = sheet("elements: { card: { from: presentng } }")
        let result = check(yaml)
        #expect(result.errors.count == 1, "\(result.summary)")
        #expect(result.summary.first?.hasPrefix("\(position(of: "presentng", in: yaml)) error:") == true, "\(result.summary)")
        #expect(result.summary.first?.contains("did you mean 'presenting'?") == true, "\(result.summary)")
    }

    @Test func theSharedElementsViewsMayComeFromEitherScreen() throws {
        let yaml = sheet("""
            elements: { thumbnail: { from: presenting, optional: true }, photo: {} }
            sharedElement: { source: photo, destination: thumbnail }
            """)
        let result = check(yaml)
        #expect(result.diagnostics.isEmpty, "\(result.summary)")
        let transition = try #require(result.spec?.transitions.first)
        #expect(transition.lentElements.map(\.name.value) == ["thumbnail"])
    }
}
