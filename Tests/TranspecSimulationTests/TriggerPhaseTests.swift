import Testing
import TranspecRuntime
@testable import TranspecSimulation

/// Triggers by phase (`during:`): a crossing made by the finger fires at
/// the touch that makes it, a settle's at the frame; `drag` and `settle`
/// triggers hear only their own.
@Suite struct TriggerPhaseTests {
    static let subject: SimulationSubject = {
        var motion = sheet.motion
        motion.triggers = [
            ProgressTrigger(name: "half", progress: 0.5),
            ProgressTrigger(name: "halfDrag", progress: 0.5, during: .drag),
            ProgressTrigger(name: "halfSettle", progress: 0.5, during: .settle),
            ProgressTrigger(name: "late", progress: 0.75, during: .drag),
            ProgressTrigger(name: "lateSettle", progress: 0.75, during: .settle),
        ]
        return SimulationSubject(name: "Sheet", motion: motion, edge: .bottom)
    }()

    /// D = 844 pt: the move to 460 pt (progress 0.545) crosses 0.5 while
    /// the finger is down, at that row's time; the settle after the lift
    /// crosses 0.75.
    @Test func aDragCrossingFiresAtItsTouchAndSettleOnesAtFrames() throws {
        let result = try replay(
            "t,x,y,event,vx,vy\n0,0,0,down,,\n0.1,0,300,move,,\n0.2,0,460,move,,\n0.25,0,460,up,0,1500\n",
            subject: Self.subject)
        let fired = result.timeline.marks.triggerCrossings
        #expect(fired.map(\.trigger) == ["half", "halfDrag", "lateSettle"])
        #expect(fired[0].t == 0.2 && fired[1].t == 0.2, "at the touch, not a frame of the settle")
        #expect(fired[2].t > 0.25 && fired[2].progress >= 0.75)
    }

    /// `simulate release` starts at the lift: only settle (and both) triggers.
    @Test func aReleaseFiresSettleTriggersOnly() {
        let result = Simulation.run(SimulationRequest(subject: Self.subject, releaseProgress: 0.4, releaseVelocity: 800))
        #expect(result.timeline.marks.triggerCrossings.map(\.trigger) == ["half", "halfSettle", "lateSettle"])
    }

    /// Back and forth across 0.5 by hand: each crossing fires the drag
    /// trigger once, alternating; the settle trigger never.
    @Test func dragTriggersAlternateUnderTheFinger() throws {
        let result = try replay(
            "t,x,y,event,vx,vy\n0,0,0,down,,\n0.1,0,460,move,,\n0.2,0,380,move,,\n0.3,0,460,move,,\n0.4,0,0,up,0,0\n",
            subject: Self.subject)
        let drag = result.timeline.marks.triggerCrossings.filter { $0.trigger == "halfDrag" }
        #expect(drag.map(\.direction) == [.increasing, .decreasing, .increasing, .decreasing])
        #expect(drag.map(\.t) == [0.1, 0.2, 0.3, 0.4])
        #expect(!result.timeline.marks.triggerCrossings.contains { $0.trigger == "halfSettle" })
    }
}
