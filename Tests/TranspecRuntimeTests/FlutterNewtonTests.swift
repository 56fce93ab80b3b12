import Testing
@testable import TranspecRuntime

/// Flutter's spring vectors from packages/flutter/test/physics/newton_test.dart
/// (tests 'crit_spring', 'overdamped_spring' and 'underdamped_spring'). Their
/// springs come from `SpringDescription.withDampingRatio(mass: 1, stiffness: 100,
/// ratio: r)`, so damping = r · 2√(m·k) = 20r. Their tolerance is the one the
/// file states: `.floor()` equality (the value lies in [n, n + 1)), and
/// `isDone(t)` as Flutter defines it: |x − end| < distance and |dx| < velocity,
/// with `Tolerance(distance: 0.01, velocity: 0.01)` where the test sets it and
/// Flutter's default 1e-3 otherwise.
@Suite struct FlutterNewtonTests {
    static func spring(ratio: Double) -> Spring { Spring(mass: 1, stiffness: 100, damping: ratio * 2 * (1.0 * 100).squareRoot()) }

    /// Flutter's `SpringSimulation.isDone(time)`.
    static func isDone(_ motion: SpringMotion, _ t: Double, distance: Double, velocity: Double) -> Bool {
        abs(motion.position(at: t) - motion.to) < distance && abs(motion.velocity(at: t)) < velocity
    }

    /// Our settle time agrees with `isDone` at the test's time: at rest by then.
    static func settled(_ motion: SpringMotion, by t: Double, distance: Double, velocity: Double) -> Bool {
        motion.settleTime(tolerance: RestTolerance(position: distance, velocity: velocity), unitsPerPoint: 1) <= t
    }

    @Test func critSpring() {
        // ratio defaults to 1.0; 0 → 500 from rest; tolerance 0.01, 0.01.
        let crit = SpringMotion(spring: Self.spring(ratio: 1), from: 0, to: 500, initialVelocity: 0)
        #expect(crit.spring.dampingRatio == 1)
        #expect(!Self.isDone(crit, 0, distance: 0.01, velocity: 0.01))
        #expect(crit.position(at: 0) == 0)
        #expect(crit.velocity(at: 0) == 0)
        #expect(crit.position(at: 0.25).rounded(.down) == 356)
        #expect(crit.position(at: 0.50).rounded(.down) == 479)
        #expect(crit.position(at: 0.75).rounded(.down) == 497)
        #expect(crit.velocity(at: 0.25).rounded(.down) == 1026)
        #expect(crit.velocity(at: 0.50).rounded(.down) == 168)
        #expect(crit.velocity(at: 0.75).rounded(.down) == 20)
        #expect(crit.position(at: 1.5) > 499 && crit.position(at: 1.5) < 501)
        #expect(crit.velocity(at: 1.5) < 0.1)
        #expect(Self.isDone(crit, 1.6, distance: 0.01, velocity: 0.01))
        #expect(Self.settled(crit, by: 1.6, distance: 0.01, velocity: 0.01))
    }

    @Test func overdampedSpring() {
        // ratio 1.25 (damping 25); 0 → 500 from rest; tolerance 0.01, 0.01.
        let over = SpringMotion(spring: Self.spring(ratio: 1.25), from: 0, to: 500, initialVelocity: 0)
        #expect(over.spring.dampingRatio > 1)
        #expect(!Self.isDone(over, 0, distance: 0.01, velocity: 0.01))
        #expect(over.position(at: 0) == 0)
        #expect(abs(over.velocity(at: 0)) < 1e-10)  // moreOrLessEquals(0.0), epsilon 1e-10
        #expect(over.position(at: 0.5).rounded(.down) == 445)
        #expect(over.position(at: 1.0).rounded(.down) == 495)
        #expect(over.position(at: 1.5).rounded(.down) == 499)
        #expect(over.velocity(at: 0.5).rounded(.down) == 273)
        #expect(over.velocity(at: 1.0).rounded(.down) == 22)
        #expect(over.velocity(at: 1.5).rounded(.down) == 1)
        #expect(Self.isDone(over, 3.0, distance: 0.01, velocity: 0.01))
        #expect(Self.settled(over, by: 3.0, distance: 0.01, velocity: 0.01))
    }

    @Test func underdampedSpring() {
        // ratio 0.25 (damping 5); 0 → 300 from rest; Flutter's default tolerance (1e-3).
        let under = SpringMotion(spring: Self.spring(ratio: 0.25), from: 0, to: 300, initialVelocity: 0)
        #expect(under.spring.dampingRatio < 1)
        #expect(!Self.isDone(under, 0, distance: 1e-3, velocity: 1e-3))
        #expect(abs(under.position(at: 0)) < 1e-10)
        #expect(abs(under.velocity(at: 0)) < 1e-10)
        // Overshot with negative velocity.
        #expect(under.position(at: 1.0).rounded(.down) == 325)
        #expect(under.velocity(at: 1.0).rounded(.down) == -65)
        #expect(under.velocity(at: 6.0).rounded(.down) == 0)
        #expect(under.position(at: 6.0).rounded(.down) == 299)
        #expect(Self.isDone(under, 6.0, distance: 1e-3, velocity: 1e-3))
        #expect(Self.settled(under, by: 6.0, distance: 1e-3, velocity: 1e-3))
    }
}
