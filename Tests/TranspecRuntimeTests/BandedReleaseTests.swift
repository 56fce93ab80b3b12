import Testing
@testable import TranspecRuntime

/// A release past an end: the finger's velocity decides, the view's starts
/// the settle, so the view's velocity is continuous when the finger lets go.
@Suite struct BandedReleaseTests {
    static let motion = TransitionMotion(
        release: .threshold(0.5, flickVelocity: 300), spring: .dampingRatio(1, response: 0.4))
    static let extent = 400.0

    /// The slope is the derivative of the banded progress: a central
    /// difference of `progress(forRaw:)` agrees to 1e-7 across the band, and
    /// reading it from the banded progress gives the same value.
    @Test(arguments: [0.55, 0.3, 1.2])
    func slopeIsTheBandsDerivative(coefficient: Double) {
        let band = RubberBand(coefficient: coefficient)
        for i in 1...300 {
            let x = Double(i) / 100
            for raw in [1 + x, -x] {
                let h = 1e-6
                let difference = (band.progress(forRaw: raw + h) - band.progress(forRaw: raw - h)) / (2 * h)
                #expect(abs(band.slope(forRaw: raw) - difference) < 1e-7, "c \(coefficient), raw \(raw)")
                #expect(abs(band.slope(atProgress: band.progress(forRaw: raw)) - band.slope(forRaw: raw)) < 1e-12)
            }
        }
        #expect(band.slope(forRaw: 0.5) == 1 && band.slope(atProgress: 0.5) == 1)
    }

    /// Drags at a steady 1200 pt/s to `translation`, one move per 1/120 s,
    /// then lets go with that velocity; returns the driver and the view's
    /// velocity at the end of tracking, from its last three frames
    /// (progress per second).
    static func dragAndRelease(
        _ motion: TransitionMotion, to translation: Double, velocity: Double = 1200
    ) -> (Driver, trackedVelocity: Double) {
        var d = Driver(motion, extent: extent)
        d.send(.began)
        let frames = Int((abs(translation) / abs(velocity) * 120).rounded())
        for k in 1...frames { d.send(.changed(translation: translation * Double(k) / Double(frames))) }
        // Second order: (3p₀ − 4p₋₁ + p₋₂)/(2h), h = 1/120 s.
        let n = d.shown.count
        let tracked = (3 * d.shown[n - 1] - 4 * d.shown[n - 2] + d.shown[n - 3]) * 60
        d.send(.ended(velocity: velocity))
        return (d, tracked)
    }

    /// Past the end (raw 1.4): the spring starts at the band's slope times
    /// the finger's velocity, which is what the view did in its last frame
    /// of tracking; the finger's velocity would have started it 2.7 times
    /// as fast.
    @Test func pastTheEndTheSpringStartsAtTheViewsVelocity() {
        let (d, tracked) = Self.dragAndRelease(Self.motion, to: 1.4 * Self.extent)
        let settle = d.machine.settle!
        let slope = 0.55 / ((0.4 * 0.55 + 1) * (0.4 * 0.55 + 1))
        #expect(abs(settle.viewVelocity - 1200 * slope) < 1e-9)
        #expect(settle.releaseVelocity == 1200)
        #expect(abs(d.machine.velocity - 1200 * slope / Self.extent) < 1e-12)
        #expect(abs(settle.state(at: 0).velocity - d.machine.velocity) < 1e-12)
        // The view's own velocity just before release, to the difference's
        // second-order error.
        #expect(abs(settle.state(at: 0).velocity - tracked) < 0.002 * tracked)
        #expect(1 / slope > 2.7)
    }

    /// Past the start (drag away from the edge): the view's velocity is the
    /// band's there too, while the release rule still hears the finger. At
    /// raw −0.2 a 350 pt/s flick toward the edge completes (the finger beats
    /// the 300 pt/s flick), although the view moves at only 156 pt/s.
    @Test func pastTheStartTheFingerDecidesAndTheViewStarts() {
        var d = Driver(Self.motion, extent: Self.extent)
        d.send(.began)
        d.send(.changed(translation: 40))
        d.send(.changed(translation: -80))
        d.send(.ended(velocity: 350))
        let settle = d.machine.settle!
        let slope = 0.55 / ((0.2 * 0.55 + 1) * (0.2 * 0.55 + 1))
        #expect(settle.decision == .complete)
        #expect(abs(settle.viewVelocity - 350 * slope) < 1e-9)
        #expect(settle.viewVelocity < 300)
        d.runToRest()
        #expect(d.finishes == 1 && d.shown.last == 1)
    }

    /// Both directions: dragged 1.3 distances against the edge, the view is
    /// banded on that side and the settle starts at the band's velocity along
    /// the displacement.
    @Test func bothDirectionsPastTheEnd() {
        var motion = Self.motion
        motion.directions = .both
        let (d, tracked) = Self.dragAndRelease(motion, to: -1.3 * Self.extent, velocity: -1200)
        let settle = d.machine.settle!
        let slope = 0.55 / ((0.3 * 0.55 + 1) * (0.3 * 0.55 + 1))
        #expect(d.machine.side == -1)
        #expect(abs(settle.viewVelocity - 1200 * slope) < 1e-9)
        #expect(abs(settle.state(at: 0).velocity - tracked) < 0.002 * tracked)
    }

    /// Clamped without a band, the view stands still past the end: the settle
    /// starts at rest there (the finger's 1200 pt/s would have thrown it past
    /// progress 1 and back).
    @Test func clampedPastTheEndStartsAtRest() {
        var motion = Self.motion
        motion.rubberBand = nil
        let (d, tracked) = Self.dragAndRelease(motion, to: 1.3 * Self.extent)
        let settle = d.machine.settle!
        #expect(tracked == 0)
        #expect(settle.viewVelocity == 0 && settle.decision == .complete)
        #expect(settle.overshoot == 0)
    }

    /// Inside 0…1 nothing changes: the view moves with the finger.
    @Test func insideTheRangeTheViewsVelocityIsTheFingers() {
        let (d, _) = Self.dragAndRelease(Self.motion, to: 0.6 * Self.extent)
        #expect(d.machine.settle!.viewVelocity == 1200)
        #expect(d.machine.velocity == 1200 / Self.extent)
    }

    /// A release given as a progress (the simulator's) reads the slope from
    /// the banded progress: at 1.2 the view moves at c·0.8² of the finger.
    @Test func releaseGivenAsAProgressReadsTheBand() {
        let settle = SettleMotion(motion: Self.motion, releaseProgress: 1.2, releaseVelocity: 800, distance: 400)
        #expect(abs(settle.viewVelocity - 800 * 0.55 * 0.8 * 0.8) < 1e-9)
        #expect(abs(settle.spring.initialVelocity - settle.viewVelocity / 400) < 1e-12)
        let outcome = SettleMotion.outcome(motion: Self.motion, releaseProgress: 1.2, releaseVelocity: 800, distance: 400)
        #expect(outcome.settleTime == settle.settleTime && outcome.decision == settle.decision)
    }
}
