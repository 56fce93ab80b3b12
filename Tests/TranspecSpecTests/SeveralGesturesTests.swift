import Testing
import TranspecDiagnostics
import TranspecRuntime
@testable import TranspecSpec

/// `gesture:` as a list: several drags drive one motion, each toward its
/// own edge over its own distance; the first is the transition's gesture.
@Suite struct SeveralGesturesTests {
    static func spec(operation: String = "dismiss", gestures: String, extra: String = "") -> String {
        """
        transpec: 1
        transitions:
          Story:
            operation: \(operation)
            gesture:
        \(gestures)
            spring: { dampingRatio: 1, response: 0.35 }\(extra)

        """
    }

    static let twoWays = """
              - edge: bottom
                distance: 40%
                scrollView: optional
              - edge: trailing
                screenEdge: true
                distance: 200
        """

    @Test func aListLowersToOnePlanWithItsOtherDrags() throws {
        let checked = check(Self.spec(gestures: Self.twoWays))
        #expect(checked.diagnostics.isEmpty, "\(checked.summary)")
        let transition = try #require(checked.spec?.transitions.first)
        #expect(transition.gesture.edge.value == .bottom && transition.gesture.scrollView.value == .optional)
        #expect(transition.gesture.others.map(\.way) == [GestureWay(edge: .trailing, start: .screenEdge, distance: .points(200))])
        let plan = transition.controllerPlan().interactive
        #expect(plan.gestureCount == 2)
        #expect(plan.edge == .bottom && plan.gesture == .pan && plan.motion.distance == .containerFraction(0.4, plus: 0))
        let second = plan.driven(byGesture: 1)
        #expect(second.edge == .trailing && second.gesture == .screenEdge)
        #expect(second.motion.distance == .points(200) && second.travel == .points(200))
        // The same motion otherwise.
        var same = second.motion
        same.distance = plan.motion.distance
        #expect(same == plan.motion)
        // Out of range: the plan itself.
        #expect(plan.driven(byGesture: 2) == plan && plan.driven(byGesture: 0) == plan)
    }

    @Test func oneMappingAndAListOfOneAreTheSame() throws {
        let mapping = try #require(check(Self.spec(gestures: "      edge: bottom")).spec)
        let list = try #require(check(Self.spec(gestures: "      - edge: bottom")).spec)
        #expect(mapping.controllerPlan(of: mapping.transitions[0]) == list.controllerPlan(of: list.transitions[0]))
    }

    @Test func aPopAndAPushTakeSeveral() throws {
        let yaml = Self.spec(operation: "pop", gestures: """
                  - edge: trailing
                    screenEdge: true
                  - edge: bottom
            """)
        let spec = try #require(check(yaml).spec)
        guard case .navigation(let navigation) = spec.controllerPlan(of: spec.transitions[0]) else {
            Issue.record("a pop lowers to a navigation plan")
            return
        }
        #expect(navigation.plan.otherGestures == [GestureWay(edge: .bottom)])
    }

    @Test func motionKeysOnALaterEntryAreReportedAtTheirValue() {
        let yaml = Self.spec(gestures: """
                  - edge: bottom
                  - edge: trailing
                    rubberBand: false
                    progress: step
            """)
        let checked = check(yaml)
        #expect(checked.summary == [
            "\(position(of: "false", in: yaml)) error: 'rubberBand' belongs to the motion every gesture drives: "
                + "write it on the first gesture of the list",
            "\(position(of: "step", in: yaml)) error: 'progress' belongs to the motion every gesture drives: "
                + "write it on the first gesture of the list",
        ])
    }

    @Test func aLaterEntryNeedsItsEdge() {
        let yaml = Self.spec(gestures: """
                  - edge: bottom
                  - screenEdge: true
            """)
        #expect(check(yaml).errors.map(\.message) == ["missing required key 'edge' in 'gesture'"])
    }

    @Test func anEmptyListIsAnError() {
        let yaml = Self.spec(gestures: "      []")
        #expect(check(yaml).summary == [
            "\(position(of: "[]", in: yaml)) error: 'gesture' lists no gesture; write one mapping, or a list of at least one",
        ])
    }

    @Test func aPresentationATabAndADetentSheetTakeOneGesture() {
        let second = """
                  - edge: top
                  - edge: left
            """
        let present = Self.spec(operation: "present", gestures: second)
        #expect(check(present).summary == [
            "\(position(of: "edge: left", in: present)) error: 'present' takes one gesture: a presentation starts "
                + "from the presenter's view, with one drag; write 'gesture' as one mapping",
        ])
        let tab = Self.spec(operation: "tab-next", gestures: second)
        #expect(check(tab).errors.map(\.message) == [
            "'tab-next' takes one gesture: a tab bar's transitions share one pan; write 'gesture' as one mapping",
        ])
        let sheet = Self.spec(gestures: """
                  - edge: bottom
                  - edge: left
            """, extra: "\n    detents: { heights: { half: 50% } }")
        #expect(check(sheet).errors.map(\.message) == [
            "'dismiss' takes one gesture: a detent sheet follows the finger with one drag; write 'gesture' as one mapping",
        ])
    }
}
