#if canImport(UIKit)
import TranspecRuntime
import UIKit

/// The views a transition moves, as the generated code names them.
public struct TransitionViews {
    /// Follows progress × distance toward the edge (the dismissed sheet,
    /// the popped view).
    public var moving: UIView
    /// One view per `TransitionMotion.elements` entry, in the same order.
    public var elements: [UIView]
    /// A dimming view someone else owns (a presentation controller's). When
    /// nil and the motion dims, the driver adds one below `moving`.
    public var dimming: UIView?
    /// Flies a snapshot of `source` onto `destination`.
    public var sharedElement: (source: UIView, destination: UIView)?

    public init(
        moving: UIView,
        elements: [UIView] = [],
        dimming: UIView? = nil,
        sharedElement: (source: UIView, destination: UIView)? = nil
    ) {
        self.moving = moving
        self.elements = elements
        self.dimming = dimming
        self.sharedElement = sharedElement
    }
}

/// Applies progress to the views and undoes what it added when done.
///
/// The shared element flies as a snapshot of its source. The flight is set
/// up at the first render, not before: the container and the destination
/// are laid out first (`layoutIfNeeded()`), so both frames are measured
/// where the views really are, and a source that has not been on screen yet
/// (inside the incoming view) is snapshotted after a screen update, so the
/// snapshot is not blank. The originals are hidden during the flight and
/// left untouched: the source element's tracks apply to the snapshot.
@MainActor
final class TransitionStage {
    private let views: TransitionViews
    private let motion: TransitionMotion
    private let container: UIView
    private let dimmingView: UIView?
    private let addedDimmingView: UIView?
    /// Whether a view is in the incoming view, so never rendered yet.
    private let isNewOnScreen: @MainActor (UIView) -> Bool
    private var flight: Flight?
    private var isFlightPrepared = false

    private struct Flight {
        let snapshot: UIView
        let source: CGRect
        let destination: CGRect
    }

    init(
        views: TransitionViews,
        motion: TransitionMotion,
        container: UIView,
        isNewOnScreen: @escaping @MainActor (UIView) -> Bool
    ) {
        self.views = views
        self.motion = motion
        self.container = container
        self.isNewOnScreen = isNewOnScreen
        if views.dimming == nil, motion.dimming != nil {
            let dimming = UIView(frame: container.bounds)
            dimming.backgroundColor = .black
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
        dimmingView = views.dimming ?? addedDimmingView
    }

    func render(progress: Double, movingOffset: CGVector) {
        prepareFlightIfNeeded()
        views.moving.transform = CGAffineTransform(translationX: movingOffset.dx, y: movingOffset.dy)
        let shared = flight == nil ? nil : views.sharedElement
        for (tracks, view) in zip(motion.elements, views.elements) {
            if let shared, view === shared.destination { continue }  // Hidden: left as it rests.
            let target = shared.flatMap { view === $0.source ? flight?.snapshot : nil } ?? view
            Self.apply(tracks, atProgress: progress, to: target)
        }
        if let track = motion.dimming, let dimmingView {
            dimmingView.alpha = CGFloat(track.value(atProgress: progress))
        }
        if let track = motion.sharedElement, let flight {
            let frame = Self.interpolate(flight.source, flight.destination, CGFloat(track.value(atProgress: progress)))
            // Bounds and center, not frame: the snapshot may carry the source element's transform.
            flight.snapshot.bounds = CGRect(x: 0, y: 0, width: frame.width, height: frame.height)
            flight.snapshot.center = CGPoint(x: frame.midX, y: frame.midY)
        }
    }

    /// Removes added views; when cancelled, also returns the views to rest
    /// (before the originals reappear, so they stay untouched).
    func tearDown(completed: Bool) {
        if !completed {
            render(progress: 0, movingOffset: CGVector(dx: 0, dy: 0))
            views.moving.transform = .identity
        }
        addedDimmingView?.removeFromSuperview()
        if let flight, let shared = views.sharedElement {
            flight.snapshot.removeFromSuperview()
            shared.source.isHidden = false
            shared.destination.isHidden = false
        }
        flight = nil
    }

    /// At the first render, after layout: measures both ends, snapshots the
    /// source and hides the originals.
    private func prepareFlightIfNeeded() {
        guard !isFlightPrepared else { return }
        isFlightPrepared = true
        guard motion.sharedElement != nil, let shared = views.sharedElement else { return }
        container.layoutIfNeeded()
        shared.destination.layoutIfNeeded()
        let afterScreenUpdates = isNewOnScreen(shared.source)
        guard let snapshot = shared.source.snapshotView(afterScreenUpdates: afterScreenUpdates) else { return }
        let source = shared.source.convert(shared.source.bounds, to: container)
        let destination = shared.destination.convert(shared.destination.bounds, to: container)
        snapshot.frame = source
        container.addSubview(snapshot)
        shared.source.isHidden = true
        shared.destination.isHidden = true
        flight = Flight(snapshot: snapshot, source: source, destination: destination)
    }

    /// Sets only tracked properties: an untracked one stays as the app set it.
    private static func apply(_ tracks: ElementTracks, atProgress progress: Double, to view: UIView) {
        let frame = tracks.evaluate(atProgress: progress)
        if tracks.alpha != nil { view.alpha = CGFloat(frame.alpha) }
        if tracks.scale != nil || tracks.translationX != nil || tracks.translationY != nil {
            view.transform = CGAffineTransform(translationX: CGFloat(frame.translationX), y: CGFloat(frame.translationY))
                .scaledBy(x: CGFloat(frame.scale), y: CGFloat(frame.scale))
        }
        if tracks.cornerRadius != nil { view.layer.cornerRadius = CGFloat(frame.cornerRadius) }
    }

    private static func interpolate(_ a: CGRect, _ b: CGRect, _ t: CGFloat) -> CGRect {
        CGRect(
            x: a.minX + (b.minX - a.minX) * t,
            y: a.minY + (b.minY - a.minY) * t,
            width: a.width + (b.width - a.width) * t,
            height: a.height + (b.height - a.height) * t
        )
    }
}
#endif
