#if canImport(UIKit)
import TranspecRuntime
import UIKit

/// Switches a tab bar controller's tabs with `Definition.switches` as a pan
/// on its view drives them: the first switch whose direction fits the pan
/// and whose neighbouring tab exists runs, and the pan may grab the tabs
/// again while they settle. A tap on the tab bar, or a selection from code,
/// stays instant, as in UIKit. The tab bar controller's delegate becomes a
/// hub (`TabBarDelegateHub`) that keeps the app's own delegate, set before
/// or after, hearing `shouldSelect`, `didSelect` and every other message;
/// released, the transition takes its pan off the view and the app's
/// delegate is the tab bar controller's again. On visionOS UIKit never asks
/// a delegate for a tab switch's animator: tab switches there are UIKit's.
///
/// Generated code names it `<Spec>TabBarDelegate`. Keep it alive (the tab
/// bar controller's `delegate` is weak); release it on the main thread.
@MainActor
public final class TabBarTransitionDelegate<Definition: TabBarTransitionDefinition>: NSObject,
    TabSwitchProvider
{
    /// What its transitions tell the app as they play: progress, crossings, the outcome.
    public var callbacks: TransitionCallbacks {
        get { transitions.callbacks }
        set { transitions.callbacks = newValue }
    }
    private weak var tabBarController: UITabBarController?
    /// A pan's request carries the switch it chose.
    private let transitions = TransitionCoordinator<TabSwitch.Choice>()
    /// The tab a switch in flight leaves: its view is the one under the finger.
    private weak var leavingController: UIViewController?
    private let hub: TabBarDelegateHub
    private var pan: UIPanGestureRecognizer?

    /// The app's own tab bar controller delegate, which hears every message
    /// this transition does not answer: the one the tab bar controller had,
    /// or one set on it later (adopted at the next drag).
    /// Setting it makes the hub the tab bar controller's delegate again.
    public var appDelegate: (any UITabBarControllerDelegate)? {
        get { hub.appDelegate }
        set {
            hub.appDelegate = newValue
            hub.becomeDelegate()
        }
    }

    private static var switches: [TabSwitch] { Definition.switches.map { $0.tabSwitch } }

    /// Plays on `tabBarController`, through its delegate hub, and adds the pan to its view.
    public init(tabBarController: UITabBarController) {
        self.tabBarController = tabBarController
        hub = TabBarDelegateHub.install(on: tabBarController)
        super.init()
        hub.register(self)
        #if !os(visionOS)
        installPan()
        #endif
    }

    deinit {
        // UIKit releases its objects on the main thread; so must the app.
        let pan = pan, hub = hub
        MainActor.assumeIsolated {
            if let pan { pan.view?.removeGestureRecognizer(pan) }
            hub.providerWasReleased()
        }
    }

    #if !os(visionOS)
    private func installPan() {
        guard let tabBarController else { return }
        let plans = Self.switches.map(\.plan)
        guard let view = tabBarController.view, !plans.isEmpty else { return }
        let gate = PanStartGate(
            plans: plans,
            scrollView: { [weak self, weak tabBarController] in
                // While a switch is in flight, the tab it leaves (UIKit
                // already selects the new one).
                let shown = self?.transitions.isInFlight == true ? self?.leavingController : nil
                guard let selected = shown ?? tabBarController?.selectedViewController else { return nil }
                return Self.scrollView(of: selected)
            },
            canGrab: { [weak self] in self?.transitions.canGrab ?? false })
        pan = TransitionPans.install(.pan, edge: plans[0].edge, on: view, owner: self, gate: gate) { [weak self] pan in
            self?.panChanged(pan)
        }
    }
    #endif

    private func panChanged(_ pan: UIPanGestureRecognizer) {
        guard transitions.panBegins(pan), let tabBarController, let controllers = tabBarController.viewControllers,
              let view = pan.view else { return }
        hub.reclaim()
        let velocity = pan.velocity(in: view)
        guard let choice = TabSwitch.choose(
            from: Self.switches, velocityX: Double(velocity.x), velocityY: Double(velocity.y),
            rightToLeft: view.isRightToLeft, selectedIndex: tabBarController.selectedIndex,
            tabCount: controllers.count)
        else { return }
        transitions.ask(for: controllers[choice.target], by: pan, choosing: choice) {
            tabBarController.selectedIndex = choice.target
            // UIKit asks for the animator now or on a later turn; the selection shows it took the switch.
            return tabBarController.selectedIndex == choice.target
        }
    }

    // MARK: TabSwitchProvider (visionOS never asks: the hub's questions are iOS's and tvOS's)

    func run(from fromVC: UIViewController, to toVC: UIViewController, in tabBarController: UITabBarController) -> TransitionRun? {
        guard let choice = transitions.requestDetail, transitions.accept(toVC) else { return nil }
        leavingController = fromVC
        let definition = Definition.switches[choice.index]
        let plan = definition.tabSwitch.plan.playedNow
        let scene = TabSwitchScene(
            plan: plan, isAway: choice.isAway, destination: toVC, views: Self.views(of: toVC, definition, lentBy: fromVC),
            dimming: definition.tabSwitch.dimming ?? .black)
        return transitions.start(plan, subject: toVC, in: scene, byPan: true)
    }

    func interactionController(for animationController: TransitionRun) -> (any UIViewControllerInteractiveTransitioning)? {
        transitions.interactionController(for: animationController)
    }

    private static func scrollView(of controller: UIViewController) -> UIScrollView? {
        for definition in Definition.switches {
            if let scrollView = views(of: controller, definition)?.scrollView { return scrollView }
        }
        return nil
    }

    private static func views(
        of controller: UIViewController, _ definition: any TabSwitchDefinition.Type, lentBy other: UIViewController? = nil
    ) -> ScreenViews? {
        func open<D: TabSwitchDefinition>(_: D.Type) -> ScreenViews? {
            let own = D.screen(controller).map { D.views(of: $0) }
            return other.map { D.views(own, of: controller, lentBy: $0) } ?? own
        }
        return open(definition)
    }
}

