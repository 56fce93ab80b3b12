import TranspecDiagnostics

/// A plain text buffer with indentation: 4 spaces per level, `\n` endings,
/// no trailing whitespace, one final newline. Lines go straight into one
/// byte buffer (appending bytes is a copy; appending to a `String` checks
/// and grows it piece by piece); blank lines wait until a line follows
/// them, so none trail.
struct CodeWriter {
    static let indentUnit = "    "
    static let lineLength = 120

    private var output = ByteBuffer()
    /// Where finished text goes in pieces as a long file renders; without
    /// one, the writer keeps everything for `text`.
    private let sink: (any TextSink)?
    /// How much text the writer gathers before passing it to `sink`.
    private let pieceSize: Int
    /// Whether any text went to `sink` yet.
    private var hasDrained = false
    /// The room of the last piece taken, once written (`keepRoom`).
    private var spareRoom = ByteBuffer()
    private var hasLines = false
    private var pendingBlankLines = 0
    var level = 0 {
        didSet {
            indentation = level < Self.indentations.count
                ? Self.indentations[level] : String(repeating: Self.indentUnit, count: level)
        }
    }
    /// Made once: deeper levels would allocate a string at every block.
    private static let indentations = (0..<16).map { String(repeating: indentUnit, count: $0) }
    private(set) var indentation = ""
    /// The last spec path a doc comment cited.
    private var citedFile: (id: SourceFileID, path: String)?
    /// Reused by every expression the writer spells.
    var spelling = SpelledExpression()
    /// Whether long declaration lists may render on several threads
    /// (off inside a batch that is already rendering on one).
    var rendersInParallel = true

    init(sink: (any TextSink)? = nil, pieceSize: Int = Self.defaultPieceSize) {
        self.sink = sink
        self.pieceSize = pieceSize
    }

    mutating func line(_ text: String) {
        guard !text.isEmpty else {
            hasLines = true
            pendingBlankLines += 1
            return
        }
        startLine()
        append(text)
        endLine()
    }

    /// A line already in UTF-8, in two pieces (together never empty).
    mutating func line(_ bytes: ArraySlice<UInt8>, _ more: ArraySlice<UInt8>) {
        startLine()
        output.append(bytes)
        output.append(more)
        endLine()
    }

    // A line can also be built in place, piece by piece, with no string
    // made for it: `startLine()`, `append`s, `endLine()`. Text appended
    // must not be empty as a whole.

    /// The blank lines waiting for a line, then the indentation. Returns
    /// where the line's text starts, for `lineFits(from:)` and
    /// `restartLine(at:)`.
    @discardableResult
    mutating func startLine() -> Int {
        flushBlankLines()
        output.append(indentation)
        return output.count
    }

    mutating func append(_ text: String) {
        output.append(text)
    }

    /// Appends what `write` appends to the line's bytes.
    mutating func append(_ write: (inout ByteBuffer) -> Void) {
        write(&output)
    }

    mutating func append(_ byte: UInt8) {
        output.append(byte)
    }

    /// The path of a cited spec: looked up in the interned table (behind
    /// a lock every thread shares) only when the file changes.
    mutating func citedPath(_ file: SourceFileID) -> String {
        if let cited = citedFile, cited.id == file { return cited.path }
        let path = file.path
        citedFile = (file, path)
        return path
    }

    /// Whether the line's text from `start` on needs no sanitizing.
    func lineIsInert(from start: Int) -> Bool {
        output[start...].withUnsafeBufferPointer(DocComment.isInert)
    }

    mutating func endLine() {
        output.append(UInt8(ascii: "\n"))
    }

    /// Whether the line whose text starts at `start` fits so far.
    func lineFits(from start: Int) -> Bool {
        let text = output[start...]
        return fits(byteCount: text.count, isASCII: text.allSatisfy { $0 < 0x80 }) {
            String(decoding: text, as: UTF8.self).count
        }
    }

    /// Drops the line's text from `start` on, to write it another way.
    mutating func restartLine(at start: Int) {
        output.removeLast(from: start)
    }

    private mutating func flushBlankLines() {
        hasLines = true
        for _ in 0..<pendingBlankLines { output.append(UInt8(ascii: "\n")) }
        pendingBlankLines = 0
    }

    /// What another writer rendered, already indented: its lines, with
    /// the blank lines it left pending dropped.
    var renderedLines: ArraySlice<UInt8> { output.bytes }

    /// Empties a batch's writer for the next batch, keeping its buffers'
    /// room.
    mutating func clearForNextBatch() {
        output.removeAll()
        hasLines = false
        pendingBlankLines = 0
    }

    /// Appends `renderedLines` of a writer at this level.
    mutating func appendRendered(_ lines: ArraySlice<UInt8>) {
        guard !lines.isEmpty else { return }
        flushBlankLines()
        output.append(lines)
    }

    /// One empty line, never two in a row and never at the start.
    mutating func blankLine() {
        if hasLines && pendingBlankLines == 0 { pendingBlankLines = 1 }
    }

    mutating func indented(_ body: (inout CodeWriter) -> Void) {
        level += 1
        body(&self)
        level -= 1
    }

    /// Whether `text` fits on a line at the current indentation.
    func fits(_ text: String) -> Bool {
        fits(byteCount: text.utf8.count, isASCII: text.isASCII) { text.count }
    }

    /// Whether a line of `byteCount` UTF-8 bytes fits, counted in
    /// characters. Bytes are never fewer than characters, and ASCII has one
    /// per byte, so only long non-ASCII lines walk grapheme clusters.
    func fits(byteCount: Int, isASCII: @autoclosure () -> Bool, characterCount: () -> Int) -> Bool {
        if byteCount <= room { return true }
        if isASCII() { return false }
        return characterCount() <= room
    }

    /// Characters left on a line at the current indentation.
    var room: Int { Self.lineLength - indentation.utf8.count }

    var text: String { output.isEmpty ? "\n" : String(decoding: output.bytes, as: UTF8.self) }

    /// Passes the text so far to the sink once it is a large piece, keeping
    /// the buffer for the next one: memory stays flat however long the file.
    mutating func drainIfLarge() {
        guard let sink, output.count >= pieceSize else { return }
        sink.write(output.bytes)
        hasDrained = true
        output.removeAll()
    }

    /// `drainIfLarge` in two steps, for a writer behind a lock: the large
    /// piece is taken out here, and the writer goes on in the room of the
    /// piece before; the caller passes the piece to `sink` after unlocking,
    /// then gives its room back (`keepRoom`).
    mutating func takeLargePiece() -> (piece: ByteBuffer, sink: any TextSink)? {
        guard let sink, output.count >= pieceSize else { return nil }
        hasDrained = true
        var piece = ByteBuffer()
        swap(&piece, &spareRoom)
        piece.removeAll()
        swap(&piece, &output)
        return (piece, sink)
    }

    /// Keeps a written piece's room for the next piece: two buffers serve
    /// every run of a file, where each run grew (and zeroed) new ones.
    mutating func keepRoom(_ piece: ByteBuffer) {
        spareRoom = piece
    }

    /// Passes the rest of the text to the sink (`text`'s lone newline for
    /// an empty file).
    mutating func finish() {
        guard let sink else { return }
        sink.write(output.isEmpty && !hasDrained ? [UInt8(ascii: "\n")] : output.bytes)
        hasDrained = true
        output = ByteBuffer()
        spareRoom = ByteBuffer()
    }

    /// Large enough that one write(2) moves a lot; small enough to stay in
    /// memory that is reused rather than faulted in anew.
    static let defaultPieceSize = 4 << 20
}
