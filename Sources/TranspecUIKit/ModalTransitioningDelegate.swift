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
    public var callbacks: TransitionCallbacks {
        get { transitions.callbacks }
        set { transitions.callbacks = newValue }
    }
    /// Whether a presented screen decides the status bar (hidden, style):
    /// UIKit hands it over only for `.fullScreen` presentations or when the
    /// screen's `modalPresentationCapturesStatusBarAppearance` is true, and
    /// these are `.custom`. nil (the default): true when the screen rests
    /// covering the container (no `frame`, or one without insets at full
    /// height), else the screen's own setting stays. Not on tvOS, which has
    /// no status bar.
    public var capturesStatusBarAppearance: Bool?
    private let transitions = TransitionCoordinator<Void>()
    private var makeScreen: (@MainActor () -> Definition.Screen?)?
    /// A detent sheet's animated `setDetent` in flight.
    private var detentMove: SheetDetentMove?
    /// A `setDetent` called while a transition played, for when it ends.
    private var wantedDetent: (screen: ObjectIdentifier, detent: String, animated: Bool)?
    /// A dismissal a person asked for without a drag (VoiceOver's escape),
    /// until UIKit asks for its animator: the app hears it as a person's.
    private var escapingScreen: ObjectIdentifier?
    /// Which of the dismissal's drags (`gesture:` a list; 0: the first)
    /// asked for the dismissal in flight: the run plays as that drag drives it.
    private var dismissalGesture = 0

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
    /// puts it at `detent` first.
    ///
    /// While a transition of the sheet plays (right after `present`, or
    /// during a drag), the call is remembered and takes effect when it
    /// ends with the sheet presented: the presentation lands, then the
    /// sheet goes to `detent` (`animated` as asked); a drag that leaves
    /// the sheet at a detent is followed by the move. The last call wins;
    /// a completed dismissal forgets it. Does nothing for an unknown
    /// detent, a screen not presented through this delegate, or a sheet
    /// without detents.
    public func setDetent(_ detent: String, of screen: Definition.Screen, animated: Bool = false) {
        let plan = Definition.modal.dismissal
        guard let sheet = sheet(of: screen),
              plan.motion.detents?.detents.contains(where: { $0.name == detent }) == true else { return }
        guard transitions.run == nil else {
            wantedDetent = (ObjectIdentifier(sheet.presentedViewController), detent, animated)
            return
        }
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

    /// A transition of `controller` ended: a detent asked for while it
    /// played (`setDetent`) takes effect now if the sheet stays presented.
    fileprivate func transitionEnded(_ controller: UIViewController?, presented: Bool) {
        guard let wanted = wantedDetent, let controller, wanted.screen == ObjectIdentifier(controller) else { return }
        wantedDetent = nil
        guard presented, let screen = Definition.screen(controller) else { return }
        setDetent(wanted.detent, of: screen, animated: wanted.animated)
    }

    /// Rests the sheet at `detent`, telling the app once if it changed.
    private func rest(_ sheet: ModalPresentationController, at detent: String?, plan: TransitionPlan) {
        if sheet.rest(at: detent), let name = sheet.detent { callbacks.detentChanged?(plan, name) }
    }

    // MARK: Gestures

    private func presenterPanChanged(_ pan: UIPanGestureRecognizer, presenter: UIViewController?) {
        guard transitions.panBegins(pan), let presenter, presenter.presentedViewController == nil,
              let screen = makeScreen?() else { return }
        let controller = prepare(screen)
        transitions.ask(for: controller, by: pan) {
            presenter.present(controller, animated: true)
            return presenter.presentedViewController === controller
        }
    }

    private func screenPanChanged(_ pan: UIPanGestureRecognizer, controller: UIViewController?, gesture: Int) {
        guard transitions.panBegins(pan, on: controller), detentMove == nil, Definition.modal.dismissal.gesture != nil, let controller,
              controller.presentingViewController != nil, controller.presentedViewController == nil else { return }
        dismissalGesture = gesture
        transitions.ask(for: controller, by: pan) {
            controller.dismiss(animated: true)
            guard controller.isBeingDismissed else { return false }
            // A dismissal a person started, which UIKit took: the header's
            // presentationControllerWillDismiss(_:), "before interaction or animations begin".
            if let presentation = controller.presentationController {
                AppDelegateCalls.willDismiss(presentation.delegate, presentation)
            }
            return true
        }
    }

    /// A pan on the presented screen for each of the dismissal's drags: it
    /// dismisses the screen, and grabs it again while a presentation or
    /// its own dismissal settles. While one drag's dismissal is in flight,
    /// the others do not begin.
    private func installScreenPan(on controller: UIViewController) {
        let modal = Definition.modal
        guard let view = controller.view, !TransitionPans.hasPan(of: self, on: view) else { return }
        for index in 0..<max(1, modal.dismissal.gestureCount) {
            installScreenPan(on: controller, view: view, gesture: index, of: modal.dismissal.gestureCount)
        }
    }

    private func installScreenPan(on controller: UIViewController, view: UIView, gesture index: Int, of count: Int) {
        let modal = Definition.modal
        let dismissal = modal.dismissal.driven(byGesture: index)
        let gesture = dismissal.gesture ?? modal.presentation.gesture.map { _ in GestureStart.pan }
        guard let gesture else { return }
        let plans = modal.dismissal.gesture == nil ? [] : [dismissal]
        let gate = PanStartGate(
            plans: plans,
            scrollView: { [weak controller] in
                guard let controller, let screen = Definition.screen(controller) else { return nil }
                return Definition.views(of: screen).scrollView
            },
            canGrab: { [weak self, weak controller] in
                guard let self, let controller, let run = self.transitions.run else { return false }
                // With several drags, a dismissal is grabbed by the drag that started it.
                let sameDrag = count < 2 || run.plan.movement == .arrival || self.dismissalGesture == index
                return run.subject == ObjectIdentifier(controller) && self.transitions.canGrab && sameDrag
            },
            sheetBelowTallest: { [weak controller] in
                (controller?.presentationController as? ModalPresentationController)?.isBelowTallestDetent ?? false
            },
            refusesStart: { [weak self, weak controller] in
                guard let controller, modal.dismissal.gesture != nil else { return false }
                if count > 1, self?.transitions.isInFlight == true { return true }
                return !Self.userMayDismiss(controller)
            })
        TransitionPans.install(gesture, edge: dismissal.edge, on: view, owner: self, gate: gate) {
            [weak self, weak controller] pan in
            self?.screenPanChanged(pan, controller: controller, gesture: index)
        }
    }

    /// Whether a person may dismiss `controller` by hand, as UIKit decides
    /// for its own sheets: not while `isModalInPresentation` ("prevents the
    /// interactive dismissal"), nor when the presentation controller's
    /// delegate answers `presentationControllerShouldDismiss(_:)` with false.
    /// A refused attempt is reported (`presentationControllerDidAttemptToDismiss(_:)`),
    /// as UIKit does so that the app can say why.
    static func userMayDismiss(_ controller: UIViewController) -> Bool {
        guard let presentation = controller.presentationController else { return true }
        // The header: shouldDismiss "is not called if the presentedViewController isModalInPresentation".
        if controller.isModalInPresentation || !AppDelegateCalls.shouldDismiss(presentation.delegate, presentation) {
            AppDelegateCalls.didAttemptToDismiss(presentation.delegate, presentation)
            return false
        }
        return true
    }

    // MARK: UIViewControllerTransitioningDelegate

    public func presentationController(
        forPresented presented: UIViewController,
        presenting: UIViewController?,
        source: UIViewController
    ) -> UIPresentationController? {
        let modal = Definition.modal
        installScreenPan(on: presented)
        let controller = ModalPresentationController(
            presentedViewController: presented, presenting: presenting,
            dimming: modal.dimming.map { ($0, modal.restingDimmingAlpha) }, restingFrame: modal.restingFrame,
            detentSheet: modal.dismissal)
        controller.performEscape = { [weak self, weak presented] in
            guard let self, let presented else { return false }
            return self.escape(presented)
        }
        #if !os(tvOS)
        if let captures = capturesStatusBarAppearance ?? (modal.coversContainer ? true : nil) {
            presented.modalPresentationCapturesStatusBarAppearance = captures
        }
        #endif
        return controller
    }

    /// VoiceOver's escape gesture on a presented screen that a drag may
    /// dismiss: it dismisses the screen with the dismissal's motion, played
    /// from code, as FloatingPanel does for its panel, under the same rules
    /// as a drag (`userMayDismiss`) and told to the presentation delegate as
    /// a person's dismissal. False (VoiceOver asks further up) when the
    /// dismissal has no drag, a transition plays, or the dismissal is refused.
    private func escape(_ controller: UIViewController) -> Bool {
        guard Definition.modal.dismissal.gesture != nil, transitions.run == nil, controller.presentingViewController != nil,
              controller.presentedViewController == nil, !controller.isBeingPresented, !controller.isBeingDismissed,
              Self.userMayDismiss(controller) else { return false }
        detentMove?.finish()
        escapingScreen = ObjectIdentifier(controller)
        controller.dismiss(animated: true)
        guard controller.isBeingDismissed else {
            escapingScreen = nil
            return false
        }
        if let presentation = controller.presentationController {
            AppDelegateCalls.willDismiss(presentation.delegate, presentation)
        }
        return true
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

    private func interactionController(
        for animator: any UIViewControllerAnimatedTransitioning
    ) -> (any UIViewControllerInteractiveTransitioning)? {
        transitions.interactionController(for: animator)
    }

    private func makeRun(
        _ plan: TransitionPlan, controller: UIViewController, isPresenting: Bool, presenter: UIViewController?
    ) -> TransitionRun {
        let accepted = transitions.accept(controller)
        // A dismissal a drag asked for plays as that drag drives it.
        let plan = (accepted && !isPresenting ? plan.driven(byGesture: dismissalGesture) : plan).playedNow
        let byPan = accepted && plan.gesture != nil
        // A person's dismissal: by drag, or by VoiceOver's escape.
        let byPerson = byPan || (!isPresenting && escapingScreen == ObjectIdentifier(controller))
        if !isPresenting { escapingScreen = nil }
        // A pair presents with its presentation's motion, so with its views;
        // the presenter lends the elements whose `from:` names it.
        let views = isPresenting
            ? Definition.presentedScreenViews(of: controller, lentBy: presenter)
            : Definition.screenViews(of: controller, lentBy: presenter)
        let scene = Scene(
            delegate: self, plan: plan, controller: controller, isPresenting: isPresenting, views: views,
            byPerson: byPerson)
        return transitions.start(plan, subject: controller, in: scene, byPan: byPan)
    }

    /// A presentation or dismissal on stage: the presented screen's view
    /// moves, over the presentation controller's dimming view.
    private struct Scene: TransitionScene {
        weak var delegate: ModalTransitioningDelegate?
        let plan: TransitionPlan
        weak var controller: UIViewController?
        let isPresenting: Bool
        let views: ScreenViews?
        /// A dismissal a person made, which the presentation's delegate hears of.
        let byPerson: Bool
        /// A detent sheet's dismissal starts at the detent the sheet rests
        /// at, and a cancelled one leaves it resting where the drag left it.
        weak var sheet: ModalPresentationController?
        let restingDetent: String?
        let presentation: UIPresentationController?

        init(
            delegate: ModalTransitioningDelegate, plan: TransitionPlan, controller: UIViewController,
            isPresenting: Bool, views: ScreenViews?, byPerson: Bool
        ) {
            self.delegate = delegate
            self.plan = plan
            self.controller = controller
            self.isPresenting = isPresenting
            self.views = views
            self.byPerson = byPerson
            let sheet = isPresenting ? nil : controller.presentationController as? ModalPresentationController
            self.sheet = sheet
            restingDetent = sheet?.detent
            presentation = controller.presentationController
        }

        func layOut(_ context: any UIViewControllerContextTransitioning) -> StageViews? {
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
        }

        func didRest(completed: Bool, at detent: String?) {
            // A dismissal a person made: presentationControllerDidDismiss(_:), "after all
            // animations are finished" (not for dismissals from code).
            if completed, byPerson, !isPresenting, let presentation {
                AppDelegateCalls.didDismiss(presentation.delegate, presentation)
            }
            if !completed, let sheet, sheet.detentSheet != nil { delegate?.rest(sheet, at: detent, plan: plan) }
            delegate?.transitionEnded(controller, presented: completed == isPresenting)
        }
    }
}
#endif
