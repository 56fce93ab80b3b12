import Foundation
import Testing
import TranspecDiagnostics
import TranspecPlayback
import TranspecRuntime
@testable import TranspecSimulation
import TranspecSpec
import TranspecTestSupport
@testable import transpec

/// A spec's transition, as the preview and `simulate` see it.
func load(_ spec: String, _ name: String) throws -> (preview: PreviewTransition, subject: SimulationSubject) {
    let bytes = Array(try Data(contentsOf: Repository.root.appendingPathComponent(spec)))
    var diagnostics = DiagnosticCollector()
    let decoded = try #require(SpecFrontEnd.decode(bytes, file: spec, diagnostics: &diagnostics))
    let transition = try #require(decoded.transitions.first { $0.name.value == name })
    let partner = decoded.presentationPartner(of: transition)
    return (PreviewTransition(transition, presentation: partner),
            SimulationSubject(transition, presentation: partner))
}

/// Feeds `touches` (caller time, event, x, y) to a stage as a page would:
/// the display link ticks at 60 Hz in between, on the caller's clock that
/// starts at `start`, and goes on until the motion is at rest.
func drive(_ stage: inout PreviewStage, _ touches: [(Double, TouchRow.Event, Double, Double)], start: Double) {
    var clock = start
    for (time, event, x, y) in touches {
        while clock + 1 / 60 < time {
            clock += 1 / 60
            stage.advance(to: clock)
        }
        _ = stage.touch(event, at: time, x: x, y: y)
    }
    for _ in 0..<6000 where stage.isMoving {
        clock += 1 / 60
        stage.advance(to: clock)
    }
}

/// The stage's log against `simulate`'s samples of the same motion: every
/// time, progress, velocity, offset and channel, bit for bit.
func expectSameFrames(_ log: StageLog, _ stage: PreviewStage, _ timeline: Timeline) {
    #expect(log.count == timeline.samples.count)
    let motion = stage.plan(log.plan).motion
    for (index, sample) in timeline.samples.enumerated() where index < log.count {
        let row = Array(log.values[(index * log.stride)..<((index + 1) * log.stride)])
        var expected = [sample.t, sample.progress, sample.velocity, sample.offset]
        var actual = Array(row[0..<4])
        if let across = sample.offsetAcross {
            expected.append(across)
            actual.append(row[4])
        }
        for (channel, value) in zip(timeline.channels, sample.elementValues) {
            expected.append(value)
            switch (channel.element, channel.property) {
            case ("dimming", "alpha"): actual.append(row[5])
            case ("sharedElement", "fraction"): actual.append(row[6])
            default:
                let element = motion.elements.firstIndex { $0.name == channel.element }!
                let properties = ["alpha", "scale", "translationX", "translationY", "cornerRadius", "rotation",
                                  "shadowOpacity", "shadowRadius"]
                actual.append(row[StageLog.leadingValues + element * StageLog.valuesPerElement
                                  + properties.firstIndex(of: channel.property)!])
            }
        }
        #expect(actual.map(\.bitPattern) == expected.map(\.bitPattern), "frame \(index) at t = \(sample.t)")
        if actual != expected { return }
    }
}

func trace(of stage: PreviewStage) -> GestureTrace {
    GestureTrace(rows: stage.rows.map { row in
        let event: GestureTrace.Event = switch row.event {
        case .down: .down
        case .move: .move
        case .up: .up
        case .cancel: .cancel
        }
        return GestureTrace.Row(t: row.t, x: row.x, y: row.y, event: event)
    })
}

@Suite struct StageTests {
    @Test func aReGrabPlaysAsItsTraceReplays() throws {
        let (preview, subject) = try load("Specs/tags-sheet.transpec.yaml", "TagsSheetDismiss")
        var stage = PreviewStage(transition: preview, container: .iPhone)
        // A slow release below the threshold, a catch while it springs back, a flick.
        let start = 1000.123
        drive(&stage, [
            (start, .down, 100, 300), (start + 0.051, .move, 100, 330), (start + 0.103, .move, 100, 370),
            (start + 0.149, .move, 100, 410), (start + 0.30, .move, 100, 430), (start + 0.401, .up, 100, 432),
            (start + 0.552, .down, 100, 400), (start + 0.6, .move, 100, 460), (start + 0.65, .move, 100, 560),
            (start + 0.683, .up, 100, 630),
        ], start: start)
        let replay = TraceReplay.run(trace(of: stage), subject: subject, container: .iPhone)
        #expect(replay.regrabCount == 1 && replay.finishCount == 1)
        expectSameFrames(stage.log, stage, replay.timeline)
        #expect(!stage.isShown)
    }

