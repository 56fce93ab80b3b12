/// What a transition plays while the person has Reduce Motion on (spec key
/// `reduceMotion`). Apple's Human Interface Guidelines: with Reduce Motion,
/// avoid large movement (sliding, zooming, flying); a dissolve is the usual
/// replacement.
public enum ReducedMotion: String, Hashable, Sendable, CaseIterable {
    /// The screen stays where it rests and cross-fades with progress (the
    /// arriving screen in, the departing one out); element tracks that move
    /// (translation, scale, rotation) and the shared element's flight are
    /// left out; alpha, corner radius, shadow, dimming and triggers play as
    /// declared. A drag still drives it: progress, release and springs are
    /// the spec's.
    case fade
    /// The spec's motion, unchanged.
    case motion
}

extension TransitionMotion {
    /// The rule that applies under Reduce Motion: the spec's, else `fade`
    /// for a motion that slides the screen or flies a shared element, and
    /// `motion` for one that keeps the screen still or rests at detents (a
    /// sheet's detents are places it moves between).
    package var reducedMotionRule: ReducedMotion {
        if let reducedMotion { return reducedMotion }
        return detents == nil && (movesScreen || sharedElement != nil) ? .fade : .motion
    }

    /// The motion played under Reduce Motion (`reducedMotionRule`).
    package func reducingMotion() -> TransitionMotion {
        guard reducedMotionRule == .fade else { return self }
        var reduced = self
        reduced.movesScreen = false
        reduced.fadesScreen = true
        reduced.sharedElement = nil
        reduced.elements = elements.map { tracks in
            var kept = tracks
            kept.translationX = nil
            kept.translationY = nil
            kept.scale = nil
            kept.rotation = nil
            return kept
        }
        return reduced
    }
}

extension TransitionPlan {
    /// The plan played under Reduce Motion.
    package func reducingMotion() -> TransitionPlan {
        var plan = self
        plan.motion = motion.reducingMotion()
        return plan
    }

    /// The moving screen's alpha when the motion fades it (`fadesScreen`):
    /// progress clamped to 0…1 for an arriving screen, its complement for a
    /// departing one, so the screen is opaque where it rests.
    package func screenFadeAlpha(at progress: PhasedProgress) -> Double {
        let clamped = min(max(progress.progress, 0), 1)
        return movement == .arrival ? clamped : 1 - clamped
    }
}
