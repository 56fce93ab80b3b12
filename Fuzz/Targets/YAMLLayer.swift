// The YAML layer alone: events, compose and composeAll on any bytes, then an
// iterative walk of every composed tree. Nothing here depends on the spec
// language, so this target explores libyaml's and the composer's corners.
import TranspecYAML

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    let table = LineTable(bytes)
    let marks = MarkCheck(bytes: bytes, table: table)

    var eventDocuments: Int?
    do {
        eventDocuments = checkEvents(try YAMLReader.events(bytes), marks)
    } catch {
        marks.check(error)
    }

    var single: Node??
    do {
        let node = try YAMLReader.compose(bytes)
        single = .some(node)
        if let node { walk(node, marks) }
    } catch {
        marks.check(error)
    }

    do {
        let documents = try YAMLReader.composeAll(bytes)
        for document in documents { walk(document, marks) }
        // Composing only adds checks to parsing: the events must have parsed.
        invariant(eventDocuments == documents.count,
                  "composeAll gave \(documents.count) documents, events \(String(describing: eventDocuments))")
        if let single {
            invariant(documents.count == (single == nil ? 0 : 1), "compose and composeAll disagree")
        } else {
            invariant(documents.count >= 2, "compose failed where composeAll found \(documents.count) documents")
        }
    } catch {
        marks.check(error)
        invariant(single == nil, "compose succeeded where composeAll failed: \(error)")
    }
    return 0
}

/// Marks must be 1-based, inside the input, and agree with the bytes.
struct MarkCheck {
    let bytes: [UInt8]
    let table: LineTable

    /// Marks of parsed content: the input decoded, so they start scalars.
    func check(_ mark: Mark, _ what: @autoclosure () -> String) {
        checkBounds(mark, what())
        invariant(mark.offset == bytes.count || bytes[mark.offset] & 0xC0 != 0x80,
                  "\(what()) mark \(mark) at offset \(mark.offset) is inside a UTF-8 sequence")
    }

    private func checkBounds(_ mark: Mark, _ what: @autoclosure () -> String) {
        invariant(mark.line >= 1 && mark.column >= 1, "\(what()) mark \(mark) is not 1-based")
        invariant(mark.offset >= 0 && mark.offset <= bytes.count,
                  "\(what()) mark offset \(mark.offset) outside input of \(bytes.count) bytes")
        let position = table.position(mark.offset)!
        // At the end, libyaml may count one more line: it ends an unfinished
        // last line before the stream end.
        let endOfStream = mark.offset == bytes.count && mark.line == position.line + 1 && mark.column == 1
        invariant(endOfStream || (position.line == mark.line && position.column == mark.column),
                  "\(what()) mark \(mark) but offset \(mark.offset) is at \(position.line):\(position.column)")
    }

    func check(_ error: YAMLError) {
        invariant(!error.message.isEmpty, "YAMLError without a message at \(error.mark)")
        checkBounds(error.mark, "error '\(error.message)'")
        for note in error.notes { checkBounds(note.mark, "note '\(note.message)'") }
    }
}

/// Start and end events pair up and nest; returns the number of documents.
func checkEvents(_ events: [Event], _ marks: MarkCheck) -> Int {
    invariant(events.first?.kind == .streamStart, "events do not start with streamStart")
    invariant(events.last?.kind == .streamEnd, "events do not end with streamEnd")
    var open: [String] = []
    var documents = 0
    for (index, event) in events.enumerated() {
        marks.check(event.start, "event \(index) start")
        marks.check(event.end, "event \(index) end")
        invariant(event.start.offset <= event.end.offset, "event \(index) ends before it starts")
        switch event.kind {
        case .streamStart: open.append("stream")
        case .documentStart: open.append("document"); documents += 1
        case .sequenceStart: open.append("sequence")
        case .mappingStart: open.append("mapping")
        case .streamEnd: invariant(open.popLast() == "stream", "unbalanced streamEnd at event \(index)")
        case .documentEnd: invariant(open.popLast() == "document", "unbalanced documentEnd at event \(index)")
        case .sequenceEnd: invariant(open.popLast() == "sequence", "unbalanced sequenceEnd at event \(index)")
        case .mappingEnd: invariant(open.popLast() == "mapping", "unbalanced mappingEnd at event \(index)")
        case .scalar, .alias: invariant(open.count >= 2, "content outside a document at event \(index)")
        }
    }
    invariant(open.isEmpty, "events left \(open) open")
    return documents
}

