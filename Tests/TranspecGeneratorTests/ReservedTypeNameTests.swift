import Foundation
import Testing
import TranspecSpec
import TranspecTestSupport

/// `check` rejects a transition whose generated type would shadow a type
/// the generated file sees. The list is checked against what the compiler
/// says the libraries show a client (their symbol graphs, built on the
/// UIKit model): exactly the top-level types of TranspecRuntime and
/// TranspecUIKit, so it neither misses one nor keeps one that went
/// `package`; and every type of the UIKit model, a subset of UIKit's.
@Suite struct ReservedTypeNameTests {
    @Test(arguments: ["TranspecRuntime", "TranspecUIKit"])
    func theListIsExactlyWhatTheLibraryShows(module: String) throws {
        let shown = try ModelBuild.clientVisibleTypes(of: module)
        #expect(shown.count >= 10, "\(module) shows only \(shown.count) types: did the symbol graph change?")
        let listed = Set(ReservedTypeNames.all.filter { $0.value == module }.keys)
        #expect(shown.subtracting(listed).sorted() == [], "add to ReservedTypeNames as \(module)'s")
        #expect(listed.subtracting(shown).sorted() == [], "\(module) no longer shows these: remove them")
    }

    /// TranspecSwiftUI builds only where SwiftUI exists, so its list is held
    /// to the public and open types its sources declare.
    @Test func theListIsExactlyWhatTranspecSwiftUIDeclares() throws {
        let folder = Repository.root.appendingPathComponent("Sources/TranspecSwiftUI")
        var declared: Set<String> = []
        for file in try FileManager.default.contentsOfDirectory(atPath: folder.path) where file.hasSuffix(".swift") {
            let text = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
            for line in text.split(separator: "\n") {
                let words = line.split(separator: " ")
                guard let access = words.first, access == "public" || access == "open" else { continue }
                let rest = words.dropFirst().drop { $0 == "final" }
                guard let kind = rest.first, ["class", "struct", "enum", "protocol"].contains(kind),
                      let name = rest.dropFirst().first else { continue }
                declared.insert(String(name.prefix { $0.isLetter || $0.isNumber }))
            }
        }
        let listed = Set(ReservedTypeNames.all.filter { $0.value == "TranspecSwiftUI" }.keys)
        #expect(declared.count >= 4, "found only \(declared.sorted())")
        #expect(declared.subtracting(listed).sorted() == [], "add to ReservedTypeNames as TranspecSwiftUI's")
        #expect(listed.subtracting(declared).sorted() == [], "TranspecSwiftUI no longer declares these: remove them")
    }

    @Test func everyTypeOfTheUIKitModelIsReserved() throws {
        let shown = try ModelBuild.clientVisibleTypes(of: "UIKit")
        #expect(shown.count >= 40)
        let missing = shown.filter { ReservedTypeNames.all[$0] != "UIKit" }
        #expect(missing.isEmpty, "add to ReservedTypeNames as UIKit's: \(missing.sorted())")
    }

    /// The DocC article that lists the API an app uses names every type
    /// TranspecUIKit shows a client, and no other: the list cannot go stale.
    @Test func theAppAPIArticleNamesWhatTranspecUIKitShows() throws {
        let article = try String(
            contentsOf: Repository.root.appendingPathComponent(
                "Sources/TranspecRuntime/TranspecRuntime.docc/AppAPI.md"),
            encoding: .utf8)
        let shown = try ModelBuild.clientVisibleTypes(of: "TranspecUIKit")
        // A TranspecUIKit type is a bullet "- `Name`", a code span (DocC cannot link
        // another module); the runtime's are symbol links, "- ``Name``".
        let bulleted = Set(article.split(separator: "\n").compactMap { line -> String? in
            guard line.hasPrefix("- `"), !line.hasPrefix("- ``") else { return nil }
            return line.dropFirst(3).prefix { $0 != "`" }.description
        })
        #expect(shown.subtracting(bulleted).sorted() == [], "list these in AppAPI.md")
        #expect(bulleted.subtracting(shown).sorted() == [], "AppAPI.md lists types TranspecUIKit does not show")
    }
}
