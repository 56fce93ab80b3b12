import Foundation
import Testing
import TranspecTestSupport

/// The model's declarations are the SDK's: the library and every golden,
/// written against the model, type-check against the shared reference
/// surface too (`../shared/uikit-surface`, which declares the SDK's
/// signatures with a source for each). A clone without `../shared` skips
/// this, saying so.
@Suite(.enabled(if: ReferenceSurface.isAvailable, "../shared/uikit-surface is absent: signature check skipped"))
struct ReferenceSignatureTests {
    @Test func theLibraryAndTheGoldensTypeCheckAgainstTheReference() throws {
        let result = try ReferenceSurface.typeCheck(Goldens.specPaths.map(Goldens.golden(for:)))
        #expect(result.succeeded, "\(result.output)")
    }

    /// TranspecSwiftUI and the SwiftUI apps its scenarios play use only
    /// declarations the SDK has, with its signatures: they type-check
    /// against the SwiftUI surface, not only against the model.
    @Test(.enabled(if: SwiftUISurface.isAvailable, "../shared/swiftui-surface is absent: SwiftUI signature check skipped"))
    func theSwiftUIShellAndItsAppsTypeCheckAgainstTheReference() throws {
        let apps = [
            "TagsApp.swift", "MapsApp.swift", "StackApp.swift", "ViewStackApp.swift", "PhotoApp.swift", "CardApp.swift",
            "PhotoStackApp.swift", "FeedApp.swift", "FeedStackApp.swift",
        ].map {
            Repository.root.appendingPathComponent("Tests/SwiftUIScenarios").appendingPathComponent($0)
        }
        let goldens = [
            "Specs/tags-sheet.transpec.yaml", "Specs/maps-sheet.transpec.yaml", "Specs/photo-preview.transpec.yaml",
            "Specs/app-store-card.transpec.yaml", "Specs/pull-to-dismiss.transpec.yaml",
        ].map(Goldens.golden(for:))
        let result = try ReferenceSurface.typeCheck(goldens + [SwiftUIScenarioTests.generatedStack()] + apps, swiftUI: true)
        #expect(result.succeeded, "\(result.output)")
    }

    /// TranspecSwiftUI runs on the package's iOS floor: built against the
    /// SwiftUI surface with every declaration newer than the floor marked
    /// deprecated (and warnings as errors), it uses none of them. So do the
    /// Tags, Maps, photo, card and feed apps (their generated hosting controllers
    /// with them), the NavigationView stack app and the example app; the stack app's
    /// `NavigationStack` is iOS 16 (the check finds it, which is how this
    /// test was tried).
    @Test(.enabled(if: SwiftUISurface.isAvailable, "../shared/swiftui-surface is absent: SwiftUI availability check skipped"))
    func theSwiftUIShellNeedsNothingNewerThanThePackagesFloor() throws {
        let floor = try ReferenceSurface.packageIOSFloor()
        #expect(floor == 15, "the package's iOS floor is \(floor): say so in Docs/SwiftUI.md")
        let apps = ["TagsApp.swift", "MapsApp.swift", "PhotoApp.swift", "CardApp.swift", "ViewStackApp.swift", "FeedApp.swift"].map {
            Repository.root.appendingPathComponent("Tests/SwiftUIScenarios").appendingPathComponent($0)
        }
        let goldens = [
            "Specs/tags-sheet.transpec.yaml", "Specs/maps-sheet.transpec.yaml", "Specs/photo-preview.transpec.yaml",
            "Specs/app-store-card.transpec.yaml", "Specs/pull-to-dismiss.transpec.yaml",
        ].map(Goldens.golden(for:))
        let scenarios = try ReferenceSurface.typeCheck(
            goldens + [SwiftUIScenarioTests.generatedStack()] + apps, swiftUI: true, iOSFloor: floor)
        #expect(scenarios.succeeded, "\(scenarios.output)")
        let example = try ReferenceSurface.typeCheck(SwiftUIExampleTests.sources(), swiftUI: true, iOSFloor: floor)
        #expect(example.succeeded, "\(example.output)")
        // The rewrite reaches the surface: the surface marks dozens of declarations newer than the floor.
        #expect(ReferenceSurface.markedNewer > 20, "\(ReferenceSurface.markedNewer) declarations marked newer than iOS \(floor)")
    }
}

extension ReferenceSurface {
    /// How many declarations the last `markNewer` marked.
    nonisolated(unsafe) static var markedNewer = 0

