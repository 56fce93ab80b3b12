/// What a track does when a spring carries progress past 0 or 1.
public enum Overshoot: String, Hashable, Sendable, CaseIterable {
    /// Progress is clamped to 0…1 before evaluation: the value holds.
    case clamp
    /// Inside 0…1 identical to `clamp`. Past 1 the value continues linearly
    /// with the track's slope (d value / d progress) at progress 1 from the
    /// left; before 0 with its slope at 0 from the right. The slope is 0 where
    /// the track is holding there (range ends before 1, last keyframe before
    /// 1, or a vertical easing tangent), so the value stays continuous.
    case extrapolate
}

/// A value at a point of the track's local progress. `easing` shapes the
/// segment that ends at this keyframe (ignored on the first keyframe).
public struct Keyframe: Hashable, Sendable {
    public var at: Double
    public var value: Double
    public var easing: Easing

    public init(at: Double, value: Double, easing: Easing = .linear) {
        self.at = at
        self.value = value
        self.easing = easing
    }
}

/// The part of the transition's progress a track plays over (the Transition library's guide's
/// AnimationRange): local progress = (p − start)/(end − start).
public struct ProgressRange: Hashable, Sendable {
    public var start: Double
    public var end: Double
    // One optional reference, not two `String?`: every frame passes each track
    // by value, and two names made it 58 bytes instead of 34, past the
    // 1,500 instructions a frame may cost (Docs/Performance.md).
    private var detents: DetentNames?

    /// The detent whose progress `start` is on a detent sheet (`range:
    /// [full, half]`); `start` holds it in the nominal container until
    /// `DetentPlan.resolve(_:in:)` puts it in the real one.
    public var startDetent: String? {
        get { detents?.start }
        set { detents = DetentNames(start: newValue, end: endDetent) }
    }
    /// The same for `end`.
    public var endDetent: String? {
        get { detents?.end }
        set { detents = DetentNames(start: startDetent, end: newValue) }
    }

    public init(start: Double = 0, end: Double = 1, startDetent: String? = nil, endDetent: String? = nil) {
        self.start = start
        self.end = end
        self.detents = DetentNames(start: startDetent, end: endDetent)
    }

    /// Whether an end names a detent, so the range depends on the container.
    package var namesDetents: Bool { detents != nil }

    public static let full = ProgressRange(start: 0, end: 1)

    package func local(_ progress: Double) -> Double { (progress - start) / (end - start) }
}

/// The detent names of a `ProgressRange`, compared by value.
private final class DetentNames: Hashable, Sendable {
    let start: String?
    let end: String?

    /// nil when neither end names a detent.
    init?(start: String?, end: String?) {
        guard start != nil || end != nil else { return nil }
        self.start = start
        self.end = end
    }

    static func == (a: DetentNames, b: DetentNames) -> Bool { a.start == b.start && a.end == b.end }

    func hash(into hasher: inout Hasher) {
        hasher.combine(start)
        hasher.combine(end)
    }
}

/// Keyframes over a progress range. Before the first keyframe the first value
/// holds, after the last the last value holds. Evaluation allocates nothing.
public struct KeyframeTrack: Hashable, Sendable {
    public var keyframes: [Keyframe]
    public var range: ProgressRange
    public var overshoot: Overshoot
    /// When the track follows progress (`TrackPhaseRule`).
    public var during: TrackPhase

    public init(
        keyframes: [Keyframe], range: ProgressRange = .full, overshoot: Overshoot = .clamp, during: TrackPhase = .both
    ) {
        self.keyframes = keyframes
        self.range = range
        self.overshoot = overshoot
        self.during = during
    }

    /// Core Animation's spelling (`CAKeyframeAnimation`'s `keyTimes`,
    /// `values` and `timingFunctions`), which generated code uses: key times
    /// and values pair up, and each timing function shapes one segment, so
    /// there is one fewer than key times, or none for linear segments.
    /// For generated code: plain arrays type-check faster than one
    /// `Keyframe` call each; apps use `init(keyframes:)`.
    @_spi(Generated) public init(
        keyTimes: [Double], values: [Double], timingFunctions: [Easing] = [],
        range: ProgressRange = .full, overshoot: Overshoot = .clamp, during: TrackPhase = .both
    ) {
        precondition(keyTimes.count == values.count, "one value per key time")
        precondition(timingFunctions.isEmpty || timingFunctions.count == keyTimes.count - 1,
                     "one timing function per segment between key times")
        let keyframes = keyTimes.indices.map { index in
            Keyframe(at: keyTimes[index], value: values[index],
                     easing: index > 0 && !timingFunctions.isEmpty ? timingFunctions[index - 1] : .linear)
        }
        self.init(keyframes: keyframes, range: range, overshoot: overshoot, during: during)
    }

    /// The spec's `{ from, to }` form: two keyframes at 0 and 1.
    public static func fromTo(
        _ from: Double, _ to: Double, easing: Easing = .linear,
        range: ProgressRange = .full, overshoot: Overshoot = .clamp, during: TrackPhase = .both
    ) -> KeyframeTrack {
        KeyframeTrack(
            keyframes: [Keyframe(at: 0, value: from), Keyframe(at: 1, value: to, easing: easing)],
            range: range, overshoot: overshoot, during: during)
    }

    /// The value at the progress this track's phase follows.
    package func value(at phased: PhasedProgress) -> Double {
        value(atProgress: phased[during])
    }

    public func value(atProgress p: Double) -> Double {
        let clamped = min(max(p, 0), 1)
        let base = value(atLocal: range.local(clamped))
        // A pattern, not `==`: comparing this String-backed enum with `==`
        // made the optimizer copy the caller's whole ElementTracks (a dozen
        // reference-count operations) on every frame.
        guard case .extrapolate = overshoot, p != clamped else { return base }
        return base + (p - clamped) * slope(atProgressEnd: p > 1)
    }

    /// Value at local progress u, held outside the keyframes.
    func value(atLocal u: Double) -> Double {
        guard let first = keyframes.first, let last = keyframes.last else { return 0 }
        if u <= first.at { return first.value }
        if u >= last.at { return last.value }
        var index = 1
        while keyframes[index].at < u { index += 1 }
        let a = keyframes[index - 1], b = keyframes[index]
        let t = (u - a.at) / (b.at - a.at)
        return a.value + (b.value - a.value) * b.easing.transform(t)
    }

    /// d value / d progress at progress 1 (from the left) or 0 (from the right).
    func slope(atProgressEnd atOne: Bool) -> Double {
        guard keyframes.count >= 2 else { return 0 }
        let span = range.end - range.start
        if atOne {
            guard range.end >= 1, let last = keyframes.last, last.at >= 1 else { return 0 }
            let a = keyframes[keyframes.count - 2]
            return (last.value - a.value) / (last.at - a.at) * last.easing.slopeAtEnd / span
        }
        guard range.start <= 0, keyframes[0].at <= 0 else { return 0 }
        let a = keyframes[0], b = keyframes[1]
        return (b.value - a.value) / (b.at - a.at) * b.easing.slopeAtStart / span
    }
}
