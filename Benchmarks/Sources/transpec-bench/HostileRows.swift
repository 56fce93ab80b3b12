import Foundation

// "Each hostile input finishes within 2 s and uses less than 512 MiB" (issue
// 5), measured where it means something: a release build, one process per
// input. `Benchmarks/hostile-max` runs `transpec check` on every input of
// Tests/HostileInputs (making the large generated ones once) and prints the
// slowest time and the largest peak RSS; each row reads one of them.

@MainActor func hostileRows(transpec: String, transpecWhy: String?) -> RowGroup {
    let argv = [rootDir + "/Benchmarks/hostile-max", transpec, buildDir + "/hostile"]
    var slowest = Contender("hostile inputs (slowest)", argv, unavailable: transpecWhy)
    slowest.figure = { number(after: "max milliseconds:", in: $0).map { $0 / 1000 } }
    var largest = Contender("hostile inputs (largest)", argv, unavailable: transpecWhy)
    largest.figure = { number(after: "max RSS MiB:", in: $0) }
    probe(&slowest)
    probe(&largest)
    func figures(_ name: String) -> ([String: Contender]) -> [Double] {
        { byName in byName[name]!.runs.compactMap(\.figure) }
    }
    return RowGroup(
        contenders: [slowest, largest],
        rows: [
            Row(what: "hostile inputs: slowest check (s)", measure: .derived([slowest.name], figures(slowest.name)),
                goal: Goal(atMost: true, value: 2)),
            Row(what: "hostile inputs: largest peak RSS (MiB)", measure: .derived([largest.name], figures(largest.name)),
                goal: Goal(atMost: true, value: 512)),
        ],
        notes: ["hostile inputs: every file of Tests/HostileInputs/cases and the generated ones "
            + "(64 MiB of YAML, a 64 MiB scalar, 100,000 levels, …), one release `transpec check` each"])
}
