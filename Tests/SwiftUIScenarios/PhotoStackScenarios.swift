@_spi(UIKitModel) @_spi(SwiftUIModel) import SwiftUI
import TranspecRuntime
import TranspecSwiftUI
import TranspecUIKit

/// A SwiftUI NavigationStack whose screens lend their `.transpecElement`
/// views to a push and a pop: the row's photo flies into the pushed
/// screen's and back, the caption fades, with no screen adopting a
/// protocol. Every frame, the flight's included, is compared with
/// `transpec simulate` by the test.
@MainActor
struct PhotoStackScenarios {
    var container = StackScenarios.Container.navigationStack
    /// The app whose photo screen declares its own pop (`transpecNavigationPop`) and whose
    /// settings screen declares none, instead of the stack installing the push and pop.
    var screenPops = false
    private var prefix: String {
        screenPops ? "screen's pop: " : container == .navigationView ? "NavigationView: " : ""
    }

    func runAll() {
        pushWhenThePathGrows()
        popWhenThePathShrinks()
        for kind in [DragKind.complete, .cancel, .regrab] { popByDrag(kind) }
        // A required element no view marks: the push plays without it, and says so once.
        pushWhenThePathGrows(marksCaption: false)
        // The row photo scrolled away before the pop: optional there, the photo fades, nothing is said.
        ScenarioRun.missingViews = ["rowPhoto"]
        popByDrag(.complete)
        ScenarioRun.missingViews = []
    }

    /// The app whose screens choose their pops: the photo screen's plays
    /// PhotoPop, the settings screen keeps UIKit's.
    func runScreenPops() {
        popWhenThePathShrinks()
        for kind in [DragKind.complete, .cancel] { popByDrag(kind) }
        aScreenWithoutItKeepsUIKitsPop()
    }

    /// The NavigationView app: a push by its link, and pops by drag.
    func runNavigationView() {
        pushWhenThePathGrows()
        for kind in [DragKind.complete, .cancel] { popByDrag(kind) }
    }

    private func pushWhenThePathGrows(marksCaption: Bool = true) {
        let plan = ScenarioRun.played(PhotoPushTransition.navigation.plan)
        let title = (container == .navigationView ? "push by link" : "push when the path grows")
            + (marksCaption ? "" : ", no caption marked")
        let (run, navigation, _) = setUp("PhotoPush", "\(prefix)elements: \(title)", plan: plan, marksCaption: marksCaption)
        run.compare(play: "push")
        run.startRecording(at: run.nextVsync)
        navigation.viewControllers.first?.modelTap("Open")
        run.device.runUntilIdle()
        run.expect(navigation.viewControllers.count == 2, "\(navigation.viewControllers.count) screens on the stack")
        checkLayout(run, navigation, marksCaption: marksCaption)
        recordEnds(run, navigation, plan: plan)
        run.finish()
    }

    private func popWhenThePathShrinks() {
        let plan = ScenarioRun.played(PhotoPopTransition.navigation.plan)
        let (run, navigation, _) = setUp("PhotoPop", "\(prefix)elements: pop when the path shrinks", plan: plan, pushed: true)
        checkLayout(run, navigation)
        recordEnds(run, navigation, plan: plan)
        run.compare(play: "pop")
        run.startRecording(at: run.nextVsync)
        let tapped = navigation.topViewController?.modelTap("Back") ?? false
        run.device.runUntilIdle()
        run.expect(tapped, "the pushed screen has no Back button")
        run.expect(navigation.viewControllers.count == 1, "\(navigation.viewControllers.count) screens on the stack")
        run.finish()
    }

    private func popByDrag(_ kind: DragKind) {
        let plan = ScenarioRun.played(PhotoPopTransition.navigation.plan)
        let (run, navigation, _) = setUp("PhotoPop", "\(prefix)elements: pop by drag: \(kind.rawValue)", plan: plan, pushed: true)
        checkLayout(run, navigation)
        recordEnds(run, navigation, plan: plan)
        guard let gesture = plan.gesture else { return run.finish() }
        let start = CGPoint(x: 200, y: 700)
        run.play(kind.drags(plan: plan, start: start, gesture: gesture), motion: plan.motion)
        let completed = navigation.viewControllers.count == 1
        run.report.outcome = completed ? "completed" : "cancelled"
        run.expect(kind == .regrab || completed == (kind == .complete), "the \(kind.rawValue) drag \(completed ? "popped" : "kept") the screen")
        run.finish()
    }

    /// The settings screen, pushed over the photo screen, declares no pop:
    /// UIKit pushes it and pops it, by the back swipe and from code, with
    /// its own transitions (the photo pop's drag refuses to begin there, so
    /// the swipe may). Then the photo screen pops with PhotoPop from code.
    /// Every push is UIKit's: none is installed.
    private func aScreenWithoutItKeepsUIKitsPop() {
        let plan = ScenarioRun.played(PhotoPopTransition.navigation.plan)
        let (run, navigation, _) = setUp(
            "PhotoPop", "\(prefix)a screen without it: UIKit's pop and back swipe", plan: plan, pushed: true)
        let swipes = BackSwipeWatch(navigation)
        run.startRecording(at: run.nextVsync)
        let photo = navigation.topViewController
        photo?.modelTap("Settings")
        run.device.runUntilIdle()
        run.expect(navigation.topViewController?.modelTexts.first == "settings", "the settings screen was not pushed")
        backSwipe(on: run.device)
        run.expect(navigation.topViewController === photo, "the back swipe did not pop the settings screen")
        run.expect(swipes.begins == 1, "the back swipe began \(swipes.begins) times")
        // The path followed the swipe: the same button pushes again.
        photo?.modelTap("Settings")
        run.device.runUntilIdle()
        navigation.topViewController?.modelTap("Back")
        run.device.runUntilIdle()
        run.expect(navigation.topViewController === photo, "the settings' Back did not pop to the photo screen")
        run.expect(run.report.completions.isEmpty && run.report.progressReports.isEmpty,
                   "transpec played for a screen that did not ask: completed \(run.report.completions)")
        photo?.modelTap("Back")
        run.device.runUntilIdle()
        run.expect(navigation.viewControllers.count == 1 && run.report.completions == [true],
                   "the photo screen's pop: \(navigation.viewControllers.count) screens, completed \(run.report.completions)")
        run.finish()
    }

