import TranspecRuntime

/// One transition on a phone in the browser preview: where its screen
/// rests, and the motion playing now, from a drag (`GestureReplay`, as
/// `simulate gesture` replays a trace), from code (the state machine's
/// `play`, as the UIKit driver plays `present(_:animated:)`), or a detent
/// move (`TransitionPlan.detentMove`, as `setDetent(_:of:animated:)`).
///
/// Times are seconds on the caller's clock (the page's `performance.now()`);
/// each motion counts its own from 0 at its start, as a trace does. The
/// page feeds touches with `touch`, lets the display link catch up with
/// `advance`, and draws `frame`; `log` keeps every frame of the motion.
public struct PreviewStage {
    /// A drag may last as long as a trace may (`GestureTrace.maximumDuration`).
    package static let maximumDragSeconds = 600.0

    package let transition: PreviewTransition
    package let container: ContainerSize
    package let fps: Double
    /// Each plan's motion with ranges that name detents resolved in the
    /// container: what its tracks evaluate (plan 0 is the interactive one,
    /// then the plays in order).
    let keyed: [TransitionMotion]
    /// Each plan's element views' bounds, as `--view-size` gives them (zero
    /// where none is given, as `simulate` counts them).
    package var viewSizes: [[ContainerSize]]

    /// Whether the transitioning screen is on screen at rest: presented,
    /// pushed, or the tab a switch leaves.
    package private(set) var isShown: Bool
    /// A detent sheet's detent (an index into its detents) the sheet rests
    /// at; nil: the tallest.
    package private(set) var restingDetent: Int?
    package private(set) var motion: StageMotion
    /// The caller's time at which the motion's clock reads 0.
    package private(set) var origin = 0.0
    /// The touches of the drag, on its clock: the trace it is.
    package private(set) var rows: [TouchRow] = []
    package internal(set) var log: StageLog
    /// Counts the motions started: the log belongs to motion `motionNumber`.
    package private(set) var motionNumber = 0
    /// What happened since the caller last took them (`takeEvents`).
    package private(set) var events: [StageEvent] = []
    private var watch: CrossingWatch

    package init(transition: PreviewTransition, container: ContainerSize, fps: Double = 120) {
        self.transition = transition
        self.container = container
        self.fps = fps
        let plans = [transition.interactive] + transition.plays.map { $0.plan }
        keyed = plans.map { $0.keyingDetents(in: container).motion }
        viewSizes = plans.map { Array(repeating: ContainerSize(width: 0, height: 0), count: $0.motion.elements.count) }
        isShown = transition.interactive.movement == .departure
        motion = .drag(GestureReplay(plan: transition.interactive, container: container, fps: fps, firstRowTime: 0))
        log = StageLog(plan: 0, elements: keyed[0].elements.count)
        watch = CrossingWatch(motion: transition.interactive.motion)
    }

    /// The plan at `index`: 0 the interactive one, then the plays.
    package func plan(_ index: Int) -> TransitionPlan {
        index == 0 ? transition.interactive : transition.plays[index - 1].plan
    }

    /// Back to where the interactive plan starts, nothing moving.
    package mutating func reset() {
        isShown = transition.interactive.movement == .departure
        restingDetent = nil
        start(.drag(GestureReplay(plan: transition.interactive, container: container, fps: fps, firstRowTime: 0)),
              plan: 0, at: 0)
    }

    /// Whether a motion is under way: a drag with the finger down or the
    /// view settling, a play, or a detent move.
    package var isMoving: Bool {
        switch motion {
        case .drag(let replay), .play(let replay, _):
            replay.machine.phase == .tracking || replay.machine.phase.isSettling
        case .detentMove(let move): !move.isAtRest
        case .settled: false
        }
    }

    /// A drag starts where the interactive plan starts: a dismissal's
    /// screen shown, a presentation's not yet.
    package var canDrag: Bool {
        transition.interactive.gesture != nil && isShown == (transition.interactive.movement == .departure)
    }

    // MARK: Touches

