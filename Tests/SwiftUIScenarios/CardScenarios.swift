@_spi(UIKitModel) @_spi(SwiftUIModel) import SwiftUI
import TranspecRuntime
import TranspecSwiftUI
import TranspecUIKit

/// The App Store card from a SwiftUI feed: a tap presents the story, which
/// grows out of the feed's card (lent by the presenter, `from: presenting`,
/// found by the generated hosting controller among the feed's SwiftUI
/// views), and each of the dismissal's drags flies its header back into the
/// card. Every frame is compared with `transpec simulate` by the test.
@MainActor
struct CardScenarios {
    let name = "AppStoreCardDismiss"
    var modal: ModalTransition { AppStoreCardDismissTransition.modal }

    func runAll() {
        presentByTap()
        for gesture in 0..<modal.dismissal.gestureCount {
            for kind in [DragKind.complete, .cancel] { dismissByDrag(gesture: gesture, kind) }
        }
        ScenarioRun.missingViews = ["card"]
        presentByTap()
        dismissByDrag(gesture: 0, .complete)
        ScenarioRun.missingViews = []
    }

    /// A tap on the feed presents the story out of the card (or, scrolled
    /// out of sight, fades it in).
    private func presentByTap() {
        let plan = ScenarioRun.played(modal.presentation)
        let (run, host, log) = setUp("card: present by tap", plan: plan)
        run.compare(play: "present")
        run.startRecording(at: run.nextVsync)
        host.modelTap("Open story")
        run.device.runUntilIdle()
        // The generated hosting controller: it lends the story's views and the feed's card.
        run.expect(host.presentedViewController is any AppStoreCardDismissPresentable
                   && host.presentedViewController is any AppStoreCardDismissPresenting,
                   "presented \(host.presentedViewController.map { "\(type(of: $0))" } ?? "nothing")")
        checkLayout(run, host)
        recordMarkedFlightEnds(run, host, plan: plan)
        run.expect(log.dismissals == 0, "onDismiss ran \(log.dismissals) times")
        run.finish()
    }

    /// The dismissal's drag number `gesture` (from 0): the story shrinks as
    /// `simulate gesture --gesture gesture+1` plays it, its header flying
    /// back into the card past half way.
    private func dismissByDrag(gesture index: Int, _ kind: DragKind) {
        let plan = ScenarioRun.played(modal.dismissal.driven(byGesture: index))
        guard let gesture = plan.gesture else { return }
        let (run, host, log) = setUp("card: dismiss by gesture \(index + 1): \(kind.rawValue)", plan: plan)
        run.report.gesture = index + 1
        host.modelTap("Open story")
        run.device.runUntilIdle()
        run.expect(host.presentedViewController != nil, "the story is not presented")
        checkLayout(run, host)
        recordMarkedFlightEnds(run, host, plan: plan)
        let window = run.device.window.bounds
        let direction = plan.edge.direction()
        // A screen-edge swipe starts at the screen's edge; a pan in the story's middle.
        let start = gesture == .screenEdge
            ? CGPoint(x: direction.dx > 0 ? 5 : window.maxX - 5, y: window.midY)
            : CGPoint(x: window.midX, y: window.midY)
        run.play(kind.drags(plan: plan, start: start, gesture: gesture), motion: plan.motion)
        let completed = host.presentedViewController == nil
        run.report.outcome = completed ? "completed" : "cancelled"
        run.expect(completed == (kind == .complete), "the \(kind.rawValue) drag \(completed ? "dismissed" : "kept") the story")
        run.expect(log.dismissals == (completed ? 1 : 0), "onDismiss ran \(log.dismissals) times")
        run.finish()
    }

    // MARK: Views and layout

    /// The markers are where the app's layout puts its views, in the window.
    private func checkLayout(_ run: ScenarioRun, _ host: UIViewController) {
        let expected: [(String, CGRect?)] = [
            ("story", CGRect(origin: .zero, size: CardLayout.story)),
            ("header", CardLayout.header),
            ("card", ScenarioRun.missingViews.contains("card") ? nil : CardLayout.card),
        ]
        for (name, rect) in expected {
            let shown = markedView(name, host).map { $0.convert($0.bounds, to: nil) }
            run.expect(shown == rect, "the \(name)'s marker is at \(shown.map { "\($0)" } ?? "nowhere"), "
                + "the app's \(name) at \(rect.map { "\($0)" } ?? "nowhere")")
        }
    }

    // MARK: Set-up

    private func setUp(_ scenario: String, plan: TransitionPlan) -> (ScenarioRun, UIViewController, AppLog) {
        let run = ScenarioRun(transition: name, scenario: scenario)
        let log = AppLog()
        run.listen(to: &log.callbacks)
        let host = UIHostingController(rootView: CardFeedApp(log: log, showsCard: !ScenarioRun.missingViews.contains("card")))
        let window = run.device.window
        window.rootViewController = host
        // The feed is on screen for a frame before a person taps it: the
        // card has been rendered when the flight snapshots it.
        run.device.advance(frames: 1)
        run.device.runUntilIdle()
        run.subject = markedViewSubject(host, in: window, plan: plan)
        return (run, host, log)
    }
}