    // MARK: Views and layout

    /// The markers are where the app's layout puts its views, each in its screen.
    private func checkLayout(_ run: ScenarioRun, _ navigation: UINavigationController, marksCaption: Bool = true) {
        let screens = navigation.viewControllers
        run.expect(screens.count == 2, "\(screens.count) screens on the stack")
        guard screens.count == 2 else { return }
        let expected = [
            ("rowPhoto", screens[0], PhotoStackLayout.rowPhoto), ("photo", screens[1], PhotoStackLayout.photo),
        ] + (marksCaption ? [("caption", screens[1], PhotoStackLayout.caption)] : [])
        for (name, screen, rect) in expected where !ScenarioRun.missingViews.contains(name) {
            let shown = markedView(name, onScreens: [screen]).map { $0.convert($0.bounds, to: screen.view) }
            run.expect(shown == rect, "\(name)'s marker is at \(shown.map { "\($0)" } ?? "nowhere") on its screen, the app puts it at \(rect)")
        }
    }

    /// The flight's ends, measured on the laid-out screens as the UIKit scenarios do.
    private func recordEnds(_ run: ScenarioRun, _ navigation: UINavigationController, plan: TransitionPlan) {
        let screens = navigation.viewControllers
        guard screens.count == 2 else { return }
        let rest = navigation.view.convert(navigation.view.bounds, to: nil)
        let travel = plan.travel.resolve(containerExtent: ContainerSize(run.device.window.bounds.size).extent(along: plan.edge))
        run.recordSharedEnds(
            of: plan.motion, views: { markedView($0, onScreens: screens) },
            screens: [
                ScreenPlacement(view: screens[1].view, rest: rest, offset: { plan.offset(atDisplacement: $0, travel: travel) }, rides: true),
                ScreenPlacement(view: screens[0].view, rest: rest, offset: { _ in 0 }, rides: false),
            ],
            startOffset: plan.offset(atDisplacement: 0, travel: travel), direction: plan.edge.direction())
    }

    // MARK: Set-up

    /// The app in the window, its photo screen pushed (unrecorded) when `pushed`.
    private func setUp(
        _ transition: String, _ scenario: String, plan: TransitionPlan, pushed: Bool = false, marksCaption: Bool = true
    ) -> (ScenarioRun, UINavigationController, AppLog) {
        let run = ScenarioRun(transition: transition, scenario: scenario)
        let log = AppLog()
        run.listen(to: &log.callbacks)
        let host: UIViewController = screenPops ? UIHostingController(rootView: ScreenPopApp(log: log))
            : container == .navigationStack
            ? UIHostingController(rootView: PhotoStackApp(log: log, marksCaption: marksCaption)) : UIHostingController(rootView: ViewPhotoStackApp(log: log))
        let window = run.device.window
        window.rootViewController = host
        // Each screen is on screen for a frame before a person touches it:
        // its photo has been rendered when the flight snapshots it.
        run.device.advance(frames: 1)
        run.device.runUntilIdle()
        let navigation = host.children.compactMap { $0 as? UINavigationController }.first ?? UINavigationController(nibName: nil, bundle: nil)
        if pushed {
            navigation.viewControllers.first?.modelTap("Open")
            run.device.runUntilIdle()
            if ScenarioRun.missingViews.contains("rowPhoto") {
                navigation.topViewController?.modelTap("Hide row photo")
                run.device.runUntilIdle()
            }
            run.device.advance(frames: 1)
        }
        let moving = StackScenarios.Moving(navigation: navigation)
        moving.popped = pushed ? navigation.topViewController : nil
        let root = navigation.viewControllers.first
        // The screens the elements are on: the pushed one is made by SwiftUI
        // during the push, so each frame looks again (and keeps what it found).
        var screens = navigation.viewControllers
        run.subject = RecordedSubject(
            moving: { moving.screen?.view },
            rest: navigation.view.convert(navigation.view.bounds, to: nil), direction: plan.edge.direction(),
            dimming: { [weak root] in
                RecordedSubject.stageDimming(
                    under: moving.screen?.view, screens: [moving.screen?.view, root?.view].compactMap { $0 })
            },
            elements: [], sharedSource: nil, window: window,
            recordsScreenAlpha: plan.motion.fadesScreen
                || plan.motion.sharedElement.map { !$0.flies(without: Set(ScenarioRun.missingViews)) } ?? false,
            lateViews: {
                if let pushed = moving.screen, !screens.contains(where: { $0 === pushed }) { screens.append(pushed) }
                let find = { (name: String) in markedView(name, onScreens: screens) }
                return (RecordedSubject.elements(of: plan.motion, views: find), plan.motion.sharedElement.flatMap { find($0.source) })
            })
        return (run, navigation, log)
    }
}
