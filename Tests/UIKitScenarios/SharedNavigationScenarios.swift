@_spi(UIKitModel) import UIKit
import TranspecRuntime
import TranspecUIKit

/// Two transitions generated from two specs, each with its own navigation
/// delegate, on one navigation controller with the app's own delegate: a
/// push of one screen type and a pop of another. Each plays only its own
/// screen's transition, as `simulate play` prints it; a third screen, which
/// neither serves, is pushed with UIKit's transition and popped by the
/// system back swipe; the app's delegate hears every transition.
@MainActor
struct SharedNavigationScenarios<Push: NavigationTransitionDefinition, Pop: NavigationTransitionDefinition> {
    let pushName: String
    let popName: String
    let makePushDelegate: @MainActor (UINavigationController) -> NavigationTransitionDelegate<Push>
    let makePopDelegate: @MainActor (UINavigationController) -> NavigationTransitionDelegate<Pop>
    /// A screen adopting `Push.Screen` only, and one adopting `Pop.Screen` only.
    let makePushed: @MainActor () -> ScenarioScreen
    let makePopped: @MainActor () -> ScenarioScreen

    /// What the app's navigation controller holds.
    private struct Stack {
        let run: ScenarioRun
        let navigationController: UINavigationController
        let root: UIViewController
        let pushDelegate: NavigationTransitionDelegate<Push>
        let popDelegate: NavigationTransitionDelegate<Pop>
        let pushed: ScenarioScreen
        let popped: ScenarioScreen
        /// Each delegate's completions, all the time (the recorder hears only the compared one).
        let pushes: Recorded
        let pops: Recorded
    }

    private final class Recorded {
        var completions: [Bool] = []
    }

    func runAll() {
        pushFromCode()
        popFromCode()
        popBySwipe()
        aThirdScreenBetweenThem()
    }

    /// Both delegates made, in that order, after the app's own.
    private func setUp(_ scenario: String, recording transition: String) -> Stack {
        let run = ScenarioRun(transition: transition, scenario: scenario)
        let root = UIViewController(nibName: nil, bundle: nil)
        let navigationController = UINavigationController(rootViewController: root)
        run.device.window.rootViewController = navigationController
        let app = AppNavigationDelegate()
        run.appNavigation = app
        run.backSwipes = BackSwipeWatch(navigationController)
        navigationController.delegate = app
        let pushDelegate = makePushDelegate(navigationController)
        let popDelegate = makePopDelegate(navigationController)
        let pushes = Recorded(), pops = Recorded()
        if transition == pushName { run.listen(to: &pushDelegate.callbacks) } else { run.listen(to: &popDelegate.callbacks) }
        let recordPush = pushDelegate.callbacks.completed, recordPop = popDelegate.callbacks.completed
        pushDelegate.callbacks.completed = { plan, completed in
            pushes.completions.append(completed)
            recordPush?(plan, completed)
        }
        popDelegate.callbacks.completed = { plan, completed in
            pops.completions.append(completed)
            recordPop?(plan, completed)
        }
        let pushed = makePushed(), popped = makePopped()
        pushed.loadViewIfNeededForScenario()
        popped.loadViewIfNeededForScenario()
        run.device.runUntilIdle()
        return Stack(
            run: run, navigationController: navigationController, root: root, pushDelegate: pushDelegate,
            popDelegate: popDelegate, pushed: pushed, popped: popped, pushes: pushes, pops: pops)
    }

    /// Records `screen` moving by `plan` over `below`, which stays put.
    private func record(_ stack: Stack, _ screen: ScenarioScreen, over below: UIViewController, plan: TransitionPlan) {
        let window = stack.run.device.window
        let played = ScenarioRun.played(plan)
        stack.run.subject = RecordedSubject(
            moving: { [weak screen] in screen?.view },
            rest: window.bounds, direction: played.edge.direction(rightToLeft: false),
            dimming: { [weak screen, weak below] in
                RecordedSubject.stageDimming(under: screen?.view, screens: [screen?.view, below?.view].compactMap { $0 })
            },
            elements: RecordedSubject.elements(of: played.motion) { ScenarioScreen.elementView($0, on: screen, other: below) },
            sharedSource: nil, window: window, recordsScreenAlpha: played.motion.fadesScreen)
    }

    /// The push delegate pushes its screen from code; the pop delegate, on
    /// the same navigation controller, plays nothing.
    private func pushFromCode() {
        let stack = setUp("\(pushName) from code, \(popName)'s delegate beside it", recording: pushName)
        let run = stack.run
        record(stack, stack.pushed, over: stack.root, plan: Push.navigation.plan)
        run.compare(play: "push")
        run.startRecording(at: run.nextVsync)
        stack.navigationController.pushViewController(stack.pushed, animated: true)
        run.device.runUntilIdle()
        run.expect(stack.navigationController.topViewController === stack.pushed, "the push did not happen")
        run.expect(stack.pushes.completions == [true] && stack.pops.completions.isEmpty,
                   "pushes \(stack.pushes.completions), pops \(stack.pops.completions): not one transpec push")
        run.expect(run.appNavigation?.log == ["willShow screen", "didShow screen"],
                   "the app's delegate heard \(run.appNavigation?.log ?? [])")
        withExtendedLifetime((stack.pushDelegate, stack.popDelegate)) { run.finish() }
    }

