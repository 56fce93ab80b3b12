@_spi(UIKitModel) @_spi(SwiftUIModel) import SwiftUI
import TranspecRuntime
import TranspecSwiftUI
import TranspecUIKit

/// The Tags sheet presented by `transpecPresentation` from a SwiftUI app on
/// the models: every frame recorded (the kit of `Tests/UIKitScenarios`) and
/// compared with `transpec simulate` by the test, and the binding checked
/// after each way in and out.
@MainActor
struct PresentationScenarios {
    let name = "TagsSheetDismiss"
    var modal: ModalTransition { TagsSheetDismissTransition.modal }

    func runAll() {
        presentWhenTheBindingTurnsTrue()
        for kind in [DragKind.complete, .cancel, .flickAgainst, .regrab] { dismissByDrag(kind) }
        dismissWhenTheBindingTurnsFalse()
        dismissFromTheContent()
        dismissByVoiceOverEscape()
        presentWhileAnotherScreenIsPresented()
        anotherItemReplacesTheScreen()
        presentedContentFollowsTheApp()
    }

    // MARK: Scenarios

    private func presentWhenTheBindingTurnsTrue() {
        let (run, host, log) = setUp("present when the binding turns true", plan: modal.presentation, TagsApp.init)
        run.compare(play: "present")
        run.startRecording(at: run.nextVsync)
        host.modelTap("Show tags")
        run.device.runUntilIdle()
        let presented = host.presentedViewController
        run.expect(presented is any TagsSheetDismissPresentable, "presented \(presented.map { "\(type(of: $0))" } ?? "nothing")")
        run.expect(presented?.modelTexts == ["Tags", "Done"], "the sheet shows \(presented?.modelTexts ?? [])")
        run.expect(host.modelTexts.first == "tags shown", "the app shows \(host.modelTexts)")
        run.expect(log.dismissals == 0, "onDismiss ran \(log.dismissals) times")
        run.finish()
    }

    /// A drag that dismisses turns the binding false and runs onDismiss once;
    /// one that does not leaves both alone.
    private func dismissByDrag(_ kind: DragKind) {
        let plan = modal.dismissal
        let (run, host, log) = setUp("dismiss by drag: \(kind.rawValue)", plan: plan, TagsApp.init)
        presentAndSettle(run, host, tapping: "Show tags")
        guard let gesture = plan.gesture else { return run.finish() }
        let drags = kind.drags(plan: plan, start: dragStart(in: run.device.window), gesture: gesture)
        (log.heardProgress, log.heardCompletions) = ([], [])
        run.play(drags, motion: plan.motion)
        let completed = host.presentedViewController == nil
        run.report.outcome = completed ? "completed" : "cancelled"
        // The onTranspec… modifiers around the presenting view heard what the callbacks heard.
        let progress = run.report.progressReports.map(\.value)
        run.expect(!progress.isEmpty && log.heardProgress == progress,
                   "onTranspecProgress heard \(log.heardProgress.count) values, the callbacks \(progress.count)")
        run.expect(log.heardCompletions == run.report.completions,
                   "onTranspecCompletion heard \(log.heardCompletions), the callbacks \(run.report.completions)")
        run.expect(host.modelTexts.first == (completed ? "tags hidden" : "tags shown"),
                   "\(run.report.outcome ?? ""): the app shows \(host.modelTexts)")
        run.expect(log.dismissals == (completed ? 1 : 0), "onDismiss ran \(log.dismissals) times")
        run.finish()
    }

    /// The app clears the binding: the sheet leaves with the spec's dismissal, from code.
    private func dismissWhenTheBindingTurnsFalse() {
        let (run, host, log) = setUp("dismiss when the binding turns false", plan: modal.dismissal, TagsApp.init)
        presentAndSettle(run, host, tapping: "Show tags")
        run.compare(play: "dismiss")
        run.startRecording(at: run.nextVsync)
        host.modelTap("Hide tags")
        run.device.runUntilIdle()
        run.expect(host.presentedViewController == nil, "the sheet is still presented")
        run.expect(host.modelTexts.first == "tags hidden", "the app shows \(host.modelTexts)")
        run.expect(log.dismissals == 1, "onDismiss ran \(log.dismissals) times")
        run.finish()
    }

