// Self-tests of the UIKit model: a plain program (no XCTest). Prints one line per failed
// check, then "N checks passed"; exits 1 on any failure.

@_spi(UIKitModel) import UIKit

let checker = Checker()
runGeometryTests(checker)
runGestureTests(checker)
runDisplayLinkTests(checker)
runPresentationTests(checker)
runContainerTests(checker)
runSystemPopTests(checker)
runDeferredQuestionTests(checker)
runStatusBarTests(checker)
runAccessibilityTests(checker)
runContractTests(checker)
runFeedbackTests(checker)
runTraitTests(checker)
print("\(checker.passed) checks passed")
if checker.failed > 0 {
    print("\(checker.failed) checks failed")
    exit(1)
}
