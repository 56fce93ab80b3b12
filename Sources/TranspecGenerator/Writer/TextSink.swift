import TranspecSpec

/// Where a writer's finished text goes, piece after piece, in order.
public protocol TextSink: AnyObject {
    func write(_ bytes: ArraySlice<UInt8>)
}

/// The pieces `FileUpdate` reads an existing file in.
enum CodeWriter {
    static let defaultPieceSize = 64 * 1024
}

extension SpecTranslator {
    /// The generated text for `spec`, handed to `sink` in one piece.
    public static func render(_ spec: SpecIR, to sink: any TextSink) {
        sink.write(Array(render(spec).utf8)[...])
    }
}
