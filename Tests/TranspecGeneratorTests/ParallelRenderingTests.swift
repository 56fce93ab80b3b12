import Testing
import TranspecDiagnostics
@testable import TranspecGenerator
import TranspecSpec

/// A spec long enough to render on several threads gives the text the
/// single-threaded writer gives, byte for byte, whether as one code model or
/// streamed: translated batch by batch and passed on in pieces.
struct ParallelRenderingTests {
    @Test func parallelTextIsTheSequentialText() throws {
        let spec = try Self.longSpec()
        let file = SpecTranslator.file(for: spec)
        let sequential = file.render(inParallel: false)
        #expect(file.render(inParallel: true) == sequential)
        #expect(SpecTranslator.render(spec) == sequential)
        #expect(sequential.components(separatedBy: "enum T299Transition").count == 2)
    }

    @Test func streamedPiecesAreTheSequentialText() throws {
        let spec = try Self.longSpec()
        let pieces = CollectedPieces()
        SpecTranslator.render(spec, to: pieces, pieceSize: 10_000)
        #expect(pieces.all.count > 10)
        #expect(String(decoding: pieces.all.joined(), as: UTF8.self) == SpecTranslator.file(for: spec).render(inParallel: false))
    }

    static func longSpec() throws -> SpecIR {
        let operations = ["present", "dismiss", "push", "pop", "tab-next", "tab-previous"]
        var yaml = "transpec: 1\ntransitions:\n"
        for index in 0..<300 {
            let operation = operations[index % operations.count]
            yaml += "  t\(index):\n    operation: \(operation)\n    gesture: { edge: \(index % 2 == 0 ? "bottom" : "trailing") }\n"
            yaml += "    spring: { dampingRatio: 0.9, response: 0.\(index % 9 + 1) }\n"
            if index % 3 == 0 { yaml += "    elements: { card: { alpha: { from: 0, to: 1 } } }\n" }
        }
        var collector = DiagnosticCollector()
        let spec = try #require(SpecFrontEnd.decode(Array(yaml.utf8), file: "Long.transpec.yaml", diagnostics: &collector))
        #expect(!collector.sorted.contains { $0.severity == .error }, "\(collector.sorted.map(\.message))")
        return spec
    }
}

/// Every piece a writer passed on, in order.
final class CollectedPieces: TextSink {
    private(set) var all: [[UInt8]] = []

    func write(_ bytes: ArraySlice<UInt8>) { all.append(Array(bytes)) }
}

/// Line width is counted in characters, prefix included: a call after a
/// long non-ASCII name stays on one line when its characters fit, though
/// its UTF-8 bytes would not.
struct LineWidthTests {
    @Test func aNonASCIIPrefixCountsInCharacters() {
        let name = String(repeating: "é", count: 100)
        var writer = CodeWriter()
        writer.expression(.call(.identifier("f"), [CallArgument(nil, .double(1))]), prefix: "let \(name) = ")
        #expect(writer.text == "let \(name) = f(1)\n")
        // Past 120 characters it wraps.
        var long = CodeWriter()
        let longer = String(repeating: "é", count: 115)
        long.expression(.call(.identifier("f"), [CallArgument(nil, .double(1))]), prefix: "let \(longer) = ")
        #expect(long.text == "let \(longer) = f(\n    1\n)\n")
    }
}
