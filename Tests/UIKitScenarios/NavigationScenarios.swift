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
    /// A pop paired with a push: the push transition's name, which
    /// `simulate gesture` takes for a drag that pushes.
    var pushName: String? = nil
    let makeDelegate: @MainActor (UINavigationController, (@MainActor () -> UIViewController?)?) -> NavigationTransitionDelegate<Definition>
    let makeScreen: @MainActor () -> ScenarioScreen

    var navigation: NavigationTransition { Definition.navigation }
    var isPush: Bool { navigation.operation == .push }
    var operationName: String { isPush ? "push" : "pop" }
    /// An opaque navigation bar: the content, and so the final frame, sits below it.
    static var barInsets: UIEdgeInsets { UIEdgeInsets(top: 100, left: 0, bottom: 0, right: 0) }

    /// Under Reduce Motion: from code, and drags.
    func runReduceMotion() {
        fromCode()
        if let gesture = navigation.plan.gesture {
            for kind in [DragKind.complete, .regrab] { byDrag(kind, gesture: gesture) }
        }
    }

    func runAll() {
        fromCode()
        if let gesture = navigation.plan.gesture {
            for kind in DragKind.allCases { byDrag(kind, gesture: gesture) }
            // Each further drag of a `gesture:` list plays the same motion its own way.
            for index in 1..<max(1, navigation.plan.gestureCount) {
                for kind in [DragKind.complete, .cancel, .regrab] { byOtherGesture(index, kind) }
            }
            for kind in [DragKind.complete, .regrab] { byDrag(kind, gesture: gesture, rightToLeft: true) }
            if navigation.plan.motion.directions == .any {
                for kind in FreeDragKind.allCases { byFreeDrag(kind) }
            }
            nothingToDoThenDrag(gesture: gesture)
            againAfterACancelledDrag(gesture: gesture)
            if makeScreen().hasScrollView { scrollViewGate() }
            appDelegateSetAfter(gesture: gesture)
        } else {
            appDelegateSetAfterWithoutADrag()
        }
        if isPush || navigation.plan.gesture == nil { backSwipeWhereNoTranspecPopPlays() }
        screenItDoesNotServe()
        if let push = navigation.pairedPush {
            pairedPushFromCode(push)
            if push.gesture != nil {
                for kind in [DragKind.complete, .cancel, .regrab] { pairedPushByDrag(push, kind) }
            }
        }
        if !isPush, navigation.plan.gesture == .pan, makeScreen().hasScrollView { backSwipeOverScrolledContent() }
        for rightToLeft in [false, true] { backSwipeOnceReleased(rightToLeft: rightToLeft) }
    }

    /// A transpec pop that follows a drag takes the back swipe: one pop
    /// starts, transpec's, and the system swipe never begins. The app's
    /// delegate hears that one pop (or push).
    private func expectOneTransition(_ run: ScenarioRun, completed: Bool) {
        guard let app = run.appNavigation else { return }
        run.expect(app.count("willShow") == 1 && app.count("didShow") == (completed ? 1 : 0),
                   "the app's delegate heard \(app.log), not one \(operationName)")
        run.expect(run.backSwipes?.begins == 0, "the system back swipe began \(run.backSwipes?.begins ?? 0) times")
    }

    /// A navigation controller showing the screen (pop) or its root, ready
    /// to push the screen (push) when the delegate asks `offer` for one. The
    /// root is a plain controller, or another of the scenario's screens.
    /// The app's own delegate is on the navigation controller before the
    /// transition unless `appDelegateAfter`.
    private func setUp(
        _ scenario: String, rightToLeft: Bool = false, screenAtRoot: Bool = false, appDelegateAfter: Bool = false,
        playing: TransitionPlan? = nil
    ) -> (
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
        // The plan the scenario plays: the transition's, or a pair's push.
        let played = playing ?? navigation.plan
        let pushes = played.movement == .arrival
        if pushes { pushing = { offer.take() } }
        let app = AppNavigationDelegate()
        run.appNavigation = app
        run.backSwipes = BackSwipeWatch(navigationController)
        if !appDelegateAfter { navigationController.delegate = app }
        let delegate = makeDelegate(navigationController, pushing)
        if appDelegateAfter { navigationController.delegate = app }
        run.listen(to: &delegate.callbacks)
        if !pushes { navigationController.setViewControllers([root, screen], animated: false) }
        run.device.runUntilIdle()
        let plan = ScenarioRun.played(played)
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
            recordsScreenAlpha: plan.motion.fadesScreen || shared.map { !$0.flies(without: Set(ScenarioRun.missingViews)) } ?? false)
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

    /// Pushes or pops `screen` from code, recorded and compared with
    /// `simulate play`, and expects the transition to complete.
    private func playFromCode(_ run: ScenarioRun, _ navigationController: UINavigationController, _ screen: ScenarioScreen) {
        run.compare(play: operationName)
        run.startRecording(at: run.nextVsync)
        if isPush {
            navigationController.pushViewController(screen, animated: true)
        } else {
            _ = navigationController.popViewController(animated: true)
        }
        run.device.runUntilIdle()
        run.expect(outcome(navigationController, screen) == "completed", "the \(operationName) did not happen")
    }

    private func fromCode() {
        let (run, navigationController, delegate, screen, _) = setUp("\(operationName) from code")
        playFromCode(run, navigationController, screen)
        run.expect(run.appNavigation?.log == ["willShow \(isPush ? "screen" : "root")", "didShow \(isPush ? "screen" : "root")"],
                   "the app's delegate heard \(run.appNavigation?.log ?? [])")
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
        expectOneTransition(run, completed: run.report.outcome == "completed")
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
    /// A drag that cancels, then a second one: the first transition's end
    /// frees the delegate, so the second plays as a first would.
    private func againAfterACancelledDrag(gesture: GestureStart) {
        let (run, navigationController, delegate, screen, offer) = setUp("\(operationName) by drag after a cancelled one")
        let start = dragStart(gesture, window: run.device.window)
        for drag in DragKind.cancel.drags(plan: navigation.plan, start: start, gesture: .pan) {
            drag.perform(on: run.device, origin: run.nextVsync)
        }
        run.device.runUntilIdle()
        run.expect(outcome(navigationController, screen) == "cancelled", "a drag short of the threshold completed")
        // An app makes the screen to push each time it is asked.
        if isPush { offer.screen = screen }
        run.play(DragKind.complete.drags(plan: navigation.plan, start: start, gesture: .pan), motion: navigation.plan.motion)
        run.report.outcome = outcome(navigationController, screen)
        withExtendedLifetime(delegate) { run.finish() }
    }

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

extension NavigationScenarios {
    /// The app sets its own delegate after the transition: the next drag
    /// takes the navigation controller's delegate back (the app's is kept,
    /// and hears the transition), plays what simulate prints, and a
    /// transition from code after it is transpec's too.
    private func appDelegateSetAfter(gesture: GestureStart) {
        let (run, navigationController, delegate, screen, offer) = setUp(
            "\(operationName) by drag with the app's delegate set after", appDelegateAfter: true)
        let app = run.appNavigation
        run.expect(navigationController.delegate === app, "the app's delegate is not the navigation controller's")
        let drags = DragKind.complete.drags(plan: navigation.plan, start: dragStart(gesture, window: run.device.window), gesture: .pan)
        run.play(drags, motion: navigation.plan.motion)
        run.report.outcome = outcome(navigationController, screen)
        let completed = run.report.outcome == "completed"
        expectOneTransition(run, completed: completed)
        run.expect(navigationController.delegate !== app && navigationController.delegate != nil,
                   "the drag did not take the navigation controller's delegate back")
        run.expect(delegate.appDelegate === app, "the app's delegate was not kept")
        run.stopRecording()
        // Back to the start, then the same transition from code: transpec's.
        let root = navigationController.viewControllers[0]
        navigationController.setViewControllers(isPush ? [root] : [root, screen], animated: false)
        offer.screen = screen
        run.device.runUntilIdle()
        var played: [Bool] = []
        delegate.callbacks.completed = { _, completed in played.append(completed) }
        if isPush {
            navigationController.pushViewController(screen, animated: true)
        } else {
            _ = navigationController.popViewController(animated: true)
        }
        run.device.runUntilIdle()
        run.expect(played == [true], "the \(operationName) from code after the drag was not transpec's: \(played)")
        run.expect(app?.count("willShow") == 2 && app?.count("didShow") == (completed ? 2 : 1),
                   "the app's delegate heard \(app?.log ?? [])")
        withExtendedLifetime(delegate) { run.finish() }
    }

    /// Without a drag the transition never learns of a delegate set after
    /// it: pushes and pops from code are then the app's (UIKit's), which
    /// hears them, until it hands its delegate to the transition
    /// (`appDelegate`), which takes the navigation controller's delegate back.
    private func appDelegateSetAfterWithoutADrag() {
        let (run, navigationController, delegate, screen, _) = setUp(
            "\(operationName) from code with the app's delegate set after", appDelegateAfter: true)
        let app = run.appNavigation
        delegate.appDelegate = app
        run.expect(navigationController.delegate !== app && navigationController.delegate != nil,
                   "handing the transition the app's delegate did not make it the navigation controller's")
        playFromCode(run, navigationController, screen)
        run.expect(app?.count("willShow") == 1 && app?.count("didShow") == 1, "the app's delegate heard \(app?.log ?? [])")
        withExtendedLifetime(delegate) { run.finish() }
    }

    /// No transpec pop follows a drag here (a push, or a pop from code
    /// only): the leading-edge swipe stays the system's and pops the screen
    /// with UIKit's own pop, which the app's delegate hears.
    private func backSwipeWhereNoTranspecPopPlays() {
        let (run, navigationController, delegate, screen, _) = setUp("back swipe where no transpec pop plays")
        if isPush {
            navigationController.pushViewController(screen, animated: true)
            run.device.runUntilIdle()
        }
        var played: [Bool] = []
        delegate.callbacks.completed = { _, completed in played.append(completed) }
        let heard = run.appNavigation?.log.count ?? 0
        backSwipe(on: run.device)
        run.expect(navigationController.viewControllers.count == 1, "the back swipe did not pop")
        run.expect(run.backSwipes?.begins == 1, "the back swipe began \(run.backSwipes?.begins ?? 0) times")
        run.expect(played.isEmpty, "a transpec transition played for the back swipe")
        run.expect(Array(run.appNavigation?.log.dropFirst(heard) ?? []) == ["willShow root", "didShow root"],
                   "the app's delegate heard \(run.appNavigation?.log ?? [])")
        withExtendedLifetime(delegate) { run.finish() }
    }

    /// A pop that a drag anywhere starts, on a screen scrolled sideways into
    /// the middle of its content: the drag may not start, so the back swipe
    /// is the system's, and UIKit's own pop plays, not transpec's.
    private func backSwipeOverScrolledContent() {
        let (run, navigationController, delegate, screen, _) = setUp("back swipe over scrolled content")
        let scrollView = screen.scrollView
        let width = scrollView.bounds.width
        scrollView.contentSize = CGSize(width: width * 3, height: scrollView.contentSize.height)
        scrollView.contentOffset = CGPoint(x: width, y: 0)
        var played: [Bool] = []
        delegate.callbacks.completed = { _, completed in played.append(completed) }
        backSwipe(on: run.device)
        run.expect(navigationController.viewControllers.count == 1, "the back swipe did not pop")
        run.expect(run.backSwipes?.begins == 1, "the back swipe began \(run.backSwipes?.begins ?? 0) times")
        run.expect(played.isEmpty, "transpec's pop played for the system's back swipe")
        withExtendedLifetime(delegate) { run.finish() }
    }

    /// The transition released: the app's delegate is the navigation
    /// controller's again, the transition's drag is off the view, and the
    /// back swipe pops with UIKit's own pop.
    private func backSwipeOnceReleased(rightToLeft: Bool) {
        let layout = rightToLeft ? ", right to left" : ""
        weak var released: NavigationTransitionDelegate<Definition>?
        var recognizers = 0
        let (run, navigationController, screen) = {
            let (run, navigationController, delegate, screen, _) = setUp(
                "back swipe once the transition is released\(layout)", rightToLeft: rightToLeft)
            recognizers = navigationController.view.gestureRecognizers?.count ?? 0
            released = delegate
            return (run, navigationController, screen)
        }()
        let app = run.appNavigation
        run.expect(released == nil, "the transition was not released")
        run.expect(navigationController.delegate === app, "the app's delegate is not the navigation controller's again")
        let pans = recognizers - (navigationController.view.gestureRecognizers?.count ?? 0)
        run.expect(pans == navigation.plan.gestureCount, "\(pans) recognizers left the view, not the transition's drags")
        if isPush {
            navigationController.pushViewController(screen, animated: true)
            run.device.runUntilIdle()
        }
        let heard = app?.log.count ?? 0
        backSwipe(on: run.device, rightToLeft: rightToLeft)
        run.expect(navigationController.viewControllers.count == 1, "the back swipe did not pop")
        run.expect(run.backSwipes?.begins == 1, "the back swipe began \(run.backSwipes?.begins ?? 0) times")
        run.expect(Array(app?.log.dropFirst(heard) ?? []) == ["willShow root", "didShow root"],
                   "the app's delegate heard \(app?.log ?? [])")
        run.finish()
    }

    /// A third screen, one that does not adopt the transition's `Screen`,
    /// on the same navigation controller: UIKit pushes it with its own
    /// transition, and the system back swipe pops it (the transition's drag
    /// fails, so the swipe may begin). Then the transition's own screen is
    /// pushed or popped from code with transpec's motion again, which must
    /// equal `simulate`. Only for a transition that asks its screen for
    /// something (any view controller serves one that asks nothing).
    private func screenItDoesNotServe() {
        guard !(UIViewController(nibName: nil, bundle: nil) is Definition.Screen) else { return }
        let (run, navigationController, delegate, screen, _) = setUp("a screen the transition does not serve, then its own")
        let other = UIViewController(nibName: nil, bundle: nil)
        let below = navigationController.viewControllers.count
        // Recording from here, a transpec transition would be heard.
        run.startRecording(at: run.nextVsync)
        navigationController.pushViewController(other, animated: true)
        run.device.runUntilIdle()
        run.expect(navigationController.topViewController === other, "the other screen was not pushed")
        backSwipe(on: run.device)
        run.expect(navigationController.viewControllers.count == below, "the back swipe did not pop the other screen")
        run.expect(run.backSwipes?.begins == 1, "the back swipe began \(run.backSwipes?.begins ?? 0) times")
        run.expect(run.report.completions.isEmpty && run.report.progressReports.isEmpty,
                   "transpec played for a screen it does not serve: completed \(run.report.completions)")
        run.report.completions = []
        run.report.progressReports = []
        run.report.crossings = []
        playFromCode(run, navigationController, screen)
        withExtendedLifetime(delegate) { run.finish() }
    }

    /// A pop paired with a push: its delegate pushes the screen from code
    /// with the push's motion, which must equal `simulate play push` of the pair.
    private func pairedPushFromCode(_ push: TransitionPlan) {
        let (run, navigationController, delegate, screen, _) = setUp("paired push from code", playing: push)
        run.compare(play: "push")
        run.startRecording(at: run.nextVsync)
        navigationController.pushViewController(screen, animated: true)
        run.device.runUntilIdle()
        run.expect(navigationController.topViewController === screen, "the paired push did not happen")
        run.expect(run.appNavigation?.log == ["willShow screen", "didShow screen"],
                   "the app's delegate heard \(run.appNavigation?.log ?? [])")
        withExtendedLifetime(delegate) { run.finish() }
    }

    /// A pop paired with a push, given a screen to push: a drag pushes it
    /// with the push's motion, as `simulate gesture` plays the push
    /// transition; the pop's delegate serves both ways.
    private func pairedPushByDrag(_ push: TransitionPlan, _ kind: DragKind) {
        let (run, navigationController, delegate, screen, _) = setUp("paired push by drag: \(kind.rawValue)", playing: push)
        run.report.simulatedTransition = pushName
        let toward = push.edge.direction()
        let width = run.device.window.bounds.width
        let x: CGFloat = push.gesture == .screenEdge ? (toward.dx > 0 ? 5 : width - 5) : (toward.dx > 0 ? 200 : width - 60)
        let start = CGPoint(x: x, y: 500)
        run.play(kind.drags(plan: push, start: start, gesture: .pan, regrab: start), motion: push.motion)
        run.report.outcome = navigationController.topViewController === screen ? "completed" : "cancelled"
        run.expect(run.backSwipes?.begins == 0, "the system back swipe began \(run.backSwipes?.begins ?? 0) times")
        withExtendedLifetime(delegate) { run.finish() }
    }

    /// The transition's `index`th drag (from 0) of several: it plays as
    /// `simulate gesture --gesture index+1` does, one transition, and the
    /// system back swipe never begins.
    private func byOtherGesture(_ index: Int, _ kind: DragKind) {
        let plan = navigation.plan.driven(byGesture: index)
        let (run, navigationController, delegate, screen, _) = setUp(
            "\(operationName) by gesture \(index + 1): \(kind.rawValue)", playing: plan)
        run.report.gesture = index + 1
        let toward = plan.edge.direction(), bounds = run.device.window.bounds
        let margin: CGFloat = plan.gesture == .screenEdge ? 5 : 200
        let start = toward.dx == 0
            ? CGPoint(x: 200, y: toward.dy > 0 ? margin : bounds.height - margin)
            : CGPoint(x: toward.dx > 0 ? margin : bounds.width - margin, y: 500)
        run.play(kind.drags(plan: plan, start: start, gesture: .pan, regrab: start), motion: plan.motion)
        run.report.outcome = outcome(navigationController, screen)
        if kind != .regrab {
            run.expect(run.report.outcome == (kind == .cancel ? "cancelled" : "completed"),
                       "gesture \(index + 1), \(kind.rawValue): \(run.report.outcome ?? "nil")")
        }
        expectOneTransition(run, completed: run.report.outcome == "completed")
        withExtendedLifetime(delegate) { run.finish() }
    }
}
