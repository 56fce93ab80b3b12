@_spi(UIKitModel) import UIKit
import TranspecRuntime

/// One screen of a transition as the scenario lays it out, to measure the
/// shared element's ends on it independently of the library's stage.
@MainActor
struct ScreenPlacement {
    /// The screen's root view.
    var view: UIView
    /// Where the view rests, in the window.
    var rest: CGRect
    /// Its offset from `rest` along the travel direction at a progress.
    var offset: (Double) -> Double
    /// Whether it moves with the recorded moving screen (a presenter or a
    /// navigation root stays put; a tab strip carries both tabs).
    var rides: Bool

    /// `element`'s rectangle in the window at `progress`: its place in the
    /// screen's laid-out view, with the view at rest, moved by its offset
    /// then; nil when `element` is not on this screen.
    func rect(of element: UIView, atProgress progress: Double, direction: TravelDirection) -> CGRect? {
        guard element.isDescendant(of: view) else { return nil }
        let inScreen = element.convert(element.bounds, to: view)
        let shift = CGFloat(offset(progress))
        return inScreen.offsetBy(
            dx: rest.minX + CGFloat(direction.dx) * shift, dy: rest.minY + CGFloat(direction.dy) * shift)
    }
}

extension ScenarioRun {
    /// Records, for the comparison with `simulate`, where the shared
    /// element's flight starts (its source at progress 0) and ends (its
    /// destination at progress 1), in the window, on whichever screen lends
    /// each; and whether the start rides the recorded moving screen, whose
    /// offset at progress 0 is `startOffset`. Nothing when an end has no view.
    func recordSharedEnds(
        of motion: TransitionMotion, views: (String) -> UIView?, screens: [ScreenPlacement],
        startOffset: Double, direction: TravelDirection
    ) {
        guard let ends = motion.sharedElement, let source = views(ends.source),
              let destination = views(ends.destination),
              let sourceScreen = screens.first(where: { source.isDescendant(of: $0.view) }),
              let start = sourceScreen.rect(of: source, atProgress: 0, direction: direction),
              let end = screens.lazy.compactMap({ $0.rect(of: destination, atProgress: 1, direction: direction) }).first
        else { return }
        // A screen in the window must be where the scenario says it rests.
        for screen in screens where screen.view.window != nil {
            let shown = screen.view.convert(screen.view.bounds, to: nil)
            expect(shown == screen.rest, "a screen is at \(shown) in the window, the scenario expects \(screen.rest)")
        }
        report.sharedStart = RectRecord(start)
        report.sharedEnd = RectRecord(end)
        report.sharedStartRides = sourceScreen.rides
        report.sharedStartOffset = startOffset
        report.direction = [direction.dx, direction.dy]
    }
}