    @Test func aFlingInAnyDirectionPlaysAsItsTraceReplays() throws {
        let (preview, subject) = try load("Specs/media-viewer.transpec.yaml", "MediaViewerDismiss")
        var stage = PreviewStage(transition: preview, container: .iPhone)
        drive(&stage, [
            (5, .down, 200, 400), (5.016, .move, 190, 405), (5.033, .move, 170, 412), (5.05, .move, 140, 420),
            (5.066, .move, 100, 428), (5.08, .up, 70, 433),
        ], start: 5)
        let replay = TraceReplay.run(trace(of: stage), subject: subject, container: .iPhone)
        let release = try #require(replay.calls.first { if case .release = $0.kind { true } else { false } })
        #expect(release.flight != nil)
        expectSameFrames(stage.log, stage, replay.timeline)
    }

    @Test func aDetentSheetDragFromHalfPlaysAsItsTraceReplays() throws {
        let (preview, subject) = try load("Specs/maps-sheet.transpec.yaml", "MapsSheetDrag")
        var stage = PreviewStage(transition: preview, container: .iPhone)
        let half = try #require(preview.interactive.motion.detents?.detents.firstIndex { $0.name == "half" })
        let moved = stage.move(toDetent: half, at: 0)
        #expect(moved)
        drive(&stage, [], start: 0)
        #expect(stage.restingDetent == half)
        // Up toward the full detent, slowly, then let go.
        drive(&stage, [(10, .down, 200, 500), (10.2, .move, 200, 420), (10.4, .move, 200, 300), (10.6, .up, 200, 290)],
              start: 10)
        var fromHalf = subject
        fromHalf.restingDetent = "half"
        let replay = TraceReplay.run(trace(of: stage), subject: fromHalf, container: .iPhone)
        expectSameFrames(stage.log, stage, replay.timeline)
        #expect(stage.restingDetent.map { preview.interactive.motion.detents!.detents[$0].name } == replay.restingDetent)
    }

    @Test func aLateTouchComesAfterTheFramesAlreadyPlayed() throws {
        let (preview, subject) = try load("Specs/tags-sheet.transpec.yaml", "TagsSheetDismiss")
        var stage = PreviewStage(transition: preview, container: .iPhone)
        _ = stage.touch(.down, at: 0, x: 0, y: 0)
        _ = stage.touch(.move, at: 0.1, x: 0, y: 80)
        _ = stage.touch(.up, at: 0.2, x: 0, y: 90)
        stage.advance(to: 0.5)
        // The display link has played up to 0.5 s; a touch stamped 0.45 s
        // arrives late, and is given the time just after that frame.
        let late = stage.touch(.down, at: 0.45, x: 0, y: 50)
        let t = try #require(late)
        #expect(t == (60.0 / 120).nextUp)
        drive(&stage, [(0.6, .up, 0, 40)], start: 0.5)
        let replay = TraceReplay.run(trace(of: stage), subject: subject, container: .iPhone)
        #expect(replay.regrabCount == 1)
        expectSameFrames(stage.log, stage, replay.timeline)
    }

    @Test func aPlayFromCodeSamplesAsSimulatePlays() throws {
        let (preview, subject) = try load("Specs/app-store-card.transpec.yaml", "AppStoreCardDismiss")
        var stage = PreviewStage(transition: preview, container: .iPhone)
        // The story starts presented: present is refused, dismiss plays.
        let present = try #require(preview.plays.firstIndex { $0.operation == "present" })
        #expect(!stage.canPlay(present))
        let dismissed = stage.play(1 - present, at: 3)
        #expect(dismissed)
        drive(&stage, [], start: 3)
        #expect(!stage.isShown && stage.canPlay(present))
        let presented = stage.play(present, at: 20)
        #expect(presented)
        drive(&stage, [], start: 20)
        let result = Simulation.run(SimulationRequest(subject: subject, play: subject.plays[present], container: .iPhone))
        expectSameFrames(stage.log, stage, result.timeline)
        #expect(stage.isShown)
    }

