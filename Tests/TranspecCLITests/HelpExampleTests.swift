import Foundation
import Testing

/// Every example a command's `--help` shows runs, in a copy of `Specs/`
/// and `Docs/`, and exits 0: the help cannot teach a command line that is
/// a usage error. An example wider than the help's 80 columns would wrap
/// and fail to read as a command, so the examples fit too.
@Suite struct HelpExampleTests {
    static let commands: [[String]] = [
        [], ["check"], ["simulate"], ["simulate", "release"], ["simulate", "gesture"], ["simulate", "play"],
        ["simulate", "sweep"], ["generate"], ["schema"],
    ]

    /// The lines under `Examples:`, continuations (`\`) joined.
    static func examples(inHelp help: String) -> [String] {
        guard let start = help.range(of: "\nExamples:\n") else { return [] }
        var examples: [String] = []
        var pending = ""
        for line in help[start.upperBound...].split(separator: "\n", omittingEmptySubsequences: false) {
            if line.isEmpty { break }
            let text = line.trimmingCharacters(in: .whitespaces)
            pending += (pending.isEmpty ? "" : " ") + text
            if pending.hasSuffix("\\") {
                pending = String(pending.dropLast()).trimmingCharacters(in: .whitespaces)
                continue
            }
            examples.append(pending)
            pending = ""
        }
        return examples
    }

    @Test(arguments: commands)
    func everyExampleRuns(_ command: [String]) throws {
        let help = try CLIRun.transpec(command + ["--help"])
        let examples = Self.examples(inHelp: help.stdout)
        #expect(!examples.isEmpty, "transpec \(command.joined(separator: " ")) --help shows no examples")
        let scratch = try DocScratch()
        defer { scratch.remove() }
        for example in examples {
            // `> FILE` sends stdout somewhere the example picks; here it is dropped.
            var words = example.split(separator: " ").map(String.init)
            if let redirect = words.firstIndex(of: ">") { words.removeSubrange(redirect...) }
            #expect(words.first == "transpec", "not a transpec command line: \(example)")
            // A generate example writes into a folder of the app's; make it.
            if words.dropFirst().first == "generate", let output = words.firstIndex(of: "--output") {
                try FileManager.default.createDirectory(
                    at: scratch.url.appendingPathComponent(words[output + 1]), withIntermediateDirectories: true)
            }
            let run = try Self.run(Array(words.dropFirst()), in: scratch.url)
            #expect(run.status == 0, "\(example)\n\(run.stderr)")
        }
    }

    /// `transpec ARGUMENTS` with `folder` as the working folder.
    static func run(_ arguments: [String], in folder: URL) throws -> (status: Int32, stderr: String) {
        let process = Process()
        process.executableURL = CLIRun.productsDirectory.appendingPathComponent("transpec")
        process.arguments = arguments
        process.currentDirectoryURL = folder
        process.standardOutput = FileHandle.nullDevice
        let errors = folder.appendingPathComponent(".stderr")
        _ = FileManager.default.createFile(atPath: errors.path, contents: nil)
        process.standardError = try FileHandle(forWritingTo: errors)
        try process.run()
        process.waitUntilExit()
        return (process.terminationStatus, (try? String(contentsOf: errors, encoding: .utf8)) ?? "")
    }
}
