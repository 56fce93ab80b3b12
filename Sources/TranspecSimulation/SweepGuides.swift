import TranspecRuntime

/// The release rule's lines in the (progress, velocity) plane, clipped to
/// the sweep's ranges.
enum SweepGuides {
    static func guides(for rule: ReleaseRule, request: SweepRequest, distance: Double) -> [SweepGuide] {
        let p = request.progress, v = request.velocity
        func vertical(_ kind: SweepGuide.Kind, _ label: String, at progress: Double,
                      _ velocities: ClosedRange<Double>) -> SweepGuide? {
            guard p.contains(progress), let span = velocities.clamped(to: v) as ClosedRange<Double>?,
                  span.lowerBound < span.upperBound else { return nil }
            return SweepGuide(kind: kind, label: label, from: SweepPoint(progress: progress, velocity: span.lowerBound),
                              to: SweepPoint(progress: progress, velocity: span.upperBound))
        }
        func horizontal(_ kind: SweepGuide.Kind, _ label: String, at velocity: Double,
                        from start: Double = -.infinity) -> SweepGuide? {
            guard v.contains(velocity) else { return nil }
            let left = max(start, p.lowerBound)
            guard left < p.upperBound else { return nil }
            return SweepGuide(kind: kind, label: label, from: SweepPoint(progress: left, velocity: velocity),
                              to: SweepPoint(progress: p.upperBound, velocity: velocity))
        }
        switch rule {
        case .threshold(let threshold, let flick):
            var guides = [vertical(.threshold, "threshold \(threshold.compactDescription)", at: threshold, v)]
            if let flick {
                guides.append(horizontal(.flick, "flick +\(flick.compactDescription) pt/s", at: flick))
                guides.append(horizontal(.flick, "flick −\(flick.compactDescription) pt/s", at: -flick))
            }
            return guides.compactMap { $0 }
        case .projection(let rate, let threshold):
            // p + projected(v)/D = threshold: a straight line, p falls as v grows.
            func progress(at velocity: Double) -> Double {
                threshold - Decay.projectedDistance(initialVelocity: velocity, rate: rate.perMillisecond) / distance
            }
            return [SweepGuide(
                kind: .projection, label: "projected threshold \(threshold.compactDescription)",
                from: SweepPoint(progress: progress(at: v.lowerBound), velocity: v.lowerBound),
                to: SweepPoint(progress: progress(at: v.upperBound), velocity: v.upperBound))]
        case .anyOf(let conditions):
            return conditions.flatMap { condition -> [SweepGuide?] in
                let label = "progress ≥ \(condition.progress.compactDescription)"
                guard let speed = condition.speed, speed > 0 else {
                    return [vertical(.condition, label, at: condition.progress, v)]
                }
                let speedLabel = "\(label), |v| ≥ \(speed.compactDescription)"
                return [
                    vertical(.condition, speedLabel, at: condition.progress, speed...max(speed, v.upperBound)),
                    vertical(.condition, speedLabel, at: condition.progress, min(-speed, v.lowerBound)...(-speed)),
                    horizontal(.condition, speedLabel, at: speed, from: condition.progress),
                    horizontal(.condition, speedLabel, at: -speed, from: condition.progress),
                ]
            }.compactMap { $0 }
        }
    }
}
