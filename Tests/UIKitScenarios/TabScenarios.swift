@_spi(UIKitModel) import UIKit
import TranspecRuntime
import TranspecUIKit

/// Every scenario of one tab switch: drags that complete, cancel, flick
/// back and grab again; a selection from code (instant, as in UIKit); and a
/// drag past the last tab. A tab bar makes the final frame differ from the
/// container. Each records the shared element's snapshot, its ends lent by
/// either tab.
@MainActor
struct TabScenarios<Switch: TabSwitchDefinition, Delegate: NSObject & ReportsTransitions & KeepsAppTabDelegate> {
    let name: String
    let makeDelegate: @MainActor (UITabBarController) -> Delegate
    let makeScreen: @MainActor () -> ScenarioScreen

    var tabSwitch: TabSwitch { Switch.tabSwitch }
    /// A tab bar at the bottom: the content, and so the final frame, ends above it.
    static var barInsets: UIEdgeInsets { UIEdgeInsets(top: 0, left: 0, bottom: 83, right: 0) }

    /// Under Reduce Motion: drags that complete and cancel.
    func runReduceMotion() {
        for kind in [DragKind.complete, .cancel] { byDrag(kind) }
    }

    func runAll() {
        for kind in DragKind.allCases { byDrag(kind) }
        byDrag(.complete, rightToLeft: true)
        fromCode()
        pastTheLastTab()
        if makeScreen().hasScrollView { scrollViewGate() }
        tapsReachTheAppsDelegate()
        appDelegateSetAfter()
        appDelegateBackOnceReleased()
    }

    /// The app's own delegate is on the tab bar controller before the
    /// transition unless `appDelegateAfter`.
    private func setUp(
        _ scenario: String, selected: Int = 1, rightToLeft: Bool = false, appDelegateAfter: Bool = false
    ) -> (ScenarioRun, UITabBarController, Delegate, [ScenarioScreen]) {
        let run = ScenarioRun(transition: name, scenario: scenario)
        let tabs = UITabBarController(nibName: nil, bundle: nil)
        let screens = (0..<3).map { _ in makeScreen() }
        tabs.viewControllers = screens
        tabs.modelContentInsets = Self.barInsets
        tabs.selectedIndex = selected
        run.device.window.rootViewController = tabs
        if rightToLeft { run.layOutRightToLeft() }
        let app = AppTabDelegate()
        run.appTabs = app
        if !appDelegateAfter { tabs.delegate = app }
        let delegate = makeDelegate(tabs)
        if appDelegateAfter { tabs.delegate = app }
        var callbacks = delegate.callbacks
        run.listen(to: &callbacks)
        delegate.callbacks = callbacks
        run.device.runUntilIdle()
        let moving = screens[selected]
        let arriving = screens[min(max(selected + tabSwitch.step, 0), screens.count - 1)]
        arriving.loadViewIfNeededForScenario()
        let plan = ScenarioRun.played(tabSwitch.plan)
        let window = run.device.window
        let rest = window.bounds.inset(by: Self.barInsets)
        let direction = plan.edge.direction(rightToLeft: rightToLeft)
        let shared = plan.motion.sharedElement
        // The selected tab's elements, and those the one it leaves lends
        // (`from: source`); past the last tab there is none to select.
        func view(_ name: String) -> UIView? { ScenarioScreen.elementView(name, on: arriving, other: moving) }
        run.subject = RecordedSubject(
            moving: { [weak moving] in moving?.view },
            rest: rest, direction: direction,
            dimming: { [weak moving] in
                RecordedSubject.stageDimming(under: moving?.view, screens: screens.map(\.view))
            },
            elements: RecordedSubject.elements(of: plan.motion, views: view),
            sharedSource: shared.flatMap { view($0.source) }, window: window,
            recordsScreenAlpha: plan.motion.fadesScreen || shared.map { !$0.flies(without: Set(ScenarioRun.missingViews)) } ?? false)
        if plan.motion.fadesScreen {
            // Reduce Motion's fade: the new tab rests, opaque, under the old one.
            run.frameChecks.append { [weak arriving] in
                guard let view = arriving?.view, view.window != nil else { return nil }
                let alpha = sequence(first: view, next: \.superview).reduce(CGFloat(1)) { $0 * $1.alpha }
                return alpha < 1 - 1e-9 ? "the arriving tab is not opaque under Reduce Motion" : nil
            }
        }
        // One strip carries both tabs a container width for progress 1: the
        // tab left rests in the content area at progress 0, the new one a
        // width back from it (it is not in the window yet).
        let width = Double(window.bounds.width)
        run.recordSharedEnds(
            of: plan.motion, views: view,
            screens: [
                ScreenPlacement(view: moving.view, rest: rest, offset: { plan.offset(atDisplacement: $0, travel: width) }, rides: true),
                ScreenPlacement(view: arriving.view, rest: rest, offset: { plan.offset(atDisplacement: $0, travel: width) - width }, rides: true),
            ],
            startOffset: plan.offset(atDisplacement: 0, travel: width), direction: direction)
        return (run, tabs, delegate, screens)
    }

