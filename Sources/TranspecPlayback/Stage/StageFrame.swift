import TranspecRuntime

/// Where the stage's motion is at one frame: what the page draws.
package struct StageFrame: Hashable, Sendable {
    /// The motion's plan: 0 the interactive one, then the plays.
    package var plan: Int
    /// Seconds on the motion's clock.
    package var t: Double
    package var phase: InteractionPhase
    package var progress: Double
    /// Progress per second.
    package var velocity: Double
    /// Each kind of track's progress (`TrackPhaseRule`).
    package var phased: PhasedProgress
    /// The moving view's offset from its resting frame, points along the
    /// travel direction and across it (0 but for a drag in any direction).
    package var offsetAlong: Double
    package var offsetAcross: Double
    /// Which way a 2-D drag displaces the view.
    package var heading: DragHeading
}

/// A detent sheet's move from code, sampled at k/fps from its start as
/// `transpec simulate play SPEC dismiss --to-detent` samples it: the start,
/// then the settle, and at rest on the detent from the first frame at or
/// after the settle time.
package struct DetentMovePlayer: Hashable, Sendable {
    package let settle: SettleMotion
    /// The detent it moves to.
    package let detent: Int
    package let fps: Double
    /// Frames played; the next is frame `frames`.
    package private(set) var frames = 0

    init(settle: SettleMotion, detent: Int, fps: Double) {
        self.settle = settle
        self.detent = detent
        self.fps = fps
    }

    /// The time of the frame last played (0 before any).
    package var time: Double { Double(max(frames - 1, 0)) / fps }
    package var nextFrameTime: Double { Double(frames) / fps }
    package var isAtRest: Bool { frames > 0 && time >= settle.settleTime }

    mutating func advance() { frames += 1 }

    /// Progress and its rate at the frame last played (the start before any).
    package var state: (progress: Double, velocity: Double) {
        if frames <= 1 { return (settle.releaseProgress, settle.viewVelocity / settle.distance) }
        return isAtRest ? (settle.target, 0) : settle.state(at: time)
    }
}

/// Every frame of the stage's current motion, one row of numbers each:
/// t, progress, velocity, the offsets along and across, the dimming
/// alpha, the shared element's fraction, then each element's frame
/// (alpha, scale, translation x and y, corner radius, rotation, shadow
/// opacity and radius).
package struct StageLog: Hashable, Sendable {
    package static let leadingValues = 7
    package static let valuesPerElement = 8

    package let plan: Int
    package let stride: Int
    package private(set) var values: [Double] = []

    init(plan: Int, elements: Int) {
        self.plan = plan
        stride = Self.leadingValues + Self.valuesPerElement * elements
    }

    package var count: Int { values.count / stride }

    mutating func append(_ row: [Double]) { values += row }
}

/// Something the page shows as it happens.
package struct StageEvent: Hashable, Sendable {
    package enum Kind: Int, Hashable, Sendable {
        /// values: progress.
        case began = 1
        /// values: progress.
        case regrab = 2
        /// values: decision (1 complete, 2 cancel), progress, the finger's
        /// velocity (pt/s), the view's (pt/s), settle time (s), target
        /// progress, the detent it goes to (−1 none), a fling's direction
        /// along and across (NaN without one), a projection rule's landing
        /// progress (NaN for other rules).
        case release = 3
        /// values: decision (1 complete, 2 cancel, as the transition ends).
        case end = 4
        /// values: the mark (−1 the threshold, else the trigger's index),
        /// direction (1 increasing, −1 decreasing), progress.
        case crossing = 5
        /// values: the play's index.
        case playStarted = 6
        /// values: the detent, the settle time.
        case detentMoveStarted = 7
    }

    package var kind: Kind
    /// Seconds on the motion's clock.
    package var t: Double
    package var values: [Double]
}

extension PreviewStage {
    /// The motion's state at its last frame (or at rest before any).
    package var frame: StageFrame {
        switch motion {
        case .drag(let replay): frame(of: replay, plan: 0)
        case .play(let replay, let plan): frame(of: replay, plan: plan)
        case .detentMove(let move):
            frame(of: move)
        case .settled:
            StageFrame(plan: 0, t: 0, phase: .idle, progress: 0, velocity: 0, phased: PhasedProgress(0),
                       offsetAlong: 0, offsetAcross: 0, heading: .edge)
        }
    }

    private func frame(of replay: GestureReplay, plan: Int) -> StageFrame {
        let machine = replay.machine
        let offsets = replay.offsets
        return StageFrame(
            plan: plan, t: replay.lastFrameTime ?? rows.last?.t ?? 0, phase: machine.phase, progress: machine.progress,
            velocity: machine.velocity, phased: machine.phasedProgress, offsetAlong: offsets.along,
            offsetAcross: offsets.across ?? 0, heading: machine.heading)
    }

    private func frame(of move: DetentMovePlayer) -> StageFrame {
        let plan = transition.interactive
        let (progress, velocity) = move.state
        let travel = plan.travel.resolve(containerExtent: container.extent(along: plan.edge))
        let phase: InteractionPhase = move.isAtRest ? .finished(.cancel) : .settling(.cancel)
        return StageFrame(
            plan: 0, t: move.time, phase: phase, progress: progress, velocity: velocity,
            phased: TrackPhaseRule.settling(
                progress: progress, released: .atRest(move.settle.releaseProgress), target: move.settle.target),
            offsetAlong: plan.offset(atDisplacement: progress, travel: travel), offsetAcross: 0, heading: .edge)
    }

    /// The dimming alpha, the shared element's fraction, and each
    /// element's frame at `frame`, evaluated by the runtime as `simulate`
    /// evaluates them.
    package func drawn(at frame: StageFrame) -> (dimming: Double, sharedFraction: Double, elements: [ElementFrame]) {
        let motion = keyed[frame.plan]
        let sizes = viewSizes[frame.plan]
        var elements: [ElementFrame] = []
        elements.reserveCapacity(motion.elements.count)
        for index in motion.elements.indices {
            elements.append(motion.elements[index].evaluate(at: frame.phased, in: container, viewSize: sizes[index]))
        }
        return (motion.dimmingAlpha(at: frame.phased), motion.sharedElementFraction(at: frame.phased), elements)
    }

    /// Adds the frame `replay` just played to the log (the stage holds no
    /// copy of `replay` while it plays).
    mutating func logFrame(_ replay: GestureReplay) {
        append(frame(of: replay, plan: log.plan))
    }

    /// Adds the current frame to the log.
    mutating func logFrame() {
        append(frame)
    }

    private mutating func append(_ frame: StageFrame) {
        let (dimming, fraction, elements) = drawn(at: frame)
        var row = [frame.t, frame.progress, frame.velocity, frame.offsetAlong, frame.offsetAcross, dimming, fraction]
        for element in elements {
            row += [element.alpha, element.scale, element.translationX, element.translationY, element.cornerRadius,
                    element.rotation, element.shadowOpacity, element.shadowRadius]
        }
        log.append(row)
    }
}
