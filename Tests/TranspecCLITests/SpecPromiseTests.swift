import Foundation
import Testing

/// Every example spec states the promises its comments and the docs make,
/// and they hold; a copy with a changed spring or threshold fails `check`
/// at exactly the expectations the change breaks, each at its line and
/// column, in text and in JSON.
@Suite struct SpecPromiseTests {
    static let exampleSpecs: [String] = {
        let folders = ["Specs", "Examples/TagsApp/Sources/TagsTransitions"]
        return folders.flatMap { folder in
            let url = repositoryRoot.appendingPathComponent(folder)
            let names = (try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []
            return names.filter { $0.hasSuffix(".transpec.yaml") }.sorted().map { "\(folder)/\($0)" }
        }
    }()

    @Test func everyExampleSpecStatesPromisesThatHold() throws {
        #expect(Self.exampleSpecs.count == 10)
        for spec in Self.exampleSpecs {
            let text = try String(contentsOf: repositoryRoot.appendingPathComponent(spec), encoding: .utf8)
            #expect(text.contains("\n    expect:\n"), "\(spec) states no promise")
        }
        // Each folder is its own target: the example's photo preview is a copy of Specs/'.
        for (folder, count) in [("Specs", 8), ("Examples/TagsApp/Sources/TagsTransitions", 2)] {
            let run = try CLIRun.transpec(["check", "--strict", repositoryRoot.appendingPathComponent(folder).path])
            #expect(run.status == 0, "\(run.stderr)")
            #expect(run.stderr == "checked \(count) specs: 0 errors, 0 warnings\n", "\(run.stderr)")
        }
    }

    /// Each mutation of a copy of a spec fails exactly the expectations it
    /// breaks, each at its assertion's line and column, and nothing else.
    @Test(arguments: mutations)
    func aChangedSpringOrThresholdFailsTheExpectationsItBreaks(_ mutation: Mutation) throws {
        let original = try String(contentsOf: repositoryRoot.appendingPathComponent(mutation.spec), encoding: .utf8)
        let mutated = try mutation.apply(to: original)
        let folder = try specFolder(["Specs/copy.transpec.yaml": mutated])
        defer { try? FileManager.default.removeItem(at: folder) }
        // Traces are relative to the spec: the copy reads the same ones.
        try FileManager.default.createSymbolicLink(
            at: folder.appendingPathComponent("Docs"), withDestinationURL: repositoryRoot.appendingPathComponent("Docs"))
        let path = folder.appendingPathComponent("Specs/copy.transpec.yaml").path
        let run = try CLIRun.transpec(["check", path])
        #expect(run.status == 1)
        let errors = run.stderr.split(separator: "\n").filter { $0.contains(": error: ") }
            .map { line in String(line.dropFirst(path.count + 1).prefix { $0 != " " }.dropLast()) }
        let expected = mutation.failing.map { position(ofValue: $0.needle, in: mutated, after: $0.after) }
        #expect(errors == expected, "\(run.stderr)")
        for message in mutation.messages {
            #expect(run.stderr.contains(message), "\(run.stderr)")
        }
    }

    /// The issue's own example, word for word, with the note at the key that decides it.
    @Test func aFailureSaysWhatHappenedAndWhyInTextAndJSON() throws {
        let mutated = try Self.mutations[0].apply(to: String(
            contentsOf: repositoryRoot.appendingPathComponent("Specs/tags-sheet.transpec.yaml"), encoding: .utf8))
        let folder = try specFolder(["Specs/copy.transpec.yaml": mutated])
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createSymbolicLink(
            at: folder.appendingPathComponent("Docs"), withDestinationURL: repositoryRoot.appendingPathComponent("Docs"))
        let path = folder.appendingPathComponent("Specs/copy.transpec.yaml").path
        let line = position(of: "decision: complete", in: mutated, after: "  TagsSheetDismiss:").split(separator: ":")[0]
        let flick = position(ofValue: "flickVelocity: 400", in: mutated, after: "  TagsSheetDismiss:")
        let text = try CLIRun.transpec(["check", path])
        #expect(text.stderr.contains("""
            \(path):\(line):19: error: expected complete; got cancel: 300 pt/s at 0.2 is below the flick velocity \
            400 pt/s and short of the threshold 0.5
                    decision: complete
                              ^~~~~~~~
            """), "\(text.stderr)")
        #expect(text.stderr.contains("\(path):\(flick): note: and by 'flickVelocity' here\n      flickVelocity: 400\n"),
                "\(text.stderr)")

        let json = try CLIRun.transpec(["check", "--format", "json", path])
        #expect(json.status == 1)
        let found = try #require(JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [[String: Any]])
        let failure = try #require(found.first { ($0["line"] as? Int).map(String.init) == String(line) })
        #expect(failure["severity"] as? String == "error" && failure["column"] as? Int == 19)
        #expect((failure["message"] as? String)?.hasPrefix("expected complete; got cancel: 300 pt/s at 0.2") == true)
        let notes = try #require(failure["notes"] as? [[String: Any]])
        #expect(notes.map { $0["message"] as? String } == ["decided by 'threshold' here", "and by 'flickVelocity' here"])
        #expect(notes.allSatisfy { $0["file"] as? String == path && $0["line"] is Int })
    }

}

/// A change to a copy of a spec, and the assertions it must fail.
struct Mutation: CustomTestStringConvertible, Sendable {
    var spec: String
    var description: String
    /// Text to replace, the replacement, and the line the text comes after.
    var replace: (old: String, new: String, after: String)
    /// Each failing assertion: text of it, after a line that comes before it.
    var failing: [(needle: String, after: String)]
    var messages: [String] = []
    var testDescription: String { "\(spec): \(description)" }

    func apply(to text: String) throws -> String {
        let start = try #require(text.range(of: replace.after))
        let target = try #require(text.range(of: replace.old, range: start.upperBound..<text.endIndex))
        return text.replacingCharacters(in: target, with: replace.new)
    }
}

let mutations: [Mutation] = SpecPromiseTests.mutations

extension SpecPromiseTests {
    static let mutations: [Mutation] = [
        Mutation(
            spec: "Specs/tags-sheet.transpec.yaml", description: "the dismissal's flick velocity 300 → 400",
            replace: ("flickVelocity: 300", "flickVelocity: 400", "  TagsSheetDismiss:"),
            failing: [
                ("decision: complete", "- release: { progress: 0.2, velocity: 300 }\n        decision: complete\n      # A flick back"),
                ("decision: cancel", "- release: { progress: 0.6, velocity: -300 }"),
                ("decision: complete", "- releases: { velocity: [300, 3000] }"),
            ],
            messages: ["20 of 861 do not; the first gives cancel: 300 pt/s at 0 is below the flick velocity 400 pt/s"]),
        Mutation(
            spec: "Specs/tags-sheet.transpec.yaml", description: "the shared spring's response 0.4 → 0.5",
            replace: ("response: 0.4", "response: 0.5", "  sheet: &sheet"),
            failing: [
                ("settlesWithin: 0.66", "- play: dismiss"),
                ("settlesWithin: 0.61", "- release: { progress: 0.4, velocity: 800 }"),
                ("{ track: dimming.alpha", "- release: { progress: 0.4, velocity: 800 }"),
            ],
            messages: ["expected the play 'dismiss' to settle within 0.66 s; it settles in 0.792 s",
                       "note: settled by 'spring' here: m 1 k 157.91 c 25.13 (ζ 1, response 0.5 s, bounce 0)"]),
        Mutation(
            spec: "Specs/maps-sheet.transpec.yaml", description: "projection normal → fast",
            replace: ("projection: normal", "projection: fast", "  MapsSheetDrag:"),
            failing: [("decision: collapsed", "- release: { fromDetent: half, velocity: 600 }"),
                      ("overshootAtMost: 0", "- release: { fromDetent: half, velocity: 600 }"),
                      ("decision: full", "- release: { fromDetent: half, velocity: -600 }")],
            messages: ["expected collapsed; got half: 600 pt/s at 0.4565 (a drag from half) coasts 59.4 pt to "]),
        Mutation(
            spec: "Specs/pull-to-dismiss.transpec.yaml", description: "the threshold 0.5 → 0.45",
            replace: ("threshold: 0.5", "threshold: 0.45", "    release:"),
            failing: [("decision: cancel", "- release: { progress: 0.3, velocity: 300 }"),
                      ("triggers: []", "- release: { progress: 0.3, velocity: 300 }"),
                      ("decision: cancel", "- release: { progress: 0.45, velocity: 0 }")]),
        Mutation(
            spec: "Specs/app-store-card.transpec.yaml", description: "the presentation's bounce 0.25 → 0.4",
            replace: ("      bounce: 0.25\n", "      bounce: 0.4\n", "  AppStoreCardPresent:"),
            failing: [("settlesWithin: 0.83", "- play: present"), ("overshootAtMost: 0.03", "- play: present")],
            messages: ["expected the play 'present' to settle within 0.83 s; it settles in 1.014 s",
                       "expected the play 'present' to overshoot at most 0.03 (25.3 pt); it overshoots 0.0948 (80 pt)"]),
    ]
}

