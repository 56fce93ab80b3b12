/// Ranges keyed to a detent sheet's height (`range: [full, half]`). A
/// detent's progress depends on the container (a detent in points is a
/// different fraction of a taller sheet), so a range that names detents is
/// resolved where the container is known: by `transpec simulate` for
/// `--container`, and by TranspecUIKit for the presentation's container.
/// `UISheetPresentationController.largestUndimmedDetentIdentifier` keys
/// the system sheet's dimming to a detent the same way.
extension DetentPlan {
    /// `range` with each named end at its detent's progress in `container`
    /// (the dismissal's travel is `distance` points). An unknown name, or
    /// ends that would not increase, leave the range as it was.
    package func resolve(_ range: ProgressRange, in container: ContainerSize, distance: Double) -> ProgressRange {
        guard range.namesDetents else { return range }
        var resolved = range
        if let name = range.startDetent {
            guard let stop = stop(named: name, in: container, distance: distance) else { return range }
            resolved.start = stop.progress
        }
        if let name = range.endDetent {
            guard let stop = stop(named: name, in: container, distance: distance) else { return range }
            resolved.end = stop.progress
        }
        return resolved.start < resolved.end ? resolved : range
    }
}

extension TransitionMotion {
    /// This motion with every range that names a detent at that detent's
    /// progress in `container`; the motion itself without detents.
    package func keyingDetents(in container: ContainerSize) -> TransitionMotion {
        guard let plan = detents else { return self }
        let d = distance.resolve(containerExtent: container.height)
        let distance = d > 0 ? d : 1
        func key(_ track: KeyframeTrack?) -> KeyframeTrack? {
            guard var track, track.range.namesDetents else { return track }
            track.range = plan.resolve(track.range, in: container, distance: distance)
            return track
        }
        var motion = self
        motion.dimming = key(dimming)
        if let flight = key(sharedElement?.flight) { motion.sharedElement?.flight = flight }
        motion.elements = elements.map { element in
            var element = element
            element.alpha = key(element.alpha)
            element.scale = key(element.scale)
            element.translationX = key(element.translationX)
            element.translationY = key(element.translationY)
            element.cornerRadius = key(element.cornerRadius)
            element.rotation = key(element.rotation)
            element.shadowOpacity = key(element.shadowOpacity)
            element.shadowRadius = key(element.shadowRadius)
            return element
        }
        return motion
    }
}

extension TransitionPlan {
    /// This plan with its motion keyed to `container` (`TransitionMotion.keyingDetents`),
    /// and the dimming as the sheet's detents shape it there: nothing dims
    /// at and below the largest undimmed detent (`undimmedProgress`).
    /// A detent sheet's presentation that plays the dismissal backward lands
    /// at the initial detent, so its progress 0 is that detent's progress of
    /// the dismissal: the dimming is read there (`dimmingShift`), and the
    /// presentation ends on the dimming every other way of reaching that
    /// detent leaves.
    package func keyingDetents(in container: ContainerSize) -> TransitionPlan {
        var plan = self
        plan.motion = motion.keyingDetents(in: container)
        guard let detents = motion.detents else { return plan }
        let extent = motion.distance.resolve(containerExtent: container.extent(along: edge))
        let distance = extent > 0 ? extent : 1
        plan.motion.undimmedProgress = detents.undimmedProgress(in: container, distance: distance)
        guard isReversed, movement == .departure else { return plan }
        let stops = detents.stops(in: container, distance: distance)
        plan.motion.dimmingShift = detents.restingStop(named: nil, among: stops)?.progress ?? 0
        return plan
    }
}
