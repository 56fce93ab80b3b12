#if canImport(UIKit)
import TranspecRuntime
import UIKit

/// What one run puts on stage, which only the delegate that made it
/// knows: where the views go and which way they travel.
@MainActor
protocol TransitionScene {
    /// The travel direction in `container`: toward the plan's edge unless
    /// the scene says otherwise (a tab switch dragged against its edge
    /// travels the other way).
    func direction(of plan: TransitionPlan, in container: UIView) -> TravelDirection
    /// Puts the views in the container; nil when they are gone.
    func layOut(_ context: any UIViewControllerContextTransitioning) -> StageViews?
    /// A detent sheet's dismissal starts at this detent (nil: the tallest).
    var restingDetent: String? { get }
    /// After `completeTransition(_:)`, with the detent a detent sheet rests
    /// at (nil when dismissed or not a sheet).
    func didRest(completed: Bool, at detent: String?)
}

extension TransitionScene {
    func direction(of plan: TransitionPlan, in container: UIView) -> TravelDirection {
        plan.edge.direction(in: container)
    }

    var restingDetent: String? { nil }

    func didRest(completed: Bool, at detent: String?) {}
}

/// What a run tells the object that made it (`TransitionCoordinator`).
@MainActor
protocol TransitionRunOwner: AnyObject {
    /// What the run tells the app as it plays, read as it reports.
    var callbacks: TransitionCallbacks { get }
    /// UIKit started the run interactively.
    func runStarted(_ run: TransitionRun)
    /// At rest, before `completeTransition(_:)`.
    func runEnded(_ run: TransitionRun, completed: Bool)
}

/// One UIKit transition played with a `TransitionPlan`: UIKit's animator,
/// and its interaction controller when a gesture started it. Its scene lays
/// the views out; its owner hears when it starts and ends.
@MainActor
final class TransitionRun: NSObject, UIViewControllerAnimatedTransitioning, UIViewControllerInteractiveTransitioning {
    let plan: TransitionPlan
    /// The controller the transition is about (presented, pushed, popped, selected).
    let subject: ObjectIdentifier
    weak var subjectController: UIViewController?
    /// Started by a gesture, so UIKit gets this run as interaction controller.
    let isGestureDriven: Bool
    /// UIKit accepted it as the transition a pan asked for: its end ends the launch.
    let endsLaunch: Bool
    private let scene: any TransitionScene
    private weak var owner: (any TransitionRunOwner)?
    private var driver: InteractiveTransitionDriver?
    /// The pan's latest report until UIKit starts the transition.
    private var pending: PanSample?
    private(set) var isRunning = false

    init(
        plan: TransitionPlan, subject: UIViewController, gesture: UIPanGestureRecognizer?,
        scene: any TransitionScene, owner: any TransitionRunOwner, endsLaunch: Bool
    ) {
        self.plan = plan
        self.subject = ObjectIdentifier(subject)
        subjectController = subject
        isGestureDriven = gesture != nil
        pending = gesture.map(PanSample.init)
        self.scene = scene
        self.owner = owner
        self.endsLaunch = endsLaunch
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
            extent = scene.direction(of: plan, in: container).extent(of: container)
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
        owner?.runStarted(self)
        // No pan report: nothing will drive it, so lay nothing out.
        guard let sample = pending, let driver = makeDriver(transitionContext, initialProgress: nil) else {
            // Honour the interactive contract even when there is nothing to move.
            transitionContext.cancelInteractiveTransition()
            owner?.runEnded(self, completed: false)
            return transitionContext.completeTransition(false)
        }
        pending = nil
        driver.start(from: sample)
    }

    private func makeDriver(
        _ context: any UIViewControllerContextTransitioning, initialProgress: Double?
    ) -> InteractiveTransitionDriver? {
        guard let views = scene.layOut(context) else { return nil }
        let container = context.containerView
        let direction = scene.direction(of: plan, in: container)
        let travel = plan.travel.resolve(containerExtent: direction.extent(of: container))
        let stage = TransitionStage(views: views, plan: plan, container: container, direction: direction, travel: travel)
        isRunning = true
        let driver = InteractiveTransitionDriver(
            plan: plan, context: context, stage: stage, direction: direction, initialProgress: initialProgress,
            restingDetent: scene.restingDetent,
            callbacks: { [weak owner] in owner?.callbacks ?? TransitionCallbacks() },
            afterCompletion: { [scene] completed, detent in scene.didRest(completed: completed, at: detent) }
        ) { [weak self] completed in
            guard let self else { return }
            self.driver = nil
            self.isRunning = false
            self.owner?.runEnded(self, completed: completed)
        }
        self.driver = driver
        return driver
    }
}
#endif
