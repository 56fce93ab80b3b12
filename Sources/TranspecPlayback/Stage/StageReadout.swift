import TranspecRuntime

/// The numbers the page's readout, rules and boxes show for the stage's
/// current frame, in slots the page reads by index (`Preview/web/page.js`
/// names the same slots).
package enum StageReadout {
    package enum Slot: Int, CaseIterable {
        /// 0 idle, 1 tracking, 2 settling, 3 at rest.
        case phase
        /// 0 none yet, 1 complete, 2 cancel.
        case decision
        case progress
        /// Progress per second.
        case velocity
        /// Seconds on the motion's clock.
        case time
        /// Seconds from the release to rest, NaN while nothing settles.
        case settleTime
        case offsetAlong
        case offsetAcross
        case dimming
        case sharedFraction
        /// 1 while the transitioning screen is on screen at rest.
        case shown
        /// The detent the sheet rests at (its index in the spec), −1 without detents.
        case restingDetent
        /// 0 a drag, 1 a play from code, 2 a detent move.
        case motionKind
        /// 0 the interactive plan, then each play.
        case plan
        /// Points for progress 1.
        case distance
        /// How far the moving screen travels for progress 1, in points.
        case travel
        /// While the finger is down: its velocity along the drag (pt/s), and
        /// what a release now would decide (1 complete, 2 cancel) and where
        /// it would go; NaN and 0 otherwise.
        case fingerVelocity
        case releaseNowDecision
        case releaseNowTarget
        /// A projection rule's landing progress for a release now (NaN otherwise).
        case projection
        case headingAlong
        case headingAcross
        /// Where the current settle goes, NaN while nothing settles.
        case target
        /// The release rule's position threshold, NaN without one.
        case threshold
        /// Where the presented screen rests in the container (the whole
        /// container without a `frame`), in points.
        case frameX
        case frameY
        case frameWidth
        case frameHeight
        /// How many elements follow, eight values each.
        case elementCount
    }

    /// The slots, then each element's alpha, scale, translation x and y,
    /// corner radius, rotation, shadow opacity and radius.
    package static func values(of stage: PreviewStage) -> [Double] {
        let frame = stage.frame
        let plan = stage.plan(frame.plan)
        let (dimming, fraction, elements) = stage.drawn(at: frame)
        let extent = stage.container.extent(along: plan.edge)
        let distance = plan.motion.distance.resolve(containerExtent: extent)
        var values = Array(repeating: Double.nan, count: Slot.allCases.count)
        func set(_ slot: Slot, _ value: Double) { values[slot.rawValue] = value }
        switch frame.phase {
        case .idle: set(.phase, 0); set(.decision, 0)
        case .tracking: set(.phase, 1); set(.decision, 0)
        case .settling(let decision): set(.phase, 2); set(.decision, decision == .complete ? 1 : 2)
        case .finished(let decision): set(.phase, 3); set(.decision, decision == .complete ? 1 : 2)
        }
        set(.progress, frame.progress)
        set(.velocity, frame.velocity)
        set(.time, frame.t)
        set(.offsetAlong, frame.offsetAlong)
        set(.offsetAcross, frame.offsetAcross)
        set(.dimming, dimming)
        set(.sharedFraction, fraction)
        set(.shown, stage.isShown ? 1 : 0)
        set(.restingDetent, Double(stage.detentStop(stage.restingDetent)?.detent ?? -1))
        set(.plan, Double(frame.plan))
        set(.distance, distance)
        set(.travel, plan.travel.resolve(containerExtent: extent))
        set(.headingAlong, frame.heading.along)
        set(.headingAcross, frame.heading.across)
        set(.threshold, plan.motion.release.positionThreshold ?? .nan)
        set(.releaseNowDecision, 0)
        switch stage.motion {
        case .drag(let replay):
            set(.motionKind, 0)
            if let settle = replay.machine.settle {
                set(.settleTime, settle.settleTime)
                set(.target, settle.target)
            }
            if replay.isTouching { releaseNow(replay, distance: distance, set) }
        case .play(let replay, _):
            set(.motionKind, 1)
            set(.settleTime, replay.machine.settle?.settleTime ?? .nan)
            set(.target, replay.machine.settle?.target ?? .nan)
        case .detentMove(let move):
            set(.motionKind, 2)
            set(.settleTime, move.settle.settleTime)
            set(.target, move.settle.target)
        case .settled:
            set(.motionKind, 0)
        }
        let rect = (stage.transition.restingFrame ?? RestingFrame()).frame(in: stage.container)
        set(.frameX, rect.x)
        set(.frameY, rect.y)
        set(.frameWidth, rect.width)
        set(.frameHeight, rect.height)
        set(.elementCount, Double(elements.count))
        for element in elements {
            values += [element.alpha, element.scale, element.translationX, element.translationY, element.cornerRadius,
                       element.rotation, element.shadowOpacity, element.shadowRadius]
        }
        return values
    }

    /// What a release now would decide, with the finger's velocity as a
    /// lift without one estimates it, by the rule the machine will use.
    private static func releaseNow(_ replay: GestureReplay, distance: Double, _ set: (Slot, Double) -> Void) {
        let machine = replay.machine
        let motion = machine.motion
        let (vx, vy) = replay.fingerVelocity
        let direction = replay.plan.edge.direction()
        let along = direction.component(x: vx, y: vy), across = direction.crossComponent(x: vx, y: vy)
        let v = motion.directions == .any ? along * machine.heading.along + across * machine.heading.across : along * machine.side
        set(.fingerVelocity, v)
        if case .projection(let rate, _) = motion.release {
            set(.projection, machine.progress
                + Decay.projectedDistance(initialVelocity: v, rate: rate.perMillisecond) / machine.distance)
        }
        if let stops = machine.detentStops {
            let start = (machine.targetStop ?? machine.restingStop)?.progress ?? 0
            let stop = DetentChoice.choose(
                among: stops, release: motion.release, start: start, progress: machine.progress, velocity: v,
                distance: machine.distance)
            set(.releaseNowDecision, stop.detent == nil ? 1 : 2)
            set(.releaseNowTarget, stop.progress)
        } else {
            let decision = motion.release.decide(
                progress: machine.progress, velocity: v, distance: machine.distance, signedSpeed: motion.directions == .any)
            set(.releaseNowDecision, decision == .complete ? 1 : 2)
            set(.releaseNowTarget, decision == .complete ? 1 : 0)
        }
    }
}

