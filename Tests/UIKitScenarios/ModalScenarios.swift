@_spi(UIKitModel) import UIKit
import TranspecRuntime
import TranspecUIKit

/// Every scenario of one modal transition: presentation and dismissal from
/// code, and for the way that has a gesture, drags that complete, cancel,
/// flick against the drag and grab the screen again while it settles; a
/// start UIKit refuses; the scroll view's gate; and interactive starts the
/// run cannot drive (`EarlyExitScenarios`).
@MainActor
struct ModalScenarios<Definition: ModalTransitionDefinition> {
    let name: String
    /// A pair's presentation transition: its drags play that transition's motion.
    var presentationName: String? = nil
    let makeDelegate: @MainActor () -> ModalTransitioningDelegate<Definition>
    let makeScreen: @MainActor () -> (Definition.Screen, ScenarioScreen)

    var modal: ModalTransition { Definition.modal }

    /// Under Reduce Motion: each way from code, and the drags.
    func runReduceMotion() {
        presentFromCode()
        dismissFromCode()
        if let gesture = modal.dismissal.gesture {
            for drag in [DragKind.complete, .regrab] { dismissByDrag(drag, gesture: gesture) }
        }
        if let gesture = modal.presentation.gesture { presentByDrag(.complete, gesture: gesture) }
    }

    /// On a notched phone (`ScenarioRun.safeAreaInsets`): a detent sheet's
    /// heights are measured within the safe area.
    func runSafeArea() {
        presentFromCode()
        dismissFromCode()
        if modal.dismissal.isDetentSheet {
            runDetentScenarios()
            restsThroughAnInsetChange()
            insetChangeDuringADrag()
        }
    }

    func runAll() {
        presentFromCode()
        dismissFromCode()
        if let gesture = modal.dismissal.gesture {
            for drag in DragKind.allCases { dismissByDrag(drag, gesture: gesture) }
            // Each further drag of a `gesture:` list dismisses with the same motion.
            for index in 1..<max(1, modal.dismissal.gestureCount) {
                for drag in [DragKind.complete, .cancel, .regrab] { dismissByGesture(index, drag) }
                anotherDragWaits(driving: index, other: 0)
                anotherDragWaits(driving: 0, other: index)
            }
            if modal.dismissal.motion.directions == .any {
                for drag in FreeDragKind.allCases { dismissByFreeDrag(drag) }
            }
            // These touch the screen where it rests at its tallest while it
            // is presented; a sheet presented at a lower detent is not there
            // (its presentation scenarios are in DetentScenarios).
            if !presentsBelowTallest { dismissalRefusedWhilePresenting() }
            dismissAgainAfterACancelledDrag(gesture: gesture)
            if !presentsBelowTallest { dismissFromCodeWhileARefusedDragIsDown() }
            for kind in [DragKind.complete, .cancel] { dismissalByDragIsReported(kind, gesture: gesture) }
            dismissalByDragRefused(gesture: gesture, modalInPresentation: true)
            dismissalByDragRefused(gesture: gesture, modalInPresentation: false)
            if makeScreen().1.hasScrollView { scrollViewGate() }
        }
        if let gesture = modal.presentation.gesture {
            for drag in DragKind.allCases { presentByDrag(drag, gesture: gesture) }
            presentationRefusedWhilePresenting()
        }
        EarlyExitScenarios(name: name, plan: modal.presentation).runAll()
        statusBarOwner()
        escapeDismisses(refused: false)
        if modal.dismissal.gesture != nil { escapeDismisses(refused: true) }
        if modal.restingFrame != nil { restingFrameFollowsASizeChange() }
        if modal.dismissal.isDetentSheet { runDetentScenarios() }
        if modal.dimming != nil { dimmingInEachAppearance() }
    }

    /// The presented screen's dimming view in light and in dark mode (the
    /// window's `overrideUserInterfaceStyle`, which everything in the window
    /// inherits): the colour UIKit draws, resolved with the view's traits,
    /// recorded for the test to compare with the spec's `dimming.color`, and
    /// the view's alpha the motion's resting dimming.
    private func dimmingInEachAppearance() {
        var colors: [String: [Double]] = [:]
        let (run, host, delegate, screen, view) = setUp("dimming in light and dark", plan: modal.presentation)
        for style in [UIUserInterfaceStyle.light, .dark] {
            run.device.window.overrideUserInterfaceStyle = style
            if host.presentedViewController == nil { presentAndSettle(run, delegate, screen, from: host) }
            let sheet = view.presentationController as? ModalPresentationController
            guard let dimming = sheet?.dimmingView, dimming.window != nil, let color = dimming.modelDrawnBackgroundColor else {
                run.expect(false, "no dimming view shown in \(style == .dark ? "dark" : "light") mode")
                continue
            }
            let components = color.modelComponents
            colors[style == .dark ? "dark" : "light"] = [components.red, components.green, components.blue, components.alpha].map { Double($0) }
            // A sheet rests at the detent presentAndSettle left it at (its tallest).
            let expected = modal.dismissal.isDetentSheet
                ? modal.dismissal.detentRest(named: sheet?.detent, in: ContainerSize(run.device.window.bounds.size))?.dimmingAlpha
                : modal.restingDimmingAlpha
            run.expect(abs(Double(dimming.alpha) - (expected ?? .nan)) <= 1e-9,
                       "the dimming view's alpha is \(dimming.alpha) at rest, the motion's \(expected.map { "\($0)" } ?? "none")")
        }
        run.report.appearanceColors = colors
        run.finish()
    }

