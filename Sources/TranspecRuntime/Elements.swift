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
    /// What the numbers of `translationX` and `translationY` count: points,
    /// or fractions of the container's (or the view's own) width and height.
    public var translationXBasis: LengthBasis
    public var translationYBasis: LengthBasis

    public init(
        name: String, alpha: KeyframeTrack? = nil, scale: KeyframeTrack? = nil,
        translationX: KeyframeTrack? = nil, translationY: KeyframeTrack? = nil,
        cornerRadius: KeyframeTrack? = nil, rotation: KeyframeTrack? = nil,
        shadowOpacity: KeyframeTrack? = nil, shadowRadius: KeyframeTrack? = nil,
        translationXBasis: LengthBasis = .points, translationYBasis: LengthBasis = .points
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
        self.translationXBasis = translationXBasis
        self.translationYBasis = translationYBasis
    }

    /// Evaluates every track at `progress`, translations in points for a
    /// container of `container`'s size and a view of `viewSize` (its bounds,
    /// untransformed); allocates nothing.
    public func evaluate(atProgress progress: Double, in container: ContainerSize, viewSize: ContainerSize) -> ElementFrame {
        evaluate(at: PhasedProgress(progress), in: container, viewSize: viewSize)
    }

    /// The same, each track at the progress its phase follows.
    package func evaluate(at progress: PhasedProgress, in container: ContainerSize, viewSize: ContainerSize) -> ElementFrame {
        ElementFrame(
            alpha: alpha?.value(at: progress) ?? 1,
            scale: scale?.value(at: progress) ?? 1,
            translationX: (translationX?.value(at: progress) ?? 0)
                * translationXBasis.points(perUnitOf: container.width, viewExtent: viewSize.width),
            translationY: (translationY?.value(at: progress) ?? 0)
                * translationYBasis.points(perUnitOf: container.height, viewExtent: viewSize.height),
            cornerRadius: cornerRadius?.value(at: progress) ?? 0,
            rotation: rotation?.value(at: progress) ?? 0,
            shadowOpacity: shadowOpacity?.value(at: progress) ?? 0,
            shadowRadius: shadowRadius?.value(at: progress) ?? 3)
    }
}

/// What a length's number counts (`-30%` in a spec is −0.3 of the container).
public enum LengthBasis: String, Hashable, Sendable, CaseIterable {
    case points
    /// A fraction of the container's extent along the same axis: its width
    /// for x, its height for y.
    case container
    /// A fraction of the view's own extent along the same axis (`-30% view`).
    case view

    /// Points per unit of the number, for a container `extent` points long
    /// and a view `viewExtent` points long along the same axis.
    package func points(perUnitOf extent: Double, viewExtent: Double) -> Double {
        switch self {
        case .points: 1
        case .container: extent
        case .view: viewExtent
        }
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
