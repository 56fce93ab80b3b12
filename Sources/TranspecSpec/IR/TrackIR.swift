import TranspecDiagnostics

public enum EasingIR: Hashable, Sendable {
    case linear, easeIn, easeOut, easeInOut
    case cubicBezier(x1: Double, y1: Double, x2: Double, y2: Double)

    /// CSS / Core Animation control points.
    public var controlPoints: (x1: Double, y1: Double, x2: Double, y2: Double) {
        switch self {
        case .linear: (0, 0, 1, 1)
        case .easeIn: (0.42, 0, 1, 1)
        case .easeOut: (0, 0, 0.58, 1)
        case .easeInOut: (0.42, 0, 0.58, 1)
        case .cubicBezier(let x1, let y1, let x2, let y2): (x1, y1, x2, y2)
        }
    }
}

public enum OvershootIR: String, Hashable, Sendable, CaseIterable {
    case clamp, extrapolate
}

/// 0 ≤ start < end ≤ 1.
public struct ProgressRangeIR: Hashable, Sendable {
    public var start: Double
    public var end: Double

    public static let full = ProgressRangeIR(start: 0, end: 1)
}

public struct PointIR: Hashable, Sendable {
    public var x: Double
    public var y: Double
}

public struct KeyframeIR<Value: Hashable & Sendable>: Hashable, Sendable {
    public var at: Located<Double>
    public var value: Located<Value>
    /// The easing into this keyframe; nil uses the track's.
    public var easing: Located<EasingIR>?
}

public enum TrackShape<Value: Hashable & Sendable>: Hashable, Sendable {
    case fromTo(from: Located<Value>, to: Located<Value>)
    case keyframes([KeyframeIR<Value>])
}

public struct TrackIR<Value: Hashable & Sendable>: Hashable, Sendable {
    public var shape: TrackShape<Value>
    public var range: Located<ProgressRangeIR>
    public var easing: Located<EasingIR>
    public var overshoot: Located<OvershootIR>
    public var location: SourceLocation
}

public struct ElementIR: Hashable, Sendable {
    public var name: Located<String>
    public var alpha: TrackIR<Double>?
    public var scale: TrackIR<Double>?
    public var translation: TrackIR<PointIR>?
    public var cornerRadius: TrackIR<Double>?
}

public struct SharedElementIR: Hashable, Sendable {
    public var source: Located<String>
    public var destination: Located<String>
    public var range: Located<ProgressRangeIR>
    public var easing: Located<EasingIR>
    public var overshoot: Located<OvershootIR>
    public var location: SourceLocation
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