    /// A declared resting frame: the screen rests there when presented, and
    /// moves to the frame of the new size when the window turns, the
    /// dimming view still covering the container.
    private func restingFrameFollowsASizeChange() {
        let (run, host, delegate, screen, view) = setUp("resting frame after a size change", plan: modal.presentation)
        presentAndSettle(run, delegate, screen, from: host)
        let window = run.device.window
        func expectResting(_ when: String) {
            let expected = restingRect(in: window)
            let frame = view.view.convert(view.view.bounds, to: nil)
            run.expect(abs(frame.minX - expected.minX) < 1e-9 && abs(frame.minY - expected.minY) < 1e-9
                           && abs(frame.width - expected.width) < 1e-9 && abs(frame.height - expected.height) < 1e-9,
                       "\(when): the screen is at \(frame), its resting frame is \(expected)")
            let dimming = (view.presentationController as? ModalPresentationController)?.dimmingView
            run.expect(dimming.map { $0.frame == window.bounds } ?? true, "\(when): the dimming view does not cover the window")
        }
        expectResting("presented")
        let portrait = window.bounds.size
        run.device.resize(to: CGSize(width: portrait.height, height: portrait.width))
        run.device.runUntilIdle()
        run.expect(window.bounds.width > window.bounds.height, "the window did not turn")
        expectResting("turned")
        run.device.resize(to: portrait)
        run.device.runUntilIdle()
        expectResting("turned back")
        view.dismiss(animated: true)
        run.device.runUntilIdle()
        run.expect(host.presentedViewController == nil, "the screen is still presented")
        run.finish()
    }

    // MARK: Set-up

    /// A host filling the window, a delegate, a screen, and what to record.
    func setUp(_ scenario: String, plan: TransitionPlan) -> (
        ScenarioRun, UIViewController, ModalTransitioningDelegate<Definition>, Definition.Screen, ScenarioScreen
    ) {
        let plan = ScenarioRun.played(plan)
        let run = ScenarioRun(transition: name, scenario: scenario)
        let host = ScenarioScreen.lentElements.isEmpty ? UIViewController(nibName: nil, bundle: nil) : makeScreen().1
        (host as? ScenarioScreen)?.onlyLends = true
        run.device.window.rootViewController = host
        (host as? ScenarioScreen)?.loadViewIfNeededForScenario()
        let delegate = makeDelegate()
        run.listen(to: &delegate.callbacks)
        let (screen, view) = makeScreen()
        view.loadViewIfNeededForScenario()
        let window = run.device.window
        let direction = plan.edge.direction()
        let container = ContainerSize(window.bounds.size)
        let travel = plan.travel.resolve(containerExtent: container.extent(along: plan.edge))
        run.subject = RecordedSubject(
            moving: { [weak view] in view?.view },
            rest: restingRect(in: window), direction: direction,
            dimming: { [weak view] in (view?.presentationController as? ModalPresentationController)?.dimmingView },
            elements: RecordedSubject.elements(of: plan.motion) { ScenarioScreen.elementView($0, on: view, other: host) },
            sharedSource: plan.motion.sharedElement.flatMap { ScenarioScreen.elementView($0.source, on: view, other: host) },
            window: window,
            recordsScreenAlpha: plan.motion.fadesScreen
                || plan.motion.sharedElement.map { !$0.flies(without: Set(ScenarioRun.missingViews)) } ?? false)
        // The presented screen is `offset` from its resting frame; the
        // presenter (lending an end) fills the window and stays put.
        run.recordSharedEnds(
            of: plan.motion, views: { ScenarioScreen.elementView($0, on: view, other: host) },
            screens: [
                ScreenPlacement(
                    view: view.view, rest: restingRect(in: window),
                    offset: { plan.offset(atDisplacement: $0, travel: travel) }, rides: true),
                ScreenPlacement(view: host.view, rest: window.bounds, offset: { _ in 0 }, rides: false),
            ],
            startOffset: plan.offset(atDisplacement: 0, travel: travel), direction: direction)
        return (run, host, delegate, screen, view)
    }

    /// Where the presented screen rests: its declared frame, or the whole window.
    func restingRect(in window: UIWindow) -> CGRect {
        guard let frame = modal.restingFrame else { return window.bounds }
        let rect = frame.frame(in: ContainerSize(window.bounds.size))
        return CGRect(x: CGFloat(rect.x), y: CGFloat(rect.y), width: CGFloat(rect.width), height: CGFloat(rect.height))
    }

