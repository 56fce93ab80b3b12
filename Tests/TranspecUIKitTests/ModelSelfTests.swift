import Foundation
import Testing
import TranspecTestSupport

/// The UIKit model's own checks (`Tests/UIKitModel/SelfTests`): geometry,
/// gestures, display links, presentation, containers and every contract
/// violation, each against a hand-written controller.
@Suite struct ModelSelfTests {
    @Test func theModelPassesItsSelfTests() throws {
        let program = try ModelBuild.executable(Repository.swiftFiles(in: "Tests/UIKitModel/SelfTests"), named: "ModelSelfTests")
        let result = try SwiftCompiler.run(program, [])
        #expect(result.succeeded, "\(result.output)")
        let passed = result.output.split(separator: "\n").last { $0.hasSuffix("checks passed") }
        let count = passed.flatMap { Int($0.split(separator: " ")[0]) } ?? 0
        #expect(count >= 200, "\(result.output)")
    }
}
