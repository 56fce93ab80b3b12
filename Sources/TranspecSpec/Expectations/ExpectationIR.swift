import TranspecDiagnostics
import TranspecRuntime

/// One `expect` entry: an input the simulator plays and what must hold
/// for it. `transpec check` evaluates it; each assertion keeps where it was
/// written, which is where a failure is reported.
package struct ExpectationIR: Hashable, Sendable {
    package enum Input: Hashable, Sendable {
        /// One release (`simulate release --progress --velocity`).
        case release(ExpectedRelease)
        /// Every release of a region of the decision map (`simulate sweep`).
        case releases(ReleaseRegion)
        /// A recorded touch trace (`simulate gesture`), its path as written:
        /// relative to the spec's folder.
        case trace(Located<String>)
        /// A play from code (`--play`): an operation, or a pair's transition name.
        case play(Located<String>)
    }

    package var input: Input
    /// Where the input's value was written.
    package var inputLocation: SourceLocation
    /// The container the input plays in (`container: WxH`).
    package var container: ContainerSize
    package var decision: Located<ExpectedDecision>?
    /// Seconds from the release until at rest, at most.
    package var settlesWithin: Located<Double>?
    package var overshootAtMost: Located<ExpectedOvershoot>?
    package var values: [ExpectedValue]
    /// Every trigger crossing in order, by name; nil when not asserted.
    package var triggers: Located<[Located<String>]>?
    /// The entry: the first key of its mapping.
    package var location: SourceLocation

    /// The assertion keys written, in the order `expect`'s docs list them.
    package var assertedKeys: [String] {
        var keys: [String] = []
        if decision != nil { keys.append("decision") }
        if settlesWithin != nil { keys.append("settlesWithin") }
        if overshootAtMost != nil { keys.append("overshootAtMost") }
        if !values.isEmpty { keys.append("values") }
        if triggers != nil { keys.append("triggers") }
        return keys
    }
}

/// `release: { progress, velocity, fromDetent }`.
package struct ExpectedRelease: Hashable, Sendable {
    /// nil: at `fromDetent`'s progress.
    package var progress: Double?
    /// The finger's, pt/s toward the edge.
    package var velocity: Double
    package var fromDetent: Located<String>?
}

/// `releases: { progress, velocity, fromDetent, grid }`: a grid over a
/// rectangle of the (progress, velocity) plane, both ends included.
package struct ReleaseRegion: Hashable, Sendable {
    package var progress: ClosedRange<Double>
    package var velocity: ClosedRange<Double>
    package var fromDetent: Located<String>?
    package var columns: Int
    package var rows: Int
    /// Where `grid` was written, or the region's mapping.
    package var gridLocation: SourceLocation

    /// The grid `transpec simulate sweep` draws by default.
    package static let defaultGrid = (columns: 41, rows: 21)
}

/// `decision:`.
package enum ExpectedDecision: Hashable, Sendable {
    case complete
    case cancel
    /// On a sheet with detents: rests at this detent (`DetentMove.dismissed`
    /// is the dismissal).
    case detent(String)

    package var description: String {
        switch self {
        case .complete: "complete"
        case .cancel: "cancel"
        case .detent(let name): name
        }
    }
}

/// `overshootAtMost:`: progress, or points (`"24 pt"`).
package enum ExpectedOvershoot: Hashable, Sendable {
    case progress(Double)
    case points(Double)
}

/// One `values` item: a channel's value at a time or a progress.
package struct ExpectedValue: Hashable, Sendable {
    package enum Moment: Hashable, Sendable {
        /// Seconds from the release, the play's start, or on the trace's clock.
        case time(Double)
        /// The value shown at this progress after the release.
        case progress(Double)
    }

    /// `ELEMENT.PROPERTY`, as `transpec simulate` labels its columns.
    package var track: Located<String>
    package var moment: Moment
    package var value: Double
    package var tolerance: Double
    package var location: SourceLocation

    /// Within the last of the 4 decimals `transpec simulate` prints.
    package static let defaultTolerance = 0.0001
}
