import Dispatch
import Synchronization
import TranspecRuntime

/// A grid of releases: progress across, velocity (pt/s) up.
public struct SweepRequest: Hashable, Sendable {
    public var subject: SimulationSubject
    public var container: ContainerSize
    package var progress: ClosedRange<Double>
    package var velocity: ClosedRange<Double>
    /// Cells across (progress) and up (velocity), each ≥ 2.
    package var columns: Int
    package var rows: Int
    /// On a detent sheet: the detent every drag starts from; nil: the
    /// initial detent (`DetentPlan.initial`), else the tallest.
    package var fromDetent: String?

    public init(
        subject: SimulationSubject, container: ContainerSize = .iPhone,
        progress: ClosedRange<Double> = 0...1, velocity: ClosedRange<Double> = -2000...2000,
        columns: Int = 41, rows: Int = 21, fromDetent: String? = nil
    ) {
        self.fromDetent = fromDetent
        self.subject = subject
        self.container = container
        self.progress = progress
        self.velocity = velocity
        self.columns = max(columns, 2)
        self.rows = max(rows, 2)
    }

    /// Evenly spaced, both ends included.
    public var progressValues: [Double] { Self.steps(progress, count: columns) }
    public var velocityValues: [Double] { Self.steps(velocity, count: rows) }

    static func steps(_ range: ClosedRange<Double>, count: Int) -> [Double] {
        (0..<count).map { range.lowerBound + (range.upperBound - range.lowerBound) * Double($0) / Double(count - 1) }
    }
}

public struct SweepCell: Hashable, Sendable {
    public var progress: Double
    public var velocity: Double
    public var decision: ReleaseDecision
    public var settleTime: Double
    /// On a detent sheet: the index in `SweepResult.detentStops` of the stop
    /// the release picks.
    package var stop: Int? = nil
}

/// A point of the (progress, velocity) plane.
package struct SweepPoint: Hashable, Sendable {
    package var progress: Double
    package var velocity: Double

    package init(progress: Double, velocity: Double) {
        self.progress = progress
        self.velocity = velocity
    }
}

/// A line of the release rule drawn over the map.
package struct SweepGuide: Hashable, Sendable {
    package enum Kind: String, Hashable, Sendable { case threshold, flick, projection, condition, detent }
    package var kind: Kind
    package var label: String
    package var from: SweepPoint
    package var to: SweepPoint

    package var isHorizontal: Bool { from.velocity == to.velocity }
}

public struct SweepResult: Hashable, Sendable {
    package var request: SweepRequest
    package var distance: Double
    package var progressValues: [Double]
    /// Ascending.
    package var velocityValues: [Double]
    /// `cells[row][column]`, row ↔ `velocityValues[row]`.
    public var cells: [[SweepCell]]
    package var guides: [SweepGuide]
    /// On a detent sheet: its stops (ascending progress) and the drags' start.
    package var detentStops: [DetentMove.Stop] = []
    package var detentStart: DetentMove.Stop? = nil

    package var transition: String { request.subject.name }
    package var maxSettleTime: Double { cells.joined().map(\.settleTime).filter(\.isFinite).max() ?? 0 }
}

/// The decision map: each cell is an independent `SettleMotion`, so the grid
/// is a pure function and can be split across cores.
public enum Sweep {
    /// - Parameter parallel: compute the rows on all of the machine's cores
    ///   (Dispatch's `concurrentPerform`, one row per iteration). The result
    ///   is the same, bit for bit: every cell is computed by the same code
    ///   from the same inputs, whichever thread runs it.
    /// The same, unless the grid has more cells than `budget` allows: then
    /// none is computed.
    package static func run(
        _ request: SweepRequest, parallel: Bool = true, budget: SimulationBudget
    ) throws(BudgetExceeded) -> SweepResult {
        try budget.check(cells: request.columns, request.rows)
        return run(request, parallel: parallel)
    }

