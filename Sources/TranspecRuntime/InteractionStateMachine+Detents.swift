/// A detent sheet's drag (spec key `detents`), one dismissal per drag:
///
/// - The machine starts at rest on a detent (`restingStop`); `began` tracks
///   from its progress, so the sheet does not jump under the finger.
/// - A release picks the stop with `DetentChoice` (`DetentSettle`) and
///   springs there carrying the view's velocity. At the dismissal stop the
///   transition completes; at a detent it ends `.cancel` (the sheet stays
///   presented) and `restingStop` becomes that detent.
/// - A re-grab while settling counts the flick rule from the stop the
///   interrupted move was heading to; a `began` at rest on a detent starts
///   the next dismissal (`beginTransition`) from there.
/// - The system's `cancelled` returns to the detent the drag started from.
/// - `play` ignores detents: a programmatic dismissal plays to 1.
extension InteractionStateMachine {
    /// A detent sheet in `container`, resting at the detent named
    /// `detent` (nil: the initial detent, else the tallest). `motion.detents` nil: the same as
    /// `init(motion:containerExtent:)` with the container's height.
    package init(motion: TransitionMotion, sheetIn container: ContainerSize, restingAt detent: String? = nil) {
        self.init(motion: motion, containerExtent: container.height)
        guard let plan = motion.detents else { return }
        let stops = plan.stops(in: container, distance: distance)
        guard !stops.isEmpty else { return }
        let rest = plan.restingStop(named: detent, among: stops) ?? stops[0]
        detentStops = stops
        restingStop = rest
        progress = rest.progress
        raw = rest.progress
        phaseAnchor = .atRest(rest.progress)
    }

    /// The name of the detent the sheet rests at; nil when not a detent
    /// sheet, or once dismissed.
    package var restingDetent: String? {
        guard let index = restingStop?.detent else { return nil }
        return motion.detents?.detents[index].name
    }

    /// The settle of a release at `progress` (`cancelTo`: the system's
    /// cancel, back to that stop at velocity 0).
    mutating func detentSettle(velocity v: Double, viewVelocity: Double, cancelTo: DetentStop?) -> SettleMotion {
        let stops = detentStops ?? []
        if let back = cancelTo {
            targetStop = back
            return SettleMotion(
                motion: motion, releaseProgress: progress, releaseVelocity: 0, viewVelocity: 0,
                distance: distance, decision: back.detent == nil ? .complete : .cancel, target: back.progress)
        }
        let release = DetentSettle(
            motion: motion, stops: stops, distance: distance, start: dragStart, progress: progress,
            velocity: v, viewVelocity: viewVelocity)
        targetStop = release.stop
        return release.settle
    }
}
