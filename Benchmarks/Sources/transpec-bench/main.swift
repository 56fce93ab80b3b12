import Foundation

// transpec-bench: times transpec against libyaml's bare event loop and Yams
// on a generated ~20 MB spec, and prints one table. See Benchmarks/README.md.

let arguments = Array(CommandLine.arguments.dropFirst())
if arguments.count == 2, arguments[0] == "--yams-compose" {
    exit(yamsComposeMain(arguments[1]))
}

let usage = """
    usage: transpec-bench [--runs N] [--transpec PATH] [--corpus FILE] [--no-growth] [--rows NAME,...]
      --runs N         timed runs per contender, alternating (default 5, at least 5)
      --transpec PATH  a release transpec binary (default: build the parent package)
      --corpus FILE    the spec to time (default: Benchmarks/corpus/, made if missing)
      --no-growth      skip the 10× corpus row (~200 MB)
      --rows NAME,...  only these row groups: frontend, frame, sweep, cores, compile, hostile, formats, preview
                       (default: all)
    """

func log(_ s: String) { FileHandle.standardError.write(Data((s + "\n").utf8)) }
func die(_ s: String) -> Never { log("transpec-bench: " + s); exit(2) }

var runCount = 5, transpecGiven: String?, corpusGiven: String?, growth = true, rowsGiven: Set<String>?
var rest = arguments[...]
while let a = rest.popFirst() {
    switch a {
    case "--runs": runCount = Int(rest.popFirst() ?? "") ?? 0
    case "--transpec": transpecGiven = rest.popFirst()
    case "--corpus": corpusGiven = rest.popFirst()
    case "--no-growth": growth = false
    case "--rows": rowsGiven = Set((rest.popFirst() ?? "").split(separator: ",").map(String.init))
    case "-h", "--help": print(usage); exit(0)
    default: die("unknown argument \(a)\n\(usage)")
    }
}
guard runCount >= 5 else { die("--runs must be at least 5") }
if let unknown = rowsGiven?.subtracting(["frontend"] + addedRowGroups).first { die("unknown row group \(unknown)\n\(usage)") }
/// Whether `--rows` selected this group of rows (all are, by default).
@MainActor func wants(_ group: String) -> Bool { rowsGiven?.contains(group) ?? true }

// Paths come from this file's location, so the bench runs from any directory.
let benchDir = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().path
let rootDir = URL(fileURLWithPath: benchDir).deletingLastPathComponent().path
let buildDir = benchDir + "/.build"
let logDir = buildDir + "/bench-logs"
let fm = FileManager.default
try? fm.createDirectory(atPath: logDir, withIntermediateDirectories: true)

/// Runs a setup tool; its output streams to the terminal unless captured.
@discardableResult
@MainActor func tool(_ argv: [String], capture: Bool = false) -> (code: Int32, out: String) {
    let p = Process()
    p.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    p.arguments = argv
    let pipe = Pipe()
    if capture { p.standardOutput = pipe }
    do { try p.run() } catch { return (127, "") }
    let data = capture ? pipe.fileHandleForReading.readDataToEndOfFile() : Data()
    p.waitUntilExit()
    return (p.terminationStatus, String(decoding: data, as: UTF8.self)
        .trimmingCharacters(in: .whitespacesAndNewlines))
}

@MainActor func modified(_ path: String) -> Date? {
    (try? fm.attributesOfItem(atPath: path))?[.modificationDate] as? Date
}

/// The corpus for `transitions`, generated once (seed 1) and reused until
/// make-corpus changes.
@MainActor func corpus(transitions: Int) -> String {
    let path = "\(benchDir)/corpus/spec-\(transitions)-seed1.transpec.yaml"
    if let made = modified(path), let maker = modified(benchDir + "/make-corpus"), made >= maker { return path }
    log("generating \(path)")
    try? fm.createDirectory(atPath: benchDir + "/corpus", withIntermediateDirectories: true)
    // Through a temporary name, so an interrupted run leaves no truncated corpus.
    let partial = path + ".partial"
    let made = tool(["python3", benchDir + "/make-corpus", "--transitions", "\(transitions)", partial])
    try? fm.removeItem(atPath: path)
    guard made.code == 0, (try? fm.moveItem(atPath: partial, toPath: path)) != nil else {
        die("make-corpus failed")
    }
    return path
}

/// The C floor, rebuilt only when its source changed.
@MainActor func scanner() -> String {
    let source = benchDir + "/libyaml-scan.c", binary = buildDir + "/libyaml-scan"
    if let b = modified(binary), let s = modified(source), b > s { return binary }
    log("compiling \(binary)")
    guard tool(["cc", "-O2", "-o", binary, source, "-lyaml"]).code == 0 else { die("cc failed") }
    return binary
}

