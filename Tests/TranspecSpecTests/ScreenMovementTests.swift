import Testing
import TranspecRuntime
@testable import TranspecSpec

/// `moving: none` keeps the screen still: its offset is 0 at every progress.
@Suite struct ScreenMovementTests {
    @Test func noneKeepsTheScreenInPlace() throws {
        let still = try #require(check(sheet("moving: none")).spec?.transitions.first)
        let moving = try #require(check(sheet("moving: screen")).spec?.transitions.first)
        let stillPlan = still.controllerPlan().interactive
        let movingPlan = moving.controllerPlan().interactive
        for progress in [-0.2, 0, 0.4, 1, 1.3] {
            #expect(stillPlan.offset(atDisplacement: progress, travel: 844) == 0)
        }
        #expect(movingPlan.offset(atDisplacement: 0.4, travel: 844) == 0.4 * 844)
        #expect(still.motion.movesScreen == false)
        #expect((try #require(check(sheet()).spec?.transitions.first)).motion.movesScreen)
    }

    @Test func tabSwitchesCannotKeepTheirScreenStill() {
        let yaml = sheet("moving: none", operation: "tab-next", gesture: "gesture: { edge: leading }")
        #expect(check(yaml).summary == [
            "\(position(of: "none", in: yaml)) error: 'moving: none' is not supported for 'tab-next': a tab switch "
                + "slides both tabs together; remove 'moving'",
        ])
        let typo = sheet("moving: non")
        #expect(check(typo).summary == [
            "\(position(of: "non", in: typo, occurrence: 1)) error: unknown value 'non' for 'moving'; did you mean 'none'?",
        ])
    }
}

/// `directions: any` moves a leaving screen only.
@Suite struct AnyDirectionSpecTests {
    @Test func anyLowersToATwoDimensionalDrag() throws {
        let transition = try #require(check(sheet(gesture: "gesture: { edge: bottom, directions: any }")).spec?.transitions.first)
        #expect(transition.motion.directions == .any)
        let plain = try #require(check(sheet()).spec?.transitions.first)
        #expect(plain.motion.directions == .towardEdge)
    }

    @Test func onlyADismissOrAPopFollowsTheFingerAnyWay() {
        for operation in ["present", "push", "tab-next"] {
            let yaml = sheet(operation: operation, gesture: "gesture: { edge: leading, directions: any }")
            #expect(check(yaml).summary == [
                "\(position(of: "any", in: yaml)) error: 'directions: any' is not supported for '\(operation)': only a "
                    + "dismiss or a pop follows the finger in any direction; use 'both' or 'toward-edge'",
            ], "\(operation)")
        }
        #expect(check(sheet(operation: "pop", gesture: "gesture: { edge: trailing, directions: any }")).summary == [])
        let typo = sheet(gesture: "gesture: { edge: bottom, directions: anny }")
        #expect(check(typo).summary == [
            "\(position(of: "anny", in: typo)) error: unknown value 'anny' for 'directions'; did you mean 'any'?",
        ])
    }
}

/// `during:` on the shared element: a drag-only flight is refused.
@Suite struct SharedElementPhaseTests {
    static func spec(_ during: String) -> String {
        sheet("elements: { a: null, b: null }\nsharedElement: { source: a, destination: b, during: \(during) }")
    }

    @Test func settleAndBothAreAcceptedAndLowered() throws {
        for (word, phase) in [("settle", TrackPhase.settle), ("both", .both)] {
            let transition = try #require(check(Self.spec(word)).spec?.transitions.first, "\(word)")
            #expect(transition.motion.sharedElement?.flight.during == phase)
        }
    }

    @Test func dragIsRefusedWhereItIsWritten() {
        let yaml = Self.spec("drag")
        #expect(check(yaml).summary == [
            "\(position(of: "drag", in: yaml)) error: 'during: drag' is not supported on 'sharedElement': the flight "
                + "would be back at its source when the transition completes; use 'settle' or 'both'",
        ])
    }
}

/// The shared element's destination is hidden while the flight lands on it
/// (TransitionStage): tracks of its own would be listed by `simulate` and
/// never shown on the device.
@Suite struct SharedElementDestinationTests {
    @Test func tracksOnTheDestinationAreRefusedAtTheFirst() {
        let yaml = sheet("""
            elements:
              a: { alpha: { from: 1, to: 0 } }
              b: { scale: { from: 0.9, to: 1 }, alpha: { from: 0, to: 1 } }
            sharedElement: { source: a, destination: b }
            """)
        #expect(check(yaml).summary == [
            "\(position(of: "{ from: 0.9", in: yaml)) error: element 'b' is the shared element's destination: it stays "
                + "hidden while the shared element flies into it, so its own tracks never show; animate another "
                + "element or remove them",
        ])
    }

    @Test func theSourceMayHaveTracks() {
        let yaml = sheet("""
            elements:
              a: { alpha: { from: 1, to: 0 } }
              b: null
            sharedElement: { source: a, destination: b }
            """)
        #expect(check(yaml).summary == [])
    }
}
