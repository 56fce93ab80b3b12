@_spi(UIKitModel) @_spi(SwiftUIModel) import SwiftUI
import TranspecRuntime
import TranspecSwiftUI
import TranspecUIKit

/// The photo preview presented from a SwiftUI grid: the thumbnail and the
/// detail photo lend themselves with `.transpecElement`, the shared element
/// flies between the frames SwiftUI laid them out at, and every frame is
/// compared with `transpec simulate` by the test.
@MainActor
struct ElementScenarios {
    let name = "PhotoPreviewDismiss"
    var modal: ModalTransition { PhotoPreviewDismissTransition.modal }

    func runAll() {
        presentFromTheThumbnail()
        dismissByDragIntoTheThumbnail()
        ScenarioRun.missingViews = ["thumbnail"]
        presentFromTheThumbnail()
        ScenarioRun.missingViews = []
    }

    /// Tapping the grid presents the photo: it grows out of the thumbnail
    /// (or, scrolled out of sight, fades in).
    private func presentFromTheThumbnail() {
        let plan = ScenarioRun.played(modal.presentation)
        let (run, host, log) = setUp("shared element: present from a SwiftUI thumbnail", plan: plan)
        run.compare(play: "present")
        run.startRecording(at: run.nextVsync)
        host.modelTap("Open photo")
        run.device.runUntilIdle()
        run.expect(host.presentedViewController is any PhotoPreviewDismissPresentable,
                   "presented \(host.presentedViewController.map { "\(type(of: $0))" } ?? "nothing")")
        checkLayout(run, host)
        recordMarkedFlightEnds(run, host, plan: plan)
        run.expect(log.dismissals == 0, "onDismiss ran \(log.dismissals) times")
        run.finish()
    }

    /// A drag down past the threshold flies the photo back into the thumbnail.
    private func dismissByDragIntoTheThumbnail() {
        let plan = ScenarioRun.played(modal.dismissal)
        let (run, host, log) = setUp("shared element: dismiss by drag into the thumbnail", plan: plan)
        host.modelTap("Open photo")
        run.device.runUntilIdle()
        run.expect(host.presentedViewController != nil, "the photo is not presented")
        checkLayout(run, host)
        recordMarkedFlightEnds(run, host, plan: plan)
        guard let gesture = plan.gesture else { return run.finish() }
        let window = run.device.window
        let drags = DragKind.complete.drags(plan: plan, start: CGPoint(x: window.bounds.midX, y: window.bounds.midY), gesture: gesture)
        run.play(drags, motion: plan.motion)
        run.report.outcome = host.presentedViewController == nil ? "completed" : "cancelled"
        run.expect(host.presentedViewController == nil, "the drag did not dismiss the photo")
        run.expect(log.dismissals == 1, "onDismiss ran \(log.dismissals) times")
        run.finish()
    }

    // MARK: Views and layout

    /// The markers are where the app's layout puts its views, in the window.
    private func checkLayout(_ run: ScenarioRun, _ host: UIViewController) {
        let bounds = run.device.window.bounds
        let side = PhotoLayout.photoSide
        let photo = CGRect(x: (bounds.width - side) / 2, y: (bounds.height - side) / 2, width: side, height: side)
        let shown = markedView("photo", host).map { $0.convert($0.bounds, to: nil) }
        run.expect(shown == photo, "the photo's marker is at \(shown.map { "\($0)" } ?? "nowhere"), the photo at \(photo)")
        let thumbnail = markedView("thumbnail", host).map { $0.convert($0.bounds, to: nil) }
        if ScenarioRun.missingViews.contains("thumbnail") {
            run.expect(thumbnail == nil, "the grid shows no thumbnail, yet one is marked")
        } else {
            run.expect(thumbnail == PhotoLayout.thumbnail,
                       "the thumbnail's marker is at \(thumbnail.map { "\($0)" } ?? "nowhere"), the thumbnail at \(PhotoLayout.thumbnail)")
        }
    }

    // MARK: Set-up

    private func setUp(_ scenario: String, plan: TransitionPlan) -> (ScenarioRun, UIViewController, AppLog) {
        let run = ScenarioRun(transition: name, scenario: scenario)
        let log = AppLog()
        run.listen(to: &log.callbacks)
        let host = UIHostingController(rootView: PhotoGridApp(log: log, showsThumbnail: !ScenarioRun.missingViews.contains("thumbnail")))
        let window = run.device.window
        window.rootViewController = host
        run.device.runUntilIdle()
        run.subject = markedViewSubject(host, in: window, plan: plan)
        return (run, host, log)
    }
}
