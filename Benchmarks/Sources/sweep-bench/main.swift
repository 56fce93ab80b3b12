// sweep-bench MODE [N]: one release-state sweep of N × N cells (default
// 1000) for transpec-bench, which times it as a subprocess.
//   serial     the product's closed-form sweep on one thread
//   parallel   the product's closed-form sweep on every core
//   rk4        the same sweep integrated: RK4 at 1 kHz
//   floor      not a sweep: per cell, the decision and ONE closed-form
//              evaluation of the spring's state (one exp, cos and sin), the
//              least any closed-form settle time can cost; a reference row
//   accuracy   untimed: both sweeps against RK4 at 1 MHz (see Accuracy.swift)
// Each prints a digest of its cells, so no work can be optimized away.
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

/// Counts, a sum, and an FNV-1a hash of every settle time's bit pattern
/// (equal hashes: the same doubles, in practice).
func digest(_ cells: [(ReleaseDecision, Double)]) -> String {
    let complete = cells.filter { $0.0 == .complete }.count
    let total = cells.map(\.1).filter(\.isFinite).reduce(0, +)
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for (decision, time) in cells {
        hash = (hash ^ time.bitPattern ^ (decision == .complete ? 1 : 0)) &* 0x100_0000_01b3
    }
    return "\(n)x\(n) cells: \(complete) complete, settle time sum \(total) s, hash \(String(hash, radix: 16))"
}

switch mode {
case "serial", "parallel":
    let result = Sweep.run(request, parallel: mode == "parallel")
    print(digest(result.cells.joined().map { ($0.decision, $0.settleTime) }))
case "rk4":
    let cells = IntegratedSweep(request, step: 1e-3).run(request)
    print(digest(cells.joined().map { ($0.decision, $0.settleTime) }))
case "floor":
    // The settle spring of each cell, built as SettleMotion builds it (no
    // decay phase here), evaluated once, at a time that differs per cell so
    // nothing is hoisted out of the loop.
    let motion = request.subject.motion, distance = request.subject.distance(in: request.container)
    var cells: [(ReleaseDecision, Double)] = []
    cells.reserveCapacity(n * n)
    for velocity in request.velocityValues {
        for progress in request.progressValues {
            let decision = motion.release.decide(progress: progress, velocity: velocity, distance: distance)
            let spring = SpringMotion(spring: motion.spring(for: decision), from: progress,
                                      to: decision == .complete ? 1 : 0, initialVelocity: velocity / distance)
            let state = spring.state(at: 0.25 + progress / 2)
            cells.append((decision, state.position + state.velocity))
        }
    }
    print(digest(cells))
default:
    printAccuracy(request)
}