    /// The pop delegate pops its screen from code; the push delegate plays nothing.
    private func popFromCode() {
        let stack = setUp("\(popName) from code, \(pushName)'s delegate beside it", recording: popName)
        let run = stack.run
        stack.navigationController.setViewControllers([stack.root, stack.popped], animated: false)
        run.device.runUntilIdle()
        record(stack, stack.popped, over: stack.root, plan: Pop.navigation.plan)
        run.compare(play: "pop")
        run.startRecording(at: run.nextVsync)
        stack.navigationController.popViewController(animated: true)
        run.device.runUntilIdle()
        run.expect(stack.navigationController.topViewController === stack.root, "the pop did not happen")
        run.expect(stack.pops.completions == [true] && stack.pushes.completions.isEmpty,
                   "pops \(stack.pops.completions), pushes \(stack.pushes.completions): not one transpec pop")
        withExtendedLifetime((stack.pushDelegate, stack.popDelegate)) { run.finish() }
    }

    /// The pop's own drag pops its screen, compared with `simulate gesture`;
    /// the system back swipe does not begin.
    private func popBySwipe() {
        let stack = setUp("\(popName) by its drag, \(pushName)'s delegate beside it", recording: popName)
        let run = stack.run
        stack.navigationController.setViewControllers([stack.root, stack.popped], animated: false)
        run.device.runUntilIdle()
        let plan = Pop.navigation.plan
        record(stack, stack.popped, over: stack.root, plan: plan)
        let width = run.device.window.bounds.width
        let start = CGPoint(x: plan.gesture == .screenEdge ? 5 : width / 2, y: 500)
        let drag = Drag(start: start, at: DragKind.lead, by: CGVector(dx: width * 0.6, dy: 0), duration: 0.3)
        run.play([drag], motion: ScenarioRun.played(plan).motion)
        run.report.outcome = stack.navigationController.topViewController === stack.root ? "completed" : "cancelled"
        run.expect(run.report.outcome == "completed", "the drag did not pop the screen")
        run.expect(run.backSwipes?.begins == 0, "the system back swipe began \(run.backSwipes?.begins ?? 0) times")
        run.expect(stack.pops.completions == [true] && stack.pushes.completions.isEmpty,
                   "pops \(stack.pops.completions), pushes \(stack.pushes.completions)")
        withExtendedLifetime((stack.pushDelegate, stack.popDelegate)) { run.finish() }
    }

    /// On one stack: the push's screen pushed by transpec, a third screen
    /// pushed by UIKit and popped by the system back swipe, the pop's screen
    /// pushed by UIKit (the push serves only its own screen), then popped
    /// from code by transpec, compared with `simulate play pop`.
    private func aThirdScreenBetweenThem() {
        let stack = setUp("a third screen between \(pushName) and \(popName)", recording: popName)
        let run = stack.run
        let navigationController = stack.navigationController
        navigationController.pushViewController(stack.pushed, animated: true)
        run.device.runUntilIdle()
        run.expect(stack.pushes.completions == [true], "\(pushName) did not push its screen: \(stack.pushes.completions)")
        let third = UIViewController(nibName: nil, bundle: nil)
        navigationController.pushViewController(third, animated: true)
        run.device.runUntilIdle()
        run.expect(navigationController.topViewController === third, "the third screen was not pushed")
        backSwipe(on: run.device)
        run.expect(navigationController.topViewController === stack.pushed, "the back swipe did not pop the third screen")
        run.expect(run.backSwipes?.begins == 1, "the back swipe began \(run.backSwipes?.begins ?? 0) times")
        navigationController.pushViewController(stack.popped, animated: true)
        run.device.runUntilIdle()
        run.expect(stack.pushes.completions == [true] && stack.pops.completions.isEmpty,
                   "transpec played for a screen it does not serve: pushes \(stack.pushes.completions), pops \(stack.pops.completions)")
        run.expect(run.appNavigation?.count("didShow") == 4, "the app's delegate heard \(run.appNavigation?.log ?? [])")
        record(stack, stack.popped, over: stack.pushed, plan: Pop.navigation.plan)
        run.compare(play: "pop")
        run.startRecording(at: run.nextVsync)
        navigationController.popViewController(animated: true)
        run.device.runUntilIdle()
        run.expect(navigationController.topViewController === stack.pushed, "the pop did not happen")
        run.expect(stack.pops.completions == [true], "\(popName) did not pop its screen: \(stack.pops.completions)")
        withExtendedLifetime((stack.pushDelegate, stack.popDelegate)) { run.finish() }
    }
}