    private func dragStart(window: UIWindow, rightToLeft: Bool = false) -> CGPoint {
        CGPoint(x: tabSwitch.plan.edge.direction(rightToLeft: rightToLeft).dx < 0 ? window.bounds.width - 60 : 60, y: 500)
    }

    private func byDrag(_ kind: DragKind, rightToLeft: Bool = false) {
        let layout = rightToLeft ? ", right to left" : ""
        let (run, tabs, delegate, _) = setUp("drag\(layout): \(kind.rawValue)", rightToLeft: rightToLeft)
        let start = dragStart(window: run.device.window, rightToLeft: rightToLeft)
        var drags = kind.drags(plan: tabSwitch.plan, start: start, gesture: .pan, regrab: start)
        if rightToLeft { drags = drags.map { $0.mirroredAround(start) } }
        run.play(drags, motion: tabSwitch.plan.motion, rightToLeft: rightToLeft)
        run.report.outcome = tabs.selectedIndex == 1 + tabSwitch.step ? "completed" : "cancelled"
        run.expect(tabs.selectedIndex == 1 || tabs.selectedIndex == 1 + tabSwitch.step, "selected tab \(tabs.selectedIndex)")
        // A drag is no tap on the tab bar: the app's delegate hears nothing.
        run.expect(run.appTabs?.log == [], "the app's delegate heard \(run.appTabs?.log ?? [])")
        withExtendedLifetime(delegate) { run.finish() }
    }

    /// Selecting a tab in code switches at once: no transition plays.
    private func fromCode() {
        let (run, tabs, delegate, _) = setUp("selected from code")
        run.startRecording(at: run.nextVsync)
        tabs.selectedIndex = 1 + tabSwitch.step
        run.device.runUntilIdle()
        run.expect(tabs.selectedIndex == 1 + tabSwitch.step, "the tab was not selected")
        run.expect(!run.report.frames.contains { $0.inTransition }, "a selection from code animated")
        withExtendedLifetime(delegate) { run.finish() }
    }

    /// A tab behind horizontally scrollable content: scrolled into the
    /// middle, a drag scrolls it; with nothing to scroll sideways, it switches.
    private func scrollViewGate() {
        let (run, tabs, delegate, screens) = setUp("drag behind a scroll view")
        let scrollView = screens[1].scrollView
        let width = scrollView.bounds.width
        scrollView.contentSize = CGSize(width: width * 3, height: scrollView.contentSize.height)
        scrollView.contentOffset = CGPoint(x: width, y: 0)
        let start = dragStart(window: run.device.window)
        for drag in DragKind.complete.drags(plan: tabSwitch.plan, start: start, gesture: .pan) {
            drag.perform(on: run.device, origin: run.nextVsync)
        }
        run.device.runUntilIdle()
        run.expect(tabs.selectedIndex == 1, "a drag on scrolled content switched tabs")
        run.expect(abs(scrollView.contentOffset.x - width) > 1, "the scroll view did not scroll")
        scrollView.contentSize = CGSize(width: width, height: scrollView.contentSize.height)
        scrollView.contentOffset = .zero
        let drags = DragKind.complete.drags(plan: tabSwitch.plan, start: start, gesture: .pan)
        run.play(drags, motion: tabSwitch.plan.motion)
        run.report.outcome = tabs.selectedIndex == 1 + tabSwitch.step ? "completed" : "cancelled"
        withExtendedLifetime(delegate) { run.finish() }
    }

