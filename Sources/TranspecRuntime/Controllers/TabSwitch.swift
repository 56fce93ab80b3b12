/// One tab transition: the tab `step` away, played by `plan`. The new tab
/// enters beside the old one and both travel toward the plan's edge, one
/// container width for progress 1.
public struct TabSwitch: Hashable, Sendable {
    /// +1: the next tab; −1: the previous one.
    public var step: Int
    public var plan: TransitionPlan
    /// The colour of the dimming view over the tabs; nil when the motion does not dim.
    public var dimming: DimmingColor?

    public init(
        next motion: TransitionMotion, edge: TransitionEdge, gesture: GestureStart? = .pan, dimming: DimmingColor? = nil
    ) {
        self.init(step: 1, motion: motion, edge: edge, gesture: gesture, dimming: dimming)
    }

    public init(
        previous motion: TransitionMotion, edge: TransitionEdge, gesture: GestureStart? = .pan, dimming: DimmingColor? = nil
    ) {
        self.init(step: -1, motion: motion, edge: edge, gesture: gesture, dimming: dimming)
    }

    private init(step: Int, motion: TransitionMotion, edge: TransitionEdge, gesture: GestureStart?, dimming: DimmingColor?) {
        self.step = step
        plan = TransitionPlan(motion: motion, edge: edge, movement: .departure, gesture: gesture, travel: .container)
        self.dimming = dimming
    }

    /// Which switch a pan starts, and where it leads.
    package struct Choice: Hashable, Sendable {
        /// The index of the switch in the list it was chosen from.
        package var index: Int
        /// The tab to select.
        package var target: Int
        /// The pan heads away from the switch's edge (with `directions: both`):
        /// the screens travel the other way.
        package var isAway: Bool

        package init(index: Int, target: Int, isAway: Bool) {
            self.index = index
            self.target = target
            self.isAway = isAway
        }
    }

    /// The first switch, in list order, whose drag direction fits the pan's
    /// velocity and whose target tab exists; nil when none does.
    package static func choose(
        from switches: [TabSwitch], velocityX: Double, velocityY: Double, rightToLeft: Bool,
        selectedIndex: Int, tabCount: Int
    ) -> Choice? {
        for (index, tabSwitch) in switches.enumerated() {
            let toward = tabSwitch.plan.edge.direction(rightToLeft: rightToLeft)
            let isAway: Bool
            if toward.isMostlyAlong(x: velocityX, y: velocityY) {
                isAway = false
            } else if tabSwitch.plan.motion.directions == .both, toward.reversed.isMostlyAlong(x: velocityX, y: velocityY) {
                isAway = true
            } else {
                continue
            }
            let target = selectedIndex + tabSwitch.step
            guard target >= 0, target < tabCount else { continue }
            return Choice(index: index, target: target, isAway: isAway)
        }
        return nil
    }
}
