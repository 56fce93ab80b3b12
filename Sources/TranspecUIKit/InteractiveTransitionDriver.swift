#if canImport(UIKit)
import TranspecRuntime
import UIKit

/// Plays a `TransitionPlan` inside a transition context: a pan drives it
/// through `InteractionStateMachine`, which hands the release velocity to
/// the settling spring and lets the view be grabbed again while it settles
/// (the transition stays in flight until the view is at rest, as the "Going indie" post asks).
/// Every frame it sets the views straight from progress, overshoot included.
///
/// The driver decides nothing: it feeds events to the state machine and
/// carries out the effects it returns: progress, the interactive finish or
/// cancel, the display link, and at rest the stage's clean-up, `onEnd` and
/// then `completeTransition(_:)`, exactly once.
@MainActor
final class InteractiveTransitionDriver {
    private let context: any UIViewControllerContextTransitioning
    private let stage: TransitionStage
    private let direction: TravelDirection
    private var machine: InteractionStateMachine
    private var clock: DisplayLinkClock?
    private let onEnd: @MainActor (_ completed: Bool) -> Void
    /// The pan whose reports count: the one that grabbed last.
    private weak var pan: UIPanGestureRecognizer?
    private let plan: TransitionPlan
    private let reports: ProgressReports
    private let callbacks: @MainActor () -> TransitionCallbacks
    private let afterCompletion: @MainActor (_ completed: Bool, _ restingDetent: String?) -> Void

    /// Shows the views at `initialProgress`: the plan's start for a play
    /// from code; nil for a gesture, where the machine rests (0, or a detent
    /// sheet's `restingDetent`, nil for its tallest). `onEnd` runs once, just
    /// before `completeTransition(_:)`; `afterCompletion` just after it, with
    /// the detent a detent sheet rests at: UIKit wants a cancelled
    /// transition's views back at their initial frames when it completes, so
    /// the sheet moves to its new detent's frame only then.
    init(
        plan: TransitionPlan,
        context: any UIViewControllerContextTransitioning,
        stage: TransitionStage,
        direction: TravelDirection,
        initialProgress: Double?,
        restingDetent: String? = nil,
        callbacks: @escaping @MainActor () -> TransitionCallbacks = { TransitionCallbacks() },
        afterCompletion: @escaping @MainActor (_ completed: Bool, _ restingDetent: String?) -> Void = { _, _ in },
        onEnd: @escaping @MainActor (_ completed: Bool) -> Void
    ) {
        self.afterCompletion = afterCompletion
        self.context = context
        self.stage = stage
        self.direction = direction
        self.onEnd = onEnd
        self.plan = plan
        self.callbacks = callbacks
        let container = context.containerView
        machine = !plan.isDetentSheet
            ? InteractionStateMachine(motion: plan.motion, containerExtent: direction.extent(of: container))
            : InteractionStateMachine(
                motion: plan.motion,
                sheetIn: ContainerSize(of: container),
                restingAt: restingDetent)
        let initialProgress = initialProgress ?? machine.progress
        stage.render(progress: .atRest(initialProgress), displacement: initialProgress)
        reports = ProgressReports(plan: plan, start: initialProgress, callbacks: callbacks)
    }

    /// A detent sheet's progress at rest, where a dismissal from code starts
    /// (nil: not a detent sheet).
    var restingProgress: Double? { machine.restingStop?.progress }

    /// Feeds one of a pan's reports. A report of a pan beginning grabs the
    /// view (again, while it settles); another pan's later reports are
    /// ignored until it begins in turn.
    func follow(_ sample: PanSample) {
        if sample.state == .began {
            start(from: sample)
        } else if sample.pan === pan {
            feed(sample)
        }
    }

    /// Grabs the view and tracks the pan from its latest report: UIKit may
    /// start the transition after the pan has moved, or even ended.
    func start(from sample: PanSample) {
        pan = sample.pan
        handle(.began)
        feed(sample)
    }

    private func feed(_ sample: PanSample) {
        switch sample.state {
        case .began, .changed:
            handle(moved(sample.translation))
        case .ended:
            handle(moved(sample.translation))
            // Both axes for a drag in any direction: the machine takes the
            // velocity along the displacement.
            handle(.lifted(along: direction.component(of: sample.velocity), across: direction.crossComponent(of: sample.velocity)))
        case .cancelled, .failed:
            handle(.cancelled)
        case .possible:
            break
        @unknown default:
            break
        }
    }

    /// The pan's translation, along the travel direction (and across it,
    /// which only a drag in any direction reads).
    private func moved(_ translation: CGPoint) -> InteractionEvent {
        .moved(along: direction.component(of: translation), across: direction.crossComponent(of: translation))
    }

    /// Plays without a gesture from `progress` toward `decision`; the
    /// transition completes either way.
    func play(from progress: Double, toward decision: ReleaseDecision) {
        handle(.play(from: progress, toward: decision))
    }

    private static func isTouch(_ event: InteractionEvent) -> Bool {
        switch event {
        case .began, .changed, .ended, .moved, .lifted, .cancelled: true
        case .frame, .play: false
        }
    }

    private func handle(_ event: InteractionEvent) {
        let effects = machine.handle(event)
        if let progress = effects.updateProgress {
            if context.isInteractive {
                context.updateInteractiveTransition(CGFloat(min(max(progress, 0), 1)))
            }
            stage.render(
                progress: machine.phasedProgress, displacement: effects.updateDisplacement ?? progress,
                heading: machine.heading)
            // A touch that leaves the machine tracking dragged the view there;
            // a frame, a play or a lift shows a settle (as simulate counts
            // `during: drag|settle` triggers).
            reports.report(progress, dragging: Self.isTouch(event) && machine.phase == .tracking)
        }
        // A grab, a release or a play: a crossing may follow.
        if effects.clock != nil || effects.beginTransition { reports.haptics.prepare() }
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
            clock?.stop()
            clock = nil
            stage.tearDown(completed: completed)
            onEnd(completed)
            context.completeTransition(completed)
            afterCompletion(completed, machine.restingDetent)
            callbacks().completed?(plan, completed)
        }
    }
}

/// One report of a pan, taken when its action fires: UIKit resets a
/// recognizer once it has ended, so a transition that starts later reads
/// the report, not the recognizer.
@MainActor
struct PanSample {
    weak var pan: UIPanGestureRecognizer?
    var state: UIGestureRecognizer.State
    /// Since the pan began, in window coordinates.
    var translation: CGPoint
    /// Points per second, in window coordinates.
    var velocity: CGPoint

    init(_ pan: UIPanGestureRecognizer) {
        self.pan = pan
        state = pan.state
        translation = pan.translation(in: nil)
        velocity = pan.velocity(in: nil)
    }
}
#endif
