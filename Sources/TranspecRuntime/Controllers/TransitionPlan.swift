/// What one UIKit transition plays: a motion, the edge its moving view
/// travels toward as progress grows, which way it plays, and the gesture
/// that may drive it. The UIKit controllers carry a plan out; they decide
/// nothing the plan does not say.
public struct TransitionPlan: Hashable, Sendable {
    /// Which screen moves, and so where it rests.
    public enum Movement: Hashable, Sendable {
        /// The incoming screen moves in (present, push): it rests at progress 1.
        case arrival
        /// The outgoing screen moves away (dismiss, pop, a tab switch): it
        /// rests at progress 0.
        case departure
    }

    public var motion: TransitionMotion
    public var edge: TransitionEdge
    public var movement: Movement
    /// Played from progress 1 back to 0, the cancel way: a dismissal's
    /// motion presenting its screen. Such a plan is played from code only.
    public var isReversed: Bool
    /// How a drag starts the transition; nil when only code starts it.
    public var gesture: GestureStart?
    /// How far the moving view travels for progress 1: the motion's
    /// distance, or the container (a tab switch lines the new tab up
    /// exactly where the old one was).
    public var travel: DistanceRule
    /// More drags that drive the same motion (`gesture:` a list), each
    /// toward its own edge over its own distance; the plan's own edge,
    /// gesture and distance are the first.
    public var otherGestures: [GestureWay] = []

    public init(
        motion: TransitionMotion,
        edge: TransitionEdge,
        movement: Movement,
        isReversed: Bool = false,
        gesture: GestureStart? = nil,
        travel: DistanceRule? = nil
    ) {
        self.motion = motion
        self.edge = edge
        self.movement = movement
        self.isReversed = isReversed
        self.gesture = isReversed ? nil : gesture
        self.travel = travel ?? motion.distance
    }

    /// How many drags drive the plan: its own and `otherGestures` (0 when only code starts it).
    public var gestureCount: Int { gesture == nil ? 0 : 1 + otherGestures.count }

    /// The plan as its `index`th drag drives it (0: the plan itself): that
    /// drag's edge, start and distance, the same motion otherwise.
    public func driven(byGesture index: Int) -> TransitionPlan {
        guard index > 0, otherGestures.indices.contains(index - 1) else { return self }
        let way = otherGestures[index - 1]
        var plan = self
        plan.edge = way.edge
        plan.gesture = way.start
        plan.motion.distance = way.distance
        plan.travel = way.distance
        plan.otherGestures = []
        return plan
    }

    /// The progress at which the moving screen sits at its resting frame.
    package var restingProgress: Double { movement == .arrival ? 1 : 0 }

    /// Where a play from code starts: the far end from its target.
    package var playStart: Double { isReversed ? 1 : 0 }

    /// Which way a play from code goes. It completes the UIKit transition
    /// either way.
    package var playDecision: ReleaseDecision { isReversed ? .cancel : .complete }

    /// The moving view's offset from its resting frame, in points along the
    /// edge's direction, at `displacement` (progress, negative when a drag in
    /// both directions goes against the edge); always 0 when the motion
    /// keeps the screen in place.
    package func offset(atDisplacement displacement: Double, travel points: Double) -> Double {
        motion.movesScreen ? (displacement - restingProgress) * points : 0
    }

    /// Seconds a play from code takes (`transitionDuration(using:)`):
    /// the settle time `transpec simulate play` reports.
    package func playDuration(containerExtent: Double) -> Double {
        motion.playDuration(from: playStart, toward: playDecision, containerExtent: containerExtent)
    }
}

/// One more drag that drives a transition's motion: the edge the moving
/// view travels toward, how the drag starts, and the drag that means progress 1.
public struct GestureWay: Hashable, Sendable {
    public var edge: TransitionEdge
    public var start: GestureStart
    public var distance: DistanceRule

    public init(edge: TransitionEdge, start: GestureStart = .pan, distance: DistanceRule = .container) {
        self.edge = edge
        self.start = start
        self.distance = distance
    }
}

/// How a drag starts a transition.
public enum GestureStart: Hashable, Sendable {
    /// A pan anywhere on the view, toward the travel edge.
    case pan
    /// A swipe in from the screen edge opposite the travel edge.
    case screenEdge
}

/// How a screen is presented and dismissed: one plan each way.
public struct ModalTransition: Hashable, Sendable {
    public var presentation: TransitionPlan
    public var dismissal: TransitionPlan
    /// The dimming view's colour; nil when neither motion dims.
    public var dimming: DimmingColor?
    /// Where the presented screen rests; nil: it fills the container.
    public var restingFrame: RestingFrame?

    public init(
        presentation: TransitionPlan, dismissal: TransitionPlan, dimming: DimmingColor? = nil,
        restingFrame: RestingFrame? = nil
    ) {
        self.presentation = presentation
        self.dismissal = dismissal
        self.dimming = dimming
        self.restingFrame = restingFrame
    }

