@_spi(UIKitModel) @_spi(SwiftUIModel) import SwiftUI
import TranspecRuntime
import TranspecSwiftUI
import TranspecUIKit

/// The pull-to-dismiss feed from a SwiftUI app: its content is in a
/// `TranspecScrollView`, and the generated hosting controller lends that
/// scroll view to the dismissal. At the top a drag down dismisses the feed
/// (every frame compared with `transpec simulate` by the test); scrolled
/// down, the same drag scrolls it.
@MainActor
struct FeedScenarios {
    let name = "PullToDismiss"
    var modal: ModalTransition { PullToDismissTransition.modal }

    func runAll() {
        presentWhenTheBindingTurnsTrue()
        for kind in [DragKind.complete, .cancel] { pullAtTheTop(kind) }
        dragOnScrolledContentScrolls()
    }

    private func presentWhenTheBindingTurnsTrue() {
        let (run, host, log) = setUp("feed: present when the binding turns true", plan: modal.presentation)
        run.compare(play: "present")
        run.startRecording(at: run.nextVsync)
        host.modelTap("Show feed")
        run.device.runUntilIdle()
        run.expect(host.presentedViewController is any PullToDismissPresentable,
                   "presented \(host.presentedViewController.map { "\(type(of: $0))" } ?? "nothing")")
        checkScrollView(run, host)
        run.expect(log.dismissals == 0, "onDismiss ran \(log.dismissals) times")
        run.finish()
    }

    /// At the top, a drag down moves the feed: past the threshold it
    /// dismisses and the binding goes false; short of it, it springs back.
    private func pullAtTheTop(_ kind: DragKind) {
        let plan = ScenarioRun.played(modal.dismissal)
        let (run, host, log) = setUp("feed: pull at the top: \(kind.rawValue)", plan: plan)
        presentAndSettle(run, host)
        let scrollView = lentScrollView(host)
        run.play(kind.drags(plan: plan, start: dragStart, gesture: .pan), motion: plan.motion)
        let completed = host.presentedViewController == nil
        run.report.outcome = completed ? "completed" : "cancelled"
        run.expect(completed == (kind == .complete), "the \(kind.rawValue) pull \(completed ? "dismissed" : "kept") the feed")
        run.expect(host.modelTexts.first == (completed ? "feed hidden" : "feed shown"), "the app shows \(host.modelTexts)")
        run.expect(log.dismissals == (completed ? 1 : 0), "onDismiss ran \(log.dismissals) times")
        run.expect(scrollView?.contentOffset.y == 0, "the pull scrolled the feed to \(scrollView?.contentOffset.y ?? .nan)")
        run.finish()
    }

    /// Scrolled down, a drag down scrolls the content with the finger and
    /// leaves the feed presented; back at the top, the same drag dismisses it.
    private func dragOnScrolledContentScrolls() {
        let plan = ScenarioRun.played(modal.dismissal)
        let (run, host, log) = setUp("feed: scrolled down, a drag scrolls; at the top it dismisses", plan: plan)
        presentAndSettle(run, host)
        guard let scrollView = lentScrollView(host) else { return run.finish() }
        scrollView.contentOffset = CGPoint(x: 0, y: 1000)
        let drags = DragKind.complete.drags(plan: plan, start: dragStart, gesture: .pan)
        for drag in drags { drag.perform(on: run.device, origin: run.nextVsync) }
        run.device.runUntilIdle()
        let dragged = drags.reduce(0) { $0 + $1.by.dy }
        run.expect(host.presentedViewController != nil, "a drag on scrolled content dismissed the feed")
        run.expect(abs(scrollView.contentOffset.y - (1000 - dragged)) < 1,
                   "the feed scrolled to \(scrollView.contentOffset.y), the finger moved \(dragged)")
        run.expect(run.report.progressReports.isEmpty, "the transition moved: \(run.report.progressReports.count) progress reports")
        scrollView.contentOffset = .zero
        run.play(DragKind.complete.drags(plan: plan, start: dragStart, gesture: .pan), motion: plan.motion)
        run.report.outcome = host.presentedViewController == nil ? "completed" : "cancelled"
        run.expect(host.presentedViewController == nil, "at the top, the drag did not dismiss the feed")
        run.expect(log.dismissals == 1, "onDismiss ran \(log.dismissals) times")
        run.finish()
    }

    // MARK: The scroll view

    /// The presented screen's one scroll view, found independently of the
    /// library: the generated controller lends it, it fills the screen, and
    /// its content is as wide as it and as tall as the app laid it out.
    private func checkScrollView(_ run: ScenarioRun, _ host: UIViewController) {
        let found = lentScrollView(host)
        let lent = (host.presentedViewController as? any PullToDismissPresentable)?.pullToDismissScrollView
        run.expect(found != nil && lent === found, "lent \(lent.map { "\($0)" } ?? "nothing"), on screen \(found.map { "\($0)" } ?? "nothing")")
        let window = run.device.window.bounds
        run.expect(found?.convert(found?.bounds ?? .zero, to: nil) == window, "the scroll view is at \(found?.frame ?? .zero)")
        let size = CGSize(width: window.width, height: FeedLayout.contentHeight)
        run.expect(found?.contentSize == size, "its content size is \(found?.contentSize ?? .zero), not \(size)")
        run.expect(found?.subviews.first?.frame == CGRect(origin: .zero, size: size),
                   "its content is at \(found?.subviews.first?.frame ?? .zero)")
        // The content is SwiftUI in a hosting controller within the presented one.
        let texts = host.presentedViewController.map(allTexts) ?? []
        run.expect(texts.suffix(3) == ["Post 1", "Post 2", "Post 3"], "it shows \(texts)")
    }

    private func allTexts(_ controller: UIViewController) -> [String] {
        controller.modelTexts + controller.children.flatMap(allTexts)
    }

    private func lentScrollView(_ host: UIViewController) -> UIScrollView? {
        host.presentedViewController.flatMap { scrollView(in: $0.view) }
    }

    // MARK: Set-up

    /// Where a pull starts: near the top of the screen, in its middle.
    private var dragStart: CGPoint { CGPoint(x: 195, y: 200) }

    private func setUp(_ scenario: String, plan: TransitionPlan) -> (ScenarioRun, UIViewController, AppLog) {
        let run = ScenarioRun(transition: name, scenario: scenario)
        let log = AppLog()
        run.listen(to: &log.callbacks)
        let host = UIHostingController(rootView: FeedApp(log: log))
        let window = run.device.window
        window.rootViewController = host
        run.device.runUntilIdle()
        run.subject = markedViewSubject(host, in: window, plan: plan)
        return (run, host, log)
    }

    private func presentAndSettle(_ run: ScenarioRun, _ host: UIViewController) {
        host.modelTap("Show feed")
        run.device.runUntilIdle()
        run.expect(host.presentedViewController != nil, "tapping Show feed presented nothing")
    }
}
