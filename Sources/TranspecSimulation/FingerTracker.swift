import TranspecRuntime

/// Turns trace rows into gesture events: translation since the touch went
/// down, projected on the completion edge, and a lift velocity estimated
/// like UIKit's pan recognizer from the samples of the last 100 ms.
struct FingerTracker {
    static let velocityWindow = 0.1

    let edge: TransitionEdge
    /// A drag in x and y (`directions: any`): moves and the lift report both axes.
    var anyDirection = false
    var touching = false
    var origin = (x: 0.0, y: 0.0)
    var recent: [GestureTrace.Row] = []

    init(edge: TransitionEdge, anyDirection: Bool = false) {
        self.edge = edge
        self.anyDirection = anyDirection
    }

    mutating func events(for row: GestureTrace.Row) -> [InteractionEvent] {
        switch row.event {
        case .down:
            // A second `down` while touching is a duplicate: the pan is already on.
            if !touching {
                touching = true
                origin = (row.x, row.y)
                recent = []
            }
            recent.append(row)
            return [.began]
        case .move:
            guard touching else { return [] }
            recent.append(row)
            return [moved(row)]
        case .up:
            guard touching else { return [.ended(velocity: 0)] }
            recent.append(row)
            touching = false
            let velocity = row.velocity ?? estimatedVelocity()
            guard anyDirection else {
                return [.changed(translation: translation(row)), .ended(velocity: edge.along(x: velocity.x, y: velocity.y))]
            }
            return [moved(row), .lifted(along: edge.along(x: velocity.x, y: velocity.y), across: edge.across(x: velocity.x, y: velocity.y))]
        case .cancel:
            touching = false
            return [.cancelled]
        }
    }

    func moved(_ row: GestureTrace.Row) -> InteractionEvent {
        guard anyDirection else { return .changed(translation: translation(row)) }
        return .moved(along: translation(row), across: edge.across(x: row.x - origin.x, y: row.y - origin.y))
    }

    func translation(_ row: GestureTrace.Row) -> Double {
        edge.along(x: row.x - origin.x, y: row.y - origin.y)
    }

    /// Displacement over time from the oldest sample within the window (or
    /// the one before the last, if the window holds only the lift).
    func estimatedVelocity() -> GestureTrace.Velocity {
        guard let last = recent.last, recent.count >= 2 else { return GestureTrace.Velocity(x: 0, y: 0) }
        let first = recent.first { last.t - $0.t <= Self.velocityWindow && $0.t < last.t }
            ?? recent[recent.count - 2]
        let dt = last.t - first.t
        guard dt > 0 else { return GestureTrace.Velocity(x: 0, y: 0) }
        return GestureTrace.Velocity(x: (last.x - first.x) / dt, y: (last.y - first.y) / dt)
    }
}
