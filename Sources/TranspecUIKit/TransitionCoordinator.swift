#if canImport(UIKit)
import TranspecRuntime
import UIKit

/// One transition delegate's transitions, from the pan that asks UIKit for
/// one until its views are at rest. The modal, navigation and tab bar
/// delegates each own one; they differ only in how they ask UIKit for a
/// transition and in the scene each run plays (`TransitionScene`).
///
/// The steps, in the order they happen:
/// 1. `panBegins(_:)` hears every report of the delegate's pan. The
///    gesture-driven run in flight follows it; otherwise a pan that ends
///    drops a request UIKit never asked about, and a pan that begins may ask.
/// 2. `ask(for:by:_:)` asks UIKit for a controller's transition
///    (`TransitionLaunch`): UIKit accepts during the call, takes it and
///    asks later, or refuses.
/// 3. UIKit asks the delegate for an animator: `accept(_:)` says whether it
///    is the transition the pan asked for, and `start(_:subject:in:byPan:)`
///    makes the run.
/// 4. `interactionController(for:)` hands UIKit that run as interaction
///    controller; a transition from code plays on its own.
/// 5. The run reports `runStarted(_:)` and `runEnded(_:completed:)`.
///
/// `Request` is what the delegate chose when it asked (a tab switch's
/// direction and definition; nothing for the others).
@MainActor
final class TransitionCoordinator<Request>: TransitionRunOwner {
    /// What its transitions tell the app as they play: progress, crossings, the outcome.
    var callbacks = TransitionCallbacks()
    private var launch = TransitionLaunch()
    /// The transition in flight, or the one UIKit is about to start.
    private(set) var run: TransitionRun?
    /// The pan asking UIKit for a transition, and what the delegate chose
    /// for it, until UIKit accepts the transition.
    private var request: (pan: UIPanGestureRecognizer, detail: Request)?

    /// From the pan's request until its transition ends or is refused: the
    /// pan then belongs to the transition.
    var isInFlight: Bool { launch.isInFlight }

    /// Whether a touch may grab the views of the transition in flight.
    var canGrab: Bool { launch.isInFlight && run?.canBeGrabbed == true }

    /// What the delegate chose when it asked, until UIKit accepts.
    var requestDetail: Request? { request?.detail }

    // MARK: 1. The pan

    /// A report of the delegate's pan. True when the pan begins and no
    /// transition of its own is in flight: the delegate may ask for one.
    func panBegins(_ pan: UIPanGestureRecognizer) -> Bool {
        panBegins(pan, follows: { _ in true })
    }

    /// A report of a pan on `screen`: the run in flight follows it only
    /// when it moves that screen (a presented screen's pan).
    func panBegins(_ pan: UIPanGestureRecognizer, on screen: UIViewController?) -> Bool {
        panBegins(pan, follows: { run in screen.map { run.subject == ObjectIdentifier($0) } ?? false })
    }

    private func panBegins(_ pan: UIPanGestureRecognizer, follows: (TransitionRun) -> Bool) -> Bool {
        if let run, run.isGestureDriven, launch.isInFlight, follows(run) {
            run.follow(pan)
            return false
        }
        if pan.state.hasEnded {
            launch.gestureEnded()
            if !launch.isInFlight { request = nil }
        }
        return pan.state == .began
    }

    // MARK: 2. Asking UIKit

    /// Asks UIKit for `controller`'s transition on behalf of `pan`. UIKit
    /// accepts it during `call`, or takes it (`call` returns whether the
    /// transition is under way) and asks for the animator later, or refuses it.
    func ask(
        for controller: UIViewController, by pan: UIPanGestureRecognizer, choosing detail: Request, _ call: () -> Bool
    ) {
        guard launch.request(for: ObjectIdentifier(controller)) else { return }
        request = (pan, detail)
        launch.settleRequest(takenByUIKit: call())
        if !launch.isInFlight { request = nil }
    }

    // MARK: 3. UIKit asks for the animator

    /// UIKit asks for the animator of `subject`'s transition: true when it
    /// is the one the pan asked for.
    func accept(_ subject: UIViewController) -> Bool {
        launch.accept(ObjectIdentifier(subject))
    }

    /// The run playing `plan` for `subject` in `scene`. `byPan`: UIKit
    /// accepted it as the pan's transition, which the pan then drives.
    func start(_ plan: TransitionPlan, subject: UIViewController, in scene: any TransitionScene, byPan: Bool)
        -> TransitionRun
    {
        let pan = byPan ? request?.pan : nil
        if byPan { request = nil }
        let run = TransitionRun(plan: plan, subject: subject, gesture: pan, scene: scene, owner: self, endsLaunch: byPan)
        self.run = run
        return run
    }

    // MARK: 4. The interaction controller

    /// Only the run the pan asked for is driven interactively: a transition
    /// started from code plays on its own.
    func interactionController(for animator: any UIViewControllerAnimatedTransitioning) -> TransitionRun? {
        guard let run, run === animator, run.isGestureDriven, launch.drivesInteractively(run.subject) else { return nil }
        return run
    }

    // MARK: 5. The run reports

    func runStarted(_ run: TransitionRun) {
        launch.started()
    }

    func runEnded(_ run: TransitionRun, completed: Bool) {
        self.run = nil
        if run.endsLaunch { launch.ended() }
    }
}

extension TransitionCoordinator where Request == Void {
    /// Asks UIKit for `controller`'s transition on behalf of `pan`.
    func ask(for controller: UIViewController, by pan: UIPanGestureRecognizer, _ call: () -> Bool) {
        ask(for: controller, by: pan, choosing: (), call)
    }
}
#endif
