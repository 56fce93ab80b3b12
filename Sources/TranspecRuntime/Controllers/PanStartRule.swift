/// Where a scroll view's content is, in points: enough to tell whether it
/// can scroll further in some direction.
package struct ScrollPosition: Hashable, Sendable {
    package var offsetX: Double
    package var offsetY: Double
    /// `adjustedContentInset`.
    package var insetTop: Double
    package var insetLeft: Double
    package var insetBottom: Double
    package var insetRight: Double
    package var contentWidth: Double
    package var contentHeight: Double
    package var boundsWidth: Double
    package var boundsHeight: Double

    package init(
        offsetX: Double, offsetY: Double,
        insetTop: Double = 0, insetLeft: Double = 0, insetBottom: Double = 0, insetRight: Double = 0,
        contentWidth: Double, contentHeight: Double, boundsWidth: Double, boundsHeight: Double
    ) {
        self.offsetX = offsetX
        self.offsetY = offsetY
        self.insetTop = insetTop
        self.insetLeft = insetLeft
        self.insetBottom = insetBottom
        self.insetRight = insetRight
        self.contentWidth = contentWidth
        self.contentHeight = contentHeight
        self.boundsWidth = boundsWidth
        self.boundsHeight = boundsHeight
    }

    /// Half a point: content resting at its edge can sit a fraction off it.
    package static let edgeSlack = 0.5

    /// True when the content cannot scroll further for a drag along
    /// `direction`: a downward drag needs the content at its top.
    package func isAtEdge(forDragAlong direction: TravelDirection) -> Bool {
        let slack = Self.edgeSlack
        if direction.dy > 0 { return offsetY <= -insetTop + slack }
        if direction.dy < 0 { return offsetY >= max(-insetTop, contentHeight - boundsHeight + insetBottom) - slack }
        if direction.dx > 0 { return offsetX <= -insetLeft + slack }
        return offsetX >= max(-insetLeft, contentWidth - boundsWidth + insetRight) - slack
    }
}

/// When a transition's pan may begin (the "Going indie" post, "deal with scroll views"):
/// while its transition is in flight, always, so the view can be grabbed
/// again as it settles; otherwise only when the pan heads mostly along one
/// of the drag directions and the scroll view, if any, cannot scroll further
/// that way. The scroll view's own pan waits for this one to fail, which it
/// does at once when it may not begin.
package struct PanStartRule: Hashable, Sendable {
    /// The directions a drag may take to drive the transition.
    package var directions: [TravelDirection]

    package init(directions: [TravelDirection]) {
        self.directions = directions
    }

    /// The drag directions for `plans` (one, or a tab bar's several): toward
    /// each edge, and away from it too where the motion takes both directions
    /// or is a detent sheet's (a sheet is dragged up to a taller detent), and
    /// across it, for a drag in any direction.
    package init(plans: [TransitionPlan], rightToLeft: Bool) {
        var directions: [TravelDirection] = []
        for plan in plans {
            let toward = plan.edge.direction(rightToLeft: rightToLeft)
            directions.append(toward)
            if plan.motion.directions != .towardEdge || plan.isDetentSheet { directions.append(toward.reversed) }
            if plan.motion.directions == .any {
                // Across too: a 2-D drag starts heading any way.
                let across = TravelDirection(dx: toward.dy, dy: -toward.dx)
                directions += [across, across.reversed]
            }
        }
        self.init(directions: directions)
    }

    /// - Parameters:
    ///   - velocityX: the pan's horizontal velocity when it begins, pt/s.
    ///   - velocityY: the pan's vertical velocity when it begins, pt/s.
    ///   - scrollView: where the screen's scroll view is; nil: it has none.
    ///   - transitionInFlight: a transition is settling: any drag grabs it.
    ///   - sheetBelowTallest: a detent sheet rests below its tallest
    ///     detent: its scroll view does not scroll yet, so a drag along the
    ///     sheet moves the sheet (`UISheetPresentationController`'s
    ///     `prefersScrollingExpandsWhenScrolledToEdge`, on by default).
    package func allowsStart(
        velocityX: Double, velocityY: Double, scrollView: ScrollPosition?, transitionInFlight: Bool,
        sheetBelowTallest: Bool = false
    ) -> Bool {
        if transitionInFlight { return true }
        for direction in directions where direction.isMostlyAlong(x: velocityX, y: velocityY) {
            guard let scrollView, !sheetBelowTallest else { return true }
            if scrollView.isAtEdge(forDragAlong: direction) { return true }
        }
        return false
    }
}
