import TranspecPlayback
import TranspecRuntime

/// What the replay told UIKit to do, with the trace time.
package struct TraceCall: Hashable, Sendable {
    package enum Kind: Hashable, Sendable {
        /// idle → tracking: start the interactive transition.
        case began
        /// settling → tracking: caught mid-settle, the transition continues.
        case regrab
        /// Finger lifted (or system cancel): the release rule decided on the
        /// finger's `velocity`; the view moved at `viewVelocity` (pt/s, both
        /// along its displacement), which the settle starts from.
        case release(ReleaseDecision, velocity: Double, viewVelocity: Double)
        /// At rest: `finishInteractiveTransition()` or `cancelInteractiveTransition()`,
        /// then `completeTransition(_:)`.
        case end(ReleaseDecision)
    }

    package var t: Double
    package var kind: Kind
    package var progress: Double
    /// The trace row that caused it, nil for display-link frames.
    package var line: Int?
    /// Where the moving view is then, in points along the travel direction,
    /// and across it for a drag in any direction (as `TimelineSample`'s).
    package var offset = 0.0
    package var offsetAcross: Double?
    /// A release that flies the way it was flung (`FlingFlight`): its
    /// direction, along the travel and across it.
    package var flight: DragHeading?
}

package struct TraceReplayResult: Hashable, Sendable {
    package var trace: GestureTrace
    package var subject: SimulationSubject
    package var distance: Double
    package var calls: [TraceCall]
    package var finalPhase: InteractionPhase
    /// One sample per display-link frame: t, progress and velocity (0 while tracking).
    package var timeline: Timeline
    /// A detent sheet: the detent it rests at in the end (nil once dismissed).
    package var restingDetent: String? = nil

    package var beganCount: Int { calls.filter { $0.kind == .began }.count }
    package var regrabCount: Int { calls.filter { $0.kind == .regrab }.count }
    package var finishCount: Int { calls.filter { $0.kind == .end(.complete) }.count }
    package var cancelCount: Int { calls.filter { $0.kind == .end(.cancel) }.count }
    /// `completeTransition(_:)` is sent with every finish or cancel.
    package var completeCount: Int { finishCount + cancelCount }
}

