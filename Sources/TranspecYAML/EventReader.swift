import CYAML

/// Hands out libyaml events in order, and turns libyaml's marks and errors
/// into ours.
final class EventReader {
    private let bytes: UnsafeBufferPointer<UInt8>
    private let bomLength: Int
    private var offsets: ByteOffsetCursor
    private let parser: LibYAMLParser
    private let slot: UnsafeMutablePointer<yaml_event_t>
    /// The slot holds an event that is not yet released.
    private var slotFull = false

    /// `bytes` must stay valid and unmoved until the reader is gone.
    init(bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
        bomLength = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        parser = LibYAMLParser(input: bytes)
        slot = .allocate(capacity: 1)
        slot.initialize(to: yaml_event_t())
        offsets = ByteOffsetCursor(bytes: bytes, bomLength: bomLength)
    }

    deinit {
        if slotFull { LibYAMLParser.release(slot) }
        slot.deallocate()
    }

    /// The next event; valid until the following call.
    func next() throws(YAMLError) -> UnsafeMutablePointer<yaml_event_t> {
        if slotFull {
            LibYAMLParser.release(slot)
            slotFull = false
        }
        guard parser.parse(into: slot) else { throw error(for: parser.failure) }
        slotFull = true
        return slot
    }

    func mark(_ raw: yaml_mark_t) -> Mark {
        Mark(line: Int(raw.line) + 1, column: Int(raw.column) + 1,
             offset: offsets.byteOffset(forCharacterIndex: Int(raw.index)))
    }

    // MARK: Errors

    private func error(for failure: ParseFailure) -> YAMLError {
        switch failure.kind {
        case .reader:
            let at = markForByteOffset(failure.problemOffset, in: bytes, bomLength: bomLength)
            return YAMLError(message: Self.readerMessage(failure.problem, value: failure.problemValue), mark: at)
        case .memory:
            return YAMLError(message: "out of memory while parsing YAML", mark: .start)
        case .syntax:
            var notes: [YAMLError.Note] = []
            if let context = failure.context {
                notes.append(.init(message: context, mark: mark(failure.contextMark)))
            }
            return YAMLError(message: failure.problem, mark: mark(failure.problemMark), notes: notes)
        }
    }

    private static func readerMessage(_ problem: String, value: Int) -> String {
        if problem.contains("UTF-8") && value >= 0 && value <= 0xFF {
            return "invalid UTF-8 byte 0x\(hex(value, digits: 2))"
        }
        if problem == "control characters are not allowed" || problem == "invalid Unicode character" {
            let name = problem == "invalid Unicode character" ? "invalid character" : "control character"
            return "\(name) U+\(hex(value, digits: 4)) is not allowed"
        }
        return problem
    }

    private static func hex(_ value: Int, digits: Int) -> String {
        let text = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, digits - text.count)) + text
    }
}

extension EventReader {
    /// The event as Swift values, for `YAMLReader.events` (conformance, tools).
    func convert(_ event: UnsafeMutablePointer<yaml_event_t>) -> Event {
        let start = mark(event.pointee.start_mark)
        let end = mark(event.pointee.end_mark)
        return Event(kind: Self.kind(of: event), start: start, end: end)
    }

    private static func kind(of event: UnsafeMutablePointer<yaml_event_t>) -> EventKind {
        let data = event.pointee.data
        switch event.pointee.type {
        case YAML_STREAM_START_EVENT:
            return .streamStart
        case YAML_DOCUMENT_START_EVENT:
            return .documentStart(implicit: data.document_start.implicit != 0)
        case YAML_DOCUMENT_END_EVENT:
            return .documentEnd(implicit: data.document_end.implicit != 0)
        case YAML_SEQUENCE_START_EVENT:
            return .sequenceStart(
                anchor: string(data.sequence_start.anchor), tag: string(data.sequence_start.tag),
                flow: data.sequence_start.style == YAML_FLOW_SEQUENCE_STYLE)
        case YAML_SEQUENCE_END_EVENT:
            return .sequenceEnd
        case YAML_MAPPING_START_EVENT:
            return .mappingStart(
                anchor: string(data.mapping_start.anchor), tag: string(data.mapping_start.tag),
                flow: data.mapping_start.style == YAML_FLOW_MAPPING_STYLE)
        case YAML_MAPPING_END_EVENT:
            return .mappingEnd
        case YAML_SCALAR_EVENT:
            let scalar = data.scalar
            return .scalar(ScalarEvent(
                text: scalarBytes(event).map { String(decoding: $0, as: UTF8.self) } ?? "",
                style: style(scalar.style), anchor: string(scalar.anchor), tag: string(scalar.tag),
                plainImplicit: scalar.plain_implicit != 0, quotedImplicit: scalar.quoted_implicit != 0))
        case YAML_ALIAS_EVENT:
            return .alias(anchor: string(data.alias.anchor) ?? "")
        default:
            // YAML_NO_EVENT is never returned by a successful parse.
            return .streamEnd
        }
    }

    static func string(_ pointer: UnsafeMutablePointer<yaml_char_t>?) -> String? {
        pointer.map { String(cString: $0) }
    }

    static func scalarBytes(_ event: UnsafeMutablePointer<yaml_event_t>) -> UnsafeBufferPointer<UInt8>? {
        let scalar = event.pointee.data.scalar
        return scalar.value.map { UnsafeBufferPointer(start: $0, count: scalar.length) }
    }

    static func style(_ style: yaml_scalar_style_t) -> ScalarStyle {
        switch style {
        case YAML_SINGLE_QUOTED_SCALAR_STYLE: return .singleQuoted
        case YAML_DOUBLE_QUOTED_SCALAR_STYLE: return .doubleQuoted
        case YAML_LITERAL_SCALAR_STYLE: return .literal
        case YAML_FOLDED_SCALAR_STYLE: return .folded
        default: return .plain
        }
    }
}
