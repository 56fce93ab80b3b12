/// Entry points: UTF-8 bytes in, a `Node` tree (or events) out.
package enum YAMLReader {
    /// Composes a spec file, which holds at most one document.
    ///
    /// Returns nil for a stream with no document at all (empty input, or only
    /// comments and whitespace). A document with no content (`---` alone)
    /// gives an empty plain scalar, which resolves to null. A second document
    /// is an error at its start.
    package static func compose(
        _ bytes: [UInt8], limits: YAMLLimits = .default
    ) throws(YAMLError) -> Node? {
        var handler = NoStreaming()
        return try withInput(bytes) { input throws(YAMLError) in
            try compose(input, limits: limits, handler: &handler)
        }
    }

    /// Composes one document from bytes that stay valid for the call,
    /// handing the entries of `handler.streamedRootKey`'s mapping to
    /// `handler` as they complete instead of keeping them.
    package static func compose<Handler: StreamingHandler>(
        _ bytes: UnsafeBufferPointer<UInt8>, limits: YAMLLimits = .default, handler: inout Handler
    ) throws(YAMLError) -> Node? {
        try composeDocuments(bytes, limits: limits, stopAfterFirst: true, handler: &handler).first
    }

    /// Composes every document of a multi-document stream. Anchors do not
    /// carry over between documents. For tools and tests; specs use `compose`.
    package static func composeAll(
        _ bytes: [UInt8], limits: YAMLLimits = .default
    ) throws(YAMLError) -> [Node] {
        var handler = NoStreaming()
        return try withInput(bytes) { input throws(YAMLError) in
            try composeDocuments(input, limits: limits, stopAfterFirst: false, handler: &handler)
        }
    }

    /// The raw event stream, as libyaml reports it (no composition limits
    /// apply, only `maxInputBytes`).
    package static func events(
        _ bytes: [UInt8], limits: YAMLLimits = .default
    ) throws(YAMLError) -> [Event] {
        try withInput(bytes) { input throws(YAMLError) in
            try checkInput(input, limits: limits)
            let reader = EventReader(bytes: input)
            var events: [Event] = []
            while true {
                let event = reader.convert(try reader.next())
                events.append(event)
                if event.kind == .streamEnd { return events }
            }
        }
    }

    private static func composeDocuments<Handler: StreamingHandler>(
        _ bytes: UnsafeBufferPointer<UInt8>, limits: YAMLLimits, stopAfterFirst: Bool, handler: inout Handler
    ) throws(YAMLError) -> [Node] {
        try checkInput(bytes, limits: limits)
        let reader = EventReader(bytes: bytes)
        var composer = Composer(limits: limits)
        var documents: [Node] = []
        while true {
            let event = reader.convert(try reader.next())
            switch event.kind {
            case .streamStart:
                continue
            case .streamEnd:
                return documents
            case .documentStart:
                if stopAfterFirst && !documents.isEmpty {
                    throw YAMLError(message: "a spec file holds exactly one document", mark: event.start)
                }
                documents.append(try composer.composeDocument(from: reader, handler: &handler))
                let end = reader.convert(try reader.next())
                guard case .documentEnd = end.kind else {
                    throw YAMLError(message: "expected the end of the document", mark: end.start)
                }
            default:
                throw YAMLError(message: "unexpected YAML event between documents", mark: event.start)
            }
        }
    }

    private static func checkInput(_ bytes: UnsafeBufferPointer<UInt8>, limits: YAMLLimits) throws(YAMLError) {
        if bytes.count > limits.maxInputBytes {
            throw YAMLError(
                message: "input is \(bytes.count) bytes; the limit is \(limits.maxInputBytes) bytes",
                mark: .start)
        }
        // libyaml would decode UTF-16, but marks and offsets here are defined
        // over UTF-8 bytes, so UTF-16 input is refused with a clear message.
        if bytes.starts(with: [0xFF, 0xFE]) || bytes.starts(with: [0xFE, 0xFF]) {
            throw YAMLError(
                message: "input is UTF-16 (it starts with a UTF-16 byte order mark); save it as UTF-8",
                mark: .start)
        }
    }

    /// Runs `body` on the array's bytes; an empty array still gets a valid
    /// address, which libyaml requires.
    private static func withInput<Result>(
        _ bytes: [UInt8], _ body: (UnsafeBufferPointer<UInt8>) throws(YAMLError) -> Result
    ) throws(YAMLError) -> Result {
        let padded = bytes.isEmpty ? [0] : bytes
        let result: Swift.Result<Result, YAMLError> = padded.withUnsafeBufferPointer { buffer in
            let input = UnsafeBufferPointer(rebasing: buffer[..<bytes.count])
            do throws(YAMLError) { return .success(try body(input)) } catch { return .failure(error) }
        }
        return try result.get()
    }
}
