import TranspecRuntime
import TranspecDiagnostics

/// One decoded `*.transpec.yaml` file.
public struct SpecIR: Hashable, Sendable {
    public var file: String
    public var version: Located<Int>
    /// In document order.
    public var transitions: [TransitionIR]

    public init(file: String, version: Located<Int>, transitions: [TransitionIR]) {
        self.file = file
        self.version = version
        self.transitions = transitions
    }
}

public enum TransitionOperation: String, Hashable, Sendable, CaseIterable {
    case present, dismiss, push, pop
    case tabNext = "tab-next"
    case tabPrevious = "tab-previous"

    /// Dismissals move the view off screen; an overshoot there bounces it back into sight.
    public var isDismissal: Bool { self == .dismiss || self == .pop }
}

public struct TransitionIR: Hashable, Sendable {
    public var name: Located<String>
    public var operation: Located<TransitionOperation>
    public var summary: Located<String>?
    public var gesture: GestureIR
    public var release: ReleaseIR
    /// The settle spring for both outcomes; nil when both `complete` and `cancel` give one.
    public var spring: SpringIR?
    public var completeSpring: SpringIR?
    public var cancelSpring: SpringIR?
    public var decay: DecayIR?
    public var restTolerance: RestToleranceIR
    public var interruptible: Located<Bool>
    public var dimming: DimmingIR?
    /// In document order.
    public var elements: [ElementIR]
    public var sharedElement: SharedElementIR?
    /// On a dismissal: the `present` transition of the same screen, whose
    /// motion presents it (a pair). Nil: the dismissal presents by playing backward.
    public var presentation: Located<String>? = nil
    /// Where a presented screen rests (`frame`); nil: it fills the container.
    public var frame: FrameIR? = nil
    /// A sheet's named resting heights (`detents`).
    public var detents: DetentsIR? = nil
    /// In document order.
    public var triggers: [TriggerIR] = []
    public var moving: Located<ScreenMovement>? = nil
    /// What plays under Reduce Motion (`reduceMotion`); nil: the default for the motion.
    public var reduceMotion: Located<ReducedMotion>? = nil
    /// Every track's `range` that names detents (`[full, half]`), checked
    /// against `detents`.
    public var detentRanges: [DetentRangeIR] = []
    public var location: SourceLocation

    /// The spring used when the release decides to complete.
    public var springForComplete: SpringIR? { completeSpring ?? spring }
    /// The spring used when the release decides to cancel.
    public var springForCancel: SpringIR? { cancelSpring ?? spring }
}

/// `moving:`: whether the transitioning screen follows progress.
public enum ScreenMovement: String, Hashable, Sendable, CaseIterable {
    case screen, none
}

public struct RestToleranceIR: Hashable, Sendable {
    /// Points.
    public var position: Located<Double>
    /// Points per second.
    public var velocity: Located<Double>
}

extension SpecIR {
    /// The `present` transition `transition` pairs with, when it names one
    /// that exists (`check` has reported any other).
    public func presentationPartner(of transition: TransitionIR) -> TransitionIR? {
        guard let name = transition.presentation?.value else { return nil }
        return transitions.first { $0.name.value == name && $0.operation.value == .present }
    }
}

/// `frame`: a presented screen's resting frame.
public struct FrameIR: Hashable, Sendable {
    public var height: Located<RestingFrame.Height>?
    public var insets: Located<FrameInsets>
    public var location: SourceLocation

    public var restingFrame: RestingFrame { RestingFrame(height: height?.value, insets: insets.value) }
}

/// `detents`: a sheet's named resting heights, in written order.
public struct DetentsIR: Hashable, Sendable {
    public var heights: [DetentIR]
    public var dismissible: Located<Bool>
    public var location: SourceLocation

    public func plan(frame: FrameIR?) -> DetentPlan {
        DetentPlan(
            detents: heights.map { SheetDetent(name: $0.name.value, height: $0.height.value) },
            dismissible: dismissible.value, frame: frame?.restingFrame ?? RestingFrame())
    }
}

/// A `range` keyed to the sheet's height: `[full, half]`, `[half, 1]`.
public struct DetentRangeIR: Hashable, Sendable {
    /// The range as written; a named end holds 0 (start) or 1 (end) until lowering.
    public var range: ProgressRange
    public var startDetent: Located<String>?
    public var endDetent: Located<String>?
    public var location: SourceLocation

    public var names: [Located<String>] { [startDetent, endDetent].compactMap { $0 } }
}

/// One detent: `half: 50%`.
public struct DetentIR: Hashable, Sendable {
    public var name: Located<String>
    public var height: Located<RestingFrame.Height>
}
