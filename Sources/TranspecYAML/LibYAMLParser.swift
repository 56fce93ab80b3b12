import CYAML

/// The only owner of libyaml parser state. Parses into event slots that the
/// caller provides and later releases with `LibYAMLParser.release(_:)`.
///
/// The input is borrowed: whoever creates the parser keeps the bytes alive
/// and unmoved until the parser is gone (`YAMLReader` does, for one call).
final class LibYAMLParser {
    private let parser: UnsafeMutablePointer<yaml_parser_t>

    init(input: UnsafeBufferPointer<UInt8>) {
        parser = .allocate(capacity: 1)
        // Fails only when out of memory; libyaml then leaves the struct
        // zeroed, which yaml_parser_delete accepts, and parsing reports it.
        parser.initialize(to: yaml_parser_t())
        _ = yaml_parser_initialize(parser)
        // libyaml reads `size` bytes and never writes; an empty input gets a
        // valid one-byte address from the caller (SourceFile, [UInt8]).
        yaml_parser_set_input_string(parser, input.baseAddress, input.count)
    }

    deinit {
        yaml_parser_delete(parser)
        parser.deallocate()
    }

    /// Parses one event into `slot`. On failure the slot holds nothing to
    /// release and `failure` describes the problem.
    func parse(into slot: UnsafeMutablePointer<yaml_event_t>) -> Bool {
        yaml_parser_parse(parser, slot) != 0
    }

    /// libyaml's error state, copied out so it outlives the parser.
    var failure: ParseFailure {
        let state = parser.pointee
        return ParseFailure(
            kind: state.error == YAML_READER_ERROR ? .reader : state.error == YAML_MEMORY_ERROR ? .memory : .syntax,
            problem: state.problem.map { String(cString: $0) } ?? "unknown YAML error",
            problemMark: state.problem_mark,
            problemOffset: Int(state.problem_offset),
            problemValue: Int(state.problem_value),
            context: state.context.map { String(cString: $0) },
            contextMark: state.context_mark)
    }

    /// Frees what libyaml allocated for an event (safe on a zeroed slot).
    static func release(_ slot: UnsafeMutablePointer<yaml_event_t>) {
        yaml_event_delete(slot)
    }
}

/// A libyaml error, as plain values.
struct ParseFailure: Sendable {
    enum Kind: Sendable { case reader, syntax, memory }
    var kind: Kind
    var problem: String
    var problemMark: yaml_mark_t
    var problemOffset: Int
    var problemValue: Int
    var context: String?
    var contextMark: yaml_mark_t
}
