import TranspecRuntime

/// One frame of motion: seconds, progress, progress per second, the moving
/// view's offset from its resting frame, and the value of each element
/// channel (in `Timeline.channels` order).
public struct TimelineSample: Hashable, Sendable {
    public var t: Double
    public var progress: Double
    public var velocity: Double
    /// Points along the travel direction (the plan's edge).
    public var offset: Double
    /// Points across the travel direction (`TravelDirection.crossComponent`):
    /// set only for a drag in any direction.
    public var offsetAcross: Double?
    public var elementValues: [Double]

    public init(t: Double, progress: Double, velocity: Double, offset: Double = 0, elementValues: [Double] = []) {
        self.t = t
        self.progress = progress
        self.velocity = velocity
        self.offset = offset
        self.elementValues = elementValues
    }
}

/// Progress crossing the release threshold or a trigger, at a frame or a
/// trace row: what the UIKit library reports (and plays a haptic for) then.
public struct TimelineCrossing: Hashable, Sendable {
    public var t: Double
    /// The trigger's name; nil for the release rule's threshold.
    public var trigger: String?
    public var direction: CrossingDirection
    /// The progress shown when it was crossed.
    public var progress: Double

    public init(t: Double, trigger: String?, direction: CrossingDirection, progress: Double) {
        self.t = t
        self.trigger = trigger
        self.direction = direction
        self.progress = progress
    }
}

/// Collects `CrossingWatch`'s crossings with their times.
struct CrossingLog {
    private var watch: CrossingWatch
    private(set) var crossings: [TimelineCrossing] = []

    init(motion: TransitionMotion) {
        watch = CrossingWatch(motion: motion)
    }

    mutating func show(_ progress: Double, at t: Double) {
        let triggers = watch.triggers
        var found: [TimelineCrossing] = []
        watch.show(progress) { mark, direction in
            let name: String? = switch mark {
            case .threshold: nil
            case .trigger(let index): triggers[index].name
            }
            found.append(TimelineCrossing(t: t, trigger: name, direction: direction, progress: progress))
        }
        crossings += found
    }
}

/// What a timeline chart marks besides the curve.
public struct TimelineMarks: Hashable, Sendable {
    /// Threshold and trigger crossings, in time order.
    public var crossings: [TimelineCrossing] = []
    /// The trigger crossings alone.
    public var triggerCrossings: [TimelineCrossing] { crossings.filter { $0.trigger != nil } }

    /// Release points (time, progress): one per release in a trace.
    public var releases: [(t: Double, progress: Double)]
    /// The position threshold, when the release rule has one.
    public var threshold: Double?
    /// The final target (1 complete, 0 cancel), nil if never settled.
    public var target: Double?

    public init(releases: [(t: Double, progress: Double)], threshold: Double?, target: Double?) {
        self.releases = releases
        self.threshold = threshold
        self.target = target
    }

    public static func == (lhs: TimelineMarks, rhs: TimelineMarks) -> Bool {
        lhs.threshold == rhs.threshold && lhs.target == rhs.target && lhs.crossings == rhs.crossings
            && lhs.releases.map(\.t) == rhs.releases.map(\.t)
            && lhs.releases.map(\.progress) == rhs.releases.map(\.progress)
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(threshold)
        hasher.combine(target)
        hasher.combine(crossings)
        for release in releases { hasher.combine(release.t); hasher.combine(release.progress) }
    }
}

/// Samples plus what to mark: the shape every timeline renderer draws.
public struct Timeline: Hashable, Sendable {
    public var title: String
    public var channels: [ElementChannel]
    public var samples: [TimelineSample]
    public var marks: TimelineMarks

    public init(title: String, channels: [ElementChannel], samples: [TimelineSample], marks: TimelineMarks) {
        self.title = title
        self.channels = channels
        self.samples = samples
        self.marks = marks
    }
}
