/// When a view counts as at rest (the "Going indie" post: end the transition only then).
public struct RestTolerance: Hashable, Sendable {
    /// Points from the target.
    public var position: Double
    /// Points per second.
    public var velocity: Double

    public init(position: Double, velocity: Double) {
        self.position = position
        self.velocity = velocity
    }

    /// Half a point and 5 pt/s: below what a person can see move.
    public static let standard = RestTolerance(position: 0.5, velocity: 5)
}

/// The drag that means progress 1.
public enum DistanceRule: Hashable, Sendable {
    case points(Double)
    /// The container's extent along the gesture axis.
    case container
    /// fraction × the container's extent + points: the travel a resting
    /// frame implies (`RestingFrame.travel(leavingThrough:)`).
    case containerFraction(Double, plus: Double)

    public func resolve(containerExtent: Double) -> Double {
        switch self {
        case .points(let points): points
        case .container: containerExtent
        case .containerFraction(let fraction, let points): fraction * containerExtent + points
        }
    }
}

/// Which drags drive a transition's progress.
public enum DragDirections: String, Hashable, Sendable, CaseIterable {
    /// Only toward the edge: translation along it over D.
    case towardEdge = "toward-edge"
    /// Either way along the edge's axis: |translation| over D.
    case both
    /// The moving view follows the finger in x and y: progress is the
    /// distance from the start in any direction over D, and the release
    /// velocity is the finger's along that displacement (dismiss and pop only).
    case any
}

/// Everything needed to play one interactive transition. Generated code
/// constructs this as a literal; the simulator evaluates the same value.
public struct TransitionMotion: Hashable, Sendable {
    public var distance: DistanceRule
    public var release: ReleaseRule
    public var completeSpring: Spring
    public var cancelSpring: Spring
    public var decay: DecayPhase?
    /// nil: progress is clamped to 0…1 while tracking.
    public var rubberBand: RubberBand?
    public var restTolerance: RestTolerance
    public var interruptible: Bool
    /// Which drags drive progress: toward the edge, either way along its
    /// axis, or any way in x and y.
    public var directions: DragDirections
    public var elements: [ElementTracks]
    public var dimming: KeyframeTrack?
    /// The view that flies between two elements' frames.
    public var sharedElement: SharedElement?
    /// Named progress values the app hears crossed (`CrossingWatch`).
    public var triggers: [ProgressTrigger]
    /// false: the transitioning screen stays in place and only the
    /// elements, dimming and shared element move (`moving: none`).
    public var movesScreen: Bool
    /// A sheet's named resting heights (`detents`); nil: it rests only
    /// presented (progress 0) or dismissed (1).
    public var detents: DetentPlan?
    /// What the app's progress callback hears: the fraction, or steps.
    public var progressReporting: ProgressReporting
    /// What plays under Reduce Motion (`reducingMotion()`); nil: the
    /// default for the motion (`reducedMotionRule`).
    public var reducedMotion: ReducedMotion?
    /// The moving screen's alpha follows progress (`TransitionPlan.screenFadeAlpha`):
    /// set by `reducingMotion()`, never by a spec.
    package var fadesScreen = false
    /// Added to progress where the dimming is read, so that it follows where
    /// a detent sheet is: a presentation that plays the dismissal backward
    /// to a lower detent ends there, not at the tallest. Set per container
    /// by `TransitionPlan.keyingDetents(in:)`; 0 elsewhere.
    package var dimmingShift = 0.0
    /// The progress at and past which nothing dims: a detent sheet's
    /// largest undimmed detent (`DetentPlan.largestUndimmed`) in the
    /// container `TransitionPlan.keyingDetents(in:)` resolved; infinity: it
    /// always dims.
    package var undimmedProgress = Double.infinity

    public init(
        distance: DistanceRule = .container,
        release: ReleaseRule = .standard,
        completeSpring: Spring,
        cancelSpring: Spring,
        decay: DecayPhase? = nil,
        rubberBand: RubberBand? = RubberBand(),
        restTolerance: RestTolerance = .standard,
        interruptible: Bool = true,
        directions: DragDirections = .towardEdge,
        elements: [ElementTracks] = [],
        dimming: KeyframeTrack? = nil,
        sharedElement: SharedElement? = nil,
        triggers: [ProgressTrigger] = [],
        movesScreen: Bool = true,
        detents: DetentPlan? = nil,
        progressReporting: ProgressReporting = .fraction,
        reducedMotion: ReducedMotion? = nil
    ) {
        self.distance = distance
        self.release = release
        self.completeSpring = completeSpring
        self.cancelSpring = cancelSpring
        self.decay = decay
        self.rubberBand = rubberBand
        self.restTolerance = restTolerance
        self.interruptible = interruptible
        self.directions = directions
        self.elements = elements
        self.dimming = dimming
        self.sharedElement = sharedElement
        self.triggers = triggers
        self.movesScreen = movesScreen
        self.detents = detents
        self.progressReporting = progressReporting
        self.reducedMotion = reducedMotion
    }