/// Visits every distinct node once with an explicit stack: aliases share
/// ids, so an alias bomb costs its node count, not its expansion.
func walk(_ root: Node, _ marks: MarkCheck) {
    var seen = Set<UInt32>()
    var stack = [root]
    while let node = stack.popLast() {
        guard seen.insert(node.id).inserted else { continue }
        check(node, marks)
        if node.isSequence {
            stack.append(contentsOf: node.items)
        } else if node.isMapping {
            for entry in node.entries { stack.append(entry.key); stack.append(entry.value) }
        }
    }
}

/// Every accessor of one node, and the agreements between them.
func check(_ node: Node, _ marks: MarkCheck) {
    marks.check(node.mark, "node \(node.id)")
    let shapes = [node.isScalar, node.isSequence, node.isMapping].filter { $0 }.count
    invariant(shapes == 1, "node \(node.id) has \(shapes) shapes")
    invariant(node.node(withID: node.id) == node, "node(withID:) of node \(node.id) is another node")
    if let tag = node.tag { invariant(!tag.isEmpty, "empty tag on node \(node.id)") }
    if let anchor = node.anchor { invariant(!anchor.isEmpty, "empty anchor on node \(node.id)") }

    switch node.kind {
    case .scalar(let scalar):
        invariant(node.isScalar && node.count == 0, "scalar kind on a collection")
        invariant(node.text == scalar.text && node.scalarStyle == scalar.style && node.tag == scalar.tag,
                  "node \(node.id): kind disagrees with text/style/tag")
        invariant(node.withScalarBytes { Array($0) } == Array(scalar.text.utf8), "scalar bytes differ from text")
        invariant(node.items.isEmpty && node.entries.isEmpty, "scalar with items or entries")
        let value = node.coreValue, plain = node.plainValue
        invariant(value != nil && plain != nil, "scalar without a core or plain value")
        if node.tag == nil && scalar.style == .plain {
            invariant(same(value!, plain!), "untagged plain scalar: coreValue \(value!) != plainValue \(plain!)")
        }
        if let number = node.decimalNumber {
            invariant(number.isFinite, "decimalNumber \(number) is not finite")
            switch value! {
            case .int(let integer):
                invariant(Double(integer).bitPattern == number.bitPattern,
                          "'\(scalar.text)': decimalNumber \(number) != int \(integer)")
            case .float(let float):
                invariant(float.bitPattern == number.bitPattern,
                          "'\(scalar.text)': decimalNumber \(number) != float \(float)")
            default:
                invariant(false, "'\(scalar.text)': decimalNumber \(number) but coreValue \(value!)")
            }
        }
    case .sequence(let items):
        invariant(node.isSequence && node.text == nil && node.scalarStyle == nil && node.coreValue == nil,
                  "sequence node \(node.id) answers like a scalar")
        invariant(items.count == node.count && items == Array(node.items), "sequence items disagree")
        invariant(node.entries.isEmpty, "sequence with entries")
    case .mapping(let entries):
        invariant(node.isMapping && node.text == nil && node.scalarStyle == nil && node.coreValue == nil,
                  "mapping node \(node.id) answers like a scalar")
        invariant(entries.count == node.count && node.items.isEmpty, "mapping count disagrees")
        var index = 0
        node.forEachEntry { keyBytes, key, value in
            invariant(index < entries.count, "forEachEntry visits more entries than entries holds")
            let entry = entries[index]
            invariant(entry.key.id == key && entry.value.id == value, "forEachEntry entry \(index) differs")
            if let keyBytes {
                invariant(entry.key.isScalar && Array(keyBytes) == Array(entry.key.text!.utf8),
                          "forEachEntry key bytes differ from the key's text")
            } else {
                invariant(!entry.key.isScalar, "forEachEntry gave no bytes for a scalar key")
            }
            index += 1
        }
        invariant(index == entries.count, "forEachEntry visited \(index) of \(entries.count) entries")
        for (position, entry) in entries.enumerated() {
            guard let text = entry.key.text, let found = node.entry(forKey: text) else {
                invariant(!entry.key.isScalar, "entry(forKey:) misses scalar key at \(position)")
                continue
            }
            invariant(found.key.text == text, "entry(forKey: '\(text)') found key '\(found.key.text ?? "-")'")
            let foundPosition = entries.firstIndex { $0.key == found.key && $0.value == found.value }
            invariant(foundPosition.map { $0 <= position } ?? false, "entry(forKey: '\(text)') is not the first")
            invariant(node[text] == found.value, "subscript and entry(forKey:) disagree for '\(text)'")
        }
    }
}

/// Equality that counts two NaNs with the same bits as the same value.
func same(_ lhs: CoreValue, _ rhs: CoreValue) -> Bool {
    if case .float(let l) = lhs, case .float(let r) = rhs { return l.bitPattern == r.bitPattern }
    return lhs == rhs
}
