import TranspecDiagnostics
import TranspecRuntime

/// `[x, y]`: each a number of points, or a percentage of the container
/// (`-30%`, stored as −0.3 with the basis `.container`).
public struct PointIR: Hashable, Sendable {
    public var x: Double
    public var y: Double
    public var xBasis: LengthBasis = .points
    public var yBasis: LengthBasis = .points
}

public struct KeyframeIR<Value: Hashable & Sendable>: Hashable, Sendable {
    public var at: Located<Double>
    public var value: Located<Value>
    /// The easing into this keyframe; nil uses the track's.
    public var easing: Located<Easing>?
}

public enum TrackShape<Value: Hashable & Sendable>: Hashable, Sendable {
    case fromTo(from: Located<Value>, to: Located<Value>)
    case keyframes([KeyframeIR<Value>])
}

public struct TrackIR<Value: Hashable & Sendable>: Hashable, Sendable {
    public var shape: TrackShape<Value>
    public var range: Located<ProgressRange>
    public var easing: Located<Easing>
    public var overshoot: Located<Overshoot>
    public var location: SourceLocation
    /// `during:`; nil when not written (both phases).
    public var during: Located<TrackPhase>? = nil
}

public struct ElementIR: Hashable, Sendable {
    public var name: Located<String>
    public var alpha: TrackIR<Double>?
    public var scale: TrackIR<Double>?
    public var translation: TrackIR<PointIR>?
    public var cornerRadius: TrackIR<Double>?
    public var rotation: TrackIR<Double>? = nil
    public var shadowOpacity: TrackIR<Double>? = nil
    public var shadowRadius: TrackIR<Double>? = nil
    /// `optional: true`: the screen may lend nil.
    public var isOptional: Located<Bool>? = nil
    /// `from:`: the screen that lends the view; nil for the transitioning one.
    public var screen: Located<ElementScreen>? = nil

    /// Every one-number track, for checks that treat them alike.
    public var scalarTracks: [TrackIR<Double>] {
        [alpha, scale, cornerRadius, rotation, shadowOpacity, shadowRadius].compactMap { $0 }
    }
}

/// `from:`: which screen of a transition lends an element's view.
public enum ElementScreen: String, Hashable, Sendable, CaseIterable {
    case presenting, presented, source, destination

    /// The generated protocol's suffix for the screen: `ParallaxPopDestination`.
    public var typeSuffix: String { rawValue.prefix(1).uppercased() + rawValue.dropFirst() }
}

public struct SharedElementIR: Hashable, Sendable {
    public var source: Located<String>
    public var destination: Located<String>
    public var range: Located<ProgressRange>
    public var easing: Located<Easing>
    public var overshoot: Located<Overshoot>
    public var location: SourceLocation
    /// `during:`; nil when not written (both phases).
    public var during: Located<TrackPhase>? = nil
    /// `fallback:`; nil when not written (`fade`).
    public var fallback: Located<SharedElementFallback>? = nil
}

public struct RGBColor: Hashable, Sendable {
    public var red: UInt8
    public var green: UInt8
    public var blue: UInt8

    public static let black = RGBColor(red: 0, green: 0, blue: 0)
}

public struct DimmingIR: Hashable, Sendable {
    public var color: Located<RGBColor>
    public var alpha: TrackIR<Double>
    public var location: SourceLocation
}

/// A `triggers` entry.
public struct TriggerIR: Hashable, Sendable {
    public var name: Located<String>
    public var progress: Located<Double>
    public var directions: Located<TriggerDirections>
    public var haptic: Located<HapticName>?
}

/// `haptic:`'s spellings.
public enum HapticName: String, Hashable, Sendable, CaseIterable {
    case selection
    case impactLight = "impact-light"
    case impactMedium = "impact-medium"
    case impactHeavy = "impact-heavy"
    case impactSoft = "impact-soft"
    case impactRigid = "impact-rigid"

    public var haptic: Haptic {
        switch self {
        case .selection: .selection
        case .impactLight: .impact(.light)
        case .impactMedium: .impact(.medium)
        case .impactHeavy: .impact(.heavy)
        case .impactSoft: .impact(.soft)
        case .impactRigid: .impact(.rigid)
        }
    }
}
