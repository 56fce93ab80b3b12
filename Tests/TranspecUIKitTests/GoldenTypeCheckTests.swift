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

    @Test func aMutatedGoldenIsRejected() throws {
        let golden = try String(contentsOf: Goldens.golden(for: "Specs/tags-sheet.transpec.yaml"), encoding: .utf8)
        // A modal transition configured as a navigation one has no `navigation` plan.
        let mutated = golden.replacingOccurrences(
            of: "extension TagsSheetPresentTransition: ModalTransitionDefinition {",
            with: "extension TagsSheetPresentTransition: NavigationTransitionDefinition {")
        #expect(mutated != golden)
        let result = try ModelBuild.typeCheck(source: mutated)
        #expect(!result.succeeded)
        #expect(result.output.contains("does not conform to protocol 'NavigationTransitionDefinition'"), "\(result.output)")
    }
}
