@_spi(UIKitModel) import UIKit
import TranspecRuntime
import TranspecUIKit

/// Every scenario of a push or a pop: from code, drags (from the screen
/// edge when the spec says so), a start with nothing to do, under an opaque
/// navigation bar that makes the final frame differ from the container.
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
            nothingToDoThenDrag(gesture: gesture)
        }
    }

    /// A navigation controller showing the screen (pop) or its root, ready
    /// to push the screen (push) when the delegate asks `offer` for one.
    private func setUp(_ scenario: String) -> (
        ScenarioRun, UINavigationController, NavigationTransitionDelegate<Definition>, ScenarioScreen, Offer
    ) {
        let run = ScenarioRun(transition: name, scenario: scenario)
        let root = UIViewController(nibName: nil, bundle: nil)
        let navigationController = UINavigationController(rootViewController: root)
        navigationController.modelContentInsets = Self.barInsets
        run.device.window.rootViewController = navigationController
        let screen = makeScreen()
        screen.loadViewIfNeededForScenario()
        let offer = Offer(screen)
        var pushing: (@MainActor () -> UIViewController?)?
        if isPush { pushing = { offer.take() } }
        let delegate = makeDelegate(navigationController, pushing)
        if !isPush { navigationController.setViewControllers([root, screen], animated: false) }
        run.device.runUntilIdle()
        let plan = navigation.plan
        let window = run.device.window
        run.subject = RecordedSubject(
            moving: { [weak screen] in screen?.view },
            rest: window.bounds.inset(by: Self.barInsets), direction: plan.edge.direction(),
            dimming: { nil },
            elements: RecordedSubject.elements(of: plan.motion) { screen.elementViews[$0] },
            sharedSource: nil, window: window)
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
    private func dragStart(_ gesture: GestureStart, window: UIWindow) -> CGPoint {
        let toward = navigation.plan.edge.direction()
        let x: CGFloat = gesture == .screenEdge
            ? (toward.dx > 0 ? 5 : window.bounds.width - 5)
            : (toward.dx > 0 ? 200 : window.bounds.width - 60)
        return CGPoint(x: x, y: 500)
    }

    private func byDrag(_ kind: DragKind, gesture: GestureStart) {
        let (run, navigationController, delegate, screen, _) = setUp("\(operationName) by drag: \(kind.rawValue)")
        let start = dragStart(gesture, window: run.device.window)
        // A re-grab starts where the first drag did: at the screen edge for
        // an edge swipe, which the settling screen has left uncovered.
        let drags = kind.drags(plan: navigation.plan, start: start, gesture: .pan, regrab: start)
        let origin = run.nextVsync
        for drag in drags { drag.perform(on: run.device, origin: origin) }
        run.compare(drags: drags)
        run.startRecording(at: origin)
        run.device.runUntilIdle()
        run.report.outcome = outcome(navigationController, screen)
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
        let origin = run.nextVsync
        for drag in drags { drag.perform(on: run.device, origin: origin) }
        run.compare(drags: drags)
        run.startRecording(at: origin)
        run.device.runUntilIdle()
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