    /// At the last tab in the switch's direction, a drag selects nothing.
    private func pastTheLastTab() {
        let last = tabSwitch.step > 0 ? 2 : 0
        let (run, tabs, delegate, _) = setUp("drag past the last tab", selected: last)
        for drag in DragKind.complete.drags(plan: tabSwitch.plan, start: dragStart(window: run.device.window), gesture: .pan) {
            drag.perform(on: run.device, origin: run.nextVsync)
        }
        run.device.runUntilIdle()
        run.expect(tabs.selectedIndex == last, "a drag past the last tab selected \(tabs.selectedIndex)")
        withExtendedLifetime(delegate) { run.finish() }
    }
}

extension TabScenarios {
    /// Taps on the tab bar reach the app's delegate: it is asked, and may
    /// refuse; an allowed tap switches at once and is reported.
    private func tapsReachTheAppsDelegate() {
        let (run, tabs, delegate, _) = setUp("taps reach the app's delegate")
        let app = run.appTabs
        tabs.modelUserSelect(2)
        run.device.runUntilIdle()
        run.expect(tabs.selectedIndex == 2, "an allowed tap did not select the tab")
        app?.allowsSelection = false
        tabs.modelUserSelect(0)
        run.device.runUntilIdle()
        run.expect(tabs.selectedIndex == 2, "a tap the app's delegate refused selected the tab")
        run.expect(app?.log == ["shouldSelect 2", "didSelect 2", "shouldSelect 0"], "the app's delegate heard \(app?.log ?? [])")
        withExtendedLifetime(delegate) { run.finish() }
    }

    /// The app sets its own delegate after the transition: the next drag
    /// takes the tab bar controller's delegate back, plays what simulate
    /// prints, and taps still reach the app's delegate.
    private func appDelegateSetAfter() {
        let (run, tabs, delegate, _) = setUp("drag with the app's delegate set after", appDelegateAfter: true)
        let app = run.appTabs
        run.expect(tabs.delegate === app, "the app's delegate is not the tab bar controller's")
        let start = dragStart(window: run.device.window)
        run.play(DragKind.complete.drags(plan: tabSwitch.plan, start: start, gesture: .pan), motion: tabSwitch.plan.motion)
        run.report.outcome = tabs.selectedIndex == 1 + tabSwitch.step ? "completed" : "cancelled"
        run.expect(tabs.delegate !== app && tabs.delegate != nil, "the drag did not take the tab bar controller's delegate back")
        run.expect(delegate.appDelegate === app, "the app's delegate was not kept")
        run.stopRecording()
        tabs.modelUserSelect(1)
        run.device.runUntilIdle()
        run.expect(app?.log == ["shouldSelect 1", "didSelect 1"], "the app's delegate heard \(app?.log ?? [])")
        withExtendedLifetime(delegate) { run.finish() }
    }

    /// The transition released: the app's delegate is the tab bar
    /// controller's again and the transition's pan is off its view.
    private func appDelegateBackOnceReleased() {
        weak var released: Delegate?
        var recognizers = 0
        let (run, tabs) = {
            let (run, tabs, delegate, _) = setUp("the app's delegate back once the transition is released")
            recognizers = tabs.view.gestureRecognizers?.count ?? 0
            released = delegate
            return (run, tabs)
        }()
        run.expect(released == nil, "the transition was not released")
        run.expect(tabs.delegate === run.appTabs, "the app's delegate is not the tab bar controller's again")
        let pans = recognizers - (tabs.view.gestureRecognizers?.count ?? 0)
        run.expect(pans == 1, "\(pans) recognizers left the view, not the transition's pan")
        tabs.modelUserSelect(0)
        run.device.runUntilIdle()
        run.expect(tabs.selectedIndex == 0 && run.appTabs?.log == ["shouldSelect 0", "didSelect 0"],
                   "the app's delegate heard \(run.appTabs?.log ?? [])")
        run.finish()
    }
}
