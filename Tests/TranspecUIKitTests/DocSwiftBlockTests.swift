import Foundation
import Testing
import TranspecGenerator
import TranspecTestSupport

/// The adoption code README.md and Docs/*.md show compiles, as shown, with
/// the code `generate` writes. Every ```` ```swift ```` block carries a
/// marker line right above it (the `<!-- doctest: … -->` convention of
/// `DocCommandTests`, which knows these markers too):
///
/// - `<!-- doctest: typecheck SPEC… -->`: the block, after `import UIKit`
///   (unless it imports something itself), type-checks with Swift 6 and
///   warnings as errors against the UIKit model (`Tests/UIKitModel`) and
///   `TranspecUIKit`, together with the file `generate` writes for each
///   SPEC (a path from the repository root).
/// - `<!-- doctest: excerpt PATH -->` or `file PATH`: the block is a part of
///   PATH, which `DocCommandTests` checks.
/// - `<!-- doctest: skip typecheck: REASON -->`: not compiled, for REASON
///   (a `Package.swift` manifest is not app code).
///
/// A block with none of them fails, so new adoption code cannot go unchecked.
@Suite struct DocSwiftBlockTests {
    static let pages: [String] = {
        let docs = (try? FileManager.default.contentsOfDirectory(atPath: Repository.root.appendingPathComponent("Docs").path)) ?? []
        return ["README.md"] + docs.filter { $0.hasSuffix(".md") }.sorted().map { "Docs/\($0)" }
    }()

    @Test(arguments: pages)
    func everySwiftBlockIsCompiledOrAccountedFor(_ page: String) throws {
        let text = try String(contentsOf: Repository.root.appendingPathComponent(page), encoding: .utf8)
        let blocks = SwiftBlock.blocks(in: text)
        for block in blocks {
            switch block.check {
            case .typeCheck(let specs):
                let result = try SwiftBlock.typeCheck(block.lines, with: specs)
                #expect(result.succeeded, "\(page):\(block.line): the block does not compile:\n\(result.output)")
            case .checkedElsewhere, .skipped:
                break
            case .unmarked(let problem):
                Issue.record("\(page):\(block.line): \(problem)")
            }
        }
    }

    /// The pages hold adoption code this test compiles: if the markers were
    /// lost, every page would pass vacuously.
    @Test func thePagesShowAdoptionCodeToCompile() throws {
        var counts: [String: Int] = [:]
        for page in Self.pages {
            let text = try String(contentsOf: Repository.root.appendingPathComponent(page), encoding: .utf8)
            counts[page] = SwiftBlock.blocks(in: text).filter {
                if case .typeCheck = $0.check { true } else { false }
            }.count
        }
        TestFigures.record("type-checked swift blocks: \(counts.filter { $0.value > 0 }.sorted { $0.key < $1.key })")
        #expect(counts["README.md", default: 0] >= 2, "\(counts)")
        #expect(counts.values.reduce(0, +) >= 3, "\(counts)")
    }

    /// The convention's rules, each on a page that breaks it.
    @Test func theConventionCatchesEachKindOfDrift() throws {
        let adoption = """
            final class TagsViewController: UIViewController, TagsSheetDismissPresentable {
                let tableView = UITableView()
                let transitions = TagsSheetDismissTransitioningDelegate()
                var tagsSheetDismissScrollView: UIScrollView? { tableView }
            }
            """
        let marked = "<!-- doctest: typecheck Specs/tags-sheet.transpec.yaml -->\n```swift\n\(adoption)\n```\n"
        let block = try #require(SwiftBlock.blocks(in: marked).first)
        guard case .typeCheck(let specs) = block.check else {
            Issue.record("a typecheck marker was not read: \(block.check)")
            return
        }
        #expect(try SwiftBlock.typeCheck(block.lines, with: specs).succeeded)
        // Code that names a type `generate` does not write does not compile.
        let renamed = block.lines.map {
            $0.replacingOccurrences(of: "TagsSheetDismissTransitioningDelegate", with: "TagsSheetTransitioningDelegate")
        }
        let result = try SwiftBlock.typeCheck(renamed, with: specs)
        #expect(!result.succeeded)
        #expect(result.output.contains("TagsSheetTransitioningDelegate"), "\(result.output)")
        // Without the generated file the delegate type does not exist.
        #expect(try !SwiftBlock.typeCheck(block.lines, with: []).succeeded)
        // An unmarked block, an unknown spec, a skip without a reason.
        func check(_ page: String) -> SwiftBlock.Check? { SwiftBlock.blocks(in: page).first?.check }
        if case .unmarked = check("```swift\n\(adoption)\n```\n") {} else { Issue.record("an unmarked block passed") }
        if case .unmarked = check("<!-- doctest: typecheck Specs/none.transpec.yaml -->\n```swift\nlet x = 1\n```\n") {} else {
            Issue.record("a missing spec passed")
        }
        if case .unmarked = check("<!-- doctest: skip typecheck: -->\n```swift\nlet x = 1\n```\n") {} else {
            Issue.record("a skip without a reason passed")
        }
        if case .skipped = check("<!-- doctest: skip typecheck: a manifest -->\n```swift\nlet x = 1\n```\n") {} else {
            Issue.record("a skip with a reason was not read")
        }
    }
}

