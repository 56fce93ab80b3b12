import Foundation
@_spi(UIKitModel) import UIKit
import TranspecRuntime
import TranspecUIKit

/// One scenario on a fresh model device: it records, frame by frame, what
/// the screen shows (the moving screen's offset, the dimming, every tracked
/// element property and the shared element's snapshot) and ends with the
/// model's contract violations.
@MainActor
final class ScenarioRun {
    let device: ModelDevice
    var report: ScenarioReport
    /// What the recorder watches; set once the screens exist.
    var subject: RecordedSubject? {
        didSet {
            guard let subject else { return }
            var sizes: [String: String] = [:]
            for element in subject.elements {
                sizes[element.name] = "\(Double(element.view.bounds.width))x\(Double(element.view.bounds.height))"
            }
            report.viewSizes = sizes
        }
    }
    /// Every recorded frame counts as in transition: a detent sheet's move
    /// from code plays outside any UIKit transition.
    var comparesEveryFrame = false
    /// Frames are recorded from this vsync on, `t` counted from it.
    private var origin: CFTimeInterval?
    /// The app's own delegates, set on the containers, and the back swipe's watch.
    /// Checked at every recorded frame: a failure to report, or nil.
    var frameChecks: [@MainActor () -> String?] = []
    var appNavigation: AppNavigationDelegate?
    var appTabs: AppTabDelegate?
    var backSwipes: BackSwipeWatch?

    /// The device's screen: an iPhone's, unless `main` picks another to show
    /// that relative values scale (then `simulate` gets `--container`).
    nonisolated(unsafe) static var screenSize = CGSize(width: 390, height: 844)
    /// The screen's unsafe edges: none, unless `main` plays a notched phone
    /// (then `simulate` gets `--safe-area`).
    nonisolated(unsafe) static var safeAreaInsets = UIEdgeInsets.zero
    /// The optional elements screens do not lend (`ScenarioScreen.lendsOptionalViews` false).
    nonisolated(unsafe) static var missingViews: [String] = []
    /// UIKit asks for animators and interaction controllers on a later turn
    /// (`ModelDevice.defersTransitionQuestions`); such a run's title ends
    /// with `deferredSuffix` and it must show what the same run shows without.
    nonisolated(unsafe) static var defersTransitionQuestions = false
    /// The device has Reduce Motion on: `simulate --reduce-motion` plays
    /// what the transitions play.
    nonisolated(unsafe) static var reducesMotion = false

    /// `plan` as the library plays it on this run's device.
    static func played(_ plan: TransitionPlan) -> TransitionPlan {
        reducesMotion ? plan.reducingMotion() : plan
    }
    static let deferredSuffix = " (UIKit asks later)"

    init(transition: String, scenario: String) {
        device = ModelDevice(screenSize: Self.screenSize, framesPerSecond: 120, safeAreaInsets: Self.safeAreaInsets)
        let isPhone = Self.screenSize == CGSize(width: 390, height: 844)
        let container = "\(Int(Self.screenSize.width))x\(Int(Self.screenSize.height))"
        report = ScenarioReport(
            transition: transition, scenario: isPhone ? scenario : "\(scenario) in \(container)", kind: "none")
        if !isPhone { report.container = container }
        if Self.safeAreaInsets != .zero {
            report.safeArea = Self.describe(Self.safeAreaInsets)
            report.scenario += " with safe area \(report.safeArea ?? "")"
        }
        if !Self.missingViews.isEmpty {
            report.missingViews = Self.missingViews
            report.scenario += " without \(Self.missingViews.joined(separator: ", "))"
        }
        device.defersTransitionQuestions = Self.defersTransitionQuestions
        device.isReduceMotionEnabled = Self.reducesMotion
        if Self.reducesMotion {
            report.reduceMotion = true
            report.scenario += " with Reduce Motion"
        }
        if Self.defersTransitionQuestions { report.scenario += Self.deferredSuffix }
        device.frameObserver = { [weak self] presentationTime in self?.record(presentationTime) }
    }

    var fps: Double { device.framesPerSecond }

    /// `top,leading,bottom,trailing`, as `simulate --safe-area` takes it.
    static func describe(_ insets: UIEdgeInsets) -> String {
        [insets.top, insets.left, insets.bottom, insets.right].map { "\(Double($0))" }.joined(separator: ",")
    }

    /// The next vsync's time: scenarios start their compared part there.
    var nextVsync: CFTimeInterval {
        device.now + device.frameDuration
    }

    /// Records every frame from the vsync at `origin` (its frame is shown at
    /// origin + one frame; `t` is the vsync's time since origin).
    func startRecording(at origin: CFTimeInterval) {
        self.origin = origin
        report.frames = []
    }

