import TranspecRuntime

/// Settle time of a spring carrying the view across the whole drag from
/// rest, by the runtime's `SpringMotion` (progress units, 0 → 1).
enum SpringSettling {
    static func settleTime(of spring: Spring, distance: Double, tolerance: RestTolerance) -> Double {
        let motion = SpringMotion(spring: spring, from: 0, to: 1, initialVelocity: 0)
        return motion.settleTime(tolerance: tolerance, unitsPerPoint: 1 / distance)
    }

    /// Whether the spring is proven at rest within `seconds`; false means
    /// "unknown", so the caller computes `settleTime` exactly.
    static func settles(_ spring: Spring, distance: Double, tolerance: RestTolerance, within seconds: Double) -> Bool {
        let motion = SpringMotion(spring: spring, from: 0, to: 1, initialVelocity: 0)
        return motion.isCertainlySettled(by: seconds, tolerance: tolerance, unitsPerPoint: 1 / distance)
    }
}
