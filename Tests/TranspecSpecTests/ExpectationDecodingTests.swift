import Testing
import TranspecDiagnostics
import TranspecRuntime
@testable import TranspecSpec

/// `expect:` decoded into the IR, and every mistake reported at its place.
@Suite struct ExpectationDecodingTests {
    @Test func everyInputAndAssertionDecodes() throws {
        let yaml = sheet("""
            detents:
              heights: { half: 50%, low: 120 }
            triggers:
              armed: { progress: 0.5 }
            expect:
              - release: { progress: 0.2, velocity: 300 }
                decision: complete
                settlesWithin: 0.7
                overshootAtMost: 0.01
                values:
                  - { track: dimming.alpha, time: 0.1, value: 0.12, tolerance: 0.01 }
                  - { track: card.scale, progress: 0.5, value: 0.9 }
                triggers: [armed]
              - release: { fromDetent: half, velocity: -600 }
                decision: low
                overshootAtMost: 24 pt
                container: 1024x1366
              - releases: { progress: [0.5, 1], velocity: [-299, 2000], grid: 11x5 }
                decision: dismissed
              - releases: { velocity: 600, fromDetent: half }
                settlesWithin: 1
              - trace: ../traces/flick.csv
                triggers: []
              - play: present
                settlesWithin: 0.8
            """)
        let result = check(yaml)
        #expect(result.errors.isEmpty, "\(result.summary)")
        let expectations = try #require(result.spec?.transitions.first?.expectations)
        try #require(expectations.count == 6)

        #expect(expectations[0].input == .release(ExpectedRelease(progress: 0.2, velocity: 300, fromDetent: nil)))
        #expect(expectations[0].decision?.value == .complete)
        #expect(expectations[0].settlesWithin?.value == 0.7)
        #expect(expectations[0].overshootAtMost?.value == .progress(0.01))
        #expect(expectations[0].values.map(\.track.value) == ["dimming.alpha", "card.scale"])
        #expect(expectations[0].values.map(\.moment) == [.time(0.1), .progress(0.5)])
        #expect(expectations[0].values.map(\.tolerance) == [0.01, ExpectedValue.defaultTolerance])
        #expect(expectations[0].triggers?.value.map(\.value) == ["armed"])
        #expect(expectations[0].container == .iPhone)
        #expect(expectations[0].assertedKeys == ["decision", "settlesWithin", "overshootAtMost", "values", "triggers"])
        #expect("\(expectations[0].location.line):\(expectations[0].location.column)" == position(of: "release: { progress: 0.2", in: yaml))

        guard case .release(let fromHalf) = expectations[1].input else { Issue.record("not a release"); return }
        #expect(fromHalf.progress == nil && fromHalf.velocity == -600 && fromHalf.fromDetent?.value == "half")
        #expect(expectations[1].decision?.value == .detent("low"))
        #expect(expectations[1].overshootAtMost?.value == .points(24))
        #expect(expectations[1].container == ContainerSize(width: 1024, height: 1366))

        guard case .releases(let region) = expectations[2].input else { Issue.record("not a region"); return }
        #expect(region.progress == 0.5...1 && region.velocity == -299...2000)
        #expect(region.columns == 11 && region.rows == 5)
        guard case .releases(let line) = expectations[3].input else { Issue.record("not a region"); return }
        #expect(line.progress == 0...1 && line.velocity == 600...600 && line.fromDetent?.value == "half")
        #expect(line.columns == ReleaseRegion.defaultGrid.columns && line.rows == ReleaseRegion.defaultGrid.rows)

        guard case .trace(let trace) = expectations[4].input else { Issue.record("not a trace"); return }
        #expect(trace.value == "../traces/flick.csv")
        #expect(expectations[4].triggers?.value.isEmpty == true)
        guard case .play(let play) = expectations[5].input else { Issue.record("not a play"); return }
        #expect(play.value == "present")
    }

