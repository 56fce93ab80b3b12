import TranspecRuntime

// Reading one number out of a simulation, exactly as the timeline's samples
// are made (the settle's state, `ElementSampler`, `TrackPhaseRule`) but at
// any time or progress, not only at k/fps: what `transpec check` compares an
// expectation's `values` with.

extension SimulationResult {
    /// The settle this result sampled, rebuilt from its request (a pure function of it).
    var settle: SettleMotion { Simulation.settleMotion(request).0 }

    /// Progress `t` seconds after the release (or the play's start).
    package func progress(atTime t: Double) -> Double {
        Simulation.progress(of: settle, at: t)
    }

    /// `channel`'s value `t` seconds after the release, and the progress
    /// then; nil for a channel the result does not hold.
    package func value(of channel: ElementChannel, atTime t: Double) -> (value: Double, progress: Double)? {
        let settle = self.settle
        let progress = Simulation.progress(of: settle, at: t)
        return value(of: channel, atProgress: progress, target: settle.target).map { ($0, progress) }
    }

    /// `channel`'s value when the view settling after this release shows
    /// `progress` (drag-only and settle-only tracks as `TrackPhaseRule` moves them).
    package func value(of channel: ElementChannel, atProgress progress: Double) -> Double? {
        value(of: channel, atProgress: progress, target: target)
    }

    private func value(of channel: ElementChannel, atProgress progress: Double, target: Double) -> Double? {
        guard let index = channels.firstIndex(of: channel) else { return nil }
        let sampler = ElementSampler(plan: request.plan, container: request.container,
                                     missingViews: request.subject.missingViews, viewSizes: request.subject.viewSizes)
        let phases = TrackPhaseRule.settling(progress: progress, released: Simulation.releasedPhases(request), target: target)
        return sampler.values(at: phases)[index]
    }
}

extension Simulation {
    static func progress(of settle: SettleMotion, at t: Double) -> Double {
        state(of: settle, at: t).progress
    }
}

extension TraceReplayResult {
    /// The last release of the trace: the finger's last lift (or a system cancel).
    package var lastRelease: TraceCall? {
        calls.last { if case .release = $0.kind { true } else { false } }
    }

    /// The call that ended the transition (`finishInteractiveTransition()`
    /// or `cancelInteractiveTransition()`), when it ended after the last release.
    package var end: TraceCall? {
        guard let release = lastRelease, let end = calls.last, case .end = end.kind, end.t >= release.t else { return nil }
        return end
    }

    /// Seconds from the last release until the view rests: nil when it does
    /// not come to rest after it (a re-grab, the trace ending mid-drag).
    package var settleTimeAfterLastRelease: Double? {
        guard let release = lastRelease, let end else { return nil }
        return end.t - release.t
    }

    /// The farthest the view went past where it came to rest after the last
    /// release, in progress (as `SettleMotion.overshoot` measures it, on the frames).
    package var overshootAfterLastRelease: Double? {
        guard let release = lastRelease, let target = timeline.marks.target else { return nil }
        let direction: Double = target >= release.progress ? 1 : -1
        var overshoot = 0.0
        for sample in timeline.samples where sample.t >= release.t {
            overshoot = max(overshoot, direction * (sample.progress - target))
        }
        return overshoot
    }

    /// `channel`'s value in the frame the screen shows at `t` on the trace's
    /// clock: the last frame at or before `t` (the first before it).
    package func value(of channel: ElementChannel, atTime t: Double) -> (value: Double, progress: Double)? {
        guard let index = timeline.channels.firstIndex(of: channel), let first = timeline.samples.first else { return nil }
        let sample = timeline.samples.last { $0.t <= t } ?? first
        return (sample.elementValues[index], sample.progress)
    }
}

extension ElementChannel {
    /// Every value `label`'s channel can take in `motion` played in
    /// `container`, whatever the release: the hull of its keyframes' values
    /// and of its easings' control points (a Bézier stays within them).
    /// Nil when it is unbounded (a track that extrapolates past 0 or 1), or
    /// for a channel `motion` does not animate.
    package static func valueRange(_ channel: ElementChannel, in motion: TransitionMotion,
                                  container: ContainerSize) -> ClosedRange<Double>? {
        switch (channel.element, channel.property) {
        case ("dimming", "alpha"): return motion.dimming.flatMap(range(of:))
        case ("sharedElement", "fraction"): return motion.sharedElement.flatMap { range(of: $0.flight) }
        default: break
        }
        guard let element = motion.elements.first(where: { $0.name == channel.element }) else { return nil }
        let scale: Double
        let track: KeyframeTrack?
        switch channel.property {
        case "alpha": (track, scale) = (element.alpha, 1)
        case "scale": (track, scale) = (element.scale, 1)
        case "translationX":
            (track, scale) = (element.translationX, element.translationXBasis.points(perUnitOf: container.width, viewExtent: 0))
        case "translationY":
            (track, scale) = (element.translationY, element.translationYBasis.points(perUnitOf: container.height, viewExtent: 0))
        case "cornerRadius": (track, scale) = (element.cornerRadius, 1)
        case "rotation": (track, scale) = (element.rotation, 1)
        case "shadowOpacity": (track, scale) = (element.shadowOpacity, 1)
        case "shadowRadius": (track, scale) = (element.shadowRadius, 1)
        default: return nil
        }
        guard let range = track.flatMap(range(of:)) else { return nil }
        let ends = [range.lowerBound * scale, range.upperBound * scale]
        return ends.min()!...ends.max()!
    }

    /// A clamped track's values lie within its keyframes' values and, on each
    /// segment, the easing's control points; an extrapolating one is unbounded.
    static func range(of track: KeyframeTrack) -> ClosedRange<Double>? {
        guard case .clamp = track.overshoot, let first = track.keyframes.first else { return nil }
        var low = first.value, high = first.value
        for (a, b) in zip(track.keyframes, track.keyframes.dropFirst()) {
            let ys: [Double] = switch b.easing {
            case .cubicBezier(_, let y1, _, let y2): [0, y1, y2, 1]
            default: [0, 1]
            }
            for y in ys {
                let value = a.value + (b.value - a.value) * y
                low = min(low, value)
                high = max(high, value)
            }
        }
        return low...high
    }
}
