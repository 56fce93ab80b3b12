/// The tracks animating one named view. A nil track leaves that property at
/// its identity value.
public struct ElementTracks: Hashable, Sendable {
    public var name: String
    public var alpha: KeyframeTrack?
    public var scale: KeyframeTrack?
    public var translationX: KeyframeTrack?
    public var translationY: KeyframeTrack?
    public var cornerRadius: KeyframeTrack?

    public init(
        name: String, alpha: KeyframeTrack? = nil, scale: KeyframeTrack? = nil,
        translationX: KeyframeTrack? = nil, translationY: KeyframeTrack? = nil,
        cornerRadius: KeyframeTrack? = nil
    ) {
        self.name = name
        self.alpha = alpha
        self.scale = scale
        self.translationX = translationX
        self.translationY = translationY
        self.cornerRadius = cornerRadius
    }

    /// Evaluates every track at `progress`; allocates nothing.
    public func evaluate(atProgress progress: Double) -> ElementFrame {
        ElementFrame(
            alpha: alpha?.value(atProgress: progress) ?? 1,
            scale: scale?.value(atProgress: progress) ?? 1,
            translationX: translationX?.value(atProgress: progress) ?? 0,
            translationY: translationY?.value(atProgress: progress) ?? 0,
            cornerRadius: cornerRadius?.value(atProgress: progress) ?? 0)
    }
}

/// One element's animated properties at one progress (identity by default).
public struct ElementFrame: Hashable, Sendable {
    public var alpha: Double
    public var scale: Double
    public var translationX: Double
    public var translationY: Double
    public var cornerRadius: Double

    public init(
        alpha: Double = 1, scale: Double = 1, translationX: Double = 0,
        translationY: Double = 0, cornerRadius: Double = 0
    ) {
        self.alpha = alpha
        self.scale = scale
        self.translationX = translationX
        self.translationY = translationY
        self.cornerRadius = cornerRadius
    }

    public static let identity = ElementFrame()
}