    func stopRecording() {
        if let origin {
            report.haptics = device.hapticLog.filter { !$0.isPrepare && $0.time >= origin - 1e-9 }.map {
                HapticRecord(t: $0.time - origin, feedback: $0.feedback, wasPrepared: $0.wasPrepared)
            }
        }
        origin = nil
    }

    /// Records what the delegate's callbacks report while recording.
    func listen(to callbacks: inout TransitionCallbacks) {
        callbacks.thresholdCrossed = { [weak self] _, direction in
            self?.recordCrossing(trigger: nil, direction: direction)
        }
        callbacks.triggerFired = { [weak self] _, trigger, direction in
            self?.recordCrossing(trigger: trigger.name, direction: direction)
        }
        callbacks.progress = { [weak self] plan, value in
            guard let self, self.origin != nil else { return }
            self.report.progressReports.append(ProgressReportRecord(value: value, isReversed: plan.isReversed))
        }
        callbacks.completed = { [weak self] _, completed in
            guard let self, self.origin != nil else { return }
            self.report.completions.append(completed)
        }
        callbacks.detentChanged = { [weak self] _, detent in
            guard let self, self.origin != nil else { return }
            self.report.detentChanges.append(detent)
        }
    }

    private func recordCrossing(trigger: String?, direction: CrossingDirection) {
        guard let origin else { return }
        report.crossings.append(CrossingRecord(t: device.now - origin, trigger: trigger, direction: direction.rawValue))
    }

    /// Performs `drags` from the next frame, records from then on, and runs
    /// until the transition is idle; the trace is what `simulate` replays.
    func play(_ drags: [Drag], motion: TransitionMotion, rightToLeft: Bool = false) {
        let origin = nextVsync
        for drag in drags { drag.perform(on: device, origin: origin) }
        compare(drags: drags, motion: motion, rightToLeft: rightToLeft)
        startRecording(at: origin)
        device.runUntilIdle()
    }

    /// Compares the drags with `transpec simulate --gesture`. The simulator
    /// lays leading and trailing out left to right: a right-to-left run is
    /// compared with its mirror image.
    func compare(drags: [Drag], motion: TransitionMotion, rightToLeft: Bool = false) {
        report.kind = "trace"
        decayRate = motion.decay?.rate.perMillisecond
        let width = device.window.bounds.width
        report.trace = Drag.trace(rightToLeft ? drags.map { $0.mirrored(width: width) } : drags, framesPerSecond: fps)
        continuityChecks = drags.filter(\.checksVelocityAtLift)
    }

    /// Lays the app out right to left, as in Arabic or Hebrew.
    func layOutRightToLeft() {
        device.layoutDirection = .rightToLeft
        device.window.rootViewController?.view.setNeedsLayout()
    }

    /// Compares the frames with `transpec simulate --play <operation>`.
    func compare(play operation: String) {
        report.kind = "play"
        report.play = operation
    }

    /// Drags whose lift `finish` checks with `expectContinuousVelocity`.
    private var continuityChecks: [Drag] = []
    /// The per-millisecond rate of the transition's decay, if it has one.
    private var decayRate: Double?

    /// The moving screen's velocity along its travel (and across it), just
    /// before and just after `drag` lifts, from the recorded offsets: frame r, the first at or
    /// after the lift, shows the release (the settle at elapsed 0); each side
    /// is a fourth-order difference over five frames on that side,
    /// ±(−25o₀ + 48o₁ − 36o₂ + 16o₃ − 3o₄)/(12h). Handing the settle the
    /// finger's velocity instead of the banded screen's put the two sides
    /// 138–142 % apart (and threw the clamped photo preview from rest to
    /// 606 pt/s).
    func expectContinuousVelocity(acrossLiftOf drag: Drag) {
        expectContinuousVelocity(acrossLiftOf: drag, \.offset, "")
        expectContinuousVelocity(acrossLiftOf: drag, \.offsetAcross, " across its travel")
    }

