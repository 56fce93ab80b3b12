import TranspecRuntime

/// The release rule's decision boundary in the (progress, velocity) plane,
/// clipped to the sweep's ranges: on either side of a guide the decision
/// differs, and between guides it is the same everywhere, so a picture may
/// colour each region by the decision at any one of its points.
enum SweepGuides {
    /// `signedSpeed`: `anyOf` compares the velocity with its sign (a drag in
    /// any direction), so its speeds bound only positive velocities.
    static func guides(
        for rule: ReleaseRule, request: SweepRequest, distance: Double, signedSpeed: Bool = false
    ) -> [SweepGuide] {
        let p = request.progress, v = request.velocity
        func segment(_ kind: SweepGuide.Kind, _ label: String, _ from: SweepPoint, _ to: SweepPoint) -> SweepGuide? {
            guard let (a, b) = clip(from, to, progress: p, velocity: v) else { return nil }
            return SweepGuide(kind: kind, label: label, from: a, to: b)
        }
        func vertical(_ kind: SweepGuide.Kind, _ label: String, at progress: Double,
                      _ low: Double, _ high: Double) -> SweepGuide? {
            segment(kind, label, SweepPoint(progress: progress, velocity: low), SweepPoint(progress: progress, velocity: high))
        }
        func horizontal(_ kind: SweepGuide.Kind, _ label: String, at velocity: Double,
                        _ left: Double, _ right: Double) -> SweepGuide? {
            segment(kind, label, SweepPoint(progress: left, velocity: velocity), SweepPoint(progress: right, velocity: velocity))
        }
        let far = Double.greatestFiniteMagnitude
        switch rule {
        case .threshold(let threshold, let flick):
            let label = "threshold \(threshold.compactDescription)"
            guard let flick else { return [vertical(.threshold, label, at: threshold, -far, far)].compactMap { $0 } }
            // v ≥ flick completes and v ≤ −flick cancels wherever the finger
            // is; the threshold decides only between them. So the boundary
            // runs along +flick left of the threshold, up the threshold, and
            // along −flick right of it.
            return [
                horizontal(.flick, "flick +\(flick.compactDescription) pt/s", at: flick, -far, threshold),
                vertical(.threshold, label, at: threshold, -flick, flick),
                horizontal(.flick, "flick −\(flick.compactDescription) pt/s", at: -flick, threshold, far),
            ].compactMap { $0 }
        case .projection(let rate, let threshold):
            // p + projected(v)/D = threshold: a straight line, p falls as v grows.
            func progress(at velocity: Double) -> Double {
                threshold - Decay.projectedDistance(initialVelocity: velocity, rate: rate.perMillisecond) / distance
            }
            return [segment(.projection, "projected threshold \(threshold.compactDescription)",
                            SweepPoint(progress: progress(at: v.lowerBound), velocity: v.lowerBound),
                            SweepPoint(progress: progress(at: v.upperBound), velocity: v.upperBound))].compactMap { $0 }
        case .anyOf(let conditions):
            return anyOfBoundary(conditions, signedSpeed: signedSpeed, vertical: vertical, horizontal: horizontal)
        }
    }

    /// `anyOf` completes at speed |v| from the lowest progress among the
    /// entries whose speed is at most |v|: a threshold that steps down as
    /// |v| passes the speeds of some entries. The boundary is that
    /// staircase, mirrored for negative velocities; each step is labelled
    /// with the entry that sets it. With `signedSpeed` there is no mirror:
    /// below zero only the entries without a speed complete.
    static func anyOfBoundary(
        _ conditions: [ReleaseCondition], signedSpeed: Bool = false,
        vertical: (SweepGuide.Kind, String, Double, Double, Double) -> SweepGuide?,
        horizontal: (SweepGuide.Kind, String, Double, Double, Double) -> SweepGuide?
    ) -> [SweepGuide] {
        func speed(_ condition: ReleaseCondition) -> Double { max(condition.speed ?? 0, 0) }
        func label(_ condition: ReleaseCondition) -> String {
            let position = "progress ≥ \(condition.progress.compactDescription)"
            guard let required = condition.speed, required > 0 else { return position }
            return "\(position), \(signedSpeed ? "v" : "|v|") ≥ \(required.compactDescription)"
        }
        // The steps: from each speed at which the threshold drops, the
        // entry in force (the lowest progress; among equals, the first).
        var steps: [(speed: Double, entry: ReleaseCondition)] = []
        for band in Set(conditions.map(speed)).sorted() {
            guard let entry = conditions.filter({ speed($0) <= band }).min(by: { $0.progress < $1.progress }),
                  entry.progress < steps.last?.entry.progress ?? .infinity
            else { continue }
            steps.append((band, entry))
        }
        let far = Double.greatestFiniteMagnitude
        var guides: [SweepGuide?] = []
        for (index, step) in steps.enumerated() {
            let text = label(step.entry)
            let above = index + 1 < steps.count ? steps[index + 1].speed : far
            if step.speed > 0 {
                // Where this entry takes over: at ±speed, from its progress
                // to the previous step's (or the right edge).
                let right = index > 0 ? steps[index - 1].entry.progress : far
                guides.append(horizontal(.condition, text, step.speed, step.entry.progress, right))
                guides.append(vertical(.condition, text, step.entry.progress, step.speed, above))
                if !signedSpeed {
                    guides.append(horizontal(.condition, text, -step.speed, step.entry.progress, right))
                    guides.append(vertical(.condition, text, step.entry.progress, -above, -step.speed))
                }
            } else {
                // Signed, it alone decides every velocity below the next speed.
                guides.append(vertical(.condition, text, step.entry.progress, signedSpeed ? -far : -above, above))
            }
        }
        return guides.compactMap { $0 }
    }

