import Testing
import TranspecRuntime

/// The decisions the UIKit delegates carry out, tested without UIKit.
@Suite struct TransitionLaunchTests {
    final class Controller {}
    // Kept alive, so that the two identifiers differ.
    let controllers = (Controller(), Controller())
    var sheet: ObjectIdentifier { ObjectIdentifier(controllers.0) }
    var other: ObjectIdentifier { ObjectIdentifier(controllers.1) }

    @Test func aRequestUIKitDoesNotAcceptDuringTheCallIsRefused() {
        var launch = TransitionLaunch()
        let answer1 = launch.request(for: sheet)
        #expect(answer1)
        let answer2 = launch.request(for: other)
        #expect(!answer2, "one transition at a time")
        launch.settleRequest()  // present(_:) returned without asking for an animator
        #expect(!launch.isInFlight)
        let answer3 = launch.request(for: other)
        #expect(answer3)
    }

    @Test func onlyTheRequestedSubjectIsAcceptedAndDriven() {
        var launch = TransitionLaunch()
        let answer4 = launch.request(for: sheet)
        #expect(answer4)
        let answer5 = launch.accept(other)
        #expect(!answer5, "a transition from code for another controller")
        #expect(!launch.drivesInteractively(other))
        let answer6 = launch.accept(sheet)
        #expect(answer6)
        launch.settleRequest()
        #expect(launch.drivesInteractively(sheet))
        launch.started()
        #expect(launch.isInFlight && !launch.drivesInteractively(sheet))
        launch.ended()
        #expect(launch.phase == .idle)
    }

    @Test func aTransitionFromCodeIsNeverHandedTheGesturesController() {
        // A drag asks for a presentation that UIKit refuses while the finger
        // is still down; a presentation from code follows.
        var launch = TransitionLaunch()
        let answer7 = launch.request(for: sheet)
        #expect(answer7)
        launch.settleRequest()
        let answer8 = launch.accept(other)
        #expect(!answer8)
        #expect(!launch.drivesInteractively(other))
        #expect(!launch.drivesInteractively(sheet))
    }

    @Test func aRequestUIKitTookIsAcceptedWhenUIKitAsksLater() {
        // UIKit presented the screen during the call but asks for the
        // animator on a later turn.
        var launch = TransitionLaunch()
        let requested = launch.request(for: sheet)
        #expect(requested)
        launch.settleRequest(takenByUIKit: true)
        #expect(launch.phase == .requested(subject: sheet))
        let another = launch.request(for: other)
        #expect(!another, "the taken request is still in flight")
        let accepted = launch.accept(sheet)
        #expect(accepted)
        #expect(launch.drivesInteractively(sheet))
    }

    @Test func aTakenRequestUIKitNeverAsksAboutEndsWithTheGesture() {
        var launch = TransitionLaunch()
        let requested = launch.request(for: sheet)
        #expect(requested)
        launch.settleRequest(takenByUIKit: true)
        launch.gestureEnded()
        #expect(launch.phase == .idle)
    }

    @Test func aGestureEndingBeforeUIKitAcceptsDropsTheRequest() {
        var launch = TransitionLaunch()
        let answer9 = launch.request(for: sheet)
        #expect(answer9)
        launch.gestureEnded()
        #expect(launch.phase == .idle)
    }

    @Test func anAcceptedTransitionOutlivesItsGesture() {
        var launch = TransitionLaunch()
        let answer10 = launch.request(for: sheet)
        #expect(answer10)
        let answer11 = launch.accept(sheet)
        #expect(answer11)
        launch.gestureEnded()  // released before UIKit started it: it still starts
        #expect(launch.phase == .accepted(subject: sheet))
        launch.started()
        launch.gestureEnded()
        #expect(launch.phase == .started)
        let answer12 = launch.request(for: other)
        #expect(!answer12)
        launch.ended()
        let answer13 = launch.request(for: other)
        #expect(answer13)
    }
}

@Suite struct TransitionPlanTests {
    static let motion = TransitionMotion(spring: .dampingRatio(1, response: 0.4))

