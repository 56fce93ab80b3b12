@_spi(UIKitModel) @_spi(SwiftUIModel) import SwiftUI
import TranspecRuntime
import TranspecSwiftUI
import TranspecUIKit

/// The view `.transpecElement` marked `name`, on the screen `host`
/// presents or on `host` itself: how the scenarios find where SwiftUI laid
/// an element out, independently of the library's own lookup.
@MainActor
func markedView(_ name: String, _ host: UIViewController) -> UIView? {
    for screen in [host.presentedViewController?.view, host.view] {
        if let screen, let found = markedView(name, in: screen) { return found }
    }
    return nil
}

@MainActor
private func markedView(_ name: String, in view: UIView) -> UIView? {
    firstView(TranspecElementView.self, in: view) { $0.elementName == name }
}

/// The first view of `type` in `view`'s subtree, depth first, that `matches`.
@MainActor
private func firstView<Match: UIView>(_ type: Match.Type, in view: UIView, where matches: (Match) -> Bool = { _ in true }) -> Match? {
    if let match = view as? Match, matches(match) { return match }
    for subview in view.subviews {
        if let found = firstView(type, in: subview, where: matches) { return found }
    }
    return nil
}

/// The flight's ends between the screen `host` presents and `host`, measured
/// on the laid-out screens as the UIKit scenarios do.
@MainActor
func recordMarkedFlightEnds(_ run: ScenarioRun, _ host: UIViewController, plan: TransitionPlan) {
    guard let presented = host.presentedViewController else { return }
    let window = run.device.window
    let travel = plan.travel.resolve(containerExtent: ContainerSize(window.bounds.size).extent(along: plan.edge))
    run.recordSharedEnds(
        of: plan.motion, views: { markedView($0, host) },
        screens: [
            ScreenPlacement(view: presented.view, rest: window.bounds,
                            offset: { plan.offset(atDisplacement: $0, travel: travel) }, rides: true),
            ScreenPlacement(view: host.view, rest: window.bounds, offset: { _ in 0 }, rides: false),
        ],
        startOffset: plan.offset(atDisplacement: 0, travel: travel), direction: plan.edge.direction())
}

/// What a modal scenario records from a SwiftUI app in `host`: the
/// presented screen, its presentation's dimming, and the elements found by
/// their marks once the screens are laid out.
@MainActor
func markedViewSubject(_ host: UIViewController, in window: UIWindow, plan: TransitionPlan) -> RecordedSubject {
    RecordedSubject(
        moving: { [weak host] in host?.presentedViewController?.view },
        rest: window.bounds, direction: plan.edge.direction(),
        dimming: { [weak host] in
            (host?.presentedViewController?.presentationController as? ModalPresentationController)?.dimmingView
        },
        elements: [], sharedSource: nil, window: window,
        recordsScreenAlpha: plan.motion.fadesScreen
            || plan.motion.sharedElement.map { !$0.flies(without: Set(ScenarioRun.missingViews)) } ?? false,
        lateViews: { [weak host] in
            guard let host else { return ([], nil) }
            let elements = RecordedSubject.elements(of: plan.motion) { markedView($0, host) }
            return (elements, plan.motion.sharedElement.flatMap { markedView($0.source, host) })
        })
}

/// The view `.transpecElement` marked `name` on one of `screens` (a
/// navigation stack's), in order.
@MainActor
func markedView(_ name: String, onScreens screens: [UIViewController]) -> UIView? {
    for screen in screens {
        if let found = markedView(name, in: screen.view) { return found }
    }
    return nil
}

/// The first scroll view in `view`'s subtree, depth first: the one a feed's
/// `TranspecScrollView` shows, found independently of the library's lookup.
@MainActor
func scrollView(in view: UIView) -> UIScrollView? {
    firstView(UIScrollView.self, in: view)
}
