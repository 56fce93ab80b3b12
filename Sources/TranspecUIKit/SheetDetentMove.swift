#if canImport(UIKit)
import TranspecRuntime
import UIKit

/// A detent sheet's animated move from code (`setDetent(_:of:animated:)`):
/// outside any view-controller transition, as `UISheetPresentationController`
/// animates a change of `selectedDetentIdentifier` inside `animateChanges(_:)`.
/// It plays `TransitionPlan.detentMove` (the dismissal's cancel spring, as
/// a drag released there at rest would) on the display link, with the same
/// stage that draws a drag, and the sheet rests at the detent at the end.
@MainActor
final class SheetDetentMove {
    private let stage: TransitionStage
    private let settle: SettleMotion
    private let released: PhasedProgress
    private var clock: DisplayLinkClock?
    private var start: Double?
    private let onRest: @MainActor () -> Void
    private let reports: ProgressReports

    /// Reports progress and crossings through `callbacks`, as a drag does.
    /// Nil when the sheet is not in a container or the detents are unknown.
    init?(
        plan: TransitionPlan, sheet: ModalPresentationController, views: ScreenViews?, to detent: String,
        callbacks: @escaping @MainActor () -> TransitionCallbacks, onRest: @escaping @MainActor () -> Void
    ) {
        guard let container = sheet.containerView, let view = sheet.presentedView else { return nil }
        let size = ContainerSize(of: container)
        guard let settle = plan.detentMove(from: sheet.detent, to: detent, in: size) else { return nil }
        let direction = plan.edge.direction(in: container)
        let travel = plan.travel.resolve(containerExtent: direction.extent(of: container))
        stage = TransitionStage(
            views: StageViews(moving: view, screen: views, dimming: sheet.dimmingView, restOffset: sheet.detentShift),
            plan: plan, container: container, direction: direction, travel: travel)
        self.settle = settle
        released = .atRest(settle.releaseProgress)
        self.onRest = onRest
        reports = ProgressReports(plan: plan, start: settle.releaseProgress, callbacks: callbacks)
        stage.render(progress: released, displacement: settle.releaseProgress)
    }

    /// Starts at the next frame (elapsed 0 there).
    func play() {
        reports.haptics.prepare()
        let clock = DisplayLinkClock { [weak self] time in self?.frame(time) }
        self.clock = clock
        clock.start()
    }

    /// Ends at once: the views at rest, then the sheet at the detent.
    func finish() {
        clock?.stop()
        clock = nil
        stage.tearDown(completed: false)
        onRest()
    }

    private func frame(_ time: Double) {
        let start = self.start ?? time
        self.start = start
        let elapsed = time - start
        let progress = elapsed >= settle.settleTime ? settle.target : settle.state(at: elapsed).progress
        stage.render(
            progress: TrackPhaseRule.settling(progress: progress, released: released, target: settle.target),
            displacement: progress)
        reports.report(progress, dragging: false)
        if elapsed >= settle.settleTime { finish() }
    }
}
#endif
