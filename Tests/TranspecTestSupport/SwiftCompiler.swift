import Foundation

/// Runs the toolchain's `swiftc` for tests that compile generated code.
package struct SwiftCompiler: Sendable {
    package struct Invocation: Sendable {
        package var status: Int32
        /// stdout and stderr together, as a failing test should show them.
        package var output: String
        package var succeeded: Bool { status == 0 }
    }

    package struct NotFound: Error, CustomStringConvertible {
        package var description: String { "swiftc not found at /opt/swift/usr/bin/swiftc or on PATH" }
    }

    package let executable: URL

    /// The toolchain's swiftc: /opt/swift first, else the first one on PATH.
    package static func locate() throws -> SwiftCompiler {
        let candidates = ["/opt/swift/usr/bin"]
            + (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":").map(String.init)
        for directory in candidates {
            let path = directory + "/swiftc"
            if FileManager.default.isExecutableFile(atPath: path) {
                return SwiftCompiler(executable: URL(fileURLWithPath: path))
            }
        }
        throw NotFound()
    }

    package func run(_ arguments: [String], in directory: URL? = nil) throws -> Invocation {
        try Self.run(executable, arguments, in: directory)
    }

    /// Runs any executable, collecting its output through a file so a large
    /// output cannot fill a pipe and block the child.
    package static func run(_ executable: URL, _ arguments: [String], in directory: URL? = nil) throws -> Invocation {
        let outputFile = FileManager.default.temporaryDirectory
            .appendingPathComponent("transpec-swiftc-\(UUID().uuidString).log")
        _ = FileManager.default.createFile(atPath: outputFile.path, contents: nil)  // FileHandle throws if not
        defer { try? FileManager.default.removeItem(at: outputFile) }
        let handle = try FileHandle(forWritingTo: outputFile)
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        if let directory { process.currentDirectoryURL = directory }
        process.standardOutput = handle
        process.standardError = handle
        try process.run()
        process.waitUntilExit()
        try handle.close()
        let output = (try? String(contentsOf: outputFile, encoding: .utf8)) ?? ""
        return Invocation(status: process.terminationStatus, output: output)
    }
}
