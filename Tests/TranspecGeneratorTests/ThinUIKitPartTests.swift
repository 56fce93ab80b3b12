import Foundation
import Testing
import TranspecTestSupport

/// Issue 17's goal, guarded: the UIKit part `generate` writes for one modal
/// transition is at most 40 lines. Counted in each golden's
/// `#if canImport(UIKit)` block: the top-level declarations that name the
/// transition (its `Presentable` protocol and defaults, its delegate
/// typealias, its `ModalTransitionDefinition` or `PairedDismissalDefinition`
/// extension) with the blank
/// lines between them, plus the block's own lines (`#if`, imports, `#endif`)
/// that a file with only this transition still needs.
@Suite struct ThinUIKitPartTests {
    static let limit = 40

    @Test(arguments: Goldens.specPaths)
    func eachModalTransitionsUIKitPartIsAtMostFortyLines(_ specPath: String) throws {
        let golden = try String(contentsOf: Goldens.golden(for: specPath), encoding: .utf8)
        let counts = UIKitPart.modalLineCounts(golden)
        print("\(specPath): UIKit lines per modal transition: \(counts.sorted { $0.key < $1.key })")
        for (transition, lines) in counts {
            #expect(lines <= Self.limit, "\(transition)'s UIKit part is \(lines) generated lines, more than \(Self.limit)")
        }
    }

    /// The goldens hold modal transitions to count, and the count sees growth.
    @Test func theCountSeesEveryModalTransitionAndItsGrowth() throws {
        var all: [String: Int] = [:]
        for path in Goldens.specPaths {
            let golden = try String(contentsOf: Goldens.golden(for: path), encoding: .utf8)
            all.merge(UIKitPart.modalLineCounts(golden)) { a, _ in a }
        }
        #expect(all.count >= 5, "\(all)")
        let path = "Specs/tags-sheet.transpec.yaml"
        let golden = try String(contentsOf: Goldens.golden(for: path), encoding: .utf8)
        let before = try #require(UIKitPart.modalLineCounts(golden)["TagsSheetDismiss"])
        // Thirty more lines in the transition's extension (the 150-line code of
        // before issue 17 grew there) count against it, and only it.
        let grown = golden.replacingOccurrences(
            of: "extension TagsSheetDismissTransition: PairedDismissalDefinition {\n",
            with: "extension TagsSheetDismissTransition: PairedDismissalDefinition {\n"
                + String(repeating: "    // a line\n", count: 30))
        let after = UIKitPart.modalLineCounts(grown)
        #expect(after["TagsSheetDismiss"] == before + 30, "\(before) → \(after)")
        #expect(after["TagsSheetPresent"] == UIKitPart.modalLineCounts(golden)["TagsSheetPresent"])
        #expect(after["TagsSheetDismiss"].map { $0 > ThinUIKitPartTests.limit } == true)
    }
}

/// Reads a generated file's `#if canImport(UIKit)` block.
enum UIKitPart {
    /// Lines per modal transition (by name, without `Transition`).
    static func modalLineCounts(_ source: String) -> [String: Int] {
        let lines = source.components(separatedBy: "\n")
        guard let start = lines.firstIndex(of: "#if canImport(UIKit)"),
              let end = lines[start...].firstIndex(of: "#endif") else { return [:] }
        let body = Array(lines[(start + 1)..<end])
        let frame = 2 + body.filter { $0.hasPrefix("import ") }.count
        let declarations = paragraphs(body.filter { !$0.hasPrefix("import ") })
        let modal = try! Regex(#"^extension (\w+)Transition: (?:ModalTransitionDefinition|PairedDismissalDefinition)"#)
        let names = declarations.compactMap { paragraph in
            paragraph.lazy.compactMap { $0.firstMatch(of: modal) }.first.map { String($0.output[1].substring ?? "") }
        }
        // A paragraph belongs to the transition it declares, not to one it
        // only mentions (a pair's dismissal refines its presentation's protocol).
        let declared = try! Regex(#"^(?:public )?(?:protocol|typealias|extension) (\w+)"#)
        func declaredName(_ paragraph: [String]) -> String? {
            paragraph.lazy.compactMap { $0.firstMatch(of: declared) }.first.map { String($0.output[1].substring ?? "") }
        }
        var counts: [String: Int] = [:]
        for name in names {
            let mine = Set(["Presentable", "TransitioningDelegate", "Transition"].map { name + $0 })
            let owned = declarations.filter { declaredName($0).map(mine.contains) ?? false }
            counts[name] = frame + owned.map(\.count).reduce(0, +) + max(owned.count - 1, 0)
        }
        return counts
    }

    /// Top-level declarations with their comments: runs of lines split at
    /// blank lines outside braces.
    static func paragraphs(_ lines: [String]) -> [[String]] {
        var result: [[String]] = [], current: [String] = [], depth = 0
        for line in lines {
            if line.trimmingCharacters(in: .whitespaces).isEmpty, depth == 0 {
                if !current.isEmpty { result.append(current) }
                current = []
                continue
            }
            current.append(line)
            depth += line.filter { $0 == "{" }.count - line.filter { $0 == "}" }.count
        }
        if !current.isEmpty { result.append(current) }
        return result
    }
}
