// YAML → IR → diagnostics: decode any bytes as a spec, then render every
// diagnostic as text and as JSON. The rendered text is what a terminal shows,
// so spec bytes must arrive there made visible, never as control characters.
import TranspecDiagnostics
import TranspecSpec
import TranspecYAML

let path = "fuzz.transpec.yaml"

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    let file = SourceFile(path: path, bytes: bytes)
    var diagnostics = DiagnosticCollector()
    let spec = SpecFrontEnd.decode(file, diagnostics: &diagnostics)

    if !diagnostics.hasErrors {
        invariant(spec != nil || (KnownBugs.tolerated("version-is-collection") && versionIsCollection(bytes)),
                  "no errors but no SpecIR")
    }
    if let spec {
        invariant(spec.file == path, "SpecIR.file is '\(spec.file)'")
        let table = LineTable(bytes)
        for transition in spec.transitions { checkLocation(transition.location, "transition", table, size) }
    }
    checkDiagnostics(diagnostics.diagnostics, bytes: bytes)

    // `check` streams the same file without keeping transitions: same verdict.
    var checked = DiagnosticCollector()
    var visited = 0
    let usable = SpecFrontEnd.check(file, diagnostics: &checked) { _ in visited += 1 }
    invariant(usable == (spec != nil), "check says usable \(usable), decode gave \(spec == nil ? "nil" : "a spec")")
    invariant(checked.sorted == diagnostics.sorted, "check and decode report different diagnostics")
    if let spec { invariant(visited == spec.transitions.count, "check visited \(visited) of \(spec.transitions.count)") }
    return 0
}

func checkDiagnostics(_ diagnostics: [Diagnostic], bytes: [UInt8]) {
    let table = LineTable(bytes)
    for diagnostic in diagnostics {
        invariant(!diagnostic.message.isEmpty, "empty diagnostic message")
        let what = "diagnostic '\(diagnostic.message)'"
        if let location = diagnostic.location { checkLocation(location, what, table, bytes.count) }
        for note in diagnostic.notes {
            if let location = note.location { checkLocation(location, "note of \(what)", table, bytes.count) }
        }
        if let fixIt = diagnostic.fixIt {
            checkLocation(fixIt.location, "fix-it of \(what)", table, bytes.count)
            invariant(fixIt.length >= 0, "negative fix-it length in \(what)")
        }
    }

    let file = SourceFile(path: path, bytes: bytes)
    let text = DiagnosticRenderer(useColor: false, sources: [path: file]).render(diagnostics)
    if let bad = text.unicodeScalars.first(where: unsafeForTerminal) {
        fatalError("fuzz invariant violated: rendered diagnostics contain U+\(String(bad.value, radix: 16, uppercase: true)):\n"
            + text.unicodeScalars.map { unsafeForTerminal($0) ? "<U+\(String($0.value, radix: 16))>" : String($0) }.joined())
    }
    invariant(diagnostics.isEmpty || !text.isEmpty, "diagnostics rendered as nothing")

    let json = DiagnosticJSON.render(diagnostics)
    if let problem = jsonProblem(json) { fatalError("fuzz invariant violated: invalid diagnostics JSON (\(problem)):\n\(json)") }
}

/// A location in this file: 1-based, inside the input, and at the line and
/// column its offset has (libyaml may put the end of the stream one line on).
func checkLocation(_ location: SourceLocation, _ what: @autoclosure () -> String, _ table: LineTable, _ size: Int) {
    invariant(location.file == path, "\(what()) is in file '\(location.file)'")
    invariant(location.line >= 1 && location.column >= 1, "\(what()) at \(location.line):\(location.column)")
    invariant(location.offset <= size, "\(what()) at offset \(location.offset), input is \(size) bytes")
    let position = table.position(location.offset)!
    let endOfStream = location.offset == size && location.line == position.line + 1 && location.column == 1
    invariant(endOfStream || (position.line == location.line && position.column == location.column),
              "\(what()) at \(location.line):\(location.column) but offset \(location.offset) is at "
                  + "\(position.line):\(position.column)")
}

/// `transpec: []` (any collection): decodeVersion returns nil without a
/// diagnostic (Fuzz/regressions/version-is-collection.yaml).
func versionIsCollection(_ bytes: [UInt8]) -> Bool {
    guard let root = try? YAMLReader.compose(bytes), let version = root["transpec"] else { return false }
    return !version.isScalar
}