    /// One spring for both outcomes.
    public init(
        distance: DistanceRule = .container, release: ReleaseRule = .standard, spring: Spring,
        decay: DecayPhase? = nil, rubberBand: RubberBand? = RubberBand(),
        restTolerance: RestTolerance = .standard, interruptible: Bool = true,
        directions: DragDirections = .towardEdge, elements: [ElementTracks] = [],
        dimming: KeyframeTrack? = nil, sharedElement: SharedElement? = nil,
        triggers: [ProgressTrigger] = [], movesScreen: Bool = true,
        detents: DetentPlan? = nil,
        progressReporting: ProgressReporting = .fraction,
        reducedMotion: ReducedMotion? = nil
    ) {
        self.init(
            distance: distance, release: release, completeSpring: spring, cancelSpring: spring,
            decay: decay, rubberBand: rubberBand, restTolerance: restTolerance,
            interruptible: interruptible, directions: directions, elements: elements,
            dimming: dimming, sharedElement: sharedElement, triggers: triggers,
            movesScreen: movesScreen, detents: detents,
            progressReporting: progressReporting, reducedMotion: reducedMotion)
    }

    public func spring(for decision: ReleaseDecision) -> Spring {
        decision == .complete ? completeSpring : cancelSpring
    }

    /// Seconds a gesture-less play (`InteractionEvent.play`) from `progress`
    /// toward `decision` takes to come to rest: the settle time
    /// `transpec simulate` reports for a release there at velocity 0.
    /// `containerExtent` resolves `distance: container`.
    package func playDuration(from progress: Double, toward decision: ReleaseDecision, containerExtent: Double) -> Double {
        let d = distance.resolve(containerExtent: containerExtent)
        return SettleMotion(
            motion: self, releaseProgress: progress, releaseVelocity: 0,
            distance: d > 0 ? d : 1, decision: decision
        ).settleTime
    }

    /// Tracking progress for a raw progress (translation/D): banded past the
    /// ends, or clamped without a rubber band.
    package func trackingProgress(forRaw raw: Double) -> Double {
        if let rubberBand { return rubberBand.progress(forRaw: raw) }
        return min(max(raw, 0), 1)
    }

    /// d(tracking progress)/d(raw) at `raw`: how fast the view moves per unit
    /// of finger movement. Banded past an end it is the band's slope;
    /// clamped there without a band it is 0, for the view stands still.
    package func trackingSlope(forRaw raw: Double) -> Double {
        if let rubberBand { return rubberBand.slope(forRaw: raw) }
        return (0...1).contains(raw) ? 1 : 0
    }

    /// The same slope from the shown progress alone (a release given as a
    /// progress, as `transpec simulate` takes it): the band's slope there.
    /// Without a band the view is clamped to 0…1 where tracking moves it, so
    /// a progress given there moves with the finger, slope 1.
    package func trackingSlope(atProgress progress: Double) -> Double {
        rubberBand?.slope(atProgress: progress) ?? 1
    }

    /// Every element's frame at `progress`, written into `frames` (which must
    /// hold `elements.count` entries). Allocates nothing: a frame may not
    /// allocate (Docs/Performance.md).
    public func evaluateElements(
        atProgress progress: Double, in container: ContainerSize, viewSizes: [ContainerSize],
        into frames: UnsafeMutableBufferPointer<ElementFrame>
    ) {
        evaluateElements(at: PhasedProgress(progress), in: container, viewSizes: viewSizes, into: frames)
    }

    /// The same, each track at the progress its phase follows.
    package func evaluateElements(
        at progress: PhasedProgress, in container: ContainerSize, viewSizes: [ContainerSize],
        into frames: UnsafeMutableBufferPointer<ElementFrame>
    ) {
        precondition(frames.count >= elements.count, "frames buffer too small")
        precondition(viewSizes.count >= elements.count, "one view size per element")
        for index in elements.indices {
            frames[index] = elements[index].evaluate(at: progress, in: container, viewSize: viewSizes[index])
        }
    }

    /// Dimming alpha at `progress` (0 without a dimming track).
    public func dimmingAlpha(atProgress progress: Double) -> Double {
        dimmingAlpha(at: PhasedProgress(progress))
    }

    package func dimmingAlpha(at progress: PhasedProgress) -> Double {
        guard let dimming, progress.progress + dimmingShift < undimmedProgress else { return 0 }
        guard dimmingShift != 0 else { return dimming.value(at: progress) }
        // Drag-only tracks rest at 0 during a play; the others follow the sheet.
        return dimming.value(at: PhasedProgress(
            progress: progress.progress + dimmingShift, drag: progress.drag, settle: progress.settle + dimmingShift))
    }

    /// Shared-element interpolation fraction (source 0 → destination 1).
    public func sharedElementFraction(atProgress progress: Double) -> Double {
        sharedElementFraction(at: PhasedProgress(progress))
    }

    package func sharedElementFraction(at progress: PhasedProgress) -> Double {
        sharedElement?.flight.value(at: progress) ?? progress.progress
    }
}
