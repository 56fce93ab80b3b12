/// A container view's size in points; `distance: container` reads it.
public struct ContainerSize: Hashable, Sendable {
    public var width: Double
    public var height: Double

    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    /// An iPhone's 390 × 844 pt screen: the nominal container wherever no
    /// real one is at hand (checks, the simulator's default, an animator
    /// asked for its duration without a context).
    public static let iPhone = ContainerSize(width: 390, height: 844)

    /// The height for a vertical edge, the width otherwise.
    package func extent(along edge: TransitionEdge) -> Double {
        edge.isVertical ? height : width
    }
}