extension PreviewStage {
    /// The moving view's offset from its resting frame (points along the
    /// travel direction) when plan `plan` shows `progress`: where the page
    /// draws the threshold and the detents.
    package func offset(atProgress progress: Double, plan index: Int) -> Double {
        let plan = plan(index)
        return plan.offset(atDisplacement: progress, travel: plan.travel.resolve(containerExtent: container.extent(along: plan.edge)))
    }

    /// A detent sheet's stops in the container, ascending: each detent's
    /// index (−1 the dismissal), progress and offset.
    package var detentStops: [(detent: Int, progress: Double, offset: Double)] {
        let plan = transition.interactive
        guard let detents = plan.motion.detents else { return [] }
        let distance = plan.motion.distance.resolve(containerExtent: container.extent(along: plan.edge))
        return detents.stops(in: container, distance: distance > 0 ? distance : 1).map { stop in
            (stop.detent ?? -1, stop.progress, offset(atProgress: stop.progress, plan: 0))
        }
    }

    /// The page's work per display-link frame, `frames` times: drags of the
    /// interactive plan released at speed, each played to rest frame by
    /// frame with every element evaluated and logged. The benchmark times
    /// it in the page's WebAssembly and natively; returns a checksum.
    public static func benchmark(_ transition: PreviewTransition, container: ContainerSize, frames: Int) -> Double {
        var checksum = 0.0
        var played = 0
        var clock = 0.0
        while played < frames {
            var stage = PreviewStage(transition: transition, container: container)
            let direction = transition.interactive.edge.direction()
            for (dt, event, distance) in [(0.0, TouchRow.Event.down, 0.0), (0.05, .move, 60), (0.1, .up, 140)] {
                _ = stage.touch(event, at: clock + dt, x: direction.dx * distance, y: direction.dy * distance)
            }
            clock += 0.1
            while stage.isMoving, played < frames {
                clock += 1 / stage.fps
                let before = stage.log.count
                stage.advance(to: clock)
                played += stage.log.count - before
            }
            if !stage.isMoving && stage.log.count == 0 { break }
            checksum += stage.log.values.last ?? 0
            clock += 1
        }
        return checksum
    }
}
