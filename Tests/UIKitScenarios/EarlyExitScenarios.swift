@_spi(UIKitModel) import UIKit
import TranspecRuntime
@testable import TranspecUIKit

/// UIKit starts an interactive transition that `TransitionRun` cannot
/// drive: the controller its delegate lays out is gone by then, or no pan
/// report is pending. The delegates reach neither (UIKit keeps the
/// controllers alive, and a run is an interaction controller only with its
/// pan's report), so these scenarios hand UIKit such a run directly. The run
/// must end the transition as the interactive contract asks: cancel, then
/// `completeTransition(false)` (completeTransition(_:): "For interactive
/// animations, you must call this method in addition to the
/// finishInteractiveTransition() or cancelInteractiveTransition() method"),
/// which the model checks, leaving every view as it was.
@MainActor
struct EarlyExitScenarios {
    let name: String
    let plan: TransitionPlan

    func runAll() {
        play("UIKit starts the drag after the screen is gone", screenGone: true)
        play("UIKit starts a drag with no pan report pending", screenGone: false)
    }

    private func play(_ scenario: String, screenGone: Bool) {
        let run = ScenarioRun(transition: name, scenario: scenario)
        let host = UIViewController(nibName: nil, bundle: nil)
        run.device.window.rootViewController = host
        let screen = ScenarioScreen(elements: [], scrollView: false)
        screen.loadViewIfNeededForScenario()
        // What the delegates' layOut holds weakly: here a controller released
        // before UIKit starts the transition.
        var laidOutController: UIViewController? = screenGone ? UIViewController(nibName: nil, bundle: nil) : screen
        let pan = UIPanGestureRecognizer()
        host.view.addGestureRecognizer(pan)
        let owner = EarlyExitOwner()
        let scene = EarlyExitScene(laidOutController: laidOutController)
        let transition = TransitionRun(
            plan: plan, subject: screen, gesture: screenGone ? pan : nil, scene: scene, owner: owner, endsLaunch: true)
        let delegate = EarlyExitDelegate(transition)
        screen.modalPresentationStyle = .custom
        screen.transitioningDelegate = delegate
        host.present(screen, animated: true)
        if screenGone { laidOutController = nil }
        run.device.runUntilIdle()
        run.expect(delegate.started == 1, "UIKit started the interactive transition \(delegate.started) times")
        let order = ["cancelInteractiveTransition()", "completeTransition(false)"]
        run.expect(delegate.contextCalls == order, "the run called \(delegate.contextCalls), not \(order)")
        run.expect(owner.ends == [false], "the run ended \(owner.ends), not once, cancelled")
        run.expect(host.presentedViewController == nil, "the screen was presented")
        run.expect(screen.view.window == nil, "the screen's view is still in the window")
        run.expect(screen.view.transform.isIdentity, "the screen's view keeps the transform \(screen.view.transform)")
        run.expect(run.device.transitionsInProgress == 0, "the transition is still in progress")
        withExtendedLifetime((delegate, owner)) { run.finish() }
    }
}

/// What the delegates' scenes hold weakly: here perhaps a controller
/// released before UIKit starts the transition.
@MainActor
private struct EarlyExitScene: TransitionScene {
    weak var laidOutController: UIViewController?

    func layOut(_ context: any UIViewControllerContextTransitioning) -> StageViews? {
        guard let laidOutController, let view = context.view(forKey: .to) else { return nil }
        context.containerView.addSubview(view)
        view.frame = context.finalFrame(for: laidOutController)
        return StageViews(moving: view, arriving: view)
    }
}

/// Records how the run ends.
@MainActor
private final class EarlyExitOwner: TransitionRunOwner {
    let callbacks = TransitionCallbacks()
    private(set) var ends: [Bool] = []

    func runStarted(_ run: TransitionRun) {}

    func runEnded(_ run: TransitionRun, completed: Bool) {
        ends.append(completed)
    }
}

/// Hands UIKit one run as animator and interaction controller, and the
/// run UIKit's context through a recorder of the calls that end it.
@MainActor
private final class EarlyExitDelegate: NSObject, UIViewControllerTransitioningDelegate, UIViewControllerInteractiveTransitioning {
    let transition: TransitionRun
    private(set) var started = 0
    private var recorder: RecordingContext?
    var contextCalls: [String] { recorder?.calls ?? [] }

    init(_ transition: TransitionRun) {
        self.transition = transition
    }

    func animationController(
        forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? {
        transition
    }

    func interactionControllerForPresentation(
        using animator: any UIViewControllerAnimatedTransitioning
    ) -> (any UIViewControllerInteractiveTransitioning)? {
        self
    }

    func startInteractiveTransition(_ transitionContext: any UIViewControllerContextTransitioning) {
        started += 1
        let recorder = RecordingContext(transitionContext)
        self.recorder = recorder
        transition.startInteractiveTransition(recorder)
    }
}

/// UIKit's context, recording the interactive and completion calls in order.
@MainActor
private final class RecordingContext: NSObject, UIViewControllerContextTransitioning {
    private let base: any UIViewControllerContextTransitioning
    private(set) var calls: [String] = []

    init(_ base: any UIViewControllerContextTransitioning) {
        self.base = base
    }

    var containerView: UIView { base.containerView }
    var isAnimated: Bool { base.isAnimated }
    var isInteractive: Bool { base.isInteractive }
    var transitionWasCancelled: Bool { base.transitionWasCancelled }
    var presentationStyle: UIModalPresentationStyle { base.presentationStyle }
    var targetTransform: CGAffineTransform { base.targetTransform }

    func updateInteractiveTransition(_ percentComplete: CGFloat) {
        calls.append("updateInteractiveTransition(\(percentComplete))")
        base.updateInteractiveTransition(percentComplete)
    }

    func finishInteractiveTransition() {
        calls.append("finishInteractiveTransition()")
        base.finishInteractiveTransition()
    }

    func cancelInteractiveTransition() {
        calls.append("cancelInteractiveTransition()")
        base.cancelInteractiveTransition()
    }

    func pauseInteractiveTransition() {
        calls.append("pauseInteractiveTransition()")
        base.pauseInteractiveTransition()
    }

    func completeTransition(_ didComplete: Bool) {
        calls.append("completeTransition(\(didComplete))")
        base.completeTransition(didComplete)
    }

    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? {
        base.viewController(forKey: key)
    }

    func view(forKey key: UITransitionContextViewKey) -> UIView? { base.view(forKey: key) }
    func initialFrame(for vc: UIViewController) -> CGRect { base.initialFrame(for: vc) }
    func finalFrame(for vc: UIViewController) -> CGRect { base.finalFrame(for: vc) }
}
