import Testing
@testable import TranspecYAML

@Suite struct MarkTests {
    @Test func nonASCIIBeforeKeyCountsScalarsAndBytes() throws {
        let root = try #require(try compose("é😀中: 1\nb: x😀\nc: 3\n"))
        let entries = try #require(root.mappingEntries)
        // "é😀中: " is 5 scalars and 2+4+3+2 = 11 bytes.
        #expect(entries[0].value.mark == Mark(line: 1, column: 6, offset: 11))
        #expect(entries[1].key.mark == Mark(line: 2, column: 1, offset: 13))
        // "b: x😀\n" is 9 bytes.
        #expect(entries[2].key.mark == Mark(line: 3, column: 1, offset: 13 + 9))
        #expect(entries[2].value.mark == Mark(line: 3, column: 4, offset: 25))
    }

    @Test func crlfLineBreaks() throws {
        let root = try #require(try compose("a: 1\r\nbb: 2\r\n"))
        let entries = try #require(root.mappingEntries)
        #expect(entries[1].key.mark == Mark(line: 2, column: 1, offset: 6))
        #expect(entries[1].value.mark == Mark(line: 2, column: 5, offset: 10))
    }

    @Test func tabsInsideScalarsCountOneColumn() throws {
        let root = try #require(try compose("a: \"x\ty\" \n\"é\tb\": [1, 2]\n"))
        let entries = try #require(root.mappingEntries)
        #expect(entries[0].value.scalar?.text == "x\ty")
        #expect(entries[1].key.scalar?.text == "é\tb")
        let items = try #require(entries[1].value.sequenceItems)
        // `"é\tb": [1, 2]`: the 1 is scalar column 9, byte 9 (0-based) of the line.
        #expect(items[0].mark == Mark(line: 2, column: 9, offset: 10 + 9))
    }

    @Test func utf8ByteOrderMarkIsSkippedButCountedInOffsets() throws {
        let root = try #require(try YAMLReader.compose([0xEF, 0xBB, 0xBF] + Array("a: é\nb: 2".utf8)))
        let entries = try #require(root.mappingEntries)
        #expect(entries[0].key.mark == Mark(line: 1, column: 1, offset: 3))
        #expect(entries[1].value.mark == Mark(line: 2, column: 4, offset: 3 + 6 + 3))
    }

    @Test func eventMarksHaveStartAndEnd() throws {
        let events = try YAMLReader.events(Array("key: välue\n".utf8))
        let scalars = events.filter { if case .scalar = $0.kind { true } else { false } }
        #expect(scalars[1].start == Mark(line: 1, column: 6, offset: 5))
        #expect(scalars[1].end == Mark(line: 1, column: 11, offset: 11))
    }

    /// The byte cursor skips ASCII eight bytes at a time: every plain
    /// scalar's start and end offsets must still frame exactly its bytes,
    /// for ASCII runs of every length between multi-byte scalars.
    @Test func offsetsFrameEveryScalarAcrossASCIIRunsOfEveryLength() throws {
        var source = "é: ü\n"
        for length in 1...40 {
            let ascii = String(repeating: "abcdefghij", count: 4).prefix(length)
            source += "k\(length)\(ascii)😀: v\(ascii)中\(ascii)\n"
        }
        let bytes = Array(source.utf8)
        let events = try YAMLReader.events(bytes)
        var checked = 0
        for event in events {
            guard case .scalar(let scalar) = event.kind else { continue }
            #expect(Array(bytes[event.start.offset..<event.end.offset]) == Array(scalar.text.utf8))
            checked += 1
        }
        #expect(checked == 82)
    }
}
