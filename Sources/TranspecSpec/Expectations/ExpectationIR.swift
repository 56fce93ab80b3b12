import TranspecDiagnostics
import TranspecRuntime

/// One `expect` entry: an input the simulator plays and what must hold
/// for it. `transpec check` evaluates it; each assertion keeps where it was
/// written, which is where a failure is reported.
public struct ExpectationIR: Hashable, Sendable {
    public enum Input: Hashable, Sendable {
        /// One release (`--release-progress`, `--release-velocity`).
        case release(ExpectedRelease)
        /// Every release of a region of the decision map (`--sweep`).
        case releases(ReleaseRegion)
        /// A recorded touch trace (`--gesture`), its path as written:
        /// relative to the spec's folder.
        case trace(Located<String>)
        /// A play from code (`--play`): an operation, or a pair's transition name.
        case play(Located<String>)
    }

    public var input: Input
    /// Where the input's value was written.
    public var inputLocation: SourceLocation
    /// The container the input plays in (`container: WxH`).
    public var container: ContainerSize
    public var decision: Located<ExpectedDecision>?
    /// Seconds from the release until at rest, at most.
    public var settlesWithin: Located<Double>?
    public var overshootAtMost: Located<ExpectedOvershoot>?
    public var values: [ExpectedValue]
    /// Every trigger crossing in order, by name; nil when not asserted.
    public var triggers: Located<[Located<String>]>?
    /// The entry: the first key of its mapping.
    public var location: SourceLocation

    /// The assertion keys written, in the order `expect`'s docs list them.
    public var assertedKeys: [String] {
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
public struct ExpectedRelease: Hashable, Sendable {
    /// nil: at `fromDetent`'s progress.
    public var progress: Double?
    /// The finger's, pt/s toward the edge.
    public var velocity: Double
    public var fromDetent: Located<String>?
}

/// `releases: { progress, velocity, fromDetent, grid }`: a grid over a
/// rectangle of the (progress, velocity) plane, both ends included.
public struct ReleaseRegion: Hashable, Sendable {
    public var progress: ClosedRange<Double>
    public var velocity: ClosedRange<Double>
    public var fromDetent: Located<String>?
    public var columns: Int
    public var rows: Int
    /// Where `grid` was written, or the region's mapping.
    public var gridLocation: SourceLocation

    /// The grid `transpec simulate --sweep` draws by default.
    public static let defaultGrid = (columns: 41, rows: 21)
}

/// `decision:`.
public enum ExpectedDecision: Hashable, Sendable {
    case complete
    case cancel
    /// On a sheet with detents: rests at this detent (`DetentMove.dismissed`
    /// is the dismissal).
    case detent(String)

    public var description: String {
        switch self {
        case .complete: "complete"
        case .cancel: "cancel"
        case .detent(let name): name
        }
    }
}

/// `overshootAtMost:`: progress, or points (`"24 pt"`).
public enum ExpectedOvershoot: Hashable, Sendable {
    case progress(Double)
    case points(Double)
}

/// One `values` item: a channel's value at a time or a progress.
public struct ExpectedValue: Hashable, Sendable {
    public enum Moment: Hashable, Sendable {
        /// Seconds from the release, the play's start, or on the trace's clock.
        case time(Double)
        /// The value shown at this progress after the release.
        case progress(Double)
    }

    /// `ELEMENT.PROPERTY`, as `transpec simulate` labels its columns.
    public var track: Located<String>
    public var moment: Moment
    public var value: Double
    public var tolerance: Double
    public var location: SourceLocation

    /// Within the last of the 4 decimals `transpec simulate` prints.
    public static let defaultTolerance = 0.0001
}
