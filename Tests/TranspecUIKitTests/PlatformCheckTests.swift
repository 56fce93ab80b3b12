import Foundation
import Testing
import TranspecTestSupport

/// Every platform `Package.swift` declares builds the runtime, TranspecUIKit
/// and every spec's generated code with that platform's conditions and
/// without what its SDK lacks (`PlatformCheck`); a guard taken out of the
/// library fails the check.
@Suite struct PlatformCheckTests {
    @Test(arguments: PlatformCheck.Platform.allCases)
    func everyDeclaredPlatformBuilds(_ platform: PlatformCheck.Platform) throws {
        // A platform the package does not declare need not build; all four do today.
        guard try PlatformCheck.declaredPlatforms().contains(platform) else { return }
        let result = try PlatformCheck.check(platform)
        #expect(result.succeeded, "\(result.output)")
        let files = (Repository.sources(of: "TranspecRuntime").count, Repository.sources(of: "TranspecUIKit").count)
        TestFigures.record("\(platform): TranspecRuntime (\(files.0) files), TranspecUIKit (\(files.1) files) and \(Goldens.specPaths.count) "
              + "generated files built: \(result.succeeded ? "passed" : "FAILED")")
    }

    @Test func thePackageDeclaresEveryUIKitPlatform() throws {
        #expect(try PlatformCheck.declaredPlatforms() == PlatformCheck.Platform.allCases)
        let manifest = """
            platforms: [.iOS(.v15), .visionOS(.v1), .macOS(.v13)],
            """
        #expect(PlatformCheck.declaredPlatforms(in: manifest) == [.iOS, .visionOS])
    }

    /// The haptics' guard taken out: tvOS and visionOS lack the generators.
    @Test func unguardedHapticsFailOnTVOSAndVisionOS() throws {
        let sources = try mutated("TransitionCallbacks.swift", replacing: "#if !os(tvOS) && !os(visionOS)", with: "#if true")
        for platform in [PlatformCheck.Platform.tvOS, .visionOS] {
            let result = try PlatformCheck.check(platform, uikitSources: sources)
            #expect(!result.succeeded, "\(platform) built without the haptics' guard")
            #expect(result.output.contains("'UIImpactFeedbackGenerator' is unavailable"), "\(result.output)")
        }
        #expect(try PlatformCheck.check(.iOS, uikitSources: sources).succeeded, "iOS has the generators")
    }

    /// The screen-edge pan guarded for tvOS only, as it was: visionOS lacks it too.
    @Test func aScreenEdgePanGuardedForTVOSOnlyFailsOnVisionOS() throws {
        let sources = try mutated("TransitionPans.swift", replacing: "#if !os(tvOS) && !os(visionOS)", with: "#if !os(tvOS)")
        let result = try PlatformCheck.check(.visionOS, uikitSources: sources)
        #expect(!result.succeeded)
        #expect(result.output.contains("'UIScreenEdgePanGestureRecognizer' is unavailable"), "\(result.output)")
        #expect(try PlatformCheck.check(.tvOS, uikitSources: sources).succeeded)
    }

    /// The tab bar delegate's animator questions asked on visionOS, which
    /// lacks them (`API_UNAVAILABLE(visionos)`): only visionOS fails.
    @Test func tabAnimatorQuestionsUnguardedFailOnVisionOS() throws {
        let sources = try mutated("ObjectiveCBridge.swift", replacing: "    #if !os(visionOS)\n    static func animationController(",
                                  with: "    #if true\n    static func animationController(")
        let result = try PlatformCheck.check(.visionOS, uikitSources: sources)
        #expect(!result.succeeded, "visionOS built with the tab bar delegate's animator questions")
        #expect(result.output.contains("'tabBarController(_:animationControllerForTransitionFrom:to:)' is unavailable"), "\(result.output)")
        #expect(try PlatformCheck.check(.tvOS, uikitSources: sources).succeeded, "tvOS has the tab animator questions")
    }

    @Test func conditionsBecomeFlags() throws {
        let source = """
            #if os(tvOS) || targetEnvironment(macCatalyst)
            let a = 1
            #elseif !os( xrOS )
            let b = 2 // os(iOS) outside a condition stays
            #endif
            """
        let rewritten = try PlatformCheck.rewritingConditions(source)
        #expect(rewritten.contains("#if TRANSPEC_OS_TVOS || TRANSPEC_TARGET_MACCATALYST"))
        #expect(rewritten.contains("#elseif !TRANSPEC_OS_VISIONOS"))
        #expect(rewritten.contains("// os(iOS) outside a condition stays"))
        #expect(throws: PlatformCheck.Failed.self) { try PlatformCheck.rewritingConditions("#if os(tvos)\n#endif") }
    }

    @Test func whatAPlatformLacksBecomesUnavailable() throws {
        let source = """
            public protocol P {
                func kept()
                @available(iOS 7.0, *)
                @available(visionOS, unavailable)
                func dropped()
            }
            extension P {
                @available(visionOS, unavailable)
                public func dropped() {}
            }
            @available(tvOS, unavailable)
            public final class T {}
            """
        let vision = try PlatformCheck.rewritingAvailability(source, for: .visionOS)
        #expect(!vision.contains("    func dropped()"), "\(vision)")
        #expect(vision.contains("    func kept()"))
        #expect(vision.contains("    @available(*, unavailable)\n    public func dropped() {}"), "\(vision)")
        #expect(vision.contains("@available(tvOS, unavailable)\npublic final class T"))
        let tv = try PlatformCheck.rewritingAvailability(source, for: .tvOS)
        #expect(tv.contains("@available(*, unavailable)\npublic final class T"))
        #expect(tv.contains("    func dropped()"))
    }

    /// The library's sources with one file changed.
    private func mutated(_ file: String, replacing old: String, with new: String) throws -> [URL] {
        let folder = try Repository.scratchDirectory("transpec-mutated")
        return try Repository.sources(of: "TranspecUIKit").map { source in
            guard source.lastPathComponent == file else { return source }
            let text = try String(contentsOf: source, encoding: .utf8)
            #expect(text.contains(old), "\(file) no longer has `\(old)`")
            let copy = folder.appendingPathComponent(file)
            try text.replacingOccurrences(of: old, with: new).write(to: copy, atomically: true, encoding: .utf8)
            return copy
        }
    }
}
