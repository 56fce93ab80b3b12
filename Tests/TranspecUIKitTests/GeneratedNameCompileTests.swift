import Foundation
import Testing
import TranspecDiagnostics
import TranspecGenerator
import TranspecSpec
import TranspecTestSupport

/// The name check against the compiler, on hostile and clashing names: what
/// `check` accepts type-checks together with a screen adopting every
/// protocol, and what it rejects, generated anyway, does not.
@Suite struct GeneratedNameCompileTests {
    /// Decoded with one name check, as `check` and `generate` do.
    static func decode(_ yaml: String, path: String = "names.transpec.yaml") -> (spec: SpecIR?, errors: [String]) {
        var names = GeneratedNameCheck()
        var collector = DiagnosticCollector()
        let spec = SpecFrontEnd.decode(SourceFile(path: path, bytes: Array(yaml.utf8)), names: &names,
                                       diagnostics: &collector)
        collector.emit(contentsOf: names.diagnostics)
        let errors = collector.sorted.filter { $0.severity == .error }.map { diagnostic in
            "\(diagnostic.location.map { "\($0.file):\($0.line):\($0.column)" } ?? "-"): \(diagnostic.message)"
        }
        return (spec, errors)
    }

    /// `swiftc -typecheck` of the spec's generated file and `adoption`, as one module.
    static func typeCheck(_ spec: SpecIR, adoption: String) throws -> SwiftCompiler.Invocation {
        let folder = try Repository.scratchDirectory()
        let generated = folder.appendingPathComponent("Generated.swift"), adopter = folder.appendingPathComponent("Adoption.swift")
        try SpecTranslator.render(spec).write(to: generated, atomically: true, encoding: .utf8)
        try adoption.write(to: adopter, atomically: true, encoding: .utf8)
        return try ModelBuild.typeCheck([generated, adopter])
    }

    static func transition(_ name: String, _ operation: String, scrollView: String? = nil, elements: [String] = []) -> String {
        let edge = operation == "push" ? "left" : "bottom"
        var text = "  \(name):\n    operation: \(operation)\n    gesture: { edge: \(edge)"
            + (scrollView.map { ", scrollView: \($0)" } ?? "") + " }\n    spring: { dampingRatio: 1, response: 0.4 }\n"
        if !elements.isEmpty {
            text += "    elements:\n" + elements.map { "      \($0): { alpha: { from: 0, to: 1 } }\n" }.joined()
        }
        return text
    }

    static let header = "transpec: 1\ntransitions:\n"

    /// Push `URLPreview` and `UrlPreview` (one member name, `urlPreview`),
    /// a push named `UIViewController` and a presentation named
    /// `UIViewProperty`: `check` accepts them, and one screen adopting all
    /// four protocols compiles beside UIKit's own `UIViewController` and
    /// `UIViewControllerTransitioningDelegate`.
    @Test func theIssuesNamesThatCheckAcceptsCompileTogether() throws {
        let yaml = Self.header + Self.transition("URLPreview", "push", elements: ["card"])
            + Self.transition("UrlPreview", "push", scrollView: "optional", elements: ["card"])
            + Self.transition("UIViewController", "push", elements: ["card"])
            + Self.transition("UIViewProperty", "present", elements: ["card"])
        let decoded = Self.decode(yaml)
        #expect(decoded.errors.isEmpty, "\(decoded.errors)")
        let spec = try #require(decoded.spec)
        let result = try Self.typeCheck(spec, adoption: """
            #if canImport(UIKit)
            import TranspecUIKit
            import UIKit

            final class PreviewScreen: UIViewController, URLPreviewPresentable, UrlPreviewPresentable,
                UIViewControllerPresentable, UIViewPropertyPresentable {
                let cardView = UIView()
            }

            final class KitDelegate: NSObject, UIViewControllerTransitioningDelegate {}

            @MainActor func views(of screen: PreviewScreen) -> [ScreenViews] {
                [URLPreviewTransition.views(of: screen), UrlPreviewTransition.views(of: screen),
                 UIViewControllerTransition.views(of: screen), UIViewPropertyTransition.views(of: screen)]
            }

            @MainActor func delegates() -> [AnyObject] { [UIViewPropertyTransitioningDelegate(), KitDelegate()] }
            #endif
            """)
        #expect(result.succeeded, "\(result.output)")
    }

    /// With scroll views, `URLPreview` and `UrlPreview` both declare
    /// `urlPreviewScrollView`: `check` reports it at both transitions.
    @Test func urlPreviewAndUrlPreviewWithScrollViewsAreReportedAtBoth() {
        let yaml = Self.header + Self.transition("URLPreview", "push", scrollView: "required")
            + Self.transition("UrlPreview", "push", scrollView: "optional")
        #expect(Self.decode(yaml).errors == [
            "names.transpec.yaml:3:3: transition 'URLPreview' and transition 'UrlPreview' both declare "
                + "'urlPreviewScrollView'; rename one",
            "names.transpec.yaml:7:3: transition 'UrlPreview' and transition 'URLPreview' both declare "
                + "'urlPreviewScrollView'; rename one",
        ])
    }

    /// A presentation named `UIViewController` declares
    /// `UIViewControllerTransitioningDelegate`: `check` rejects it at the
    /// name, and generated anyway it hides UIKit's protocol from the module.
    @Test func aPresentationNamedUIViewControllerIsRejectedAndWouldShadowUIKit() throws {
        let yaml = Self.header + Self.transition("UIViewController", "present")
        let decoded = Self.decode(yaml)
        #expect(decoded.errors == [
            "names.transpec.yaml:3:3: transition 'UIViewController' declares 'UIViewControllerTransitioningDelegate' "
                + "(UIKit's): your module would see the generated type instead; rename it",
        ])
        let result = try Self.typeCheck(try #require(decoded.spec), adoption: """
            #if canImport(UIKit)
            import UIKit
            final class KitDelegate: NSObject, UIViewControllerTransitioningDelegate {}
            #endif
            """)
        #expect(!result.succeeded)
        #expect(result.output.contains("KitDelegate"), "\(result.output)")
    }

    /// `card`'s element `urlScroll` asks for `urlScrollView: UIView`, `url`'s
    /// scroll view for `urlScrollView: UIScrollView`. `check` rejects the
    /// pair; generated anyway, no screen can adopt both protocols. Renaming
    /// the element is all it takes to compile.
    @Test(arguments: [("urlScroll", false), ("urlPane", true)])
    func anElementViewAndAScrollViewOfOneNameDoNotCompile(_ element: String, _ accepted: Bool) throws {
        let yaml = Self.header + Self.transition("card", "dismiss", elements: [element])
            + Self.transition("url", "dismiss", scrollView: "required")
        let decoded = Self.decode(yaml)
        #expect(decoded.errors.isEmpty == accepted, "\(decoded.errors)")
        if !accepted {
            #expect(decoded.errors.first == "names.transpec.yaml:3:3: transition 'card' and transition 'url' both "
                + "declare 'urlScrollView'; rename one")
        }
        let result = try Self.typeCheck(try #require(decoded.spec), adoption: """
            #if canImport(UIKit)
            import UIKit
            final class Screen: UIViewController, CardPresentable, UrlPresentable {
                let \(element)View = UIView()
                let urlScrollView = UIScrollView()
            }
            #endif
            """.replacingOccurrences(of: "let urlScrollView = UIScrollView()\n",
                                     with: accepted ? "let urlScrollView = UIScrollView()\n" : ""))
        #expect(result.succeeded == accepted, "\(result.output)")
        if !accepted { #expect(result.output.contains("does not conform to protocol"), "\(result.output)") }
    }
}
