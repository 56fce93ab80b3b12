import Testing
import TranspecDiagnostics
import TranspecRuntime
@testable import TranspecSpec

/// `push:` pairs a pop with the `push` transition of the same screen, as
/// `presentation:` pairs a dismissal: one navigation delegate plays both,
/// and `check` reports a pair that contradicts itself at the part at fault.
@Suite struct NavigationPairCheckTests {
    static func pair(
        pushEdge: String = "leading", popEdge: String = "trailing", pushOperation: String = "push",
        reference: String = "PagePush", popOperation: String = "pop", popDimming: String = ""
    ) -> String {
        """
        transpec: 1
        transitions:
          PagePop:
            operation: \(popOperation)
            push: \(reference)
            gesture: { edge: \(popEdge), screenEdge: true }
            spring: { dampingRatio: 1, response: 0.35 }\(popDimming)
          PagePush:
            operation: \(pushOperation)
            gesture: { edge: \(pushEdge) }
            spring: { dampingRatio: 0.9, response: 0.3 }
            dimming: { color: "#000000", alpha: { from: 0, to: 0.1 } }

        """
    }

    @Test func thePairLowersToOneNavigationPlanThatPlaysBothWays() throws {
        let checked = check(Self.pair())
        #expect(checked.diagnostics.isEmpty, "\(checked.summary)")
        let spec = try #require(checked.spec)
        let pop = spec.transitions[0], push = spec.transitions[1]
        #expect(spec.presentationPartner(of: pop)?.name.value == "PagePush")
        #expect(spec.presentationPartner(of: push) == nil)
        guard case .navigation(let navigation) = spec.controllerPlan(of: pop) else {
            Issue.record("a pop lowers to a navigation plan")
            return
        }
        let pushed = try #require(navigation.pairedPush)
        #expect(pushed.motion == push.motion && pushed.edge == .leading && pushed.movement == .arrival)
        #expect(pushed.gesture == .pan && !pushed.isReversed)
        #expect(navigation.plan.motion == pop.motion && navigation.plan.gesture == .screenEdge)
        #expect(navigation.plan(for: .push) == pushed && navigation.plan(for: .pop) == navigation.plan)
        // The pop's own colour is absent: the push's dims the pair.
        #expect(navigation.dimming == .black)
        // What code can play: the pop, and the push.
        #expect(spec.controllerPlan(of: pop).plays.map(\.operation) == [.pop, .push])
        // The pop's gesture is the one simulate drives.
        #expect(spec.controllerPlan(of: pop).interactive == navigation.plan)
        // Unpaired, a pop plays only the pop.
        guard case .navigation(let alone) = pop.controllerPlan() else { return }
        #expect(alone.pairedPush == nil && alone.plan(for: .push) == nil)
    }

    @Test func aPairedPopAlwaysDeclaresItsScreenProtocol() throws {
        let spec = try #require(check(Self.pair()).spec)
        // Neither asks for a view, yet the pair plays only for screens that adopt its protocol.
        #expect(spec.transitions[0].declaresScreenProtocol)
        #expect(!spec.transitions[1].declaresScreenProtocol)
    }

    @Test func thePartnerMustBeAPush() {
        let yaml = Self.pair(pushEdge: "top", pushOperation: "present")
        let checked = check(yaml)
        #expect(checked.summary == [
            "\(position(of: "PagePush", in: yaml)) error: 'push' names 'PagePush', a 'present' transition; "
                + "it must name a 'push' transition",
        ])
    }

    @Test func onlyAPopNamesAPush() {
        let yaml = Self.pair(popEdge: "bottom", popOperation: "dismiss")
        let checked = check(yaml)
        #expect(checked.summary == [
            "\(position(of: "PagePush", in: yaml)) error: only a 'pop' transition names its 'push'; 'PagePop' is 'dismiss'",
        ])
    }

    @Test func anUnknownPushGetsADidYouMeanOrTheList() throws {
        let yaml = Self.pair(reference: "PagePsh")
        let checked = check(yaml)
        #expect(checked.summary == [
            "\(position(of: "PagePsh", in: yaml)) error: no transition named 'PagePsh' in this spec; did you mean 'PagePush'?",
        ])
        #expect(checked.errors.first?.fixIt?.replacement == "PagePush")
        #expect(check(Self.pair(reference: "Elsewhere")).errors.map(\.message) == [
            "no transition named 'Elsewhere' in this spec; its 'push' transitions: 'PagePush'",
        ])
    }

    @Test func aPopThatDoesNotLeaveTheWayItCameIsReportedAtItsEdge() throws {
        let yaml = Self.pair(popEdge: "leading")
        let checked = check(yaml)
        let edge = position(of: "leading, screenEdge", in: yaml)
        #expect(checked.summary == [
            "\(edge) error: the pop travels toward 'leading', but its push 'PagePush' came in toward 'leading'; "
                + "a paired screen leaves the way it came: 'trailing'",
        ])
        #expect(checked.errors.first?.fixIt?.replacement == "trailing")
    }

    @Test func thePairDimsWithOneColour() {
        let yaml = Self.pair(popDimming: "\n    dimming: { color: \"#FF0000\", alpha: { from: 0.1, to: 0 } }")
        let checked = check(yaml)
        #expect(checked.errors.map(\.message) == [
            "the pair dims with two colours: \"#FF0000\" here, \"#000000\" in 'PagePush'; one dimming view serves both ways",
        ])
    }
}
