@_spi(UIKitModel) import UIKit
import TranspecRuntime
import TranspecUIKit

/// Every scenario of a push or a pop: from code, drags (from the screen
/// edge when the spec says so), a start with nothing to do, under an opaque
/// navigation bar that makes the final frame differ from the container.
/// Each records the shared element's snapshot, its ends lent by either screen.
@MainActor
struct NavigationScenarios<Definition: NavigationTransitionDefinition> {
    let name: String
    let makeDelegate: @MainActor (UINavigationController, (@MainActor () -> UIViewController?)?) -> NavigationTransitionDelegate<Definition>
    let makeScreen: @MainActor () -> ScenarioScreen

    var navigation: NavigationTransition { Definition.navigation }
    var isPush: Bool { navigation.operation == .push }
    var operationName: String { isPush ? "push" : "pop" }
    /// An opaque navigation bar: the content, and so the final frame, sits below it.
    static var barInsets: UIEdgeInsets { UIEdgeInsets(top: 100, left: 0, bottom: 0, right: 0) }

    func runAll() {
        fromCode()
        if let gesture = navigation.plan.gesture {
            for kind in DragKind.allCases { byDrag(kind, gesture: gesture) }
            for kind in [DragKind.complete, .regrab] { byDrag(kind, gesture: gesture, rightToLeft: true) }
            if navigation.plan.motion.directions == .any {
                for kind in FreeDragKind.allCases { byFreeDrag(kind) }
            }
            nothingToDoThenDrag(gesture: gesture)
            if makeScreen().hasScrollView { scrollViewGate() }
        }
    }

    /// A navigation controller showing the screen (pop) or its root, ready
    /// to push the screen (push) when the delegate asks `offer` for one. The
    /// root is a plain controller, or another of the scenario's screens.
    private func setUp(_ scenario: String, rightToLeft: Bool = false, screenAtRoot: Bool = false) -> (
        ScenarioRun, UINavigationController, NavigationTransitionDelegate<Definition>, ScenarioScreen, Offer
    ) {
        let run = ScenarioRun(transition: name, scenario: scenario)
        // A screen at the root lends the elements whose `from:` names it.
        let root: UIViewController = screenAtRoot || !ScenarioScreen.lentElements.isEmpty
            ? makeScreen() : UIViewController(nibName: nil, bundle: nil)
        if !screenAtRoot { (root as? ScenarioScreen)?.onlyLends = true }
        (root as? ScenarioScreen)?.loadViewIfNeededForScenario()
        let navigationController = UINavigationController(rootViewController: root)
        navigationController.modelContentInsets = Self.barInsets
        run.device.window.rootViewController = navigationController
        if rightToLeft { run.layOutRightToLeft() }
        let screen = makeScreen()
        screen.loadViewIfNeededForScenario()
        let offer = Offer(screen)
        var pushing: (@MainActor () -> UIViewController?)?
        if isPush { pushing = { offer.take() } }
        let delegate = makeDelegate(navigationController, pushing)
        run.listen(to: &delegate.callbacks)
        if !isPush { navigationController.setViewControllers([root, screen], animated: false) }
        run.device.runUntilIdle()
        let plan = navigation.plan
        let window = run.device.window
        let rest = window.bounds.inset(by: Self.barInsets)
        let direction = plan.edge.direction(rightToLeft: rightToLeft)
        let shared = plan.motion.sharedElement
        func view(_ name: String) -> UIView? { ScenarioScreen.elementView(name, on: screen, other: root) }
        run.subject = RecordedSubject(
            moving: { [weak screen] in screen?.view },
            rest: rest, direction: direction,
            dimming: { [weak screen, weak root] in
                RecordedSubject.stageDimming(under: screen?.view, screens: [screen?.view, root?.view].compactMap { $0 })
            },
            elements: RecordedSubject.elements(of: plan.motion, views: view),
            sharedSource: shared.flatMap { view($0.source) }, window: window,
            recordsScreenAlpha: shared.map { !$0.flies(without: Set(ScenarioRun.missingViews)) } ?? false)
        // Both screens rest in the content area; the pushed or popped one is
        // `offset` from there, the one below stays put. The pushed screen is
        // not in the window yet: its elements are measured in its view.
        let container = ContainerSize(window.bounds.size)
        let travel = plan.travel.resolve(containerExtent: container.extent(along: plan.edge))
        run.recordSharedEnds(
            of: plan.motion, views: view,
            screens: [
                ScreenPlacement(view: screen.view, rest: rest, offset: { plan.offset(atDisplacement: $0, travel: travel) }, rides: true),
                ScreenPlacement(view: root.view, rest: rest, offset: { _ in 0 }, rides: false),
            ],
            startOffset: plan.offset(atDisplacement: 0, travel: travel), direction: direction)
        return (run, navigationController, delegate, screen, offer)
    }

    /// The transition completed: the screen is on top after a push, gone after a pop.
    private func outcome(_ navigationController: UINavigationController, _ screen: ScenarioScreen) -> String {
        let isOnTop = navigationController.topViewController === screen
        return isOnTop == isPush ? "completed" : "cancelled"
    }

    private func fromCode() {
        let (run, navigationController, delegate, screen, _) = setUp("\(operationName) from code")
        run.compare(play: operationName)
        run.startRecording(at: run.nextVsync)
        if isPush {
            navigationController.pushViewController(screen, animated: true)
        } else {
            _ = navigationController.popViewController(animated: true)
        }
        run.device.runUntilIdle()
        run.expect(outcome(navigationController, screen) == "completed", "the \(operationName) did not happen")
        withExtendedLifetime(delegate) { run.finish() }
    }

