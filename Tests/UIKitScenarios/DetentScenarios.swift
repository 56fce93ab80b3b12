@_spi(UIKitModel) import UIKit
import TranspecRuntime
import TranspecUIKit

/// A detent sheet (`detents`): drags between detents, a flick up past one,
/// a re-grab mid-move and a release below the lowest detent, each from the
/// detent `setDetent` put the sheet at; the report names the detent the
/// presentation controller rests at, which `simulate --gesture
/// --from-detent` must pick too.
extension ModalScenarios {
    /// The iPhone's container, with the run's safe area.
    private var phone: ContainerSize {
        let insets = ScenarioRun.safeAreaInsets
        var container = ContainerSize.iPhone
        container.safeArea = FrameInsets(
            top: Double(insets.top), left: Double(insets.left), bottom: Double(insets.bottom), right: Double(insets.right))
        return container
    }

    /// The detents tallest first, with their progress, in the iPhone's container.
    private var detentStops: [(name: String, progress: Double)] {
        let plan = modal.dismissal
        guard let detents = plan.motion.detents else { return [] }
        let distance = plan.motion.distance.resolve(containerExtent: ContainerSize.iPhone.height)
        return detents.stops(in: phone, distance: distance).compactMap { stop in
            stop.detent.map { (detents.detents[$0].name, stop.progress) }
        }
    }

    func runDetentScenarios() {
        let stops = detentStops
        guard stops.count >= 2, let lowest = stops.last else { return }
        let distance = modal.dismissal.motion.distance.resolve(containerExtent: ContainerSize.iPhone.height)
        // Slow drags from one detent to the next, lifted at rest there.
        for (from, to) in zip(stops, stops.dropFirst()) {
            moveBetweenDetents("\(from.name) to \(to.name)", from: from.name, expected: to.name, drags: [
                Drag(start: .zero, at: DragKind.lead, by: CGVector(dx: 0, dy: (to.progress - from.progress) * distance),
                     duration: 0.3),
            ])
        }
        // A short flick up from the lowest detent passes every detent above.
        moveBetweenDetents("\(lowest.name) to \(stops[0].name) by a flick", from: lowest.name, expected: stops[0].name, drags: [
            Drag(start: .zero, at: DragKind.lead, by: CGVector(dx: 0, dy: -0.06 * distance), duration: 0.1,
                 liftVelocity: CGVector(dx: 0, dy: -3000)),
        ])
        // Thrown down from the tallest, caught on the way and thrown back up.
        moveBetweenDetents("\(stops[0].name), grabbed again mid-move", from: stops[0].name, expected: stops[0].name, drags: [
            Drag(start: .zero, at: DragKind.lead, by: CGVector(dx: 0, dy: 0.2 * distance), duration: 0.2,
                 liftVelocity: CGVector(dx: 0, dy: 1200)),
            Drag(start: .zero, at: 35 / 120 + DragKind.lead, by: CGVector(dx: 0, dy: -0.3 * distance), duration: 0.15,
                 liftVelocity: CGVector(dx: 0, dy: -2000)),
        ])
        presentedAtInitialDetent(tallest: stops[0].name)
        for animated in [false, true] {
            setDetentRightAfterPresent(to: stops.first { $0.name != initialDetent(tallest: stops[0].name) }!.name, animated: animated)
        }
        dismissFromCode(at: lowest.name)
        setAnimated(to: lowest.name, from: stops[0].name)
        everyWayLeavesOneState(to: stops[1], tallest: stops[0], distance: distance)
        touchesAboveTheSheet(at: stops)
        // Flicked down from the lowest: dismissed, or back to it.
        let dismissible = modal.dismissal.motion.detents?.dismissible ?? false
        moveBetweenDetents("\(lowest.name), flicked down", from: lowest.name, expected: dismissible ? nil : lowest.name, drags: [
            Drag(start: .zero, at: DragKind.lead, by: CGVector(dx: 0, dy: 0.08 * distance), duration: 0.1,
                 liftVelocity: CGVector(dx: 0, dy: 2500)),
        ])
    }