    /// Feeds a touch at the caller's `time`; returns the time it was given
    /// on the drag's clock (the trace's `t`), or nil when it was ignored:
    /// no drag can start now, or the finger is not down. The time is never
    /// before a frame already played, so the trace replays as it played here.
    package mutating func touch(_ event: TouchRow.Event, at time: Double, x: Double, y: Double) -> Double? {
        var replay: GestureReplay
        if case .drag(let current) = motion, current.machine.phase == .tracking || current.machine.phase.isSettling {
            replay = current
        } else {
            // A new drag, from rest: its clock starts at this touch.
            guard event == .down, canDrag, !isMoving else { return nil }
            let name = restingDetent.flatMap { index in transition.interactive.motion.detents?.detents[index].name }
            replay = GestureReplay(plan: transition.interactive, container: container, restingDetent: name, fps: fps,
                                   firstRowTime: 0)
            start(.drag(replay), plan: 0, at: time)
        }
        guard event == .down || replay.isTouching else { return nil }
        var t = time - origin
        if let last = rows.last?.t { t = max(t, last) }
        if let frame = replay.lastFrameTime, t <= frame { t = frame.nextUp }
        var row = TouchRow(t: t, x: x, y: y, event: event)
        if t > Self.maximumDragSeconds {
            // The trace would be refused past its limit: the system cancels the drag there.
            guard replay.isTouching else { return nil }
            row = TouchRow(t: Self.maximumDragSeconds, x: x, y: y, event: .cancel)
        }
        motion = .settled  // Let `replay` be the only copy while it mutates.
        while replay.nextFrameTime < row.t { playFrame(&replay) }
        rows.append(row)
        replay.play(row) { step, replay in self.note(step, replay) }
        motion = .drag(replay)
        settleIfFinished()
        return row.t
    }

    // MARK: Plays from code

    /// Which plays may start now: a play that ends with the screen shown
    /// while it is hidden, or the other way round.
    package func canPlay(_ index: Int) -> Bool {
        guard transition.plays.indices.contains(index), !isMoving else { return false }
        return Self.endsShown(transition.plays[index].plan) != isShown
    }

    /// Plays `transition.plays[index]` from rest, as the UIKit controller
    /// does; false when it cannot start now (`canPlay`).
    @discardableResult
    package mutating func play(_ index: Int, at time: Double) -> Bool {
        guard canPlay(index) else { return false }
        let plan = transition.plays[index].plan
        var replay = GestureReplay(plan: plan, container: container, fps: fps, firstRowTime: 0)
        start(.settled, plan: index + 1, at: time)
        replay.play(from: restingProgress(plan), toward: plan.playDecision) { step, replay in self.note(step, replay) }
        motion = .play(replay, plan: index + 1)
        events.append(StageEvent(kind: .playStarted, t: 0, values: [Double(index)]))
        return true
    }

    /// Where a play of `plan` starts: a detent sheet's dismissal at the
    /// detent it rests at, as `dismiss(animated:)` plays it, else the plan's start.
    func restingProgress(_ plan: TransitionPlan) -> Double {
        guard plan.isDetentSheet, let stop = detentStop(restingDetent) else { return plan.playStart }
        return stop.progress
    }

    static func endsShown(_ plan: TransitionPlan) -> Bool {
        (plan.movement == .arrival) != plan.isReversed
    }

    // MARK: Detent moves

    package func canMove(toDetent detent: Int) -> Bool {
        guard transition.interactive.isDetentSheet, isShown, !isMoving,
              let count = transition.interactive.motion.detents?.detents.count, (0..<count).contains(detent) else { return false }
        return detentStop(restingDetent)?.detent != detent
    }

    /// Moves a detent sheet from the detent it rests at to `detent`.
    @discardableResult
    package mutating func move(toDetent detent: Int, at time: Double) -> Bool {
        guard canMove(toDetent: detent), let detents = transition.interactive.motion.detents else { return false }
        let from = restingDetent.map { detents.detents[$0].name }
        guard let settle = transition.interactive.detentMove(from: from, to: detents.detents[detent].name, in: container)
        else { return false }
        start(.detentMove(DetentMovePlayer(settle: settle, detent: detent, fps: fps)), plan: 0, at: time)
        events.append(StageEvent(kind: .detentMoveStarted, t: 0, values: [Double(detent), settle.settleTime]))
        return true
    }

    /// The stop of the detent at `index` (nil: the tallest) in the container.
    func detentStop(_ index: Int?) -> DetentStop? {
        let plan = transition.interactive
        guard let detents = plan.motion.detents else { return nil }
        let distance = plan.motion.distance.resolve(containerExtent: container.extent(along: plan.edge))
        let stops = detents.stops(in: container, distance: distance > 0 ? distance : 1)
        guard let index else { return stops.first }
        return stops.first { $0.detent == index }
    }

    // MARK: The display link