/// The release transpec: given, or built incrementally in the parent package
/// as it ships (the README's install command): release, with the Swift
/// standard library linked in statically, in its own build folder.
@MainActor func transpec() -> (path: String, unavailable: String?) {
    if let given = transpecGiven {
        return (given, fm.isExecutableFile(atPath: given) ? nil : "no executable at \(given)")
    }
    log("building transpec (release, static Swift runtime) in \(rootDir)")
    let build = ["swift", "build", "-c", "release", "--static-swift-stdlib", "--package-path", rootDir,
                 "--scratch-path", rootDir + "/.build-release-static"]
    guard tool(build + ["--product", "transpec"]).code == 0 else {
        return ("transpec", "release build failed")
    }
    return (tool(build + ["--show-bin-path"], capture: true).out + "/transpec", nil)
}

@MainActor func logPath(_ name: String) -> String {
    logDir + "/" + name.replacingOccurrences(of: " ", with: "-") + ".log"
}

/// Where `generate` writes, emptied before each of its runs.
let generatedDir = buildDir + "/generated"
@MainActor func emptyGeneratedDir() {
    try? fm.removeItem(atPath: generatedDir)
    try? fm.createDirectory(atPath: generatedDir, withIntermediateDirectories: true)
}

/// One untimed run per contender: warms the page cache and tells whether it works.
@MainActor func probe(_ c: inout Contender) {
    guard c.unavailable == nil else { return }
    c.prepare?()
    let r = spawnAndWait(c.argv, log: logPath(c.name))
    if r.exitCode != 0 {
        let out = (try? String(contentsOfFile: logPath(c.name), encoding: .utf8)) ?? ""
        let first = out.split(separator: "\n").first.map(String.init) ?? ""
        c.unavailable = "exit \(r.exitCode): \(first.prefix(60))"
    }
}

let frontEnd = wants("frontend")
let file = frontEnd ? corpusGiven ?? corpus(transitions: 20000) : ""
guard let fileBytes = frontEnd ? (try? fm.attributesOfItem(atPath: file))?[.size] as? Int : 0 else {
    die("cannot read \(file)")
}
let selfPath = (try? fm.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0]
let (transpecPath, transpecWhy) = frontEnd || wants("compile") || wants("hostile") || wants("formats") || wants("preview")
    ? transpec() : ("transpec", "not needed")

var contenders = !frontEnd ? [] : [
    Contender("libyaml scan", [scanner(), file]),
    Contender("transpec check", [transpecPath, "check", file, "--quiet"], unavailable: transpecWhy),
    Contender("Yams compose", [selfPath, "--yams-compose", file]),
    // Into a fresh folder each run (generate skips files whose content is
    // unchanged), emptied before the clock starts: deleting the last run's
    // 163 MB took 0.04 s, which is not generate's work. The 21 MB corpus
    // is past generate's default 4 MiB input budget.
    Contender("transpec generate", [transpecPath, "generate", file, "--output", generatedDir, "--quiet",
                                    "--max-input-mib", "256"],
              unavailable: transpecWhy, prepare: emptyGeneratedDir),
]
for i in contenders.indices { probe(&contenders[i]) }
if frontEnd, contenders[0].unavailable != nil { die("the libyaml scan failed: \(contenders[0].unavailable!)") }

// The same two under callgrind: instructions do not move with the shared
// host's load, so this ratio is the steady one. Once each (minutes apiece).
if frontEnd {
    let valgrind = executable("valgrind")
    for (name, argv, why) in [("libyaml scan (callgrind)", [scanner(), file], nil),
                              ("transpec check (callgrind)", [transpecPath, "check", file, "--quiet"], transpecWhy)] {
        var c = Contender(name, [valgrind ?? "valgrind", "--tool=callgrind", "--callgrind-out-file=/dev/null"] + argv,
                          unavailable: why ?? (valgrind == nil ? "valgrind not found on PATH" : nil))
        c.figure = { number(after: "Collected :", in: $0) }
        c.once = true
        probeFigure(&c)
        contenders.append(c)
    }
}

// The 10× corpus is ~210 MB: only worth making once check works (else "not run").
if frontEnd, contenders[1].unavailable == nil {
    let why: String? = growth ? nil : "skipped (--no-growth)"
    let big = growth && corpusGiven == nil ? corpus(transitions: 200_000) : ""
    var c = Contender("transpec check 10×", [transpecPath, "check", big, "--quiet"],
                      unavailable: why ?? (big.isEmpty ? "no 10× corpus for --corpus" : nil))
    probe(&c)
    contenders.append(c)
}