    /// `@available(iOS 16.0, …)` → `@available(*, deprecated, message: "iOS 16.0")`
    /// for every version past `floor`, on attribute lines of the surface.
    static func markNewer(than floor: Int, in surface: String) -> String {
        var count = 0
        let lines = surface.split(separator: "\n", omittingEmptySubsequences: false).map { line -> Substring in
            let trimmed = line.drop { $0 == " " }
            guard trimmed.hasPrefix("@available(iOS "), let close = trimmed.firstIndex(of: ")") else { return line }
            let version = trimmed.dropFirst("@available(iOS ".count).prefix { $0.isNumber || $0 == "." }
            guard let major = Int(version.prefix { $0.isNumber }), major > floor else { return line }
            count += 1
            let indent = line.prefix { $0 == " " }
            return indent + "@available(*, deprecated, message: \"iOS \(version)\")" + trimmed[trimmed.index(after: close)...]
        }
        markedNewer = count
        return lines.joined(separator: "\n")
    }

    /// The iOS version of the package's `platforms` (`.iOS(.v15)` → 15).
    static func packageIOSFloor() throws -> Int {
        let manifest = try String(contentsOf: Repository.root.appendingPathComponent("Package.swift"), encoding: .utf8)
        guard let range = manifest.range(of: ".iOS(.v"),
              let major = Int(manifest[range.upperBound...].prefix { $0.isNumber }) else {
            throw ModelBuild.Failed(description: "Package.swift names no iOS platform")
        }
        return major
    }
}

/// Builds the reference surface as a module named `UIKit`, and the runtime
/// and `TranspecUIKit` against it, to type-check code.
enum ReferenceSurface {
    static let source = Repository.shared.appendingPathComponent("uikit-surface/UIKit.swift")

    static var isAvailable: Bool { FileManager.default.fileExists(atPath: source.path) }

    /// Declarations of the SDK the reference does not carry but the library
    /// uses, with the SDK's signatures (Apple: UIView.effectiveUserInterfaceLayoutDirection,
    /// UIUserInterfaceLayoutDirection; UIFeedbackGenerator.h, UIImpactFeedbackGenerator.h,
    /// UISelectionFeedbackGenerator.h; UIInterface.h's UIUserInterfaceStyle, UITraitCollection.h's
    /// userInterfaceStyle, UIColor.h's initWithDynamicProvider:, a sendability-audited header).
    static let supplement = """
        @MainActor open class UIFeedbackGenerator: NSObject {
            open func prepare() {}
        }
        @MainActor open class UIImpactFeedbackGenerator: UIFeedbackGenerator {
            public enum FeedbackStyle: Int, @unchecked Sendable {
                case light = 0, medium = 1, heavy = 2, soft = 3, rigid = 4
            }
            public init(style: UIImpactFeedbackGenerator.FeedbackStyle) {}
            open func impactOccurred() {}
            open func impactOccurred(intensity: CGFloat) {}
        }
        @MainActor open class UISelectionFeedbackGenerator: UIFeedbackGenerator {
            open func selectionChanged() {}
        }
        public enum UIUserInterfaceLayoutDirection: Int, @unchecked Sendable {
            case leftToRight = 0, rightToLeft = 1
        }
        extension UIView {
            @available(iOS 10.0, *)
            public var effectiveUserInterfaceLayoutDirection: UIUserInterfaceLayoutDirection { .leftToRight }
        }
        public enum UIAccessibility {
            @MainActor public static var isReduceMotionEnabled: Bool { false }
        }
        @available(iOS 12.0, *)
        public enum UIUserInterfaceStyle: Int, @unchecked Sendable {
            case unspecified = 0, light = 1, dark = 2
        }
        @available(iOS 8.0, *)
        open class UITraitCollection: NSObject, @unchecked Sendable {
            @available(iOS 12.0, *)
            open var userInterfaceStyle: UIUserInterfaceStyle { .unspecified }
        }
        extension UIColor {
            @available(iOS 13.0, *)
            public convenience init(dynamicProvider: @escaping @Sendable (UITraitCollection) -> UIColor) { fatalError() }
        }
        """

    /// UIAccessibility.h's `- (BOOL)accessibilityPerformEscape` (an `NSObject`
    /// category, iOS 5), which the reference lacks: Swift without Objective-C
    /// overrides only class members, so it goes into `UIResponder`, as in the model.
    static let responderMembers = "    open func accessibilityPerformEscape() -> Bool { false }\n"

