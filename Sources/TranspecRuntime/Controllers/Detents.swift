/// A named resting height of a presented sheet (spec key `detents`), as
/// `UISheetPresentationController.Detent` names its detents (`.medium`,
/// `.large`, custom identifiers).
public struct SheetDetent: Hashable, Sendable {
    public var name: String
    /// The visible height within the safe area: points, or a fraction of the
    /// safe area's height (`DetentPlan.heights(in:)`).
    /// Never more than the resting frame's height.
    public var height: RestingFrame.Height

    public init(name: String, height: RestingFrame.Height) {
        self.name = name
        self.height = height
    }
}

/// Where a release may come to rest, in the dismissal's progress units:
/// 0 is the sheet at its resting frame (its tallest), 1 is dismissed.
package struct DetentStop: Hashable, Sendable {
    /// The detent's index in `DetentPlan.detents`; nil for the dismissal.
    package var detent: Int?
    package var progress: Double

    package init(detent: Int?, progress: Double) {
        self.detent = detent
        self.progress = progress
    }
}

/// The detents of a dismissal and the rule that picks one at a release.
/// FloatingPanel and Pulley pick a resting position from the release the
/// same two ways: by where the view would coast to, or by a flick toward
/// the next position.
public struct DetentPlan: Hashable, Sendable {
    public var detents: [SheetDetent]
    /// Whether a release may go below the lowest detent and dismiss.
    public var dismissible: Bool
    /// The sheet's resting frame: its height is the tallest a detent can be.
    public var frame: RestingFrame
    /// The detent a presentation leaves the sheet at, and where a drag or
    /// a dismissal from code starts until the sheet moves (spec key
    /// `detents.initial`); nil: the tallest, as `UISheetPresentationController`
    /// starts at its largest detent unless `selectedDetentIdentifier` is set.
    public var initial: String?
    /// The tallest detent at which nothing dims (spec key
    /// `detents.largestUndimmed`), as `UISheetPresentationController`'s
    /// `largestUndimmedDetentIdentifier`: at it and below, the dimming is
    /// clear and touches outside the sheet reach the screen behind. Nil:
    /// every detent dims.
    public var largestUndimmed: String?

    public init(
        detents: [SheetDetent], dismissible: Bool = true, frame: RestingFrame = RestingFrame(), initial: String? = nil,
        largestUndimmed: String? = nil
    ) {
        self.detents = detents
        self.dismissible = dismissible
        self.frame = frame
        self.initial = initial
        self.largestUndimmed = largestUndimmed
    }

    /// The visible height of each detent in `container`, in points: the one
    /// place a detent's height is resolved. Heights are measured within the
    /// container's safe area, as `UISheetPresentationController` resolves a
    /// custom detent ("a height within the safe area of the sheet"): a
    /// fraction is of the safe area's height, and the sheet shows the bottom
    /// inset below it (it covers the home indicator), so a detent `h` tall
    /// shows `h + bottom`. No detent rises into the top inset (the status
    /// bar, the sensor housing), as the system sheet keeps clear of it, nor
    /// past the resting frame.
    package func heights(in container: ContainerSize) -> [Double] {
        let frameHeight = frame.frame(in: container).height
        let inset = container.safeArea
        let tallest = min(frameHeight, max(0, container.height - inset.top))
        return detents.map { detent in
            let wanted: Double = switch detent.height {
            case .points(let points): points
            case .fraction(let fraction): fraction * container.safeHeight
            }
            return min(max(0, wanted) + inset.bottom, tallest)
        }
    }

    /// The stops in ascending progress (tallest detent first, the dismissal
    /// last when allowed): a detent `h` points tall is `frameHeight − h`
    /// points down the dismissal's travel of `distance` points.
    package func stops(in container: ContainerSize, distance: Double) -> [DetentStop] {
        let frameHeight = frame.frame(in: container).height
        let d = distance > 0 ? distance : 1
        var stops = heights(in: container).enumerated().map { index, height in
            DetentStop(detent: index, progress: (frameHeight - height) / d)
        }
        stops.sort { $0.progress < $1.progress }
        if dismissible { stops.append(DetentStop(detent: nil, progress: 1)) }
        return stops
    }

