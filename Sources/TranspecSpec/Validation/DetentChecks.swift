import TranspecDiagnostics
import TranspecRuntime

extension SpecDecoder {
    /// How `transpec simulate` names the dismissal among the detents.
    static let dismissedStop = "dismissed"

    /// `detents` belong to a sheet dismissed toward the bottom edge; they
    /// are picked by position (threshold or projection, not `anyOf`); and no
    /// two rest at the same height in the nominal container (after clamping
    /// to the frame), where one would shadow the other.
    mutating func checkDetents(_ transition: TransitionIR) {
        guard let detents = transition.detents else { return }
        let operation = transition.operation.value
        let edge = transition.gesture.edge.value
        guard operation == .dismiss, edge == .bottom else {
            diagnostics.error(
                "'detents' are the resting heights of a sheet dismissed toward the bottom edge; "
                    + (operation == .dismiss
                        ? "this dismissal's edge is '\(edge.rawValue)'"
                        : "'\(operation.rawValue)' is not a dismissal (put them on the sheet's dismiss transition)"),
                at: detents.location)
            return
        }
        if case .anyOf = transition.release.rule {
            diagnostics.error(
                "a release on detents picks the detent by position: use 'threshold' (with 'flickVelocity') "
                    + "or 'projection', not 'anyOf'",
                at: transition.release.location)
        }
        checkNameCollisions(detents.heights.map(\.name), kind: "detent", convert: SwiftName.identifier(for:))
        for detent in detents.heights where detent.name.value == Self.dismissedStop {
            diagnostics.error(
                "'\(Self.dismissedStop)' names the dismissal below the lowest detent in reports; name this detent "
                    + "otherwise", at: detent.name.location)
        }
        let container = ContainerSize.iPhone
        let heights = detents.plan(frame: transition.frame).heights(in: container)
        for index in heights.indices {
            guard let first = heights[..<index].firstIndex(of: heights[index]) else { continue }
            let clamped = heights[index] == detents.plan(frame: transition.frame).frame.frame(in: container).height
            diagnostics.error(
                "detent '\(detents.heights[index].name.value)' rests at the same height as "
                    + "'\(detents.heights[first].name.value)' (\(format(heights[index])) pt in a "
                    + "\(format(container.width))x\(format(container.height)) pt container"
                    + (clamped ? ", the frame's height" : "") + "); give each detent its own height",
                at: detents.heights[index].height.location)
        }
    }
}
