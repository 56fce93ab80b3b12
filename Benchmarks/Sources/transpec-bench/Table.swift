import Foundation

/// A program the bench times: how to run it, or why it can't run.
struct Contender {
    let name: String
    let argv: [String]
    var unavailable: String?  // reason, set by the probe run
    var runs: [RunResult] = []
    /// Reads a number from one run's output (stdout and stderr), e.g. an
    /// instruction count from valgrind; stored in `RunResult.figure`.
    var figure: ((String) -> Double?)?
    /// Runs, untimed, before every run (e.g. emptying an output folder, so
    /// that deleting the last run's output isn't timed as this run's work).
    var prepare: (() -> Void)?
    /// Run in the first round only: an instruction count is the same every run.
    var once = false

    init(_ name: String, _ argv: [String], unavailable: String? = nil, prepare: (() -> Void)? = nil) {
        self.name = name
        self.argv = argv
        self.unavailable = unavailable
        self.prepare = prepare
    }
}

/// What a row divides, per iteration, so that pairs run back to back share
/// the machine's load of the moment.
enum Measure {
    /// time(numerator) ÷ time(denominator)
    case timeRatio(String, over: String)
    /// peak RSS of the contender ÷ the size of the file it read
    case rssPerByte(String, fileBytes: Int)
    /// Any per-round figure of these contenders' runs (RuntimeRows.swift).
    case derived([String], ([String: Contender]) -> [Double])
}

struct Goal {
    let atMost: Bool
    let value: Double
    var text: String { (atMost ? "≤ " : "≥ ") + format(value) }
    func passes(_ x: Double) -> Bool { atMost ? x <= value : x >= value }
}

/// One line of the table. Add a row here when the performance issue grows.
struct Row {
    let what: String
    let measure: Measure
    let goal: Goal?  // nil: reported for reference only

    var contenders: [String] {
        switch measure {
        case let .timeRatio(a, b): [a, b]
        case let .rssPerByte(a, _): [a]
        case let .derived(names, _): names
        }
    }

    func samples(_ byName: [String: Contender]) -> [Double] {
        switch measure {
        case let .timeRatio(a, b):
            zip(byName[a]!.runs, byName[b]!.runs).map { $0.seconds / $1.seconds }
        case let .rssPerByte(a, bytes):
            byName[a]!.runs.map { Double($0.peakRSSBytes) / Double(bytes) }
        case let .derived(_, samples):
            samples(byName)
        }
    }
}

func format(_ x: Double) -> String {
    let digits = x >= 100 ? 0 : x >= 10 ? 1 : 2
    var s = String(Int((x * pow10(digits)).rounded()))
    if digits > 0 {
        while s.count <= digits { s = "0" + s }
        s.insert(".", at: s.index(s.endIndex, offsetBy: -digits))
    }
    return s
}

private func pow10(_ n: Int) -> Double { n == 0 ? 1 : 10 * pow10(n - 1) }

func median(_ xs: [Double]) -> Double {
    let s = xs.sorted()
    return s.count % 2 == 1 ? s[s.count / 2] : (s[s.count / 2 - 1] + s[s.count / 2]) / 2
}

func printTable(_ header: [String], _ rows: [[String]]) {
    let widths = header.indices.map { i in ([header] + rows).map { $0[i].count }.max()! }
    func line(_ cells: [String]) -> String {
        "| " + cells.enumerated().map { $1.padding(toLength: widths[$0], withPad: " ", startingAt: 0) }
            .joined(separator: " | ") + " |"
    }
    print(line(header))
    print(line(widths.map { String(repeating: "-", count: $0) }))
    rows.forEach { print(line($0)) }
}
