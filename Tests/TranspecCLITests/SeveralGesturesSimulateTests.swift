import Foundation
import Testing

/// `simulate` on the App Store card's dismissal, which a drag down (40 % of
/// the height: 337.6 pt on a 390 × 844 pt iPhone) or a swipe in from the
/// leading edge (40 % of the width: 156 pt) drives: `--gesture N` picks the
/// drag, and the output says which it plays.
@Suite struct SeveralGesturesSimulateTests {
    static let spec = repositoryRoot.appendingPathComponent("Specs/app-store-card.transpec.yaml").path

    static func simulate(_ mode: String, _ arguments: [String], transition: String = "AppStoreCardDismiss") throws -> CLIRun {
        try CLIRun.transpec(["simulate", mode, spec] + arguments + ["--transition", transition])
    }

    @Test func aReleaseSaysWhichGestureItPlays() throws {
        let first = try Self.simulate("release", ["--progress", "0.3", "--velocity", "500"])
        #expect(first.status == 0, "\(first.stderr)")
        #expect(first.stdout.contains("  distance   337.6 pt (container 390x844)"), "\(first.stdout)")
        #expect(first.stdout.contains("\n  gesture    1 of 2: a pan toward bottom\n"), "\(first.stdout)")
        let second = try Self.simulate("release", ["--progress", "0.3", "--velocity", "500", "--gesture", "2"])
        #expect(second.stdout.contains("  distance   156 pt (container 390x844)"), "\(second.stdout)")
        #expect(second.stdout.contains("\n  gesture    2 of 2: a swipe in from the screen edge toward trailing\n"),
                "\(second.stdout)")
        let json = try Self.simulate("release", ["--progress", "0.3", "--velocity", "500", "--gesture", "2", "--format", "json"])
        #expect(json.stdout.contains(#""gesture": { "index": 2, "of": 2, "edge": "trailing", "start": "screenEdge" }"#),
                "\(json.stdout.prefix(900))")
        // A play from code goes as the first drag does, and names none.
        let play = try Self.simulate("play", ["dismiss"])
        #expect(play.status == 0 && !play.stdout.contains("gesture"), "\(play.stdout.prefix(600))")
    }

    @Test func aTraceAcrossIsTheSecondGesturesDrag() throws {
        let trace = FileManager.default.temporaryDirectory.appendingPathComponent("several-gestures-\(getpid()).csv")
        try "t,x,y,event\n0.000,0,0,down\n0.100,60,0,move\n0.200,120,0,move\n0.300,130,0,up\n"
            .write(to: trace, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: trace) }
        // 130 pt across of 156: past half way, the story goes back into its card.
        let across = try Self.simulate("gesture", [trace.path, "--gesture", "2"])
        #expect(across.status == 0, "\(across.stderr)")
        #expect(across.stdout.contains("phase at end: finished (complete)"), "\(across.stdout)")
        #expect(across.stdout.contains("gesture: 2 of 2: a swipe in from the screen edge toward trailing"), "\(across.stdout)")
        // Read as the drag down, the same finger never moved toward the bottom.
        let down = try Self.simulate("gesture", [trace.path])
        #expect(down.stdout.contains("phase at end: finished (cancel)"), "\(down.stdout)")
    }

    @Test func aGestureTheTransitionDoesNotHaveIsAUsageError() throws {
        let third = try Self.simulate("sweep", ["--gesture", "3"])
        #expect(third.status == 64)
        #expect(third.stderr.contains("--gesture: AppStoreCardDismiss has 2 gestures; give 1…2 (got 3)."), "\(third.stderr)")
        let present = try Self.simulate("release", ["--progress", "0", "--velocity", "0", "--gesture", "2"], transition: "AppStoreCardPresent")
        #expect(present.status == 64)
        #expect(present.stderr.contains("AppStoreCardPresent has one gesture; give 1…1 (got 2)."), "\(present.stderr)")
    }
}
