import TranspecRuntime

/// Why a release went where it went, in words, and which part of the rule
/// decided it: what `transpec check` says when an expectation about a
/// decision fails. It reads the same rule the runtime decides with
/// (`ReleaseRule.decide`, `DetentChoice.choose`) and restates its comparisons.
package struct ReleaseReason: Hashable, Sendable {
    package enum Deciding: Hashable, Sendable {
        /// The release's speed against `flickVelocity`.
        case flickVelocity
        /// The position (or the projected position) against `threshold`.
        case threshold
        /// The position projected at the rule's deceleration rate.
        case projection
        /// The `anyOf` entries.
        case anyOf
    }

    /// The parts that decided, the main one first: a slow release below the
    /// flick velocity is decided by the threshold, and the flick velocity
    /// is why its speed did not count.
    package var deciding: [Deciding]
    /// "300 pt/s at 0.2 is below the flick velocity 400 and short of the threshold 0.5".
    package var text: String
}

extension ReleaseRule {
    /// Why `decide(progress:velocity:distance:signedSpeed:)` decides as it does.
    package func reason(progress: Double, velocity: Double, distance: Double, signedSpeed: Bool = false) -> ReleaseReason {
        let release = "\(MotionText.speed(velocity)) at \(MotionText.progress(progress))"
        switch self {
        case .threshold(let threshold, let flick):
            let position = progress >= threshold
                ? "at or past the threshold \(MotionText.progress(threshold))"
                : "short of the threshold \(MotionText.progress(threshold))"
            guard let flick else {
                return ReleaseReason(deciding: [.threshold],
                                     text: "\(release) is \(position), and no flickVelocity lets a flick decide")
            }
            if velocity >= flick {
                return ReleaseReason(deciding: [.flickVelocity],
                                     text: "\(release) is a flick: at or above the flick velocity \(MotionText.speed(flick))")
            }
            if velocity <= -flick {
                return ReleaseReason(deciding: [.flickVelocity],
                                     text: "\(release) is a flick back: at or beyond \(MotionText.speed(-flick))")
            }
            let slow = velocity >= 0
                ? "below the flick velocity \(MotionText.speed(flick))" : "short of a flick back (\(MotionText.speed(-flick)))"
            return ReleaseReason(deciding: [.threshold, .flickVelocity], text: "\(release) is \(slow) and \(position)")
        case .projection(let rate, let threshold):
            let d = distance > 0 ? distance : 1
            let coast = Decay.projectedDistance(initialVelocity: velocity, rate: rate.perMillisecond)
            let projected = progress + coast / d
            let position = projected >= threshold ? "at or past" : "short of"
            return ReleaseReason(
                deciding: [.projection],
                text: "\(release) coasts \(MotionText.points(coast)) (deceleration \(MotionText.number(rate.perMillisecond, 4)) per ms) "
                    + "to \(MotionText.progress(projected)), \(position) the threshold \(MotionText.progress(threshold))")
        case .anyOf(let conditions):
            let speed = signedSpeed ? velocity : abs(velocity)
            if let met = conditions.firstIndex(where: { condition in
                progress >= condition.progress && condition.speed.map { speed >= $0 } ?? true
            }) {
                return ReleaseReason(deciding: [.anyOf],
                                     text: "\(release) meets anyOf entry \(met + 1): \(describe(conditions[met]))")
            }
            let misses = conditions.map { condition -> String in
                var short: [String] = []
                if progress < condition.progress { short.append("progress short of \(MotionText.progress(condition.progress))") }
                if let needed = condition.speed, speed < needed {
                    short.append("\(signedSpeed ? "" : "speed ")\(MotionText.speed(speed)) below \(MotionText.speed(needed))")
                }
                return "\(describe(condition)) (\(short.joined(separator: ", ")))"
            }
            return ReleaseReason(deciding: [.anyOf],
                                 text: "\(release) meets no anyOf entry: " + misses.joined(separator: "; "))
        }
    }

    private func describe(_ condition: ReleaseCondition) -> String {
        "progress ≥ \(MotionText.progress(condition.progress))"
            + (condition.speed.map { " and speed ≥ \(MotionText.speed($0))" } ?? "")
    }
}

/// Why a release on a sheet with detents rests where it does
/// (`DetentChoice.choose`), naming the stops as `transpec simulate` does.
package enum DetentReason {
    package static func reason(
        rule: ReleaseRule, stops: [DetentMove.Stop], start: DetentMove.Stop, progress: Double, velocity: Double,
        distance: Double, chosen: DetentMove.Stop
    ) -> ReleaseReason {
        let release = "\(MotionText.speed(velocity)) at \(MotionText.progress(progress)) (a drag from \(start.name))"
        let position: Double
        let threshold: Double
        var deciding: [ReleaseReason.Deciding] = [.threshold]
        var coasting = ""
        switch rule {
        case .threshold(let t, let flick):
            if let flick, abs(velocity) >= flick {
                let way = velocity > 0 ? "down" : "up"
                return ReleaseReason(
                    deciding: [.flickVelocity],
                    text: "\(release) is a flick \(way) (at least \(MotionText.speed(flick))): it goes to the next stop "
                        + "\(way), \(chosen.name)")
            }
            position = progress
            threshold = t
            if flick != nil { deciding.append(.flickVelocity) }
        case .projection(let rate, let t):
            let d = distance > 0 ? distance : 1
            let coast = Decay.projectedDistance(initialVelocity: velocity, rate: rate.perMillisecond)
            position = progress + coast / d
            threshold = t
            deciding = [.projection]
            coasting = " coasts \(MotionText.points(coast)) to \(MotionText.progress(position)),"
        case .anyOf:
            position = progress
            threshold = rule.positionThreshold ?? 0.5
        }
        guard let first = stops.first, position > first.progress else {
            return ReleaseReason(deciding: deciding, text: "\(release)\(coasting) is at or above the top stop, \(chosen.name)")
        }
        guard let next = stops.firstIndex(where: { $0.progress > position }) else {
            return ReleaseReason(deciding: deciding, text: "\(release)\(coasting) is past the last stop, \(chosen.name)")
        }
        let above = stops[next - 1], below = stops[next]
        let fraction = (position - above.progress) / (below.progress - above.progress)
        return ReleaseReason(
            deciding: deciding,
            text: "\(release)\(coasting) is \(MotionText.number(fraction * 100, 1)) % of the way from \(above.name) to "
                + "\(below.name), \(fraction >= threshold ? "at or past" : "short of") the threshold "
                + "\(MotionText.progress(threshold)): it rests at \(chosen.name)")
    }
}

/// Numbers as diagnostics about motion spell them: few decimals, no
/// trailing zeros.
package enum MotionText {
    /// `300 pt/s`, `-282.8 pt/s`.
    package static func speed(_ velocity: Double) -> String { "\(number(velocity, 1)) pt/s" }
    /// `0.2`, `0.4565`.
    package static func progress(_ progress: Double) -> String { number(progress, 4) }
    /// `149.7 pt`.
    package static func points(_ points: Double) -> String { "\(number(points, 1)) pt" }
    /// `0.607 s`.
    package static func seconds(_ seconds: Double) -> String { "\(number(seconds, 3)) s" }

    /// At most `decimals` decimals, trailing zeros dropped.
    package static func number(_ value: Double, _ decimals: Int) -> String {
        value.isFinite ? FixedDecimal.trimmed(value, decimals: decimals) : "\(value)"
    }
}