    private func expectContinuousVelocity(
        acrossLiftOf drag: Drag, _ component: KeyPath<FrameRecord, Double?>, _ axis: String
    ) {
        let frames = report.frames
        guard let r = frames.firstIndex(where: { $0.t >= drag.liftTime - 1e-9 }), r >= 5 else {
            expect(false, "no recorded frames around the lift at \(drag.liftTime) s")
            return
        }
        let before = ([offset(at: r, component)] + (1...5).map { frames[r - $0][keyPath: component] }).compactMap { $0 }
        let after = (0...5).map { offset(at: r + $0, component) }.compactMap { $0 }
        guard before.count == 6, after.count == 6 else {
            expect(false, "no recorded frames around the lift at \(drag.liftTime) s")
            return
        }
        let h = 1 / fps
        func velocity(_ o: [Double]) -> Double { (-25 * o[0] + 48 * o[1] - 36 * o[2] + 16 * o[3] - 3 * o[4]) / (12 * h) }
        func fifthDerivative(_ o: [Double]) -> Double {
            (o[5] - 5 * o[4] + 10 * o[3] - 10 * o[2] + 5 * o[1] - o[0]) / (h * h * h * h * h)
        }
        let vBefore = -velocity(before)
        // Taylor: a side's difference errs by h⁴/5 times the fifth derivative
        // there, which the fifth difference measures (twice, for the terms past it).
        var bound = 2 * pow(h, 4) / 5 * abs(fifthDerivative(before)) + 1e-6
        let vAfter: Double
        if let rate = decayRate {
            // A decay (hand-offs come within frames) moves its first frame
            // exactly (v/1000)·r/(1 − r)·(1 − r^(1000h)) (`Decay`): solved for v.
            vAfter = (after[1] - after[0]) * 1000 * (1 - rate) / (rate * (1 - pow(rate, 1000 * h)))
        } else {
            vAfter = velocity(after)
            bound += 2 * pow(h, 4) / 5 * abs(fifthDerivative(after))
        }
        expect(abs(vAfter - vBefore) <= bound,
               "the screen moved\(axis) at \(vBefore) pt/s before the lift and \(vAfter) pt/s after it (bound \(bound))")
    }

    /// The offset frame `index` shows; once the transition has ended (a
    /// dismissed screen leaves the window, and the device may go idle and
    /// record no more frames), the screen is at rest where it was last shown.
    private func offset(at index: Int, _ component: KeyPath<FrameRecord, Double?>) -> Double? {
        let frames = report.frames
        if index < frames.count, let offset = frames[index][keyPath: component] { return offset }
        guard let last = frames[..<min(index + 1, frames.count)].last, !last.inTransition else { return nil }
        return frames[..<min(index, frames.count)].last { $0[keyPath: component] != nil }?[keyPath: component]
    }

    func expect(_ condition: Bool, _ failure: @autoclosure () -> String) {
        if !condition { report.failures.append(failure()) }
    }

    /// Runs until the device is idle, then prints the report.
    func finish() {
        expect(device.runUntilIdle(limit: 20), "the device did not come to rest within 20 s")
        for drag in continuityChecks { expectContinuousVelocity(acrossLiftOf: drag) }
        if let origin, let subject { report.rest = subject.frame(t: device.now - origin, inTransition: false) }
        stopRecording()
        report.violations = device.finish().map(\.description)
        report.console = device.consoleLog
        ReportPrinter.print(report)
    }

    private func record(_ presentationTime: CFTimeInterval) {
        guard let origin, let subject else { return }
        let vsync = presentationTime - device.frameDuration
        guard vsync >= origin - 1e-9 else { return }
        report.frames.append(subject.frame(t: vsync - origin, inTransition: comparesEveryFrame || device.transitionsInProgress > 0))
        for check in frameChecks {
            if let failure = check(), !report.failures.contains(failure) { report.failures.append(failure) }
        }
        if let dimming = subject.dimming(), dimming.window != nil, let color = dimming.modelDrawnBackgroundColor {
            let components = color.modelComponents
            report.dimmingColor = [components.red, components.green, components.blue, components.alpha].map { Double($0) }
        }
    }
}

/// The views a scenario records, and where the moving one rests.
@MainActor
struct RecordedSubject {
    /// The screen that moves: nil while it is not in the window.
    var moving: @MainActor () -> UIView?
    var rest: CGRect
    var direction: TravelDirection
    var dimming: @MainActor () -> UIView?
    /// The tracked properties of each element view, named as the simulator names them.
    var elements: [(name: String, view: UIView, properties: [String])]
    var sharedSource: UIView?
    var window: UIWindow
    /// The shared element cannot fly (a view of its ends is not lent): the
    /// moving screen's alpha as shown (with its superviews', such as a tab
    /// strip's) is recorded as `screen.alpha`, what its `fade` fallback
    /// animates (and `none` leaves at 1).
    var recordsScreenAlpha = false
    /// Views a screen has only once it is presented (a SwiftUI screen's,
    /// made by the presentation): asked at each frame, in place of
    /// `elements` and `sharedSource`.
    var lateViews: (@MainActor () -> (elements: [(name: String, view: UIView, properties: [String])], sharedSource: UIView?))?

