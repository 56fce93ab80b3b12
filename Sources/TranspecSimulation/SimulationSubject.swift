import TranspecRuntime

/// The direction, in screen coordinates (y grows downward), a view travels as
/// the transition completes. Leading/trailing are resolved left-to-right.
public enum CompletionEdge: String, Hashable, Sendable, CaseIterable {
    case top, bottom, left, right, leading, trailing

    public var isVertical: Bool { self == .top || self == .bottom }

    /// Unit vector along the completion direction.
    public var direction: (x: Double, y: Double) {
        switch self {
        case .top: (0, -1)
        case .bottom: (0, 1)
        case .left, .leading: (-1, 0)
        case .right, .trailing: (1, 0)
        }
    }

    /// A finger translation projected onto the completion direction, in points.
    public func along(x: Double, y: Double) -> Double {
        let (dx, dy) = direction
        return x * dx + y * dy
    }
}

/// The container view's size in points; `distance: container` reads it.
public struct ContainerSize: Hashable, Sendable, CustomStringConvertible {
    public var width: Double
    public var height: Double

    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    /// An iPhone's 390 × 844 pt screen.
    public static let iPhone = ContainerSize(width: 390, height: 844)

    /// Height for top/bottom edges, width otherwise.
    public func extent(along edge: CompletionEdge) -> Double {
        edge.isVertical ? height : width
    }

    /// Parses `WxH`, e.g. `390x844`; nil when malformed or not positive.
    public init?(parsing text: String) {
        let parts = text.lowercased().split(separator: "x", omittingEmptySubsequences: false)
        guard parts.count == 2, let width = Double(parts[0]), let height = Double(parts[1]),
              width.isFinite, height.isFinite, width > 0, height > 0 else { return nil }
        self.init(width: width, height: height)
    }

    public var description: String { "\(width.compactDescription)x\(height.compactDescription)" }
}

/// One transition as the simulator needs it: its name, the runtime motion
/// and the edge that fixes the gesture axis.
public struct SimulationSubject: Hashable, Sendable {
    public var name: String
    public var motion: TransitionMotion
    public var edge: CompletionEdge

    public init(name: String, motion: TransitionMotion, edge: CompletionEdge) {
        self.name = name
        self.motion = motion
        self.edge = edge
    }

    /// The gesture distance D in points for `container`.
    public func distance(in container: ContainerSize) -> Double {
        motion.distance.resolve(containerExtent: container.extent(along: edge))
    }
}

extension Double {
    /// `1` rather than `1.0` for whole numbers; otherwise shortest round-trip.
    var compactDescription: String {
        if self == rounded(), abs(self) < 1e15 { return String(Int(self)) }
        return description
    }
}