/// A ```` ```swift ```` block of a Markdown page and what its marker asks.
struct SwiftBlock {
    enum Check {
        case typeCheck(specs: [String])
        case checkedElsewhere
        case skipped(reason: String)
        case unmarked(String)
    }

    /// The fence's line, 1-based.
    var line: Int
    /// The block's lines, the fence's indentation removed.
    var lines: [String]
    var check: Check

    static func blocks(in text: String) -> [SwiftBlock] {
        let lines = text.components(separatedBy: "\n")
        var blocks: [SwiftBlock] = []
        var index = 0
        while index < lines.count {
            let trimmed = lines[index].trimmingCharacters(in: .whitespaces)
            guard trimmed.hasPrefix("```") else {
                index += 1
                continue
            }
            let indent = lines[index].prefix { $0 == " " }.count
            var end = index + 1
            var body: [String] = []
            while end < lines.count, !lines[end].trimmingCharacters(in: .whitespaces).hasPrefix("```") {
                body.append(String(lines[end].dropFirst(min(indent, lines[end].prefix { $0 == " " }.count))))
                end += 1
            }
            if trimmed.dropFirst(3).trimmingCharacters(in: .whitespaces) == "swift" {
                var markers: [String] = []
                var above = index - 1
                while above >= 0, lines[above].trimmingCharacters(in: .whitespaces).hasPrefix("<!-- doctest:") {
                    markers.append(lines[above].trimmingCharacters(in: .whitespaces))
                    above -= 1
                }
                blocks.append(SwiftBlock(line: index + 1, lines: body, check: check(markers)))
            }
            index = end + 1
        }
        return blocks
    }

    private static func check(_ markers: [String]) -> Check {
        for marker in markers {
            let body = marker.dropFirst("<!-- doctest:".count).dropLast(marker.hasSuffix("-->") ? 3 : 0)
                .trimmingCharacters(in: .whitespaces)
            if body.hasPrefix("typecheck ") {
                let specs = body.dropFirst("typecheck ".count).split(separator: " ").map(String.init)
                let missing = specs.filter { !FileManager.default.fileExists(atPath: Repository.root.appendingPathComponent($0).path) }
                if specs.isEmpty || !missing.isEmpty {
                    return .unmarked("the typecheck marker names no spec, or one that does not exist: \(missing)")
                }
                return .typeCheck(specs: specs)
            }
            if body.hasPrefix("skip typecheck:") {
                let reason = body.dropFirst("skip typecheck:".count).trimmingCharacters(in: .whitespaces)
                return reason.isEmpty ? .unmarked("a skip needs a reason") : .skipped(reason: reason)
            }
            if body.hasPrefix("excerpt ") || body.hasPrefix("file ") { return .checkedElsewhere }
        }
        return .unmarked("a swift block that is not compiled: mark it `<!-- doctest: typecheck SPEC… -->`, "
            + "or `<!-- doctest: skip typecheck: REASON -->` (see DocSwiftBlockTests)")
    }

    /// Type-checks `lines` on the UIKit model with the generated file of each spec.
    static func typeCheck(_ lines: [String], with specs: [String]) throws -> SwiftCompiler.Invocation {
        let folder = try Repository.scratchDirectory("transpec-doc-swift")
        var files: [URL] = []
        for spec in specs {
            let file = folder.appendingPathComponent(SpecTranslator.outputFileName(forSpecPath: spec))
            try SpecTranslator.render(Goldens.decode(spec)).write(to: file, atomically: true, encoding: .utf8)
            files.append(file)
        }
        let imports = lines.contains { $0.hasPrefix("import ") } ? [] : ["import UIKit", ""]
        let block = folder.appendingPathComponent("Block.swift")
        try (imports + lines + [""]).joined(separator: "\n").write(to: block, atomically: true, encoding: .utf8)
        return try ModelBuild.typeCheck(files + [block])
    }
}
