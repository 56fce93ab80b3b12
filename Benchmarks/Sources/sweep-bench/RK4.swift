import TranspecRuntime
import TranspecSimulation

/// One cell of the integrated sweep (`SweepCell`'s initializer is internal).
struct IntegratedCell: Equatable {
    var decision: ReleaseDecision
    var settleTime: Double
}

/// The release-state sweep computed by integration instead of in closed form:
/// the decision's projection stepped at 1 kHz, the settle spring integrated
/// with classic RK4 at a fixed step. Written for this benchmark only; the
/// product never integrates.
struct IntegratedSweep {
    let motion: TransitionMotion
    let distance: Double
    /// Seconds per RK4 step (1 ms: 1 kHz).
    let step: Double

    init(_ request: SweepRequest, step: Double) {
        precondition(request.subject.motion.decay == nil, "the integrated sweep has no decay phase")
        motion = request.subject.motion
        distance = request.subject.distance(in: request.container)
        self.step = step
    }

    /// `cells[row][column]` as `Sweep.run` lays them out.
    func run(_ request: SweepRequest) -> [[IntegratedCell]] {
        let progressValues = request.progressValues
        return request.velocityValues.map { velocity in
            progressValues.map { cell(progress: $0, velocity: velocity) }
        }
    }

    func cell(progress: Double, velocity: Double) -> IntegratedCell {
        let decision = decide(progress: progress, velocity: velocity)
        return IntegratedCell(decision: decision, settleTime: settleTime(progress: progress, velocity: velocity, decision: decision))
    }

    /// The release rule. A projection rule is UIScrollView's deceleration,
    /// which is defined per millisecond (v ← r·v, then x ← x + v·1 ms): it is
    /// stepped at 1 kHz until the decision can no longer change (the position
    /// only moves in the direction of v) or |v| < 0.001 pt/s. The runtime
    /// sums the same series in closed form. Other rules have no dynamics and
    /// are evaluated as they are.
    func decide(progress: Double, velocity: Double) -> ReleaseDecision {
        guard case .projection(let rate, let threshold) = motion.release else {
            return motion.release.decide(progress: progress, velocity: velocity, distance: distance)
        }
        let r = rate.perMillisecond
        var x = progress * distance, v = velocity
        let line = threshold * distance
        while abs(v) > 0.001 {
            if v > 0 && x >= line { return .complete }
            if v < 0 && x < line { return .cancel }
            v *= r
            x += v / 1000
        }
        return x >= line ? .complete : .cancel
    }

    /// Seconds until |x − target| ≤ 0.5 pt and |v| ≤ 5 pt/s for good (the
    /// rest tolerance), integrating m·x'' + c·x' + k·x = 0 in progress units.
    ///
    /// Integration stops once the energy v² + ω₀²x² (which never grows for a
    /// damped spring) is below min(tolV², ω₀²·tolX²): from there neither
    /// bound can be exceeded again. The answer is the last crossing of either
    /// bound, interpolated linearly between the two steps around it.
    func settleTime(progress: Double, velocity: Double, decision: ReleaseDecision) -> Double {
        let spring = motion.spring(for: decision)
        let target: Double = decision == .complete ? 1 : 0
        let tolX = motion.restTolerance.position / distance
        let tolV = motion.restTolerance.velocity / distance
        let c = spring.damping / spring.mass, w2 = spring.stiffness / spring.mass
        let h = step, limit = min(tolV * tolV, w2 * tolX * tolX)
        let maxSteps = Int(60 / h)
        var x = progress - target, v = velocity / distance
        var lastX = 0.0, lastV = 0.0
        var n = 0
        // The derivative f(x, v) = (v, −ω₀²x − c·v/m), evaluated four times a step.
        func f(_ x: Double, _ v: Double) -> (Double, Double) { (v, -w2 * x - c * v) }
        while v * v + w2 * x * x > limit {
            if n == maxSteps { return .infinity }
            let (k1x, k1v) = f(x, v)
            let (k2x, k2v) = f(x + h / 2 * k1x, v + h / 2 * k1v)
            let (k3x, k3v) = f(x + h / 2 * k2x, v + h / 2 * k2v)
            let (k4x, k4v) = f(x + h * k3x, v + h * k3v)
            let nx = x + h / 6 * (k1x + 2 * k2x + 2 * k3x + k4x)
            let nv = v + h / 6 * (k1v + 2 * k2v + 2 * k3v + k4v)
            let t = Double(n) * h
            if abs(x) > tolX && abs(nx) <= tolX { lastX = t + h * (abs(x) - tolX) / (abs(x) - abs(nx)) }
            if abs(v) > tolV && abs(nv) <= tolV { lastV = t + h * (abs(v) - tolV) / (abs(v) - abs(nv)) }
            x = nx
            v = nv
            n += 1
        }
        return max(lastX, lastV)
    }
}
