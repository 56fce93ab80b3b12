import Testing
import TranspecDiagnostics
import TranspecGenerator
import TranspecSpec
import TranspecTestSupport

/// Each transition with elements names them in an `Element` enum, and a
/// modal screen gets a hosting controller that finds its elements, and its
/// presenter's, among SwiftUI views; others get none, as SwiftUI could not
/// meet their protocol.
@Suite struct SwiftUIElementTests {
    @Test func elementsAreNamedBySpecNameAndAModalScreenGetsAHostingController() throws {
        let text = try generated("""
            transpec: 1
            transitions:
              Peek:
                operation: dismiss
                gesture: { edge: bottom }
                spring: { dampingRatio: 1, response: 0.4 }
                elements:
                  half open: { alpha: { from: 1, to: 0 } }
                  default: { optional: true }
                sharedElement: { source: half open, destination: default }
            """)
        #expect(text.contains("enum Element: String, CaseIterable, Sendable {\n        case halfOpen = \"half open\", `default`\n"), "\(text)")
        #expect(text.contains("#endif\n\n#if canImport(UIKit) && canImport(TranspecSwiftUI)\nimport SwiftUI\nimport TranspecSwiftUI\n"), "\(text)")
        #expect(text.contains("final class PeekHostingController<Content: View>: TranspecHostingController<Content> {}"), "\(text)")
        #expect(text.contains("var halfOpenView: UIView { requiredElementView(PeekTransition.Element.halfOpen) }"), "\(text)")
        #expect(text.contains("var defaultView: UIView? { elementView(PeekTransition.Element.`default`) }"), "\(text)")
        #expect(text.contains("extension PeekTransition: HostedModalTransition {"), "\(text)")
    }

    @Test(arguments: [
        // A pop: SwiftUI makes the destination's hosting controller itself.
        "operation: pop\n    gesture: { edge: leading }",
    ])
    func otherScreensGetOnlyTheNames(_ head: String) throws {
        let text = try generated("""
            transpec: 1
            transitions:
              Peek:
                \(head)
                spring: { dampingRatio: 1, response: 0.4 }
                elements:
                  photo: { alpha: { from: 1, to: 0 } }
            """)
        #expect(text.contains("enum Element: String, CaseIterable, Sendable {\n        case photo\n"), "\(text)")
        #expect(!text.contains("TranspecSwiftUI") && !text.contains("HostingController"), "\(text)")
    }

    /// A scroll view, required or optional, is answered from the content's
    /// `TranspecScrollView(for:)` of the transition: a screen lending only
    /// that gets a hosting controller too.
    @Test(arguments: [("required", "UIScrollView { requiredScrollView"), ("optional", "UIScrollView? { scrollView")])
    func aScrollViewIsLentByTheContentsTranspecScrollView(_ rule: String, _ answer: String) throws {
        let text = try generated("""
            transpec: 1
            transitions:
              Pull:
                operation: dismiss
                gesture: { edge: bottom, scrollView: \(rule) }
                spring: { dampingRatio: 1, response: 0.4 }
            """)
        #expect(text.contains("final class PullHostingController<Content: View>: TranspecHostingController<Content> {}"), "\(text)")
        #expect(text.contains("var pullScrollView: \(answer)(for: PullTransition.self) }"), "\(text)")
        #expect(text.contains("extension PullTransition: HostedModalTransition {"), "\(text)")
    }

    /// A pair's dismissal hosts both transitions' screen; the presenter's
    /// elements are answered from the screen presenting it, as the
    /// presenter's protocol, since SwiftUI made that screen's controller.
    @Test func aPairWithPresenterElementsGetsOneHostingControllerLendingForThePresenter() throws {
        let text = SpecTranslator.render(try Goldens.decode("Specs/app-store-card.transpec.yaml"))
        #expect(!text.contains("AppStoreCardPresentHostingController"), "\(text)")
        #expect(text.contains("extension AppStoreCardDismissHostingController: AppStoreCardDismissPresentable {"), "\(text)")
        #expect(text.contains("var storyView: UIView { requiredElementView(AppStoreCardDismissTransition.Element.story) }"), "\(text)")
        #expect(text.contains("extension AppStoreCardDismissHostingController: AppStoreCardDismissPresenting {"), "\(text)")
        #expect(text.contains("var cardView: UIView? { presentingElementView(AppStoreCardDismissTransition.Element.card) }"), "\(text)")
        #expect(text.contains("extension AppStoreCardDismissTransition: HostedModalTransition {"), "\(text)")
        #expect(!text.contains("extension AppStoreCardPresentTransition: HostedModalTransition"), "\(text)")
    }

    /// A required presenter element is asked of the presenter with the
    /// lookup that says when it is missing.
    @Test func aRequiredPresenterElementUsesTheRequiredLookup() throws {
        let text = try generated("""
            transpec: 1
            transitions:
              Peek:
                operation: present
                gesture: { edge: top }
                spring: { dampingRatio: 1, response: 0.4 }
                elements:
                  card: { from: presenting }
                  story: {}
                sharedElement: { source: card, destination: story }
            """)
        #expect(text.contains("extension PeekHostingController: PeekPresenting {"), "\(text)")
        #expect(text.contains("var cardView: UIView { requiredPresentingElementView(PeekTransition.Element.card) }"), "\(text)")
    }

    private func generated(_ yaml: String) throws -> String {
        var collector = DiagnosticCollector()
        let spec = SpecFrontEnd.decode(Array(yaml.utf8), file: "peek.transpec.yaml", diagnostics: &collector)
        #expect(collector.sorted.isEmpty, "\(collector.sorted.map(\.message))")
        return SpecTranslator.render(try #require(spec))
    }
}
