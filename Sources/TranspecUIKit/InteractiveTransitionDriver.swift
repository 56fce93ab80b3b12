#if canImport(UIKit)
import TranspecRuntime
import UIKit

/// Plays a `TransitionMotion` inside a transition context: a pan drives it
/// through `InteractionStateMachine`, which hands the release velocity to the
/// settling spring and lets the view be grabbed again while it settles (the
/// transition stays in flight until the view is at rest, seed 000). Every
/// frame it sets the views straight from progress — overshoot included, which
/// `UIViewPropertyAnimator.fractionComplete` (clamped to 0…1) could not show.
///
/// The driver decides nothing: it feeds events to the state machine and
/// carries out the effects it returns — progress, the interactive finish or
/// cancel, starting and stopping the display link, and at rest removing the
/// views it added, `onEnd` (to put back views it moved) and then
/// `completeTransition(_:)`, exactly once.
@MainActor
public final class InteractiveTransitionDriver {
    private let context: any UIViewControllerContextTransitioning
    private let stage: TransitionStage
    private let direction: CGVector
    private var machine: InteractionStateMachine
    private var clock: DisplayLinkClock?
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
        machine = InteractionStateMachine(motion: motion, containerExtent: Self.extent(of: container, along: direction))
        let toView = context.view(forKey: .to)
        stage = TransitionStage(
            views: views, motion: motion, container: container,
            isNewOnScreen: { view in toView.map { view.isDescendant(of: $0) } ?? false })
        self.context = context
        self.onEnd = onEnd
        render(progress: initialProgress, displacement: initialProgress)
    }

    /// `transitionDuration(using:)` of an animator that calls
    /// `play(from: progress, toward: decision)`: the runtime's settle time
    /// for that play, in the context's container (nominal 390 × 844 pt
    /// without a context).
    public static func playDuration(
        of motion: TransitionMotion,
        edge: TransitionEdge,
        from progress: Double,
        toward decision: ReleaseDecision,
        in context: (any UIViewControllerContextTransitioning)?
    ) -> TimeInterval {
        let extent: Double
        if let container = context?.containerView {
            extent = Self.extent(of: container, along: edge.direction(in: container))
        } else {
            switch edge {
            case .top, .bottom: extent = 844
            case .left, .right, .leading, .trailing: extent = 390
            }
        }
        return motion.playDuration(from: progress, toward: decision, containerExtent: extent)
    }

    private static func extent(of container: UIView, along direction: CGVector) -> Double {
        Double(direction.dx != 0 ? container.bounds.width : container.bounds.height)
    }

    /// Feeds a pan's state, translation and velocity (in the container).
    public func follow(_ pan: UIPanGestureRecognizer) {
        let container = context.containerView
        switch pan.state {
        case .began:
            grab()
            handle(.changed(translation: direction.projection(of: pan.translation(in: container))))
        case .changed:
            handle(.changed(translation: direction.projection(of: pan.translation(in: container))))
        case .ended:
            handle(.ended(velocity: direction.projection(of: pan.velocity(in: container))))
        case .cancelled, .failed:
            handle(.cancelled)
        case .possible:
            break
        @unknown default:
            break
        }
    }

    /// A touch: starts tracking, or re-grabs the settling view where it is
    /// when the motion is interruptible. The state machine decides.
    public func grab() {
        handle(.began)
    }

    /// Plays without a gesture from `progress` to 1 (`.complete`) or 0
    /// (`.cancel`) with that outcome's spring, for a non-interactive animator.
    /// The transition completes (`completeTransition(true)`) either way.
    public func play(from progress: Double, toward decision: ReleaseDecision) {
        handle(.play(from: progress, toward: decision))
    }

    // MARK: - Effects

    private func handle(_ event: InteractionEvent) {
        let effects = machine.handle(event)
        if let progress = effects.updateProgress {
            if context.isInteractive {
                context.updateInteractiveTransition(CGFloat(min(max(progress, 0), 1)))
            }
            render(progress: progress, displacement: effects.updateDisplacement ?? progress)
        }
        switch effects.end {
        case .complete?: context.finishInteractiveTransition()
        case .cancel?: context.cancelInteractiveTransition()
        case nil: break
        }
        switch effects.clock {
        case .start?:
            if clock == nil {
                clock = DisplayLinkClock { [weak self] time in self?.handle(.frame(time: time)) }
            }
            clock?.start()
        case .stop?:
            clock?.stop()
        case nil:
            break
        }
        if let completed = effects.complete {
            clock = nil
            stage.tearDown(completed: completed)
            onEnd(completed)
            context.completeTransition(completed)
        }
    }

    private func render(progress: Double, displacement: Double) {
        let offset = CGFloat(displacement * machine.distance)
        stage.render(progress: progress, movingOffset: CGVector(dx: direction.dx * offset, dy: direction.dy * offset))
    }
}
#endif

#if canImport(UIKit)
extension UIGestureRecognizer {
    /// Ended, cancelled or failed: the gesture reports nothing more.
    public var hasEnded: Bool {
        state == .ended || state == .cancelled || state == .failed
    }
}
#endif
