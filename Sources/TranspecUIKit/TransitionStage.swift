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
@MainActor
final class TransitionStage {
    private let views: TransitionViews
    private let motion: TransitionMotion
    private let dimmingView: UIView?
    private let addedDimmingView: UIView?
    private let snapshot: UIView?
    private let sharedFrames: (source: CGRect, destination: CGRect)?

    init(views: TransitionViews, motion: TransitionMotion, container: UIView) {
        self.views = views
        self.motion = motion
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
        if motion.sharedElement != nil, let shared = views.sharedElement,
           let snapshot = shared.source.snapshotView(afterScreenUpdates: false) {
            let source = shared.source.convert(shared.source.bounds, to: container)
            let destination = shared.destination.convert(shared.destination.bounds, to: container)
            snapshot.frame = source
            container.addSubview(snapshot)
            shared.source.isHidden = true
            shared.destination.isHidden = true
            self.snapshot = snapshot
            sharedFrames = (source, destination)
        } else {
            snapshot = nil
            sharedFrames = nil
        }
    }

    func render(progress: Double, movingOffset: CGVector) {
        views.moving.transform = CGAffineTransform(translationX: movingOffset.dx, y: movingOffset.dy)
        for (tracks, view) in zip(motion.elements, views.elements) {
            // Only tracked properties: an untracked one stays as the app set it.
            let frame = tracks.evaluate(atProgress: progress)
            if tracks.alpha != nil { view.alpha = CGFloat(frame.alpha) }
            if tracks.scale != nil || tracks.translationX != nil || tracks.translationY != nil {
                view.transform = CGAffineTransform(translationX: CGFloat(frame.translationX), y: CGFloat(frame.translationY))
                    .scaledBy(x: CGFloat(frame.scale), y: CGFloat(frame.scale))
            }
            if tracks.cornerRadius != nil { view.layer.cornerRadius = CGFloat(frame.cornerRadius) }
        }
        if let track = motion.dimming, let dimmingView {
            dimmingView.alpha = CGFloat(track.value(atProgress: progress))
        }
        if let track = motion.sharedElement, let snapshot, let sharedFrames {
            snapshot.frame = Self.interpolate(sharedFrames.source, sharedFrames.destination, CGFloat(track.value(atProgress: progress)))
        }
    }

    /// Removes added views; when cancelled, also returns the views to rest.
    func tearDown(completed: Bool) {
        addedDimmingView?.removeFromSuperview()
        snapshot?.removeFromSuperview()
        if let shared = views.sharedElement {
            shared.source.isHidden = false
            shared.destination.isHidden = false
        }
        if !completed {
            render(progress: 0, movingOffset: CGVector(dx: 0, dy: 0))
            views.moving.transform = .identity
        }
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