    @Test func aDismissalPresentsByPlayingBackward() {
        let modal = ModalTransition(dismissal: Self.motion, edge: .bottom)
        #expect(modal.dismissal.gesture == .pan && !modal.dismissal.isReversed)
        #expect(modal.dismissal.playStart == 0 && modal.dismissal.playDecision == .complete)
        #expect(modal.presentation.gesture == nil && modal.presentation.isReversed)
        #expect(modal.presentation.playStart == 1 && modal.presentation.playDecision == .cancel)
        // The sheet rests at progress 0 and is one distance down at 1.
        #expect(modal.presentation.restingProgress == 0)
        #expect(modal.presentation.offset(atDisplacement: 1, travel: 844) == 844)
        #expect(modal.presentation.offset(atDisplacement: 0, travel: 844) == 0)
    }

    @Test func aPresentationArrivesFromOneDistanceBack() {
        let modal = ModalTransition(presentation: Self.motion, edge: .top)
        #expect(modal.presentation.restingProgress == 1)
        #expect(modal.presentation.offset(atDisplacement: 0, travel: 844) == -844)
        #expect(modal.dismissal.isReversed && modal.dismissal.gesture == nil)
        #expect(modal.dismissal.playStart == 1 && modal.dismissal.playDecision == .cancel)
    }

    @Test func theRestingDimmingIsThePresentationsTrackAtRest() {
        var motion = Self.motion
        motion.dimming = .fromTo(0.4, 0)
        #expect(ModalTransition(dismissal: motion, edge: .bottom).restingDimmingAlpha == 0.4)
        motion.dimming = .fromTo(0, 0.3)
        #expect(ModalTransition(presentation: motion, edge: .top).restingDimmingAlpha == 0.3)
    }

    @Test func aReversedPlanHasNoGesture() {
        let plan = TransitionPlan(motion: Self.motion, edge: .bottom, movement: .departure, isReversed: true, gesture: .pan)
        #expect(plan.gesture == nil)
    }

    @Test func aTabSwitchTravelsTheContainer() {
        var motion = Self.motion
        motion.distance = .points(200)
        let tab = TabSwitch(next: motion, edge: .leading)
        #expect(tab.plan.travel == .container && tab.step == 1)
        #expect(TabSwitch(previous: motion, edge: .trailing).step == -1)
    }

    @Test func thePlayDurationIsTheSettleOfAReleaseAtRest() {
        let modal = ModalTransition(dismissal: Self.motion, edge: .bottom)
        let settle = SettleMotion(
            motion: Self.motion, releaseProgress: 1, releaseVelocity: 0, distance: 844, decision: .cancel)
        #expect(modal.presentation.playDuration(containerExtent: 844) == settle.settleTime)
    }
}

@Suite struct EdgeTests {
    @Test func leadingAndTrailingFollowTheLayoutDirection() {
        #expect(TransitionEdge.leading.direction() == TravelDirection(dx: -1, dy: 0))
        #expect(TransitionEdge.leading.direction(rightToLeft: true) == TravelDirection(dx: 1, dy: 0))
        #expect(TransitionEdge.trailing.screenEdgeToSwipeFrom() == .left)
        #expect(TransitionEdge.trailing.screenEdgeToSwipeFrom(rightToLeft: true) == .right)
        #expect(TransitionEdge.top.screenEdgeToSwipeFrom() == .bottom)
    }

    @Test func mostlyAlongNeedsMoreAlongThanAcross() {
        let down = TransitionEdge.bottom.direction()
        #expect(down.isMostlyAlong(x: 10, y: 11))
        #expect(!down.isMostlyAlong(x: 11, y: 10))
        #expect(!down.isMostlyAlong(x: 0, y: -5))
        #expect(!down.isMostlyAlong(x: 0, y: 0))
    }

    @Test func theNominalContainerIsAnIPhone() {
        #expect(ContainerSize.iPhone.extent(along: .bottom) == 844)
        #expect(ContainerSize.iPhone.extent(along: .leading) == 390)
    }
}

@Suite struct PanStartRuleTests {
    static let down = PanStartRule(directions: [TransitionEdge.bottom.direction()])

    static func list(offsetY: Double, insetTop: Double = 0) -> ScrollPosition {
        ScrollPosition(
            offsetX: 0, offsetY: offsetY, insetTop: insetTop,
            contentWidth: 390, contentHeight: 2000, boundsWidth: 390, boundsHeight: 844)
    }

    @Test func aDragTowardTheEdgeStartsWithoutAScrollView() {
        #expect(Self.down.allowsStart(velocityX: 0, velocityY: 300, scrollView: nil, transitionInFlight: false))
        #expect(!Self.down.allowsStart(velocityX: 0, velocityY: -300, scrollView: nil, transitionInFlight: false))
        #expect(!Self.down.allowsStart(velocityX: 300, velocityY: 100, scrollView: nil, transitionInFlight: false))
    }

