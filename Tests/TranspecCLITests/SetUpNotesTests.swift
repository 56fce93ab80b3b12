import Foundation
import Testing

/// What an app developer needs beside the specs: libyaml named for SwiftPM's
/// own "missing system library" hint, and the notes on ProMotion, a Mac,
/// Xcode Cloud and the command plugin, which must say what the code does.
@Suite struct SetUpNotesTests {
    static func text(_ path: String) throws -> String {
        try String(contentsOf: repositoryRoot.appendingPathComponent(path), encoding: .utf8)
    }

    /// SwiftPM prints a system-library target's providers when pkg-config
    /// cannot find it ("you may be able to install yaml-0.1 using your
    /// system-packager: brew install libyaml"): on a Mac and on Debian.
    @Test func theYAMLTargetNamesItsProviders() throws {
        let manifest = try Self.text("Package.swift")
        let start = try #require(manifest.range(of: ".systemLibrary("))
        // The target's arguments: up to the next target.
        let end = manifest[start.upperBound...].range(of: ".target(")?.lowerBound ?? manifest.endIndex
        let target = manifest[start.lowerBound..<end]
        #expect(target.contains(#"name: "CYAML""#) && target.contains(#"pkgConfig: "yaml-0.1""#), "\(target)")
        #expect(target.contains(#".brew(["libyaml"])"#), "\(target)")
        #expect(target.contains(#".apt(["libyaml-dev"])"#), "\(target)")
    }

    /// ProMotion iPhones cap a display link at 60 Hz without the Info.plist
    /// key; the notes quote the range the library really requests.
    @Test func frameRateNotesMatchTheLibrary() throws {
        let clock = try Self.text("Sources/TranspecUIKit/DisplayLinkClock.swift")
        let requested = try #require(clock.firstMatch(of: /CAFrameRateRange\([^)]*\)/)).output
        let adoption = try Self.text("Docs/UIKitAdoption.md")
        #expect(adoption.contains(String(requested)), "Docs/UIKitAdoption.md does not quote \(requested)")
        #expect(adoption.contains("<key>CADisableMinimumFrameDurationOnPhone</key>\n<true/>"))
        let readme = try Self.text("README.md")
        #expect(readme.contains("CADisableMinimumFrameDurationOnPhone") && readme.contains("(Docs/UIKitAdoption.md)"))
    }

    /// A Mac (Homebrew), Xcode Cloud (`ci_post_clone`) and the command
    /// plugin, whose generated files let an app build without libyaml.
    @Test func macXcodeCloudAndCommandPluginNotes() throws {
        let adoption = try Self.text("Docs/UIKitAdoption.md")
        for needed in [
            "brew install libyaml pkg-config", "ci_scripts/ci_post_clone.sh",
            "IDESkipPackagePluginFingerprintValidatation", "swift package generate-transitions", "--check",
        ] {
            #expect(adoption.contains(needed), "Docs/UIKitAdoption.md does not mention \(needed)")
        }
        // The command plugin's `--check` the notes rely on exists.
        let plugin = try Self.text("Plugins/GenerateTransitions/GenerateTransitions.swift")
        #expect(plugin.contains(#"extractFlag(named: "check")"#))
        let readme = try Self.text("README.md")
        #expect(readme.contains("Xcode Cloud") && readme.contains("set-up on a Mac") && readme.contains("command plugin"))
    }
}
