import TranspecRuntime

/// Turns touch rows into gesture events: translation since the touch went
/// down, projected on the completion edge, and a lift velocity estimated
/// like UIKit's pan recognizer from the samples of the last 100 ms.
struct FingerTracker: Sendable {
    static let velocityWindow = 0.1

    let direction: TravelDirection
    /// A drag in x and y (`directions: any`): moves and the lift report both axes.
    let anyDirection: Bool
    var touching = false
    var origin = (x: 0.0, y: 0.0)
    var recent: [TouchRow] = []

    init(edge: TransitionEdge, anyDirection: Bool = false) {
        direction = edge.direction()
        self.anyDirection = anyDirection
    }

    mutating func events(for row: TouchRow) -> [InteractionEvent] {
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
            let velocity = liftVelocity(row)
            guard anyDirection else {
                return [.changed(translation: translation(row)), .ended(velocity: along(velocity.x, velocity.y))]
            }
            return [moved(row), .lifted(along: along(velocity.x, velocity.y), across: across(velocity.x, velocity.y))]
        case .cancel:
            touching = false
            return [.cancelled]
        }
    }

    /// The row's own velocity when it gives one, else the estimate.
    func liftVelocity(_ row: TouchRow) -> (x: Double, y: Double) {
        if let x = row.velocityX, let y = row.velocityY { return (x, y) }
        return estimatedVelocity()
    }

    func moved(_ row: TouchRow) -> InteractionEvent {
        guard anyDirection else { return .changed(translation: translation(row)) }
        return .moved(along: translation(row), across: across(row.x - origin.x, row.y - origin.y))
    }

    func translation(_ row: TouchRow) -> Double {
        along(row.x - origin.x, row.y - origin.y)
    }

    func along(_ x: Double, _ y: Double) -> Double { direction.component(x: x, y: y) }
    func across(_ x: Double, _ y: Double) -> Double { direction.crossComponent(x: x, y: y) }

    /// Displacement over time from the oldest sample within the window (or
    /// the one before the last, if the window holds only the lift).
    func estimatedVelocity() -> (x: Double, y: Double) {
        guard let last = recent.last, recent.count >= 2 else { return (0, 0) }
        let first = recent.first { last.t - $0.t <= Self.velocityWindow && $0.t < last.t }
            ?? recent[recent.count - 2]
        let dt = last.t - first.t
        guard dt > 0 else { return (0, 0) }
        return ((last.x - first.x) / dt, (last.y - first.y) / dt)
    }
}
