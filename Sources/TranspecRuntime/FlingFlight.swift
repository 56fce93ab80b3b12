/// How a completing 2-D drag (`directions: any`) leaves when it is flung:
/// in a straight line along the view's velocity at release, from where the
/// view is to the point one distance from the start (progress 1), as
/// JTSImageViewController throws a photo along the pan's velocity
/// (`dismissImageWithFlick:`, a `UIPushBehavior` in the velocity's direction).
///
/// Vectors are in progress units, along the completion direction and across
/// it (`TravelDirection.crossComponent`). The view is at `start + s·direction`,
/// s from 0 to `length`; `motion` plays s / `length` from 0 to 1 with the
/// complete spring (and decay), starting at the view's speed, so position and
/// velocity are continuous at release. Progress stays the distance from the
/// start and the heading its direction: displacement = progress × heading,
/// as while dragging, so a re-grab takes the view where it is.
package struct FlingFlight: Hashable, Sendable {
    /// The displacement at release.
    package let start: DragHeading
    /// A unit vector: the view's velocity at release.
    package let direction: DragHeading
    /// How far the view flies, in progress units: |start + length·direction| = 1.
    package let length: Double
    /// The flight's fraction (0 → 1) over time.
    package let motion: SettleMotion

    /// Nil when the view cannot fly: at or past progress 1, or not moving.
    /// - Parameters:
    ///   - transition: the motion: its complete spring, decay and rest tolerance.
    ///   - start: the displacement at release, in progress units.
    ///   - velocity: the view's velocity at release, progress per second.
    ///   - fingerVelocity: the finger's velocity along the drag (pt/s), which
    ///     decided the release; kept in `motion.releaseVelocity`.
    ///   - distance: pt for progress 1.
    package init?(
        motion transition: borrowing TransitionMotion, start: DragHeading, velocity: DragHeading,
        fingerVelocity: Double, distance: Double
    ) {
        let speed = (velocity.along * velocity.along + velocity.across * velocity.across).squareRoot()
        let radius = (start.along * start.along + start.across * start.across).squareRoot()
        guard speed > 0, speed.isFinite, radius < 1 else { return nil }
        let direction = DragHeading(along: velocity.along / speed, across: velocity.across / speed)
        // The positive root of |start + s·direction|² = 1 (one exists inside the unit circle).
        let b = start.along * direction.along + start.across * direction.across
        let length = -b + (b * b - radius * radius + 1).squareRoot()
        guard length > 0, length.isFinite else { return nil }
        self.start = start
        self.direction = direction
        self.length = length
        // One unit of the flight's fraction is `length` distances of travel.
        self.motion = SettleMotion(
            motion: transition, releaseProgress: 0, releaseVelocity: fingerVelocity,
            viewVelocity: speed * distance, distance: length * distance, decision: .complete)
    }

    /// Whether a release flies: a 2-D drag that completes, with the finger
    /// (`fingerSpeed`, pt/s in any direction) at the rule's fling speed or faster.
    package static func flies(_ motion: borrowing TransitionMotion, decision: ReleaseDecision, fingerSpeed: Double) -> Bool {
        guard motion.directions == .any, decision == .complete, let fling = motion.release.flingSpeed else { return false }
        return fingerSpeed >= fling
    }

    /// The decision and settle time of a release straight along a 2-D drag
    /// (no sideways part) at `releaseProgress`, the finger at
    /// `releaseVelocity` pt/s along it: as `InteractionStateMachine` plays
    /// it, a fling back toward the start flying on through it.
    package static func outcome(
        motion: borrowing TransitionMotion, releaseProgress: Double, releaseVelocity: Double, distance: Double
    ) -> (decision: ReleaseDecision, settleTime: Double) {
        let settle = SettleMotion.outcome(
            motion: motion, releaseProgress: releaseProgress, releaseVelocity: releaseVelocity, distance: distance)
        guard flies(motion, decision: settle.decision, fingerSpeed: abs(releaseVelocity)) else { return settle }
        let viewVelocity = SettleMotion.viewVelocity(
            motion: motion, releaseProgress: releaseProgress, releaseVelocity: releaseVelocity)
        guard let flight = FlingFlight(
            motion: motion, start: DragHeading(along: releaseProgress, across: 0),
            velocity: DragHeading(along: viewVelocity / distance, across: 0),
            fingerVelocity: releaseVelocity, distance: distance)
        else { return settle }
        return (.complete, flight.motion.settleTime)
    }

    /// Progress (the distance from the start), its rate per second, and the
    /// heading, `t` seconds after release. At rest: progress 1.
    package func state(at t: Double) -> (progress: Double, velocity: Double, heading: DragHeading) {
        let (fraction, rate) = motion.state(at: t)
        return Self.state(of: position(fraction), moving: length * rate, along: direction)
    }

    /// Where the flight ends: progress 1, exactly.
    package var end: DragHeading { Self.unit(position(1)) ?? direction }

    func position(_ fraction: Double) -> DragHeading {
        DragHeading(along: start.along + fraction * length * direction.along,
                    across: start.across + fraction * length * direction.across)
    }

    static func state(of p: DragHeading, moving speed: Double, along direction: DragHeading)
        -> (progress: Double, velocity: Double, heading: DragHeading)
    {
        let progress = (p.along * p.along + p.across * p.across).squareRoot()
        guard let heading = unit(p) else { return (0, speed, direction) }
        return (progress, speed * (heading.along * direction.along + heading.across * direction.across), heading)
    }

    static func unit(_ p: DragHeading) -> DragHeading? {
        let length = (p.along * p.along + p.across * p.across).squareRoot()
        return length > 0 ? DragHeading(along: p.along / length, across: p.across / length) : nil
    }
}

extension ReleaseRule {
    /// The finger speed (pt/s, in any direction) from which a completing 2-D
    /// drag flies the way it was flung (`FlingFlight`): the flick velocity, or
    /// the lowest speed an `anyOf` entry asks for. Nil for a projection, and
    /// for rules with no speed: such a drag completes along its displacement.
    package var flingSpeed: Double? {
        switch self {
        case .threshold(_, let flick): flick
        case .projection: nil
        // A closure, not a key path: the preview's Embedded Swift build has none.
        case .anyOf(let conditions): conditions.compactMap { $0.speed }.min()
        }
    }
}
