// sweep-bench MODE [N]: one release-state sweep of N × N cells (default
// 1000) for transpec-bench, which times it as a subprocess.
//   serial     the product's closed-form sweep on one thread
//   parallel   the product's closed-form sweep on every core
//   rk4        the same sweep integrated: RK4 at 1 kHz
//   floor      not a sweep: per cell, the decision and ONE closed-form
//              evaluation of the spring's state (one exp, cos and sin), the
//              least any closed-form settle time can cost; a reference row
//   accuracy   untimed: both sweeps against RK4 at 1 MHz (see Accuracy.swift)
// Each prints a digest of its cells, so no work can be optimized away, and
// "sweep seconds: S", the monotonic wall time of the sweep alone: the rows
// divide those, so that process start, the digest and freeing the cells,
// which one thread does in every mode, don't dilute the ratios.
import Foundation
import TranspecRuntime
import TranspecSimulation

let arguments = Array(CommandLine.arguments.dropFirst())
guard let mode = arguments.first, ["serial", "parallel", "rk4", "floor", "accuracy"].contains(mode) else {
    FileHandle.standardError.write(Data("usage: sweep-bench serial|parallel|rk4|floor|accuracy [N]\n".utf8))
    exit(64)
}
let n = arguments.count > 1 ? Int(arguments[1]) ?? 1000 : 1000
let request = sweepRequest(n)

/// A cell of any of the sweeps, as the digest reads it.
protocol DigestCell {
    var decision: ReleaseDecision { get }
    var settleTime: Double { get }
}
extension SweepCell: DigestCell {}
extension IntegratedCell: DigestCell {}

/// Counts, a sum, and an FNV-1a hash of every settle time's bit pattern
/// (equal hashes: the same doubles, in practice), in one pass. Plain loops:
/// closures made here would inherit the main actor and check it per cell.
nonisolated func digest(_ rows: [[some DigestCell]]) -> String {
    var complete = 0, total = 0.0
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for row in rows {
        for cell in row {
            if cell.decision == .complete { complete += 1 }
            if cell.settleTime.isFinite { total += cell.settleTime }
            hash = (hash ^ cell.settleTime.bitPattern ^ (cell.decision == .complete ? 1 : 0)) &* 0x100_0000_01b3
        }
    }
    return "\(rows.count)x\(rows.first?.count ?? 0) cells: \(complete) complete, "
        + "settle time sum \(total) s, hash \(String(hash, radix: 16))"
}

/// Runs `sweep`, printing its wall time; returns what it made.
func timed<Cells>(_ sweep: () -> Cells) -> Cells {
    let start = ContinuousClock.now
    let cells = sweep()
    let elapsed = ContinuousClock.now - start
    let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18
    print("sweep seconds: \(seconds)")
    return cells
}

switch mode {
case "serial", "parallel":
    let result = timed { Sweep.run(request, parallel: mode == "parallel") }
    print(digest(result.cells))
case "rk4":
    let cells = timed { IntegratedSweep(request, step: 1e-3).run(request) }
    print(digest(cells))
case "floor":
    // The settle spring of each cell, built as SettleMotion builds it (no
    // decay phase here), evaluated once, at a time that differs per cell so
    // nothing is hoisted out of the loop.
    let motion = request.subject.motion, distance = request.subject.distance(in: request.container)
    // (Its cells' settleTime holds the evaluated state instead.)
    let cells = timed {
        request.velocityValues.map { velocity in
            var row: [IntegratedCell] = []
            row.reserveCapacity(n)
            for progress in request.progressValues {
                let decision = motion.release.decide(progress: progress, velocity: velocity, distance: distance)
                let spring = SpringMotion(spring: motion.spring(for: decision), from: progress,
                                          to: decision == .complete ? 1 : 0, initialVelocity: velocity / distance)
                let state = spring.state(at: 0.25 + progress / 2)
                row.append(IntegratedCell(decision: decision, settleTime: state.position + state.velocity))
            }
            return row
        }
    }
    print(digest(cells))
default:
    printAccuracy(request)
}
