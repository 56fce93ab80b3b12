/// Which way progress passes a value.
public enum CrossingDirection: String, Hashable, Sendable {
    /// From below the value to it or above (toward complete).
    case increasing
    /// From the value or above to below it (toward cancel).
    case decreasing
}

/// The crossings a trigger fires on (MotionLayout's `KeyTrigger`
/// `onPositiveCross`, `onNegativeCross`, `onCross`).
public enum TriggerDirections: String, Hashable, Sendable, CaseIterable {
    case increasing, decreasing, either

    public func contains(_ direction: CrossingDirection) -> Bool {
        switch self {
        case .increasing: direction == .increasing
        case .decreasing: direction == .decreasing
        case .either: true
        }
    }
}

/// The haptic the library plays at a trigger: `UIImpactFeedbackGenerator`
/// with one of its styles, or `UISelectionFeedbackGenerator`.
public enum Haptic: Hashable, Sendable {
    public enum ImpactStyle: String, Hashable, Sendable, CaseIterable {
        case light, medium, heavy, soft, rigid
    }

    case impact(ImpactStyle)
    case selection
}

/// A named progress value: the app hears each crossing of it in `directions`,
/// once per crossing, and the library plays `haptic` then.
public struct ProgressTrigger: Hashable, Sendable {
    public var name: String
    public var progress: Double
    public var directions: TriggerDirections
    public var haptic: Haptic?
    /// When crossings count: always, only while the finger drags the view
    /// (a touch moves it across), or only while it settles or plays from code.
    public var during: TrackPhase

    public init(
        name: String, progress: Double, directions: TriggerDirections = .either, haptic: Haptic? = nil,
        during: TrackPhase = .both
    ) {
        self.name = name
        self.progress = progress
        self.directions = directions
        self.haptic = haptic
        self.during = during
    }

    /// Whether a crossing fires it, made while dragging or not.
    public func fires(_ direction: CrossingDirection, dragging: Bool) -> Bool {
        guard directions.contains(direction) else { return false }
        switch during {
        case .both: return true
        case .drag: return dragging
        case .settle: return !dragging
        }
    }
}

/// What progress crossed: the release rule's position threshold, or a trigger.
package enum CrossedMark: Hashable, Sendable {
    case threshold
    /// An index into `TransitionMotion.triggers`.
    case trigger(Int)
}

/// Finds where shown progress crosses the threshold and the triggers, as
/// `transpec simulate` lists them and the UIKit library reports them.
///
/// A value v is crossed *increasing* when progress goes from below v to v or
/// above, and *decreasing* when it goes from v or above to below v. The two
/// are half-open on the same side, so progress that hovers at v, or steps
/// back and forth across it, gives alternating crossings, each exactly once:
/// never two in a row the same way. The first progress shown is where the
/// watch starts; it crosses nothing.
package struct CrossingWatch: Hashable, Sendable {
    package let threshold: Double?
    package let triggers: [ProgressTrigger]
    /// The progress last shown; nil before the first.
    package private(set) var progress: Double?

    package init(motion: TransitionMotion) {
        threshold = motion.release.positionThreshold
        triggers = motion.triggers
    }

    /// How progress going from `old` to `new` crosses `value`, if it does.
    package static func crossing(of value: Double, from old: Double, to new: Double) -> CrossingDirection? {
        if old < value && new >= value { return .increasing }
        if old >= value && new < value { return .decreasing }
        return nil
    }

    /// The same, for a caller that does not say whether a finger moved the
    /// view: every trigger counts as in both phases.
    package mutating func show(_ progress: Double, _ body: (CrossedMark, CrossingDirection) -> Void) {
        show(progress, dragging: nil, body)
    }

    /// Moves to `progress` and calls `body` for each mark crossed on the
    /// way, the threshold first, then triggers in their order (any
    /// direction for the threshold; a trigger only in its `directions`,
    /// and in its `during` phase: `dragging` when a touch moved the view
    /// there, false for a frame of a settle or a play).
    /// Allocates nothing. A non-finite progress is ignored.
    package mutating func show(_ progress: Double, dragging: Bool?, _ body: (CrossedMark, CrossingDirection) -> Void) {
        guard progress.isFinite else { return }
        defer { self.progress = progress }
        guard let old = self.progress else { return }
        if let threshold, let direction = Self.crossing(of: threshold, from: old, to: progress) {
            body(.threshold, direction)
        }
        for index in triggers.indices {
            let trigger = triggers[index]
            if let direction = Self.crossing(of: trigger.progress, from: old, to: progress),
               dragging.map({ trigger.fires(direction, dragging: $0) }) ?? trigger.directions.contains(direction) {
                body(.trigger(index), direction)
            }
        }
    }
}