    /// The content's `transpecDismiss`: the spec's dismissal, and the binding follows.
    private func dismissFromTheContent() {
        let (run, host, log) = setUp("dismiss from the content", plan: modal.dismissal, TagsApp.init)
        presentAndSettle(run, host, tapping: "Show tags")
        run.compare(play: "dismiss")
        run.startRecording(at: run.nextVsync)
        let tapped = host.presentedViewController?.modelTap("Done") ?? false
        run.device.runUntilIdle()
        run.expect(tapped, "the sheet has no Done button")
        run.expect(host.presentedViewController == nil, "the sheet is still presented")
        run.expect(host.modelTexts.first == "tags hidden", "the app shows \(host.modelTexts)")
        run.expect(log.dismissals == 1, "onDismiss ran \(log.dismissals) times")
        run.finish()
    }

    /// VoiceOver's escape dismisses the sheet as a drag would; the binding follows.
    private func dismissByVoiceOverEscape() {
        let (run, host, log) = setUp("dismiss by VoiceOver escape", plan: modal.dismissal, TagsApp.init)
        presentAndSettle(run, host, tapping: "Show tags")
        run.compare(play: "dismiss")
        run.startRecording(at: run.nextVsync)
        let sheet = host.presentedViewController?.view
        let handled = sheet.map { run.device.performAccessibilityEscape(focusedOn: $0) } ?? false
        run.device.runUntilIdle()
        run.expect(handled, "the escape was not handled")
        run.expect(host.presentedViewController == nil, "the sheet is still presented")
        run.expect(host.modelTexts.first == "tags hidden", "the app shows \(host.modelTexts)")
        run.expect(log.dismissals == 1, "onDismiss ran \(log.dismissals) times")
        run.finish()
    }

    /// Another screen is presented: UIKit refuses (and says so), the binding
    /// stays true, as with SwiftUI's sheets; set again once the other screen
    /// left, it presents.
    private func presentWhileAnotherScreenIsPresented() {
        let (run, host, log) = setUp("present while another screen is presented", plan: modal.presentation, TagsApp.init)
        let other = UIViewController(nibName: nil, bundle: nil)
        host.present(other, animated: false)
        run.device.runUntilIdle()
        host.modelTap("Show tags")
        run.device.runUntilIdle()
        run.expect(host.presentedViewController === other, "the other screen was replaced")
        run.expect(host.modelTexts.first == "tags shown", "the binding did not stay set: \(host.modelTexts)")
        run.expect(run.device.consoleLog.contains { $0.hasPrefix("Attempt to present") }, "UIKit did not say why")
        // The binding stays set and nothing retries behind the app's back.
        other.dismiss(animated: false)
        run.device.runUntilIdle()
        host.modelTap("Touch")
        run.device.runUntilIdle()
        run.expect(host.presentedViewController == nil, "presented again without the binding being set again")
        host.modelTap("Hide tags")
        run.device.runUntilIdle()
        host.modelTap("Show tags")
        run.device.runUntilIdle()
        run.expect(host.presentedViewController is any TagsSheetDismissPresentable, "not presented once set again")
        run.expect(log.dismissals == 0, "onDismiss ran \(log.dismissals) times")
        run.finish()
    }

