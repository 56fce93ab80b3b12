@_spi(UIKitModel) @_spi(SwiftUIModel) import SwiftUI
import TranspecRuntime
import TranspecSwiftUI
import TranspecUIKit

/// The Maps sheet's detent in a binding (`transpecPresentation(detent:)`):
/// a drag writes the detent the sheet comes to rest at; setting the binding
/// moves the sheet, compared with `transpec simulate --play dismiss --to-detent`.
@MainActor
struct DetentBindingScenarios {
    let name = "MapsSheetDrag"
    var modal: ModalTransition { MapsSheetDragTransition.modal }

    func runAll() {
        dragWritesTheDetent("full to half, released", by: 0.3, velocity: 0)
        dragWritesTheDetent("full, a short drag back to it", by: 0.05, velocity: 0)
        settingTheBindingMovesTheSheet(to: "half", tapping: "Half")
        settingTheBindingMovesTheSheet(to: "collapsed", tapping: "Collapsed")
    }

    private func dragWritesTheDetent(_ title: String, by fraction: Double, velocity: Double) {
        let plan = modal.dismissal
        let (run, host, log) = setUp("detent binding: a drag, \(title)")
        let distance = plan.motion.distance.resolve(containerExtent: Double(run.device.window.bounds.height))
        run.report.fromDetent = sheetDetent(host)
        let top = host.presentedViewController.map { $0.view.convert($0.view.bounds, to: nil).minY } ?? 0
        let drag = Drag(
            start: CGPoint(x: run.device.window.bounds.midX, y: top + 30), at: DragKind.lead,
            by: CGVector(dx: 0, dy: fraction * distance), duration: 0.2, liftVelocity: CGVector(dx: 0, dy: velocity))
        run.play([drag], motion: plan.motion)
        run.report.outcome = host.presentedViewController == nil ? "completed" : "cancelled"
        let resting = sheetDetent(host)
        run.report.restingDetent = resting
        run.expect(log.detents == run.report.detentChanges,
                   "the binding was written \(log.detents), the sheet changed detent \(run.report.detentChanges)")
        run.expect(host.modelTexts.first == "detent \(resting ?? "none")", "the sheet rests at \(resting ?? "nil"), the app shows \(host.modelTexts)")
        run.finish()
    }

    private func settingTheBindingMovesTheSheet(to detent: String, tapping button: String) {
        let (run, host, log) = setUp("detent binding: set to \(detent)")
        run.compare(play: "dismiss")
        run.report.toDetent = detent
        run.comparesEveryFrame = true
        run.startRecording(at: run.nextVsync)
        host.modelTap(button)
        run.device.runUntilIdle()
        run.expect(sheetDetent(host) == detent, "the sheet rests at \(sheetDetent(host) ?? "nil")")
        run.expect(host.modelTexts.first == "detent \(detent)", "the app shows \(host.modelTexts)")
        // The binding already held the detent: nothing to write back.
        run.expect(log.detents.isEmpty, "the library wrote \(log.detents)")
        run.expect(run.report.detentChanges == [detent], "detentChanged reported \(run.report.detentChanges)")
        run.expect(host.presentedViewController != nil, "the sheet was dismissed")
        run.finish()
    }

    /// The Maps app with its sheet presented and at rest at its first detent.
    private func setUp(_ scenario: String) -> (ScenarioRun, UIViewController, AppLog) {
        let plan = ScenarioRun.played(modal.dismissal)
        let run = ScenarioRun(transition: name, scenario: scenario)
        let log = AppLog()
        run.listen(to: &log.callbacks)
        let host = UIHostingController(rootView: MapsApp(log: log))
        let window = run.device.window
        window.rootViewController = host
        run.device.runUntilIdle()
        host.modelTap("Show")
        run.device.runUntilIdle()
        run.expect(sheetDetent(host) == "full", "presented at \(sheetDetent(host) ?? "nil")")
        let frame = modal.restingFrame.map { $0.frame(in: ContainerSize(window.bounds.size)) }
        let rest = frame.map { CGRect(x: CGFloat($0.x), y: CGFloat($0.y), width: CGFloat($0.width), height: CGFloat($0.height)) }
        run.subject = RecordedSubject(
            moving: { [weak host] in host?.presentedViewController?.view },
            rest: rest ?? window.bounds, direction: plan.edge.direction(),
            dimming: { [weak host] in
                (host?.presentedViewController?.presentationController as? ModalPresentationController)?.dimmingView
            },
            elements: [], sharedSource: nil, window: window, recordsScreenAlpha: plan.motion.fadesScreen)
        return (run, host, log)
    }

    private func sheetDetent(_ host: UIViewController) -> String? {
        (host.presentedViewController?.presentationController as? ModalPresentationController)?.detent
    }
}
