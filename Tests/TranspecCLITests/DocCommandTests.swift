import Foundation
import Testing

/// Runs every command that README.md and Docs/*.md show, with the built
/// `transpec`, and compares what it prints with what the page shows, so the
/// documentation cannot drift from the tool.
///
/// The convention, for the Markdown code blocks of those pages:
///
/// - A ```` ```console ```` block is a transcript. A line starting with `$ `
///   is a command (a line ending in `\` continues on the next); the lines
///   after it, up to the next command or the block's end, are what it
///   prints, stdout and stderr as one stream, exactly, except that a line
///   `…` stands for any number of lines.
/// - A ```` ```sh ```` block holds commands and shows no output.
/// - A command is `transpec ARGS` or `swift run transpec ARGS` (both run the
///   `transpec` built next to this test bundle) or `mkdir -p DIR…`. Words
///   split at spaces, with '…' and "…" quoting; pipes, redirections, globs
///   and `$(…)` are not allowed. Each runs in a scratch copy of `Specs/` and
///   `Docs/`, one per page, in page order, with `NO_COLOR=1`, and must exit
///   0 — or N, for every command of a block right after a
///   `<!-- doctest: exit N -->` line.
/// - Any other line of a console or sh block fails the test, unless a
///   `<!-- doctest: skip PREFIX: REASON -->` line right above the block
///   names its start (`swift build`, installation, placeholders). A skip
///   that matches no line of its block fails too: exemptions cannot go stale.
/// - A block of another kind (```` ``` ````, `text`, `bash`, `shell`) with a
///   line that runs transpec (`transpec …`, `$ transpec …`, `swift run
///   transpec …`) fails unless such skips cover those lines; so does such a
///   line outside any block (an indented code block, which this convention
///   does not read).
/// - A block right after `<!-- doctest: file PATH -->` must equal the file
///   PATH. After `<!-- doctest: excerpt PATH -->`, its lines must appear in
///   PATH in order: a line `…` stands for any number of lines, and a line
///   holding `…` for the lines from one that starts with the text before
///   the `…` to the first that ends with the text after it.
///   PATH is read in the page's scratch copy, so a command above may write it.
/// - A ```` ```swift ```` block's `<!-- doctest: typecheck SPEC… -->` or
///   `<!-- doctest: skip typecheck: REASON -->` is `DocSwiftBlockTests`'
///   (in TranspecUIKitTests, which compiles the block on the UIKit model);
///   on another kind of block it is a problem.
/// - After a page's commands, every file of its scratch copy is as committed:
///   the commands that draw the committed pictures draw exactly them.
@Suite struct DocCommandTests {
    static let pages: [String] = {
        let docs = (try? FileManager.default.contentsOfDirectory(atPath: repositoryRoot.appendingPathComponent("Docs").path)) ?? []
        return ["README.md"] + docs.filter { $0.hasSuffix(".md") }.sorted().map { "Docs/\($0)" }
    }()

    @Test(arguments: pages)
    func everyCommandShownPrintsWhatIsShown(_ page: String) throws {
        let text = try String(contentsOf: repositoryRoot.appendingPathComponent(page), encoding: .utf8)
        let scratch = try DocScratch()
        defer { scratch.remove() }
        var runner = DocRunner(page: page, scratch: scratch)
        let document = DocPage(page: page, text: text)
        for problem in document.problems { Issue.record("\(problem)") }
        for block in document.blocks { runner.check(block) }
        for problem in runner.problems { Issue.record("\(problem)") }
        for changed in scratch.changedFiles() {
            Issue.record("\(page): running its commands changed \(changed); commit what they write")
        }
    }

    /// The pages hold the commands this test is for: if the convention stopped
    /// finding them, every page would pass vacuously.
    @Test func thePagesShowCommandsToRun() throws {
        var commands = 0
        for page in Self.pages {
            let text = try String(contentsOf: repositoryRoot.appendingPathComponent(page), encoding: .utf8)
            commands += DocPage(page: page, text: text).blocks.filter { ["console", "sh"].contains($0.info) }
                .flatMap { $0.commands.map(\.text) }.filter { DocCommand.words($0)?.first == "transpec" }.count
        }
        #expect(commands >= 10, "only \(commands) transpec commands found")
    }

