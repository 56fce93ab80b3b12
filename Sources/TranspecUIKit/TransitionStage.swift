#if canImport(UIKit)
import TranspecRuntime
import UIKit

/// The views of one running transition, as the delegate laid them out.
@MainActor
struct StageViews {
    /// Follows progress along the travel direction.
    var moving: UIView
    /// The incoming screen's view, put in the container for the transition:
    /// taken out again when the transition is cancelled.
    var arriving: UIView?
    /// The outgoing screen's view: taken out when the transition completes.
    var departing: UIView?
    /// The screen whose elements the motion animates.
    var screen: ScreenViews?
    /// A dimming view someone else owns (the presentation controller's).
    var dimming: UIView?
    /// The colour of the dimming view the stage adds when no one else owns one.
    var dimmingColor: DimmingColor = .black
    /// Puts the screens back in the container after the stage's clean-up
    /// (a tab switch's strip): true when the transition completed.
    var finish: (@MainActor (_ completed: Bool) -> Void)?
    /// Points along the travel direction the moving view already rests
    /// from its resting frame (a sheet at a lower detent): the stage moves
    /// it by the rest of each offset.
    var restOffset: Double = 0
}

/// Applies progress to a transition's views, and puts them to rest at the
/// end: every transform the stage set on the screens is removed, the loser
/// of the transition leaves the container, and what the stage added goes.
///
/// The shared element flies as a snapshot of its source, between where the
/// source is at progress 0 and where the destination rests at progress 1.
/// Both are measured once, before the first frame, with the moving view at
/// its resting place: a view inside the moving view is then shifted by the
/// moving view's offset at that end. So a destination inside a screen that
/// is still one distance away is measured where it will land. A source
/// inside the moving view carries the flight's start along as the view
/// moves, so a dragged photo stays under the finger before it flies. The originals
/// are hidden during the flight and left untouched; the source element's
/// tracks apply to the snapshot. When the screen lends no view for an end,
/// nothing flies: with the `fade` fallback the moving view's alpha follows
/// `TransitionPlan.fallbackFadeAlpha` instead, and is put back at the end.
/// Under Reduce Motion's fade (`fadesScreen`) it follows
/// `TransitionPlan.screenFadeAlpha` the same way.
@MainActor
final class TransitionStage {
    private let views: StageViews
    private let plan: TransitionPlan
    private let container: UIView
    private let direction: TravelDirection
    private let travel: Double
    private let addedDimmingView: UIView?
    private var flight: Flight?
    /// The moving view's alpha before the fallback faded it; nil when it does not fade.
    private var alphaBeforeFade: CGFloat?

    private struct Flight {
        let snapshot: UIView
        let source: UIView
        let destination: UIView
        let start: CGRect
        let end: CGRect
        /// The moving view's translation when `start` was measured, if the
        /// source rides in it; nil when the start stays put.
        let startTranslation: CGPoint?
    }

    init(views: StageViews, plan: TransitionPlan, container: UIView, direction: TravelDirection, travel: Double) {
        self.views = views
        // Ranges keyed to detents resolve against this container (`range: [full, half]`).
        self.plan = plan.keyingDetents(in: ContainerSize(of: container))
        self.container = container
        self.direction = direction
        self.travel = travel
        if views.dimming == nil, plan.motion.dimming != nil {
            let dimming = UIView(frame: container.bounds)
            dimming.backgroundColor = views.dimmingColor.backgroundColor
            dimming.isUserInteractionEnabled = false
            if views.moving.superview === container {
                container.insertSubview(dimming, belowSubview: views.moving)
            } else {
                container.insertSubview(dimming, at: 0)
            }
            addedDimmingView = dimming
        } else {
            addedDimmingView = nil
        }
        views.moving.transform = .identity
        container.layoutIfNeeded()
        flight = prepareFlight()
        if flight == nil, fallsBackToFade || plan.motion.fadesScreen { alphaBeforeFade = views.moving.alpha }
    }

    /// The moving view's offset in points at `displacement`, from where it is laid out.
    func offset(atDisplacement displacement: Double) -> Double {
        plan.offset(atDisplacement: displacement, travel: travel) - views.restOffset
    }