    @Test func aScrollViewKeepsItsSwipesUntilAtItsTop() {
        #expect(Self.down.allowsStart(velocityX: 0, velocityY: 300, scrollView: Self.list(offsetY: 0), transitionInFlight: false))
        #expect(!Self.down.allowsStart(velocityX: 0, velocityY: 300, scrollView: Self.list(offsetY: 120), transitionInFlight: false))
        // The adjusted inset counts: at -47 with a 47 pt inset, the content is at its top.
        #expect(Self.down.allowsStart(
            velocityX: 0, velocityY: 300, scrollView: Self.list(offsetY: -47, insetTop: 47), transitionInFlight: false))
        #expect(!Self.down.allowsStart(
            velocityX: 0, velocityY: 300, scrollView: Self.list(offsetY: -46, insetTop: 47).withOffset(y: 0),
            transitionInFlight: false))
    }

    @Test func anUpwardDragNeedsTheContentAtItsBottom() {
        let up = PanStartRule(directions: [TransitionEdge.top.direction()])
        #expect(!up.allowsStart(velocityX: 0, velocityY: -300, scrollView: Self.list(offsetY: 0), transitionInFlight: false))
        #expect(up.allowsStart(velocityX: 0, velocityY: -300, scrollView: Self.list(offsetY: 1156), transitionInFlight: false))
    }

    @Test func aSettlingTransitionCanAlwaysBeGrabbed() {
        #expect(Self.down.allowsStart(velocityX: 0, velocityY: -300, scrollView: Self.list(offsetY: 500), transitionInFlight: true))
    }

    /// A detent sheet drags up too; below its tallest detent its content
    /// does not scroll, so a drag moves the sheet wherever the content is.
    @Test func aDetentSheetRisesPastItsScrollViewBelowItsTallestDetent() {
        let motion = TransitionMotion(
            spring: .dampingRatio(1, response: 0.4),
            detents: DetentPlan(detents: [SheetDetent(name: "low", height: .points(120)), SheetDetent(name: "high", height: .fraction(1))]))
        let rule = PanStartRule(plans: [TransitionPlan(motion: motion, edge: .bottom, movement: .departure, gesture: .pan)], rightToLeft: false)
        #expect(!rule.allowsStart(velocityX: 0, velocityY: -300, scrollView: Self.list(offsetY: 0), transitionInFlight: false))
        #expect(rule.allowsStart(
            velocityX: 0, velocityY: -300, scrollView: Self.list(offsetY: 0), transitionInFlight: false, sheetBelowTallest: true))
        #expect(rule.allowsStart(
            velocityX: 0, velocityY: 300, scrollView: Self.list(offsetY: 120), transitionInFlight: false, sheetBelowTallest: true))
        #expect(!rule.allowsStart(
            velocityX: 300, velocityY: 0, scrollView: Self.list(offsetY: 0), transitionInFlight: false, sheetBelowTallest: true))
    }

    @Test func bothDirectionsAddsTheReverse() {
        var motion = TransitionMotion(spring: .dampingRatio(1, response: 0.4))
        motion.directions = .both
        let plan = TransitionPlan(motion: motion, edge: .bottom, movement: .departure, gesture: .pan)
        let rule = PanStartRule(plans: [plan], rightToLeft: false)
        #expect(rule.allowsStart(velocityX: 0, velocityY: -300, scrollView: nil, transitionInFlight: false))
        #expect(rule.allowsStart(velocityX: 0, velocityY: 300, scrollView: nil, transitionInFlight: false))
    }
}

extension ScrollPosition {
    func withOffset(y: Double) -> ScrollPosition {
        var copy = self
        copy.offsetY = y
        return copy
    }
}

@Suite struct TabSwitchChoiceTests {
    static let motion = TransitionMotion(spring: .dampingRatio(1, response: 0.4))
    static let switches = [TabSwitch(next: motion, edge: .leading), TabSwitch(previous: motion, edge: .trailing)]