    /// A detent sheet whose presentation lands below its tallest detent (`detents.initial`).
    var presentsBelowTallest: Bool {
        let plan = modal.dismissal
        guard plan.isDetentSheet, let detents = plan.motion.detents, let initial = detents.initial,
              let tallest = detents.stops(in: .iPhone, distance: 1).first?.detent else { return false }
        return detents.detents[tallest].name != initial
    }

    /// Presents `screen` from code and lets it come to rest, unrecorded.
    /// A sheet presented at a lower initial detent is then put at its
    /// tallest (`atTallest`), where the dismissal scenarios start their
    /// drags: the top of the resting frame.
    func presentAndSettle(_ run: ScenarioRun, _ delegate: ModalTransitioningDelegate<Definition>,
                          _ screen: Definition.Screen, from host: UIViewController, atTallest: Bool = true) {
        delegate.present(screen, from: host)
        run.device.runUntilIdle()
        let plan = modal.dismissal
        guard atTallest, plan.isDetentSheet, let detents = plan.motion.detents,
              let tallest = detents.stops(in: ContainerSize(of: run.device.window), distance: 1).first?.detent
        else { return }
        delegate.setDetent(detents.detents[tallest].name, of: screen)
        run.device.runUntilIdle()
        run.report.fromDetent = detents.detents[tallest].name
    }

    // MARK: From code

    private func presentFromCode() {
        let (run, host, delegate, screen, view) = setUp("present from code", plan: modal.presentation)
        run.compare(play: "present")
        run.startRecording(at: run.nextVsync)
        var completed = false
        delegate.present(screen, from: host) { completed = true }
        run.device.runUntilIdle()
        run.expect(host.presentedViewController === view, "the screen is not presented")
        run.expect(completed, "present's completion did not run")
        run.finish()
    }

    private func dismissFromCode() {
        let (run, host, delegate, screen, view) = setUp("dismiss from code", plan: modal.dismissal)
        presentAndSettle(run, delegate, screen, from: host)
        let app = AppPresentationDelegate()
        view.presentationController?.delegate = app
        run.compare(play: "dismiss")
        run.startRecording(at: run.nextVsync)
        view.dismiss(animated: true)
        run.device.runUntilIdle()
        run.expect(host.presentedViewController == nil, "the screen is still presented")
        run.expect(view.view.window == nil, "the dismissed screen's view is still in the window")
        // The header: the dismissal messages are "not called if the presentation is dismissed programatically".
        run.expect(app.log.isEmpty, "a dismissal from code told the presentation delegate \(app.log)")
        run.finish()
    }

    // MARK: Dismissal drags

    /// Where a drag starts: right of the elements, with room to travel
    /// toward the edge; a screen-edge swipe starts at the screen edge. A
    /// dismissal's drag starts on the presented screen, in its resting frame.
    private func dragStart(
        toward direction: TravelDirection, in window: UIWindow, gesture: GestureStart = .pan, onScreen: Bool = true
    ) -> CGPoint {
        let bounds = onScreen && gesture != .screenEdge ? restingRect(in: window) : window.bounds
        let margin: CGFloat = gesture == .screenEdge ? 5 : 40
        return CGPoint(
            x: bounds.minX + (direction.dx > 0 ? margin : direction.dx < 0 ? bounds.width - margin : bounds.width - 60),
            y: bounds.minY + (direction.dy > 0 ? (gesture == .screenEdge ? margin : min(200, bounds.height / 4))
                : direction.dy < 0 ? bounds.height - (gesture == .screenEdge ? margin : 60) : bounds.height - 100))
    }

    private func dismissByDrag(_ kind: DragKind, gesture: GestureStart) {
        let plan = modal.dismissal
        let (run, host, delegate, screen, view) = setUp("dismiss by drag: \(kind.rawValue)", plan: plan)
        presentAndSettle(run, delegate, screen, from: host)
        let drags = kind.drags(
            plan: plan, start: dragStart(toward: plan.edge.direction(), in: run.device.window, gesture: gesture),
            gesture: gesture)
        playDismissal(drags, plan: plan, run: run, host: host, view: view)
        run.finish()
    }

    /// The dismissal's `index`th drag (from 0) of several: it dismisses the
    /// screen as `simulate gesture --gesture index+1` plays it.
    private func dismissByGesture(_ index: Int, _ kind: DragKind) {
        let plan = modal.dismissal.driven(byGesture: index)
        guard let gesture = plan.gesture else { return }
        let (run, host, delegate, screen, view) = setUp("dismiss by gesture \(index + 1): \(kind.rawValue)", plan: plan)
        run.report.gesture = index + 1
        presentAndSettle(run, delegate, screen, from: host)
        let drags = kind.drags(
            plan: plan, start: dragStart(toward: plan.edge.direction(), in: run.device.window, gesture: gesture),
            gesture: gesture)
        playDismissal(drags, plan: plan, run: run, host: host, view: view)
        if kind != .regrab {
            run.expect(run.report.outcome == (kind == .cancel ? "cancelled" : "completed"),
                       "gesture \(index + 1), \(kind.rawValue): \(run.report.outcome ?? "nil")")
        }
        run.finish()
    }