    /// `item:`: another item dismisses the screen and presents one for it;
    /// a drag that dismisses clears the item.
    private func anotherItemReplacesTheScreen() {
        let plan = modal.dismissal
        let (run, host, log) = setUp("another item replaces the screen, a drag clears it", plan: plan, TagPickerApp.init)
        presentAndSettle(run, host, tapping: "Swift")
        let first = host.presentedViewController
        run.expect(first?.modelTexts.first == "tag Swift", "the sheet shows \(first?.modelTexts ?? [])")
        host.modelTap("UIKit")
        run.device.runUntilIdle()
        let second = host.presentedViewController
        run.expect(second != nil && second !== first, "the sheet was not replaced")
        run.expect(second?.modelTexts.first == "tag UIKit", "the sheet shows \(second?.modelTexts ?? [])")
        run.expect(host.modelTexts.first == "tag UIKit", "the app shows \(host.modelTexts)")
        run.expect(log.dismissals == 1, "onDismiss ran \(log.dismissals) times for the replaced sheet")
        guard let gesture = plan.gesture else { return run.finish() }
        run.play(DragKind.complete.drags(plan: plan, start: dragStart(in: run.device.window), gesture: gesture), motion: plan.motion)
        run.report.outcome = host.presentedViewController == nil ? "completed" : "cancelled"
        run.expect(host.modelTexts.first == "tag none", "the app shows \(host.modelTexts)")
        run.expect(log.dismissals == 2, "onDismiss ran \(log.dismissals) times")
        run.finish()
    }

    /// The presented content is the app's view: a change of the app's state
    /// reaches it (here, the item's title through the representable's update).
    private func presentedContentFollowsTheApp() {
        let (run, host, _) = setUp("presented content follows the app", plan: modal.presentation, CounterApp.init)
        presentAndSettle(run, host, tapping: "Show")
        run.expect(host.presentedViewController?.modelTexts.first == "count 0", "the sheet shows \(host.presentedViewController?.modelTexts ?? [])")
        host.modelTap("Add")
        run.device.runUntilIdle()
        run.expect(host.presentedViewController?.modelTexts.first == "count 1", "the sheet shows \(host.presentedViewController?.modelTexts ?? [])")
        run.finish()
    }

    // MARK: Set-up

    private func setUp<App: View>(
        _ scenario: String, plan: TransitionPlan, _ makeApp: (AppLog) -> App
    ) -> (ScenarioRun, UIViewController, AppLog) {
        let plan = ScenarioRun.played(plan)
        let run = ScenarioRun(transition: name, scenario: scenario)
        let log = AppLog()
        run.listen(to: &log.callbacks)
        let host = UIHostingController(rootView: makeApp(log))
        let window = run.device.window
        window.rootViewController = host
        run.device.runUntilIdle()
        run.subject = RecordedSubject(
            moving: { [weak host] in host?.presentedViewController?.view },
            rest: restingRect(in: window), direction: plan.edge.direction(),
            dimming: { [weak host] in
                (host?.presentedViewController?.presentationController as? ModalPresentationController)?.dimmingView
            },
            elements: [], sharedSource: nil, window: window,
            recordsScreenAlpha: plan.motion.fadesScreen)
        return (run, host, log)
    }

    private func presentAndSettle(_ run: ScenarioRun, _ host: UIViewController, tapping button: String) {
        host.modelTap(button)
        run.device.runUntilIdle()
        run.expect(host.presentedViewController != nil, "tapping \(button) presented nothing")
    }

    private func restingRect(in window: UIWindow) -> CGRect {
        guard let frame = modal.restingFrame else { return window.bounds }
        let rect = frame.frame(in: ContainerSize(window.bounds.size))
        return CGRect(x: CGFloat(rect.x), y: CGFloat(rect.y), width: CGFloat(rect.width), height: CGFloat(rect.height))
    }

    /// Where a dismissing drag starts on the sheet: near its top, toward its edge.
    private func dragStart(in window: UIWindow) -> CGPoint {
        let bounds = restingRect(in: window)
        let direction = modal.dismissal.edge.direction()
        return CGPoint(
            x: bounds.minX + (direction.dx > 0 ? 40 : direction.dx < 0 ? bounds.width - 40 : bounds.width - 60),
            y: bounds.minY + (direction.dy > 0 ? min(200, bounds.height / 4) : direction.dy < 0 ? bounds.height - 60 : bounds.height - 100))
    }
}
