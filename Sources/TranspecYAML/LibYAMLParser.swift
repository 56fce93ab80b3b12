import CYAML

/// The only place that touches libyaml. Owns a pinned `yaml_parser_t` and a
/// private copy of the input that outlives the parser; yields Swift `Event`s.
final class LibYAMLParser {
    private let parser: UnsafeMutablePointer<yaml_parser_t>
    private let input: UnsafeMutableBufferPointer<UInt8>
    private let bomLength: Int
    private var offsets: ByteOffsetCursor
    private var finished = false

    init(bytes: [UInt8]) {
        // One spare byte so an empty input still has a valid pointer.
        input = .allocate(capacity: bytes.count + 1)
        _ = input.initialize(from: bytes)
        input[bytes.count] = 0
        let content = UnsafeBufferPointer(rebasing: input[..<bytes.count])
        bomLength = content.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        offsets = ByteOffsetCursor(bytes: content, bomLength: bomLength)
        parser = .allocate(capacity: 1)
        // Fails only when out of memory; libyaml then leaves the struct zeroed,
        // which yaml_parser_delete accepts.
        _ = yaml_parser_initialize(parser)
        yaml_parser_set_input_string(parser, input.baseAddress, bytes.count)
    }

    deinit {
        yaml_parser_delete(parser)
        parser.deallocate()
        input.deallocate()
    }

    private var content: UnsafeBufferPointer<UInt8> {
        UnsafeBufferPointer(rebasing: input[..<(input.count - 1)])
    }

    /// The next event; after `streamEnd`, keeps returning `streamEnd`.
    func next() throws(YAMLError) -> Event {
        var event = yaml_event_t()
        // Deleting is safe on the error path too: libyaml zeroes the event first.
        defer { yaml_event_delete(&event) }
        guard yaml_parser_parse(parser, &event) != 0 else { throw currentError() }
        let start = mark(event.start_mark)
        let end = mark(event.end_mark)
        return Event(kind: convert(&event), start: start, end: end)
    }

    private func mark(_ raw: yaml_mark_t) -> Mark {
        Mark(
            line: Int(raw.line) + 1,
            column: Int(raw.column) + 1,
            offset: offsets.byteOffset(forCharacterIndex: Int(raw.index))
        )
    }

    private func convert(_ event: inout yaml_event_t) -> EventKind {
        switch event.type {
        case YAML_STREAM_START_EVENT:
            return .streamStart
        case YAML_DOCUMENT_START_EVENT:
            return .documentStart(implicit: event.data.document_start.implicit != 0)
        case YAML_DOCUMENT_END_EVENT:
            return .documentEnd(implicit: event.data.document_end.implicit != 0)
        case YAML_SEQUENCE_START_EVENT:
            let data = event.data.sequence_start
            return .sequenceStart(
                anchor: Self.string(data.anchor), tag: Self.string(data.tag),
                flow: data.style == YAML_FLOW_SEQUENCE_STYLE)
        case YAML_SEQUENCE_END_EVENT:
            return .sequenceEnd
        case YAML_MAPPING_START_EVENT:
            let data = event.data.mapping_start
            return .mappingStart(
                anchor: Self.string(data.anchor), tag: Self.string(data.tag),
                flow: data.style == YAML_FLOW_MAPPING_STYLE)
        case YAML_MAPPING_END_EVENT:
            return .mappingEnd
        case YAML_SCALAR_EVENT:
            let data = event.data.scalar
            let text = data.value.map {
                String(decoding: UnsafeBufferPointer(start: $0, count: data.length), as: UTF8.self)
            } ?? ""
            return .scalar(ScalarEvent(
                text: text, style: Self.style(data.style),
                anchor: Self.string(data.anchor), tag: Self.string(data.tag),
                plainImplicit: data.plain_implicit != 0,
                quotedImplicit: data.quoted_implicit != 0))
        case YAML_ALIAS_EVENT:
            return .alias(anchor: Self.string(event.data.alias.anchor) ?? "")
        default:
            // YAML_NO_EVENT is never returned by a successful parse.
            return .streamEnd
        }
    }

    private static func string(_ pointer: UnsafeMutablePointer<yaml_char_t>?) -> String? {
        guard let pointer else { return nil }
        return String(cString: pointer)
    }

    private static func style(_ style: yaml_scalar_style_t) -> ScalarStyle {
        switch style {
        case YAML_SINGLE_QUOTED_SCALAR_STYLE: return .singleQuoted
        case YAML_DOUBLE_QUOTED_SCALAR_STYLE: return .doubleQuoted
        case YAML_LITERAL_SCALAR_STYLE: return .literal
        case YAML_FOLDED_SCALAR_STYLE: return .folded
        default: return .plain
        }
    }

    /// libyaml's error state as a `YAMLError`.
    private func currentError() -> YAMLError {
        let state = parser.pointee
        let problem = state.problem.map { String(cString: $0) } ?? "unknown YAML error"
        switch state.error {
        case YAML_READER_ERROR:
            let offset = Int(state.problem_offset)
            let at = markForByteOffset(offset, in: content, bomLength: bomLength)
            return YAMLError(
                message: Self.readerMessage(problem, value: Int(state.problem_value)), mark: at)
        case YAML_MEMORY_ERROR:
            return YAMLError(message: "out of memory while parsing YAML", mark: .start)
        default:
            var notes: [YAMLError.Note] = []
            if let context = state.context {
                notes.append(.init(message: String(cString: context), mark: mark(state.context_mark)))
            }
            return YAMLError(message: problem, mark: mark(state.problem_mark), notes: notes)
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

extension LibYAMLParser {
    /// Parses and discards every event with no conversion: the baseline
    /// that composition speed is measured against. Returns the event count,
    /// or -1 on a parse error.
    static func bareEventCount(_ bytes: [UInt8]) -> Int {
        bytes.withUnsafeBufferPointer { buffer in
            var parser = yaml_parser_t()
            guard yaml_parser_initialize(&parser) != 0 else { return -1 }
            defer { yaml_parser_delete(&parser) }
            yaml_parser_set_input_string(&parser, buffer.baseAddress, buffer.count)
            var count = 0
            while true {
                var event = yaml_event_t()
                guard yaml_parser_parse(&parser, &event) != 0 else { return -1 }
                let type = event.type
                yaml_event_delete(&event)
                count += 1
                if type == YAML_STREAM_END_EVENT { return count }
            }
        }
    }
}