    /// Two drags of one dismissal: while the `driving` one's dismissal
    /// settles, the `other` drag starts no second transition and does not
    /// take the first. A finger on the screen is still a touch the driving
    /// drag catches when it is a pan anywhere (`interruptible`), and then
    /// plays as `simulate` re-grabs it; a screen-edge swipe catches nothing,
    /// and the screen plays what `simulate` prints for the driving drag alone.
    private func anotherDragWaits(driving: Int, other: Int) {
        let plan = modal.dismissal.driven(byGesture: driving), otherPlan = modal.dismissal.driven(byGesture: other)
        guard let gesture = plan.gesture, let otherGesture = otherPlan.gesture else { return }
        let (run, host, delegate, screen, view) = setUp(
            "dismiss by gesture \(driving + 1), gesture \(other + 1) while it settles", plan: plan)
        run.report.gesture = driving + 1
        presentAndSettle(run, delegate, screen, from: host)
        let window = run.device.window
        let drags = DragKind.complete.drags(
            plan: plan, start: dragStart(toward: plan.edge.direction(), in: window, gesture: gesture), gesture: gesture)
        let lift = drags.map { $0.at + $0.duration }.max() ?? 0
        let direction = otherPlan.edge.direction()
        let travel = min(window.bounds.width, window.bounds.height) * 0.5
        let intruder = Drag(
            start: dragStart(toward: direction, in: window, gesture: otherGesture), at: lift + 0.05,
            by: CGVector(dx: direction.dx * travel, dy: direction.dy * travel), duration: 0.2)
        let origin = run.nextVsync
        for drag in drags + [intruder] { drag.perform(on: run.device, origin: origin) }
        let caught = gesture == .pan && plan.motion.interruptible
        run.compare(drags: caught ? drags + [intruder] : drags, motion: plan.motion)
        run.startRecording(at: origin)
        run.device.runUntilIdle()
        recordOutcome(run, host: host, view: view, plan: plan, from: nil)
        run.expect(run.report.completions.count <= 1, "a second transition ran: \(run.report.completions)")
        run.finish()
    }

    /// Plays `drags` on the presented screen, compares them with simulate and
    /// records whether the dismissal completed.
    func playDismissal(
        _ drags: [Drag], plan: TransitionPlan, run: ScenarioRun, host: UIViewController, view: ScenarioScreen
    ) {
        let from = detent(of: view, plan: plan)
        run.play(drags, motion: plan.motion)
        recordOutcome(run, host: host, view: view, plan: plan, from: from)
        run.expect(host.presentedViewController != nil || view.view.window == nil,
                   "the dismissed screen's view is still in the window")
    }

    /// The detent a detent sheet rests at; nil for other screens.
    func detent(of view: ScenarioScreen, plan: TransitionPlan) -> String? {
        plan.isDetentSheet ? (view.presentationController as? ModalPresentationController)?.detent : nil
    }

    /// Whether the dismissal completed, and a detent sheet's detents before and after.
    func recordOutcome(_ run: ScenarioRun, host: UIViewController, view: ScenarioScreen, plan: TransitionPlan, from: String?) {
        run.report.outcome = host.presentedViewController == nil ? "completed" : "cancelled"
        run.report.fromDetent = from
        if host.presentedViewController != nil { run.report.restingDetent = detent(of: view, plan: plan) }
    }

    /// A drag in any direction (`directions: any`), from the middle of the screen.
    private func dismissByFreeDrag(_ kind: FreeDragKind) {
        let plan = modal.dismissal
        let (run, host, delegate, screen, view) = setUp("dismiss by drag: \(kind.rawValue)", plan: plan)
        presentAndSettle(run, delegate, screen, from: host)
        let bounds = restingRect(in: run.device.window)
        let drags = kind.drags(plan: plan, start: CGPoint(x: bounds.midX, y: bounds.midY))
        playDismissal(drags, plan: plan, run: run, host: host, view: view)
        run.expect(run.report.outcome == kind.outcome, "\(kind.rawValue): \(run.report.outcome ?? "nil"), expected \(kind.outcome)")
        kind.expectations(run.report.frames, run: run)
        run.finish()
    }

    /// A drag on the screen while its presentation from code still plays:
    /// UIKit refuses the dismissal. A later drag still dismisses.
    private func dismissalRefusedWhilePresenting() {
        let plan = modal.dismissal
        let (run, host, delegate, screen, view) = setUp("dismiss refused while presenting", plan: plan)
        delegate.present(screen, from: host)
        touchWhileNearlyPresented(run)
        let start = dragStart(toward: plan.edge.direction(), in: run.device.window)
        let early = DragKind.complete.drags(plan: plan, start: start, gesture: .pan)
        for drag in early { drag.perform(on: run.device, origin: run.nextVsync) }
        run.device.runUntilIdle()
        run.expect(host.presentedViewController != nil, "the screen was dismissed while it was being presented")
        run.expect(run.device.consoleLog.contains { $0.hasPrefix("Attempt to dismiss") }, "UIKit was not asked to dismiss")
        let drags = DragKind.complete.drags(plan: plan, start: start, gesture: .pan)
        let from = detent(of: view, plan: plan)
        run.play(drags, motion: plan.motion)
        recordOutcome(run, host: host, view: view, plan: plan, from: from)
        run.finish()
    }

