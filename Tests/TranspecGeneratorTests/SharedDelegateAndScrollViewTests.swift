import Foundation
import Testing
import TranspecGenerator

/// A tab bar controller has one delegate, so a spec's tab transitions share
/// one; push, pop and tab pans wait for the scroll view the spec declares.
@Suite struct SharedDelegateAndScrollViewTests {
    static let file = "Specs/feed.transpec.yaml"

    static let spec = """
        transpec: 1
        transitions:
          FeedPop:
            operation: pop
            gesture: { edge: trailing, scrollView: optional }
            spring: { dampingRatio: 1, response: 0.4 }
          FeedPush:
            operation: push
            gesture: { edge: leading, scrollView: required }
            spring: { dampingRatio: 1, response: 0.4 }
          NextTab:
            operation: tab-next
            gesture: { edge: leading, scrollView: optional }
            spring: { dampingRatio: 0.9, response: 0.3 }
          PreviousTab:
            operation: tab-previous
            gesture: { edge: trailing }
            spring: { dampingRatio: 0.9, response: 0.3 }

        """

    static func generated() throws -> String {
        SpecTranslator.render(try Goldens.decode(Array(spec.utf8), file: file))
    }

    @Test func tabTransitionsShareOneDelegate() throws {
        let text = try Self.generated()
        #expect(text.components(separatedBy: ": NSObject, UITabBarControllerDelegate").count == 2, "\(text)")
        #expect(text.contains("public final class FeedTabBarDelegate: NSObject, UITabBarControllerDelegate"))
        #expect(text.contains("TabSwitch(motion: NextTabTransition.motion, edge: .leading, bothDirections: false, step: 1)"))
        #expect(text.contains("TabSwitch(motion: PreviousTabTransition.motion, edge: .trailing, bothDirections: false, step: -1)"))
        #expect(text.contains("edges: [.leading, .trailing],"))
    }

    @Test func aTabTransitionHonoursDirectionsBoth() throws {
        let spec = """
            transpec: 1
            transitions:
              Swipe:
                operation: tab-next
                gesture: { edge: leading, directions: both }
                spring: { dampingRatio: 0.9, response: 0.3 }

            """
        let text = SpecTranslator.render(try Goldens.decode(Array(spec.utf8), file: "Specs/swipe.transpec.yaml"))
        #expect(text.contains("TabSwitch(motion: SwipeTransition.motion, edge: .leading, bothDirections: true, step: 1)"), "\(text)")
        #expect(text.contains("ScrollViewDismissalGate(edge: .leading, bothDirections: true, scrollView: nil)"), "\(text)")
        #expect(text.contains("bothDirections: true,\n"), "the motion drives both ways")
        let file = try UIKitStandIn.scratchDirectory().appendingPathComponent("Swipe.swift")
        try text.write(to: file, atomically: true, encoding: .utf8)
        let result = try UIKitStandIn.typeCheck([file])
        #expect(result.succeeded, "\(result.output)")
    }

    @Test func aModalTransitionHonoursScreenEdge() throws {
        let spec = """
            transpec: 1
            transitions:
              EdgeDismiss:
                operation: dismiss
                gesture: { edge: trailing, screenEdge: true }
                spring: { dampingRatio: 1, response: 0.4 }
              EdgePresent:
                operation: present
                gesture: { edge: leading, screenEdge: true }
                spring: { dampingRatio: 1, response: 0.4 }

            """
        let text = SpecTranslator.render(try Goldens.decode(Array(spec.utf8), file: "Specs/edge.transpec.yaml"))
        #expect(text.components(separatedBy: "private let pan = UIScreenEdgePanGestureRecognizer()").count == 3, "\(text)")
        #expect(text.contains("pan.edges = TransitionEdge.trailing.screenEdgeToSwipeFrom(in: sheet.view)"), "\(text)")
        #expect(text.contains("pan.edges = TransitionEdge.leading.screenEdgeToSwipeFrom(in: presenter.view)"), "\(text)")
        #expect(!text.contains("ScrollViewDismissalGate"), "a screen-edge pan is not gated")
        let file = try UIKitStandIn.scratchDirectory().appendingPathComponent("Edge.swift")
        try text.write(to: file, atomically: true, encoding: .utf8)
        let result = try UIKitStandIn.typeCheck([file])
        #expect(result.succeeded, "\(result.output)")
    }

    @Test func thePansReadTheDeclaredScrollViews() throws {
        let text = try Self.generated()
        #expect(!text.contains("scrollView: nil"), "every gate here has a scroll view")
        #expect(text.components(separatedBy: "let visible = navigationController?.topViewController\n").count == 3)
        #expect(text.contains("let visible = tabBarController?.selectedViewController\n"))
        for name in ["FeedPop", "FeedPush", "NextTab"] {
            let member = name.prefix(1).lowercased() + name.dropFirst()
            #expect(text.contains("if let controller = visible as? any \(name)Presentable {\n"))
            #expect(text.contains("return controller.\(member)ScrollView\n"))
        }
        #expect(text.components(separatedBy: "scrollView: { [weak self] in self?.").count == 4, "\(text)")
    }

    @Test func theGeneratedFileTypeChecksAndIsLintClean() throws {
        let text = try Self.generated()
        let source = try UIKitStandIn.scratchDirectory().appendingPathComponent("Feed.swift")
        try text.write(to: source, atomically: true, encoding: .utf8)
        let result = try UIKitStandIn.typeCheck([source])
        #expect(result.succeeded, "\(result.output)\n\(text)")
        let lint = try Goldens.lint([source])
        #expect(lint.succeeded && lint.output.isEmpty, "\(lint.output)")
    }
}
