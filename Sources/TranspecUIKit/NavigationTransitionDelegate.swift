#if canImport(UIKit)
import TranspecRuntime
import UIKit

/// Animates a navigation controller's pushes or pops (as
/// `Definition.navigation` says; a pop paired with a push, both) of the
/// screens that adopt `Definition.Screen`, from code or from a drag on
/// the navigation controller's view: a pan toward the travel edge, or a
/// swipe in from the screen edge, that may grab the view again while it
/// settles.
///
/// The navigation controller's delegate becomes a hub shared by every
/// transition on it (`NavigationDelegateHub`): the app's own delegate,
/// set before or after, keeps hearing `willShow`/`didShow` and every other
/// message, and the pushes and pops these transitions do not play stay the
/// app's or UIKit's. A transition whose drag can pop takes the back swipe:
/// the system's `interactivePopGestureRecognizer` begins only when the
/// transition's drag does not. Released, the transition takes its drag off
/// the view; with the last one, the app's delegate is the navigation
/// controller's again.
///
/// Generated code names it `<Name>NavigationDelegate`. Keep it alive (the
/// navigation controller's `delegate` is weak); release it on the main
/// thread, as UIKit objects are.
@MainActor
public final class NavigationTransitionDelegate<Definition: NavigationTransitionDefinition>: NSObject,
    NavigationTransitionProvider
{
    /// What its transitions tell the app as they play: progress, crossings, the outcome.
    public var callbacks: TransitionCallbacks {
        get { transitions.callbacks }
        set { transitions.callbacks = newValue }
    }
    /// Finds the views the screens mark as the elements `names` (one per
    /// name, nil when neither screen marks it), on `subject`, the screen
    /// pushed or popped, else on `other`: set, the transition plays for
    /// screens that do not adopt `Definition.Screen` too. TranspecSwiftUI
    /// sets it for a SwiftUI stack, whose hosting controllers SwiftUI makes.
    /// Asked once when the transition starts, with both screens in place: a
    /// pushed SwiftUI screen has drawn nothing when UIKit asks for the
    /// animator, inside SwiftUI's update of its stack.
    package var markedElementFinder: (@MainActor (
        _ names: [String], _ subject: UIViewController, _ other: UIViewController?
    ) -> [UIView?])?
    /// With a `markedElementFinder`: the screens the transition plays for,
    /// asked with the screen pushed or popped when UIKit asks for the
    /// animator, and with the top screen when a drag would pop it; nil: every
    /// screen. TranspecSwiftUI sets it for a pop a SwiftUI screen declares.
    package var playsForScreen: (@MainActor (UIViewController) -> Bool)?
    /// Finds the scroll view a screen that does not adopt `Definition.Screen`
    /// lends the transition's drag, for a spec that says `scrollView:`.
    /// TranspecSwiftUI sets it for a SwiftUI stack, as `markedElementFinder`.
    package var markedScrollViewFinder: (@MainActor (_ screen: UIViewController) -> UIScrollView?)?
    private weak var navigationController: UINavigationController?
    private let makeDestination: (@MainActor () -> UIViewController?)?
    private let transitions = TransitionCoordinator<Void>()
    private let hub: NavigationDelegateHub
    /// The drags this transition put on the navigation controller's view:
    /// its own, and a pair's push drag when it has a screen to push.
    private var pans: [UIPanGestureRecognizer] = []
    /// Which drag (an index of the pans) asked for the transition in flight;
    /// the run plays as it drives it.
    private var drivingGesture = 0

    /// The app's own navigation controller delegate, which hears every
    /// message this transition does not answer: the one the navigation
    /// controller had, or one set on it later (adopted at the next drag).
    /// Shared by every transition on the navigation controller.
    /// Setting it makes the hub the navigation controller's delegate again.
    public var appDelegate: (any UINavigationControllerDelegate)? {
        get { hub.appDelegate }
        set {
            hub.appDelegate = newValue
            hub.becomeDelegate()
        }
    }

    /// Plays on `navigationController`, through its delegate hub. For a
    /// push, or a pop paired with a push, a drag pushes the controller
    /// `makeDestination` returns (nil: no push; a pair's push then plays from
    /// code only).
    public init(
        navigationController: UINavigationController,
        pushing makeDestination: (@MainActor () -> UIViewController?)? = nil
    ) {
        self.navigationController = navigationController
        self.makeDestination = makeDestination
        hub = NavigationDelegateHub.install(on: navigationController)
        super.init()
        hub.register(self)
        let navigation = Definition.navigation
        guard let view = navigationController.view else { return }
        // Each drag of the transition (`gesture:` a list), and a pair's push
        // when there is a screen to push.
        let ways = (0..<max(1, navigation.plan.gestureCount)).map { navigation.plan.driven(byGesture: $0) }
        let driven = ways + (makeDestination == nil ? [] : navigation.pairedPush.map { [$0] } ?? [])
        for (index, plan) in driven.enumerated() {
            guard let gesture = plan.gesture else { continue }
            let isPop = plan.movement == .departure
            let gate = PanStartGate(
                plans: [plan],
                scrollView: { [weak self, weak navigationController] in
                    // While a transition is in flight, the screen it moves (UIKit
                    // already shows the destination as the top).
                    let shown = self?.transitions.isInFlight == true ? self?.transitions.run?.subjectController : nil
                    guard let controller = shown ?? navigationController?.topViewController else { return nil }
                    guard let screen = Definition.screen(controller) else {
                        return self?.markedScrollViewFinder?(controller)
                    }
                    return Definition.views(of: screen).scrollView
                },
                canGrab: { [weak self] in
                    // A run is grabbed again by the drag that started it.
                    guard let self else { return false }
                    return self.transitions.canGrab && (driven.count < 2 || self.drivingGesture == index)
                },
                refusesStart: { [weak self, weak navigationController] in
                    if driven.count > 1, self?.transitions.isInFlight == true { return true }
                    // A pop of a screen this transition does not serve is UIKit's:
                    // the drag fails, and the system back swipe may begin.
                    guard isPop, let self, let navigationController else { return false }
                    return !navigationController.viewControllers.dropLast().isEmpty
                        && navigationController.topViewController.map(self.plays) != true
                })
            let pan = TransitionPans.install(gesture, edge: plan.edge, on: view, owner: self, gate: gate) { [weak self] pan in
                self?.panChanged(pan, pushing: !isPop, gesture: index)
            }
            hub.claimBackSwipe(for: pan)
            pans.append(pan)
        }
    }

    deinit {
        // UIKit releases its objects on the main thread; so must the app.
        let pans = pans, hub = hub
        MainActor.assumeIsolated {
            for pan in pans { pan.view?.removeGestureRecognizer(pan) }
            hub.providerWasReleased()
        }
    }

    private func panChanged(_ pan: UIPanGestureRecognizer, pushing: Bool, gesture: Int) {
        guard transitions.panBegins(pan), let navigationController else { return }
        hub.reclaim()
        drivingGesture = gesture
        if pushing {
            guard let destination = makeDestination?(), Self.serves(destination) else { return }
            transitions.ask(for: destination, by: pan) {
                navigationController.pushViewController(destination, animated: true)
                return navigationController.topViewController === destination
            }
        } else {
            guard navigationController.viewControllers.count > 1, let top = navigationController.topViewController
            else { return }
            transitions.ask(for: top, by: pan) { navigationController.popViewController(animated: true) != nil }
        }
    }

    /// Whether this transition plays for `screen`, the one pushed or popped:
    /// it adopts the definition's `Screen` (`<Name>Presentable`, or any view
    /// controller when the transition asks nothing of it). Every other push
    /// or pop is the next transition's on the navigation controller, the
    /// app delegate's, or UIKit's own.
    private static func serves(_ screen: UIViewController) -> Bool {
        Definition.screen(screen) != nil
    }

    /// Whether this transition plays for `screen`: it adopts `Screen`, or
    /// a `markedElementFinder` finds its elements whatever it adopts (on
    /// the screens `playsForScreen` accepts).
    private func plays(_ screen: UIViewController) -> Bool {
        Self.serves(screen) || markedElementFinder != nil && playsForScreen?(screen) != false
    }

    /// What gives the views `subject`, the screen pushed or popped, and
    /// `other` lend while `plan` plays, once they are on stage; nil when
    /// this transition does not play for `subject`: it does not adopt
    /// `Definition.Screen`, and no `markedElementFinder` stands in (or
    /// `playsForScreen` refuses it).
    private func lending(
        playing plan: TransitionPlan, of subject: UIViewController, lentBy other: UIViewController
    ) -> (@MainActor () -> ScreenViews?)? {
        if Self.serves(subject) {
            let views = Definition.screenViews(playing: plan, of: subject, lentBy: other)
            return { views }
        }
        guard let finder = markedElementFinder, playsForScreen?(subject) != false else { return nil }
        let names = plan.motion.elements.map(\.name)
        return { [weak subject, weak other] in
            guard let subject else { return nil }
            return ScreenViews(subject, elements: finder(names, subject, other))
        }
    }

    // MARK: NavigationTransitionProvider

    func run(
        for operation: UINavigationController.Operation, from fromVC: UIViewController, to toVC: UIViewController,
        in navigationController: UINavigationController
    ) -> TransitionRun? {
        let navigation = Definition.navigation
        let isPush = operation == .push
        guard operation == .push || operation == .pop, let plan = navigation.plan(for: isPush ? .push : .pop) else { return nil }
        let subject = isPush ? toVC : fromVC
        guard let views = lending(playing: plan, of: subject, lentBy: isPush ? fromVC : toVC) else { return nil }
        let byPan = transitions.accept(subject)
        // A pop a further drag of its list asked for plays as that drag drives it.
        let played = byPan && plan == navigation.plan ? plan.driven(byGesture: drivingGesture) : plan
        let scene = NavigationScene(isPush: isPush, destination: toVC, views: views, dimming: navigation.dimming ?? .black)
        return transitions.start(played.playedNow, subject: subject, in: scene, byPan: byPan)
    }

    func interactionController(for animationController: TransitionRun) -> (any UIViewControllerInteractiveTransitioning)? {
        transitions.interactionController(for: animationController)
    }
}

/// A push or pop on stage: the pushed screen moves in over the one below,
/// or the popped one moves off it.
@MainActor
private struct NavigationScene: TransitionScene {
    let isPush: Bool
    weak var destination: UIViewController?
    /// The screens' views, read once the screens are in place.
    let views: @MainActor () -> ScreenViews?
    let dimming: DimmingColor

    func layOut(_ context: any UIViewControllerContextTransitioning) -> StageViews? {
        guard let destination, let fromView = context.view(forKey: .from), let toView = context.view(forKey: .to)
        else { return nil }
        let container = context.containerView
        if isPush {
            container.addSubview(toView)
        } else {
            container.insertSubview(toView, belowSubview: fromView)
        }
        let resting = context.finalFrame(for: destination)
        toView.frame = resting.isEmpty ? container.bounds : resting
        return StageViews(
            moving: isPush ? toView : fromView, arriving: toView, departing: fromView, screen: views(),
            dimmingColor: dimming)
    }
}
#endif
