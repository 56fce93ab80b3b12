/// What a release does: finish the transition or return to where it started.
public enum ReleaseDecision: String, Hashable, Sendable {
    case complete
    case cancel
}

/// One `anyOf` entry: progress ≥ `progress` and, if set, |v| ≥ `speed` (pt/s);
/// v ≥ `speed` when the speed is signed (a 2-D drag, `directions: any`).
public struct ReleaseCondition: Hashable, Sendable {
    public var progress: Double
    public var speed: Double?

    public init(progress: Double, speed: Double? = nil) {
        self.progress = progress
        self.speed = speed
    }
}

/// How a release decides between complete and cancel (SpecLanguage.md,
/// `release`). Ties always go to complete.
public enum ReleaseRule: Hashable, Sendable {
    /// The "Going indie" post: v ≥ flick → complete; v ≤ −flick → cancel; else p ≥ threshold.
    case threshold(Double, flickVelocity: Double?)
    /// Complete iff p + projectedDistance(v, r)/D ≥ threshold.
    case projection(rate: DecelerationRate, threshold: Double)
    /// The iOSDC 2017 talk: complete iff some entry holds.
    case anyOf([ReleaseCondition])

    /// The spec's default: `{ threshold: 0.5, flickVelocity: 300 }`.
    public static let standard = ReleaseRule.threshold(0.5, flickVelocity: 300)

    /// - Parameters:
    ///   - progress: the (rubber-banded) progress at release.
    ///   - velocity: pt/s along the completion direction.
    ///   - distance: pt for progress 1.
    ///   - signedSpeed: `anyOf` takes the velocity with its sign, so a flick
    ///     back toward the start never meets a speed (a 2-D drag's velocity
    ///     along its displacement).
    public func decide(progress: Double, velocity: Double, distance: Double, signedSpeed: Bool = false) -> ReleaseDecision {
        let completes: Bool
        switch self {
        case .threshold(let threshold, let flick):
            if let flick, velocity >= flick {
                completes = true
            } else if let flick, velocity <= -flick {
                completes = false
            } else {
                completes = progress >= threshold
            }
        case .projection(let rate, let threshold):
            let projected = Decay.projectedDistance(initialVelocity: velocity, rate: rate.perMillisecond)
            completes = progress + projected / distance >= threshold
        case .anyOf(let conditions):
            completes = conditions.contains { condition in
                progress >= condition.progress
                    && condition.speed.map { (signedSpeed ? velocity : abs(velocity)) >= $0 } ?? true
            }
        }
        return completes ? .complete : .cancel
    }
}

/// Carrying the finger's velocity into the settle animation (the "Going indie" post).
package enum VelocityHandoff {
    /// pt/s → progress per second: v/D (0 for a zero distance).
    package static func progressVelocity(_ velocity: Double, distance: Double) -> Double {
        distance == 0 ? 0 : velocity / distance
    }

    /// UIKit's `UISpringTimingParameters.initialVelocity` form: the velocity
    /// normalized by the distance still to travel, v/remaining, and 0 when
    /// nothing remains (the "Going indie" post's `distanceToTravel == 0 ? 0 : …`).
    package static func normalizedVelocity(_ velocity: Double, remaining: Double) -> Double {
        remaining == 0 ? 0 : velocity / remaining
    }
}

extension ReleaseRule {
    /// The progress that decides a release without a flick, when there is one.
    package var positionThreshold: Double? {
        switch self {
        case .threshold(let threshold, _): threshold
        case .projection(_, let threshold): threshold
        // Only an entry with no speed requirement decides by position alone
        // (the lowest, if several); an entry that needs a flick is not a
        // threshold for a slow release. None: no threshold. (Closures, not
        // key paths: the preview's Embedded Swift build has no key paths.)
        case .anyOf(let conditions): conditions.filter { ($0.speed ?? 0) <= 0 }.map { $0.progress }.min()
        }
    }
}