    func frame(t: Double, inTransition: Bool) -> FrameRecord {
        let (elements, sharedSource) = lateViews?() ?? (elements, sharedSource)
        var record = FrameRecord(t: t, inTransition: inTransition)
        if let view = moving(), view.window != nil {
            let rect = view.convert(view.bounds, to: nil)
            record.offset = direction.component(x: Double(rect.minX - rest.minX), y: Double(rect.minY - rest.minY))
            record.offsetAcross = direction.crossComponent(x: Double(rect.minX - rest.minX), y: Double(rect.minY - rest.minY))
        }
        if let dimming = dimming(), dimming.window != nil { record.dimming = Double(dimming.alpha) }
        if recordsScreenAlpha, let view = moving(), view.window != nil {
            var alpha = view.alpha
            for ancestor in sequence(first: view, next: \.superview).dropFirst() { alpha *= ancestor.alpha }
            record.channels["screen.alpha"] = Double(alpha)
        }
        let snapshot = sharedSource.flatMap { source in Self.snapshot(of: source, in: window) }
        for element in elements {
            // The source element's tracks move its snapshot while it flies.
            let view = element.view === sharedSource ? (snapshot ?? element.view) : element.view
            for property in element.properties {
                record.channels["\(element.name).\(property)"] = Self.value(property, of: view)
            }
        }
        if let snapshot {
            // Bounds and center: the snapshot carries the element's transform
            // too. In the window, where the scenarios measure the flight's ends.
            let center = snapshot.superview?.convert(snapshot.center, to: nil) ?? snapshot.center
            let size = snapshot.bounds.size
            record.shared = RectRecord(CGRect(
                x: center.x - size.width / 2, y: center.y - size.height / 2, width: size.width, height: size.height))
        }
        return record
    }

    static func value(_ property: String, of view: UIView) -> Double {
        switch property {
        case "alpha": Double(view.alpha)
        // Uniform scale and rotation: a = s·cos θ, b = s·sin θ.
        case "scale": Double(hypot(view.transform.a, view.transform.b))
        case "rotation": Double(atan2(view.transform.b, view.transform.a)) * 180 / .pi
        case "shadowOpacity": Double(view.layer.shadowOpacity)
        case "shadowRadius": Double(view.layer.shadowRadius)
        case "translationX": Double(view.transform.tx)
        case "translationY": Double(view.transform.ty)
        default: Double(view.layer.cornerRadius)
        }
    }

    /// The dimming view a stage adds for a push, pop or tab switch: right
    /// below the moving screen, or below the strip that carries it, a view
    /// without subviews that lets touches through (what the library adds,
    /// and no screen is).
    static func stageDimming(under view: UIView?, screens: [UIView]) -> UIView? {
        var current = view
        for _ in 0..<2 {
            guard let child = current, let parent = child.superview,
                  let index = parent.subviews.firstIndex(where: { $0 === child }) else { return nil }
            if index > 0 {
                let below = parent.subviews[index - 1]
                if !screens.contains(where: { $0 === below }), below.subviews.isEmpty, !below.isUserInteractionEnabled {
                    return below
                }
            }
            current = parent
        }
        return nil
    }

    static func snapshot(of source: UIView, in root: UIView) -> UIView? {
        if root.snapshotSource === source { return root }
        for subview in root.subviews {
            if let found = snapshot(of: source, in: subview) { return found }
        }
        return nil
    }

    /// The tracked properties of `motion`'s elements, with their views.
    static func elements(
        of motion: TransitionMotion, views: (String) -> UIView?
    ) -> [(name: String, view: UIView, properties: [String])] {
        motion.elements.compactMap { tracks in
            guard let view = views(tracks.name) else { return nil }
            let properties: [(String, KeyframeTrack?)] = [
                ("alpha", tracks.alpha), ("scale", tracks.scale), ("translationX", tracks.translationX),
                ("translationY", tracks.translationY), ("cornerRadius", tracks.cornerRadius),
                ("rotation", tracks.rotation), ("shadowOpacity", tracks.shadowOpacity),
                ("shadowRadius", tracks.shadowRadius),
            ]
            return (tracks.name, view, properties.filter { $0.1 != nil }.map(\.0))
        }
    }
}

/// A library delegate, whose callbacks a scenario listens to.
@MainActor
protocol ReportsTransitions: AnyObject {
    var callbacks: TransitionCallbacks { get set }
}

extension TabBarTransitionDelegate: ReportsTransitions {}

/// A tab bar delegate that keeps the app's own.
@MainActor
protocol KeepsAppTabDelegate: AnyObject {
    var appDelegate: (any UITabBarControllerDelegate)? { get set }
}

extension TabBarTransitionDelegate: KeepsAppTabDelegate {}