    /// Where the presentation leaves the sheet: `detents.initial`, else the tallest.
    private func initialDetent(tallest: String) -> String {
        modal.dismissal.motion.detents?.initial ?? tallest
    }

    /// `present` lands the sheet at its initial detent, frame by frame as
    /// `simulate play present` prints (its offsets include the detent's
    /// distance below the resting frame), and says so without a
    /// `detentChanged` (the sheet did not change detent, it arrived).
    private func presentedAtInitialDetent(tallest: String) {
        let (run, host, delegate, screen, view) = setUp("detents: presented at the initial detent", plan: modal.presentation)
        var changes: [String] = []
        delegate.callbacks.detentChanged = { _, detent in changes.append(detent) }
        run.compare(play: "present")
        run.startRecording(at: run.nextVsync)
        delegate.present(screen, from: host)
        run.device.runUntilIdle()
        let initial = initialDetent(tallest: tallest)
        run.expect(host.presentedViewController === view, "the screen is not presented")
        run.expect(delegate.detent(of: screen) == initial, "presented at \(delegate.detent(of: screen) ?? "nil"), expected \(initial)")
        run.expect(changes.isEmpty, "detentChanged reported \(changes) for the presentation")
        run.finish()
    }

    /// `setDetent` called right after `present`, while the presentation
    /// plays, is not lost: the presentation lands, then the sheet goes to
    /// `detent` and rests there as a `setDetent` after it would leave it,
    /// told once.
    private func setDetentRightAfterPresent(to detent: String, animated: Bool) {
        let name = "detents: setDetent(\(detent)\(animated ? ", animated" : "")) right after present"
        let (run, host, delegate, screen, view) = setUp(name, plan: modal.presentation)
        var changes: [String] = []
        delegate.callbacks.detentChanged = { _, detent in changes.append(detent) }
        delegate.present(screen, from: host)
        run.expect(view.isBeingPresented, "the presentation is not playing when setDetent is called")
        delegate.setDetent(detent, of: screen, animated: animated)
        run.device.runUntilIdle()
        let rest = sheetRest(of: view, changes: changes)
        run.expect(rest.detent == detent && changes == [detent], "the sheet rests at \(rest), expected \(detent), told once")
        let (later, laterHost, laterDelegate, laterScreen, laterView) = setUp(name + ", reference", plan: modal.presentation)
        presentAndSettle(later, laterDelegate, laterScreen, from: laterHost, atTallest: false)
        laterDelegate.setDetent(detent, of: laterScreen)
        later.device.runUntilIdle()
        let reference = sheetRest(of: laterView, changes: [detent])
        run.expect(rest.matches(reference), "\(rest); setDetent after the presentation leaves \(reference)")
        later.finish()
        run.finish()
    }

    /// `setDetent(_:of:animated: true)` from the tallest, compared with
    /// `simulate --play dismiss --to-detent` frame by frame (outside any
    /// transition, so the recorder compares every frame); then the sheet
    /// rests at the detent, which `detentChanged` reports once.
    private func setAnimated(to detent: String, from tallest: String) {
        let plan = modal.dismissal
        let (run, host, delegate, screen, view) = setUp("detents: set \(detent), animated", plan: plan)
        presentAndSettle(run, delegate, screen, from: host)
        run.report.fromDetent = tallest
        run.compare(play: "dismiss")
        run.report.toDetent = detent
        run.comparesEveryFrame = true
        run.startRecording(at: run.nextVsync)
        delegate.setDetent(detent, of: screen, animated: true)
        run.expect(delegate.detent(of: screen) != detent, "the detent changed before the sheet moved")
        run.device.runUntilIdle()
        run.expect(delegate.detent(of: screen) == detent, "the sheet rests at \(delegate.detent(of: screen) ?? "nil")")
        run.expect(run.report.detentChanges == [detent], "detentChanged reported \(run.report.detentChanges)")
        run.expect(host.presentedViewController === view, "the sheet was dismissed")
        run.finish()
    }

