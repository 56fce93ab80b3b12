import TranspecRuntime
import TranspecSimulation

/// The accuracy of both sweeps. Settle times: on a 32 × 32 sample of the
/// grid, the closed form and RK4 at 1 kHz each against RK4 at 1 MHz (step
/// 1 µs), all settling toward the closed form's decision. Decisions: all
/// N × N cells, the closed form's against the integrated sweep's.
func printAccuracy(_ request: SweepRequest) {
    let distance = request.subject.distance(in: request.container)
    let motion = request.subject.motion
    let coarse = IntegratedSweep(request, step: 1e-3), fine = IntegratedSweep(request, step: 1e-6)
    let progress = request.progressValues, velocity = request.velocityValues
    let sample = 32
    func pick(_ values: [Double]) -> [Double] {
        (0..<sample).map { values[$0 * (values.count - 1) / (sample - 1)] }
    }
    var closedError = 0.0, integratedError = 0.0, longest = 0.0
    for v in pick(velocity) {
        for p in pick(progress) {
            let closed = Sweep.cell(motion, progress: p, velocity: v, distance: distance)
            let reference = fine.settleTime(progress: p, velocity: v, decision: closed.decision)
            let integrated = coarse.settleTime(progress: p, velocity: v, decision: closed.decision)
            closedError = max(closedError, abs(closed.settleTime - reference))
            integratedError = max(integratedError, abs(integrated - reference))
            longest = max(longest, reference)
        }
    }
    var agree = 0
    for v in velocity {
        for p in progress {
            let closed = motion.release.decide(progress: p, velocity: v, distance: distance)
            if closed == coarse.decide(progress: p, velocity: v) { agree += 1 }
        }
    }
    let cells = progress.count * velocity.count
    print("settle time, max |error| vs RK4 at 1 MHz on \(sample)×\(sample) cells (longest \(longest) s):")
    print("  closed form \(closedError) s")
    print("  RK4 1 kHz   \(integratedError) s")
    print("decisions, closed form vs stepped projection: \(agree) of \(cells) agree")
}
