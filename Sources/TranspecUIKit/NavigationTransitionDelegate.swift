#if canImport(UIKit)
import TranspecRuntime
import UIKit

/// Animates a navigation controller's pushes or pops (as
/// `Definition.navigation` says) with its plan, from code or from a drag on
/// the navigation controller's view: a pan toward the travel edge, or a
/// swipe in from the screen edge, that may grab the view again while it
/// settles. It becomes the navigation controller's delegate.
///
/// Generated code names it `<Name>NavigationDelegate`. Keep it alive: the
/// navigation controller's `delegate` is weak.
@MainActor
public final class NavigationTransitionDelegate<Definition: NavigationTransitionDefinition>: NSObject,
    UINavigationControllerDelegate
{
    /// What its transitions tell the app as they play: progress, crossings, the outcome.
    public var callbacks = TransitionCallbacks()
    private weak var navigationController: UINavigationController?
    private let makeDestination: (@MainActor () -> UIViewController?)?
    private var launch = TransitionLaunch()
    private var run: TransitionRun?
    private var requestingPan: UIPanGestureRecognizer?

    /// Becomes `navigationController`'s delegate. For a push, a drag pushes
    /// the controller `makeDestination` returns (nil: no push).
    public init(
        navigationController: UINavigationController,
        pushing makeDestination: (@MainActor () -> UIViewController?)? = nil
    ) {
        self.navigationController = navigationController
        self.makeDestination = makeDestination
        super.init()
        navigationController.delegate = self
        let plan = Definition.navigation.plan
        guard let gesture = plan.gesture, let view = navigationController.view else { return }
        let gate = PanStartGate(
            plans: [plan],
            scrollView: { [weak self, weak navigationController] in
                // While a transition is in flight, the screen it moves (UIKit
                // already shows the destination as the top).
                let shown = self?.launch.isInFlight == true ? self?.run?.subjectController : nil
                guard let controller = shown ?? navigationController?.topViewController,
                      let screen = Definition.screen(controller)
                else { return nil }
                return Definition.views(of: screen).scrollView
            },
            canGrab: { [weak self] in self?.canGrab ?? false })
        TransitionPans.install(gesture, edge: plan.edge, on: view, owner: self, gate: gate) { [weak self] pan in
            self?.panChanged(pan)
        }
    }

    private var canGrab: Bool { launch.isInFlight && run?.canBeGrabbed == true }

    private func panChanged(_ pan: UIPanGestureRecognizer) {
        if let run, run.isGestureDriven, launch.isInFlight {
            return run.follow(pan)
        }
        if pan.state.hasEnded { launch.gestureEnded() }
        guard pan.state == .began, let navigationController else { return }
        if Definition.navigation.operation == .push {
            guard let destination = makeDestination?() else { return }
            ask(for: destination, by: pan) { navigationController.pushViewController(destination, animated: true) }
        } else {
            guard navigationController.viewControllers.count > 1, let top = navigationController.topViewController
            else { return }
            ask(for: top, by: pan) { _ = navigationController.popViewController(animated: true) }
        }
    }

    /// Asks UIKit for `controller`'s transition on behalf of `pan`; UIKit
    /// accepts it, or refuses it, during `call`.
    private func ask(for controller: UIViewController, by pan: UIPanGestureRecognizer, _ call: () -> Void) {
        guard launch.request(for: ObjectIdentifier(controller)) else { return }
        requestingPan = pan
        call()
        requestingPan = nil
        launch.settleRequest()
    }

    public func navigationController(
        _ navigationController: UINavigationController,
        animationControllerFor operation: UINavigationController.Operation,
        from fromVC: UIViewController,
        to toVC: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? {
        let navigation = Definition.navigation
        let isPush = navigation.operation == .push
        guard operation == (isPush ? .push : .pop) else { return nil }
        let subject = isPush ? toVC : fromVC
        let isGesture = launch.accept(ObjectIdentifier(subject))
        let views = Definition.views(
            Definition.screen(subject).map { Definition.views(of: $0) }, of: subject, lentBy: isPush ? fromVC : toVC)
        let run = TransitionRun(
            plan: navigation.plan, subject: subject, gesture: isGesture ? requestingPan : nil,
            layOut: { [weak toVC] context in
                guard let toVC, let fromView = context.view(forKey: .from), let toView = context.view(forKey: .to)
                else { return nil }
                let container = context.containerView
                if isPush {
                    container.addSubview(toView)
                } else {
                    container.insertSubview(toView, belowSubview: fromView)
                }
                let resting = context.finalFrame(for: toVC)
                toView.frame = resting.isEmpty ? container.bounds : resting
                return StageViews(
                    moving: isPush ? toView : fromView, arriving: toView, departing: fromView, screen: views,
                    dimmingColor: navigation.dimming ?? .black)
            },
            onStart: { [weak self] in self?.launch.started() },
            callbacks: { [weak self] in self?.callbacks ?? TransitionCallbacks() },
            onEnd: { [weak self] _ in
                self?.run = nil
                if isGesture { self?.launch.ended() }
            })
        self.run = run
        return run
    }

    public func navigationController(
        _ navigationController: UINavigationController,
        interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning
    ) -> (any UIViewControllerInteractiveTransitioning)? {
        guard let run, run === animationController, run.isGestureDriven, launch.drivesInteractively(run.subject)
        else { return nil }
        return run
    }
}
#endif