/// Replays a trace through the runtime's `InteractionStateMachine`, with a
/// display refreshing at `fps` on the trace's clock (frames at k/fps, from
/// the first at or after the first row, as a screen refreshes whenever the
/// finger lands), and keeps running frames after the last row until at rest.
/// A row at a frame's time is shown in that frame.
package enum TraceReplay {
    package static func run(
        _ trace: GestureTrace, subject: SimulationSubject, container: ContainerSize = .iPhone, fps: Double = 120
    ) -> TraceReplayResult {
        replay(trace, subject: subject, container: container, fps: fps, maximumSamples: .max)!
    }

    /// The same, unless the frames would pass `budget`: then the replay
    /// stops at the first frame past it. (How many frames a trace takes is
    /// known only once it settles.)
    package static func run(
        _ trace: GestureTrace, subject: SimulationSubject, container: ContainerSize = .iPhone, fps: Double = 120,
        budget: SimulationBudget
    ) throws(BudgetExceeded) -> TraceReplayResult {
        let channels = ElementChannel.channels(of: subject.motion).count
        let maximumSamples = budget.maximumValues / SimulationBudget.valuesPerSample(channels: channels)
        guard let result = replay(trace, subject: subject, container: container, fps: fps, maximumSamples: maximumSamples)
        else {
            throw budget.tooManyValues("more than \(maximumSamples)", channels: channels,
                                       advice: "lower --fps, shorten the trace, or replay a transition with fewer elements")
        }
        return result
    }

    /// Nil once the samples would pass `maximumSamples`.
    static func replay(
        _ trace: GestureTrace, subject: SimulationSubject, container: ContainerSize, fps: Double, maximumSamples: Int
    ) -> TraceReplayResult? {
        // The rows and frames go to the machine through `GestureReplay`, as the browser preview sends them.
        var replay = GestureReplay(
            plan: subject.plan, container: container, restingDetent: subject.restingDetent, fps: fps,
            firstRowTime: trace.rows.first?.t ?? 0)
        let sampler = ElementSampler(plan: subject.plan, container: container, missingViews: subject.missingViews,
                                     viewSizes: subject.viewSizes)
        var calls: [TraceCall] = [], samples: [TimelineSample] = []
        var releases: [(t: Double, progress: Double)] = []
        var rowIndex = 0

        var crossings = CrossingLog(motion: subject.motion)

        func observe(at t: Double, line: Int?) -> GestureReplay.Observer {
            { step, replay in
                // A touch that moved the view (tracking after it) drags it there;
                // a frame, a grab or a lift shows the settle's progress.
                if let progress = step.effects.updateProgress {
                    crossings.show(progress, at: t, dragging: line != nil && replay.machine.phase == .tracking)
                }
                let machine = replay.machine
                guard let call = step.call(after: machine) else { return }
                let (along, across) = replay.offsets
                var traced = TraceCall(t: t, kind: .began, progress: machine.progress, line: line, offset: along,
                                       offsetAcross: across)
                switch call {
                case .began: traced.kind = .began
                case .regrab: traced.kind = .regrab
                case .release(let decision):
                    let velocity = machine.settle?.releaseVelocity ?? 0, viewVelocity = machine.velocity * machine.distance
                    traced.kind = .release(decision, velocity: velocity, viewVelocity: viewVelocity)
                    traced.flight = machine.flight?.direction
                    releases.append((t, machine.progress))
                case .end(let decision): traced.kind = .end(decision)
                }
                calls.append(traced)
            }
        }

        let lastRowTime = trace.rows.last?.t ?? 0
        while true {
            let frameTime = replay.nextFrameTime
            if rowIndex < trace.rows.count, trace.rows[rowIndex].t <= frameTime {
                let row = trace.rows[rowIndex]
                replay.play(TouchRow(row), observe: observe(at: row.t, line: row.line))
                rowIndex += 1
                continue
            }
            // A trace built in code may skip the parser's length limit.
            if Double(replay.framesPlayed) > (GestureTrace.maximumDuration + GestureReplay.maximumTailSeconds) * fps { break }
            if rowIndex >= trace.rows.count, !replay.ticksAfterLastRow(at: lastRowTime) { break }
            replay.playFrame(observe: observe(at: frameTime, line: nil))
            if samples.count == maximumSamples { return nil }
            let machine = replay.machine
            let (along, across) = replay.offsets
            var sample = TimelineSample(
                t: frameTime, progress: machine.progress, velocity: machine.velocity,
                offset: along, elementValues: sampler.values(at: machine.phasedProgress))
            sample.offsetAcross = across
            samples.append(sample)
        }
        let machine = replay.machine
        let target: Double? = if case .finished(let decision) = machine.phase {
            machine.targetStop?.progress ?? (decision == .complete ? 1 : 0)
        } else { nil }
        var marks = TimelineMarks(releases: releases, threshold: subject.motion.release.positionThreshold, target: target)
        marks.crossings = crossings.crossings
        let timeline = Timeline(title: subject.name, channels: sampler.channels, samples: samples, marks: marks)
        return TraceReplayResult(trace: trace, subject: subject, distance: machine.distance, calls: calls,
                                 finalPhase: machine.phase, timeline: timeline, restingDetent: machine.restingDetent)
    }
}

extension TouchRow {
    init(_ row: GestureTrace.Row) {
        let event: TouchRow.Event = switch row.event {
        case .down: .down
        case .move: .move
        case .up: .up
        case .cancel: .cancel
        }
        self.init(t: row.t, x: row.x, y: row.y, event: event, velocityX: row.velocity?.x, velocityY: row.velocity?.y)
    }
}