    /// A dismissal motion: the screen is presented by playing it backward.
    /// `otherGestures`: more drags that dismiss it with the same motion.
    public init(
        dismissal motion: TransitionMotion, edge: TransitionEdge, gesture: GestureStart? = .pan,
        otherGestures: [GestureWay] = [], dimming: DimmingColor? = nil, restingFrame: RestingFrame? = nil
    ) {
        var dismissal = TransitionPlan(motion: motion, edge: edge, movement: .departure, gesture: gesture)
        dismissal.otherGestures = otherGestures
        var presentation = dismissal
        presentation.isReversed = true
        presentation.gesture = nil
        presentation.otherGestures = []
        self.init(presentation: presentation, dismissal: dismissal, dimming: dimming, restingFrame: restingFrame)
    }

    /// A presentation motion: the screen is dismissed by playing it backward.
    public init(
        presentation motion: TransitionMotion, edge: TransitionEdge, gesture: GestureStart? = .pan,
        dimming: DimmingColor? = nil, restingFrame: RestingFrame? = nil
    ) {
        let presentation = TransitionPlan(motion: motion, edge: edge, movement: .arrival, gesture: gesture)
        var dismissal = presentation
        dismissal.isReversed = true
        dismissal.gesture = nil
        self.init(presentation: presentation, dismissal: dismissal, dimming: dimming, restingFrame: restingFrame)
    }

    /// A pair: the screen is presented as `partner` presents it (its motion,
    /// edge and gesture) and dismissed by `motion`, a dismissal of its own.
    /// The dimming colour and resting frame are the dismissal's, or else the partner's.
    public init(
        presentation partner: ModalTransition, dismissal motion: TransitionMotion, edge: TransitionEdge,
        gesture: GestureStart? = .pan, otherGestures: [GestureWay] = [], dimming: DimmingColor? = nil,
        restingFrame: RestingFrame? = nil
    ) {
        var dismissal = TransitionPlan(motion: motion, edge: edge, movement: .departure, gesture: gesture)
        dismissal.otherGestures = otherGestures
        self.init(
            presentation: partner.presentation, dismissal: dismissal, dimming: dimming ?? partner.dimming,
            restingFrame: restingFrame ?? partner.restingFrame)
    }

    /// Whether the presented screen fills the container at rest, as a
    /// full-screen presentation does.
    package var coversContainer: Bool { restingFrame?.coversContainer ?? true }

    /// Whether the two ways are separate motions rather than one played backward.
    public var isPair: Bool { !presentation.isReversed && !dismissal.isReversed }

    /// The dimming alpha while presented: the presentation's track where the
    /// presented screen rests (0 without a track).
    package var restingDimmingAlpha: Double {
        presentation.motion.dimmingAlpha(atProgress: presentation.restingProgress)
    }
}

/// A push or a pop, and how it plays.
public struct NavigationTransition: Hashable, Sendable {
    public var plan: TransitionPlan
    /// The colour of the dimming view between the two screens; nil when the motion does not dim.
    public var dimming: DimmingColor?

    public init(
        push motion: TransitionMotion, edge: TransitionEdge, gesture: GestureStart? = .pan, otherGestures: [GestureWay] = [],
        dimming: DimmingColor? = nil
    ) {
        plan = TransitionPlan(motion: motion, edge: edge, movement: .arrival, gesture: gesture)
        plan.otherGestures = otherGestures
        self.dimming = dimming
    }

    public init(
        pop motion: TransitionMotion, edge: TransitionEdge, gesture: GestureStart? = .pan, otherGestures: [GestureWay] = [],
        dimming: DimmingColor? = nil
    ) {
        plan = TransitionPlan(motion: motion, edge: edge, movement: .departure, gesture: gesture)
        plan.otherGestures = otherGestures
        self.dimming = dimming
    }

    /// A pop's pair: the plan that pushes its screen, which the pop's
    /// delegate plays too (a push's `plan`). Nil: the transition plays one operation.
    public var pairedPush: TransitionPlan?

    /// A pair: the screen is pushed as `partner` pushes it (its motion, edge
    /// and gesture) and popped by `motion`. The dimming colour is the pop's,
    /// or else the push's.
    public init(
        push partner: NavigationTransition, pop motion: TransitionMotion, edge: TransitionEdge,
        gesture: GestureStart? = .pan, otherGestures: [GestureWay] = [], dimming: DimmingColor? = nil
    ) {
        self.init(pop: motion, edge: edge, gesture: gesture, otherGestures: otherGestures, dimming: dimming ?? partner.dimming)
        pairedPush = partner.plan
    }

    /// `.push` when the plan's screen arrives, `.pop` when it leaves.
    public var operation: TransitionOperation { plan.movement == .arrival ? .push : .pop }

    /// The plan that plays `operation` (`.push` or `.pop`): its own, or its
    /// pair's push; nil when the transition does not play it.
    public func plan(for operation: TransitionOperation) -> TransitionPlan? {
        if operation == self.operation { return plan }
        return operation == .push ? pairedPush : nil
    }

    /// Every plan it plays: its own, then its pair's push.
    public var plans: [TransitionPlan] { [plan] + (pairedPush.map { [$0] } ?? []) }
}
