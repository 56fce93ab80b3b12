import Foundation

/// The hostile inputs too large to commit, written on first use into one
/// temporary folder (reused, so repeated runs do not pile up copies).
struct GeneratedInput {
    let name: String
    private let contents: @Sendable (FileHandle) -> Void

    static let folder = FileManager.default.temporaryDirectory.appendingPathComponent("transpec-hostile-generated")

    /// The recipe for `generated/<name>`, or nil.
    static func make(_ file: String) -> GeneratedInput? {
        let name = String(file.dropFirst("generated/".count))
        guard file.hasPrefix("generated/"), let contents = recipes[name] else { return nil }
        return GeneratedInput(name: name, contents: contents)
    }

    /// The file's path, writing it unless this process already did.
    func write() throws -> String {
        let url = Self.folder.appendingPathComponent(name)
        try Self.written.withLock { written throws in
            guard !written.contains(name) else { return }
            try FileManager.default.createDirectory(at: Self.folder, withIntermediateDirectories: true)
            _ = FileManager.default.createFile(atPath: url.path, contents: nil)
            let handle = try FileHandle(forWritingTo: url)
            contents(handle)
            try handle.close()
            written.insert(name)
        }
        return url.path
    }

    private static let written = LockedSet()

    static let mebibyte = 1 << 20
    static let sixtyFourMiB = 64 << 20

    /// One transition of a realistic spec, about 500 bytes.
    static func transition(_ index: Int) -> String {
        """
          sheet\(index):
            operation: dismiss
            summary: "Dismisses sheet \(index) with a swipe down."
            gesture: { edge: bottom, distance: 400, scrollView: optional }
            release: { threshold: 0.5, flickVelocity: 300 }
            spring: { dampingRatio: 0.9, response: 0.35 }
            dimming: { alpha: { from: 0.4, to: 0 } }
            elements:
              card:
                alpha: { keyframes: [{ at: 0, value: 1 }, { at: 0.5, value: 0.8, easing: ease-out }, { at: 1, value: 0 }] }
                translation: { from: [0, 0], to: [0, 120] }

        """
    }

    static let longLinePrefix = "transitions: { sheet: { operation: dismiss, gesture: { edge: bottom }, "
        + "spring: { dampingRatio: 1, response: 0.4 }, summary: \""

