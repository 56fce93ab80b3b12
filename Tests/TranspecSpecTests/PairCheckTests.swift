import Testing
import TranspecDiagnostics
import TranspecRuntime
@testable import TranspecSpec

/// `presentation:` pairs a dismissal with the `present` transition of the
/// same screen; `check` reports every pair that contradicts itself, at the
/// line and column of the part at fault.
@Suite struct PairCheckTests {
    /// A presentation and a dismissal; `dismissal` lines go into the
    /// dismissal, after its operation.
    static func pair(
        presentEdge: String = "top", dismissEdge: String = "bottom", presentOperation: String = "present",
        reference: String = "SheetPresent", presentDimming: String = "", dismissDimming: String = "",
        dismissOperation: String = "dismiss"
    ) -> String {
        """
        transpec: 1
        transitions:
          SheetDismiss:
            operation: \(dismissOperation)
            presentation: \(reference)
            gesture: { edge: \(dismissEdge) }
            spring: { dampingRatio: 1, response: 0.4 }\(dismissDimming)
          SheetPresent:
            operation: \(presentOperation)
            gesture: { edge: \(presentEdge) }
            spring: { dampingRatio: 0.8, response: 0.3 }\(presentDimming)

        """
    }

    @Test func aPairDeclaredBeforeItsPartnerIsClean() throws {
        let checked = check(Self.pair())
        #expect(checked.diagnostics.isEmpty, "\(checked.summary)")
        let spec = try #require(checked.spec)
        let dismissal = spec.transitions[0]
        #expect(dismissal.presentation?.value == "SheetPresent")
        #expect(spec.presentationPartner(of: dismissal)?.name.value == "SheetPresent")
        #expect(spec.presentationPartner(of: spec.transitions[1]) == nil)
    }

    @Test func theLoweredPairPresentsWithThePartnersMotion() throws {
        let spec = try #require(check(Self.pair()).spec)
        let dismissal = spec.transitions[0], partner = spec.transitions[1]
        guard case .modal(let modal) = dismissal.controllerPlan(presentation: partner) else {
            Issue.record("a dismissal lowers to a modal")
            return
        }
        #expect(modal.isPair)
        #expect(modal.presentation.motion == partner.motion)
        #expect(modal.presentation.edge == .top && modal.presentation.movement == .arrival)
        #expect(!modal.presentation.isReversed && modal.presentation.gesture == .pan)
        #expect(modal.dismissal.motion == dismissal.motion && modal.dismissal.edge == .bottom)
        // The gesture of the transition's own operation is the one simulate drives.
        #expect(dismissal.controllerPlan(presentation: partner).interactive == modal.dismissal)
        // Unpaired, the dismissal presents by playing itself backward.
        guard case .modal(let alone) = dismissal.controllerPlan() else { return }
        #expect(!alone.isPair && alone.presentation.isReversed && alone.presentation.motion == dismissal.motion)
    }

