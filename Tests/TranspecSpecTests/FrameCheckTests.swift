import Testing
import TranspecDiagnostics
import TranspecRuntime
@testable import TranspecSpec

/// `frame`: where a presented screen rests, and the distance it implies.
@Suite struct FrameCheckTests {
    @Test func aFrameInPointsOrPercentDecodes() throws {
        let spec = try #require(check(sheet("frame: { height: 400, insets: { left: 16, bottom: 8, right: 16 } }")).spec)
        let frame = try #require(spec.transitions.first?.frame)
        #expect(frame.value == RestingFrame(height: .points(400), insets: FrameInsets(left: 16, bottom: 8, right: 16)))
        let percent = try #require(check(sheet("frame: { height: 62.5% }")).spec?.transitions.first?.frame)
        #expect(percent.value.height == .fraction(0.625))
    }

    @Test func theFrameIsTheBottomOfTheInsetContainer() {
        let frame = RestingFrame(height: .fraction(0.5), insets: FrameInsets(top: 40, left: 10, bottom: 20, right: 30))
        #expect(frame.frame(in: ContainerSize(width: 390, height: 844))
            == FrameRect(x: 10, y: 844 - 20 - 422, width: 350, height: 422))
        // Never taller than the room between the insets.
        #expect(RestingFrame(height: .points(900), insets: FrameInsets(top: 40)).frame(in: .iPhone)
            == FrameRect(x: 0, y: 40, width: 390, height: 804))
        #expect(RestingFrame().frame(in: .iPhone) == FrameRect(x: 0, y: 0, width: 390, height: 844))
    }

    @Test func theDistanceDefaultsToTheTravelOutOfTheContainer() throws {
        // A dismissal down: the height and the bottom inset.
        let down = try #require(check(sheet("frame: { height: 50%, insets: { bottom: 12 } }")).spec?.transitions.first)
        #expect(down.gesture.distance.value == .containerFraction(0.5, plus: 12))
        #expect(down.motion.distance.resolve(containerExtent: 844) == 434)
        // A presentation up comes in from below: the same travel.
        let up = try #require(check(sheet("frame: { height: 300, insets: { bottom: 12 } }", operation: "present",
                                          gesture: "gesture: { edge: top }")).spec?.transitions.first)
        #expect(up.gesture.distance.value == .points(312))
        // A written distance wins.
        let written = try #require(check(sheet("frame: { height: 300 }", gesture: "gesture: { edge: bottom, distance: 200 }"))
            .spec?.transitions.first)
        #expect(written.gesture.distance.value == .points(200))
        // Sideways, the far inset is what is left to cross.
        #expect(RestingFrame(insets: FrameInsets(left: 20, right: 30)).travel(leavingThrough: .right)
            == .containerFraction(1, plus: -20))
        #expect(RestingFrame(insets: FrameInsets(bottom: 30)).travel(leavingThrough: .top) == .containerFraction(1, plus: -30))
    }

    @Test func aFrameOnANavigationTransitionIsAnError() {
        let yaml = sheet("frame: { height: 300 }", operation: "push", gesture: "gesture: { edge: leading }")
        let checked = check(yaml)
        #expect(checked.summary == [
            "\(position(of: "{ height: 300 }", in: yaml)) error: 'frame' is where a presented screen rests; "
                + "'push' presents nothing, remove it",
        ])
    }

    @Test func layoutRelativeEdgesNeedEqualSideInsets() {
        let yaml = sheet("frame: { insets: { left: 10, right: 20 } }", gesture: "gesture: { edge: trailing }")
        let checked = check(yaml)
        #expect(checked.errors.count == 1)
        #expect(checked.summary.first == "\(position(of: "{ left: 10", in: yaml)) error: with edge 'trailing' the left "
            + "and right insets must be equal (10 and 20): the screen's travel would change with the layout direction")
        #expect(check(sheet("frame: { insets: { left: 10, right: 20 } }", gesture: "gesture: { edge: right }")).errors.isEmpty)
    }

    @Test func badValuesAreReportedAtTheValue() {
        for (text, expected) in [
            ("frame: { height: 0 }", "'height' must be greater than 0, found 0"),
            ("frame: { height: 150% }", "expected points or a percentage of the container (\"50%\", more than 0 and at most 100) for 'height', found '150%'"),
            ("frame: { height: half }", "expected points or a percentage of the container (\"50%\", more than 0 and at most 100) for 'height', found 'half'"),
            ("frame: { insets: { bottom: -1 } }", "'bottom' must not be negative, found -1"),
            ("frame: { insets: { left: 200, right: 200 } }", "the frame leaves the screen no room in a 390x844 pt container (0x844 pt); reduce the insets"),
        ] {
            let yaml = sheet(text)
            let checked = check(yaml)
            #expect(checked.errors.map(\.message) == [expected], "\(text): \(checked.summary)")
        }
        let misspelt = check(sheet("frame: { hieght: 300 }"))
        #expect(misspelt.errors.first?.message == "unknown key 'hieght' in 'frame'; did you mean 'height'?")
    }

    @Test func aPairRestsAtOneFrame() {
        let yaml = PairCheckTests.pair().replacingOccurrences(
            of: "    gesture: { edge: bottom }", with: "    frame: { height: 300 }\n    gesture: { edge: bottom }")
        let checked = check(yaml)
        #expect(checked.summary == [
            "\(position(of: "{ height: 300 }", in: yaml)) error: a pair rests at one frame, but 'SheetDismiss' and "
                + "'SheetPresent' declare it on one side only; write the same 'frame' on both (an anchor shares it), "
                + "so each way's distance follows from it",
        ])
        let both = yaml.replacingOccurrences(
            of: "    gesture: { edge: top }", with: "    frame: { height: 300 }\n    gesture: { edge: top }")
        #expect(check(both).diagnostics.isEmpty, "\(check(both).summary)")
        let differing = both.replacingOccurrences(of: "frame: { height: 300 }\n    gesture: { edge: top }",
                                                  with: "frame: { height: 301 }\n    gesture: { edge: top }")
        #expect(check(differing).errors.first?.message.contains("declare two;") == true)
    }
}
