@_spi(UIKitModel) @_spi(SwiftUIModel) import SwiftUI
import TranspecRuntime
import TranspecSwiftUI
import TranspecUIKit

/// Pushes and pops in a SwiftUI `NavigationStack` with the spec's motion
/// (`transpecNavigationTransition`): from the path, and a pop by drag; the
/// path follows. Every frame is compared with `transpec simulate`.
@MainActor
struct StackScenarios {
    /// The stack the app builds: a NavigationStack with a path, or a
    /// stack-style NavigationView pushed by a destination link.
    enum Container { case navigationStack, navigationView }
    var container = Container.navigationStack

    func runAll() {
        pushWhenThePathGrows()
        popWhenThePathShrinks()
        for kind in [DragKind.complete, .cancel, .regrab] { popByDrag(kind) }
    }

    /// The NavigationView app: a push by its link, and pops by drag.
    func runNavigationView() {
        pushByLink()
        for kind in [DragKind.complete, .cancel] { popByDrag(kind) }
    }

    private func pushByLink() {
        let (run, _) = pushByTappingOpen("NavigationView: push by link")
        run.finish()
    }

    private func pushWhenThePathGrows() {
        let (run, navigation) = pushByTappingOpen("push when the path grows")
        run.expect(rootTexts(navigation).first == "depth 1", "the root shows \(rootTexts(navigation))")
        run.finish()
    }

    /// Records the push a tap on the root's "Open" makes, compared with
    /// `simulate`, and checks the screen it leaves on top.
    private func pushByTappingOpen(_ scenario: String) -> (ScenarioRun, UINavigationController) {
        let (run, _, navigation, _, _) = setUp("StackPush", scenario, plan: StackPushTransition.navigation.plan)
        run.compare(play: "push")
        run.startRecording(at: run.nextVsync)
        // SwiftUI pushes in the update that follows the tap: the screen is
        // the pushed one from then on.
        navigation.viewControllers.first?.modelTap("Open")
        run.device.runUntilIdle()
        run.expect(navigation.viewControllers.count == 2, "\(navigation.viewControllers.count) screens on the stack")
        run.expect(navigation.topViewController?.modelTexts.first == "screen 1", "the top shows \(navigation.topViewController?.modelTexts ?? [])")
        return (run, navigation)
    }

    private func popWhenThePathShrinks() {
        let (run, _, navigation, _, _) = setUp("StackPop", "pop when the path shrinks", plan: StackPopTransition.navigation.plan, pushed: true)
        run.compare(play: "pop")
        run.startRecording(at: run.nextVsync)
        let tapped = navigation.topViewController?.modelTap("Back") ?? false
        run.device.runUntilIdle()
        run.expect(tapped, "the pushed screen has no Back button")
        run.expect(navigation.viewControllers.count == 1, "\(navigation.viewControllers.count) screens on the stack")
        run.expect(rootTexts(navigation).first == "depth 0", "the root shows \(rootTexts(navigation))")
        run.finish()
    }

    private func popByDrag(_ kind: DragKind) {
        let plan = StackPopTransition.navigation.plan
        let title = (container == .navigationView ? "NavigationView: " : "") + "pop by drag: \(kind.rawValue)"
        let (run, _, navigation, _, log) = setUp("StackPop", title, plan: plan, pushed: true)
        guard let gesture = plan.gesture else { return run.finish() }
        let direction = plan.edge.direction()
        let start = CGPoint(x: direction.dx > 0 ? 200 : run.device.window.bounds.width - 60, y: 500)
        (log.heardProgress, log.heardTriggers, log.heardCompletions) = ([], [], [])
        run.play(kind.drags(plan: plan, start: start, gesture: gesture), motion: plan.motion)
        let completed = navigation.viewControllers.count == 1
        run.report.outcome = completed ? "completed" : "cancelled"
        // The app's onTranspec… modifiers heard what the callbacks (compared
        // with simulate) heard; the trigger's haptic is in the report.
        let progress = run.report.progressReports.map(\.value)
        run.expect(!progress.isEmpty && log.heardProgress == progress,
                   "onTranspecProgress heard \(log.heardProgress.count) values, the callbacks \(progress.count)")
        let triggers = run.report.crossings.compactMap { crossing in crossing.trigger.map { "\($0) \(crossing.direction)" } }
        run.expect(log.heardTriggers == triggers, "onTranspecTrigger heard \(log.heardTriggers), the callbacks \(triggers)")
        run.expect(log.heardCompletions == run.report.completions,
                   "onTranspecCompletion heard \(log.heardCompletions), the callbacks \(run.report.completions)")
        if container == .navigationStack {
            run.expect(rootTexts(navigation).first == (completed ? "depth 0" : "depth 1"),
                       "\(run.report.outcome ?? ""): the root shows \(rootTexts(navigation))")
        }
        run.expect(kind == .regrab || completed == (kind == .complete), "the \(kind.rawValue) drag \(completed ? "popped" : "kept") the screen")
        run.finish()
    }

    private func rootTexts(_ navigation: UINavigationController) -> [String] {
        navigation.viewControllers.first?.modelTexts ?? []
    }

    /// The stack app in the window, its screen pushed (unrecorded) when `pushed`.
    private func setUp(
        _ transition: String, _ scenario: String, plan: TransitionPlan, pushed: Bool = false
    ) -> (ScenarioRun, UIViewController, UINavigationController, Moving, AppLog) {
        let plan = ScenarioRun.played(plan)
        let run = ScenarioRun(transition: transition, scenario: scenario)
        let log = AppLog()
        run.listen(to: &log.callbacks)
        let host: UIViewController = container == .navigationStack
            ? UIHostingController(rootView: StackApp(log: log)) : UIHostingController(rootView: ViewStackApp(log: log))
        let window = run.device.window
        window.rootViewController = host
        run.device.runUntilIdle()
        let navigation = host.children.compactMap { $0 as? UINavigationController }.first ?? UINavigationController(nibName: nil, bundle: nil)
        if pushed {
            navigation.viewControllers.first?.modelTap("Open")
            run.device.runUntilIdle()
        }
        let moving = Moving(navigation: navigation)
        moving.popped = pushed ? navigation.topViewController : nil
        let root = navigation.viewControllers.first
        let rest = navigation.view.convert(navigation.view.bounds, to: nil)
        run.subject = RecordedSubject(
            moving: { moving.screen?.view },
            rest: rest, direction: plan.edge.direction(),
            dimming: { [weak root] in
                RecordedSubject.stageDimming(
                    under: moving.screen?.view, screens: [moving.screen?.view, root?.view].compactMap { $0 })
            },
            elements: [], sharedSource: nil, window: window, recordsScreenAlpha: plan.motion.fadesScreen)
        return (run, host, navigation, moving, log)
    }

    /// The screen that moves: the one a pop takes off, or the one pushed
    /// above the root (once SwiftUI pushed it).
    @MainActor final class Moving {
        weak var navigation: UINavigationController?
        weak var popped: UIViewController?

        init(navigation: UINavigationController) {
            self.navigation = navigation
        }

        var screen: UIViewController? {
            popped ?? navigation.flatMap { $0.viewControllers.count > 1 ? $0.viewControllers.last : nil }
        }
    }
}
