import Foundation
@_spi(UIKitModel) import UIKit

/// A finger's path for a scenario, played on the model's clock and written
/// as the `t,x,y,event,vx,vy` trace `transpec simulate --gesture` replays.
/// Times are seconds from the scenario's origin (a vsync). Every event falls
/// 2 ms after a vsync, so the model and the simulator agree on which frame
/// first shows it however the times round.
struct Drag {
    var start: CGPoint
    /// Seconds from the origin at touch-down (a multiple of 1/120 s, plus 2 ms).
    var at: Double
    /// Displacement of the finger at the end, in window points.
    var by: CGVector
    /// Where the finger turns back on its way to `by`, if it does: it goes
    /// there first, then to `by`, at one pace along the whole path.
    var turn: CGVector?
    /// Seconds from touch-down to lift.
    var duration: Double = 0.25
    /// Reported at lift, pt/s in the window.
    var liftVelocity: CGVector = .zero
    /// The scenario checks that the moving screen's velocity is continuous
    /// when this drag lifts (`ScenarioRun.expectContinuousVelocity`).
    var checksVelocityAtLift = false

    /// Seconds from the origin at the lift.
    var liftTime: Double { at + duration }

    /// The first movement follows the touch-down 3 ms later, inside the same
    /// frame, so the pan begins heading along the drag; then one movement a
    /// frame, at an even pace, to the lift (by way of `turn`, if any).
    func rows(framesPerSecond: Double) -> [(t: Double, point: CGPoint, event: String, velocity: CGVector?)] {
        var rows: [(t: Double, point: CGPoint, event: String, velocity: CGVector?)] = []
        rows.append((at, start, "down", nil))
        let steps = max(2, Int((duration * framesPerSecond).rounded()))
        let turn = turn ?? by
        let outward = (turn.dx * turn.dx + turn.dy * turn.dy).squareRoot()
        let back = ((by.dx - turn.dx) * (by.dx - turn.dx) + (by.dy - turn.dy) * (by.dy - turn.dy)).squareRoot()
        let turnStep = back == 0 ? steps : Int((Double(steps) * outward / (outward + back)).rounded())
        for step in 1...steps {
            let t = step == 1 ? at + 0.003 : at + duration * (Double(step) / Double(steps))
            let out = Double(min(step, turnStep)) / Double(turnStep)
            let home = step <= turnStep ? 0 : Double(step - turnStep) / Double(steps - turnStep)
            let point = CGPoint(x: start.x + turn.dx * out + (by.dx - turn.dx) * home,
                                y: start.y + turn.dy * out + (by.dy - turn.dy) * home)
            rows.append((t, point, step == steps ? "up" : "move", step == steps ? liftVelocity : nil))
        }
        return rows
    }

    /// Schedules the drag on `device`, `origin` being the scenario's time 0.
    @MainActor
    func perform(on device: ModelDevice, origin: CFTimeInterval) {
        let rows = rows(framesPerSecond: device.framesPerSecond)
        let touch = device.touchDown(at: rows[0].point, time: origin + rows[0].t)
        for row in rows.dropFirst() {
            if row.event == "up" {
                touch.lift(
                    at: row.point, time: origin + row.t,
                    velocity: CGPoint(x: row.velocity?.dx ?? 0, y: row.velocity?.dy ?? 0))
            } else {
                touch.move(to: row.point, time: origin + row.t)
            }
        }
    }

    /// The drag as it looks in a mirror: right to left becomes left to right.
    func mirrored(width: CGFloat) -> Drag {
        var copy = self
        copy.start.x = width - start.x
        copy.by.dx = -by.dx
        copy.turn?.dx = -(turn?.dx ?? 0)
        copy.liftVelocity.dx = -liftVelocity.dx
        return copy
    }

    /// The drag mirrored about the vertical line through `axis`: the same
    /// drag, headed the other way, from the mirrored start.
    func mirroredAround(_ axis: CGPoint) -> Drag {
        var copy = self
        copy.start.x = 2 * axis.x - start.x
        copy.by.dx = -by.dx
        copy.turn?.dx = -(turn?.dx ?? 0)
        copy.liftVelocity.dx = -liftVelocity.dx
        return copy
    }

    /// The drags as one CSV trace.
    static func trace(_ drags: [Drag], framesPerSecond: Double) -> String {
        var lines = ["t,x,y,event,vx,vy"]
        for drag in drags {
            for row in drag.rows(framesPerSecond: framesPerSecond) {
                let velocity = row.velocity.map { "\($0.dx),\($0.dy)" } ?? ","
                lines.append("\(row.t),\(row.point.x),\(row.point.y),\(row.event),\(velocity)")
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