    /// The stop a detent rests at, by name.
    package func stop(named name: String, in container: ContainerSize, distance: Double) -> DetentStop? {
        restingStop(named: name, among: stops(in: container, distance: distance), fallback: false)
    }

    /// The progress from which nothing dims: `largestUndimmed`'s stop;
    /// infinity when every detent dims.
    package func undimmedProgress(in container: ContainerSize, distance: Double) -> Double {
        largestUndimmed.flatMap { stop(named: $0, in: container, distance: distance)?.progress } ?? .infinity
    }

    /// The stop the sheet rests at when it rests at the detent named `name`:
    /// nil (or unknown, with `fallback`) is the initial detent, and without
    /// one the tallest. The one place a sheet's default detent is decided.
    package func restingStop(named name: String?, among stops: [DetentStop], fallback: Bool = true) -> DetentStop? {
        func named(_ name: String) -> DetentStop? { stops.first { $0.detent.map { detents[$0].name } == name } }
        if let name, let stop = named(name) { return stop }
        guard fallback || name == nil else { return nil }
        return initial.flatMap(named) ?? stops.first { $0.detent != nil }
    }
}

/// Which stop a release picks (`DetentPlan` and the `release` rule).
package enum DetentChoice {
    /// - Parameters:
    ///   - stops: ascending progress, at least one.
    ///   - release: the transition's rule: threshold and flick, projection, or `anyOf`.
    ///   - start: the progress of the stop the drag started from.
    ///   - progress: the (rubber-banded) progress at release.
    ///   - velocity: the finger's pt/s toward dismissal.
    ///   - distance: pt for progress 1.
    ///
    /// Threshold form: a flick (|v| ≥ flickVelocity) goes to the next stop
    /// in its direction past both the start and the release position
    /// (Pulley), so a flick from a detent always leaves it; otherwise the
    /// position decides between the two stops around it. Projection form:
    /// the position the view would coast to at the rule's deceleration
    /// rate decides (FloatingPanel). Between stops a and b the lower one
    /// (larger progress) wins iff (x − a)/(b − a) ≥ threshold, ties toward
    /// it, as a release's ties go to complete. With the stops 0 and 1 alone
    /// this is `ReleaseRule.decide`. `anyOf` decides by position against
    /// its lowest speed-free progress (0.5 without one).
    package static func choose(
        among stops: [DetentStop], release: ReleaseRule, start: Double, progress: Double, velocity: Double,
        distance: Double
    ) -> DetentStop {
        precondition(!stops.isEmpty, "a detent plan needs a stop")
        let position: Double
        let threshold: Double
        switch release {
        case .threshold(let t, let flick):
            if let flick, velocity >= flick {
                let from = max(progress, start)
                return stops.first { $0.progress > from } ?? stops[stops.count - 1]
            }
            if let flick, velocity <= -flick {
                let from = min(progress, start)
                return stops.last { $0.progress < from } ?? stops[0]
            }
            position = progress
            threshold = t
        case .projection(let rate, let t):
            let d = distance > 0 ? distance : 1
            position = progress + Decay.projectedDistance(initialVelocity: velocity, rate: rate.perMillisecond) / d
            threshold = t
        case .anyOf:
            position = progress
            threshold = release.positionThreshold ?? 0.5
        }
        guard position > stops[0].progress else { return stops[0] }
        guard let next = stops.firstIndex(where: { $0.progress > position }) else { return stops[stops.count - 1] }
        let above = stops[next - 1], below = stops[next]
        return (position - above.progress) / (below.progress - above.progress) >= threshold ? below : above
    }
}

