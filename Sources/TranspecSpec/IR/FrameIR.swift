import TranspecDiagnostics
import TranspecRuntime

/// `frame`: a presented screen's resting frame.
public struct FrameIR: Hashable, Sendable {
    public var value: RestingFrame
    public var insetsLocation: SourceLocation
    public var location: SourceLocation
}

/// `detents`: a sheet's named resting heights, in written order.
public struct DetentsIR: Hashable, Sendable {
    public var detents: [DetentIR]
    public var dismissible: Bool
    public var location: SourceLocation

    public func plan(frame: RestingFrame?) -> DetentPlan {
        DetentPlan(detents: detents.map(\.value), dismissible: dismissible, frame: frame ?? RestingFrame())
    }
}

/// One detent, `half: 50%`, with where its name and height were written.
public struct DetentIR: Hashable, Sendable {
    public var value: SheetDetent
    public var nameLocation: SourceLocation
    public var heightLocation: SourceLocation

    public var name: Located<String> { Located(value.name, at: nameLocation) }
}

/// A `range` keyed to the sheet's height: `[full, half]`, `[half, 1]`.
public struct DetentRangeIR: Hashable, Sendable {
    /// The range as written; a named end holds 0 (start) or 1 (end) until
    /// the motion keys it to its detent.
    public var range: ProgressRange
    public var startDetent: Located<String>?
    public var endDetent: Located<String>?
    public var location: SourceLocation

    public var names: [Located<String>] { [startDetent, endDetent].compactMap { $0 } }
}
