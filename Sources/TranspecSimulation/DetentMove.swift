import TranspecRuntime

/// A release on a detent sheet as the simulator reports it: every stop, the
/// detent the drag started from and the stop the release picked.
package struct DetentMove: Hashable, Sendable {
    /// A detent, or the dismissal (`DetentMove.dismissed`, height 0).
    package struct Stop: Hashable, Sendable {
        package var name: String
        /// Progress of the dismissal.
        package var progress: Double
        /// The sheet's visible height there, pt.
        package var height: Double
    }

    /// The dismissal's name in reports; `check` keeps it from detents.
    package static let dismissed = "dismissed"

    /// Ascending progress: the tallest detent first.
    package var stops: [Stop]
    package var from: Stop
    package var to: Stop

    init(_ release: DetentSettle, plan: DetentPlan, container: ContainerSize, distance: Double) {
        let all = Self.stops(plan, container: container, distance: distance)
        stops = all
        from = all.first { $0.progress == release.start.progress } ?? all[0]
        to = all.first { $0.progress == release.stop.progress } ?? all[all.count - 1]
    }

    static func stops(_ plan: DetentPlan, container: ContainerSize, distance: Double) -> [Stop] {
        let heights = plan.heights(in: container)
        return plan.stops(in: container, distance: distance).map { stop in
            Stop(name: stop.detent.map { plan.detents[$0].name } ?? dismissed, progress: stop.progress,
                 height: stop.detent.map { heights[$0] } ?? 0)
        }
    }
}

/// A detent sheet's stops as JSON: `[{ "name", "progress", "height" }, …]`.
enum DetentJSON {
    static func stops(_ stops: [DetentMove.Stop]) -> String {
        JSONWriter.array(stops.map { stop in
            JSONWriter.object([
                ("name", JSONWriter.string(stop.name)), ("progress", JSONWriter.number(stop.progress)),
                ("height", JSONWriter.number(stop.height)),
            ])
        })
    }
}
