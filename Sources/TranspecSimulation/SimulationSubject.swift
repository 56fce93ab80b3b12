import TranspecRuntime

extension ContainerSize: CustomStringConvertible {
    /// `390x844`, and with a safe area `390x844, safe area 59,0,34,0` (top,
    /// leading, bottom, trailing, as `simulate --safe-area` takes it).
    public var description: String {
        let size = "\(width.compactDescription)x\(height.compactDescription)"
        guard safeArea != FrameInsets() else { return size }
        let insets = [safeArea.top, safeArea.left, safeArea.bottom, safeArea.right].map(\.compactDescription)
        return size + ", safe area " + insets.joined(separator: ",")
    }
}

extension TransitionEdge {
    /// A finger translation projected onto the completion direction, in points.
    package func along(x: Double, y: Double) -> Double {
        direction().component(x: x, y: y)
    }

    /// The component of (x, y) across the direction of travel (`TravelDirection.crossComponent`).
    package func across(x: Double, y: Double) -> Double {
        direction().crossComponent(x: x, y: y)
    }
}

/// One transition as the simulator needs it: its name and the plan its
/// UIKit controller plays (motion, edge, which screen moves and how far).
public struct SimulationSubject: Hashable, Sendable {
    package var name: String
    /// The plan a gesture drives.
    package var plan: TransitionPlan
    /// What code can play, by operation (`simulate play`).
    package var plays: [TransitionOperationPlay]
    /// Where a presented screen rests; nil: it fills the container.
    package var restingFrame: RestingFrame?
    /// Optional elements whose screen lends no view (`--missing-view`):
    /// they stay still, at their identity values.
    package var missingViews: Set<String> = []
    /// Element views' sizes (`--view-size`): what `-30% view` counts.
    package var viewSizes: [String: ContainerSize] = [:]
    /// The dimming view's colour (`dimming.color`); nil when nothing dims.
    package var dimming: DimmingColor?
    /// Light or dark mode (`--appearance`): which colour of a pair shows.
    package var appearance: Appearance = .light
    /// A detent sheet's detent a gesture starts from (`--from-detent`);
    /// nil: the initial detent, else the tallest.
    package var restingDetent: String?

    package init(
        name: String, plan: TransitionPlan, plays: [TransitionOperationPlay] = [], restingFrame: RestingFrame? = nil
    ) {
        self.name = name
        self.plan = plan
        self.plays = plays
        self.restingFrame = restingFrame
    }

    /// `12,325.6 366x506.4 pt`: the resting frame in `container`, when declared.
    package func restingFrameDescription(in container: ContainerSize) -> String? {
        guard let frame = restingFrame?.frame(in: container) else { return nil }
        let d = { (value: Double) in ((value * 10).rounded() / 10).compactDescription }
        return "\(d(frame.x)),\(d(frame.y)) \(d(frame.width))x\(d(frame.height)) pt"
    }

    /// For a light and dark pair, the colour the dimming view shows in
    /// `appearance` and the other one (`#00000066 in light mode (dark
    /// mode: #FFFFFF33)`). Nil for one colour, which every mode shows.
    package var dimmingDescription: String? {
        guard let dimming, dimming.isDynamic else { return nil }
        let shown = dimming.resolved(for: appearance).hex
        let other: Appearance = appearance == .light ? .dark : .light
        return "\(shown) in \(appearance.rawValue) mode (\(other.rawValue) mode: \(dimming.resolved(for: other).hex))"
    }

    /// For a light and dark pair, `{ color, appearance, dynamic }`: the
    /// colour the dimming view shows and the mode it was resolved in.
    package var dimmingJSON: String? {
        guard let dimming, dimming.isDynamic else { return nil }
        return JSONWriter.object([
            ("color", JSONWriter.string(dimming.resolved(for: appearance).hex)),
            ("appearance", JSONWriter.string(appearance.rawValue)),
            ("dynamic", dimming.isDynamic ? "true" : "false"),
        ])
    }

    /// A subject whose moving view leaves as progress grows (a dismissal).
    public init(name: String, motion: TransitionMotion, edge: TransitionEdge) {
        self.init(name: name, plan: TransitionPlan(motion: motion, edge: edge, movement: .departure, gesture: .pan))
    }

    public var motion: TransitionMotion { plan.motion }
    package var edge: TransitionEdge { plan.edge }
    /// How many drags drive the transition (`gesture:` a list), and which
    /// one `plan` is (0: the first).
    package var gestureCount: Int { drivenGestureCount ?? max(1, plan.gestureCount) }
    package private(set) var gestureIndex = 0
    /// Set once `plan` is one drag of several, which keeps no others.
    private var drivenGestureCount: Int?

    /// Plays the transition as its `index`th drag (0-based) drives it: that
    /// drag's edge, start and distance.
    package mutating func driveByGesture(_ index: Int) {
        drivenGestureCount = gestureCount
        gestureIndex = index
        plan = plan.driven(byGesture: index)
    }

    /// Which drag plays, when the transition has several: `2 of 2: a swipe
    /// in from the screen edge toward right`. Nil for one drag.
    package var gestureDescription: String? {
        guard gestureCount > 1 else { return nil }
        let how = plan.gesture == .screenEdge ? "a swipe in from the screen edge" : "a pan"
        return "\(gestureIndex + 1) of \(gestureCount): \(how) toward \(plan.edge.rawValue)"
    }

    /// The same, as JSON: `{ index, of, edge, start }` (index from 1).
    package var gestureJSON: String? {
        guard gestureCount > 1 else { return nil }
        return JSONWriter.object([
            ("index", String(gestureIndex + 1)), ("of", String(gestureCount)),
            ("edge", JSONWriter.string(plan.edge.rawValue)),
            ("start", JSONWriter.string(plan.gesture == .screenEdge ? "screenEdge" : "pan")),
        ])
    }

    /// The subject as it plays under Reduce Motion (`--reduce-motion`):
    /// every plan reduced as TranspecUIKit reduces it.
    package func reducingMotion() -> SimulationSubject {
        var reduced = self
        reduced.plan = plan.reducingMotion()
        reduced.plays = plays.map { TransitionOperationPlay(operation: $0.operation, plan: $0.plan.reducingMotion()) }
        return reduced
    }

    /// The gesture distance D in points for `container`.
    public func distance(in container: ContainerSize) -> Double {
        motion.distance.resolve(containerExtent: container.extent(along: edge))
    }
}

/// A play from code: `present`, `dismiss`, `push` or `pop`, and its plan.
package struct TransitionOperationPlay: Hashable, Sendable {
    package var operation: TransitionOperation
    package var plan: TransitionPlan

    package init(operation: TransitionOperation, plan: TransitionPlan) {
        self.operation = operation
        self.plan = plan
    }
}

extension TransitionPlan {
    /// The moving view's offset from its resting frame, in points along the
    /// travel direction, at `displacement`: what the device shows.
    func offset(atDisplacement displacement: Double, in container: ContainerSize) -> Double {
        offset(atDisplacement: displacement, travel: travel.resolve(containerExtent: container.extent(along: edge)))
    }
}

extension Double {
    /// `1` rather than `1.0` for whole numbers; otherwise shortest round-trip.
    var compactDescription: String {
        if self == rounded(), abs(self) < 1e15 { return String(Int(self)) }
        return description
    }
}