    /// A drag that cancels, then a second one on the same sheet: the first
    /// transition's end frees the delegate, so the second plays as a first would.
    private func dismissAgainAfterACancelledDrag(gesture: GestureStart) {
        let plan = modal.dismissal
        let (run, host, delegate, screen, view) = setUp("dismiss by drag after a cancelled one", plan: plan)
        presentAndSettle(run, delegate, screen, from: host)
        let start = dragStart(toward: plan.edge.direction(), in: run.device.window, gesture: gesture)
        for drag in DragKind.cancel.drags(plan: plan, start: start, gesture: gesture) {
            drag.perform(on: run.device, origin: run.nextVsync)
        }
        run.device.runUntilIdle()
        run.expect(host.presentedViewController === view, "a drag short of the threshold dismissed the screen")
        playDismissal(DragKind.complete.drags(plan: plan, start: start, gesture: gesture), plan: plan, run: run, host: host, view: view)
        run.finish()
    }

    /// Plays a presentation from code until the screen is within a fifth of
    /// the way from rest, short of it (an overshoot past rest would give its
    /// scroll view a safe-area inset): a touch where drags start then lands
    /// on the screen while it still settles.
    private func touchWhileNearlyPresented(_ run: ScenarioRun) {
        let plan = modal.presentation
        let container = ContainerSize(run.device.window.bounds.size)
        let distance = plan.motion.distance.resolve(containerExtent: container.extent(along: plan.edge))
        let settle = SettleMotion(
            motion: plan.motion, releaseProgress: plan.playStart, releaseVelocity: 0, distance: distance,
            decision: plan.playDecision)
        var frame = 1
        while Double(frame) / run.fps < settle.settleTime {
            let fromRest = (settle.state(at: Double(frame) / run.fps).progress - plan.restingProgress) / (plan.playStart - plan.restingProgress)
            if fromRest <= 0.2 && fromRest > 0 { break }
            frame += 1
        }
        run.device.advance(frames: frame)
        run.expect(run.device.transitionsInProgress > 0, "the presentation ended before the touch")
    }

    /// A drag UIKit refused (the screen was still being presented) is still
    /// down when code dismisses the screen: the dismissal plays from code,
    /// not handed the refused drag's interaction controller.
    private func dismissFromCodeWhileARefusedDragIsDown() {
        let plan = modal.dismissal
        let (run, host, delegate, screen, view) = setUp("dismiss from code while a refused drag is down", plan: plan)
        delegate.present(screen, from: host)
        touchWhileNearlyPresented(run)
        let start = dragStart(toward: plan.edge.direction(), in: run.device.window)
        let direction = plan.edge.direction()
        // A slow drag, still down a second and a half later.
        let slow = Drag(start: start, at: DragKind.lead, by: CGVector(dx: direction.dx * 60, dy: direction.dy * 60), duration: 1.5)
        slow.perform(on: run.device, origin: run.nextVsync)
        run.device.advance(to: run.device.now + 1)
        run.expect(host.presentedViewController === view && run.device.transitionsInProgress == 0,
                   "the presentation had not come to rest a second later")
        run.expect(run.device.consoleLog.contains { $0.hasPrefix("Attempt to dismiss") }, "UIKit was not asked to dismiss")
        run.compare(play: "dismiss")
        run.startRecording(at: run.nextVsync)
        view.dismiss(animated: true)
        run.device.runUntilIdle()
        run.expect(host.presentedViewController == nil, "the dismissal from code did not happen")
        run.finish()
    }

    /// The dismissal pan waits for the scroll view: scrolled down, a drag
    /// toward the edge scrolls the content; back at the top, it dismisses.
    private func scrollViewGate() {
        let plan = modal.dismissal
        let (run, host, delegate, screen, view) = setUp("scroll view gate", plan: plan)
        presentAndSettle(run, delegate, screen, from: host)
        let scrollView = view.scrollView
        let inset = scrollView.adjustedContentInset
        scrollView.contentOffset = CGPoint(x: -inset.left, y: -inset.top + 300)
        let start = dragStart(toward: plan.edge.direction(), in: run.device.window)
        for drag in DragKind.complete.drags(plan: plan, start: start, gesture: .pan) {
            drag.perform(on: run.device, origin: run.nextVsync)
        }
        run.device.runUntilIdle()
        run.expect(host.presentedViewController != nil, "a drag on scrolled content dismissed the screen")
        run.expect(abs(scrollView.contentOffset.y - (-inset.top + 300)) > 1, "the scroll view did not scroll")
        scrollView.contentOffset = CGPoint(x: -inset.left, y: -inset.top)
        let drags = DragKind.complete.drags(plan: plan, start: start, gesture: .pan)
        let from = detent(of: view, plan: plan)
        run.play(drags, motion: plan.motion)
        recordOutcome(run, host: host, view: view, plan: plan, from: from)
        run.finish()
    }

