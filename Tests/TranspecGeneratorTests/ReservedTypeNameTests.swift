import Foundation
import Testing
import TranspecSpec
import TranspecTestSupport

/// `check` rejects a transition whose generated type would shadow a type
/// the generated file or the app sees; that list must name every public
/// top-level type of transpec's libraries and of the UIKit model.
@Suite struct ReservedTypeNameTests {
    @Test(arguments: [
        ("Sources/TranspecRuntime", "TranspecRuntime"),
        ("Sources/TranspecUIKit", "TranspecUIKit"),
        ("Tests/UIKitModel/Sources", "UIKit"),
    ])
    func everyPublicTypeIsReserved(folder: String, owner: String) throws {
        let declared = try Self.publicTopLevelTypes(in: folder)
        #expect(declared.count >= 10, "found only \(declared.count) types in \(folder): is the pattern still right?")
        let missing = declared.filter { ReservedTypeNames.all[$0] != owner }
        #expect(missing.isEmpty, "add to ReservedTypeNames as \(owner)'s: \(missing.sorted())")
    }

    /// `public struct Name`, `open class Name`, … at the start of a line:
    /// top-level declarations in these folders' formatting.
    static func publicTopLevelTypes(in folder: String) throws -> Set<String> {
        let pattern = try Regex(#"^(?:@\w+ )*(?:public|open) (?:final )?(?:struct|class|enum|protocol|typealias|actor) (\w+)"#)
            .anchorsMatchLineEndings()
        var names: Set<String> = []
        for file in Repository.swiftFiles(in: folder) {
            let text = try String(contentsOf: file, encoding: .utf8)
            for match in text.matches(of: pattern) {
                if let name = match.output[1].substring { names.insert(String(name)) }
            }
        }
        return names
    }
}
