import Testing
@testable import TranspecRuntime

@Suite struct SpringConversionTests {
    /// Flutter packages/flutter/test/physics/spring_simulation_test.dart.
    @Test func flutterDurationAndBounce() {
        let bouncy = Spring.duration(0.5, bounce: 0.3)
        #expect(bouncy.mass == 1)
        #expect(abs(bouncy.stiffness - 157.91) < 0.01)
        #expect(abs(bouncy.damping - 17.59) < 0.01)
        let negative = Spring.duration(0.5, bounce: -0.3)
        #expect(abs(negative.stiffness - 157.91) < 0.01)
        #expect(abs(negative.damping - 35.90) < 0.01)
        let zero = Spring.duration(0.5, bounce: 0)
        #expect(abs(zero.dampingRatio - 1) < 1e-12)
    }

    /// Same file: "get duration and bounce based on mass and stiffness".
    @Test func flutterInverse() {
        let spring = Spring(mass: 1, stiffness: 157.91, damping: 17.59)
        #expect(abs(spring.response - 0.5) < 0.0005)
        #expect(abs(spring.bounce - 0.3) < 0.001)
        #expect(abs(Spring.duration(0.5, bounce: -0.3).bounce + 0.3) < 1e-12)
    }

    @Test func swiftUIDampingRatioResponse() {
        let spring = Spring.dampingRatio(0.5, response: 0.5)
        #expect(abs(spring.stiffness - 157.91367) < 1e-5)
        #expect(abs(spring.damping - 12.56637) < 1e-5)
        #expect(abs(spring.dampingRatio - 0.5) < 1e-12)
    }

    /// Rebound (rebound-core OrigamiValueConverter.java, SpringConfig.java).
    @Test func reboundOrigami() {
        let defaults = Spring.origami(tension: 40, friction: 7)
        #expect(abs(defaults.stiffness - 230.2) < 1e-9)
        #expect(abs(defaults.damping - 22) < 1e-9)
        let anchor = Spring.origami(tension: 30, friction: 8)
        #expect(anchor.stiffness == 194 && anchor.damping == 25)
        let zero = Spring.origami(tension: 0, friction: 0)
        #expect(zero.stiffness == 0 && zero.damping == 0)
    }

    /// pop's defaults (springBounciness 4, springSpeed 12) through
    /// POPAnimationExtras' conversion: QC tension 70.9118, friction 9.82899.
    @Test func popBounciness() {
        let defaults = Spring.bounciness(4, speed: 12)
        #expect(abs(defaults.stiffness - 342.100588) < 1e-5)
        #expect(abs(defaults.damping - 30.486980) < 1e-5)
        let ten = Spring.bounciness(10, speed: 10)
        #expect(abs(ten.stiffness - 299.618824) < 1e-5)
        #expect(abs(ten.damping - 20.572938) < 1e-5)
    }
}
