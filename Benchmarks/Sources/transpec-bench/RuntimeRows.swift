import Foundation

// The runtime's rows: per-frame cost under valgrind, the closed-form
// sweep against RK4 integration, and the sweep on every core. Their programs
// are this package's other executables (frame-cost, sweep-bench), built here.

/// `--rows` groups beyond the front end's.
let addedRowGroups = ["frame", "sweep", "cores", "compile", "hostile", "formats", "preview"]

/// Contenders, rows and notes (printed under the table) that one group adds.
struct RowGroup {
    var contenders: [Contender] = []
    var rows: [Row] = []
    var notes: [String] = []

    mutating func add(_ other: RowGroup) {
        contenders += other.contenders
        rows += other.rows
        notes += other.notes
    }
}

/// The rows of every selected group, their contenders probed.
@MainActor func addedRows(transpec: String, transpecWhy: String?) -> RowGroup {
    var group = RowGroup()
    if wants("frame") { group.add(frameRows()) }
    if wants("sweep") || wants("cores") { group.add(sweepRows()) }
    if wants("compile") { group.add(compileRows(transpec: transpec, transpecWhy: transpecWhy)) }
    if wants("hostile") { group.add(hostileRows(transpec: transpec, transpecWhy: transpecWhy)) }
    if wants("formats") { group.add(formatRows(transpec: transpec, transpecWhy: transpecWhy)) }
    if wants("preview") { group.add(previewRows(transpec: transpec, transpecWhy: transpecWhy)) }
    return group
}

/// An executable on PATH (posix_spawn needs the full path).
@MainActor func executable(_ name: String) -> String? {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
    return path.split(separator: ":").map { "\($0)/\(name)" }.first { fm.isExecutableFile(atPath: $0) }
}

/// One of this package's executables, built (release, incrementally) on demand.
@MainActor func benchProduct(_ name: String) -> (path: String, unavailable: String?) {
    let build = ["swift", "build", "-c", "release", "--package-path", benchDir]
    guard tool(build + ["--product", name]).code == 0 else { return (name, "release build failed") }
    return (tool(build + ["--show-bin-path"], capture: true).out + "/" + name, nil)
}

/// The number after the last `prefix` in `text` (thousands commas
/// allowed), e.g. valgrind's "Collected : 123", "total heap usage: 1,234
/// allocs", or sweep-bench's "sweep seconds: 0.25".
func number(after prefix: String, in text: String) -> Double? {
    guard let range = text.range(of: prefix, options: .backwards) else { return nil }
    let spelled = text[range.upperBound...].drop { $0 == " " }.prefix { $0.isNumber || ",.e-+".contains($0) }
    return Double(spelled.filter { $0 != "," })
}

/// Per round: figure of `numerator` ÷ figure of `denominator`.
func figureRatio(_ numerator: String, over denominator: String) -> ([String: Contender]) -> [Double] {
    { byName in
        zip(byName[numerator]!.runs, byName[denominator]!.runs).map { ($0.figure ?? .nan) / ($1.figure ?? .nan) }
    }
}

/// Probes a contender with a `figure`; one that runs but reports no figure is
/// unavailable too.
@MainActor func probeFigure(_ c: inout Contender) {
    probe(&c)
    guard c.unavailable == nil, let figure = c.figure else { return }
    let out = (try? String(contentsOfFile: logPath(c.name), encoding: .utf8)) ?? ""
    if figure(out) == nil { c.unavailable = "no figure in its output (\(logPath(c.name)))" }
}

/// Per round: (figure of `large` − figure of `small`) ÷ `per`.
func figureDifference(_ small: String, _ large: String, per: Double) -> ([String: Contender]) -> [Double] {
    { byName in
        zip(byName[small]!.runs, byName[large]!.runs).map { (($1.figure ?? .nan) - ($0.figure ?? .nan)) / per }
    }
}

// MARK: - Per-frame cost

/// Frame counts: multiples of the 120 frames frame-cost cycles through, so
/// both runs see the same mix of frames and the difference is 12 000 frames.
let smallFrames = 1_200, largeFrames = 13_200