    @Test func aDetentMoveSamplesAsSimulatePlaysIt() throws {
        let (preview, subject) = try load("Specs/maps-sheet.transpec.yaml", "MapsSheetDrag")
        var stage = PreviewStage(transition: preview, container: .iPhone)
        let collapsed = try #require(preview.interactive.motion.detents?.detents.firstIndex { $0.name == "collapsed" })
        let moved = stage.move(toDetent: collapsed, at: 1)
        let movedAgain = stage.move(toDetent: 0, at: 1.01)
        #expect(moved && !movedAgain)
        drive(&stage, [], start: 1)
        let dismiss = try #require(subject.plays.first { $0.operation == .dismiss })
        var request = SimulationRequest(subject: subject, play: dismiss, container: .iPhone)
        request.toDetent = "collapsed"
        request.releaseProgress = Simulation.restingProgress(of: dismiss.plan, at: nil, in: .iPhone)
        expectSameFrames(stage.log, stage, Simulation.run(request).timeline)
        #expect(stage.restingDetent == collapsed)
    }

    /// A range between detents of points and of fractions moves with the
    /// container: the stage keys its tracks in its own, as `simulate` does.
    @Test func rangesNamingDetentsAreKeyedInTheStagesContainer() throws {
        let yaml = """
            transpec: 1
            transitions:
              Sheet:
                operation: dismiss
                gesture: { edge: bottom }
                spring: { dampingRatio: 1, response: 0.35 }
                frame: { height: 92% }
                detents:
                  heights: { collapsed: 120, half: 50%, full: 92% }
                  dismissible: false
                dimming:
                  alpha: { range: [half, collapsed], from: 0.3, to: 0 }

            """
        var diagnostics = DiagnosticCollector()
        let spec = try #require(SpecFrontEnd.decode(Array(yaml.utf8), file: "s.transpec.yaml", diagnostics: &diagnostics))
        let transition = spec.transitions[0]
        let preview = PreviewTransition(transition, presentation: nil)
        let subject = SimulationSubject(transition, presentation: nil)
        let iPad = ContainerSize(width: 820, height: 1180)
        var stage = PreviewStage(transition: preview, container: iPad)
        let collapsed = try #require(preview.interactive.motion.detents?.detents.firstIndex { $0.name == "collapsed" })
        let moved = stage.move(toDetent: collapsed, at: 0)
        #expect(moved)
        drive(&stage, [], start: 0)
        let dismiss = try #require(subject.plays.first { $0.operation == .dismiss })
        var request = SimulationRequest(subject: subject, play: dismiss, container: iPad)
        request.toDetent = "collapsed"
        request.releaseProgress = Simulation.restingProgress(of: dismiss.plan, at: nil, in: iPad)
        let timeline = Simulation.run(request).timeline
        expectSameFrames(stage.log, stage, timeline)
        // The dimming fades between the detents where they are on an iPad, not on a phone.
        let unkeyed = preview.interactive.motion.dimming!
        #expect(timeline.samples.contains { sample in
            sample.elementValues[0] != unkeyed.value(atProgress: sample.progress)
        })
    }

    @Test func touchesAreIgnoredWhereNoDragCanStart() throws {
        let (preview, _) = try load("Specs/tags-sheet.transpec.yaml", "TagsSheetDismiss")
        var stage = PreviewStage(transition: preview, container: .iPhone)
        let move = stage.touch(.move, at: 0, x: 0, y: 10), up = stage.touch(.up, at: 0, x: 0, y: 10)
        #expect(move == nil && up == nil)
        drive(&stage, [(1, .down, 0, 0), (1.05, .move, 0, 200), (1.1, .up, 0, 400)], start: 1)
        #expect(!stage.isShown)
        // Dismissed: nothing to drag until it is presented again.
        let down = stage.touch(.down, at: 5, x: 0, y: 0)
        #expect(down == nil)
        let events = stage.takeEvents().map(\.kind)
        #expect(events.first == .began && events.contains(.release) && events.last == .end)
        let again = stage.takeEvents()
        #expect(again.isEmpty)
    }
}
