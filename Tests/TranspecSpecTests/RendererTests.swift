import Testing
import TranspecDiagnostics
import TranspecSpec

@Suite struct RendererTests {
    private let file = "a.transpec.yaml"

    private func at(_ line: Int, _ column: Int, offset: Int = 0) -> TranspecDiagnostics.SourceLocation {
        SourceLocation(file: file, line: line, column: column, offset: offset)
    }

    /// A location with the byte offset a parser would give it in `source`.
    private func at(_ line: Int, _ column: Int, in source: String) -> TranspecDiagnostics.SourceLocation {
        let lines = source.split(separator: "\n", omittingEmptySubsequences: false)
        let lineStart = lines.prefix(line - 1).reduce(0) { $0 + $1.utf8.count + 1 }
        let prefix = lines[line - 1].unicodeScalars.prefix(column - 1)
        let offset = lineStart + prefix.reduce(0) { $0 + String($1).utf8.count }
        return SourceLocation(file: file, line: line, column: column, offset: offset)
    }

    private func sources(_ text: String) -> [String: SourceFile] {
        [file: SourceFile(path: file, bytes: Array(text.utf8))]
    }

    @Test func textHasHeaderSourceLineCaretNotesAndFixIt() {
        let source = "release:\n\t flickVelocty: 300\n"
        let diagnostic = Diagnostic.error(
            "unknown key 'flickVelocty' in 'release'; did you mean 'flickVelocity'?", at: at(2, 3, in: source),
            notes: [DiagnosticNote("a note without a place")],
            fixIt: FixIt(location: at(2, 3, in: source), length: 12, replacement: "flickVelocity"))
        let text = DiagnosticRenderer(sources: sources(source)).render([diagnostic])
        // Tabs show as four spaces in both lines, so the caret lines up on any terminal.
        #expect(text == """
            a.transpec.yaml:2:3: error: unknown key 'flickVelocty' in 'release'; did you mean 'flickVelocity'?
                 flickVelocty: 300
                 ^~~~~~~~~~~~
            note: a note without a place
            fix-it: a.transpec.yaml:2:3-2:15: replace with 'flickVelocity'

            """)
    }

    @Test func caretCountsScalarsAndTerminalWidths() {
        // Column 8 is the 8th scalar, 'x'; ✨ takes two terminal columns, é (one scalar) one.
        let source = "név: ✨ x1\n"
        let diagnostic = Diagnostic.warning("w", at: at(1, 8, in: source))
        let text = DiagnosticRenderer(sources: sources(source)).render([diagnostic])
        #expect(text.split(separator: "\n").last == "        ^~")
    }

    /// Plain ASCII lines take a path that skips decoding: the caret and the
    /// underline must land exactly where the decoded path puts them. The
    /// decoded line differs in one late scalar, é for x (one column each).
    @Test func asciiLinesAndDecodedLinesPutTheCaretInTheSamePlace() {
        let start = "  spring: { mass: 1, stiffness: 300 }"
        for pairs in [20, 80] {  // 80: the window is clipped after the location
            let plain = start + String(repeating: " x", count: pairs)
            var scalars = Array(plain.unicodeScalars)
            scalars[120 < scalars.count ? 120 : scalars.count - 1] = "é"
            let decoded = String(String.UnicodeScalarView(scalars))
            for column in [1, 3, 13, 19, 22, 33, 36] {
                func lines(_ source: String, highlight: Int?) -> [Substring] {
                    let location = at(1, column, in: source)
                    let fixIt = highlight.map { FixIt(location: location, length: $0, replacement: "y") }
                    let text = DiagnosticRenderer(sources: sources(source)).render(
                        [Diagnostic.warning("w", at: location, fixIt: fixIt)])
                    return Array(text.split(separator: "\n").dropFirst().prefix(2))
                }
                for highlight in [nil, 0, 4, 500] as [Int?] {
                    let ascii = lines(plain, highlight: highlight), unicode = lines(decoded, highlight: highlight)
                    #expect(ascii[1] == unicode[1], "column \(column), highlight \(String(describing: highlight))")
                    #expect(ascii[0].count == unicode[0].count && ascii[0].hasSuffix("…") == (pairs == 80))
                }
            }
        }
    }

    @Test func colorOnlyWhenAsked() {
        let diagnostic = Diagnostic.error("e", at: at(1, 1))
        #expect(!DiagnosticRenderer().render([diagnostic]).contains("\u{1B}["))
        #expect(DiagnosticRenderer(useColor: true).render([diagnostic]).contains("\u{1B}[1;31merror:"))
    }

    @Test func sortedByLocationThenSeverity() {
        let diagnostics = [
            Diagnostic.warning("w", at: at(2, 1)), Diagnostic.error("e2", at: at(2, 1)),
            Diagnostic.error("e1", at: at(1, 5)), Diagnostic.error("none", at: nil),
        ]
        let lines = DiagnosticRenderer().render(diagnostics).split(separator: "\n")
        #expect(lines == ["error: none", "a.transpec.yaml:1:5: error: e1", "a.transpec.yaml:2:1: error: e2",
                          "a.transpec.yaml:2:1: warning: w"])
    }

    @Test func jsonShapeAndEscaping() {
        let diagnostic = Diagnostic.error(
            "bad \"x\"\\\n\u{1}", at: at(3, 4, offset: 7), notes: [DiagnosticNote("first", at: at(1, 2)), DiagnosticNote("plain")],
            fixIt: FixIt(location: at(3, 4, offset: 7), length: 2, replacement: "ok"))
        #expect(DiagnosticJSON.render([diagnostic, .warning("w", at: nil)]) == """
            [
              {"severity":"warning","message":"w","file":null,"line":null,"column":null,"offset":null,"notes":[],"fixIt":null},
              {"severity":"error","message":"bad \\"x\\"\\\\\\n\\u0001","file":"a.transpec.yaml","line":3,"column":4,"offset":7,\
            "notes":[{"message":"first","file":"a.transpec.yaml","line":1,"column":2,"offset":0},\
            {"message":"plain","file":null,"line":null,"column":null,"offset":null}],\
            "fixIt":{"file":"a.transpec.yaml","line":3,"column":4,"offset":7,"length":2,"replacement":"ok"}}
            ]

            """)
        #expect(DiagnosticJSON.render([]) == "[]\n")
    }

    @Test func renderingARealSpecShowsTheCaretUnderTheKey() {
        let yaml = sheet("release: { treshold: 0.4 }")
        let result = check(yaml, file: file)
        let text = DiagnosticRenderer(sources: sources(yaml)).render(result.diagnostics)
        #expect(text.contains("    release: { treshold: 0.4 }\n               ^~~~~~~~\n"), "\(text)")
    }
}
