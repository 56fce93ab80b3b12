import Foundation

/// The figures a test measures besides what it asserts (scenario counts,
/// the worst difference found): lines a person reads in the CI log, not
/// output of the test itself. `scripts/test` names a file in
/// `TRANSPEC_TEST_FIGURES` and prints it after the suite; without it the
/// figures are dropped, and a test run prints only its results.
package enum TestFigures {
    package static func record(_ line: String) {
        guard let path = ProcessInfo.processInfo.environment["TRANSPEC_TEST_FIGURES"] else { return }
        let descriptor = open(path, O_WRONLY | O_APPEND | O_CREAT, 0o644)
        guard descriptor >= 0 else { return }
        defer { close(descriptor) }
        // One write per line: tests run in parallel, and O_APPEND keeps each line whole.
        let bytes = Array((line + "\n").utf8)
        _ = bytes.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
    }
}
