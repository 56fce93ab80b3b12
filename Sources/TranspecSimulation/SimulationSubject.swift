import TranspecRuntime

extension ContainerSize: CustomStringConvertible {
    /// Parses `WxH`, e.g. `390x844`; nil when malformed or not positive.
    public init?(parsing text: String) {
        let parts = text.lowercased().split(separator: "x", omittingEmptySubsequences: false)
        guard parts.count == 2, let width = Double(parts[0]), let height = Double(parts[1]),
              width.isFinite, height.isFinite, width > 0, height > 0 else { return nil }
        self.init(width: width, height: height)
    }

    public var description: String { "\(width.compactDescription)x\(height.compactDescription)" }
}

extension TransitionEdge {
    /// A finger translation projected onto the completion direction, in points.
    public func along(x: Double, y: Double) -> Double {
        direction().component(x: x, y: y)
    }
}

/// One transition as the simulator needs it: its name, the runtime motion
/// and the edge that fixes the gesture axis.
public struct SimulationSubject: Hashable, Sendable {
    public var name: String
    public var motion: TransitionMotion
    public var edge: TransitionEdge

    public init(name: String, motion: TransitionMotion, edge: TransitionEdge) {
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