    @Test func anUnknownPartnerGetsADidYouMeanAndAFixIt() throws {
        let yaml = Self.pair(reference: "SheetPresnt")
        let checked = check(yaml)
        let position = position(of: "SheetPresnt", in: yaml)
        #expect(checked.summary == [
            "\(position) error: no transition named 'SheetPresnt' in this spec; did you mean 'SheetPresent'?",
        ])
        let fixIt = try #require(checked.errors.first?.fixIt)
        #expect(fixIt.replacement == "SheetPresent" && fixIt.length == "SheetPresnt".count)
        #expect("\(fixIt.location.line):\(fixIt.location.column)" == position)
    }

    @Test func anUnknownPartnerWithNothingCloseListsThePresentations() {
        let checked = check(Self.pair(reference: "Elsewhere"))
        #expect(checked.errors.map(\.message) == [
            "no transition named 'Elsewhere' in this spec; its 'present' transitions: 'SheetPresent'",
        ])
    }

    @Test func thePartnerMustBeAPresentation() {
        let yaml = Self.pair(presentOperation: "push")
        let checked = check(yaml)
        #expect(checked.summary == [
            "\(position(of: "SheetPresent", in: yaml)) error: 'presentation' names 'SheetPresent', a 'push' "
                + "transition; it must name a 'present' transition",
        ])
        #expect(checked.errors.first?.notes.first?.location?.line == 9)
    }

    @Test func onlyADismissalNamesAPresentation() {
        let yaml = Self.pair(dismissEdge: "trailing", dismissOperation: "pop")
        let checked = check(yaml)
        #expect(checked.summary == [
            "\(position(of: "SheetPresent", in: yaml)) error: only a 'dismiss' transition names its 'presentation'; "
                + "'SheetDismiss' is 'pop'",
        ])
    }

    @Test func aDismissalThatDoesNotLeaveTheWayItCameIsReportedAtItsEdge() throws {
        let yaml = Self.pair(dismissEdge: "left")
        let checked = check(yaml)
        let position = position(of: "left", in: yaml)
        #expect(checked.summary == [
            "\(position) error: the dismissal travels toward 'left', but its presentation 'SheetPresent' came in "
                + "toward 'top'; a paired screen leaves the way it came: 'bottom'",
        ])
        let error = try #require(checked.errors.first)
        #expect(error.fixIt?.replacement == "bottom" && error.fixIt?.length == 4)
        #expect(error.notes.first?.location?.line == 10)
        // The same edge both ways is a contradiction too.
        #expect(check(Self.pair(dismissEdge: "top")).errors.count == 1)
        // Sideways pairs: opposite edges pass, in either convention.
        #expect(check(Self.pair(presentEdge: "leading", dismissEdge: "trailing")).diagnostics.isEmpty)
        #expect(check(Self.pair(presentEdge: "right", dismissEdge: "left")).diagnostics.isEmpty)
    }

    @Test func mixingLayoutRelativeAndAbsoluteEdgesIsAnError() {
        let yaml = Self.pair(presentEdge: "leading", dismissEdge: "right")
        let checked = check(yaml)
        #expect(checked.errors.count == 1)
        #expect(checked.errors.first?.message.hasPrefix("the pair mixes 'right' and 'leading'") == true)
        #expect(checked.errors.first?.fixIt?.replacement == "trailing")
        #expect(checked.summary.first?.hasPrefix(position(of: "right", in: yaml)) == true)
    }

    @Test func twoDimmingColoursContradict() {
        let yaml = Self.pair(
            presentDimming: "\n    dimming: { color: \"#FFFFFF\", alpha: { from: 0, to: 0.4 } }",
            dismissDimming: "\n    dimming: { color: \"#000010\", alpha: { from: 0.4, to: 0 } }")
        let checked = check(yaml)
        #expect(checked.summary == [
            "\(position(of: "\"#000010\"", in: yaml)) error: the pair dims with two colours: \"#000010\" here, "
                + "\"#FFFFFF\" in 'SheetPresent'; one dimming view serves both ways",
        ])
        // One side dimming alone is fine: the pair dims with that colour.
        let one = check(Self.pair(presentDimming: "\n    dimming: { color: \"#FFFFFF\", alpha: { from: 0, to: 0.4 } }"))
        #expect(one.diagnostics.isEmpty, "\(one.summary)")
        guard let spec = one.spec, case .modal(let modal) = spec.transitions[0].controllerPlan(presentation: spec.transitions[1])
        else { return }
        #expect(modal.dimming == DimmingColor(red: 1, green: 1, blue: 1))
    }

    @Test func aPartnerThatFailedToDecodeIsNotAlsoUnknown() {
        let yaml = Self.pair().replacingOccurrences(of: "edge: top", with: "edge: up")
        let checked = check(yaml)
        #expect(checked.errors.count == 1, "\(checked.summary)")
        #expect(checked.errors.first?.message.contains("'up'") == true)
    }

    @Test func aReferenceThatIsNotAStringIsATypeError() {
        let yaml = Self.pair(reference: "[SheetPresent]")
        let checked = check(yaml)
        #expect(checked.errors.count == 1, "\(checked.summary)")
        #expect(checked.summary.first?.hasPrefix(position(of: "[SheetPresent]", in: yaml)) == true)
    }
}
