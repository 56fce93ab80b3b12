import Foundation
import Testing
import TranspecTestSupport

/// Every golden type-checks against the UIKit model with Swift 6 and
/// warnings as errors; a mutated golden does not.
@Suite struct GoldenTypeCheckTests {
    @Test(arguments: Goldens.specPaths)
    func goldenTypeChecks(_ specPath: String) throws {
        let result = try ModelBuild.typeCheck([Goldens.golden(for: specPath)])
        #expect(result.succeeded, "\(specPath) failed to type-check:\n\(result.output)")
    }

    /// The README's adoption block, exactly as printed, compiles with the
    /// generated Tags sheet: it presents with `TagsSheetPresent` (the pair's
    /// presentation) and dismisses with `TagsSheetDismiss`.
    @Test func theReadmeAdoptionCompilesWithTheGeneratedTagsSheet() throws {
        let adoption = try Self.readmeAdoption()
        #expect(adoption.contains("TagsSheetDismissTransitioningDelegate()"))
        #expect(adoption.contains(".present(tags, from: self)") && adoption.contains("dismiss(animated: true)"))
        let golden = Goldens.golden(for: "Specs/tags-sheet.transpec.yaml")
        let snippet = try Repository.scratchDirectory().appendingPathComponent("Adoption.swift")
        try ("import UIKit\n\n" + adoption).write(to: snippet, atomically: true, encoding: .utf8)
        let result = try ModelBuild.typeCheck([golden, snippet])
        #expect(result.succeeded, "\(result.output)")
        // A screen that does not adopt the generated protocol cannot use the delegate.
        let unadopted = adoption.replacingOccurrences(of: ", TagsSheetDismissPresentable {", with: " {")
        #expect(unadopted != adoption)
        try ("import UIKit\n\n" + unadopted).write(to: snippet, atomically: true, encoding: .utf8)
        #expect(try !ModelBuild.typeCheck([golden, snippet]).succeeded)
    }

    /// The Swift block after `<!-- adoption: … -->` in README.md.
    static func readmeAdoption() throws -> String {
        let readme = try String(contentsOf: Repository.root.appendingPathComponent("README.md"), encoding: .utf8)
        let lines = readme.split(separator: "\n", omittingEmptySubsequences: false)
        guard let marker = lines.firstIndex(where: { $0.hasPrefix("<!-- adoption:") }),
              marker + 1 < lines.count, lines[marker + 1] == "```swift",
              let end = lines[(marker + 2)...].firstIndex(of: "```")
        else { throw ReadmeBlockMissing() }
        return lines[(marker + 2)..<end].joined(separator: "\n") + "\n"
    }

    struct ReadmeBlockMissing: Error {}

    @Test func aMutatedGoldenIsRejected() throws {
        let golden = try String(contentsOf: Goldens.golden(for: "Specs/tags-sheet.transpec.yaml"), encoding: .utf8)
        // A modal transition configured as a navigation one has no `navigation` plan.
        let mutated = golden.replacingOccurrences(
            of: "extension TagsSheetDismissTransition: ModalTransitionDefinition {",
            with: "extension TagsSheetDismissTransition: NavigationTransitionDefinition {")
        #expect(mutated != golden)
        let result = try ModelBuild.typeCheck(source: mutated)
        #expect(!result.succeeded)
        #expect(result.output.contains("does not conform to protocol 'NavigationTransitionDefinition'"), "\(result.output)")
    }
}
