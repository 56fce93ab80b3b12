import Foundation
import Testing
import TranspecTestSupport
@testable import TranspecGenerator

/// A detent sheet's namespace declares `Detent`, one case per detent in the
/// spec's order, whose raw values are the spec's names however Swift has to
/// spell the case; the delegate's typed API takes it.
@Suite struct DetentEnumTests {
    static let spec = """
        transpec: 1
        transitions:
          Sheet drag:
            operation: dismiss
            gesture: { edge: bottom }
            release: { projection: normal, threshold: 0.5 }
            spring: { dampingRatio: 1, response: 0.4 }
            detents:
              heights: { "half open": 50%, default: 90%, "1st": 120 }
              dismissible: false
          No detents:
            operation: dismiss
            gesture: { edge: bottom }
            spring: { dampingRatio: 1, response: 0.4 }

        """

    @Test func casesAreTheSpecsNamesInItsOrder() throws {
        let text = SpecTranslator.render(try Goldens.decode(Array(Self.spec.utf8), file: "Specs/sheet.transpec.yaml"))
        #expect(text.contains("""
                enum Detent: String, CaseIterable, Sendable {
                    case halfOpen = "half open", `default`, _1st = "1st"
                }
            """), "\(text)")
        #expect(text.contains("extension SheetDragTransition: ModalTransitionDefinition, DetentSheetDefinition {"))
        // A sheet without detents has neither.
        #expect(text.components(separatedBy: "enum Detent").count == 2)
        #expect(text.contains("extension NoDetentsTransition: ModalTransitionDefinition {"))

        // Compiled and run on the UIKit model: the raw values are the spec's
        // names, and the delegate's typed API takes the cases.
        let folder = try Repository.scratchDirectory("transpec-detent-enum")
        let generated = folder.appendingPathComponent("Sheet.swift"), main = folder.appendingPathComponent("main.swift")
        try text.write(to: generated, atomically: true, encoding: .utf8)
        try """
            import TranspecUIKit
            import UIKit

            print(SheetDragTransition.Detent.allCases.map(\\.rawValue))
            print(SheetDragTransition.Detent(rawValue: "default") == .default, SheetDragTransition.Detent(rawValue: "halfOpen") == nil)

            @MainActor func typed(_ delegate: SheetDragTransitioningDelegate, _ screen: any SheetDragPresentable) -> SheetDragTransition.Detent? {
                delegate.setDetent(.halfOpen, of: screen, animated: true)
                delegate.onDetentChange { (_: SheetDragTransition.Detent) in }
                return delegate.sheetDetent(of: screen)
            }

            """.write(to: main, atomically: true, encoding: .utf8)
        let executable = try ModelBuild.executable([generated, main], named: "DetentEnum")
        let result = try SwiftCompiler.run(executable, [])
        #expect(result.succeeded, "\(result.output)")
        #expect(result.output == "[\"half open\", \"default\", \"1st\"]\ntrue true\n")
    }
}