    @Test func thePanDirectionPicksTheSwitch() {
        let next = TabSwitch.choose(
            from: Self.switches, velocityX: -400, velocityY: 10, rightToLeft: false, selectedIndex: 1, tabCount: 3)
        #expect(next == TabSwitch.Choice(index: 0, target: 2, isAway: false))
        let previous = TabSwitch.choose(
            from: Self.switches, velocityX: 400, velocityY: 10, rightToLeft: false, selectedIndex: 1, tabCount: 3)
        #expect(previous == TabSwitch.Choice(index: 1, target: 0, isAway: false))
    }

    @Test func rightToLeftMirrorsTheChoice() {
        let choice = TabSwitch.choose(
            from: Self.switches, velocityX: 400, velocityY: 0, rightToLeft: true, selectedIndex: 1, tabCount: 3)
        #expect(choice?.index == 0 && choice?.target == 2)
    }

    @Test func noSwitchPastTheLastTab() {
        #expect(TabSwitch.choose(
            from: Self.switches, velocityX: -400, velocityY: 0, rightToLeft: false, selectedIndex: 2, tabCount: 3) == nil)
        #expect(TabSwitch.choose(
            from: Self.switches, velocityX: 0, velocityY: 400, rightToLeft: false, selectedIndex: 1, tabCount: 3) == nil)
    }

    @Test func bothDirectionsRunsTheFirstSwitchAway() {
        var motion = Self.motion
        motion.directions = .both
        let only = [TabSwitch(next: motion, edge: .leading)]
        let choice = TabSwitch.choose(
            from: only, velocityX: 400, velocityY: 0, rightToLeft: false, selectedIndex: 0, tabCount: 2)
        #expect(choice == TabSwitch.Choice(index: 0, target: 1, isAway: true))
    }
}

/// Which resting frames count as full screen (the status bar follows the
/// presented screen then).
@Suite struct RestingFrameCoverageTests {
    @Test func onlyAFrameWithoutInsetsAtFullHeightCoversTheContainer() {
        #expect(RestingFrame().coversContainer)
        #expect(RestingFrame(height: .fraction(1)).coversContainer)
        #expect(!RestingFrame(height: .fraction(0.5)).coversContainer)
        #expect(!RestingFrame(height: .points(800)).coversContainer)
        #expect(!RestingFrame(insets: FrameInsets(top: 40)).coversContainer)
    }
}

/// What plays under Reduce Motion (`ReducedMotion`).
@Suite struct ReducedMotionTests {
    let slide = TransitionMotion(
        spring: Spring(stiffness: 300, damping: 30),
        elements: [ElementTracks(name: "card", alpha: .fromTo(1, 0), scale: .fromTo(1, 0.6), translationY: .fromTo(0, 40),
                                 cornerRadius: .fromTo(0, 12), rotation: .fromTo(0, 5))],
        dimming: .fromTo(0.4, 0), sharedElement: SharedElement(source: "card", destination: "card"))

    @Test func fadeKeepsTheScreenStillAndDropsWhatMoves() {
        let reduced = slide.reducingMotion()
        #expect(!reduced.movesScreen && reduced.fadesScreen)
        #expect(reduced.sharedElement == nil)
        let card = reduced.elements[0]
        #expect(card.scale == nil && card.translationY == nil && card.rotation == nil)
        #expect(card.alpha != nil && card.cornerRadius != nil && reduced.dimming != nil)
        #expect(reduced.completeSpring == slide.completeSpring && reduced.release == slide.release)
    }

    @Test func theScreenFadesInArrivingAndOutLeaving() {
        let arriving = TransitionPlan(motion: slide.reducingMotion(), edge: .bottom, movement: .arrival)
        let leaving = TransitionPlan(motion: slide.reducingMotion(), edge: .bottom, movement: .departure)
        #expect(arriving.screenFadeAlpha(at: PhasedProgress(0.25)) == 0.25)
        #expect(leaving.screenFadeAlpha(at: PhasedProgress(0.25)) == 0.75)
        #expect(arriving.screenFadeAlpha(at: PhasedProgress(1.2)) == 1 && leaving.screenFadeAlpha(at: PhasedProgress(-0.1)) == 1)
        #expect(arriving.offset(atDisplacement: 0.3, travel: 844) == 0)
    }

    @Test func motionAndDetentSheetsPlayUnchanged() {
        var kept = slide
        kept.reducedMotion = .motion
        #expect(kept.reducingMotion() == kept)
        var still = slide
        still.movesScreen = false
        still.sharedElement = nil
        #expect(still.reducedMotionRule == .motion)
    }
}
