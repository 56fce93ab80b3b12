import Foundation

/// Builds TranspecRuntime, TranspecUIKit and the code generated for every
/// spec in `Specs/` as they build for one Apple platform, on Linux.
///
/// Linux ignores platform `@available` attributes and never compiles an
/// `#if os(tvOS)` branch, so the ordinary model build proves nothing about
/// tvOS, visionOS or Mac Catalyst. Here every source (the UIKit model
/// included) is copied with the platform conditions of its `#if` and
/// `#elseif` lines turned into `-D` flags set for that platform only, and
/// the model's `@available(<platform>, unavailable)` into
/// `@available(*, unavailable)`: an unguarded use of what the platform's SDK
/// lacks is then a compile error, as in Xcode.
///
/// What it does not see: deployment-version availability (`@available(iOS
/// 17, *)`: every declaration used is older than the package's minimums),
/// and code under `canImport(ObjectiveC)` alone (Linux has no Objective-C;
/// the library keeps such code in `ObjectiveCBridge.swift`, whose model
/// branch is checked).
package enum PlatformCheck {
    /// The platforms with UIKit that `Package.swift` may declare.
    package enum Platform: String, CaseIterable, Sendable, CustomStringConvertible {
        case iOS, tvOS, visionOS, macCatalyst

        public var description: String { rawValue }

        /// The flags standing for this platform's true conditions.
        var definedFlags: [String] {
            switch self {
            case .iOS: [PlatformCheck.flag(os: "iOS")]
            case .tvOS: [PlatformCheck.flag(os: "tvOS")]
            case .visionOS: [PlatformCheck.flag(os: "visionOS")]
            // Mac Catalyst is iOS built for the Mac: `os(iOS)` holds there.
            case .macCatalyst: [PlatformCheck.flag(os: "iOS"), PlatformCheck.flag(environment: "macCatalyst")]
            }
        }

        /// The names in `@available(<name>, unavailable)` that remove a
        /// declaration on this platform: its own, and iOS's on Mac Catalyst
        /// (which inherits iOS availability unless told otherwise).
        var unavailabilityNames: Set<String> {
            switch self {
            case .iOS: ["iOS", "iOSApplicationExtension"]
            case .tvOS: ["tvOS", "tvOSApplicationExtension"]
            case .visionOS: ["visionOS", "visionOSApplicationExtension"]
            case .macCatalyst: ["iOS", "iOSApplicationExtension", "macCatalyst", "macCatalystApplicationExtension"]
            }
        }

        /// The `.iOS(…)` style entry of `Package.swift`'s `platforms:`.
        var manifestEntry: String { "." + rawValue + "(" }
    }

    package struct Failed: Error, CustomStringConvertible {
        public var description: String
    }

    /// The UIKit platforms `manifest` (a `Package.swift`) declares.
    package static func declaredPlatforms(in manifest: String) -> [Platform] {
        guard let start = manifest.range(of: "platforms:") else { return [] }
        let list = manifest[start.upperBound...].prefix { $0 != "]" }
        return Platform.allCases.filter { list.contains($0.manifestEntry) }
    }

    /// The platforms the repository's `Package.swift` declares.
    package static func declaredPlatforms() throws -> [Platform] {
        try declaredPlatforms(in: String(contentsOf: Repository.root.appendingPathComponent("Package.swift"), encoding: .utf8))
    }

    // MARK: Rewriting

    static func flag(os name: String) -> String { "TRANSPEC_OS_" + name.uppercased() }
    static func flag(environment name: String) -> String { "TRANSPEC_TARGET_" + name.uppercased() }

    /// Operating systems Swift's `os(…)` knows; any other name is a typo
    /// the check reports rather than reads as false.
    static let knownSystems: Set<String> = [
        "iOS", "tvOS", "visionOS", "xrOS", "watchOS", "macOS", "OSX", "Linux", "Windows", "Android", "FreeBSD",
        "OpenBSD", "WASI", "Haiku", "Cygwin", "PS4", "none",
    ]
    static let knownEnvironments: Set<String> = ["macCatalyst", "simulator"]

    /// `source` with `os(X)` and `targetEnvironment(X)` in its `#if` and
    /// `#elseif` lines replaced by flags (`os(xrOS)` is visionOS's old name).
    package static func rewritingConditions(_ source: String) throws -> String {
        var lines: [String] = []
        for (index, line) in source.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let trimmed = line.drop { $0 == " " }
            guard trimmed.hasPrefix("#if ") || trimmed.hasPrefix("#elseif ") else {
                lines.append(String(line))
                continue
            }
            var rewritten = String(line)
            for (function, known, makeFlag) in [
                ("os", knownSystems, { flag(os: $0 == "xrOS" ? "visionOS" : $0) }),
                ("targetEnvironment", knownEnvironments, { flag(environment: $0) }),
            ] as [(String, Set<String>, (String) -> String)] {
                let pattern = try Regex<(Substring, Substring)>(#"\b"# + function + #"\(\s*(\w+)\s*\)"#)
                for match in rewritten.matches(of: pattern).reversed() {
                    let name = String(match.output.1)
                    guard known.contains(name) else {
                        throw Failed(description: "line \(index + 1): unknown \(function)(\(name)) in `\(trimmed)`")
                    }
                    rewritten.replaceSubrange(match.range, with: makeFlag(name))
                }
            }
            lines.append(rewritten)
        }
        return lines.joined(separator: "\n")
    }

    /// The model's `source` as `platform`'s SDK has it: declarations the
    /// platform lacks made `@available(*, unavailable)`. A protocol
    /// requirement cannot be unavailable outside Objective-C, so one the
    /// platform lacks is left out of its protocol instead (its default
    /// implementation, marked too, becomes unavailable).
    package static func rewritingAvailability(_ source: String, for platform: Platform) throws -> String {
        let attribute = try Regex<(Substring, Substring, Substring?)>(#"@available\(\s*(\w+)\s*,\s*unavailable\s*(,[^)]*)?\)"#)
        var output: [String] = []
        var inProtocol = false
        var droppingRequirement = false
        for line in source.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
            if !line.hasPrefix(" "), line.contains("protocol "), line.hasSuffix("{"), !line.hasPrefix("//") { inProtocol = true }
            if line == "}" { inProtocol = false }
            let trimmed = line.drop { $0 == " " }
            if droppingRequirement {
                // The requirement's other attributes, then its one-line declaration.
                if !trimmed.hasPrefix("@") { droppingRequirement = false }
                continue
            }
            var rewritten = line
            var removes = false
            for match in line.matches(of: attribute).reversed() where platform.unavailabilityNames.contains(String(match.output.1)) {
                removes = true
                rewritten.replaceSubrange(match.range, with: "@available(*, unavailable\(match.output.2 ?? ""))")
            }
            if removes, inProtocol, trimmed.hasPrefix("@") {
                droppingRequirement = true
                // Attributes written above this one belong to the dropped requirement too.
                while let last = output.last, last.drop(while: { $0 == " " }).hasPrefix("@") { output.removeLast() }
                continue
            }
            output.append(rewritten)
        }
        return output.joined(separator: "\n")
    }

    // MARK: Building

    /// Builds the runtime, `TranspecUIKit` (from `uikitSources`, the
    /// library's own by default) and the goldens of `Specs/` for `platform`.
    /// The result's output names the failing stage.
    package static func check(_ platform: Platform, uikitSources: [URL]? = nil) throws -> SwiftCompiler.Invocation {
        let base = try prepared(platform)
        let folder = try Repository.scratchDirectory("transpec-platform-\(platform)")
        try FileManager.default.copyItem(at: base.appendingPathComponent("UIKit.swiftmodule"), to: folder.appendingPathComponent("UIKit.swiftmodule"))
        try FileManager.default.copyItem(
            at: base.appendingPathComponent("TranspecRuntime.swiftmodule"), to: folder.appendingPathComponent("TranspecRuntime.swiftmodule"))
        let library = try copies(
            of: uikitSources ?? Repository.sources(of: "TranspecUIKit"), into: folder.appendingPathComponent("TranspecUIKit"),
            for: platform, model: false)
        let built = try emitModule("TranspecUIKit", library, in: folder, for: platform, extra: ["-D", ModelBuild.modelFlag])
        guard built.succeeded else { return built }
        let goldens = try copies(
            of: Goldens.specPaths.map(Goldens.golden(for:)), into: folder.appendingPathComponent("Generated"), for: platform, model: false)
        var result = try SwiftCompiler.locate().run(
            ["-typecheck", "-swift-version", "6", "-warnings-as-errors", "-I", folder.path]
                + platform.definedFlags.flatMap { ["-D", $0] } + goldens.map(\.path))
        result.output = "the generated code for \(platform):\n" + result.output
        return result
    }

    /// The model and the runtime for `platform`, built once per test run.
    private static func prepared(_ platform: Platform) throws -> URL {
        try builtBases[platform]!.get()
    }

    private static let builtBases: [Platform: Result<URL, any Error>] = {
        var bases: [Platform: Result<URL, any Error>] = [:]
        // Built lazily and once: the dictionary's initializer runs on first use.
        for platform in Platform.allCases {
            bases[platform] = Result { try buildBase(platform) }
        }
        return bases
    }()

    private static func buildBase(_ platform: Platform) throws -> URL {
        let folder = try Repository.scratchDirectory("transpec-platform-base-\(platform)")
        let model = try copies(
            of: Repository.swiftFiles(in: "Tests/UIKitModel/Sources"), into: folder.appendingPathComponent("UIKitModel"),
            for: platform, model: true)
        let uikit = try emitModule("UIKit", model, in: folder, for: platform)
        guard uikit.succeeded else { throw Failed(description: uikit.output) }
        let runtime = try copies(
            of: Repository.sources(of: "TranspecRuntime"), into: folder.appendingPathComponent("TranspecRuntime"),
            for: platform, model: false)
        let built = try emitModule("TranspecRuntime", runtime, in: folder, for: platform)
        guard built.succeeded else { throw Failed(description: built.output) }
        return folder
    }

    /// Copies `files` into `folder`, rewritten for `platform` (and for
    /// Linux's lack of Objective-C, as `ModelBuild` does).
    private static func copies(of files: [URL], into folder: URL, for platform: Platform, model: Bool) throws -> [URL] {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return try files.map { file in
            var source = try String(contentsOf: file, encoding: .utf8)
            if file.lastPathComponent == "ObjectiveCBridge.swift" { source = ModelBuild.rewriteForLinux(source) }
            do {
                source = try rewritingConditions(source)
                if model { source = try rewritingAvailability(source, for: platform) }
            } catch let failure as Failed {
                throw Failed(description: "\(file.lastPathComponent): \(failure.description)")
            }
            let copy = folder.appendingPathComponent(file.lastPathComponent)
            try source.write(to: copy, atomically: true, encoding: .utf8)
            return copy
        }
    }

    private static func emitModule(
        _ name: String, _ files: [URL], in folder: URL, for platform: Platform, extra: [String] = []
    ) throws -> SwiftCompiler.Invocation {
        var result = try SwiftCompiler.locate().run(
            ["-emit-module", "-parse-as-library", "-swift-version", "6", "-warnings-as-errors", "-module-name", name,
             "-package-name", ModelBuild.packageName, "-I", folder.path, "-emit-module-path", folder.appendingPathComponent("\(name).swiftmodule").path]
                + platform.definedFlags.flatMap { ["-D", $0] } + extra + files.map(\.path))
        result.output = "\(name) for \(platform):\n" + result.output
        return result
    }
}