    public static func run(_ request: SweepRequest, parallel: Bool = true) -> SweepResult {
        let distance = request.subject.distance(in: request.container)
        let progressValues = request.progressValues
        let velocityValues = request.velocityValues
        let motion = request.subject.motion
        let detents = DetentSweep(request: request, distance: distance)
        @Sendable func row(_ index: Int) -> [SweepCell] {
            let velocity = velocityValues[index]
            return progressValues.map { progress in
                if let detents { return detents.cell(motion, progress: progress, velocity: velocity) }
                return cell(motion, progress: progress, velocity: velocity, distance: distance)
            }
        }
        let cells: [[SweepCell]]
        if parallel, velocityValues.count > 1, #available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *) {
            cells = rowsInParallel(count: velocityValues.count, row)
        } else {
            cells = velocityValues.indices.map(row)
        }
        guard let detents else {
            return SweepResult(
                request: request, distance: distance, progressValues: progressValues,
                velocityValues: velocityValues, cells: cells,
                guides: SweepGuides.guides(
                    for: motion.release, request: request, distance: distance, signedSpeed: motion.directions == .any))
        }
        return SweepResult(
            request: request, distance: distance, progressValues: progressValues,
            velocityValues: velocityValues, cells: cells,
            guides: SweepGuides.detentGuides(detents, rule: motion.release, request: request, distance: distance),
            detentStops: detents.reported, detentStart: detents.reported[detents.startIndex])
    }

    /// The release at any point of the plane, as the grid's cells are computed.
    static func outcome(_ result: SweepResult, progress: Double, velocity: Double) -> SweepCell {
        let motion = result.request.subject.motion
        if let detents = DetentSweep(request: result.request, distance: result.distance) {
            return detents.cell(motion, progress: progress, velocity: velocity)
        }
        return cell(motion, progress: progress, velocity: velocity, distance: result.distance)
    }

    /// `row(0..<count)` on every core. Each row is computed without a lock;
    /// the lock is taken once per finished row, to store it. Two cores must
    /// sweep at least 1.8× as fast as one (Benchmarks/README.md).
    @available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
    static func rowsInParallel(count: Int, _ row: @Sendable (Int) -> [SweepCell]) -> [[SweepCell]] {
        let rows = Mutex([[SweepCell]](repeating: [], count: count))
        DispatchQueue.concurrentPerform(iterations: count) { index in
            let cells = row(index)
            rows.withLock { $0[index] = cells }
        }
        return rows.withLock { $0 }
    }

    /// A drag in any direction: a release straight along the drag, which
    /// may fly (`FlingFlight.outcome`).
    public static func cell(_ motion: borrowing TransitionMotion, progress: Double, velocity: Double, distance: Double) -> SweepCell {
        let (decision, settleTime) = motion.directions == .any
            ? FlingFlight.outcome(motion: motion, releaseProgress: progress, releaseVelocity: velocity, distance: distance)
            : SettleMotion.outcome(motion: motion, releaseProgress: progress, releaseVelocity: velocity, distance: distance)
        return SweepCell(progress: progress, velocity: velocity, decision: decision, settleTime: settleTime)
    }
}

/// A sweep of a detent sheet: each cell is a `DetentSettle` from one start.
struct DetentSweep: Sendable {
    var plan: DetentPlan
    var stops: [DetentStop]
    var reported: [DetentMove.Stop]
    var startIndex: Int
    var container: ContainerSize
    var distance: Double

    init?(request: SweepRequest, distance: Double) {
        guard let plan = request.subject.motion.detents else { return nil }
        self.plan = plan
        container = request.container
        self.distance = distance
        stops = plan.stops(in: container, distance: distance)
        reported = DetentMove.stops(plan, container: container, distance: distance)
        let reported = reported
        let stops = stops
        startIndex = plan.restingStop(named: request.fromDetent, among: stops).flatMap(stops.firstIndex(of:)) ?? 0
    }

    func cell(_ motion: borrowing TransitionMotion, progress: Double, velocity: Double) -> SweepCell {
        let release = DetentSettle(
            motion: motion, stops: stops, distance: distance, start: stops[startIndex],
            progress: progress, velocity: velocity)
        return SweepCell(
            progress: progress, velocity: velocity, decision: release.settle.decision,
            settleTime: release.settle.settleTime, stop: stops.firstIndex(of: release.stop))
    }
}