    /// What a sheet resting at a detent shows.
    private struct SheetRest: CustomStringConvertible {
        var detent: String?
        var dimmingAlpha: Double?
        var frame: CGRect
        var detentChanges: [String]

        func matches(_ other: SheetRest) -> Bool {
            func close(_ a: Double?, _ b: Double?) -> Bool {
                guard let a, let b else { return a == nil && b == nil }
                return abs(a - b) <= 1e-6
            }
            return detent == other.detent && close(dimmingAlpha, other.dimmingAlpha)
                && close(frame.minX, other.frame.minX) && close(frame.minY, other.frame.minY)
                && close(frame.width, other.frame.width) && close(frame.height, other.frame.height)
        }

        var description: String {
            "\(detent ?? "nil"), dimming \(dimmingAlpha.map { "\($0)" } ?? "none"), frame \(frame), detentChanged \(detentChanges)"
        }
    }

    private func sheetRest(of view: ScenarioScreen, changes: [String]) -> SheetRest {
        let sheet = view.presentationController as? ModalPresentationController
        return SheetRest(
            detent: sheet?.detent, dimmingAlpha: sheet?.dimmingView.map { Double($0.alpha) },
            frame: view.view.convert(view.view.bounds, to: nil), detentChanges: changes)
    }

    /// Every way of reaching a detent leaves the same sheet, as
    /// `UISheetPresentationController` has one state per
    /// `selectedDetentIdentifier` however it was reached: the same detent,
    /// frame and dimming alpha (the dismissal's track at that detent's
    /// progress, what `simulate` prints there) after a drag released there,
    /// `setDetent` with and without animation, and for the tallest, the
    /// presentation and a move back from the lowest; each change told once.
    private func everyWayLeavesOneState(
        to target: (name: String, progress: Double), tallest: (name: String, progress: Double), distance: Double
    ) {
        let plan = modal.dismissal
        func reach(_ way: String, startsAtTallest: Bool = true, _ act: (ScenarioRun, ModalTransitioningDelegate<Definition>, Definition.Screen, ScenarioScreen, UIViewController) -> Void) -> (ScenarioRun, SheetRest) {
            let (run, host, delegate, screen, view) = setUp("detents: \(way)", plan: plan)
            presentAndSettle(run, delegate, screen, from: host, atTallest: startsAtTallest)
            var changes: [String] = []
            delegate.callbacks.detentChanged = { _, detent in changes.append(detent) }
            act(run, delegate, screen, view, host)
            run.device.runUntilIdle()
            return (run, sheetRest(of: view, changes: changes))
        }
        // What simulate prints at the detent, in the run's container (an iPad run's progress differs).
        func expectedDimming(_ run: ScenarioRun) -> Double? {
            guard plan.motion.dimming != nil, let detents = plan.motion.detents else { return nil }
            let container = ContainerSize(of: run.device.window)
            let distance = plan.motion.distance.resolve(containerExtent: container.extent(along: plan.edge))
            let stop = detents.stops(in: container, distance: distance).first {
                $0.detent.map { detents.detents[$0].name } == target.name
            }
            return stop.map { plan.motion.dimmingAlpha(atProgress: $0.progress) }
        }
        var ways: [(ScenarioRun, SheetRest)] = []
        ways.append(reach("\(target.name) by a drag, state") { run, delegate, _, view, host in
            delegate.callbacks.detentChanged = { [weak run] _, detent in run?.report.detentChanges.append(detent) }
            let top = view.view.convert(view.view.bounds, to: nil).minY
            let drag = Drag(start: CGPoint(x: run.device.window.bounds.midX, y: top + 30), at: DragKind.lead,
                            by: CGVector(dx: 0, dy: (target.progress - tallest.progress) * distance), duration: 0.3)
            run.play([drag], motion: plan.motion)
            recordOutcome(run, host: host, view: view, plan: plan, from: tallest.name)
        })
        ways[0].1.detentChanges = ways[0].0.report.detentChanges
        ways.append(reach("\(target.name) by setDetent, state") { _, delegate, screen, _, _ in
            delegate.setDetent(target.name, of: screen)
        })
        ways.append(reach("\(target.name) by setDetent animated, state") { _, delegate, screen, _, _ in
            delegate.setDetent(target.name, of: screen, animated: true)
        })
        let (last, reference) = ways[0]
        for (run, rest) in ways {
            run.expect(rest.detent == target.name && rest.detentChanges == [target.name],
                       "the sheet rests at \(rest), expected \(target.name), told once")
            run.expect(rest.matches(reference), "\(run.report.scenario): \(rest); a drag there leaves \(reference)")
            let expected = expectedDimming(run)
            run.expect(rest.dimmingAlpha.map { abs($0 - (expected ?? .nan)) <= 1e-6 } ?? (expected == nil),
                       "dimming \(rest.dimmingAlpha.map { "\($0)" } ?? "none") at \(target.name), simulate \(expected.map { "\($0)" } ?? "none")")
            if run !== last { run.finish() }
        }
        last.finish()
        // The initial detent: where a presentation lands, and a move back there.
        let initial = initialDetent(tallest: tallest.name)
        let away = target.name == initial ? tallest.name : target.name
        let (presented, landing) = reach("\(initial) by the presentation, state", startsAtTallest: false) { _, _, _, _, _ in }
        for animated in [false, true] {
            let (run, rest) = reach("\(initial) by setDetent back\(animated ? " animated" : ""), state", startsAtTallest: false) {
                run, delegate, screen, _, _ in
                delegate.setDetent(away, of: screen)
                run.device.runUntilIdle()
                delegate.setDetent(initial, of: screen, animated: animated)
            }
            run.expect(rest.matches(landing) && rest.detentChanges == [away, initial],
                       "\(rest); the presentation leaves \(landing)")
            run.finish()
        }
        presented.finish()
    }

