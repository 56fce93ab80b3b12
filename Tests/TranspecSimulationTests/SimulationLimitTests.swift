import Foundation
import Testing
import TranspecRuntime
@testable import TranspecSimulation

@Suite struct TruncationTests {
    @Test func jsonSaysWhenSamplesStopBeforeRest() throws {
        let result = Simulation.run(SimulationRequest(subject: nearlyUndamped, releaseProgress: 0.4, releaseVelocity: 0))
        #expect(result.truncatedAt == 60)
        let text = JSONRenderer.render(result)
        let json = try #require(JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        #expect(json["truncated"] as? Bool == true)
        #expect(json["truncatedAt"] as? Double == 60)
        let samples = try #require(json["samples"] as? [[String: Double]])
        #expect(samples.last?["t"] == 60)
    }

    @Test func undampedSettleTimeIsNullAndTruncated() throws {
        let undamped = SimulationSubject(
            name: "Undamped", motion: TransitionMotion(spring: Spring(stiffness: 100, damping: 0)), edge: .bottom)
        let result = Simulation.run(SimulationRequest(subject: undamped, releaseProgress: 0.4, releaseVelocity: 0, fps: 7))
        let text = JSONRenderer.render(result)
        #expect(text.contains("\"settleTime\": null,"))
        let json = try #require(JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        #expect(json["truncated"] as? Bool == true)
        let last = try #require((json["samples"] as? [[String: Double]])?.last?["t"])
        #expect(json["truncatedAt"] as? Double == last && last >= 60)
    }

    @Test func settledRunsAreNotTruncated() throws {
        let result = Simulation.run(SimulationRequest(subject: sheet, releaseProgress: 0.4, releaseVelocity: 800))
        #expect(result.truncatedAt == nil)
        let json = try #require(JSONSerialization.jsonObject(with: Data(JSONRenderer.render(result).utf8)) as? [String: Any])
        #expect(json["truncated"] as? Bool == false)
        #expect(json["truncatedAt"] == nil)
    }
}

@Suite struct ThresholdMarkTests {
    @Test func anyOfUsesTheEntryWithoutASpeedRequirement() {
        let rule = ReleaseRule.anyOf([ReleaseCondition(progress: 0.2, speed: 500), ReleaseCondition(progress: 0.6)])
        #expect(rule.positionThreshold == 0.6)
        let flicksOnly = ReleaseRule.anyOf([ReleaseCondition(progress: 0.2, speed: 500), ReleaseCondition(progress: 0.4, speed: 100)])
        #expect(flicksOnly.positionThreshold == nil)
        let two = ReleaseRule.anyOf([ReleaseCondition(progress: 0.7), ReleaseCondition(progress: 0.5), ReleaseCondition(progress: 0.1, speed: 900)])
        #expect(two.positionThreshold == 0.5)
        #expect(ReleaseRule.threshold(0.5, flickVelocity: 300).positionThreshold == 0.5)
    }

    @Test func simulationMarksThatThreshold() {
        let subject = SimulationSubject(
            name: "AnyOf",
            motion: TransitionMotion(release: .anyOf([ReleaseCondition(progress: 0.2, speed: 500), ReleaseCondition(progress: 0.6)]),
                                     spring: .dampingRatio(1, response: 0.4)),
            edge: .bottom)
        let result = Simulation.run(SimulationRequest(subject: subject, releaseProgress: 0.3, releaseVelocity: 0))
        #expect(result.timeline.marks.threshold == 0.6)
        // A slow release at 0.3 cancels: the mark at 0.6 agrees, a mark at 0.2 would not.
        #expect(result.decision == .cancel)
    }
}

@Suite struct TraceLengthTests {
    @Test func aTraceLongerThanTheLimitIsAnErrorAtTheRow() {
        #expect(throws: TraceError(
            file: "t.csv", line: 3, column: 1,
            message: "time 10000000.0 is more than 600 s after the first row's 0.0; traces are limited to 600 s")) {
            try GestureTrace.parseCSV("t,x,y,event\n0,0,0,down\n1e7,0,100,up\n", file: "t.csv")
        }
        #expect(throws: Never.self) { try GestureTrace.parseCSV("t,x,y,event\n0,0,0,down\n600,0,100,up\n", file: "t.csv") }
    }

    @Test func aTraceBuiltInCodeStillEnds() {
        // t = 1e300: adding frame times to it does not advance, so only a frame count can stop the replay.
        let trace = GestureTrace(rows: [
            .init(t: 1e300, x: 0, y: 0, event: .down, line: 1), .init(t: 1e300, x: 0, y: 100, event: .up, line: 2),
        ])
        let result = TraceReplay.run(trace, subject: sheet, fps: 10)
        #expect(result.timeline.samples.count <= 7_201)
    }
}