    /// The convention's rules, each on a page that breaks it.
    @Test func theConventionCatchesEachKindOfDrift() throws {
        func problems(_ text: String) throws -> [String] {
            let scratch = try DocScratch()
            defer { scratch.remove() }
            var runner = DocRunner(page: "page.md", scratch: scratch)
            let page = DocPage(page: "page.md", text: text)
            for block in page.blocks { runner.check(block) }
            return (page.problems + runner.problems).map(\.description)
        }
        let clean = "```console\n$ transpec check Specs/\nchecked 8 specs: 0 errors, 0 warnings\n```\n"
        #expect(try problems(clean) == [])
        // Output that differs; a status that differs; an unknown command.
        #expect(try problems(clean.replacingOccurrences(of: "8 specs", with: "3 specs")).count == 1)
        #expect(try problems("<!-- doctest: exit 1 -->\n" + clean).count == 1)
        #expect(try problems("```sh\nscripts/test\n```\n").count == 1)
        #expect(try problems("<!-- doctest: skip scripts/test: slow -->\n```sh\nscripts/test\n```\n") == [])
        // A stale skip; an unchecked transpec line in a plain block or indented.
        #expect(try problems("<!-- doctest: skip cp: x -->\n```sh\ntranspec check Specs/\n```\n").count == 1)
        #expect(try problems("```\ntranspec check Specs/broken.transpec.yaml\n```\n").count == 1)
        #expect(try problems("Run:\n\n    transpec check Specs/\n").count == 1)
        // A shown file that is not the file.
        #expect(try problems("<!-- doctest: file Specs/tags-sheet.transpec.yaml -->\n```yaml\ntranspec: 1\n```\n").count == 1)
        // Elided output.
        #expect(try problems("```console\n$ transpec check Specs/\n…\n```\n") == [])
        // Compiling a swift block is DocSwiftBlockTests'; the markers belong on swift blocks.
        #expect(try problems("<!-- doctest: typecheck Specs/tags-sheet.transpec.yaml -->\n```swift\nlet x = 1\n```\n") == [])
        #expect(try problems("<!-- doctest: skip typecheck: a manifest -->\n```swift\nlet x = 1\n```\n") == [])
        #expect(try problems("<!-- doctest: skip typecheck: a manifest -->\n```sh\nmkdir -p x\n```\n").count == 1)
        #expect(try problems("<!-- doctest: typecheck Specs/tags-sheet.transpec.yaml -->\n```text\nx\n```\n").count == 1)
    }
}

/// A problem, with the page and line it is about.
struct DocProblem: CustomStringConvertible, Equatable {
    var page: String
    var line: Int
    var message: String
    var description: String { "\(page):\(line): \(message)" }
}

/// A fenced code block and the `<!-- doctest: … -->` lines right above it.
struct DocBlock {
    var line: Int
    var info: String
    var lines: [String]
    var markers: [(line: Int, text: String)]

    /// Commands of a console or sh block: `$ ` lines (or, in sh, every
    /// line), continuation lines joined, with the output lines after each.
    var commands: [(line: Int, text: String, output: [String])] {
        var commands: [(line: Int, text: String, output: [String])] = []
        var index = 0
        while index < lines.count {
            let raw = lines[index]
            let isCommand = info == "console" ? raw.hasPrefix("$ ") : !raw.trimmingCharacters(in: .whitespaces).isEmpty
            guard isCommand else {
                if info == "console", !commands.isEmpty { commands[commands.count - 1].output.append(raw) }
                index += 1
                continue
            }
            let start = index
            var text = info == "console" ? String(raw.dropFirst(2)) : raw
            while text.hasSuffix("\\"), index + 1 < lines.count {
                index += 1
                text = String(text.dropLast()) + " " + lines[index].trimmingCharacters(in: .whitespaces)
            }
            if info == "sh", let comment = text.range(of: " #") { text = String(text[..<comment.lowerBound]) }
            commands.append((line + 1 + start, text.trimmingCharacters(in: .whitespaces), []))
            index += 1
        }
        return commands
    }
}

