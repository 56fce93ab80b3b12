import Foundation

/// Where the repository's files are, and scratch folders for tests.
package enum Repository {
    package static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()  // TranspecTestSupport
        .deletingLastPathComponent()  // Tests
        .deletingLastPathComponent()

    /// `../shared` beside the repository: data for tests that a user's
    /// clone does not have.
    package static let shared = root.deletingLastPathComponent().appendingPathComponent("shared")

    /// Every Swift file under `folder` (relative to the root), subfolders
    /// included, sorted.
    package static func swiftFiles(in folder: String) -> [URL] {
        let directory = root.appendingPathComponent(folder)
        let files = FileManager.default.enumerator(at: directory, includingPropertiesForKeys: nil)?
            .compactMap { $0 as? URL } ?? []
        return files.filter { $0.pathExtension == "swift" }.sorted { $0.path < $1.path }
    }

    /// A target's Swift files.
    package static func sources(of target: String) -> [URL] {
        swiftFiles(in: "Sources/\(target)")
    }

    /// A new empty folder in this test process's scratch folder.
    package static func scratchDirectory(_ prefix: String = "transpec-test") throws -> URL {
        let directory = scratchRoot.appendingPathComponent("\(prefix)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        return directory
    }

    /// One folder under the system's temporary folder for all of this
    /// process's scratch folders, removed when the process exits: a run of
    /// the suite makes thousands, and none should outlive it. Set
    /// `TRANSPEC_KEEP_SCRATCH=1` to keep them for a failure's post-mortem.
    static let scratchRoot: URL = {
        let root = FileManager.default.temporaryDirectory
            .appendingPathComponent("transpec-tests-\(ProcessInfo.processInfo.processIdentifier)-\(UUID().uuidString)")
        if ProcessInfo.processInfo.environment["TRANSPEC_KEEP_SCRATCH"] == nil {
            atexit { try? FileManager.default.removeItem(at: Repository.scratchRoot) }
        }
        return root
    }()
}
