import TranspecRuntime

/// Plays touch rows and display-link frames into the runtime's
/// `InteractionStateMachine`, as the UIKit driver feeds it: `transpec
/// simulate gesture` (`TraceReplay`) and the browser preview both play a
/// gesture through this one type, so a trace the page records replays to
/// the same numbers.
///
/// The display refreshes at `fps` on the trace's clock: frame k is at
/// (first + k)/fps, the first frame the first at or after the first row (a
/// screen refreshes whenever the finger lands). A row at or before a
/// frame's time is played before that frame. After the last row the frames
/// go on while the view settles (`ticksAfterLastRow(at:)`).
package struct GestureReplay: Sendable {
    /// Frames after the last row, at most: a safety net a finite settle never reaches.
    package static let maximumTailSeconds = 120.0

    package private(set) var machine: InteractionStateMachine
    package let plan: TransitionPlan
    package let container: ContainerSize
    package let fps: Double
    private var finger: FingerTracker
    /// The first frame's number on the trace's clock: frames are at
    /// (firstFrame + k)/fps, counted from it, so that huge trace times
    /// (t = 1e300) cannot stall the frame times.
    private let firstFrame: Double
    /// Frames played so far.
    package private(set) var framesPlayed = 0

    /// - Parameters:
    ///   - plan: the plan a gesture drives.
    ///   - restingDetent: a detent sheet's detent the drag starts from (nil: the tallest).
    ///   - firstRowTime: the first row's time, which starts the display link.
    package init(
        plan: TransitionPlan, container: ContainerSize, restingDetent: String? = nil, fps: Double, firstRowTime: Double
    ) {
        let extent = container.extent(along: plan.edge)
        // A detent sheet rests at a detent between drags, as on the device.
        machine = plan.motion.detents == nil
            ? InteractionStateMachine(motion: plan.motion, containerExtent: extent)
            : InteractionStateMachine(motion: plan.motion, sheetIn: container, restingAt: restingDetent)
        self.plan = plan
        self.container = container
        self.fps = fps
        finger = FingerTracker(edge: plan.edge, anyDirection: plan.motion.directions == .any)
        firstFrame = (firstRowTime * fps).rounded(.up)
    }

    /// The time of the next frame to play.
    package var nextFrameTime: Double { frameTime(framesPlayed) }

    /// The time of the last frame played; nil before the first.
    package var lastFrameTime: Double? { framesPlayed == 0 ? nil : frameTime(framesPlayed - 1) }

    private func frameTime(_ frame: Int) -> Double { (firstFrame + Double(frame)) / fps }

    /// Sees each event the machine handles, and the replay right after it.
    package typealias Observer = (GestureStep, GestureReplay) -> Void

    /// Plays a row's gesture events.
    package mutating func play(_ row: TouchRow, observe: Observer) {
        for event in finger.events(for: row) { send(event, observe) }
    }

    /// Plays a play from code (`InteractionEvent.play`): from idle only.
    package mutating func play(
        from progress: Double, toward decision: ReleaseDecision,
        observe: Observer
    ) {
        send(.play(from: progress, toward: decision), observe)
    }

    /// Plays the frame at `nextFrameTime` and returns its time.
    @discardableResult
    package mutating func playFrame(observe: Observer) -> Double {
        let time = nextFrameTime
        send(.frame(time: time), observe)
        framesPlayed += 1
        return time
    }

    private mutating func send(_ event: InteractionEvent, _ observe: Observer) {
        let before = machine.phase
        let effects = machine.handle(event)
        observe(GestureStep(event: event, phaseBefore: before, effects: effects), self)
    }

    /// Whether the display link plays the next frame once the rows are
    /// over (the last at `lastRowTime`): only while the view settles, and
    /// never more than `maximumTailSeconds` after the last row.
    package func ticksAfterLastRow(at lastRowTime: Double) -> Bool {
        guard case .settling = machine.phase else { return false }
        return nextFrameTime <= lastRowTime + Self.maximumTailSeconds
    }

    /// The finger's velocity (pt/s, screen axes) a lift now would report,
    /// estimated as a lift without a velocity is: for showing what a release
    /// here would decide.
    package var fingerVelocity: (x: Double, y: Double) { finger.estimatedVelocity() }

    /// Whether the finger is down.
    package var isTouching: Bool { finger.touching }

    /// The moving view's offset from its resting frame now: points along the
    /// travel direction, and across it for a drag in any direction.
    package var offsets: (along: Double, across: Double?) {
        let travel = plan.travel.resolve(containerExtent: container.extent(along: plan.edge))
        let offset = plan.offset(atDisplacement: machine.progress * machine.side, travel: travel)
        return (offset * machine.heading.along, plan.motion.directions == .any ? offset * machine.heading.across : nil)
    }
}

/// One event the machine handled: the phase it was in and what it asked for.
package struct GestureStep: Hashable, Sendable {
    package var event: InteractionEvent
    package var phaseBefore: InteractionPhase
    package var effects: InteractionEffects

    /// The phase change a trace lists as a call: the transition began, a
    /// re-grab, a release (the decision), or the end at rest.
    package func call(after machine: InteractionStateMachine) -> GestureCall? {
        if effects.beginTransition { return .began }
        if case .settling = phaseBefore, machine.phase == .tracking { return .regrab }
        if phaseBefore == .tracking, case .settling(let decision) = machine.phase { return .release(decision) }
        if let end = effects.end { return .end(end) }
        return nil
    }
}

/// What a step told UIKit, as `transpec simulate gesture` lists it.
package enum GestureCall: Hashable, Sendable {
    case began
    case regrab
    case release(ReleaseDecision)
    case end(ReleaseDecision)
}
