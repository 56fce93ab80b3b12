import Foundation
import Testing

/// The repository root, found from this file's path.
let repositoryRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

@Suite(.serialized) struct SimulateCommandTests {
    static let specs = ["photo-preview", "pull-to-dismiss", "tags-sheet", "transition-library"]
        .map { repositoryRoot.appendingPathComponent("Specs/\($0).transpec.yaml").path }

    @Test func everySpecSimulatesInEveryFormat() throws {
        for spec in Self.specs {
            let names = try transitionNames(spec)
            for name in names {
                for format in ["text", "json", "csv", "svg"] {
                    let run = try CLIRun.transpec(["simulate", "release", spec, "--transition", name,
                                                   "--progress", "0.45", "--velocity", "350", "--format", format])
                    #expect(run.status == 0, "\(spec) \(name) \(format): \(run.stderr)")
                    #expect(!run.stdout.isEmpty)
                }
            }
        }
    }

    /// The dimming colour the view shows: light mode unless `--appearance dark`.
    @Test func dimmingColorShowsInTheChosenAppearance() throws {
        let spec = """
            transpec: 1
            transitions:
              Sheet:
                operation: dismiss
                gesture: { edge: bottom }
                spring: { dampingRatio: 1, response: 0.4 }
                dimming:
                  color: { light: "#00000066", dark: "#FFFFFF33" }
                  alpha: { from: 1, to: 0 }

            """
        let folder = try specFolder(["dim.transpec.yaml": spec])
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("dim.transpec.yaml").path
        let light = try CLIRun.transpec(["simulate", "release", path, "--progress", "0.5", "--velocity", "0"])
        #expect(light.status == 0 && light.stdout.contains("\n  dimming    #00000066 in light mode (dark mode: #FFFFFF33)\n"),
                "\(light.stdout)")
        let dark = try CLIRun.transpec(["simulate", "play", path, "dismiss", "--appearance", "dark", "--format", "json"])
        #expect(dark.stdout.contains("\"dimming\": { \"color\": \"#FFFFFF33\", \"appearance\": \"dark\", \"dynamic\": true }"),
                "\(dark.stdout)")
        let bad = try CLIRun.transpec(["simulate", "release", path, "--appearance", "dusk"])
        #expect(bad.status == 64 && bad.stderr.contains("--appearance"), "\(bad.stderr)")
    }

    @Test func unknownTransitionListsNames() throws {
        let run = try CLIRun.transpec(["simulate", "release", Self.specs[2], "--transition", "Nope",
                                       "--progress", "0.4", "--velocity", "0"])
        #expect(run.status == 1)
        #expect(run.stderr.contains("TagsSheetPresent, TagsSheetDismiss"))
        // The names to choose from, with simulate's usage (not the top-level one).
        let ambiguous = try CLIRun.transpec(["simulate", "release", Self.specs[2], "--progress", "0.4", "--velocity", "0"])
        #expect(ambiguous.status == 64)
        #expect(ambiguous.stderr == """
            Error: \(Self.specs[2]) has 2 transitions; choose one:
              --transition TagsSheetPresent
              --transition TagsSheetDismiss
            Usage: transpec simulate release [<options>] <spec> --velocity <velocity>
              See 'transpec simulate release --help' for more information.

            """)
    }

    /// A misspelt option is reported as unknown, not as the option it
    /// failed to give; usage errors found while running show the
    /// subcommand's usage.
    @Test func unknownOptionsAreReportedAsSuch() throws {
        let misspelt = try CLIRun.transpec(Self.dismiss("release") + ["--progres", "0.4", "--velocity", "0"])
        #expect(misspelt.status == 64)
        #expect(misspelt.stderr.hasPrefix("Error: Unknown option '--progres'. Did you mean '--progress'?\n"), "\(misspelt.stderr)")
        // A mode's option on another mode is unknown there: the modes are subcommands.
        let mixed = try CLIRun.transpec(Self.dismiss("release") + ["--progress", "0.4", "--velocity", "0", "--grid", "5x5"])
        #expect(mixed.status == 64 && mixed.stderr.hasPrefix("Error: Unknown option '--grid'"), "\(mixed.stderr)")
        let play = try CLIRun.transpec(Self.dismiss("play") + ["push"])
        #expect(play.status == 64)
        #expect(play.stderr.hasPrefix("Error: TagsSheetDismiss plays present and dismiss from code; play takes present or "
                                      + "dismiss (got 'push').\nUsage: transpec simulate play "), "\(play.stderr)")
        #expect(play.stderr.hasSuffix("  See 'transpec simulate play --help' for more information.\n"), "\(play.stderr)")
        let noMode = try CLIRun.transpec(["simulate", Self.specs[2]])
        #expect(noMode.status == 64, "\(noMode.stderr)")
        let generate = try CLIRun.transpec(["generate", "--bogus", "--output", "/tmp"])
        #expect(generate.status == 64 && generate.stderr.hasPrefix("Error: Unknown option '--bogus'\n"), "\(generate.stderr)")
        let missing = try CLIRun.transpec(["generate", "--output", "/tmp"])
        #expect(missing.status == 64 && missing.stderr.hasPrefix("Error: Missing SPEC"), "\(missing.stderr)")
    }

    @Test func outOfRangeFlagsAreUsageErrors() throws {
        for (mode, flags) in [("release", ["--progress", "3", "--velocity", "0"]),
                              ("release", ["--progress", "0.4", "--velocity", "0", "--fps", "0"]),
                              ("release", ["--progress", "0.4", "--velocity", "0", "--fps", "2000"]),
                              ("release", ["--progress", "0.4", "--velocity", "0", "--container", "390by844"]),
                              // Under a point, velocity per point of drag overflowed to inf.
                              ("release", ["--progress", "0.4", "--velocity", "800", "--container", "2e-308x2e-308"]),
                              ("release", ["--progress", "0.4", "--velocity", "800", "--container", "390x1e300"]),
                              ("sweep", ["--velocity", "5:1"]), ("release", ["--progress", "0.4"]),
                              ("release", ["--velocity", "0"])] {
            let run = try CLIRun.transpec(Self.dismiss(mode) + flags)
            #expect(run.status == 64, "\(mode) \(flags): \(run.stderr)")
        }
    }

    /// `--container`, and a sweep's `--velocity` and `--grid`, are parsed once,
    /// as option types: malformed text is ArgumentParser's invalid value,
    /// an out-of-range one names the range.
    @Test func compoundOptionsParseOnce() throws {
        let release = Self.dismiss("release") + ["--progress", "0.4", "--velocity", "0", "--format", "json"]
        let upper = try CLIRun.transpec(release + ["--container", "800X600"])
        #expect(upper.status == 0 && upper.stdout.contains(#""distance": 600"#), "\(upper.stderr)")
        for (flag, value) in [("--container", "390"), ("--container", "axb"), ("--grid", "41by21"),
                              ("--velocity", "-2000")] {
            let run = try CLIRun.transpec(Self.dismiss("sweep") + [flag, value])
            #expect(run.status == 64)
            #expect(run.stderr.contains("The value '\(value)' is invalid for '\(flag) <"), "\(run.stderr)")
        }
        for (flag, value, message) in [("--container", "0x10", "--container must be WxH with sizes within 1…100000"),
                                       ("--grid", "1x21", "--grid must be COLUMNSxROWS, each 2…1000 (got 1x21)"),
                                       ("--velocity", "5:1", "--velocity must be MIN:MAX with MIN < MAX")] {
            let run = try CLIRun.transpec(Self.dismiss("sweep") + [flag, value])
            #expect(run.status == 64 && run.stderr.contains(message), "\(run.stderr)")
        }
        let misspelt = try CLIRun.transpec(["simulate", "play", Self.specs[2], "dismiss", "--transition", "TagsSheetDismis"])
        #expect(misspelt.status == 1)
        #expect(misspelt.stderr == "error: no transition named 'TagsSheetDismis'; did you mean 'TagsSheetDismiss'?\n")
        let help = try CLIRun.transpec(["simulate", "sweep", "--help"])
        #expect(help.stdout.contains("--container <WxH>"))
        #expect(help.stdout.contains("(default: 390x844)"))
        #expect(help.stdout.contains("(default: -2000:2000)"))
        #expect(help.stdout.contains("(default: 41x21)"))
    }

    @Test func badTraceRowReportsLineAndColumn() throws {
        let folder = try specFolder(["bad.csv": "t,x,y,event\n0,0,0,down\n0.1,0,1x,move\n"])
        defer { try? FileManager.default.removeItem(at: folder) }
        let trace = folder.appendingPathComponent("bad.csv").path
        let run = try CLIRun.transpec(["simulate", "gesture", Self.specs[2], trace, "--transition", "TagsSheetDismiss"])
        #expect(run.status == 1)
        #expect(run.stderr.contains("bad.csv:3:7: error:"))
    }

    @Test func specErrorsPrintLikeCheck() throws {
        let folder = try specFolder(["broken.transpec.yaml": "transpec: 2\ntransitions: {}\n"])
        defer { try? FileManager.default.removeItem(at: folder) }
        let spec = folder.appendingPathComponent("broken.transpec.yaml").path
        let simulate = try CLIRun.transpec(["simulate", "release", spec, "--progress", "0.4", "--velocity", "0"])
        let check = try CLIRun.transpec(["check", "--quiet", spec])
        #expect(simulate.status == 1)
        #expect(!simulate.stderr.isEmpty && simulate.stderr == check.stderr)
    }

    @Test func traceReplayAndAtomicOutput() throws {
        let folder = try specFolder(["flick.yaml": "- { t: 0, x: 0, y: 0, event: down }\n- { t: 0.1, x: 0, y: 100, event: up }\n"])
        defer { try? FileManager.default.removeItem(at: folder) }
        let output = folder.appendingPathComponent("out.json").path
        let run = try CLIRun.transpec(["simulate", "gesture", Self.specs[2],
                                       folder.appendingPathComponent("flick.yaml").path, "--transition",
                                       "TagsSheetDismiss", "--format", "json", "--output", output])
        #expect(run.status == 0 && run.stdout.isEmpty)
        let text = try String(contentsOfFile: output, encoding: .utf8)
        #expect(text.contains(#""counts": { "began": 1, "regrab": 0, "finish": 1, "cancel": 0, "complete": 1 }"#))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == ["flick.yaml", "out.json"])
    }

    /// `--reduce-motion` plays the cross-fade: the screen stays put and its
    /// alpha follows progress.
    @Test func reduceMotionPlaysTheFade() throws {
        let arguments = ["simulate", "play", Self.specs[1], "dismiss", "--format", "json"]
        let plain = try CLIRun.transpec(arguments)
        let reduced = try CLIRun.transpec(arguments + ["--reduce-motion"])
        #expect(plain.status == 0 && reduced.status == 0, "\(reduced.stderr)")
        #expect(!plain.stdout.contains("\"screen\""))
        #expect(reduced.stdout.contains("\"screen\""), "\(reduced.stdout.prefix(400))")
        func stillSamples(_ text: String) -> (still: Int, all: Int) {
            (text.components(separatedBy: "\"offset\": 0.0 ").count - 1, text.components(separatedBy: "\"offset\": ").count - 1)
        }
        let (still, all) = stillSamples(reduced.stdout)
        #expect(all > 10 && still == all, "the screen moved under Reduce Motion: \(still) of \(all) samples still")
        #expect(stillSamples(plain.stdout).still < all / 2)
    }

    /// The text table under `--reduce-motion` gains the screen's alpha,
    /// opaque where a dismissed screen rests (1 - progress); `motion` keeps
    /// the table as it was; a bad value is named at its line and column.
    @Test func reduceMotionInTextAndItsKeyInCheck() throws {
        let spec = repositoryRoot.appendingPathComponent("Tests/schema/valid/reduce-motion.yaml").path
        let release = ["--progress", "0.6", "--velocity", "0"]
        let faded = try CLIRun.transpec(["simulate", "release", spec, "--transition", "Sheet", "--reduce-motion"] + release)
        #expect(faded.status == 0, "\(faded.stderr)")
        let rows = faded.stdout.split(separator: "\n").drop { !$0.hasPrefix("t (s)") }
        #expect(rows.first?.hasSuffix("screen.alpha") == true, "\(faded.stdout.prefix(400))")
        let values = rows.dropFirst().map { $0.split(separator: " ").compactMap { Double($0) } }
        #expect(values.count > 10 && values.allSatisfy { $0.count == 4 && abs($0[1] + $0[3] - 1) < 1e-4 }, "\(values.prefix(3))")
        let kept = try CLIRun.transpec(["simulate", "release", spec, "--transition", "Push", "--reduce-motion"] + release)
        let plain = try CLIRun.transpec(["simulate", "release", spec, "--transition", "Push"] + release)
        #expect(kept.status == 0 && kept.stdout == plain.stdout, "reduceMotion: motion changed the output")

        let bad = try CLIRun.transpec(["check", repositoryRoot.appendingPathComponent("Tests/schema/invalid/reduce-motion-unknown.yaml").path])
        #expect(bad.status == 1)
        #expect(bad.stderr.contains("reduce-motion-unknown.yaml:9:19: error: unknown value 'none' for 'reduceMotion'; expected one of fade, motion"),
                "\(bad.stderr)")
    }

    func transitionNames(_ spec: String) throws -> [String] {
        let run = try CLIRun.transpec(["simulate", "release", spec, "--transition", "\u{1}", "--progress", "0", "--velocity", "0"])
        guard let list = run.stderr.components(separatedBy: "the spec has: ").last else { return [] }
        return list.trimmingCharacters(in: .whitespacesAndNewlines).components(separatedBy: ", ")
    }
}

/// The audit's gaps in `simulate`: negative values, special output paths,
/// write errors, long traces, huge settle times and the fps floor.
extension SimulateCommandTests {
    /// `transpec simulate <mode> tags-sheet --transition TagsSheetDismiss`.
    static func dismiss(_ mode: String) -> [String] { ["simulate", mode, specs[2], "--transition", "TagsSheetDismiss"] }

    @Test func negativeNumbersFollowTheirFlags() throws {
        for (mode, flags) in [("release", ["--progress", "0.4", "--velocity", "-800"]),
                              ("release", ["--progress", "-0.5", "--velocity", "0"]),
                              ("sweep", ["--velocity", "-3000:3000", "--grid", "5x4"])] {
            let run = try CLIRun.transpec(Self.dismiss(mode) + flags)
            #expect(run.status == 0, "\(flags): \(run.stderr)")
        }
        let json = try CLIRun.transpec(Self.dismiss("release") + ["--progress", "-0.5", "--velocity", "-800", "--format", "json"])
        // Half a distance into the band the view moves at c·(1 − 0.5)² = 0.1375 of the finger's −800.
        #expect(json.stdout.contains(#""release": { "progress": -0.5, "velocity": -800.0, "viewVelocity": -110.00000000000001 }"#))
        // A negative size or fps reaches validation: a clear message, not "Missing value".
        for (flag, value) in [("--container", "-390x844"), ("--fps", "-5")] {
            let run = try CLIRun.transpec(Self.dismiss("release") + ["--progress", "0.4", "--velocity", "0", flag, value])
            #expect(run.status == 64 && run.stderr.contains("\(flag) must"), "\(flag) \(value): \(run.stderr)")
            #expect(!run.stderr.contains("Missing value"))
        }
    }

    @Test func fpsBelowOneIsAUsageError() throws {
        for fps in ["1e-300", "0.5"] {
            let run = try CLIRun.transpec(Self.dismiss("release") + ["--progress", "0.4", "--velocity", "0", "--fps", fps])
            #expect(run.status == 64 && run.stderr.contains("--fps must be within 1…1000"), "\(fps): \(run.stderr)")
        }
        let one = try CLIRun.transpec(Self.dismiss("release") + ["--progress", "0.4", "--velocity", "0", "--fps", "1"])
        #expect(one.status == 0)
    }

    @Test func sweepTextSurvivesHugeSettleTimes() throws {
        let springs = ["{ duration: 0.5, bounce: -0.999999999 }", "{ mass: 1e300, stiffness: 1, damping: 1 }"]
        let folder = try specFolder(Dictionary(uniqueKeysWithValues: springs.enumerated().map { index, spring in
            ("s\(index).transpec.yaml", "transpec: 1\ntransitions:\n  sheet:\n    operation: dismiss\n"
                + "    gesture: { edge: bottom, distance: 800 }\n    spring: \(spring)\n")
        }))
        defer { try? FileManager.default.removeItem(at: folder) }
        for index in springs.indices {
            let spec = folder.appendingPathComponent("s\(index).transpec.yaml").path
            let run = try ChildProcess.run(["simulate", "sweep", spec, "--grid", "5x3"], in: Scratch())
            #expect(run.signal == nil && run.status == 0, "\(springs[index]): \(run.stderr)")
            #expect(run.stdout.contains("#+"))
            let json = try ChildProcess.run(["simulate", "release", spec, "--progress", "0.4", "--velocity",
                                             "-800", "--format", "json"], in: Scratch())
            #expect(json.status == 0 && json.stdout.contains(#""truncated": true,"#) && json.stdout.contains(#""truncatedAt": 60.0,"#))
        }
    }

    @Test func aTraceLongerThanTenMinutesIsRejectedAtItsRow() throws {
        let folder = try specFolder(["long.csv": "t,x,y,event\n0,0,0,down\n1e7,0,100,up\n"])
        defer { try? FileManager.default.removeItem(at: folder) }
        let trace = folder.appendingPathComponent("long.csv").path
        let run = try ChildProcess.run(Self.dismiss("gesture") + [trace], in: Scratch())
        #expect(run.signal == nil && run.status == 1)
        #expect(run.stderr.contains("long.csv:3:1: error: time 10000000.0 is more than 600 s"), "\(run.stderr)")
        // Rejected before replaying anything: no runaway memory (sanitizers
        // add their own shadow memory, so only without them).
        if ProcessInfo.processInfo.environment["TRANSPEC_SANITIZER"] == nil {
            #expect(run.peakMemory < 512 << 20)
        }
    }

    @Test func outputThroughASymlinkReplacesItsTargetAndKeepsTheLink() throws {
        let folder = try specFolder(["target.txt": "old\n"])
        defer { try? FileManager.default.removeItem(at: folder) }
        let link = folder.appendingPathComponent("link.txt").path
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: "target.txt")
        let run = try CLIRun.transpec(Self.dismiss("release") + ["--progress", "0.4", "--velocity", "0", "--fps", "20", "--output", link])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link) == "target.txt")
        let text = try String(contentsOf: folder.appendingPathComponent("target.txt"), encoding: .utf8)
        #expect(text.hasPrefix("TagsSheetDismiss: release at progress 0.400"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == ["link.txt", "target.txt"])
    }

    @Test func outputToAFIFOWritesIntoItWithoutReplacingIt() throws {
        let folder = try specFolder([:])
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let fifo = folder.appendingPathComponent("fifo").path
        #expect(mkfifo(fifo, 0o600) == 0)
        // A reader first, so the writer's open does not block; the output is
        // a few hundred bytes, well under the pipe's buffer.
        let reader = open(fifo, O_RDONLY | O_NONBLOCK)
        #expect(reader >= 0)
        defer { close(reader) }
        let run = try CLIRun.transpec(Self.dismiss("release") + ["--progress", "0.4", "--velocity", "0", "--fps", "20", "--output", fifo])
        #expect(run.status == 0, "\(run.stderr)")
        var buffer = [UInt8](repeating: 0, count: 1 << 16)
        let count = read(reader, &buffer, buffer.count)
        #expect(count > 0 && String(decoding: buffer.prefix(max(count, 0)), as: UTF8.self).hasPrefix("TagsSheetDismiss: release"))
        var info = stat()
        #expect(lstat(fifo, &info) == 0 && info.st_mode & S_IFMT == S_IFIFO, "the FIFO was replaced")
    }

    @Test func aFailedWriteToStdoutExitsOne() throws {
        // Stdout opened read-only: every write fails (EBADF), like a full disk would.
        let folder = try specFolder(["readonly": ""])
        defer { try? FileManager.default.removeItem(at: folder) }
        let process = Process()
        process.executableURL = CLIRun.productsDirectory.appendingPathComponent("transpec")
        process.arguments = Self.dismiss("release") + ["--progress", "0.4", "--velocity", "0"]
        process.standardOutput = try FileHandle(forReadingFrom: folder.appendingPathComponent("readonly"))
        let errors = Pipe()
        process.standardError = errors
        try process.run()
        let stderr = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationReason == .exit && process.terminationStatus == 1)
        #expect(stderr.contains("error: cannot write to standard output"), "\(stderr)")
    }
}

/// `--play present` of a paired dismissal plays its partner's presentation,
/// in every format; unpaired, the dismissal would play itself backward.
@Suite struct PairedPlayTests {
    static let spec = repositoryRoot.appendingPathComponent("Tests/TranspecUIKitTests/Fixtures/pair.transpec.yaml").path

    static func play(_ transition: String, _ operation: String, format: String, spec: String = spec) throws -> String {
        let run = try CLIRun.transpec(["simulate", "play", spec, operation, "--transition", transition, "--fps",
                                       "30", "--format", format])
        #expect(run.status == 0, "\(transition) \(operation) \(format): \(run.stderr)")
        return run.stdout
    }

    @Test(arguments: ["text", "json", "csv", "svg"])
    func thePairsPresentationIsThePartners(_ format: String) throws {
        let paired = try Self.play("CardDismiss", "present", format: format)
        let partner = try Self.play("CardPresent", "present", format: format)
        // The same motion; only the transition's name differs.
        #expect(paired.replacingOccurrences(of: "CardDismiss", with: "CardPresent") == partner)
        #expect(paired.contains("CardDismiss") == (format != "csv"))
        // The dismissal plays its own motion, not the partner's backward.
        let dismissal = try Self.play("CardDismiss", "dismiss", format: format)
        let partnerBackward = try Self.play("CardPresent", "dismiss", format: format)
        #expect(dismissal.replacingOccurrences(of: "CardDismiss", with: "CardPresent") != partnerBackward)
    }

    @Test func aPairPlaysByEitherTransitionsName() throws {
        for format in ["text", "csv"] {
            #expect(try Self.play("CardDismiss", "CardPresent", format: format)
                == Self.play("CardDismiss", "present", format: format))
            #expect(try Self.play("CardDismiss", "CardDismiss", format: format)
                == Self.play("CardDismiss", "dismiss", format: format))
        }
        let unknown = try CLIRun.transpec(["simulate", "play", Self.spec, "CardPresnt", "--transition", "CardDismiss"])
        #expect(unknown.status == 64 && unknown.stderr.contains("play takes present or dismiss (got 'CardPresnt')"),
                "\(unknown.stderr)")
    }

    /// The card rests at 60 % of 844 pt with 12 pt margins: x 12, y 844 − 12 − 506.4.
    @Test func theRestingFrameIsShownInEveryFormatThatHasAHeader() throws {
        let text = try Self.play("CardDismiss", "dismiss", format: "text")
        #expect(text.contains("\n  frame      12,325.6 366x506.4 pt at rest\n"), "\(text)")
        #expect(text.contains("distance   518.4 pt"))
        let json = try Self.play("CardDismiss", "dismiss", format: "json")
        #expect(json.contains(#""restingFrame": { "x": 12.0, "y": 325.6, "width": 366.0, "height": 506.4 }"#), "\(json)")
        let svg = try Self.play("CardDismiss", "dismiss", format: "svg")
        #expect(svg.contains("at rest in 12,325.6 366x506.4 pt"))
        // The size given with --container moves it.
        let turned = try CLIRun.transpec(["simulate", "play", Self.spec, "dismiss", "--transition",
                                          "CardDismiss", "--container", "844x390"])
        #expect(turned.stdout.contains("frame      12,144 820x234 pt at rest"), "\(turned.stdout)")
        // Without a frame, no line.
        #expect(try !CLIRun.transpec(["simulate", "play",
                                      repositoryRoot.appendingPathComponent("Specs/tags-sheet.transpec.yaml").path,
                                      "dismiss", "--transition", "TagsSheetDismiss"]).stdout.contains("frame"))
    }

    @Test func unpairedTheDismissalPresentsBackward() throws {
        let source = try String(contentsOfFile: Self.spec, encoding: .utf8)
        let unpaired = source.replacingOccurrences(of: "    presentation: CardPresent\n", with: "")
        #expect(unpaired != source)
        let folder = try specFolder(["unpaired.transpec.yaml": unpaired])
        defer { try? FileManager.default.removeItem(at: folder) }
        let spec = folder.appendingPathComponent("unpaired.transpec.yaml").path
        let alone = try Self.play("CardDismiss", "present", format: "csv", spec: spec)
        let paired = try Self.play("CardDismiss", "present", format: "csv")
        #expect(alone != paired)
        // Played backward: from progress 1 toward 0, with the dismissal's spring (ζ = 1, no overshoot).
        let first = alone.split(separator: "\n")[1]
        #expect(first.hasPrefix("0.0,1.0,"), "\(first)")
    }
}
