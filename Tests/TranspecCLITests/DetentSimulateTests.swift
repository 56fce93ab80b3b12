import Foundation
import Testing

/// `simulate` on the Maps sheet's detents: full (the 776.48 pt frame,
/// progress 0), half (422 pt, 0.4565), collapsed (120 pt, 0.8455); not
/// dismissible; projection at `normal` (a release coasts v·0.499 pt).
@Suite struct DetentSimulateTests {
    static let spec = repositoryRoot.appendingPathComponent("Specs/maps-sheet.transpec.yaml").path

    /// `transpec simulate <mode> <spec> <arguments…> --transition MapsSheetDrag`.
    static func simulate(_ mode: String, _ arguments: [String]) throws -> CLIRun {
        try CLIRun.transpec(["simulate", mode, spec] + arguments + ["--transition", "MapsSheetDrag"])
    }

    /// From half, the projection reaches the midpoint toward full (0.2283,
    /// 177.2 pt up) at −355.2 pt/s.
    @Test func aReleaseFromADetentPicksByProjectionInEveryFormat() throws {
        let stay = try Self.simulate("release", ["--from-detent", "half", "--velocity", "-355"])
        #expect(stay.status == 0, "\(stay.stderr)")
        #expect(stay.stdout.contains("release at progress 0.457, -355 pt/s (drag from half)"), "\(stay.stdout)")
        #expect(stay.stdout.contains(
            "\n  detent     half → half (stops: full 0.0000, half 0.4565, collapsed 0.8455)\n"), "\(stay.stdout)")
        let up = try Self.simulate("release", ["--from-detent", "half", "--velocity", "-356"])
        #expect(up.stdout.contains("  detent     half → full "), "\(up.stdout)")
        #expect(up.stdout.contains("  decision   cancel → target 0.0000"), "\(up.stdout)")
        let json = try Self.simulate("release", ["--from-detent", "half", "--velocity", "600", "--format", "json"]).stdout
        #expect(json.contains(#""detent": { "from": "half", "to": "collapsed", "stops": ["#), "\(json.prefix(800))")
        #expect(json.contains(#"{ "name": "collapsed", "progress": 0.845456418710076"#), "\(json.prefix(800))")
        let csv = try Self.simulate("release", ["--from-detent", "half", "--velocity", "600", "--format", "csv"]).stdout
        let rows = csv.split(separator: "\n")
        #expect(rows.first == "t,progress,velocity,offset,dimming.alpha,detent")
        #expect(rows.last?.hasSuffix(",collapsed") == true && rows.dropLast().allSatisfy { $0.hasSuffix(",") || $0 == rows.first })
        let svg = try Self.simulate("release", ["--from-detent", "half", "--velocity", "600", "--format", "svg"]).stdout
        #expect(svg.contains("(drag from half) → detent collapsed, at rest after"), "\(svg.prefix(1200))")
        // Not dismissible: the hardest flick down rests collapsed.
        let down = try Self.simulate("release", ["--from-detent", "collapsed", "--velocity", "3000"])
        #expect(down.stdout.contains("  detent     collapsed → collapsed "), "\(down.stdout)")
    }

    /// On a notched iPhone (`--safe-area 59,0,34,0`) detents are measured
    /// within the 751 pt safe area: half shows 375.5 + 34 pt, progress
    /// (776.48 − 409.5)/776.48 = 0.4726; collapsed 120 + 34 pt, 0.8017;
    /// full (100 %) stays capped at the frame (776.48 pt, under the 785 pt
    /// below the top inset).
    @Test func detentsAreMeasuredWithinTheSafeArea() throws {
        let run = try Self.simulate("release", ["--from-detent", "half", "--velocity", "0", "--safe-area", "59,0,34,0"])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.contains("(stops: full 0.0000, half 0.4726, collapsed 0.8017)"), "\(run.stdout)")
        #expect(run.stdout.contains("(container 390x844, safe area 59,0,34,0)"), "\(run.stdout)")
        for (value, message) in [
            ("59,0,34", "--safe-area must be TOP,LEADING,BOTTOM,TRAILING in points, each at least 0, e.g. 59,0,34,0 (got 59,0,34)."),
            ("59,0,-34,0", "(got 59,0,-34,0)"), ("top,0,34,0", "(got top,0,34,0)"),
            ("500,0,400,0", "--safe-area 500,0,400,0 leaves no safe area in the 390x844 container."),
        ] {
            let bad = try Self.simulate("release", ["--from-detent", "half", "--velocity", "0", "--safe-area", value])
            #expect(bad.status == 64 && bad.stderr.contains(message), "\(value): \(bad.stderr)")
        }
    }

    @Test func unknownDetentsAndSheetsWithoutThemAreUsageErrors() throws {
        let misspelt = try Self.simulate("release", ["--from-detent", "hlaf", "--velocity", "0"])
        #expect(misspelt.status == 64)
        #expect(misspelt.stderr.contains("MapsSheetDrag has no detent 'hlaf'; its detents are collapsed, half, full. "
                                         + "Did you mean 'half'?"), "\(misspelt.stderr)")
        let tags = try CLIRun.transpec([
            "simulate", "release", repositoryRoot.appendingPathComponent("Specs/tags-sheet.transpec.yaml").path,
            "--transition", "TagsSheetDismiss", "--from-detent", "half", "--velocity", "0",
        ])
        #expect(tags.status == 64 && tags.stderr.contains("TagsSheetDismiss has no detents."), "\(tags.stderr)")
    }

    /// `dismiss(animated:)` from collapsed plays from there, not from full;
    /// the presentation has no detents to start from.
    @Test func aDismissalFromCodePlaysFromTheDetent() throws {
        let play = try Self.simulate("play", ["dismiss", "--from-detent", "collapsed", "--fps", "10"])
        #expect(play.status == 0, "\(play.stderr)")
        #expect(play.stdout.contains("play dismiss from progress 0.845\n"), "\(play.stdout)")
        #expect(play.stdout.contains("\n0.000    0.8455 "), "\(play.stdout)")
        let full = try Self.simulate("play", ["dismiss", "--fps", "10"])
        #expect(full.stdout.contains("\n0.000    0.0000 "), "\(full.stdout)")
        let present = try Self.simulate("play", ["present", "--from-detent", "half"])
        #expect(present.status == 64 && present.stderr.contains("--from-detent and --to-detent go with the play of a "
                                                                 + "detent sheet's dismissal"), "\(present.stderr)")
    }

    /// A sheet with `detents.initial: collapsed` (the scenario fixture):
    /// the presentation lands at collapsed, its offsets ending 656.48 pt
    /// below the frame (776.48 − 120), and a dismissal from code or a drag
    /// starts there unless `--from-detent` says otherwise.
    @Test func aSheetWithAnInitialDetentIsPresentedAndPlayedFromThere() throws {
        let fixture = "Tests/TranspecUIKitTests/Fixtures/initial-detent.transpec.yaml"
        func simulate(_ arguments: [String]) throws -> CLIRun {
            try CLIRun.transpec(["simulate", "play", fixture] + arguments + ["--transition", "MapsSheetDrag"])
        }
        let present = try simulate(["present", "--fps", "10", "--format", "csv"])
        #expect(present.status == 0, "\(present.stderr)")
        // The dismissal played backward: progress 0 at rest, 656.48 pt down its bottom edge.
        #expect(present.stdout.contains("\n0.6,0.0,0.0,656.48,"), "\(present.stdout)")
        let text = try simulate(["present", "--fps", "10"])
        #expect(text.stdout.contains("  detent     lands at collapsed, 656.48 pt below its resting frame\n"), "\(text.stdout)")
        // The dimming follows the sheet: it ends at collapsed's (clear below
        // half), as the presentation controller rests it, not at full's 0.25.
        #expect(text.stdout.hasSuffix("0.600    0.0000          0.0000         0.0000\n"), "\(text.stdout)")
        let dismiss = try simulate(["dismiss", "--fps", "10"])
        #expect(dismiss.stdout.contains("play dismiss from progress 0.845\n"), "\(dismiss.stdout)")
        let fromFull = try simulate(["dismiss", "--from-detent", "full", "--fps", "10"])
        #expect(fromFull.stdout.contains("\n0.000    0.0000 "), "\(fromFull.stdout)")
    }

    /// A pair's presentation plays its own dimming track (0 to 0.5 on the
    /// fixture) and then rests at its landing detent's dimming, as the
    /// presentation controller sets it. On a notched phone the card's `open`
    /// (60 % of the safe area) sits 21.8 pt below its frame, where the
    /// dismissal's ease-in track gives 0.4984, so the last sample steps there.
    @Test func aPairsPresentationRestsOnItsDetentsDimming() throws {
        let fixture = "Tests/TranspecUIKitTests/Fixtures/pair.transpec.yaml"
        func lastRow(_ arguments: [String]) throws -> String {
            let run = try CLIRun.transpec(["simulate", "play", fixture, "present", "--transition", "CardDismiss",
                                           "--fps", "10"] + arguments)
            #expect(run.status == 0, "\(run.stderr)")
            return String(run.stdout.split(separator: "\n").last ?? "")
        }
        let notched = try lastRow(["--safe-area", "59,0,34,0"])
        #expect(notched.hasSuffix(" 1.0000         0.4984"), "\(notched)")
        // Without a safe area `open` is the frame: the track's own end, 0.5.
        let plain = try lastRow([])
        #expect(plain.hasSuffix(" 1.0000         0.5000"), "\(plain)")
    }

    /// `setDetent("collapsed", of:animated: true)` from full: the cancel
    /// spring from rest to collapsed, no dismissal.
    @Test func aMoveFromCodePlaysToTheDetent() throws {
        let move = try Self.simulate("play", ["dismiss", "--to-detent", "collapsed", "--fps", "10"])
        #expect(move.status == 0, "\(move.stderr)")
        #expect(move.stdout.contains("play dismiss from progress 0.000 to detent collapsed\n"), "\(move.stdout)")
        #expect(move.stdout.contains("  decision   cancel → target 0.8455\n"), "\(move.stdout)")
        #expect(move.stdout.hasSuffix("    0.8455          0.0000         0.0000\n"), "\(move.stdout)")
        let json = try Self.simulate("play", ["dismiss", "--from-detent", "half", "--to-detent", "full", "--format", "json"])
        #expect(json.stdout.contains(#""toDetent": "full""#) && json.stdout.contains(#""target": 0"#), "\(json.stdout.prefix(600))")
        let typo = try Self.simulate("play", ["dismiss", "--to-detent", "colapsed"])
        #expect(typo.status == 64 && typo.stderr.contains("Did you mean 'collapsed'?"), "\(typo.stderr)")
        // Only `play` takes a detent to move to.
        let alone = try Self.simulate("release", ["--to-detent", "half", "--progress", "0", "--velocity", "0"])
        #expect(alone.status == 64 && alone.stderr.hasPrefix("Error: Unknown option '--to-detent'"), "\(alone.stderr)")
    }

    @Test func theSweepMapsWhichDetentEachReleasePicks() throws {
        let text = try Self.simulate("sweep", ["--from-detent", "half", "--grid", "11x5"]).stdout
        #expect(text.contains("release decision map (D = 776.48 pt), drags from detent half"), "\(text)")
        #expect(text.contains("legend: Fn full, Hn half, Cn collapsed;"), "\(text)")
        #expect(text.contains("projection: half | collapsed"))
        // At rest (row 0 pt/s) the nearest detent: full, then half, then collapsed.
        let still = try #require(text.split(separator: "\n").first { $0.hasPrefix("      0 ") || $0.hasPrefix("    0 ") })
        let glyphs = still.filter { "FHC".contains($0) }
        #expect(glyphs == "FFFHHHHCCCC", "\(still)")
        let json = try Self.simulate("sweep", ["--grid", "3x2", "--format", "json"]).stdout
        #expect(json.contains(#""fromDetent": "full""#) && json.contains(#""detent": "collapsed""#), "\(json)")
        let svg = try Self.simulate("sweep", ["--grid", "21x11", "--format", "svg"]).stdout
        #expect(svg.contains("MapsSheetDrag: which detent? (drags from full)"))
        #expect(svg.contains(#"data-decision="half""#) && svg.contains(#"stroke-dasharray="2 3""#))
    }

    /// A drag from half: 120 pt down at 300 pt/s coasts past the midpoint
    /// to collapsed; the dismissal is cancelled and the sheet rests there.
    @Test func aGestureFromADetentRestsAtTheDetentItPicks() throws {
        let trace = FileManager.default.temporaryDirectory.appendingPathComponent("detent-drag-\(UUID()).csv")
        try "t,x,y,event,vx,vy\n0,0,0,down\n0.05,0,60,move\n0.1,0,120,up,0,300\n".write(
            to: trace, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: trace) }
        let run = try Self.simulate("gesture", [trace.path, "--from-detent", "half"])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.contains("began: start the interactive transition             0.4565"), "\(run.stdout)")
        #expect(run.stdout.contains("rests at detent: collapsed") && run.stdout.contains("cancel 1"))
        let json = try Self.simulate("gesture", [trace.path, "--format", "json"]).stdout
        #expect(json.contains(#""restingDetent": "half""#), "\(json)")
    }

    /// The pair fixture's caption shrinks over `range: [open, peek]`, peek
    /// 200 pt: progress 306.4/518.4 = 0.5911 on an iPhone, 508/720 = 0.7056
    /// in an 820x1180 pt iPad, so at progress 0.3 it is 1 − 0.15·0.3/0.5911
    /// and 1 − 0.15·0.3/0.7056.
    @Test func aRangeKeyedToDetentsResolvesInTheContainer() throws {
        let pair = repositoryRoot.appendingPathComponent("Tests/TranspecUIKitTests/Fixtures/pair.transpec.yaml").path
        for (container, expected) in [("390x844", 1 - 0.15 * 0.3 * 518.4 / 306.4), ("820x1180", 1 - 0.15 * 0.3 * 720 / 508)] {
            let run = try CLIRun.transpec([
                "simulate", "release", pair, "--transition", "CardDismiss", "--progress", "0.3", "--velocity",
                "0", "--format", "csv", "--container", container,
            ])
            #expect(run.status == 0, "\(run.stderr)")
            let rows = run.stdout.split(separator: "\n").map { $0.split(separator: ",", omittingEmptySubsequences: false) }
            let column = try #require(rows.first?.firstIndex(of: "caption.scale"))
            let scale = try #require(Double(String(rows[1][column])))
            #expect(abs(scale - expected) < 1e-9, "\(container): caption.scale \(scale), expected \(expected)")
        }
    }
}