    /// Each track at the progress its phase follows (`during:`).
    /// The moving view goes `displacement` along `heading` (toward the edge
    /// but for a drag in any direction).
    func render(progress: PhasedProgress, displacement: Double, heading: DragHeading = .edge) {
        views.moving.transform = direction.translation(by: offset(atDisplacement: displacement), heading: heading)
        if let screen = views.screen {
            // Relative translations (`-30%`) resolve against the container as it is now.
            let size = ContainerSize(of: container)
            for (tracks, element) in zip(plan.motion.elements, screen.elements) {
                guard let element else { continue }
                if let flight, element === flight.destination { continue }  // Hidden during the flight.
                let target = flight.flatMap { element === $0.source ? $0.snapshot : nil } ?? element
                // The element's own bounds, also while its snapshot flies.
                let viewSize = ContainerSize(element.bounds.size)
                Self.apply(tracks, at: progress, in: size, viewSize: viewSize, to: target)
            }
        }
        if plan.motion.dimming != nil, let dimming = views.dimming ?? addedDimmingView {
            dimming.alpha = CGFloat(plan.motion.dimmingAlpha(at: progress))
        }
        if let flight, let track = plan.motion.sharedElement?.flight {
            var start = flight.start
            if let measured = flight.startTranslation {
                let now = views.moving.transform
                start = start.offsetBy(dx: now.tx - measured.x, dy: now.ty - measured.y)
            }
            let frame = start.interpolated(to: flight.end, CGFloat(track.value(at: progress)))
            // Bounds and center, not frame: the snapshot may carry the source element's transform.
            flight.snapshot.bounds = CGRect(origin: .zero, size: frame.size)
            flight.snapshot.center = CGPoint(x: frame.midX, y: frame.midY)
        }
        if alphaBeforeFade != nil {
            // Reduce Motion's cross-fade, or the shared element's fallback.
            let alpha = plan.motion.fadesScreen ? plan.screenFadeAlpha(at: progress) : plan.fallbackFadeAlpha(at: progress)
            views.moving.alpha = CGFloat(alpha)
        }
    }

    /// Puts every view to rest for the outcome and removes what the stage added.
    func tearDown(completed: Bool) {
        views.moving.transform = .identity
        if let alphaBeforeFade { views.moving.alpha = alphaBeforeFade }
        alphaBeforeFade = nil
        if completed {
            views.departing?.removeFromSuperview()
        } else {
            views.arriving?.removeFromSuperview()
        }
        addedDimmingView?.removeFromSuperview()
        if let flight {
            flight.snapshot.removeFromSuperview()
            flight.source.isHidden = false
            flight.destination.isHidden = false
        }
        flight = nil
        views.finish?(completed)
    }

    /// The views of the shared element's ends, each nil when not lent.
    private var sharedViews: (source: UIView?, destination: UIView?)? {
        guard let indices = plan.motion.sharedElementIndices, let elements = views.screen?.elements else { return nil }
        func view(_ index: Int) -> UIView? { index < elements.count ? elements[index] : nil }
        return (view(indices.source), view(indices.destination))
    }

    /// The screen lends the shared element's views, one of them is nil, and
    /// the spec's fallback is `fade`.
    private var fallsBackToFade: Bool {
        guard let ends = plan.motion.sharedElement, ends.fallback == .fade, let shared = sharedViews else { return false }
        return shared.source == nil || shared.destination == nil
    }

    private func prepareFlight() -> Flight? {
        guard let shared = sharedViews, let source = shared.source, let destination = shared.destination else { return nil }
        let incoming = plan.movement == .arrival ? views.moving : views.arriving
        let isNew = incoming.map { source.isDescendant(of: $0) } ?? false
        guard let snapshot = source.snapshotView(afterScreenUpdates: isNew) else { return nil }
        let start = restingRect(of: source, atProgress: 0)
        let end = restingRect(of: destination, atProgress: 1)
        snapshot.frame = start
        container.addSubview(snapshot)
        source.isHidden = true
        destination.isHidden = true
        let rides = source.isDescendant(of: views.moving)
        let measured = direction.translation(by: offset(atDisplacement: 0))
        return Flight(
            snapshot: snapshot, source: source, destination: destination, start: start, end: end,
            startTranslation: rides ? CGPoint(x: measured.tx, y: measured.ty) : nil)
    }

    /// Where `view` is at `progress`, in the container: measured with the
    /// moving view at rest, then shifted with it if `view` is inside it.
    private func restingRect(of view: UIView, atProgress progress: Double) -> CGRect {
        let rect = view.convert(view.bounds, to: container)
        guard view.isDescendant(of: views.moving) else { return rect }
        let shift = offset(atDisplacement: progress)
        return rect.offsetBy(dx: CGFloat(direction.dx * shift), dy: CGFloat(direction.dy * shift))
    }

    /// Sets only tracked properties: an untracked one stays as the app set it.
    private static func apply(
        _ tracks: ElementTracks, at progress: PhasedProgress, in container: ContainerSize, viewSize: ContainerSize,
        to view: UIView
    ) {
        let frame = tracks.evaluate(at: progress, in: container, viewSize: viewSize)
        if tracks.alpha != nil { view.alpha = CGFloat(frame.alpha) }
        if tracks.scale != nil || tracks.translationX != nil || tracks.translationY != nil || tracks.rotation != nil {
            // Scaled, then rotated, both about the center, then moved.
            view.transform = CGAffineTransform(translationX: CGFloat(frame.translationX), y: CGFloat(frame.translationY))
                .rotated(by: CGFloat(frame.rotation * .pi / 180))
                .scaledBy(x: CGFloat(frame.scale), y: CGFloat(frame.scale))
        }
        if tracks.cornerRadius != nil { view.layer.cornerRadius = CGFloat(frame.cornerRadius) }
        if tracks.shadowOpacity != nil { view.layer.shadowOpacity = Float(frame.shadowOpacity) }
        if tracks.shadowRadius != nil { view.layer.shadowRadius = CGFloat(frame.shadowRadius) }
    }
}
#endif
