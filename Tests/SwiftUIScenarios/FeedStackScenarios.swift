@_spi(UIKitModel) @_spi(SwiftUIModel) import SwiftUI
import TranspecRuntime
import TranspecSwiftUI
import TranspecUIKit

/// A feed pushed in a SwiftUI NavigationStack and popped by a pull down
/// (FeedPop, `scrollView: required`): at its top the pull pops it, every
/// frame compared with `transpec simulate`; scrolled down, the pull scrolls.
@MainActor
struct FeedStackScenarios {
    let name = "FeedPop"
    var plan: TransitionPlan { ScenarioRun.played(FeedPopTransition.navigation.plan) }

    func runAll() {
        for kind in [DragKind.complete, .cancel] { pullAtTheTop(kind) }
        dragOnScrolledContentScrolls()
    }

    private func pullAtTheTop(_ kind: DragKind) {
        let (run, navigation) = setUp("feed stack: pull at the top: \(kind.rawValue)")
        run.play(kind.drags(plan: plan, start: dragStart, gesture: .pan), motion: plan.motion)
        let popped = navigation.viewControllers.count == 1
        run.report.outcome = popped ? "completed" : "cancelled"
        run.expect(popped == (kind == .complete), "the \(kind.rawValue) pull \(popped ? "popped" : "kept") the feed")
        run.expect(navigation.viewControllers.first?.modelTexts.first == (popped ? "depth 0" : "depth 1"),
                   "the root shows \(navigation.viewControllers.first?.modelTexts ?? [])")
        run.finish()
    }

    /// Scrolled down, the pull scrolls the feed by the finger's travel and
    /// pops nothing; back at the top, the same pull pops it.
    private func dragOnScrolledContentScrolls() {
        let (run, navigation) = setUp("feed stack: scrolled down, a drag scrolls; at the top it pops")
        guard let scrollView = navigation.topViewController.flatMap({ scrollView(in: $0.view) }) else {
            run.expect(false, "the pushed feed shows no scroll view")
            return run.finish()
        }
        run.expect(scrollView.contentSize == CGSize(width: run.device.window.bounds.width, height: FeedLayout.contentHeight),
                   "the feed's content size is \(scrollView.contentSize)")
        scrollView.contentOffset = CGPoint(x: 0, y: 1000)
        let drags = DragKind.complete.drags(plan: plan, start: dragStart, gesture: .pan)
        for drag in drags { drag.perform(on: run.device, origin: run.nextVsync) }
        run.device.runUntilIdle()
        let dragged = drags.reduce(0) { $0 + $1.by.dy }
        run.expect(navigation.viewControllers.count == 2, "a drag on scrolled content popped the feed")
        run.expect(abs(scrollView.contentOffset.y - (1000 - dragged)) < 1,
                   "the feed scrolled to \(scrollView.contentOffset.y), the finger moved \(dragged)")
        run.expect(run.report.progressReports.isEmpty, "the pop moved: \(run.report.progressReports.count) progress reports")
        scrollView.contentOffset = .zero
        run.play(DragKind.complete.drags(plan: plan, start: dragStart, gesture: .pan), motion: plan.motion)
        run.report.outcome = navigation.viewControllers.count == 1 ? "completed" : "cancelled"
        run.expect(navigation.viewControllers.count == 1, "at the top, the pull did not pop the feed")
        run.finish()
    }

    private var dragStart: CGPoint { CGPoint(x: 195, y: 200) }

    /// The app in the window with its feed pushed (unrecorded, UIKit's own push).
    private func setUp(_ scenario: String) -> (ScenarioRun, UINavigationController) {
        let run = ScenarioRun(transition: name, scenario: scenario)
        let log = AppLog()
        run.listen(to: &log.callbacks)
        let host = UIHostingController(rootView: FeedStackApp(log: log))
        let window = run.device.window
        window.rootViewController = host
        run.device.runUntilIdle()
        let navigation = host.children.compactMap { $0 as? UINavigationController }.first ?? UINavigationController(nibName: nil, bundle: nil)
        navigation.viewControllers.first?.modelTap("Open feed")
        run.device.runUntilIdle()
        run.expect(navigation.viewControllers.count == 2, "the feed was not pushed")
        let feed = navigation.topViewController
        let root = navigation.viewControllers.first
        run.subject = RecordedSubject(
            moving: { [weak feed] in feed?.view },
            rest: navigation.view.convert(navigation.view.bounds, to: nil), direction: plan.edge.direction(),
            dimming: { [weak feed, weak root] in
                RecordedSubject.stageDimming(under: feed?.view, screens: [feed?.view, root?.view].compactMap { $0 })
            },
            elements: [], sharedSource: nil, window: window, recordsScreenAlpha: plan.motion.fadesScreen)
        return (run, navigation)
    }
}
