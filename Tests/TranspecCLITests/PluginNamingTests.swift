import Foundation
import Testing

/// The build plugin declares each spec's output file before `transpec
/// generate` runs, with `SwiftName.outputFileName` from the file it shares
/// with the tool (compiled here through the same symlink). What the tool
/// writes must be exactly that file, for every name: otherwise the build
/// fails with "error opening input file".
@Suite struct PluginNamingTests {
    static let dictionary = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Fuzz/spec.dict")

    /// The fuzz dictionary's entries (libFuzzer's `name="…"` or `"…"`, with
    /// `\xNN`, `\\` and `\"` escapes), each alone and between two words.
    static func dictionaryNames() throws -> [String] {
        let text = try String(contentsOf: dictionary, encoding: .utf8)
        var names: [String] = []
        for line in text.split(separator: "\n") where !line.hasPrefix("#") {
            guard let open = line.firstIndex(of: "\""), line.last == "\"" else { continue }
            var bytes: [UInt8] = []
            var rest = Array(line[line.index(after: open)..<line.index(before: line.endIndex)].utf8)[...]
            while let byte = rest.popFirst() {
                guard byte == UInt8(ascii: "\\"), let next = rest.popFirst() else { bytes.append(byte); continue }
                if next == UInt8(ascii: "x"), rest.count >= 2, let value = UInt8(String(decoding: rest.prefix(2), as: UTF8.self), radix: 16) {
                    bytes.append(value)
                    rest = rest.dropFirst(2)
                } else {
                    bytes.append(next)
                }
            }
            let entry = String(decoding: bytes, as: UTF8.self)
            names += [entry, "tags " + entry + " sheet"]
        }
        return names
    }

    /// Seeded random names from scalars that stress the naming: letters of
    /// several scripts, digits, combining marks (also first), joiners,
    /// variation selectors, prepended marks, emoji, punctuation, `.`.
    static func randomNames(count: Int) -> [String] {
        var generator = SplitMix64(seed: 18)
        let ranges: [ClosedRange<UInt32>] = [
            0x30...0x39, 0x41...0x5A, 0x61...0x7A, 0x20...0x2E, 0xC0...0x24F, 0x300...0x36F, 0x370...0x3FF,
            0x400...0x4FF, 0x5D0...0x5EA, 0x600...0x605, 0x620...0x64A, 0x900...0x97F, 0x1100...0x11FF,
            0x1DC0...0x1DFF, 0x200B...0x200F, 0x2060...0x2064, 0x20D0...0x20FF, 0x2E2F...0x2E2F, 0x3040...0x30FF,
            0x4E00...0x4E80, 0xAC00...0xAC80, 0xFE00...0xFE0F, 0xFE20...0xFE2F, 0x1F300...0x1F64F, 0x1F9D1...0x1F9D1,
            0x10400...0x1044F, 0xE0100...0xE010F,
        ]
        return (0..<count).map { _ in
            var name = ""
            for _ in 0..<Int.random(in: 1...12, using: &generator) {
                let range = ranges.randomElement(using: &generator)!
                if let scalar = Unicode.Scalar(UInt32.random(in: range, using: &generator)) { name.unicodeScalars.append(scalar) }
            }
            return name
        }
    }

    @Test func theToolWritesTheFileThePluginDeclares() throws {
        let scratch = try Scratch()
        let specs = scratch.url.appendingPathComponent("specs"), output = scratch.url.appendingPathComponent("out")
        // A name may start with a combining mark: put some in a subfolder,
        // whose name must not leak into the file's.
        let sub = specs.appendingPathComponent("sub")
        for folder in [sub, output] { try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true) }
        // Each spec's one transition is numbered, so each file names its spec
        // (its header's path may show some characters escaped).
        func spec(_ number: Int) -> String {
            "transpec: 1\ntransitions:\n  S\(number): { operation: push, gesture: { edge: trailing }, "
                + "spring: { dampingRatio: 1, response: 0.4 } }\n"
        }
        var expected: [Int: (path: String, file: String)] = [:]  // the plugin's name for each spec's output
        var taken = Set<String>()
        for (number, name) in (try Self.dictionaryNames() + Self.randomNames(count: 3000)).enumerated() {
            guard !name.isEmpty, !name.utf8.contains(UInt8(ascii: "/")), !name.utf8.contains(0), name.utf8.count <= 200 else { continue }
            let path = (number % 4 == 0 ? sub : specs).appendingPathComponent(name + ".transpec.yaml").path
            let file = SwiftName.outputFileName(forSpecPath: path)
            // Specs whose files would collide are an error of their own; leave them out.
            guard !FileManager.default.fileExists(atPath: path), taken.insert(file.lowercased()).inserted,
                  FileManager.default.createFile(atPath: path, contents: Data(spec(number).utf8)) else { continue }
            expected[number] = (path, file)
        }
        #expect(expected.count > 2000, "only \(expected.count) distinct names")
        let run = try ChildProcess.run(["generate", specs.path, "--output", output.path, "--quiet"], in: scratch)
        #expect(run.status == 0, "\(run.stderr.prefix(2000))")
        var written: [Int: String] = [:]
        for file in try FileManager.default.contentsOfDirectory(atPath: output.path) {
            let text = try String(contentsOfFile: output.appendingPathComponent(file).path, encoding: .utf8)
            guard let start = text.range(of: "\nenum S"),
                  let number = Int(text[start.upperBound...].prefix { $0.isASCII && $0.isNumber }) else {
                Issue.record("\(file.debugDescription) names no spec")
                continue
            }
            written[number] = file
        }
        var mismatches: [String] = []
        for (number, spec) in expected where written[number] != spec.file {
            mismatches.append("\(spec.path.debugDescription): plugin \(spec.file.debugDescription), "
                              + "tool \(written[number]?.debugDescription ?? "none")")
        }
        #expect(mismatches.isEmpty, "\(mismatches.count) names differ, e.g. \(mismatches.prefix(5))")
        #expect(written.count == expected.count)
    }
}

/// A small seeded generator: the same names on every run.
struct SplitMix64: RandomNumberGenerator {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