// The table's rows; the performance issue adds more here.
var rows = !frontEnd ? [] : [
    Row(what: "check vs the physical floor",
        measure: .timeRatio("transpec check", over: "libyaml scan"), goal: Goal(atMost: true, value: 3)),
    Row(what: "  the same in instructions (callgrind)",
        measure: .derived(["libyaml scan (callgrind)", "transpec check (callgrind)"],
                          figureRatio("transpec check (callgrind)", over: "libyaml scan (callgrind)")),
        goal: Goal(atMost: true, value: 3)),
    Row(what: "check vs Yams (reference)",
        measure: .timeRatio("Yams compose", over: "transpec check"), goal: nil),
    Row(what: "memory (peak RSS ÷ file size)",
        measure: .rssPerByte("transpec check", fileBytes: fileBytes), goal: Goal(atMost: true, value: 5)),
    Row(what: "growth (10× corpus ÷ 1×)",
        measure: .timeRatio("transpec check 10×", over: "transpec check"), goal: Goal(atMost: true, value: 11)),
    Row(what: "generation (generate ÷ check, reference)",
        measure: .timeRatio("transpec generate", over: "transpec check"), goal: nil),
    Row(what: "Yams vs the floor (reference)",
        measure: .timeRatio("Yams compose", over: "libyaml scan"), goal: nil),
]

let added = addedRows(transpec: transpecPath, transpecWhy: transpecWhy)
contenders += added.contenders
rows += added.rows

// Alternate contenders, rotating the order each round, so drift in the
// shared machine's load hits all of them alike.
/// The 1-, 5- and 15-minute load averages, e.g. "0.52 0.58 0.59".
func loadAverage() -> String {
    ((try? String(contentsOfFile: "/proc/loadavg", encoding: .utf8)) ?? "?").split(separator: " ").prefix(3)
        .joined(separator: " ")
}
let loadBefore = loadAverage()
let live = contenders.indices.filter { contenders[$0].unavailable == nil }
for round in 0..<runCount {
    log("round \(round + 1)/\(runCount)")
    for k in live.indices {
        let i = live[(k + round) % live.count]
        guard contenders[i].unavailable == nil, !(contenders[i].once && round > 0) else { continue }
        contenders[i].prepare?()
        var r = spawnAndWait(contenders[i].argv, log: logPath(contenders[i].name))
        if r.exitCode != 0 { contenders[i].unavailable = "failed on round \(round + 1)" }
        if let figure = contenders[i].figure {
            r.figure = figure((try? String(contentsOfFile: logPath(contenders[i].name), encoding: .utf8)) ?? "")
            if r.figure == nil { contenders[i].unavailable = "no figure on round \(round + 1)" }
        }
        contenders[i].runs.append(r)
    }
}

let byName = Dictionary(uniqueKeysWithValues: contenders.map { ($0.name, $0) })
let events = (try? String(contentsOfFile: logPath("libyaml scan"), encoding: .utf8))?
    .trimmingCharacters(in: .whitespacesAndNewlines) ?? "?"
if frontEnd {
    print("corpus: \(file)")
    print("size: \(fileBytes) bytes (\(format(Double(fileBytes) / 1e6)) MB), \(events), \(runCount) runs each\n")
} else {
    print("\(runCount) runs each\n")
}
print("load average (1, 5, 15 min) before the timed runs: \(loadBefore); after: \(loadAverage()); "
      + "\(ProcessInfo.processInfo.activeProcessorCount) cores\n")

var failed = false
printTable(["row", "median", "min", "max", "goal", "result"], rows.map { row in
    let missing = row.contenders.compactMap { n in
        byName[n].map { $0.unavailable.map { "\(n): \($0)" } } ?? "\(n): not run"
    }
    if let why = missing.first { return [row.what, "–", "–", "–", row.goal?.text ?? "–", "not available (\(why))"] }
    let s = row.samples(byName)
    let m = median(s)
    let ok = row.goal?.passes(m)
    if ok == false { failed = true }
    return [row.what, format(m), format(s.min()!), format(s.max()!), row.goal?.text ?? "–",
            ok.map { $0 ? "pass" : "FAIL" } ?? "reference"]
})
added.notes.forEach { print($0) }
print()
// "figure": what the contender reports itself, e.g. a sweep's own seconds or
// valgrind's count.
printTable(["contender", "median s", "min s", "max s", "median CPU s", "peak RSS MB", "median figure"],
           contenders.map { c in
    let t = c.runs.map(\.seconds)
    guard c.unavailable == nil, !t.isEmpty else { return [c.name, "–", "–", "–", "–", c.unavailable ?? "–", "–"] }
    let rss = c.runs.map(\.peakRSSBytes).max()!
    let figures = c.runs.compactMap(\.figure)
    return [c.name, format(median(t)), format(t.min()!), format(t.max()!), format(median(c.runs.map(\.cpuSeconds))),
            format(Double(rss) / 1e6), figures.isEmpty ? "–" : format(median(figures))]
})
exit(failed ? 1 : 0)
