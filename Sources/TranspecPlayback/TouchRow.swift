/// One touch sample, as a trace row gives it (`Docs/Simulate.md`, trace
/// format) and as the browser preview records it: seconds, the finger's
/// position in points (screen coordinates, y down) and what happened.
package struct TouchRow: Hashable, Sendable {
    package enum Event: UInt8, Hashable, Sendable, CaseIterable {
        /// The finger touches: the pan begins, and translation counts from here.
        case down
        case move
        /// The finger lifts.
        case up
        /// The system cancels the gesture.
        case cancel
    }

    package var t: Double
    package var x: Double
    package var y: Double
    package var event: Event
    /// The finger's velocity at `up`, pt/s, when the trace gives it; else
    /// it is estimated from the samples before the lift.
    package var velocityX: Double?
    package var velocityY: Double?

    package init(t: Double, x: Double, y: Double, event: Event, velocityX: Double? = nil, velocityY: Double? = nil) {
        self.t = t
        self.x = x
        self.y = y
        self.event = event
        self.velocityX = velocityX
        self.velocityY = velocityY
    }
}
