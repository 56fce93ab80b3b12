import TranspecRuntime

/// IR → the runtime value the simulator plays and generated code constructs.
/// Marks are dropped here. Only call on a transition the decoder returned,
/// which always has a spring for both outcomes.
public func lower(_ transition: TransitionIR) -> TransitionMotion {
    guard let complete = transition.springForComplete, let cancel = transition.springForCancel else {
        preconditionFailure("decoded transitions have a spring for both outcomes")
    }
    let gesture = transition.gesture
    // Ranges that name detents hold their progress in the nominal container;
    // the simulator and TranspecUIKit resolve them in the real one.
    return TransitionMotion(
        distance: gesture.distance.value,
        release: lower(transition.release.rule),
        completeSpring: complete.spring,
        cancelSpring: cancel.spring,
        decay: transition.decay.map {
            DecayPhase(rate: $0.rate.value, handoffVelocity: $0.handoffVelocity.value)
        },
        rubberBand: lower(gesture.rubberBand.value),
        restTolerance: RestTolerance(
            position: transition.restTolerance.position.value, velocity: transition.restTolerance.velocity.value),
        interruptible: transition.interruptible.value,
        bothDirections: gesture.directions.value == .both,
        anyDirection: gesture.directions.value == .any,
        elements: transition.elements.map(lower),
        dimming: transition.dimming.map { lower($0.alpha) },
        sharedElement: transition.sharedElement.map { shared in
            KeyframeTrack.fromTo(0, 1, easing: shared.easing.value, range: shared.range.value,
                                 overshoot: shared.overshoot.value, during: shared.during?.value ?? .both)
        },
        sharedElementEnds: transition.sharedElement.map { shared in
            SharedElementEnds(source: shared.source.value, destination: shared.destination.value,
                              fallback: shared.fallback?.value ?? .fade)
        },
        triggers: transition.triggers.map(lower),
        movesScreen: transition.moving?.value != ScreenMovement.none,
        detents: transition.detents?.plan(frame: transition.frame),
        progressReporting: transition.gesture.progress.value,
        reducedMotion: transition.reduceMotion?.value
    ).keyingDetents(in: .iPhone)
}

func lower(_ trigger: TriggerIR) -> ProgressTrigger {
    ProgressTrigger(
        name: trigger.name.value, progress: trigger.progress.value, directions: trigger.directions.value,
        haptic: trigger.haptic?.value.haptic)
}

func lower(_ rule: ReleaseRuleIR) -> ReleaseRule {
    switch rule {
    case .threshold(let threshold, let flick):
        .threshold(threshold.value, flickVelocity: flick?.value)
    case .projection(let rate, let threshold):
        .projection(rate: rate.value, threshold: threshold.value)
    case .anyOf(let conditions):
        .anyOf(conditions.map { ReleaseCondition(progress: $0.progress.value, speed: $0.speed?.value) })
    }
}

func lower(_ rubberBand: RubberBandIR) -> RubberBand? {
    switch rubberBand {
    case .off: nil
    case .on(let coefficient): RubberBand(coefficient: coefficient)
    }
}

func lower(_ element: ElementIR) -> ElementTracks {
    ElementTracks(
        name: element.name.value,
        alpha: element.alpha.map(lower),
        scale: element.scale.map(lower),
        translationX: element.translation.map { lower($0) { $0.x } },
        translationY: element.translation.map { lower($0) { $0.y } },
        cornerRadius: element.cornerRadius.map(lower),
        rotation: element.rotation.map(lower),
        shadowOpacity: element.shadowOpacity.map(lower),
        shadowRadius: element.shadowRadius.map(lower),
        translationXBasis: element.translation.map { basis(of: $0, \.xBasis) } ?? .points,
        translationYBasis: element.translation.map { basis(of: $0, \.yBasis) } ?? .points
    )
}

/// The axis's one basis (the decoder checked that non-zero values agree).
func basis(of track: TrackIR<PointIR>, _ axis: KeyPath<PointIR, LengthBasis>) -> LengthBasis {
    let points: [PointIR]
    switch track.shape {
    case .fromTo(let from, let to): points = [from.value, to.value]
    case .keyframes(let keyframes): points = keyframes.map(\.value.value)
    }
    return points.first { $0[keyPath: axis] != .points }?[keyPath: axis] ?? .points
}

func lower(_ track: TrackIR<Double>) -> KeyframeTrack {
    lower(track) { $0 }
}

/// One numeric component of a track; a keyframe without its own easing uses the track's.
/// (A closure, not a key path: a key path is looked up at run time, per keyframe.)
func lower<Value>(_ track: TrackIR<Value>, component: (Value) -> Double) -> KeyframeTrack {
    let trackEasing = track.easing.value
    let keyframes: [Keyframe]
    switch track.shape {
    case .fromTo(let from, let to):
        keyframes = [Keyframe(at: 0, value: component(from.value)),
                     Keyframe(at: 1, value: component(to.value), easing: trackEasing)]
    case .keyframes(let written):
        keyframes = written.map {
            Keyframe(at: $0.at.value, value: component($0.value.value),
                     easing: $0.easing?.value ?? trackEasing)
        }
    }
    return KeyframeTrack(
        keyframes: keyframes, range: track.range.value, overshoot: track.overshoot.value,
        during: track.during?.value ?? .both)
}