    @Test(arguments: mistakes)
    func mistakesAreReportedWhereTheyAre(_ mistake: Mistake) {
        let yaml = sheet("""
            detents: { heights: { half: 50% }, dismissible: false }
            triggers: { armed: { progress: 0.5 } }
            expect:
            \(mistake.entry)
            """)
        let result = check(yaml)
        let found = result.errors.map { "\($0.location.map { "\($0.line):\($0.column)" } ?? "-") \($0.message)" }
        #expect(found == ["\(position(of: mistake.needle, in: yaml)) \(mistake.message)"], "\(result.summary)")
    }

    @Test func noTriggerFiringCannotFailWithoutTriggers() {
        let result = check(sheet("expect: [ { play: dismiss, triggers: [] } ]"))
        #expect(result.errors.map(\.message) == ["'triggers: []' cannot fail: 'sheet' declares no triggers"])
    }

    @Test func anEmptyListIsNoPromise() {
        let result = check(sheet("expect: []"))
        #expect(result.errors.map(\.message) == [
            "'expect' needs at least one entry, e.g. '- { release: { progress: 0.2, velocity: 300 }, decision: complete }'",
        ])
    }

    @Test func aPlayNamesAnOperationTheControllerPlays() {
        let tab = """
            transpec: 1
            transitions:
              next:
                operation: tab-next
                gesture: { edge: leading }
                spring: { dampingRatio: 1, response: 0.4 }
                expect:
                  - { play: present, settlesWithin: 1 }
            """
        #expect(check(tab).errors.map(\.message) == [
            "'next' plays only from a pan: a tab selected from code switches at once, so there is no play to expect",
        ])
        let pair = """
            transpec: 1
            transitions:
              sheetIn: { operation: present, gesture: { edge: top }, spring: { dampingRatio: 1, response: 0.4 } }
              sheetOut:
                operation: dismiss
                presentation: sheetIn
                gesture: { edge: bottom }
                spring: { dampingRatio: 1, response: 0.4 }
                expect:
                  - { play: sheetIn, settlesWithin: 1 }
                  - { play: sheetOut, settlesWithin: 1 }
                  - { play: dismiss, settlesWithin: 1 }
                  - { play: pop, settlesWithin: 1 }
            """
        #expect(check(pair).errors.map(\.message) == [
            "unknown play 'pop'; 'sheetOut' plays present or dismiss or sheetIn or sheetOut from code",
        ])
    }
}

struct Mistake: CustomTestStringConvertible, Sendable {
    var entry: String
    var needle: String
    var message: String
    var testDescription: String { entry }
}

