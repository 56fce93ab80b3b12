#if canImport(UIKit)
import TranspecRuntime
import UIKit

/// Presents and dismisses a screen with `Definition.modal`: each way plays
/// its plan, from code or, where the plan has a gesture, from a drag, which
/// may grab the screen again while it settles (the "Going indie" post).
///
/// - A presentation drag starts on the presenter's view
///   (`attachGesture(to:making:)`); once the screen is on its way, touches on
///   the screen itself grab it.
/// - A dismissal drag starts on the presented screen's view, gated by its
///   scroll view (`ScreenViews.scrollView`).
///
/// Generated code names it `<Name>TransitioningDelegate`. Keep it alive for
/// as long as its screens are presented: `transitioningDelegate` is weak.
@MainActor
public final class ModalTransitioningDelegate<Definition: ModalTransitionDefinition>: NSObject,
    UIViewControllerTransitioningDelegate
{
    /// What its transitions tell the app as they play: progress, crossings, the outcome.
    public var callbacks = TransitionCallbacks()
    private var launch = TransitionLaunch()
    /// The transition in flight, or the one UIKit is about to start.
    private var run: TransitionRun?
    /// The pan asking UIKit for a transition, for the run it accepts.
    private var requestingPan: UIPanGestureRecognizer?
    private var makeScreen: (@MainActor () -> Definition.Screen?)?
    /// A detent sheet's animated `setDetent` in flight.
    private var detentMove: SheetDetentMove?

    public override init() {
        super.init()
    }

    /// Presents `screen` from `presenter` with this transition.
    public func present(_ screen: Definition.Screen, from presenter: UIViewController, completion: (() -> Void)? = nil) {
        let controller = prepare(screen)
        presenter.present(controller, animated: true, completion: completion)
    }

    /// Lets a drag on `presenter`'s view present the screen `makeScreen`
    /// returns (nil: no presentation). Does nothing when the presentation
    /// has no gesture.
    public func attachGesture(to presenter: UIViewController, making makeScreen: @escaping @MainActor () -> Definition.Screen?) {
        let plan = Definition.modal.presentation
        guard let gesture = plan.gesture, let view = presenter.view else { return }
        self.makeScreen = makeScreen
        let gate = PanStartGate(plans: [plan], canGrab: { false })
        TransitionPans.install(gesture, edge: plan.edge, on: view, owner: self, gate: gate) { [weak self, weak presenter] pan in
            self?.presenterPanChanged(pan, presenter: presenter)
        }
    }

    private func prepare(_ screen: Definition.Screen) -> UIViewController {
        let controller = Definition.views(of: screen).controller
        controller.modalPresentationStyle = .custom
        controller.transitioningDelegate = self
        return controller
    }

    // MARK: Detents

    /// The detent `screen`'s sheet rests at; nil unless it is presented
    /// through this delegate and its dismissal has detents.
    public func detent(of screen: Definition.Screen) -> String? {
        sheet(of: screen)?.detent
    }

    /// Puts `screen`'s sheet at `detent`, as setting
    /// `UISheetPresentationController.selectedDetentIdentifier` does:
    /// at once, or `animated` with the spring a drag's release to a detent
    /// plays (the dismissal's cancel spring), from rest. A drag on the
    /// sheet while it moves is ignored; a dismissal from code
    /// puts it at `detent` first. Does nothing while a transition plays,
    /// for an unknown detent, or when the sheet has no detents.
    public func setDetent(_ detent: String, of screen: Definition.Screen, animated: Bool = false) {
        let plan = Definition.modal.dismissal
        guard run == nil, let sheet = sheet(of: screen),
              plan.motion.detents?.detents.contains(where: { $0.name == detent }) == true else { return }
        detentMove?.finish()
        guard animated, sheet.detent != detent else { return rest(sheet, at: detent, plan: plan) }
        let controller = sheet.presentedViewController
        let views = Definition.screenViews(of: controller, lentBy: controller.presentingViewController)
        let move = SheetDetentMove(
            plan: plan, sheet: sheet, views: views, to: detent,
            callbacks: { [weak self] in self?.callbacks ?? TransitionCallbacks() }
        ) {
            [weak self, weak sheet] in
            self?.detentMove = nil
            if let sheet { self?.rest(sheet, at: detent, plan: plan) }
        }
        guard let move else { return rest(sheet, at: detent, plan: plan) }
        detentMove = move
        move.play()
    }

    private func sheet(of screen: Definition.Screen) -> ModalPresentationController? {
        let controller = Definition.views(of: screen).controller
        guard controller.transitioningDelegate === self, controller.presentingViewController != nil,
              let sheet = controller.presentationController as? ModalPresentationController,
              sheet.detentSheet != nil else { return nil }
        return sheet
    }

    /// Rests the sheet at `detent`, telling the app once if it changed.
    private func rest(_ sheet: ModalPresentationController, at detent: String?, plan: TransitionPlan) {
        if sheet.rest(at: detent), let name = sheet.detent { callbacks.detentChanged?(plan, name) }
    }

    // MARK: Gestures

    private func presenterPanChanged(_ pan: UIPanGestureRecognizer, presenter: UIViewController?) {
        if let run, run.isGestureDriven, launch.isInFlight {
            return run.follow(pan)
        }
        if pan.state.hasEnded { launch.gestureEnded() }
        guard pan.state == .began, let presenter, presenter.presentedViewController == nil,
              let screen = makeScreen?() else { return }
        let controller = prepare(screen)
        ask(for: controller, by: pan) { presenter.present(controller, animated: true) }
    }

    private func screenPanChanged(_ pan: UIPanGestureRecognizer, controller: UIViewController?) {
        if let run, let controller, run.subject == ObjectIdentifier(controller), run.isGestureDriven, launch.isInFlight {
            return run.follow(pan)
        }
        if pan.state.hasEnded { launch.gestureEnded() }
        guard detentMove == nil, pan.state == .began, Definition.modal.dismissal.gesture != nil, let controller,
              controller.presentingViewController != nil, controller.presentedViewController == nil else { return }
        ask(for: controller, by: pan) { controller.dismiss(animated: true) }
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

    /// A pan on the presented screen: it dismisses the screen, and grabs it
    /// again while a presentation or dismissal settles.
    private func installScreenPan(on controller: UIViewController) {
        let modal = Definition.modal
        let gesture = modal.dismissal.gesture ?? modal.presentation.gesture.map { _ in GestureStart.pan }
        guard let gesture, let view = controller.view, !TransitionPans.hasPan(of: self, on: view) else { return }
        let plans = modal.dismissal.gesture == nil ? [] : [modal.dismissal]
        let gate = PanStartGate(
            plans: plans,
            scrollView: { [weak controller] in
                guard let controller, let screen = Definition.screen(controller) else { return nil }
                return Definition.views(of: screen).scrollView
            },
            canGrab: { [weak self, weak controller] in
                guard let self, let controller, let run = self.run else { return false }
                return run.subject == ObjectIdentifier(controller) && run.canBeGrabbed && self.launch.isInFlight
            },
            sheetBelowTallest: { [weak controller] in
                (controller?.presentationController as? ModalPresentationController)?.isBelowTallestDetent ?? false
            })
        TransitionPans.install(gesture, edge: modal.dismissal.edge, on: view, owner: self, gate: gate) {
            [weak self, weak controller] pan in
            self?.screenPanChanged(pan, controller: controller)
        }
    }

    // MARK: UIViewControllerTransitioningDelegate

    public func presentationController(
        forPresented presented: UIViewController,
        presenting: UIViewController?,
        source: UIViewController
    ) -> UIPresentationController? {
        let modal = Definition.modal
        installScreenPan(on: presented)
        return ModalPresentationController(
            presentedViewController: presented, presenting: presenting,
            dimming: modal.dimming.map { ($0, modal.restingDimmingAlpha) }, restingFrame: modal.restingFrame,
            detentSheet: modal.dismissal)
    }

    public func animationController(
        forPresented presented: UIViewController,
        presenting: UIViewController,
        source: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? {
        guard Definition.screen(presented) != nil else { return nil }
        return makeRun(Definition.modal.presentation, controller: presented, isPresenting: true, presenter: presenting)
    }

    public func animationController(
        forDismissed dismissed: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? {
        guard Definition.screen(dismissed) != nil else { return nil }
        detentMove?.finish()
        return makeRun(
            Definition.modal.dismissal, controller: dismissed, isPresenting: false,
            presenter: dismissed.presentingViewController)
    }

    public func interactionControllerForPresentation(
        using animator: any UIViewControllerAnimatedTransitioning
    ) -> (any UIViewControllerInteractiveTransitioning)? {
        interactionController(for: animator)
    }

    public func interactionControllerForDismissal(
        using animator: any UIViewControllerAnimatedTransitioning
    ) -> (any UIViewControllerInteractiveTransitioning)? {
        interactionController(for: animator)
    }

    /// Only the run a gesture asked for is driven interactively: a
    /// transition started from code plays on its own.
    private func interactionController(
        for animator: any UIViewControllerAnimatedTransitioning
    ) -> (any UIViewControllerInteractiveTransitioning)? {
        guard let run, run === animator, run.isGestureDriven, launch.drivesInteractively(run.subject) else { return nil }
        return run
    }

    private func makeRun(
        _ plan: TransitionPlan, controller: UIViewController, isPresenting: Bool, presenter: UIViewController?
    ) -> TransitionRun {
        let isGesture = launch.accept(ObjectIdentifier(controller)) && plan.gesture != nil
        // A pair presents with its presentation's motion, so with its views;
        // the presenter lends the elements whose `from:` names it.
        let views = isPresenting
            ? Definition.presentedScreenViews(of: controller, lentBy: presenter)
            : Definition.screenViews(of: controller, lentBy: presenter)
        // A detent sheet's dismissal starts at the detent the sheet rests at,
        // and a cancelled one leaves it resting where the drag left it.
        let sheet = isPresenting ? nil : controller.presentationController as? ModalPresentationController
        let run = TransitionRun(
            plan: plan, subject: controller, gesture: isGesture ? requestingPan : nil,
            layOut: { [weak controller] context in
                guard let controller, let view = context.view(forKey: isPresenting ? .to : .from) ?? controller.view
                else { return nil }
                let presentation = controller.presentationController as? ModalPresentationController
                let dimming = presentation?.dimmingView
                if isPresenting {
                    let container = context.containerView
                    container.addSubview(view)
                    let resting = context.finalFrame(for: controller)
                    view.frame = resting.isEmpty ? container.bounds : resting
                    return StageViews(moving: view, arriving: view, screen: views, dimming: dimming)
                }
                return StageViews(
                    moving: view, departing: view, screen: views, dimming: dimming,
                    restOffset: presentation?.detentShift ?? 0)
            },
            onStart: { [weak self] in self?.launch.started() },
            callbacks: { [weak self] in self?.callbacks ?? TransitionCallbacks() },
            restingDetent: sheet?.detent,
            onRest: { [weak self, weak sheet] completed, detent in
                guard !completed, let sheet, sheet.detentSheet != nil else { return }
                self?.rest(sheet, at: detent, plan: plan)
            },
            onEnd: { [weak self] _ in
                self?.run = nil
                if isGesture { self?.launch.ended() }
            })
        self.run = run
        return run
    }
}
#endif
