// UIPanGestureRecognizer and UIScreenEdgePanGestureRecognizer.

/// [AD:uipangesturerecognizer] `@MainActor class UIPanGestureRecognizer`
@available(iOS 3.2, *)
@preconcurrency @MainActor
open class UIPanGestureRecognizer: UIGestureRecognizer {
    /// Stored only: the model delivers single touches. Defaults as UIKit's (1 and NSUIntegerMax).
    open var minimumNumberOfTouches = 1
    open var maximumNumberOfTouches = Int.max

    /// Velocity samples (time, window location), reset by setTranslation.
    var samples: [(time: CFTimeInterval, point: CGPoint)] = []
    /// Added to the touch's displacement so that setTranslation takes effect (window coordinates).
    var translationAdjustment = CGPoint.zero
    /// The translation and velocity when the touch ended (window coordinates).
    var finalTranslation = CGPoint.zero
    var finalVelocity = CGPoint.zero

    /// The samples kept for the velocity estimate: the last 100 ms (the same rule as the lead's
    /// simulator, Sources/TranspecSimulation/FingerTracker.swift). UIKit's estimator is undocumented.
    static let velocityWindow: CFTimeInterval = 0.1

    /// https://developer.apple.com/documentation/uikit/uipangesturerecognizer/translation(in:):
    /// "The x and y values report the total translation over time. They aren't delta values from
    /// the last time that the translation was reported." The model: the touch's displacement since
    /// touch-down, as a vector converted into `view`'s coordinates (nil: the window).
    open func translation(in view: UIView?) -> CGPoint {
        UIView.convertVector(windowTranslation, fromWindowTo: view)
    }

    /// https://developer.apple.com/documentation/uikit/uipangesturerecognizer/settranslation(_:in:):
    /// "Changing the translation value resets the velocity of the pan."
    open func setTranslation(_ translation: CGPoint, in view: UIView?) {
        let wanted = UIView.convertVector(translation, toWindowFrom: view)
        if let tracked {
            let displacement = tracked.displacement
            translationAdjustment = CGPoint(x: wanted.x - displacement.x, y: wanted.y - displacement.y)
            samples = samples.last.map { [$0] } ?? []
        } else {
            finalTranslation = wanted
            finalVelocity = .zero
        }
    }

    /// https://developer.apple.com/documentation/uikit/uipangesturerecognizer/velocity(in:):
    /// "The velocity of the pan gesture, which is expressed in points per second. The velocity is
    /// broken into horizontal and vertical components." Both components, as the translation's.
    /// Points per second in `view`'s coordinates. While the touch moves: displacement over time
    /// from the oldest sample within the last 100 ms (or the one before the newest) to the newest.
    /// After the touch ends: the velocity given to `ModelTouch.lift(velocity:)`, else that estimate.
    open func velocity(in view: UIView?) -> CGPoint {
        UIView.convertVector(tracked == nil ? finalVelocity : estimatedVelocity(), fromWindowTo: view)
    }

    var windowTranslation: CGPoint {
        guard let tracked else { return finalTranslation }
        let displacement = tracked.displacement
        return CGPoint(x: displacement.x + translationAdjustment.x, y: displacement.y + translationAdjustment.y)
    }

    func estimatedVelocity() -> CGPoint {
        guard let last = samples.last, samples.count >= 2 else { return .zero }
        let first = samples.first { last.time - $0.time <= Self.velocityWindow && $0.time < last.time }
            ?? samples[samples.count - 2]
        let elapsed = last.time - first.time
        guard elapsed > 0 else { return .zero }
        return CGPoint(x: (last.point.x - first.point.x) / elapsed, y: (last.point.y - first.point.y) / elapsed)
    }

    // MARK: Model hooks

    /// Undocumented hysteresis: the model's pan begins on the first movement after touch-down,
    /// so its translation at .began is that movement.
    override func wouldBegin(_ touch: TrackedTouch) -> Bool {
        touch.location != touch.origin
    }

    override func touchMoved(_ touch: TrackedTouch) {
        samples.append((touch.time, touch.location))
    }

    /// Starts following a touch: translation zero, one velocity sample.
    func beginTracking(_ touch: TrackedTouch) {
        translationAdjustment = .zero
        samples = [(touch.time, touch.location)]
    }

    /// Freezes translation and velocity when the touch ends or is taken away.
    func endTracking(liftVelocity: CGPoint?) {
        finalTranslation = windowTranslation
        finalVelocity = liftVelocity ?? estimatedVelocity()
    }
}

/// [AD:uiscreenedgepangesturerecognizer] `@MainActor class UIScreenEdgePanGestureRecognizer` (iOS 7.0);
/// UIScreenEdgePanGestureRecognizer.h: `API_AVAILABLE(ios(7.0)) API_UNAVAILABLE(tvos, xros)`.
@available(iOS 7.0, *)
@available(tvOS, unavailable)
@available(visionOS, unavailable)
@preconcurrency @MainActor
open class UIScreenEdgePanGestureRecognizer: UIPanGestureRecognizer {
    /// https://developer.apple.com/documentation/uikit/uiscreenedgepangesturerecognizer/edges:
    /// "The acceptable starting edges for the gesture." Edges are physical screen sides (.left is
    /// the left side in right-to-left layouts too). Empty edges never begin.
    open var edges: UIRectEdge = []

    /// A touch that goes down farther than the margin from every accepted edge of the window
    /// (the screen) makes the recognizer fail at once.
    override func acceptsTouch(at point: CGPoint, in window: UIWindow) -> Bool {
        isNearScreenEdge(point, edges, in: window)
    }
}

/// Undocumented: how close to the edge a touch must go down. The model uses 20 points.
let screenEdgeMargin: CGFloat = 20

/// Whether `point` (window coordinates) went down within `screenEdgeMargin` of one of `edges` of
/// the window (the screen): the screen-edge pans' test, shared with the navigation controller's
/// own pop recognizer (which exists where `UIScreenEdgePanGestureRecognizer` is unavailable too).
@MainActor
func isNearScreenEdge(_ point: CGPoint, _ edges: UIRectEdge, in window: UIWindow) -> Bool {
    let screen = window.storedBounds
    return (edges.contains(.left) && point.x <= screen.minX + screenEdgeMargin)
        || (edges.contains(.right) && point.x >= screen.maxX - screenEdgeMargin)
        || (edges.contains(.top) && point.y <= screen.minY + screenEdgeMargin)
        || (edges.contains(.bottom) && point.y >= screen.maxY - screenEdgeMargin)
}
