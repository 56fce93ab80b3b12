/// When a track follows progress (`during:`): always, only while the finger
/// drags, or only while the view settles after a release.
public enum TrackPhase: String, Hashable, Sendable, CaseIterable {
    case both
    case drag
    case settle
}

/// The progress each kind of track is evaluated at. `both` tracks follow
/// `progress`; drag-only and settle-only tracks follow their own, which
/// `TrackPhaseRule` keeps continuous at every grab and release.
package struct PhasedProgress: Hashable, Sendable {
    package var progress: Double
    package var drag: Double
    package var settle: Double

    package init(progress: Double, drag: Double, settle: Double) {
        self.progress = progress
        self.drag = drag
        self.settle = settle
    }

    /// Every kind of track at `progress`.
    package init(_ progress: Double) {
        self.init(progress: progress, drag: progress, settle: progress)
    }

    /// Before any drag, or at the start of a play from code: drag-only
    /// tracks at their rest (0), the others at `progress`.
    package static func atRest(_ progress: Double) -> PhasedProgress {
        PhasedProgress(progress: progress, drag: 0, settle: progress)
    }

    package subscript(phase: TrackPhase) -> Double {
        switch phase {
        case .both: progress
        case .drag: drag
        case .settle: settle
        }
    }
}

/// How drag-only and settle-only tracks move, so that no value jumps at a
/// grab or a release:
///
/// - Tracking, after a grab that showed `grabbed`: drag-only tracks move
///   with the finger from where they were (`grabbed.drag + Δprogress`);
///   settle-only tracks hold `grabbed.settle`. At the first grab everything
///   is 0, so drag-only tracks follow progress and settle-only ones rest.
/// - Settling toward `target`, after a release that showed `released`: the
///   fraction of the way still to go, r = (p − target)/(released − target)
///   clamped to 0…1 (0 when the release is on the target), carries the
///   settle-only tracks from their released value to the target
///   (`released.settle·r + target·(1 − r)`) and the drag-only tracks back
///   to their rest (`released.drag · r`). A spring overshooting the target
///   leaves them there. Dismissed from the first drag, a settle-only track
///   plays its whole course while the view settles.
package enum TrackPhaseRule {
    package static func tracking(progress: Double, grabbed: PhasedProgress) -> PhasedProgress {
        PhasedProgress(progress: progress, drag: grabbed.drag + (progress - grabbed.progress), settle: grabbed.settle)
    }

    package static func settling(progress: Double, released: PhasedProgress, target: Double) -> PhasedProgress {
        let span = released.progress - target
        let remaining = span == 0 ? 0 : min(max((progress - target) / span, 0), 1)
        return PhasedProgress(
            progress: progress, drag: released.drag * remaining,
            // Exact at both ends: the released value at r = 1, the target at 0.
            settle: released.settle * remaining + target * (1 - remaining))
    }
}
