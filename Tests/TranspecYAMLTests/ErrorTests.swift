import Testing
@testable import TranspecYAML

@Suite struct ErrorTests {
    @Test func invalidUTF8MidFileReportsByteOffsetLineAndColumn() throws {
        let bytes = Array("a: 1\nbé: x".utf8) + [0xFF] + Array(" y\n".utf8)
        let error = try #require(composeError(bytes))
        #expect(error.message == "invalid UTF-8 byte 0xFF")
        // Offset 5 + 1 + 2 + 3 = 11; line 2, after "bé: x" (5 scalars).
        #expect(error.mark == Mark(line: 2, column: 6, offset: 11))
    }

    @Test func invalidTrailingByteIsReportedAtThatByte() throws {
        let error = try #require(composeError(Array("x: ".utf8) + [0xC3, 0x28]))
        #expect(error.message == "invalid UTF-8 byte 0x28")
        #expect(error.mark.offset == 4)
    }

    @Test func nulByteIsAControlCharacterError() throws {
        let error = try #require(composeError(Array("a: b\nc: d".utf8) + [0] + Array("\n".utf8)))
        #expect(error.message == "control character U+0000 is not allowed")
        #expect(error.mark == Mark(line: 2, column: 5, offset: 9))
    }

    @Test func utf16InputIsRefused() throws {
        let error = try #require(composeError([0xFF, 0xFE, 0x61, 0x00]))
        #expect(error.message.contains("UTF-16"))
        #expect(error.mark == .start)
    }

    @Test func scannerErrorHasPlainMessageAndPlace() throws {
        let error = try #require(composeError("a: b: c\n"))
        #expect(error.message == "mapping values are not allowed in this context")
        #expect(error.mark == Mark(line: 1, column: 5, offset: 4))
    }

    @Test func badTokenStart() throws {
        let error = try #require(composeError("a: 1\n@b: 2\n"))
        #expect(error.message == "found character that cannot start any token")
        #expect(error.mark.line == 2 && error.mark.column == 1)
    }

    @Test func parserErrorCarriesContextNote() throws {
        let error = try #require(composeError("a: [1, 2\nb: 3\n"))
        #expect(error.message == "did not find expected ',' or ']'")
        #expect(error.notes.first?.mark == Mark(line: 1, column: 4, offset: 3))
    }

    @Test func inputSizeLimit() throws {
        let limits = YAMLLimits(maxDepth: 10, aliasBudget: 10, maxInputBytes: 8)
        let error = try #require(composeError("a: 123456", limits: limits))
        #expect(error.message == "input is 9 bytes; the limit is 8 bytes")
    }

    @Test func documentCount() throws {
        #expect(try compose("") == nil)
        #expect(try compose("# only a comment\n\n") == nil)
        let empty = try #require(try compose("---\n"))
        #expect(empty.coreValue == .null)
        let error = try #require(composeError("a: 1\n---\nb: 2\n"))
        #expect(error.message == "a spec file holds exactly one document")
        #expect(error.mark == Mark(line: 2, column: 1, offset: 5))
        #expect(try YAMLReader.composeAll(Array("a\n---\nb\n".utf8)).count == 2)
    }
}