/// A tab switch on stage: both tabs ride on one strip that travels toward
/// the switch's edge, or away from it for a pan against it.
@MainActor
private struct TabSwitchScene: TransitionScene {
    let plan: TransitionPlan
    /// The pan went against the switch's edge.
    let isAway: Bool
    weak var destination: UIViewController?
    let views: ScreenViews?
    let dimming: DimmingColor

    func direction(of plan: TransitionPlan, in container: UIView) -> TravelDirection {
        let toward = plan.edge.direction(in: container)
        return isAway ? toward.reversed : toward
    }

    func layOut(_ context: any UIViewControllerContextTransitioning) -> StageViews? {
        guard let destination, let fromView = context.view(forKey: .from), let toView = context.view(forKey: .to)
        else { return nil }
        let container = context.containerView
        let travel = direction(of: plan, in: container)
        let resting = context.finalFrame(for: destination)
        let toFrame = resting.isEmpty ? container.bounds : resting
        // Both tabs ride on one strip; the new one waits a container
        // width back from the way the strip travels. Under Reduce
        // Motion's fade the strip stays: the new tab rests under the
        // old one, which fades out.
        let strip = UIView(frame: container.bounds)
        container.addSubview(strip)
        let fromFrame = fromView.frame
        let fades = plan.motion.fadesScreen
        if fades { strip.addSubview(toView) }
        strip.addSubview(fromView)
        fromView.frame = fromFrame
        if !fades { strip.addSubview(toView) }
        let width = container.bounds.width
        toView.frame = fades ? toFrame : toFrame.offsetBy(dx: -CGFloat(travel.dx) * width, dy: 0)
        return StageViews(
            moving: fades ? fromView : strip, arriving: toView, departing: fromView, screen: views,
            dimmingColor: dimming,
            finish: { completed in
                let survivor = completed ? toView : fromView
                container.addSubview(survivor)
                survivor.frame = completed ? toFrame : fromFrame
                strip.removeFromSuperview()
            })
    }
}
#endif