    /// The part of the segment inside the ranges (Liang–Barsky), or nil if
    /// none, or only a point, lies inside.
    static func clip(_ from: SweepPoint, _ to: SweepPoint, progress p: ClosedRange<Double>,
                     velocity v: ClosedRange<Double>) -> (SweepPoint, SweepPoint)? {
        // Vertical and horizontal guides may run to ±greatestFiniteMagnitude;
        // slanted ones (projection) have finite ends.
        var a = from, b = to
        if from.progress == to.progress {
            a.velocity = max(min(from.velocity, to.velocity), v.lowerBound)
            b.velocity = min(max(from.velocity, to.velocity), v.upperBound)
            guard p.contains(a.progress), a.velocity < b.velocity else { return nil }
            return (a, b)
        }
        if from.velocity == to.velocity {
            a.progress = max(min(from.progress, to.progress), p.lowerBound)
            b.progress = min(max(from.progress, to.progress), p.upperBound)
            guard v.contains(a.velocity), a.progress < b.progress else { return nil }
            return (a, b)
        }
        let dp = b.progress - a.progress, dv = b.velocity - a.velocity
        var low = 0.0, high = 1.0
        for (step, room) in [(-dp, a.progress - p.lowerBound), (dp, p.upperBound - a.progress),
                             (-dv, a.velocity - v.lowerBound), (dv, v.upperBound - a.velocity)] {
            if step == 0 {
                if room < 0 { return nil }
            } else {
                let r = room / step
                if step < 0 { low = max(low, r) } else { high = min(high, r) }
            }
        }
        guard low < high else { return nil }
        return (SweepPoint(progress: a.progress + low * dp, velocity: a.velocity + low * dv),
                SweepPoint(progress: a.progress + high * dp, velocity: a.velocity + high * dv))
    }

    /// A detent sheet's map: a dotted line at every stop, and the rule's
    /// boundary between each pair of neighbouring stops (where a release
    /// stops picking the upper one). In a flick band the stop picked changes
    /// only at the stops themselves.
    static func detentGuides(
        _ detents: DetentSweep, rule: ReleaseRule, request: SweepRequest, distance: Double
    ) -> [SweepGuide] {
        let p = request.progress, v = request.velocity, far = Double.greatestFiniteMagnitude
        func segment(_ kind: SweepGuide.Kind, _ label: String, _ from: SweepPoint, _ to: SweepPoint) -> SweepGuide? {
            guard let (a, b) = clip(from, to, progress: p, velocity: v) else { return nil }
            return SweepGuide(kind: kind, label: label, from: a, to: b)
        }
        let stops = detents.reported
        var guides = stops.map { stop in
            segment(.detent, stop.name, SweepPoint(progress: stop.progress, velocity: -far),
                    SweepPoint(progress: stop.progress, velocity: far))
        }
        for (above, below) in zip(stops, stops.dropFirst()) {
            let pair = "\(above.name) | \(below.name)"
            switch rule {
            case .threshold(let threshold, let flick):
                let x = above.progress + threshold * (below.progress - above.progress)
                let band = flick ?? far
                guides.append(segment(.threshold, pair, SweepPoint(progress: x, velocity: -band),
                                      SweepPoint(progress: x, velocity: band)))
            case .projection(let rate, let threshold):
                let x = above.progress + threshold * (below.progress - above.progress)
                func progress(at velocity: Double) -> Double {
                    x - Decay.projectedDistance(initialVelocity: velocity, rate: rate.perMillisecond) / distance
                }
                guides.append(segment(.projection, pair,
                                      SweepPoint(progress: progress(at: v.lowerBound), velocity: v.lowerBound),
                                      SweepPoint(progress: progress(at: v.upperBound), velocity: v.upperBound)))
            case .anyOf:
                let x = above.progress + (rule.positionThreshold ?? 0.5) * (below.progress - above.progress)
                guides.append(segment(.threshold, pair, SweepPoint(progress: x, velocity: -far),
                                      SweepPoint(progress: x, velocity: far)))
            }
        }
        if case .threshold(_, let flick?) = rule {
            guides.append(segment(.flick, "flick +\(flick.compactDescription) pt/s",
                                  SweepPoint(progress: -far, velocity: flick), SweepPoint(progress: far, velocity: flick)))
            guides.append(segment(.flick, "flick −\(flick.compactDescription) pt/s",
                                  SweepPoint(progress: -far, velocity: -flick), SweepPoint(progress: far, velocity: -flick)))
        }
        return guides.compactMap { $0 }
    }
}
