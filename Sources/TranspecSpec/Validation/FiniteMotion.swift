import TranspecDiagnostics
import TranspecRuntime

/// Values every key accepts alone but whose motion is not finite: the
/// runtime would play `nan` or `-inf` (a track from 1e308 to -1e308, whose
/// span overflows; a cubic-bezier y of 1e308; mass 1e-300 with stiffness
/// 1e300; a drag distance of 2e-308 pt). Each is an error at its key.
/// The bounds sit far beyond any motion a person could see, and far enough
/// below the largest double that the runtime's arithmetic stays finite.
extension SpecDecoder {
    /// Track values (alpha, scale, points, corner radius): within ±1e6.
    static let maximumTrackMagnitude = 1e6
    /// cubic-bezier y1 and y2: within ±1000 (the curve's reach, in spans).
    static let maximumBezierMagnitude = 1e3
    /// A spring's stiffness/mass and damping/mass: at most 1e12 per second
    /// squared and per second (ω₀ ≤ 1e6 rad/s, a response above 6 µs).
    static let maximumSpringRate = 1e12
    /// The drag that means progress 1: at least a point.
    static let minimumDistance = 1.0

    /// Reports a distance or spring that would make the motion non-finite;
    /// true when the transition's motion is finite (track values and
    /// easings were checked as they were read).
    mutating func checkFiniteMotion(_ transition: TransitionIR) -> Bool {
        if case .points(let points) = transition.gesture.distance.value, !(points >= Self.minimumDistance) {
            reportNonFiniteMotion("distance \(shown(points)) pt is shorter than a point: progress per point of drag "
                                  + "would overflow (use at least 1)", at: transition.gesture.distance.location)
        }
        for spring in [transition.spring, transition.completeSpring, transition.cancelSpring].compactMap({ $0 }) {
            checkSpring(spring)
        }
        return motionIsFinite
    }

    private mutating func checkSpring(_ spring: SpringIR) {
        let stiffness = spring.spring.stiffness / spring.spring.mass
        let damping = spring.spring.damping / spring.spring.mass
        guard !(stiffness <= Self.maximumSpringRate && damping <= Self.maximumSpringRate) else { return }
        reportNonFiniteMotion(
            "this spring's stiffness/mass (\(shown(stiffness))) or damping/mass (\(shown(damping))) is more than "
                + "1e12, where the motion can overflow; keep both within it (a response above 6 µs)", at: spring.location)
    }

    /// A track value whose numbers stay within ±1e6.
    mutating func checkTrackValue<Value>(_ keyframe: WrittenKeyframe<Value>, numbers: (Value) -> [Double]) {
        guard let number = numbers(keyframe.value.value).first(where: { !($0.magnitude <= Self.maximumTrackMagnitude) })
        else { return }
        reportNonFiniteMotion("'\(keyframe.key)' \(shown(number)) is too large for a track; keep values within "
                              + "±1000000, beyond which the motion can overflow", at: keyframe.value.location)
    }

    /// An error that leaves the value in place but the motion unfit to
    /// measure: the feel warnings are skipped for the transition.
    mutating func reportNonFiniteMotion(_ message: String, at location: SourceLocation) {
        diagnostics.error(message, at: location)
        motionIsFinite = false
    }

    /// The number as written: `1e+308`, `2e-308`, `1000`. (`format` rounds to
    /// two decimals, and would show 2e-308 as 0.)
    func shown(_ value: Double) -> String {
        value.isFinite && value == value.rounded() && value.magnitude < 1e15 ? String(Int(value)) : value.description
    }
}
