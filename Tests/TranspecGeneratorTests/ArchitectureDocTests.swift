import Foundation
import Testing
import TranspecTestSupport

/// Docs/ARCHITECTURE.md names every target Package.swift declares, so a
/// new target cannot go undocumented.
@Suite struct ArchitectureDocTests {
    @Test func everyTargetIsDescribed() throws {
        let manifest = try String(contentsOf: Repository.root.appendingPathComponent("Package.swift"), encoding: .utf8)
        let architecture = try String(
            contentsOf: Repository.root.appendingPathComponent("Docs/ARCHITECTURE.md"), encoding: .utf8)
        let declaration = try Regex(#"\.(?:target|executableTarget|testTarget|systemLibrary|plugin)\(\s*name: "(\w+)""#)
        let targets = manifest.matches(of: declaration).compactMap { $0.output[1].substring.map(String.init) }
        #expect(targets.count >= 15, "found \(targets.count) targets: is the pattern still right?")
        let undocumented = targets.filter { !architecture.contains("`\($0)`") }
        let testTargets = Set(manifest.matches(of: try Regex(#"\.testTarget\(\s*name: "(\w+)""#))
            .compactMap { $0.output[1].substring.map(String.init) })
        // Test targets named after their library ("TranspecSpecTests") are covered by "one per library".
        let missing = undocumented.filter { target in
            !(testTargets.contains(target) && targets.contains(String(target.dropLast("Tests".count))))
        }
        #expect(missing.isEmpty, "Docs/ARCHITECTURE.md does not describe: \(missing)")
    }
}
