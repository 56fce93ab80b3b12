/// Where a presented screen rests in its container (spec key `frame`): the
/// container inset by `insets`, then, with a `height`, only that much of it,
/// at its bottom: a half-height sheet, or a card with margins.
public struct RestingFrame: Hashable, Sendable {
    /// The sheet's height.
    public enum Height: Hashable, Sendable {
        case points(Double)
        /// A fraction of the container's height.
        case fraction(Double)
    }

    /// nil: the whole height between the insets.
    public var height: Height?
    public var insets: FrameInsets

    public init(height: Height? = nil, insets: FrameInsets = FrameInsets()) {
        self.height = height
        self.insets = insets
    }

    /// The frame in a container of `size`, origin at the container's top
    /// left. The height never passes the room between the insets.
    public func frame(in size: ContainerSize) -> FrameRect {
        let room = max(0, size.height - insets.top - insets.bottom)
        let wanted: Double = switch height {
        case .points(let points): points
        case .fraction(let fraction): fraction * size.height
        case nil: room
        }
        let height = min(max(0, wanted), room)
        return FrameRect(
            x: insets.left, y: size.height - insets.bottom - height,
            width: max(0, size.width - insets.left - insets.right), height: height)
    }

    /// Whether the screen fills its container wherever it rests: no insets
    /// and the whole height.
    package var coversContainer: Bool {
        let fullHeight: Bool = switch height {
        case nil: true
        case .fraction(let fraction): fraction >= 1
        case .points: false
        }
        return fullHeight && insets == FrameInsets()
    }

    /// How far the screen travels from its frame until it has left the
    /// container through `edge`: the distance of a drag that takes it out.
    /// Leading and trailing assume equal left and right insets (`check`
    /// requires them), so the layout direction does not matter.
    package func travel(leavingThrough edge: TransitionEdge) -> DistanceRule {
        switch edge {
        case .bottom:
            switch height {
            case .points(let points): .points(points + insets.bottom)
            case .fraction(let fraction): .containerFraction(fraction, plus: insets.bottom)
            case nil: .containerFraction(1, plus: -insets.top)
            }
        case .top:
            // Its bottom edge has to pass the container's top.
            .containerFraction(1, plus: -insets.bottom)
        case .left, .leading: .containerFraction(1, plus: -insets.right)
        case .right, .trailing: .containerFraction(1, plus: -insets.left)
        }
    }
}

/// Insets from the container's edges, in points.
public struct FrameInsets: Hashable, Sendable {
    public var top: Double
    public var left: Double
    public var bottom: Double
    public var right: Double

    public init(top: Double = 0, left: Double = 0, bottom: Double = 0, right: Double = 0) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }
}

/// A rectangle in points, y growing downward.
public struct FrameRect: Hashable, Sendable {
    public var x: Double
    public var y: Double
    public var width: Double
    public var height: Double

    public init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }
}
