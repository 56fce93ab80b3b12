import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing
import TranspecRuntime
@testable import TranspecSimulation

let sheet = SimulationSubject(
    name: "TagsSheetDismiss",
    motion: TransitionMotion(release: .threshold(0.5, flickVelocity: 300), spring: .dampingRatio(1, response: 0.4),
                             dimming: .fromTo(0.4, 0)),
    edge: .bottom)

@Suite struct SimulationTests {
    @Test func jsonContractMatchesTheRuntime() throws {
        let request = SimulationRequest(subject: sheet, releaseProgress: 0.4, releaseVelocity: 800)
        let result = Simulation.run(request)
        let settle = SettleMotion(motion: sheet.motion, releaseProgress: 0.4, releaseVelocity: 800, distance: 844)
        let json = try #require(JSONSerialization.jsonObject(with: Data(JSONRenderer.render(result).utf8)) as? [String: Any])
        #expect(json["transition"] as? String == "TagsSheetDismiss")
        let release = try #require(json["release"] as? [String: Any])
        #expect(release["progress"] as? Double == 0.4 && release["velocity"] as? Double == 800)
        #expect(json["decision"] as? String == "complete")
        #expect(json["target"] as? Double == 1)
        // Foundation's parser may be 1 ulp off; the text itself is exact.
        #expect(JSONRenderer.render(result).contains("\"settleTime\": \(settle.settleTime),"))
        #expect(close(json["settleTime"] as? Double, settle.settleTime))
        let samples = try #require(json["samples"] as? [[String: Double]])
        let expectedCount = (0...).first { Double($0) / 120 >= settle.settleTime }! + 1
        #expect(samples.count == expectedCount)
        #expect(samples[0]["t"] == 0 && samples[0]["progress"] == 0.4 && close(samples[0]["velocity"], 800.0 / 844))
        #expect(result.samples[0].velocity == 800.0 / 844)
        let middle = result.samples[10]
        #expect(middle.t == 10.0 / 120)
        #expect(middle.progress == settle.state(at: 10.0 / 120).progress)
        #expect(middle.velocity == settle.state(at: 10.0 / 120).velocity)
        #expect(samples.last?["progress"] == 1)
        let elements = try #require(json["elements"] as? [String: [String: [Double]]])
        #expect(elements["dimming"]?["alpha"]?.count == samples.count)
    }

    @Test func csvHasOneRowPerSampleAndChannelColumns() {
        let result = Simulation.run(SimulationRequest(subject: sheet, releaseProgress: 0.7, releaseVelocity: -900, fps: 60))
        let lines = CSVRenderer.render(result.timeline).split(separator: "\n")
        #expect(lines.first == "t,progress,velocity,offset,dimming.alpha")
        #expect(lines.count == result.samples.count + 1)
        #expect(result.decision == .cancel && result.samples.last?.progress == 0)
    }

    @Test func textShowsDecisionSettleAndOvershoot() {
        let text = TextRenderer.render(Simulation.run(SimulationRequest(subject: sheet, releaseProgress: 0.6, releaseVelocity: 0)))
        #expect(text.contains("decision   complete"))
        #expect(text.contains("settle"))
        #expect(text.contains("overshoot"))
    }
}

@Suite struct SweepTests {
    @Test func cellsMatchTheReleaseRule() {
        let result = Sweep.run(SweepRequest(subject: sheet, columns: 11, rows: 9))
        for cell in result.cells.joined() {
            #expect(cell.decision == sheet.motion.release.decide(progress: cell.progress, velocity: cell.velocity, distance: 844))
        }
        #expect(result.velocityValues.first == -2000 && result.velocityValues.last == 2000)
    }

    @Test func thresholdAndFlickLines() {
        let result = Sweep.run(SweepRequest(subject: sheet))
        let threshold = result.guides.filter { $0.kind == .threshold }
        #expect(threshold.count == 1 && threshold[0].from.progress == 0.5 && threshold[0].to.progress == 0.5)
        #expect(Set(result.guides.filter { $0.kind == .flick }.map(\.from.velocity)) == [300, -300])
        let text = SweepTextRenderer.render(result, color: false)
        #expect(text.contains("flick +300 pt/s") && text.contains("|"))
        #expect(!text.contains("\u{1B}["))
    }

    /// The parallel sweep (the default) must equal the single-threaded one
    /// bit for bit, for every kind of motion: decay, both springs, overshoot.
    @Test func parallelSweepEqualsSerialBitForBit() {
        let flicked = SimulationSubject(
            name: "Flicked",
            motion: TransitionMotion(
                release: .projection(rate: .normal, threshold: 0.5),
                completeSpring: .dampingRatio(0.6, response: 0.3), cancelSpring: Spring(mass: 1, stiffness: 230.2, damping: 22),
                decay: DecayPhase(rate: .fast, handoffVelocity: 150), directions: .both),
            edge: .top)
        for subject in [sheet, flicked] {
            let request = SweepRequest(subject: subject, velocity: -3000...2500, columns: 67, rows: 41)
            let serial = Sweep.run(request, parallel: false), parallel = Sweep.run(request)
            #expect(serial == parallel)
            let bits = { (result: SweepResult) in
                result.cells.joined().map { [$0.progress.bitPattern, $0.velocity.bitPattern, $0.settleTime.bitPattern] }
            }
            #expect(bits(serial) == bits(parallel))
            #expect(serial.cells.count == 41 && serial.cells.allSatisfy { $0.count == 67 })
        }
    }

    @Test func sweepSVGIsWellFormed() throws {
        var subject = sheet
        subject.name = "A <&> \"quoted\" 'name'"
        try expectWellFormed(SVGSweepRenderer.render(Sweep.run(SweepRequest(subject: subject, columns: 5, rows: 5))))
        let timeline = Simulation.run(SimulationRequest(subject: subject, releaseProgress: 0.3, releaseVelocity: 100)).timeline
        let svg = SVGTimelineRenderer.render(timeline, subtitle: "<subtitle & more>")
        try expectWellFormed(svg)
        #expect(svg.contains("A &lt;&amp;&gt; &quot;quoted&quot; &apos;name&apos;"))
    }
}

func close(_ value: Double?, _ expected: Double) -> Bool {
    guard let value else { return false }
    return abs(value - expected) <= 4 * expected.ulp
}

func expectWellFormed(_ svg: String) throws {
    let parser = XMLParser(data: Data(svg.utf8))
    #expect(parser.parse(), "SVG is not well-formed: \(String(describing: parser.parserError))")
}
