import Testing
import TranspecRuntime
@testable import TranspecSimulation

/// `simulate --release-progress P` plays tracks by phase as a release after
/// one drag from rest; `--play` as a play with no drag.
@Suite struct TrackPhaseSimulationTests {
    static let viewer = SimulationSubject(
        name: "MediaViewerDismiss",
        motion: TransitionMotion(
            distance: .points(280), release: .threshold(0.3, flickVelocity: 250),
            spring: .dampingRatio(0.8, response: 0.4),
            elements: [ElementTracks(name: "photo", scale: .fromTo(1, 0.6, during: .drag))],
            sharedElement: SharedElement(source: "photo", destination: "thumbnail", flight: .fromTo(0, 1, during: .settle))),
        edge: .bottom)

    @Test func releaseFliesTheSettleOnlyTrackFromRest() throws {
        let result = Simulation.run(SimulationRequest(subject: Self.viewer, releaseProgress: 0.3, releaseVelocity: 500))
        #expect(result.decision == .complete)
        let scale = try #require(result.channels.firstIndex { $0.label == "photo.scale" })
        let flight = try #require(result.channels.firstIndex { $0.label == "sharedElement.fraction" })
        for sample in result.samples {
            // r = (p − 1)/(0.3 − 1): the way still to go.
            let r = min(max((sample.progress - 1) / (0.3 - 1), 0), 1)
            #expect(abs(sample.elementValues[flight] - (1 - r)) < 1e-12, "t \(sample.t)")
            #expect(abs(sample.elementValues[scale] - (1 - 0.4 * 0.3 * r)) < 1e-12, "t \(sample.t)")
        }
        #expect(result.samples[0].elementValues[flight] == 0)
        #expect(abs(result.samples[0].elementValues[scale] - 0.88) < 1e-12)
        #expect(result.samples.last?.elementValues == [1, 1])
    }

    @Test func playHasNoDrag() throws {
        let motion = Self.viewer.motion
        let play = TransitionOperationPlay(operation: .dismiss, plan: TransitionPlan(motion: motion, edge: .bottom, movement: .departure))
        let result = Simulation.run(SimulationRequest(subject: Self.viewer, play: play))
        let scale = try #require(result.channels.firstIndex { $0.label == "photo.scale" })
        let flight = try #require(result.channels.firstIndex { $0.label == "sharedElement.fraction" })
        #expect(result.samples.count > 10)
        for sample in result.samples {
            #expect(sample.elementValues[scale] == 1)
            #expect(abs(sample.elementValues[flight] - min(max(sample.progress, 0), 1)) < 1e-12)
        }
    }
}