    private static let recipes: [String: @Sendable (FileHandle) -> Void] = [
        "deep-flow-100k.yaml": { out in
            out.write(Data(repeating: UInt8(ascii: "["), count: 100_000))
            out.write(Data(repeating: UInt8(ascii: "]"), count: 100_000))
            out.write(Data("\n".utf8))
        },
        "deep-block-100k.yaml": { out in
            out.write(Data(String(repeating: "- ", count: 100_000).utf8))
            out.write(Data("x\n".utf8))
        },
        "valid-64mib.yaml": { out in
            var size = 0
            var chunk = "transpec: 1\ntransitions:\n"
            var index = 0
            while size < sixtyFourMiB {
                chunk += transition(index)
                index += 1
                if chunk.utf8.count > mebibyte {
                    out.write(Data(chunk.utf8))
                    size += chunk.utf8.count
                    chunk = ""
                }
            }
            out.write(Data(chunk.utf8))
        },
        "scalar-64mib.yaml": { out in
            let line = Data(repeating: UInt8(ascii: "x"), count: mebibyte)
            for _ in 0..<64 { out.write(line) }
        },
        "long-line-1mib.yaml": { out in
            out.write(Data(("transpec: 1\n" + longLinePrefix).utf8))
            out.write(Data(repeating: UInt8(ascii: "a"), count: mebibyte))
            out.write(Data("\", oops: 1 } }\n".utf8))
        },
        // 200 elements and 200 wrong references, every name 20,000 letters
        // of the same length: did-you-mean once took minutes and gigabytes.
        "long-name-near-misses.yaml": { out in
            func name(_ index: Int, _ letter: String) -> String {
                String(repeating: letter, count: 20_000 - 4) + String(index + 1000)
            }
            var text = "transpec: 1\ntransitions:\n  sheet:\n    operation: dismiss\n"
                + "    gesture: { edge: bottom }\n    spring: { dampingRatio: 1, response: 0.4 }\n    elements:\n"
            // Explicit keys: libyaml limits implicit ones to 1,024 characters.
            for index in 0..<200 { text += "      ? \(name(index, "a"))\n      : { alpha: { from: 0, to: 1 } }\n" }
            text += "    sharedElement: { source: \(name(0, "b")), destination: \(name(1, "b")) }\n"
            out.write(Data(text.utf8))
        },
        // Budgets (budgets.txt). 200 MB of valid transitions, under the
        // front end's 256 MiB: `generate` once took 2.6 GB for such a spec.
        // One 1 MiB block is made once; each copy renumbers its names in place.
        "valid-200mb.yaml": { out in
            let marker = Array("c00000".utf8)
            var block: [UInt8] = []
            var index = 0
            while block.count < mebibyte {
                block += Array(transition(index).replacingOccurrences(of: "  sheet", with: "  c00000sheet").utf8)
                index += 1
            }
            let offsets = block.indices.filter { block[$0] == marker[0] && block[$0...].starts(with: marker) }
            out.write(Data("transpec: 1\ntransitions:\n".utf8))
            for copy in 0..<200 {
                let digits = Array(String(100_000 + copy).utf8.dropFirst())
                for offset in offsets { block.replaceSubrange(offset + 1..<offset + 6, with: digits) }
                out.write(Data(block))
            }
        },
        // The largest spec of bare one-line transitions that `generate`
        // takes by default: the most Swift per byte the output budget lets through.
        "bare-transitions-under-4mib.yaml": { out in
            var text = "transpec: 1\ntransitions:\n"
            var index = 0
            while true {
                let line = "  t\(index): { operation: dismiss, gesture: { edge: bottom }, "
                    + "spring: { dampingRatio: 1, response: 0.4 } }\n"
                guard text.utf8.count + line.utf8.count <= 4 << 20 else { break }
                text += line
                index += 1
            }
            out.write(Data(text.utf8))
        },
        // Budgets (budgets.txt). One transition repeated 45,000 times through
        // an alias: 574 KB that once generated 378 MB of Swift.
        "aliases-45k.yaml": { out in
            var text = "transpec: 1\nx-sheet: &a { operation: dismiss, summary: \"A sheet.\", "
                + "gesture: { edge: bottom }, spring: { dampingRatio: 1, response: 0.4 }, "
                + "elements: { card: { alpha: { from: 1, to: 0 } } } }\ntransitions:\n"
            for index in 0..<45_000 { text += "  t\(index): *a\n" }
            out.write(Data(text.utf8))
        },
        // 1,000 elements of 5 channels each: 150 KB whose simulation at
        // 1,000 fps once asked for 5 million numbers.
        "elements-1000.yaml": { out in
            var text = "transpec: 1\ntransitions:\n  Sheet:\n    operation: dismiss\n    gesture: { edge: bottom }\n"
                + "    spring: { dampingRatio: 0.9, response: 0.8 }\n    elements:\n"
            for index in 0..<1_000 {
                text += "      e\(index): { alpha: { from: 1, to: 0 }, scale: { from: 1, to: 0.9 }, "
                    + "translation: { from: [0, 0], to: [0, 100] }, cornerRadius: { from: 0, to: 12 } }\n"
            }
            out.write(Data(text.utf8))
        },
        // 64 MiB of touch rows: traces were read whole.
        "trace-64mib.csv": { out in
            var chunk = "t,x,y,event\n0,0,0,down\n"
            var size = 0, row = 1
            while size < sixtyFourMiB {
                chunk += "\(Double(row) / 100_000),0,\(row % 800),move\n"
                row += 1
                if chunk.utf8.count > mebibyte {
                    out.write(Data(chunk.utf8))
                    size += chunk.utf8.count
                    chunk = ""
                }
            }
        },
        "many-errors.yaml": { out in
            var text = "transpec: 1\ntransitions:\n"
            for index in 0..<20_000 {
                text += "  sheet\(index): { operation: dismis, gesture: { edge: bottom }, spring: { dampingRatio: 1, response: 0.4 } }\n"
            }
            out.write(Data(text.utf8))
        },
    ]
}

/// A set behind a lock: parameterized tests run in parallel.
final class LockedSet: @unchecked Sendable {
    private let lock = NSLock()
    private var names: Set<String> = []

    func withLock<Result>(_ body: (inout Set<String>) throws -> Result) throws -> Result {
        lock.lock()
        defer { lock.unlock() }
        return try body(&names)
    }
}
