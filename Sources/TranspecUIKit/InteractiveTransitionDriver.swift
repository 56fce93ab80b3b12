#if canImport(UIKit)
import TranspecRuntime
import UIKit

/// Plays a `TransitionMotion` inside a transition context: a pan drives it
/// through `InteractionStateMachine`, which hands the release velocity to the
/// settling spring and lets the view be grabbed again while it settles (the
/// transition stays in flight until the view is at rest, seed 000). Every
/// frame it sets the views straight from progress — overshoot included, which
/// `UIViewPropertyAnimator.fractionComplete` (clamped to 0…1) could not show.
/// At rest it finishes or cancels, removes the views it added, and calls
/// `onEnd` (to put back views it moved) and then `completeTransition(_:)`,
/// exactly once.
@MainActor
public final class InteractiveTransitionDriver {
    private let motion: TransitionMotion
    private let context: any UIViewControllerContextTransitioning
    private let stage: TransitionStage
    private let direction: CGVector
    private let distance: Double
    private var machine: InteractionStateMachine
    private var settle: SettleMotion?
    private var clock: DisplayLinkClock?
    private var hasEnded = false
    private let onEnd: @MainActor (_ completed: Bool) -> Void

    /// Sets up the views at `initialProgress` (0 for a gesture, the start of
    /// `play` otherwise). `onEnd` runs once, just before `completeTransition(_:)`.
    public init(
        motion: TransitionMotion,
        edge: TransitionEdge,
        context: any UIViewControllerContextTransitioning,
        views: TransitionViews,
        initialProgress: Double = 0,
        onEnd: @escaping @MainActor (_ completed: Bool) -> Void = { _ in }
    ) {
        let container = context.containerView
        direction = edge.direction(in: container)
        let extent = direction.dx != 0 ? container.bounds.width : container.bounds.height
        machine = InteractionStateMachine(motion: motion, containerExtent: Double(extent))
        distance = machine.distance
        stage = TransitionStage(views: views, motion: motion, container: container)
        self.motion = motion
        self.context = context
        self.onEnd = onEnd
        render(progress: initialProgress)
    }

    /// Whether the gesture currently drives progress (false while settling).
    public var isTracking: Bool { machine.phase == .tracking }

    /// Feeds a pan's state, translation and velocity (in the container).
    public func follow(_ pan: UIPanGestureRecognizer) {
        let container = context.containerView
        switch pan.state {
        case .began:
            grab()
            drag(translation: pan.translation(in: container))
        case .changed:
            drag(translation: pan.translation(in: container))
        case .ended:
            release(velocity: pan.velocity(in: container))
        case .cancelled, .failed:
            handle(.cancelled)
            startClock()
        case .possible:
            break
        @unknown default:
            break
        }
    }

    /// Starts tracking, or re-grabs the settling view where it is; does
    /// nothing while already tracking.
    public func grab() {
        guard !isTracking else { return }
        clock?.stop()
        handle(.began)
    }

    /// Translation since the gesture began, in container points.
    public func drag(translation: CGPoint) {
        handle(.changed(translation: direction.projection(of: translation)))
    }

    /// Hands the release velocity (container points per second) to the spring.
    public func release(velocity: CGPoint) {
        handle(.ended(velocity: direction.projection(of: velocity)))
        startClock()
    }

    /// Plays without a gesture from `progress` to 1 (`.complete`) or 0
    /// (`.cancel`) with that outcome's spring, for a non-interactive animator.
    /// The transition completes (`completeTransition(true)`) either way.
    public func play(from progress: Double, toward decision: ReleaseDecision) {
        settle = SettleMotion(
            motion: motion, releaseProgress: progress, releaseVelocity: 0,
            distance: distance, decision: decision
        )
        startClock()
    }

    // MARK: - Frames

    private var settleStart: Double?

    private func startClock() {
        if clock == nil {
            clock = DisplayLinkClock { [weak self] time in self?.tick(time) }
        }
        clock?.start()
    }

    private func tick(_ time: Double) {
        guard let settle else { return handle(.frame(time: time)) }
        let start = settleStart ?? time
        settleStart = start
        let elapsed = time - start
        if elapsed >= settle.settleTime {
            render(progress: settle.target)
            end(completed: !context.transitionWasCancelled)
        } else {
            render(progress: settle.state(at: elapsed).progress)
        }
    }

    private func handle(_ event: InteractionEvent) {
        let effects = machine.handle(event)
        if let progress = effects.updateProgress {
            if context.isInteractive {
                context.updateInteractiveTransition(CGFloat(min(max(progress, 0), 1)))
            }
            render(progress: progress)
        }
        switch effects.end {
        case .complete?:
            if context.isInteractive { context.finishInteractiveTransition() }
            end(completed: true)
        case .cancel?:
            if context.isInteractive { context.cancelInteractiveTransition() }
            end(completed: false)
        case nil:
            break
        }
    }

    private func render(progress: Double) {
        let offset = CGFloat(progress * distance)
        stage.render(progress: progress, movingOffset: CGVector(dx: direction.dx * offset, dy: direction.dy * offset))
    }

    private func end(completed: Bool) {
        guard !hasEnded else { return }
        hasEnded = true
        clock?.stop()
        clock = nil
        stage.tearDown(completed: completed)
        onEnd(completed)
        context.completeTransition(completed)
    }
}
#endif