private let mistakes: [Mistake] = [
    Mistake(entry: "  - { decision: complete }", needle: "{ decision",
            message: "an expectation needs one input: 'release', 'releases', 'trace' or 'play'"),
    Mistake(entry: "  - { release: { progress: 0.2, velocity: 300 } }", needle: "{ release",
            message: "an expectation needs something to hold: 'decision', 'settlesWithin', 'overshootAtMost', "
                + "'values', 'triggers'"),
    Mistake(entry: "  - { release: { progress: 0.2, velocity: 300 }, play: dismiss, decision: cancel }", needle: "play:",
            message: "'release' and 'play' are both inputs; an expectation plays one (write one entry for each)"),
    Mistake(entry: "  - { release: { velocity: 300 }, decision: cancel }", needle: "{ velocity",
            message: "missing 'progress' in 'release' (or 'fromDetent', for a release where a drag from a detent started)"),
    Mistake(entry: "  - { release: { progress: 3, velocity: 300 }, decision: cancel }", needle: "3,",
            message: "'progress' must be within -1…2, found 3"),
    Mistake(entry: "  - { release: { progress: 0.2, velocity: 200000 }, decision: cancel }", needle: "200000",
            message: "'velocity' must be within ±100000 pt/s, found 200000"),
    Mistake(entry: "  - { release: { progress: 0.2, velocity: 300 }, decison: cancel }", needle: "decison",
            message: "unknown key 'decison' in 'expect'; did you mean 'decision'?"),
    // The unknown key may be the assertion meant: it is the only error.
    Mistake(entry: "  - { play: dismiss, settlesIn: 1 }", needle: "settlesIn",
            message: "unknown key 'settlesIn' in 'expect'; expected one of release, releases, trace, play, container, "
                + "decision, settlesWithin, overshootAtMost, values, triggers"),
    Mistake(entry: "  - { relase: { progress: 0.2, velocity: 300 }, decision: cancel }", needle: "relase",
            message: "unknown key 'relase' in 'expect'; did you mean 'release'?"),
    Mistake(entry: "  - { release: { progress: 0.2, velocity: 300 }, decision: compelte }", needle: "compelte",
            message: "unknown decision 'compelte'; expected complete, cancel, half; did you mean 'complete'?"),
    Mistake(entry: "  - { release: { progress: 0.2, velocity: 300 }, decision: dismissed }", needle: "dismissed }",
            message: "'sheet' is not dismissible ('dismissible: false'), so 'dismissed' can never be its decision"),
    Mistake(entry: "  - { release: { fromDetent: hafl, velocity: 300 }, decision: half }", needle: "hafl",
            message: "'sheet' has no detent 'hafl'; its detents: half; did you mean 'half'?"),
    Mistake(entry: "  - { releases: { progress: [1, 0.5], velocity: 300 }, decision: cancel }", needle: "[1, 0.5]",
            message: "'progress' [1, 0.5] runs backward; write [low, high]"),
    Mistake(entry: "  - { releases: { velocity: 300, grid: 2000x3 }, decision: cancel }", needle: "2000x3",
            message: "expected COLUMNSxROWS for 'grid', each 2…1000 (e.g. \"41x21\"), found '2000x3'"),
    Mistake(entry: "  - { releases: { velocity: 300 }, overshootAtMost: 0.1 }", needle: "{ releases",
            message: "'overshootAtMost' needs one motion: a 'release', a 'trace' or a 'play'; 'releases' asserts "
                + "'decision' and 'settlesWithin' for each release of its grid"),
    Mistake(entry: "  - { play: dismiss, decision: complete }", needle: "complete",
            message: "a play from code always runs to its end, so its 'decision' cannot fail; expect its "
                + "'settlesWithin', 'overshootAtMost', 'values' or 'triggers'"),
    Mistake(entry: "  - { play: dismis, settlesWithin: 1 }", needle: "dismis,",
            message: "unknown play 'dismis'; 'sheet' plays present or dismiss from code; did you mean 'dismiss'?"),
    Mistake(entry: "  - { release: { progress: 0.2, velocity: 300 }, triggers: [armd] }", needle: "armd",
            message: "'sheet' has no trigger 'armd'; did you mean 'armed'?"),
    Mistake(entry: "  - { release: { progress: 0.2, velocity: 300 }, overshootAtMost: 2 px }", needle: "2 px",
            message: "expected progress (0.03) or points (\"24 pt\") for 'overshootAtMost', found '2 px'"),
    Mistake(entry: "  - { release: { progress: 0.2, velocity: 300 }, settlesWithin: -1 }", needle: "-1",
            message: "'settlesWithin' must be greater than 0, found -1"),
    Mistake(entry: "  - { trace: a.csv, container: 390 by 844, decision: cancel }", needle: "390 by",
            message: "expected WxH in points for 'container', each 1…100000 (e.g. \"1024x1366\"), found '390 by 844'"),
    Mistake(entry: "  - { trace: a.csv, values: [ { track: dimming.alpha, value: 0 } ] }", needle: "{ track",
            message: "missing 'time' (seconds) or 'progress' in 'values': when to read 'dimming.alpha'"),
    Mistake(entry: "  - { trace: a.csv, values: [ { track: dimming.alpha, time: 1, progress: 0.25, value: 0 } ] }",
            needle: "progress: 0.25", message: "a value is read at a 'time' or at a 'progress', not both"),
]
