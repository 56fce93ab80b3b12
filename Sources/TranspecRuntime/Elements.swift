/// The tracks animating one named view. A nil track leaves that property at
/// its identity value.
public struct ElementTracks: Hashable, Sendable {
    public var name: String
    public var alpha: KeyframeTrack?
    public var scale: KeyframeTrack?
    public var translationX: KeyframeTrack?
    public var translationY: KeyframeTrack?
    public var cornerRadius: KeyframeTrack?
    /// Degrees, clockwise on screen (y down), about the view's center.
    public var rotation: KeyframeTrack?
    public var shadowOpacity: KeyframeTrack?
    public var shadowRadius: KeyframeTrack?

    public init(
        name: String, alpha: KeyframeTrack? = nil, scale: KeyframeTrack? = nil,
        translationX: KeyframeTrack? = nil, translationY: KeyframeTrack? = nil,
        cornerRadius: KeyframeTrack? = nil, rotation: KeyframeTrack? = nil,
        shadowOpacity: KeyframeTrack? = nil, shadowRadius: KeyframeTrack? = nil
    ) {
        self.name = name
        self.alpha = alpha
        self.scale = scale
        self.translationX = translationX
        self.translationY = translationY
        self.cornerRadius = cornerRadius
        self.rotation = rotation
        self.shadowOpacity = shadowOpacity
        self.shadowRadius = shadowRadius
    }

    /// Evaluates every track at `progress`; allocates nothing.
    public func evaluate(atProgress progress: Double) -> ElementFrame {
        evaluate(at: PhasedProgress(progress))
    }

    /// Evaluates every track at the progress its phase follows; allocates nothing.
    public func evaluate(at progress: PhasedProgress) -> ElementFrame {
        ElementFrame(
            alpha: alpha?.value(at: progress) ?? 1,
            scale: scale?.value(at: progress) ?? 1,
            translationX: translationX?.value(at: progress) ?? 0,
            translationY: translationY?.value(at: progress) ?? 0,
            cornerRadius: cornerRadius?.value(at: progress) ?? 0,
            rotation: rotation?.value(at: progress) ?? 0,
            shadowOpacity: shadowOpacity?.value(at: progress) ?? 0,
            shadowRadius: shadowRadius?.value(at: progress) ?? 3)
    }
}

/// One element's animated properties at one progress (identity by default).
public struct ElementFrame: Hashable, Sendable {
    public var alpha: Double
    public var scale: Double
    public var translationX: Double
    public var translationY: Double
    public var cornerRadius: Double
    /// Degrees.
    public var rotation: Double
    public var shadowOpacity: Double
    public var shadowRadius: Double

    /// The defaults are UIView's and CALayer's (shadowRadius 3).
    public init(
        alpha: Double = 1, scale: Double = 1, translationX: Double = 0,
        translationY: Double = 0, cornerRadius: Double = 0, rotation: Double = 0,
        shadowOpacity: Double = 0, shadowRadius: Double = 3
    ) {
        self.alpha = alpha
        self.scale = scale
        self.translationX = translationX
        self.translationY = translationY
        self.cornerRadius = cornerRadius
        self.rotation = rotation
        self.shadowOpacity = shadowOpacity
        self.shadowRadius = shadowRadius
    }

    public static let identity = ElementFrame()
}
