import TranspecDiagnostics
import TranspecRuntime

/// `frame`: a presented screen's resting frame.
package struct FrameIR: Hashable, Sendable {
    package var value: RestingFrame
    package var insetsLocation: SourceLocation
    package var location: SourceLocation
}

/// `detents`: a sheet's named resting heights, in written order.
package struct DetentsIR: Hashable, Sendable {
    package var detents: [DetentIR]
    package var dismissible: Bool
    /// `initial`: the detent a presentation leaves the sheet at; nil: the tallest.
    package var initial: Located<String>?
    /// `largestUndimmed`: the tallest detent that does not dim; nil: every detent dims.
    package var largestUndimmed: Located<String>?
    package var location: SourceLocation

    package init(
        detents: [DetentIR], dismissible: Bool, initial: Located<String>? = nil,
        largestUndimmed: Located<String>? = nil, location: SourceLocation
    ) {
        self.detents = detents
        self.dismissible = dismissible
        self.initial = initial
        self.largestUndimmed = largestUndimmed
        self.location = location
    }

    package func plan(frame: RestingFrame?) -> DetentPlan {
        DetentPlan(
            detents: detents.map(\.value), dismissible: dismissible, frame: frame ?? RestingFrame(),
            initial: initial?.value, largestUndimmed: largestUndimmed?.value)
    }
}

/// One detent, `half: 50%`, with where its name and height were written.
package struct DetentIR: Hashable, Sendable {
    package var value: SheetDetent
    package var nameLocation: SourceLocation
    package var heightLocation: SourceLocation

    package var name: Located<String> { Located(value.name, at: nameLocation) }
}

/// A `range` keyed to the sheet's height: `[full, half]`, `[half, 1]`.
package struct DetentRangeIR: Hashable, Sendable {
    /// The range as written; a named end holds 0 (start) or 1 (end) until
    /// the motion keys it to its detent.
    package var range: ProgressRange
    package var startDetent: Located<String>?
    package var endDetent: Located<String>?
    package var location: SourceLocation

    package var names: [Located<String>] { [startDetent, endDetent].compactMap { $0 } }
}