    /// Plays the frames due by the caller's `time`: while the view settles
    /// after the last touch (as a trace's replay does after its last row),
    /// or while a play or a detent move runs.
    package mutating func advance(to time: Double) {
        let now = time - origin
        switch motion {
        case .drag(var replay), .play(var replay, _):
            let lastRow = rows.last?.t ?? 0
            guard replay.machine.phase.isSettling, replay.nextFrameTime <= now else { return }
            let playPlan: Int? = if case .play(_, let plan) = motion { plan } else { nil }
            motion = .settled  // Let `replay` be the only copy while it mutates.
            while replay.nextFrameTime <= now, replay.ticksAfterLastRow(at: lastRow) { playFrame(&replay) }
            motion = playPlan.map { .play(replay, plan: $0) } ?? .drag(replay)
            settleIfFinished()
        case .detentMove(var move):
            guard !move.isAtRest else { return }
            while !move.isAtRest, move.nextFrameTime <= now {
                move.advance()
                motion = .detentMove(move)
                logFrame()
            }
            if move.isAtRest {
                restingDetent = move.detent
                events.append(StageEvent(kind: .end, t: move.time, values: [2]))
            }
        case .settled:
            return
        }
    }

    private mutating func playFrame(_ replay: inout GestureReplay) {
        replay.playFrame { step, replay in self.note(step, replay) }
        logFrame(replay)
    }

    // MARK: Bookkeeping

    private mutating func start(_ motion: StageMotion, plan: Int, at time: Double) {
        self.motion = motion
        motionNumber += 1
        origin = time
        rows = []
        log = StageLog(plan: plan, elements: keyed[plan].elements.count)
        watch = CrossingWatch(motion: self.plan(plan).motion)
    }

    /// Once a drag or a play is at rest, where the screen rests.
    private mutating func settleIfFinished() {
        switch motion {
        case .drag(let replay):
            guard case .finished(let decision) = replay.machine.phase else { return }
            if let stop = replay.machine.restingStop, replay.machine.detentStops != nil {
                restingDetent = stop.detent
                isShown = stop.detent != nil
            } else if decision == .complete {
                isShown = transition.interactive.movement != .departure
            }
        case .play(let replay, let plan):
            guard case .finished = replay.machine.phase else { return }
            isShown = Self.endsShown(self.plan(plan))
            restingDetent = nil
        default:
            return
        }
    }

    /// Notes what a machine event did: the calls a trace lists and the
    /// threshold and trigger crossings.
    private mutating func note(_ step: GestureStep, _ replay: GestureReplay) {
        let machine = replay.machine
        let t: Double = if case .frame(let time) = step.event { time } else { rows.last?.t ?? 0 }
        if let progress = step.effects.updateProgress { cross(progress, at: t) }
        guard let call = step.call(after: machine) else { return }
        switch call {
        case .began: events.append(StageEvent(kind: .began, t: t, values: [machine.progress]))
        case .regrab: events.append(StageEvent(kind: .regrab, t: t, values: [machine.progress]))
        case .release(let decision):
            let settle = machine.settle
            let projection: Double = if case .projection(let rate, _) = machine.motion.release, let settle {
                settle.releaseProgress
                    + Decay.projectedDistance(initialVelocity: settle.releaseVelocity, rate: rate.perMillisecond)
                    / machine.distance
            } else { .nan }
            events.append(StageEvent(kind: .release, t: t, values: [
                decision == .complete ? 1 : 2, machine.progress, settle?.releaseVelocity ?? 0,
                machine.velocity * machine.distance, settle?.settleTime ?? 0, settle?.target ?? 0,
                Double(machine.targetStop?.detent ?? -1),
                machine.flight.map { $0.direction.along } ?? .nan, machine.flight.map { $0.direction.across } ?? .nan,
                projection,
            ]))
        case .end(let decision): events.append(StageEvent(kind: .end, t: t, values: [decision == .complete ? 1 : 2]))
        }
    }

    private mutating func cross(_ progress: Double, at t: Double) {
        var found: [StageEvent] = []
        watch.show(progress) { mark, direction in
            let index: Double = switch mark {
            case .threshold: -1
            case .trigger(let index): Double(index)
            }
            found.append(StageEvent(kind: .crossing, t: t, values: [index, direction == .increasing ? 1 : -1, progress]))
        }
        events += found
    }

    /// Hands over the events noted since the last call.
    package mutating func takeEvents() -> [StageEvent] {
        defer { events = [] }
        return events
    }
}

/// What moves the stage's screen now.
package enum StageMotion {
    /// A drag, from its first touch; also the stage at rest before one.
    case drag(GestureReplay)
    /// A play from code of plan `plan`.
    case play(GestureReplay, plan: Int)
    case detentMove(DetentMovePlayer)
    /// Only while the stage swaps one motion for the next.
    case settled
}

extension InteractionPhase {
    var isSettling: Bool {
        if case .settling = self { return true }
        return false
    }
}
