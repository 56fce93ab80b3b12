import Foundation
import Testing

/// Every golden type-checks against the UIKit stand-in with Swift 6 and
/// warnings as errors; a mutated golden does not.
@Suite struct GoldenTypeCheckTests {
    @Test(arguments: Goldens.specPaths)
    func goldenTypeChecks(_ specPath: String) throws {
        let result = try UIKitStandIn.typeCheck([Goldens.golden(for: specPath)])
        #expect(result.succeeded, "\(specPath) failed to type-check:\n\(result.output)")
    }

    @Test func theReadmeAdoptionCompilesWithTheGeneratedTagsSheet() throws {
        let result = try UIKitStandIn.typeCheck([
            Goldens.golden(for: "Specs/tags-sheet.transpec.yaml"), Goldens.folder.appendingPathComponent("Adoption.swift"),
        ])
        #expect(result.succeeded, "\(result.output)")
    }

    @Test func aMutatedGoldenIsRejected() throws {
        let golden = try String(contentsOf: Goldens.golden(for: "Specs/tags-sheet.transpec.yaml"), encoding: .utf8)
        let mutated = golden.replacingOccurrences(
            of: "func startInteractiveTransition(_ transitionContext: any UIViewControllerContextTransitioning)",
            with: "func startInteractiveTransition(_ transitionContext: (any UIViewControllerContextTransitioning)?)")
        #expect(mutated != golden)
        let result = try UIKitStandIn.typeCheck(source: mutated)
        #expect(!result.succeeded)
        #expect(result.output.contains("does not conform to protocol 'UIViewControllerInteractiveTransitioning'"), "\(result.output)")
    }
}
