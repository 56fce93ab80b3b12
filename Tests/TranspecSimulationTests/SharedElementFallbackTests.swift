import Testing
import TranspecRuntime
@testable import TranspecSimulation

/// Without a view for an end of the shared element (`--missing-view`), the
/// flight gives way to its fallback: `fade` reports the moving screen's
/// alpha as `screen.alpha`, `none` reports nothing in its place.
@Suite struct SharedElementFallbackTests {
    static func subject(_ fallback: SharedElementFallback, missing: Set<String>) -> SimulationSubject {
        var subject = SimulationSubject(
            name: "CardDismiss",
            motion: TransitionMotion(
                distance: .points(300), spring: .dampingRatio(1, response: 0.4),
                elements: [ElementTracks(name: "story"), ElementTracks(name: "card")],
                sharedElement: SharedElement(
                    source: "story", destination: "card", flight: .fromTo(0, 1, range: ProgressRange(start: 0, end: 0.5)),
                    fallback: fallback)),
            edge: .bottom)
        subject.missingViews = missing
        return subject
    }

    static func labels(_ result: SimulationResult) -> [String] { result.channels.map(\.label) }

    @Test func bothViewsFly() {
        let result = Simulation.run(SimulationRequest(subject: Self.subject(.fade, missing: []), releaseProgress: 0.6, releaseVelocity: 0))
        #expect(Self.labels(result) == ["sharedElement.fraction"])
    }

    @Test func fadeFadesTheDepartingScreenWithTheFlightsFraction() throws {
        let result = Simulation.run(SimulationRequest(subject: Self.subject(.fade, missing: ["card"]), releaseProgress: 0.2, releaseVelocity: 0))
        #expect(Self.labels(result) == ["screen.alpha"])
        #expect(result.samples.count > 10)
        for sample in result.samples {
            // The flight's fraction over range [0, 0.5], clamped: 1 − f for a dismissal.
            let fraction = min(max(sample.progress / 0.5, 0), 1)
            #expect(abs(sample.elementValues[0] - (1 - fraction)) < 1e-12, "t \(sample.t)")
        }
        #expect(abs(result.samples[0].elementValues[0] - 0.6) < 1e-12)
    }

    @Test func anArrivingScreenFadesIn() {
        let plan = TransitionPlan(motion: Self.subject(.fade, missing: []).motion, edge: .top, movement: .arrival)
        #expect(plan.fallbackFadeAlpha(at: PhasedProgress(0)) == 0)
        #expect(plan.fallbackFadeAlpha(at: PhasedProgress(0.25)) == 0.5)
        #expect(plan.fallbackFadeAlpha(at: PhasedProgress(1.2)) == 1)
    }

    @Test func noneShowsNothingInTheFlightsPlace() {
        let result = Simulation.run(SimulationRequest(subject: Self.subject(.noFlight, missing: ["story"]), releaseProgress: 0.6, releaseVelocity: 0))
        #expect(Self.labels(result) == [])
    }
}