    // MARK: Presentation drags

    private func presentByDrag(_ kind: DragKind, gesture: GestureStart) {
        let plan = modal.presentation
        let (run, host, delegate, screen, view) = setUp("present by drag: \(kind.rawValue)", plan: plan)
        var made = 0
        delegate.attachGesture(to: host) {
            made += 1
            return made == 1 ? screen : nil
        }
        // A re-grab touches the arriving screen near the edge it comes in
        // from, which it covers as soon as it has moved in a little.
        let rest = restingRect(in: run.device.window)
        let toward = plan.edge.direction()
        let regrab = CGPoint(
            x: toward.dx < 0 ? rest.maxX - 15 : toward.dx > 0 ? rest.minX + 15 : rest.maxX - 60,
            y: toward.dy < 0 ? rest.maxY - 15 : toward.dy > 0 ? rest.minY + 15 : rest.maxY - 100)
        let drags = kind.drags(
            plan: plan, start: dragStart(toward: toward, in: run.device.window, gesture: gesture, onScreen: false),
            gesture: .pan, regrab: regrab)
        run.report.simulatedTransition = presentationName
        run.play(drags, motion: plan.motion)
        run.report.outcome = host.presentedViewController === view ? "completed" : "cancelled"
        run.finish()
    }

    /// A presentation drag while the presenter already presents a screen
    /// does nothing; once that screen is dismissed, a presentation from code
    /// through the same delegate plays from code, never handed the drag's
    /// interaction controller.
    private func presentationRefusedWhilePresenting() {
        let plan = modal.presentation
        let (run, host, delegate, screen, view) = setUp("present refused, then from code", plan: plan)
        let (other, otherView) = makeScreen()
        otherView.loadViewIfNeededForScenario()
        delegate.attachGesture(to: host) { other }
        delegate.present(screen, from: host)
        run.device.advance(frames: 2)
        let start = dragStart(toward: plan.edge.direction(), in: run.device.window, onScreen: false)
        for drag in DragKind.complete.drags(plan: plan, start: start, gesture: .pan) {
            drag.perform(on: run.device, origin: run.nextVsync)
        }
        run.device.runUntilIdle()
        run.expect(host.presentedViewController === view, "the drag replaced the presented screen")
        view.dismiss(animated: false)
        run.device.runUntilIdle()
        run.compare(play: "present")
        run.startRecording(at: run.nextVsync)
        delegate.present(screen, from: host)
        run.device.runUntilIdle()
        run.expect(host.presentedViewController === view, "the presentation from code did not happen")
        run.finish()
    }
}

/// The drags every interactive way is tried with.
enum DragKind: String, CaseIterable {
    case complete = "past the threshold"
    case cancel = "short of it"
    case flickAgainst = "far, flicked back"
    case regrab = "grabbed again while settling"
    case pastTheEnd = "past the end, lifted at its pace"
    case pastTheStart = "back past the start, lifted at its pace"

    /// Drags start this long after a vsync (see `Drag`).
    static let lead = 0.002

    /// The drags, along the plan's edge, for a `distance` of travel. A
    /// re-grab touches the moving screen at `regrab` (by default where the
    /// first drag would have taken the finger most of the way).
    @MainActor
    func drags(plan: TransitionPlan, start: CGPoint, gesture: GestureStart, regrab: CGPoint? = nil) -> [Drag] {
        let direction = plan.edge.direction()
        let distance = plan.motion.distance.resolve(containerExtent: ContainerSize.iPhone.extent(along: plan.edge))
        func along(_ fraction: Double) -> CGVector {
            CGVector(dx: direction.dx * distance * fraction, dy: direction.dy * distance * fraction)
        }
        func velocity(_ pointsPerSecond: Double) -> CGVector {
            CGVector(dx: direction.dx * pointsPerSecond, dy: direction.dy * pointsPerSecond)
        }
        switch self {
        case .complete:
            return [Drag(start: start, at: Self.lead, by: along(0.7), duration: 0.35)]
        case .cancel:
            return [Drag(start: start, at: Self.lead, by: along(0.15), duration: 0.2)]
        case .flickAgainst:
            return [Drag(start: start, at: Self.lead, by: along(0.7), duration: 0.35, liftVelocity: velocity(-1500))]
        case .regrab:
            // Let go short of the threshold; as the screen springs back, touch
            // it where it is then and throw it the other way.
            let first = Drag(start: start, at: Self.lead, by: along(0.3), duration: 0.2)
            let shown = regrab ?? CGPoint(x: start.x + along(0.22).dx, y: start.y + along(0.22).dy)
            let second = Drag(start: shown, at: 35 / 120 + Self.lead, by: along(0.3), duration: 0.15, liftVelocity: velocity(900))
            return gesture == .screenEdge ? [first] : [first, second]
        case .pastTheEnd:
            // 1.3 distances in 0.35 s, lifted at that pace: the last 0.3 is in
            // the rubber band (or clamped at the end without one), where the
            // screen moves slower than the finger, or not at all.
            var drag = Drag(start: start, at: Self.lead, by: along(1.3), duration: 0.35,
                            liftVelocity: velocity(1.3 * distance / 0.35))
            drag.checksVelocityAtLift = true
            return [drag]
        case .pastTheStart:
            // 0.2 distances along, then back 0.5 at the same pace: the last
            // 0.3 is beyond the start, in the band (or held at progress 0).
            var drag = Drag(start: start, at: Self.lead, by: along(-0.3), turn: along(0.2), duration: 0.35,
                            liftVelocity: velocity(-0.5 * distance / 0.25))
            drag.checksVelocityAtLift = true
            return [drag]
        }
    }
}