    /// Where a drag starts: at the screen edge the swipe comes from, or
    /// right of the elements.
    private func dragStart(_ gesture: GestureStart, window: UIWindow, rightToLeft: Bool = false) -> CGPoint {
        let toward = navigation.plan.edge.direction(rightToLeft: rightToLeft)
        let x: CGFloat = gesture == .screenEdge
            ? (toward.dx > 0 ? 5 : window.bounds.width - 5)
            : (toward.dx > 0 ? 200 : window.bounds.width - 60)
        return CGPoint(x: x, y: 500)
    }

    private func byDrag(_ kind: DragKind, gesture: GestureStart, rightToLeft: Bool = false) {
        let layout = rightToLeft ? ", right to left" : ""
        let (run, navigationController, delegate, screen, _) = setUp(
            "\(operationName) by drag\(layout): \(kind.rawValue)", rightToLeft: rightToLeft)
        let start = dragStart(gesture, window: run.device.window, rightToLeft: rightToLeft)
        // A re-grab starts where the first drag did: at the screen edge for
        // an edge swipe, which the settling screen has left uncovered.
        var drags = kind.drags(plan: navigation.plan, start: start, gesture: .pan, regrab: start)
        if rightToLeft { drags = drags.map { $0.mirroredAround(start) } }
        run.play(drags, motion: navigation.plan.motion, rightToLeft: rightToLeft)
        run.report.outcome = outcome(navigationController, screen)
        withExtendedLifetime(delegate) { run.finish() }
    }

    /// A drag in any direction (`directions: any`), from near the leading
    /// edge, low on the screen, so that the finger stays on it.
    private func byFreeDrag(_ kind: FreeDragKind) {
        let (run, navigationController, delegate, screen, _) = setUp("\(operationName) by drag: \(kind.rawValue)")
        let drags = kind.drags(plan: navigation.plan, start: CGPoint(x: 60, y: 600))
        run.play(drags, motion: navigation.plan.motion)
        run.report.outcome = outcome(navigationController, screen)
        run.expect(run.report.outcome == kind.outcome, "\(kind.rawValue): \(run.report.outcome ?? "nil"), expected \(kind.outcome)")
        kind.expectations(run.report.frames, run: run)
        withExtendedLifetime(delegate) { run.finish() }
    }

    /// A drag when there is nothing to do (no screen to push, only the root
    /// to pop) starts nothing and leaves the delegate ready: the next drag,
    /// once there is something to do, plays.
    private func nothingToDoThenDrag(gesture: GestureStart) {
        let (run, navigationController, delegate, screen, offer) = setUp("\(operationName) with nothing to do, then by drag")
        let root = navigationController.viewControllers[0]
        let start = dragStart(gesture, window: run.device.window)
        if isPush {
            offer.screen = nil
        } else {
            navigationController.setViewControllers([root], animated: false)
        }
        run.device.runUntilIdle()
        for drag in DragKind.complete.drags(plan: navigation.plan, start: start, gesture: .pan) {
            drag.perform(on: run.device, origin: run.nextVsync)
        }
        run.device.runUntilIdle()
        run.expect(navigationController.viewControllers.count == 1, "a drag with nothing to do changed the stack")
        if isPush {
            offer.screen = screen
        } else {
            navigationController.setViewControllers([root, screen], animated: false)
        }
        run.device.runUntilIdle()
        let drags = DragKind.complete.drags(plan: navigation.plan, start: start, gesture: .pan)
        run.play(drags, motion: navigation.plan.motion)
        run.report.outcome = outcome(navigationController, screen)
        withExtendedLifetime(delegate) { run.finish() }
    }
}

extension NavigationScenarios {
    /// A drag on horizontally scrollable content: scrolled into the middle,
    /// the drag scrolls it; scrolled to the edge the drag heads for, it pops
    /// the screen, or pushes the next one. The content is the shown screen's: for
    /// a push, the root's (a screen like the pushed one), which the library
    /// asks for while no transition is in flight.
    private func scrollViewGate() {
        let (run, navigationController, delegate, screen, _) = setUp(
            "\(operationName) behind a scroll view", screenAtRoot: isPush)
        guard let shown = navigationController.topViewController as? ScenarioScreen else {
            run.expect(false, "the shown screen is not a scenario screen")
            return run.finish()
        }
        let scrollView = shown.scrollView
        let width = scrollView.bounds.width
        scrollView.contentSize = CGSize(width: width * 3, height: scrollView.contentSize.height)
        scrollView.contentOffset = CGPoint(x: width, y: 0)
        let start = dragStart(.pan, window: run.device.window)
        for drag in DragKind.complete.drags(plan: navigation.plan, start: start, gesture: .pan) {
            drag.perform(on: run.device, origin: run.nextVsync)
        }
        run.device.runUntilIdle()
        run.expect(navigationController.topViewController === shown, "a drag on scrolled content did the \(operationName)")
        run.expect(abs(scrollView.contentOffset.x - width) > 1, "the scroll view did not scroll")
        // Still scrollable, but at the edge the drag heads for: the scroll
        // view's pan, found first, waits for the transition's to fail.
        let leftward = navigation.plan.edge.direction().dx < 0
        scrollView.contentOffset = CGPoint(x: leftward ? width * 2 : 0, y: 0)
        let drags = DragKind.complete.drags(plan: navigation.plan, start: start, gesture: .pan)
        run.play(drags, motion: navigation.plan.motion)
        run.report.outcome = outcome(navigationController, screen)
        withExtendedLifetime(delegate) { run.finish() }
    }
}

/// The screen a push delegate is offered, once.
@MainActor
final class Offer {
    var screen: UIViewController?

    init(_ screen: UIViewController) {
        self.screen = screen
    }

    func take() -> UIViewController? {
        defer { screen = nil }
        return screen
    }
}