/// A page's blocks, and the problems found by reading it.
struct DocPage {
    var blocks: [DocBlock] = []
    var problems: [DocProblem] = []

    static let runsTranspec = ["transpec ", "$ transpec ", "swift run transpec"]

    init(page: String, text: String) {
        let lines = text.components(separatedBy: "\n")
        var index = 0
        while index < lines.count {
            let line = lines[index]
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            guard trimmed.hasPrefix("```") else {
                let indented = line.hasPrefix("    ") || line.hasPrefix("\t")
                if trimmed.hasPrefix("$ transpec") || (indented && Self.runsTranspec.contains { trimmed.hasPrefix($0) }) {
                    problems.append(DocProblem(page: page, line: index + 1,
                                               message: "a transpec command outside a fenced block is not checked; fence it"))
                }
                index += 1
                continue
            }
            let indent = line.prefix { $0 == " " }.count
            var markers: [(Int, String)] = []
            var above = index - 1
            while above >= 0, lines[above].trimmingCharacters(in: .whitespaces).hasPrefix("<!-- doctest:") {
                markers.insert((above + 1, lines[above].trimmingCharacters(in: .whitespaces)), at: 0)
                above -= 1
            }
            var body: [String] = []
            var end = index + 1
            while end < lines.count, !lines[end].trimmingCharacters(in: .whitespaces).hasPrefix("```") {
                body.append(String(lines[end].dropFirst(min(indent, lines[end].prefix { $0 == " " }.count))))
                end += 1
            }
            blocks.append(DocBlock(line: index + 1, info: String(trimmed.dropFirst(3)).trimmingCharacters(in: .whitespaces),
                                   lines: body, markers: markers))
            index = end + 1
        }
    }
}

/// A command line split into words, or nil if it uses the shell.
enum DocCommand {
    static func words(_ text: String) -> [String]? {
        var words: [String] = [], current = "", quote: Character?, started = false
        for character in text {
            if let open = quote {
                if character == open { quote = nil } else { current.append(character) }
                continue
            }
            switch character {
            case "'", "\"": quote = character; started = true
            case " ":
                if started { words.append(current) }
                current = ""; started = false
            case "|", ">", "<", "*", ";", "&", "`", "$": return nil
            default: current.append(character); started = true
            }
        }
        if started { words.append(current) }
        return quote == nil ? words : nil
    }
}

/// A scratch copy of `Specs/` and `Docs/`, and how to tell what changed.
struct DocScratch {
    let url: URL
    /// The SwiftUI scenario apps and the SwiftUI example: README and
    /// Docs/SwiftUI.md quote them.
    static let copied = ["Specs", "Docs", "Tests/SwiftUIScenarios", "Examples/SwiftUIApp/Sources"]

    init() throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("transpec-doc-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        for folder in Self.copied {
            try FileManager.default.createDirectory(
                at: url.appendingPathComponent(folder).deletingLastPathComponent(), withIntermediateDirectories: true)
            try FileManager.default.copyItem(at: repositoryRoot.appendingPathComponent(folder), to: url.appendingPathComponent(folder))
        }
    }

    func remove() { try? FileManager.default.removeItem(at: url) }

    /// Committed files (of the copied folders) whose bytes differ in the copy.
    func changedFiles() -> [String] {
        var changed: [String] = []
        for folder in Self.copied {
            let root = repositoryRoot.appendingPathComponent(folder)
            guard let files = try? FileManager.default.subpathsOfDirectory(atPath: root.path) else { continue }
            for file in files.sorted() {
                let original = root.appendingPathComponent(file)
                var isFolder: ObjCBool = false
                guard FileManager.default.fileExists(atPath: original.path, isDirectory: &isFolder), !isFolder.boolValue else { continue }
                let copy = url.appendingPathComponent(folder).appendingPathComponent(file)
                if FileManager.default.contents(atPath: original.path) != FileManager.default.contents(atPath: copy.path) {
                    changed.append("\(folder)/\(file)")
                }
            }
        }
        return changed
    }
}

