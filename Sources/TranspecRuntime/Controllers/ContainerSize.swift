/// The size of the view a transition plays in, in points, and its safe area.
public struct ContainerSize: Hashable, Sendable {
    public var width: Double
    public var height: Double
    /// The container's unsafe edges (`UIView.safeAreaInsets`: the status bar,
    /// the sensor housing, the home indicator). A detent sheet's heights are
    /// measured within the safe area, as `UISheetPresentationController`
    /// measures its detents (`DetentPlan.heights(in:)`); zero: all of it is safe.
    public var safeArea: FrameInsets

    public init(width: Double, height: Double, safeArea: FrameInsets = FrameInsets()) {
        self.width = width
        self.height = height
        self.safeArea = safeArea
    }

    /// An iPhone's 390 × 844 pt screen: the nominal container wherever no
    /// real one is at hand (checks, the simulator's default, an animator
    /// asked for its duration without a context).
    public static let iPhone = ContainerSize(width: 390, height: 844)

    /// The height for a vertical edge, the width otherwise.
    package func extent(along edge: TransitionEdge) -> Double {
        edge.isVertical ? height : width
    }

    /// The height between the top and bottom safe-area insets.
    package var safeHeight: Double { max(0, height - safeArea.top - safeArea.bottom) }
}