@MainActor func frameRows() -> RowGroup {
    let (program, why) = benchProduct("frame-cost")
    let valgrind = executable("valgrind")
    let missing = valgrind == nil ? "valgrind not found on PATH" : why
    let out = logDir + "/callgrind.out"
    func contender(_ tool: String, _ frames: Int, _ prefix: String) -> Contender {
        let options = tool == "callgrind" ? ["--tool=callgrind", "--callgrind-out-file=" + out] : ["--tool=memcheck"]
        var c = Contender("frame ×\(frames) (\(tool))", [valgrind ?? "valgrind"] + options + [program, "\(frames)"],
                          unavailable: missing)
        c.figure = { number(after: prefix, in: $0) }
        probeFigure(&c)
        return c
    }
    let contenders = [
        contender("callgrind", smallFrames, "Collected :"), contender("callgrind", largeFrames, "Collected :"),
        contender("memcheck", smallFrames, "total heap usage:"), contender("memcheck", largeFrames, "total heap usage:"),
    ]
    let per = Double(largeFrames - smallFrames)
    return RowGroup(
        contenders: contenders,
        rows: [
            Row(what: "per frame: instructions (callgrind)",
                measure: .derived([contenders[0].name, contenders[1].name],
                                  figureDifference(contenders[0].name, contenders[1].name, per: per)),
                goal: Goal(atMost: true, value: 1500)),
            Row(what: "per frame: heap allocations",
                measure: .derived([contenders[2].name, contenders[3].name],
                                  figureDifference(contenders[2].name, contenders[3].name, per: per)),
                goal: Goal(atMost: true, value: 0)),
        ],
        notes: ["per frame: one SettleMotion state + 8 keyframe tracks (2 elements × 4), "
                + "(count for \(largeFrames) frames − count for \(smallFrames)) ÷ \(largeFrames - smallFrames)"])
}

// MARK: - Sweeps

/// Cells per side of the release-state sweep.
let sweepSide = 1_000

@MainActor func sweepRows() -> RowGroup {
    let (program, why) = benchProduct("sweep-bench")
    func contender(_ name: String, _ mode: String) -> Contender {
        var c = Contender(name, [program, mode, "\(sweepSide)"], unavailable: why)
        c.figure = { number(after: "sweep seconds:", in: $0) }
        probeFigure(&c)
        return c
    }
    /// The row's goal divides the sweeps' own times; the same ratio of whole
    /// processes follows it, for reference.
    func rows(_ what: String, _ numerator: Contender, over denominator: Contender, goal: Goal?) -> [Row] {
        [Row(what: what, measure: .derived([numerator.name, denominator.name],
                                           figureRatio(numerator.name, over: denominator.name)), goal: goal),
         Row(what: "  the same, whole processes", measure: .timeRatio(numerator.name, over: denominator.name), goal: nil)]
    }
    let serial = contender("sweep, closed form, 1 thread", "serial")
    var group = RowGroup(contenders: [serial])
    group.notes.append("sweep rows divide the sweeps' own wall times (sweep-bench prints them); "
                       + "\"whole processes\" rows include process start, the digest and freeing, on one thread")
    if wants("sweep") {
        let integrated = contender("sweep, RK4 1 kHz, 1 thread", "rk4")
        group.contenders.append(integrated)
        group.rows += rows("sweep vs integration (RK4 ÷ closed form)", integrated, over: serial,
                           goal: Goal(atMost: false, value: 50))
        // The ceiling of that ratio: no closed-form settle time can cost less
        // than evaluating the closed form once per cell.
        let floor = contender("1 closed-form evaluation per cell", "floor")
        group.contenders.append(floor)
        group.rows.append(Row(what: "  ceiling: RK4 ÷ 1 closed-form evaluation per cell",
                              measure: .derived([integrated.name, floor.name], figureRatio(integrated.name, over: floor.name)),
                              goal: nil))
        group.notes.append("sweep: \(sweepSide) × \(sweepSide) releases of PullToDismiss (decision + settle time); accuracy:")
        if why == nil {
            log("sweep accuracy (untimed, RK4 at 1 MHz on a sample)")
            let accuracy = tool([program, "accuracy", "\(sweepSide)"], capture: true)
            group.notes += accuracy.out.split(separator: "\n").map { "  " + $0 }
        }
    }
    if wants("cores") {
        let parallel = contender("sweep, closed form, all cores", "parallel")
        group.contenders.append(parallel)
        group.rows += rows("sweep on both cores (1 thread ÷ parallel)", serial, over: parallel,
                           goal: Goal(atMost: false, value: 1.8))
        // What the shared machine let the parallel run have: its CPU time ÷
        // its wall time. Below 2 on 2 cores, other jobs held a core; the
        // ratio above cannot then exceed about this figure.
        group.rows.append(Row(what: "  cores the parallel process got (CPU s ÷ wall s)",
                              measure: .derived([parallel.name], { byName in
                                  byName[parallel.name]!.runs.map { $0.cpuSeconds / $0.seconds }
                              }),
                              goal: nil))
        group.notes.append("sweep on both cores: \(ProcessInfo.processInfo.activeProcessorCount) active cores")
    }
    return group
}
