import Testing
import TranspecDiagnostics
import TranspecRuntime
@testable import TranspecSpec

/// `detents`: a sheet's named resting heights, and what `check` refuses.
@Suite struct DetentCheckTests {
    static let maps = "detents:\n  heights: { collapsed: 120, half: 50%, full: 100% }\n  dismissible: false"

    @Test func detentsDecodeAndLowerInWrittenOrder() throws {
        let transition = try #require(check(sheet(Self.maps)).spec?.transitions.first)
        let plan = try #require(transition.motion.detents)
        #expect(plan == DetentPlan(detents: [
            SheetDetent(name: "collapsed", height: .points(120)), SheetDetent(name: "half", height: .fraction(0.5)),
            SheetDetent(name: "full", height: .fraction(1)),
        ], dismissible: false))
        let dismissible = try #require(check(sheet("detents: { heights: { half: 50% } }")).spec?.transitions.first)
        #expect(dismissible.motion.detents?.dismissible == true)
    }

    /// `initial` names the detent a presentation leaves the sheet at; a
    /// name that is no detent is refused at the name, with the closest.
    @Test func initialNamesADetent() throws {
        let half = try #require(check(sheet(Self.maps + "\n  initial: half")).spec?.transitions.first)
        #expect(half.motion.detents?.initial == "half")
        let misspelt = sheet(Self.maps + "\n  initial: halff")
        #expect(check(misspelt).summary == [
            "\(position(of: "halff", in: misspelt)) error: no detent named 'halff' in 'detents' for 'initial'; "
                + "did you mean 'half'?",
        ])
        let unrelated = sheet(Self.maps + "\n  initial: top")
        #expect(check(unrelated).errors.map(\.message) == [
            "no detent named 'top' in 'detents' for 'initial'; its detents: 'collapsed', 'half', 'full'",
        ])
        let list = sheet(Self.maps + "\n  initial: [half]")
        #expect(check(list).summary == [
            "\(position(of: "[half]", in: list)) error: expected a string for 'initial', found a sequence",
        ])
    }

    /// `largestUndimmed` names the tallest detent that does not dim, checked
    /// as `initial` is: refused at the name with the closest detent and a
    /// fix-it that writes it.
    @Test func largestUndimmedNamesADetent() throws {
        let half = try #require(check(sheet(Self.maps + "\n  largestUndimmed: half")).spec?.transitions.first)
        #expect(half.motion.detents?.largestUndimmed == "half")
        let misspelt = sheet(Self.maps + "\n  largestUndimmed: colapsed")
        let result = check(misspelt)
        #expect(result.summary == [
            "\(position(of: "colapsed", in: misspelt)) error: no detent named 'colapsed' in 'detents' for "
                + "'largestUndimmed'; did you mean 'collapsed'?",
        ])
        #expect(result.errors.first?.fixIt?.replacement == "collapsed", "\(String(describing: result.errors.first?.fixIt))")
        let list = sheet(Self.maps + "\n  largestUndimmed: { half: true }")
        #expect(check(list).summary == [
            "\(position(of: "{ half", in: list)) error: expected a string for 'largestUndimmed', found a mapping",
        ])
    }

    /// A trigger's `progress` may name a detent: it takes that detent's
    /// progress in the nominal container; other names are refused at them.
    @Test func aTriggerAtADetentTakesItsProgress() throws {
        let yaml = sheet(Self.maps + "\ntriggers:\n  atHalf: { progress: half }\n  atEnd: { progress: 1 }")
        let transition = try #require(check(yaml).spec?.transitions.first)
        let plan = try #require(transition.motion.detents)
        let half = try #require(plan.stop(named: "half", in: .iPhone, distance: 844)).progress
        #expect(transition.motion.triggers.map(\.progress) == [half, 1])
        #expect(abs(half - 0.5) < 1e-9)
        let misspelt = sheet(Self.maps + "\ntriggers:\n  atHalf: { progress: hlaf }")
        #expect(check(misspelt).summary == [
            "\(position(of: "hlaf", in: misspelt)) error: no detent named 'hlaf' in 'detents' for 'progress'; "
                + "did you mean 'half'?",
        ])
        let noDetents = sheet("triggers:\n  atHalf: { progress: half }")
        #expect(check(noDetents).summary == [
            "\(position(of: "half", in: noDetents)) error: 'progress' names the detent 'half' but this transition "
                + "declares no 'detents'; use a progress number, or put the trigger on the sheet's dismissal",
        ])
    }

    @Test func detentsBelongToASheetDismissedDownward() {
        let push = sheet(Self.maps, operation: "push", gesture: "gesture: { edge: leading }")
        #expect(check(push).summary == [
            "\(position(of: "heights", in: push)) error: 'detents' are the resting heights of a sheet dismissed "
                + "toward the bottom edge; 'push' is not a dismissal (put them on the sheet's dismiss transition)",
        ])
        let sideways = sheet(Self.maps, gesture: "gesture: { edge: right }")
        #expect(check(sideways).errors.map(\.message) == [
            "'detents' are the resting heights of a sheet dismissed toward the bottom edge; this dismissal's edge is 'right'",
        ])
    }

    @Test func twoDetentsAtOneHeightAreAnError() {
        let yaml = sheet("detents:\n  heights: { half: 50%, middle: 422 }")
        #expect(check(yaml).summary == [
            "\(position(of: "422", in: yaml)) error: detent 'middle' rests at the same height as 'half' (422 pt in a "
                + "390x844 pt container); give each detent its own height",
        ])
        // Both clamp to a 600 pt frame.
        let clamped = sheet("frame: { height: 600 }\ndetents:\n  heights: { tall: 90%, full: 100% }")
        #expect(check(clamped).errors.map(\.message) == [
            "detent 'full' rests at the same height as 'tall' (600 pt in a 390x844 pt container, the frame's height); "
                + "give each detent its own height",
        ])
    }

    /// A detent sheet's distance is its frame's travel: a written one put
    /// the detents at progress 0, 1.18 and 2.19 with the dismissal at 1.
    @Test func aWrittenDistanceOnADetentSheetIsRefusedAtIt() throws {
        let maps = "frame: { height: 92% }\n" + Self.maps.replacingOccurrences(of: "100%", with: "92%")
            + "\ndimming:\n  alpha: { from: 0.25, to: 0, range: [full, half] }"
        for distance in ["300", "container", "50%"] {
            let yaml = sheet(maps, gesture: "gesture: { edge: bottom, distance: \(distance) }")
            let checked = check(yaml)
            // One error, at the distance: not a cascade at the range.
            #expect(checked.summary == [
                "\(position(of: distance + " }", in: yaml)) error: a sheet with 'detents' follows the finger, so its "
                    + "drag distance is the frame's travel out of the container (776.48 pt in a 390x844 pt container) "
                    + "and each detent's progress comes from its height; remove 'distance'",
            ], "\(distance)")
            let note = try #require(checked.errors.first?.notes.first)
            #expect(note.message == "the sheet's detents are declared here")
            #expect(note.location.map { "\($0.line):\($0.column)" } == position(of: "heights", in: yaml))
        }
        // Without a frame the travel is the container's height.
        let full = sheet(Self.maps, gesture: "gesture: { edge: bottom, distance: 200 }")
        #expect(check(full).errors.map(\.message).first?.contains("(844 pt in a 390x844 pt container)") == true)
        // Not written: the frame's travel, no error.
        let defaulted = try #require(check(sheet(maps)).spec?.transitions.first)
        #expect(abs(defaulted.gesture.nominalDistance - 776.48) < 1e-9 && !defaulted.gesture.isDistanceWritten)
    }

    @Test func badHeightsNamesAndRulesAreReportedWhereWritten() {
        for (text, needle, expected) in [
            ("detents: { heights: { half: 150% } }", "150%",
             "expected points or a percentage of the container (\"50%\", more than 0 and at most 100) for 'half', found '150%'"),
            ("detents: { heights: { low: 0 } }", "0 }", "'low' must be greater than 0, found 0"),
            ("detents: { heights: {} }", "{}", "'heights' needs at least one detent, e.g. 'half: 50%'"),
            ("detents: { heights: { dismissed: 100 } }", "dismissed",
             "'dismissed' names the dismissal below the lowest detent in reports; name this detent otherwise"),
            ("detents: { heigths: { half: 50% } }", "heigths", "unknown key 'heigths' in 'detents'; did you mean 'heights'?"),
            ("detents: { heights: { half: 50% }, dismissible: 3 }", "3", nil),
            ("release: { anyOf: [{ progress: 0.3 }] }\ndetents: { heights: { half: 50% } }", "{ anyOf",
             "a release on detents picks the detent by position: use 'threshold' (with 'flickVelocity') or "
                + "'projection', not 'anyOf'"),
        ] as [(String, String, String?)] {
            let yaml = sheet(text)
            let checked = check(yaml)
            #expect(checked.errors.count == 1, "\(text): \(checked.summary)")
            #expect(checked.summary.first?.hasPrefix("\(position(of: needle, in: yaml)) error: ") == true,
                    "\(text): \(checked.summary)")
            if let expected { #expect(checked.errors.first?.message == expected, "\(text)") }
        }
    }

    /// `range: [full, half]`: lowered at the nominal container's progress,
    /// resolved again in another one, where a detent in points moves.
    @Test func rangesNamingDetentsResolveInTheContainer() throws {
        let yaml = sheet(Self.maps + "\ndimming:\n  alpha: { from: 0.25, to: 0, range: [full, collapsed] }")
        let transition = try #require(check(yaml).spec?.transitions.first)
        let motion = transition.motion
        let range = try #require(motion.dimming?.range)
        #expect(range.startDetent == "full" && range.endDetent == "collapsed")
        #expect(range.start == 0 && abs(range.end - (844 - 120) / 844.0) < 1e-12)
        let iPad = ContainerSize(width: 1024, height: 1366)
        let keyed = try #require(motion.keyingDetents(in: iPad).dimming?.range)
        #expect(keyed.start == 0 && abs(keyed.end - (1366 - 120) / 1366.0) < 1e-12)
        // Half is a percentage of the container, like the frame: the same progress everywhere.
        let half = try #require(check(sheet(Self.maps + "\ndimming:\n  alpha: { from: 0.25, to: 0, range: [half, 1] }"))
            .spec?.transitions.first)
        #expect(half.motion.keyingDetents(in: iPad).dimming?.range.start == 0.5)
    }

    @Test func rangesNamingDetentsAreCheckedWhereWritten() {
        for (text, needle, expected) in [
            ("elements: { card: { alpha: { from: 1, to: 0, range: [full, half] } } }", "full,",
             "'range' names the detent 'full' but this transition declares no 'detents'; use progress numbers, "
                + "or key it to detents on the sheet's dismissal"),
            (Self.maps + "\ndimming: { alpha: { from: 0.25, to: 0, range: [full, hlaf] } }", "hlaf",
             "no detent named 'hlaf' in 'detents'; did you mean 'half'?"),
            (Self.maps + "\ndimming: { alpha: { from: 0.25, to: 0, range: [half, full] } }", "[half, full]",
             "'range' must satisfy 0 ≤ start < end ≤ 1 at its detents' progress (the taller detent first); here it "
                + "runs from progress 0.5 to 0 in a 390x844 pt container"),
            (Self.maps + "\ndimming: { alpha: { from: 0.25, to: 0, range: [half, 2] } }", "[half, 2]", nil),
        ] as [(String, String, String?)] {
            let yaml = sheet(text)
            let checked = check(yaml)
            #expect(checked.errors.count == 1, "\(text): \(checked.summary)")
            #expect(checked.summary.first?.hasPrefix("\(position(of: needle, in: yaml)) error: ") == true,
                    "\(text): \(checked.summary)")
            if let expected { #expect(checked.errors.first?.message == expected, "\(text)") }
        }
        let typo = check(sheet(Self.maps + "\ndimming: { alpha: { from: 0.25, to: 0, range: [full, hlaf] } }"))
        #expect(typo.errors.first?.fixIt?.replacement == "half")
    }
}