    /// A notched phone's safe area in landscape: what the inset scenarios
    /// change to from the portrait insets they start with.
    static var landscapeNotch: UIEdgeInsets { UIEdgeInsets(top: 0, left: 59, bottom: 21, right: 59) }

    /// A scenario whose sheet has been presented and set to `detent`, at rest.
    private func restingAt(_ detent: String, _ scenario: String) -> (
        ScenarioRun, UIViewController, ModalTransitioningDelegate<Definition>, Definition.Screen, ScenarioScreen
    ) {
        let (run, host, delegate, screen, view) = setUp(scenario, plan: modal.dismissal)
        presentAndSettle(run, delegate, screen, from: host)
        delegate.setDetent(detent, of: screen)
        run.device.runUntilIdle()
        return (run, host, delegate, screen, view)
    }

    /// The screen's safe area changes while the sheet rests at its lowest
    /// detent (a notched phone turned to landscape): the sheet moves to that
    /// detent's height in the new safe area at the next layout pass, and a
    /// dismissal from code then plays from there, frame by frame as
    /// `simulate --play dismiss --from-detent --safe-area` prints it for the
    /// new insets. The detent is the same, so nothing is reported.
    func restsThroughAnInsetChange() {
        guard let lowest = detentStops.last?.name else { return }
        let plan = modal.dismissal
        let (run, host, delegate, screen, view) = restingAt(lowest, "detents: \(lowest) through a safe-area change")
        var changes: [String] = []
        delegate.callbacks.detentChanged = { _, detent in changes.append(detent) }
        let before = view.view.convert(view.view.bounds, to: nil).minY
        let changed = Self.landscapeNotch
        run.device.safeAreaInsets = changed
        run.device.runUntilIdle()
        let after = view.view.convert(view.view.bounds, to: nil).minY
        let expected = restingRect(in: run.device.window).minY
            + (plan.detentRest(named: lowest, in: ContainerSize(of: run.device.window))?.offset ?? .nan)
        run.expect(abs(after - expected) <= 1e-6 && abs(after - before) > 1,
                   "after the change the sheet's top is at \(after) (before \(before)), the detent is at \(expected)")
        run.expect(delegate.detent(of: screen) == lowest && changes.isEmpty,
                   "the sheet rests at \(delegate.detent(of: screen) ?? "nil"), told \(changes)")
        run.report.safeArea = ScenarioRun.describe(changed)
        run.report.fromDetent = lowest
        run.compare(play: "dismiss")
        run.startRecording(at: run.nextVsync)
        view.dismiss(animated: true)
        run.device.runUntilIdle()
        run.expect(host.presentedViewController == nil, "the screen is still presented")
        run.finish()
    }