    /// UIView.h's hit-testing, which the reference lacks and the library
    /// overrides (class members, so into `UIView` itself):
    /// `- (nullable UIView *)hitTest:(CGPoint)point withEvent:(nullable UIEvent *)event;` and
    /// `- (BOOL)pointInside:(CGPoint)point withEvent:(nullable UIEvent *)event;`.
    static let viewMembers = """
            open func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? { nil }
            open func point(inside point: CGPoint, with event: UIEvent?) -> Bool { false }

        """


    /// `files` type-checked against the reference, the runtime and
    /// `TranspecUIKit`; with `swiftUI`, also against the SwiftUI surface
    /// (`../shared/swiftui-surface`, built over the same UIKit) and
    /// `TranspecSwiftUI` built against it.
    ///
    /// With `iOSFloor`, each SwiftUI declaration available only after that
    /// iOS version is marked deprecated, so that a use of one fails
    /// TranspecSwiftUI's build (warnings are errors there): what the Swift
    /// compiler would say building for that iOS, which it cannot here.
    static func typeCheck(_ files: [URL], swiftUI: Bool = false, iOSFloor: Int? = nil) throws -> SwiftCompiler.Invocation {
        let swiftc = try SwiftCompiler.locate()
        let folder = try Repository.scratchDirectory("transpec-reference")
        let supplementFile = folder.appendingPathComponent("Supplement.swift")
        try supplement.write(to: supplementFile, atomically: true, encoding: .utf8)
        func module(_ name: String, _ sources: [URL], _ extra: [String] = []) throws {
            let result = try swiftc.run(
                ["-emit-module", "-parse-as-library", "-swift-version", "6", "-module-name", name,
                 "-package-name", ModelBuild.packageName, "-I", folder.path,
                 "-emit-module-path", folder.appendingPathComponent("\(name).swiftmodule").path] + extra + sources.map(\.path))
            guard result.succeeded else { throw ModelBuild.Failed(description: "\(name) against the reference:\n\(result.output)") }
        }
        var reference = try String(contentsOf: source, encoding: .utf8)
        guard let responder = reference.range(of: "open class UIResponder: NSObject {\n") else {
            throw ModelBuild.Failed(description: "the reference no longer declares UIResponder as expected")
        }
        reference.insert(contentsOf: responderMembers, at: responder.upperBound)
        guard let view = reference.range(of: "open class UIView: UIResponder, @preconcurrency NSCoding, UICoordinateSpace {\n") else {
            throw ModelBuild.Failed(description: "the reference no longer declares UIView as expected")
        }
        reference.insert(contentsOf: viewMembers, at: view.upperBound)
        let referenceFile = folder.appendingPathComponent("UIKit.swift")
        try reference.write(to: referenceFile, atomically: true, encoding: .utf8)
        try module("UIKit", [referenceFile, supplementFile])
        try module("TranspecRuntime", Repository.sources(of: "TranspecRuntime"))
        let glue = folder.appendingPathComponent("TranspecUIKitSources")
        try FileManager.default.createDirectory(at: glue, withIntermediateDirectories: true)
        let sources = try Repository.sources(of: "TranspecUIKit").map { source in
            guard source.lastPathComponent == "ObjectiveCBridge.swift" else { return source }
            let copy = glue.appendingPathComponent(source.lastPathComponent)
            try ModelBuild.rewriteForLinux(String(contentsOf: source, encoding: .utf8)).write(to: copy, atomically: true, encoding: .utf8)
            return copy
        }
        try module("TranspecUIKit", sources, ["-warnings-as-errors", "-D", ModelBuild.modelFlag])
        if swiftUI {
            var surface = SwiftUISurface.folder.appendingPathComponent("SwiftUI.swift")
            if let iOSFloor {
                let text = try String(contentsOf: surface, encoding: .utf8)
                surface = folder.appendingPathComponent("SwiftUI.swift")
                try markNewer(than: iOSFloor, in: text).write(to: surface, atomically: true, encoding: .utf8)
            }
            try module("SwiftUI", [surface] + SwiftUISurface.additions)
            try module("TranspecSwiftUI", Repository.sources(of: "TranspecSwiftUI"), ["-warnings-as-errors", "-D", ModelBuild.modelFlag])
        }
        return try swiftc.run(["-typecheck", "-swift-version", "6", "-warnings-as-errors", "-I", folder.path] + files.map(\.path))
    }
}
