// Self-tests of the SwiftUI model: a plain program (no XCTest). Prints one line per failed
// check, then "N checks passed"; exits 1 on any failure.

@_spi(UIKitModel) @_spi(SwiftUIModel) import SwiftUI

let checker = Checker()
runGraphTests(checker)
runNavigationTests(checker)
runPresentationTests(checker)
runRepresentableTests(checker)
runLayoutTests(checker)
print("\(checker.passed) checks passed")
if checker.failed > 0 {
    print("\(checker.failed) checks failed")
    exit(1)
}
