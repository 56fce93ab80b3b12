import TranspecRuntime

/// One frame of motion: seconds, progress, progress per second, the moving
/// view's offset from its resting frame, and the value of each element
/// channel (in `Timeline.channels` order).
package struct TimelineSample: Hashable, Sendable {
    package var t: Double
    package var progress: Double
    package var velocity: Double
    /// Points along the travel direction (the plan's edge).
    package var offset: Double
    /// Points across the travel direction (`TravelDirection.crossComponent`):
    /// set only for a drag in any direction.
    package var offsetAcross: Double?
    package var elementValues: [Double]

    package init(t: Double, progress: Double, velocity: Double, offset: Double = 0, elementValues: [Double] = []) {
        self.t = t
        self.progress = progress
        self.velocity = velocity
        self.offset = offset
        self.elementValues = elementValues
    }
}

/// Progress crossing the release threshold or a trigger, at a frame or a
/// trace row: what the UIKit library reports (and plays a haptic for) then.
package struct TimelineCrossing: Hashable, Sendable {
    package var t: Double
    /// The trigger's name; nil for the release rule's threshold.
    package var trigger: String?
    package var direction: CrossingDirection
    /// The progress shown when it was crossed.
    package var progress: Double

    package init(t: Double, trigger: String?, direction: CrossingDirection, progress: Double) {
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

    /// `dragging`: a touch moved the view to `progress` (not a frame).
    mutating func show(_ progress: Double, at t: Double, dragging: Bool) {
        let triggers = watch.triggers
        var found: [TimelineCrossing] = []
        watch.show(progress, dragging: dragging) { mark, direction in
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
package struct TimelineMarks: Hashable, Sendable {
    /// Threshold and trigger crossings, in time order.
    package var crossings: [TimelineCrossing] = []
    /// The trigger crossings alone.
    package var triggerCrossings: [TimelineCrossing] { crossings.filter { $0.trigger != nil } }

    /// Release points (time, progress): one per release in a trace.
    package var releases: [(t: Double, progress: Double)]
    /// The position threshold, when the release rule has one.
    package var threshold: Double?
    /// The final target (1 complete, 0 cancel), nil if never settled.
    package var target: Double?

    package init(releases: [(t: Double, progress: Double)], threshold: Double?, target: Double?) {
        self.releases = releases
        self.threshold = threshold
        self.target = target
    }

    package static func == (lhs: TimelineMarks, rhs: TimelineMarks) -> Bool {
        lhs.threshold == rhs.threshold && lhs.target == rhs.target && lhs.crossings == rhs.crossings
            && lhs.releases.map(\.t) == rhs.releases.map(\.t)
            && lhs.releases.map(\.progress) == rhs.releases.map(\.progress)
    }

    package func hash(into hasher: inout Hasher) {
        hasher.combine(threshold)
        hasher.combine(target)
        hasher.combine(crossings)
        for release in releases { hasher.combine(release.t); hasher.combine(release.progress) }
    }
}

/// Samples plus what to mark: the shape every timeline renderer draws.
package struct Timeline: Hashable, Sendable {
    package var title: String
    package var channels: [ElementChannel]
    package var samples: [TimelineSample]
    package var marks: TimelineMarks

    package init(title: String, channels: [ElementChannel], samples: [TimelineSample], marks: TimelineMarks) {
        self.title = title
        self.channels = channels
        self.samples = samples
        self.marks = marks
    }
}
