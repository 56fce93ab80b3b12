import Foundation
import Testing
import TranspecTestSupport

/// Code built against the UIKit model is held to Swift 6 strict concurrency
/// and warnings as errors; the negative cases prove the check rejects what
/// iOS would reject.
@Suite struct UIKitTypeCheckTests {
    @Test func theLibraryBuildsAgainstTheModel() throws {
        let modules = try ModelBuild.libraries()
        #expect(FileManager.default.fileExists(atPath: modules.appendingPathComponent("TranspecUIKit.swiftmodule").path))
    }

    @Test func aWrongDelegateSignatureIsRejected() throws {
        let result = try ModelBuild.typeCheck(source: """
            import UIKit
            final class Animator: NSObject, UIViewControllerAnimatedTransitioning {
                func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval { 0 }
                func animateTransition(using transitionContext: (any UIViewControllerContextTransitioning)?) {}
            }
            """)
        #expect(!result.succeeded)
        #expect(result.output.contains("does not conform to protocol 'UIViewControllerAnimatedTransitioning'"), "\(result.output)")
    }

    @Test func aViewTouchedOffTheMainActorIsRejected() throws {
        let result = try ModelBuild.typeCheck(source: """
            import UIKit
            func fadeOut(_ view: UIView) { view.alpha = 0 }
            """)
        #expect(!result.succeeded)
        #expect(result.output.contains("main actor"), "\(result.output)")
    }

    @Test func theGlueIsUsedThroughItsPublicAPIOnly() throws {
        // A generated file cannot reach the driver's internals.
        let result = try ModelBuild.typeCheck(source: """
            import UIKit
            import TranspecUIKit
            @MainActor func peek(_ driver: InteractiveTransitionDriver) { _ = driver.machine }
            """)
        #expect(!result.succeeded)
    }
}