    /// The safe area changes in the middle of a slow drag that ends where it
    /// began: the drag goes on with the stops it began with, the sheet does
    /// not move at the change (the transition owns its frame), and when the
    /// drag ends the sheet rests at its detent's new height, as
    /// Docs/SpecLanguage.md says.
    func insetChangeDuringADrag() {
        guard let lowest = detentStops.last?.name else { return }
        let plan = modal.dismissal
        let (run, _, delegate, screen, view) = restingAt(lowest, "detents: \(lowest), safe area changed mid-drag")
        func top() -> CGFloat { view.view.convert(view.view.bounds, to: nil).minY }
        let window = run.device.window.bounds
        let oldShift = plan.detentRest(named: lowest, in: ContainerSize(of: run.device.window))?.offset ?? .nan
        let drag = Drag(start: CGPoint(x: window.midX, y: window.maxY - 40), at: DragKind.lead,
                        by: CGVector(dx: 0, dy: 6), duration: 0.5)
        drag.perform(on: run.device, origin: run.nextVsync)
        run.device.advance(frames: 30)
        let before = top()
        run.device.safeAreaInsets = Self.landscapeNotch
        run.device.advance(frames: 1)
        let jump = top() - before
        let container = ContainerSize(of: run.device.window)
        let newShift = plan.detentRest(named: lowest, in: container)?.offset ?? .nan
        run.expect(abs(jump) <= 0.5 && abs(newShift - oldShift) > 1,
                   "mid-drag the sheet moved \(jump) pt at the change (its detent moved \(newShift - oldShift) pt)")
        run.device.runUntilIdle()
        let expected = restingRect(in: run.device.window).minY + newShift
        run.expect(abs(top() - expected) <= 1e-6, "the sheet rests with its top at \(top()), the detent is at \(expected)")
        run.expect(delegate.detent(of: screen) == lowest, "the sheet rests at \(delegate.detent(of: screen) ?? "nil")")
        run.finish()
    }