/// A release on a detent sheet: the stop it picks and the motion there.
package struct DetentSettle: Hashable, Sendable {
    /// Where the drag started.
    package var start: DetentStop
    package var stop: DetentStop
    /// The spring carries the view's release velocity into the move: the
    /// dismissal's complete spring to dismiss, its cancel spring (back to
    /// rest, as a cancelled dismissal rests) to any detent.
    package var settle: SettleMotion

    /// - Parameters:
    ///   - motion: the dismissal's motion: its release rule and springs.
    ///   - plan: the sheet's detents.
    ///   - container: the container the detents' heights resolve in.
    ///   - distance: pt for progress 1.
    ///   - start: the stop the drag started from; nil: the first (tallest).
    ///   - progress: the dismissal's progress at release.
    ///   - velocity: the finger's pt/s toward dismissal.
    ///   - viewVelocity: the view's pt/s at release when the caller knows it
    ///     (the state machine); nil derives it from `progress`.
    package init(
        motion: borrowing TransitionMotion, plan: DetentPlan, container: ContainerSize, distance: Double,
        start: DetentStop? = nil, progress: Double, velocity: Double, viewVelocity: Double? = nil
    ) {
        self.init(motion: motion, stops: plan.stops(in: container, distance: distance), distance: distance,
                  start: start, progress: progress, velocity: velocity, viewVelocity: viewVelocity)
    }

    /// The same with the stops resolved once (`DetentPlan.stops`), as a
    /// sweep does for all its cells.
    package init(
        motion: borrowing TransitionMotion, stops: [DetentStop], distance: Double, start: DetentStop? = nil,
        progress: Double, velocity: Double, viewVelocity: Double? = nil
    ) {
        let start = start ?? stops[0]
        let stop = DetentChoice.choose(
            among: stops, release: motion.release, start: start.progress, progress: progress,
            velocity: velocity, distance: distance)
        self.start = start
        self.stop = stop
        settle = SettleMotion(
            motion: motion, releaseProgress: progress, releaseVelocity: velocity, viewVelocity: viewVelocity,
            distance: distance, decision: stop.detent == nil ? .complete : .cancel, target: stop.progress)
    }
}

extension TransitionPlan {
    /// A detent sheet's dismissal: detents, played forward (a presentation
    /// that plays the dismissal backward ignores them).
    package var isDetentSheet: Bool { motion.detents != nil && !isReversed }

    /// A detent sheet's move from one detent to another without a drag
    /// (`setDetent(_:of:animated:)`): the dismissal's cancel spring from
    /// rest, as a release at velocity 0 that picked `to` (`DetentSettle`).
    /// Nil without detents or for an unknown name (`from` nil: the initial
    /// detent, else the tallest).
    package func detentMove(from: String?, to: String, in container: ContainerSize) -> SettleMotion? {
        guard isDetentSheet, let detents = motion.detents else { return nil }
        let distance = motion.distance.resolve(containerExtent: container.extent(along: edge))
        let d = distance > 0 ? distance : 1
        let stops = detents.stops(in: container, distance: d)
        guard let start = detents.restingStop(named: from, among: stops),
              let end = detents.restingStop(named: to, among: stops, fallback: false) else { return nil }
        return SettleMotion(
            motion: motion, releaseProgress: start.progress, releaseVelocity: 0, distance: d, decision: .cancel,
            target: end.progress)
    }

    /// A detent sheet's dismissal: the detent named `name` (nil or unknown:
    /// the initial detent, else the tallest) and how far the sheet resting there sits from its
    /// resting frame, in points along the edge's direction: the offset the
    /// dismissal shows at that detent's progress, so the presentation
    /// controller lays the sheet out exactly where a drag leaves it, and the
    /// dimming alpha there, which a drag's release at that detent leaves
    /// too (drag-only tracks back at rest). Nil without detents.
    package func detentRest(
        named name: String?, in container: ContainerSize
    ) -> (name: String, offset: Double, dimmingAlpha: Double)? {
        guard isDetentSheet, let detents = motion.detents else { return nil }
        let extent = container.extent(along: edge)
        let distance = motion.distance.resolve(containerExtent: extent)
        let stops = detents.stops(in: container, distance: distance > 0 ? distance : 1).filter { $0.detent != nil }
        guard let stop = detents.restingStop(named: name, among: stops), let index = stop.detent else { return nil }
        return (
            detents.detents[index].name, offset(atDisplacement: stop.progress, travel: travel.resolve(containerExtent: extent)),
            keyingDetents(in: container).motion.dimmingAlpha(at: .atRest(stop.progress)))
    }
}