/// Checks blocks in page order, running their commands in the scratch copy.
struct DocRunner {
    var page: String
    var scratch: DocScratch
    var problems: [DocProblem] = []

    init(page: String, scratch: DocScratch) {
        self.page = page
        self.scratch = scratch
    }

    mutating func problem(_ line: Int, _ message: String) {
        problems.append(DocProblem(page: page, line: line, message: message))
    }

    mutating func check(_ block: DocBlock) {
        var status: Int32 = 0
        var skips: [(line: Int, prefix: String, used: Bool)] = []
        var compare: (kind: String, path: String)?
        for (line, marker) in block.markers {
            let body = marker.dropFirst("<!-- doctest:".count).dropLast(marker.hasSuffix("-->") ? 3 : 0)
                .trimmingCharacters(in: .whitespaces)
            if body.hasPrefix("exit "), let code = Int32(body.dropFirst(5)) {
                status = code
            } else if body.hasPrefix("skip "), let colon = body.range(of: ": "), !body[colon.upperBound...].isEmpty {
                skips.append((line, String(body[body.index(body.startIndex, offsetBy: 5)..<colon.lowerBound]), false))
            } else if body.hasPrefix("typecheck ") {
                if block.info != "swift" { problem(line, "a typecheck marker on a ```\(block.info) block: only swift blocks compile") }
            } else if body.hasPrefix("file ") || body.hasPrefix("excerpt ") {
                let parts = body.split(separator: " ", maxSplits: 1).map(String.init)
                compare = (parts[0], parts[1])
            } else {
                problem(line, "a doctest marker this test does not know: \(marker)")
            }
        }
        func skipped(_ text: String) -> Bool {
            guard let index = skips.firstIndex(where: { text.hasPrefix($0.prefix) }) else { return false }
            skips[index].used = true
            return true
        }

        if let compare { checkFile(block, kind: compare.kind, path: compare.path) }
        switch block.info {
        case "console", "sh":
            for command in block.commands where !skipped(command.text) {
                run(command.text, line: command.line, expecting: block.info == "console" ? command.output : nil, status: status)
            }
        case "swift":
            _ = skipped("typecheck")
        case "", "text", "bash", "shell", "zsh":
            for (offset, raw) in block.lines.enumerated() {
                let line = raw.trimmingCharacters(in: .whitespaces)
                if DocPage.runsTranspec.contains(where: { line.hasPrefix($0) }), !skipped(line.hasPrefix("$ ") ? String(line.dropFirst(2)) : line) {
                    problem(block.line + 1 + offset, "a transpec command in a ```\(block.info) block is not checked: "
                        + "use ```console (with its output) or ```sh, or a doctest skip")
                }
            }
        default:
            break
        }
        for skip in skips where !skip.used {
            problem(skip.line, "the skip '\(skip.prefix)' matches no line of its block")
        }
    }

    mutating func checkFile(_ block: DocBlock, kind: String, path: String) {
        guard let data = FileManager.default.contents(atPath: scratch.url.appendingPathComponent(path).path),
              let text = String(data: data, encoding: .utf8) else {
            problem(block.line, "\(path) does not exist")
            return
        }
        var lines = text.components(separatedBy: "\n")
        if lines.last == "" { lines.removeLast() }
        if kind == "file" {
            if lines != block.lines { problem(block.line, "the block is not \(path):\n" + difference(block.lines, lines)) }
        } else if !Self.excerpt(block.lines, matches: lines) {
            problem(block.line, "the block is not an excerpt of \(path)")
        }
    }