    /// A sheet with an undimmed detent (`largestUndimmed`), as
    /// `UISheetPresentationController` treats `largestUndimmedDetentIdentifier`:
    /// resting at or below that detent, nothing dims and a drag above the
    /// sheet reaches the presenting screen (a pan there begins); at a taller
    /// detent the dimming view takes it (the pan behind never hears of it)
    /// and, as the spec gives dimming taps no meaning, the sheet stays put.
    private func touchesAboveTheSheet(at stops: [(name: String, progress: Double)]) {
        guard let undimmed = modal.dismissal.motion.detents?.largestUndimmed,
              let bound = stops.first(where: { $0.name == undimmed }) else { return }
        for stop in stops {
            let (run, host, delegate, screen, view) = setUp("detents: a drag above the sheet at \(stop.name)", plan: modal.dismissal)
            presentAndSettle(run, delegate, screen, from: host)
            delegate.setDetent(stop.name, of: screen)
            run.device.runUntilIdle()
            let watch = PanWatch()
            let behind = UIPanGestureRecognizer(target: nil, action: nil)
            behind.delegate = watch
            host.view.addGestureRecognizer(behind)
            let sheet = view.presentationController as? ModalPresentationController
            let window = run.device.window
            let point = CGPoint(x: window.bounds.midX, y: view.view.convert(view.view.bounds, to: nil).minY / 2)
            let hit = window.hitTest(point, with: nil)
            let passes = stop.progress >= bound.progress
            if passes {
                run.expect(hit.map { $0.isDescendant(of: host.view) } ?? false,
                           "at \(stop.name) a touch above the sheet hits \(hit.map { "\(type(of: $0))" } ?? "nothing"), not the presenting screen")
                run.expect((sheet?.dimmingView?.alpha ?? 0) == 0, "at \(stop.name) the dimming is \(sheet?.dimmingView?.alpha ?? 0), not clear")
            } else {
                let dimming: UIView? = sheet?.dimmingView ?? sheet?.backdrop
                run.expect(hit != nil && hit === dimming,
                           "at \(stop.name) a touch above the sheet hits \(hit.map { "\(type(of: $0))" } ?? "nothing"), not the dimming view")
            }
            Drag(start: point, at: DragKind.lead, by: CGVector(dx: 60, dy: 0), duration: 0.2)
                .perform(on: run.device, origin: run.nextVsync)
            run.device.runUntilIdle()
            run.expect(watch.began == (passes ? 1 : 0),
                       "at \(stop.name) the presenting screen's pan began \(watch.began) times, expected \(passes ? 1 : 0)")
            run.expect(host.presentedViewController === view && delegate.detent(of: screen) == stop.name,
                       "a drag above the sheet at \(stop.name) left it at \(delegate.detent(of: screen) ?? "nil (dismissed)")")
            run.finish()
        }
    }

    /// `dismiss(animated:)` from a detent plays from there, as
    /// `simulate --play dismiss --from-detent` does.
    private func dismissFromCode(at detent: String) {
        let (run, host, delegate, screen, view) = setUp("detents: dismiss from code at \(detent)", plan: modal.dismissal)
        presentAndSettle(run, delegate, screen, from: host)
        delegate.setDetent(detent, of: screen)
        run.device.runUntilIdle()
        run.report.fromDetent = delegate.detent(of: screen)
        run.expect(run.report.fromDetent == detent, "setDetent(\(detent)) left the sheet at \(run.report.fromDetent ?? "nil")")
        run.compare(play: "dismiss")
        run.startRecording(at: run.nextVsync)
        view.dismiss(animated: true)
        run.device.runUntilIdle()
        run.expect(host.presentedViewController == nil, "the screen is still presented")
        run.finish()
    }

    /// Rests the sheet at `from` with `setDetent`, then plays `drags`; every
    /// touch lands on the sheet. `expected` nil: the sheet is dismissed.
    private func moveBetweenDetents(_ title: String, from: String, expected: String?, drags: [Drag]) {
        let plan = modal.dismissal
        let (run, host, delegate, screen, view) = setUp("detents: \(title)", plan: plan)
        presentAndSettle(run, delegate, screen, from: host)
        delegate.setDetent(from, of: screen)
        run.device.runUntilIdle()
        run.expect(delegate.detent(of: screen) == from, "setDetent(\(from)) left the sheet at \(delegate.detent(of: screen) ?? "nil")")
        // A drag down starts just below the sheet's top; one up, and a
        // re-grab, near the window's bottom edge, which every detent covers.
        let window = run.device.window.bounds
        let placed = drags.enumerated().map { index, drag in
            var drag = drag
            let top = view.view.convert(view.view.bounds, to: nil).minY
            let y = index == 0 && drag.by.dy > 0 ? top + 30 : window.maxY - 40
            drag.start = CGPoint(x: window.midX, y: y)
            return drag
        }
        playDismissal(placed, plan: plan, run: run, host: host, view: view)
        run.expect(run.report.restingDetent == expected,
                   "the sheet rests at \(run.report.restingDetent ?? "nil (dismissed)"), expected \(expected ?? "nil (dismissed)")")
        run.finish()
    }
}

/// Counts the pans that begin on the presenting screen.
@MainActor
final class PanWatch: NSObject, UIGestureRecognizerDelegate {
    var began = 0

    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        began += 1
        return true
    }
}