/// Drags in x and y, for `directions: any`: each ends as `outcome` says.
enum FreeDragKind: String, CaseIterable {
    case sideways = "flung sideways"
    case diagonal = "diagonally, past the threshold"
    case flickedBack = "sideways, flicked back to the centre"
    case regrab = "sideways, grabbed again and thrown diagonally"
    case flungBack = "diagonally, turned and flung back across"

    var outcome: String { self == .flickedBack ? "cancelled" : "completed" }

    /// Vectors in distances: `across` is a quarter turn from the edge's direction.
    @MainActor
    func drags(plan: TransitionPlan, start: CGPoint) -> [Drag] {
        let direction = plan.edge.direction()
        let distance = plan.motion.distance.resolve(containerExtent: ContainerSize.iPhone.extent(along: plan.edge))
        func vector(_ along: Double, _ across: Double, scale: Double = distance) -> CGVector {
            let v = direction.vector(along: along * scale, across: across * scale)
            return CGVector(dx: v.x, dy: v.y)
        }
        let lead = DragKind.lead
        switch self {
        case .sideways:
            // A fifth of the way across, flung on that way.
            return [Drag(start: start, at: lead, by: vector(0, 0.2), duration: 0.15, liftVelocity: vector(0, 900, scale: 1))]
        case .diagonal:
            return [Drag(start: start, at: lead, by: vector(0.45, -0.45), duration: 0.35)]
        case .flickedBack:
            // A quarter of the way across, then flicked back toward the start.
            return [Drag(start: start, at: lead, by: vector(0, -0.25), duration: 0.25, liftVelocity: vector(0, 900, scale: 1))]
        case .regrab:
            let first = Drag(start: start, at: lead, by: vector(0, 0.2), duration: 0.2)
            let caught = vector(0, 0.15)
            let second = Drag(start: CGPoint(x: start.x + caught.dx, y: start.y + caught.dy), at: 35 / 120 + lead,
                              by: vector(0.3, 0.3), duration: 0.15, liftVelocity: vector(600, 600, scale: 1))
            return [first, second]
        case .flungBack:
            // Out to (0.6, 0.45), then back across to (0.6, 0.15) and flung
            // on that way at the finger's pace, 1.5 distances a second
            // (84 frames, the turn at 60): past the threshold, and past the
            // fling speed in another direction than the drag's.
            var drag = Drag(start: start, at: lead, by: vector(0.6, 0.15), turn: vector(0.6, 0.45), duration: 0.7,
                            liftVelocity: vector(0, -1.5))
            drag.checksVelocityAtLift = true
            return [drag]
        }
    }

    /// Checks what the model showed beyond the outcome: a drag flung back
    /// across completes on the far side of the start, the way it was flung
    /// (settling along the drag it would end on the near side).
    @MainActor
    func expectations(_ frames: [FrameRecord], run: ScenarioRun) {
        guard self == .flungBack else { return }
        let across = frames.compactMap(\.offsetAcross)
        let farthest = across.max() ?? 0
        run.expect((across.last ?? 0) < -farthest / 2,
                   "\(rawValue): dragged \(farthest) pt across, last seen at \(across.last ?? 0) pt, not past the start")
    }
}

extension ModalScenarios {
    /// A dismissal by drag tells the presentation controller's delegate, as
    /// UIKit's own sheets do: asked first, told as the drag starts the
    /// dismissal, told again once the screen is gone (not when cancelled).
    private func dismissalByDragIsReported(_ kind: DragKind, gesture: GestureStart) {
        let plan = modal.dismissal
        let (run, host, delegate, screen, view) = setUp("dismiss by drag, reported: \(kind.rawValue)", plan: plan)
        presentAndSettle(run, delegate, screen, from: host)
        let app = AppPresentationDelegate()
        view.presentationController?.delegate = app
        let drags = kind.drags(
            plan: plan, start: dragStart(toward: plan.edge.direction(), in: run.device.window, gesture: gesture), gesture: gesture)
        playDismissal(drags, plan: plan, run: run, host: host, view: view)
        let expected = ["shouldDismiss", "willDismiss"] + (run.report.outcome == "completed" ? ["didDismiss"] : [])
        run.expect(app.log == expected, "the presentation delegate heard \(app.log), not \(expected)")
        run.finish()
    }