    /// Runs one command; `expecting` nil checks the status only.
    mutating func run(_ text: String, line: Int, expecting: [String]?, status: Int32) {
        guard let words = DocCommand.words(text), let first = words.first else {
            problem(line, "the command uses the shell, which the doc test does not run: \(text)")
            return
        }
        var arguments: [String]
        if first == "transpec" {
            arguments = Array(words.dropFirst())
        } else if words.starts(with: ["swift", "run", "transpec"]) {
            arguments = Array(words.dropFirst(3))
        } else if words.starts(with: ["mkdir", "-p"]), words.count > 2 {
            for folder in words.dropFirst(2) {
                try? FileManager.default.createDirectory(at: scratch.url.appendingPathComponent(folder), withIntermediateDirectories: true)
            }
            if let expecting, !expecting.isEmpty { problem(line, "mkdir -p prints nothing") }
            return
        } else {
            problem(line, "not a command the doc test runs (transpec, swift run transpec, mkdir -p), and no doctest skip names it: \(text)")
            return
        }
        guard let run = try? Self.transpec(arguments, in: scratch.url) else {
            problem(line, "could not run: \(text)")
            return
        }
        if run.status != status {
            problem(line, "`\(text)` exited \(run.status), not \(status):\n\(run.output)")
        }
        if let expecting {
            var actual = run.output.components(separatedBy: "\n")
            if actual.last == "" { actual.removeLast() }
            if !Self.output(expecting, matches: actual) {
                problem(line, "`\(text)` printed what the page does not show:\n" + difference(expecting, actual))
            }
        }
    }

    /// `expected` with `…` lines matching any run of lines.
    static func output(_ expected: [String], matches actual: [String]) -> Bool {
        func match(_ e: Int, _ a: Int) -> Bool {
            if e == expected.count { return a == actual.count }
            if expected[e] == "…" { return (a...actual.count).contains { match(e + 1, $0) } }
            return a < actual.count && expected[e] == actual[a] && match(e + 1, a + 1)
        }
        return match(0, 0)
    }

    /// An excerpt: lines in order from the file's first; a `…` line skips
    /// any number; a line holding `…` spans from a line that starts with
    /// what comes before the `…` to the first that ends with what follows it.
    static func excerpt(_ shown: [String], matches file: [String]) -> Bool {
        var position = 0
        var skipping = false
        for line in shown {
            if line.trimmingCharacters(in: .whitespaces) == "…" {
                skipping = true
                continue
            }
            var prefix = line, suffix: String?
            if let elision = line.range(of: "…") {
                prefix = String(line[..<elision.lowerBound])
                suffix = String(line[elision.upperBound...])
            }
            let starts: (String) -> Bool = { suffix == nil ? $0 == prefix : $0.hasPrefix(prefix) }
            let start: Int
            if skipping {
                guard let found = file[position...].firstIndex(where: starts) else { return false }
                start = found
            } else {
                guard position < file.count, starts(file[position]) else { return false }
                start = position
            }
            position = start + 1
            if let suffix {
                guard let end = file[start...].firstIndex(where: { $0.hasSuffix(suffix) }) else { return false }
                position = end + 1
            }
            skipping = false
        }
        return true
    }

    /// The built `transpec`, with stdout and stderr into one file, in order.
    static func transpec(_ arguments: [String], in folder: URL) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = CLIRun.productsDirectory.appendingPathComponent("transpec")
        process.arguments = arguments
        process.currentDirectoryURL = folder
        var environment = ProcessInfo.processInfo.environment
        environment["NO_COLOR"] = "1"
        process.environment = environment
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("transpec-doc-out-\(UUID().uuidString)")
        guard FileManager.default.createFile(atPath: output.path, contents: nil) else { throw CocoaError(.fileWriteUnknown) }
        defer { try? FileManager.default.removeItem(at: output) }
        let handle = try FileHandle(forWritingTo: output)
        process.standardOutput = handle
        process.standardError = handle
        try process.run()
        process.waitUntilExit()
        try handle.close()
        return (process.terminationStatus, (try? String(contentsOf: output, encoding: .utf8)) ?? "")
    }
}

/// The first line where two texts part, for a failure message.
func difference(_ expected: [String], _ actual: [String]) -> String {
    let index = zip(expected, actual).enumerated().first { $0.element.0 != $0.element.1 }?.offset
        ?? min(expected.count, actual.count)
    func line(_ lines: [String]) -> String { index < lines.count ? lines[index] : "(end)" }
    return "  line \(index + 1) shown:   \(line(expected))\n  line \(index + 1) printed: \(line(actual))\n"
        + "  printed in full:\n" + actual.map { "    " + $0 }.joined(separator: "\n")
}
