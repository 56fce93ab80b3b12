#if canImport(UIKit)
import TranspecRuntime
import UIKit

/// One UIKit transition played with a `TransitionPlan`: UIKit's animator,
/// and its interaction controller when a gesture started it. The delegate
/// that made it lays the views out and hears when it ends.
@MainActor
final class TransitionRun: NSObject, UIViewControllerAnimatedTransitioning, UIViewControllerInteractiveTransitioning {
    let plan: TransitionPlan
    /// The controller the transition is about (presented, pushed, popped, selected).
    let subject: ObjectIdentifier
    weak var subjectController: UIViewController?
    /// Started by a gesture, so UIKit gets this run as interaction controller.
    let isGestureDriven: Bool
    private let direction: @MainActor (UIView) -> TravelDirection
    private let layOut: @MainActor (any UIViewControllerContextTransitioning) -> StageViews?
    private let onStart: @MainActor () -> Void
    private let onEnd: @MainActor (_ completed: Bool) -> Void
    private let callbacks: @MainActor () -> TransitionCallbacks
    private var driver: InteractiveTransitionDriver?
    /// The pan's latest report until UIKit starts the transition.
    private var pending: PanSample?
    private(set) var isRunning = false
    /// A detent sheet's detent, where its dismissal starts.
    private let restingDetent: String?
    private let onRest: @MainActor (_ completed: Bool, _ restingDetent: String?) -> Void

    /// - Parameters:
    ///   - direction: the travel direction in the container: toward the
    ///     plan's edge unless given (a tab switch dragged against its edge
    ///     travels the other way).
    ///   - layOut: puts the views in the container; nil when they are gone.
    ///   - onStart: UIKit started the transition.
    ///   - onEnd: at rest, before `completeTransition(_:)`.
    ///   - restingDetent: a detent sheet's dismissal starts at this detent
    ///     (nil: the tallest).
    ///   - onRest: after `completeTransition(_:)`, with the detent a detent
    ///     sheet rests at (nil when dismissed or not a sheet).
    init(
        plan: TransitionPlan,
        subject: UIViewController,
        gesture: UIPanGestureRecognizer?,
        direction: (@MainActor (UIView) -> TravelDirection)? = nil,
        layOut: @escaping @MainActor (any UIViewControllerContextTransitioning) -> StageViews?,
        onStart: @escaping @MainActor () -> Void = {},
        callbacks: @escaping @MainActor () -> TransitionCallbacks = { TransitionCallbacks() },
        restingDetent: String? = nil,
        onRest: @escaping @MainActor (_ completed: Bool, _ restingDetent: String?) -> Void = { _, _ in },
        onEnd: @escaping @MainActor (_ completed: Bool) -> Void
    ) {
        self.restingDetent = restingDetent
        self.onRest = onRest
        self.callbacks = callbacks
        self.plan = plan
        self.subject = ObjectIdentifier(subject)
        subjectController = subject
        isGestureDriven = gesture != nil
        pending = gesture.map(PanSample.init)
        let edge = plan.edge
        self.direction = direction ?? { edge.direction(in: $0) }
        self.layOut = layOut
        self.onStart = onStart
        self.onEnd = onEnd
    }

    /// Whether a touch may grab the view while it settles.
    var canBeGrabbed: Bool { isGestureDriven && plan.motion.interruptible }

    /// A report of the transition's pan (or of a pan grabbing it again).
    func follow(_ pan: UIPanGestureRecognizer) {
        let sample = PanSample(pan)
        if let driver {
            driver.follow(sample)
        } else if sample.state == .began || sample.pan === pending?.pan {
            pending = sample
        }
    }

    // MARK: UIViewControllerAnimatedTransitioning

    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval {
        let extent: Double
        if let container = transitionContext?.containerView {
            extent = direction(container).extent(of: container)
        } else {
            extent = ContainerSize.iPhone.extent(along: plan.edge)
        }
        return plan.playDuration(containerExtent: extent)
    }

    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        // A detent sheet's dismissal plays from the detent it rests at.
        guard let driver = makeDriver(transitionContext, initialProgress: plan.isDetentSheet ? nil : plan.playStart)
        else {
            return transitionContext.completeTransition(false)
        }
        driver.play(from: driver.restingProgress ?? plan.playStart, toward: plan.playDecision)
    }

    // MARK: UIViewControllerInteractiveTransitioning

    func startInteractiveTransition(_ transitionContext: any UIViewControllerContextTransitioning) {
        onStart()
        // No pan report: nothing will drive it, so lay nothing out.
        guard let sample = pending, let driver = makeDriver(transitionContext, initialProgress: nil) else {
            // Honour the interactive contract even when there is nothing to move.
            transitionContext.cancelInteractiveTransition()
            onEnd(false)
            return transitionContext.completeTransition(false)
        }
        pending = nil
        driver.start(from: sample)
    }

    private func makeDriver(
        _ context: any UIViewControllerContextTransitioning, initialProgress: Double?
    ) -> InteractiveTransitionDriver? {
        guard let views = layOut(context) else { return nil }
        let container = context.containerView
        let direction = direction(container)
        let travel = plan.travel.resolve(containerExtent: direction.extent(of: container))
        let stage = TransitionStage(views: views, plan: plan, container: container, direction: direction, travel: travel)
        isRunning = true
        let driver = InteractiveTransitionDriver(
            plan: plan, context: context, stage: stage, direction: direction, initialProgress: initialProgress,
            restingDetent: restingDetent, callbacks: callbacks, afterCompletion: onRest
        ) { [weak self] completed in
            guard let self else { return }
            self.driver = nil
            self.isRunning = false
            self.onEnd(completed)
        }
        self.driver = driver
        return driver
    }
}
#endif