    /// A screen that may not be dismissed by hand: `isModalInPresentation`
    /// ("prevents the interactive dismissal"), or a presentation delegate
    /// answering presentationControllerShouldDismiss(_:) with false. The
    /// drag starts nothing, the delegate hears the attempt, and the screen
    /// still dismisses from code.
    private func dismissalByDragRefused(gesture: GestureStart, modalInPresentation: Bool) {
        let plan = modal.dismissal
        let reason = modalInPresentation ? "modal in presentation" : "the presentation delegate refuses"
        let (run, host, delegate, screen, view) = setUp("dismiss by drag refused: \(reason)", plan: plan)
        presentAndSettle(run, delegate, screen, from: host)
        let app = AppPresentationDelegate()
        // Modal in presentation, the delegate would allow it: the property alone refuses.
        app.allowsDismissal = modalInPresentation
        view.isModalInPresentation = modalInPresentation
        view.presentationController?.delegate = app
        var played: [Bool] = []
        delegate.callbacks.completed = { _, completed in played.append(completed) }
        let rest = view.view.frame
        let start = dragStart(toward: plan.edge.direction(), in: run.device.window, gesture: gesture)
        for drag in DragKind.complete.drags(plan: plan, start: start, gesture: gesture) {
            drag.perform(on: run.device, origin: run.nextVsync)
        }
        run.device.runUntilIdle()
        run.expect(host.presentedViewController === view && view.view.frame == rest, "the refused drag moved or dismissed the screen")
        run.expect(played.isEmpty, "the refused drag started a transition")
        let expected = (modalInPresentation ? [] : ["shouldDismiss"]) + ["didAttemptToDismiss"]
        run.expect(app.log == expected, "the presentation delegate heard \(app.log), not \(expected)")
        view.dismiss(animated: true)
        run.device.runUntilIdle()
        run.expect(host.presentedViewController == nil, "the screen did not dismiss from code")
        run.expect(app.log == expected, "a dismissal from code told the presentation delegate \(app.log)")
        run.finish()
    }
}

extension ModalScenarios {
    /// The status bar follows the presented screen when it rests covering
    /// the window (the delegate sets modalPresentationCapturesStatusBarAppearance,
    /// since a custom presentation is not full screen to UIKit), and stays
    /// the presenter's for a sheet or card; the app's override wins either way.
    private func statusBarOwner() {
        let (run, host, delegate, screen, view) = setUp("status bar owner", plan: modal.presentation)
        let covers = modal.coversContainer
        presentAndSettle(run, delegate, screen, from: host)
        let owner = run.device.statusBarController === view ? "the presented screen" : "not the presented screen"
        run.expect((run.device.statusBarController === view) == covers,
                   "the status bar's owner is \(owner), and the screen \(covers ? "covers" : "does not cover") the window")
        view.dismiss(animated: true)
        run.device.runUntilIdle()
        run.expect(run.device.statusBarController === host, "the presenter does not own the status bar after the dismissal")
        delegate.capturesStatusBarAppearance = !covers
        view.modalPresentationCapturesStatusBarAppearance = covers
        presentAndSettle(run, delegate, screen, from: host)
        run.expect((run.device.statusBarController === view) == !covers, "the app's override did not decide the status bar")
        run.finish()
    }
}

extension ModalScenarios {
    /// VoiceOver's escape gesture on the presented screen dismisses it
    /// with the dismissal's motion (what simulate plays for a dismissal
    /// from code) when a drag may dismiss it, told to the presentation
    /// delegate as a person's dismissal; refused (`isModalInPresentation`)
    /// it dismisses nothing. Without a dismissal drag the escape is not
    /// transpec's to answer.
    private func escapeDismisses(refused: Bool) {
        let plan = modal.dismissal
        let (run, host, delegate, screen, view) = setUp(
            refused ? "VoiceOver escape, modal in presentation" : "VoiceOver escape", plan: plan)
        presentAndSettle(run, delegate, screen, from: host)
        let app = AppPresentationDelegate()
        view.presentationController?.delegate = app
        view.isModalInPresentation = refused
        let dismisses = plan.gesture != nil && !refused
        if dismisses {
            run.compare(play: "dismiss")
            run.startRecording(at: run.nextVsync)
        }
        let handled = run.device.performAccessibilityEscape(focusedOn: view.view)
        run.device.runUntilIdle()
        run.expect(handled == dismisses, "the escape was \(handled ? "" : "not ")handled")
        run.expect((host.presentedViewController == nil) == dismisses,
                   "the screen is \(host.presentedViewController == nil ? "dismissed" : "still presented")")
        let expected = dismisses ? ["shouldDismiss", "willDismiss", "didDismiss"] : refused ? ["didAttemptToDismiss"] : []
        run.expect(app.log == expected, "the presentation delegate heard \(app.log), not \(expected)")
        run.finish()
    }
}
