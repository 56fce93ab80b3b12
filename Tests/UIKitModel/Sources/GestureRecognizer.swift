// UIGestureRecognizer: state, targets, delegate and dependencies. Touches reach it
// through TouchDispatcher.swift, which runs the arbitration between recognizers.

/// `NS_SWIFT_UI_ACTOR @interface UIGestureRecognizer : NSObject`
@available(iOS 3.2, *)
@preconcurrency @MainActor
open class UIGestureRecognizer: NSObject {
    /// [AD:uigesturerecognizer/state-swift.enum]
    public enum State: Int, @unchecked Sendable {
        case possible = 0, began = 1, changed = 2, ended = 3, cancelled = 4, failed = 5
        public static var recognized: UIGestureRecognizer.State { .ended }
    }

    /// A target–action pair, target held weakly: a recognizer does not retain its targets (the
    /// brief's Apple quote "The gesture recognizer does not retain the target"; the current
    /// pages and UIGestureRecognizer.h do not repeat it — README, undocumented table).
    struct TargetAction {
        weak var target: AnyObject?
        let action: Selector
    }

    var targets: [TargetAction] = []
    var stateStorage = State.possible
    weak var viewStorage: UIView?
    var enabledStorage = true
    var failureRequirements: [WeakRecognizer] = []
    /// The touch this recognizer follows, while it follows one.
    var tracked: TrackedTouch?
    var lastLocation = CGPoint.zero

    /// [AD:uigesturerecognizer/init(target:action:)] "This method is the designated initializer."
    public init(target: Any?, action: Selector?) {
        super.init()
        if let target, let action { addTarget(target, action: action) }
    }

    public override convenience init() { self.init(target: nil, action: nil) }
    public convenience init?(coder: NSCoder) { self.init(target: nil, action: nil) }

    /// https://developer.apple.com/documentation/uikit/uigesturerecognizer/addtarget(_:action:):
    /// "if you request to add a target-action pair that has already been added, then the
    /// request is ignored."
    open func addTarget(_ target: Any, action: Selector) {
        let object = target as AnyObject
        guard !targets.contains(where: { $0.target === object && $0.action == action }) else { return }
        targets.append(TargetAction(target: object, action: action))
    }

    /// removeTarget(_:action:) docs: "Passing nil for target matches all targets and passing
    /// NULL for action matches all actions."
    open func removeTarget(_ target: Any?, action: Selector?) {
        let object = target.map { $0 as AnyObject }
        targets.removeAll { pair in
            (object == nil || pair.target === object) && (action == nil || pair.action == action)
        }
    }

    open var state: UIGestureRecognizer.State { stateStorage }
    weak open var delegate: (any UIGestureRecognizerDelegate)?

    /// https://developer.apple.com/documentation/uikit/uigesturerecognizer/isenabled: "If you
    /// change this property to false while a gesture recognizer is currently recognizing a
    /// gesture, the gesture recognizer transitions to a cancelled state." One that has not yet
    /// recognized stops following its touch (it fails).
    open var isEnabled: Bool {
        get { enabledStorage }
        set {
            enabledStorage = newValue
            if !newValue { ModelDevice.existing?.touchDispatcher.recognizerWasDetached(self) }
        }
    }

    open var view: UIView? { viewStorage }
    /// Stored only: the model delivers no touches to views themselves.
    open var cancelsTouchesInView = true
    open var delaysTouchesBegan = false
    open var delaysTouchesEnded = true
    @available(iOS 9.2, *) open var requiresExclusiveTouchType = true
    @available(iOS 11.0, *) open var name: String?

    /// UIGestureRecognizer.h: "create a relationship with another gesture recognizer that will
    /// prevent this gesture's actions from being called until otherGestureRecognizer
    /// transitions to UIGestureRecognizerStateFailed. if otherGestureRecognizer transitions to
    /// UIGestureRecognizerStateRecognized or UIGestureRecognizerStateBegan then this recognizer
    /// will instead transition to UIGestureRecognizerStateFailed".
    open func require(toFail otherGestureRecognizer: UIGestureRecognizer) {
        guard otherGestureRecognizer !== self else { return }
        failureRequirements.removeAll { $0.recognizer == nil }
        guard !failureRequirements.contains(where: { $0.recognizer === otherGestureRecognizer }) else { return }
        failureRequirements.append(WeakRecognizer(recognizer: otherGestureRecognizer))
    }

    /// The touch's location in `view` (nil: the window); the last known one after the touch ends.
    open func location(in view: UIView?) -> CGPoint {
        UIView.convertPointFromWindow(tracked?.location ?? lastLocation, to: view)
    }

    /// 1 while the recognizer follows a touch, else 0 (the model delivers single touches).
    open var numberOfTouches: Int { tracked == nil ? 0 : 1 }

    open func location(ofTouch touchIndex: Int, in view: UIView?) -> CGPoint { location(in: view) }

    // MARK: Model hooks (overridden by the model's subclasses)

    /// Whether this recognizer takes a touch that went down at `point` (window coordinates).
    func acceptsTouch(at point: CGPoint, in window: UIWindow) -> Bool { true }

    /// Whether it would now leave .possible. The base class never recognizes anything.
    func wouldBegin(_ touch: TrackedTouch) -> Bool { false }

    /// The recognizer's own condition for leaving .possible (the scroll view's pan: scrollable content).
    func canBegin() -> Bool { true }

    /// Called with the touch's new location while it follows it.
    func touchMoved(_ touch: TrackedTouch) {}

    /// Called just before targets are sent a state change (the scroll view scrolls here).
    func stateWillBeReported() {}

    // MARK: State changes

    /// Sets the state and, for every state but .failed and .possible, sends the action
    /// messages (UIGestureRecognizer.h: failed — "the action method will not be called").
    /// UIKit sends them "at the next turn of the run loop"; the model sends them while
    /// delivering the touch event, before the main queue is drained (undocumented timing).
    /// Ended, cancelled and failed recognizers go back to .possible at the end of that turn
    /// ("the recognizer will be reset to UIGestureRecognizerStatePossible"): see
    /// TouchDispatcher.resetFinishedRecognizers().
    func transition(to newState: State) {
        stateStorage = newState
        if newState == .ended || newState == .cancelled || newState == .failed {
            ModelDevice.existing?.touchDispatcher.needsReset(self)
        }
        guard newState != .failed, newState != .possible else { return }
        stateWillBeReported()
        targets.removeAll { $0.target == nil }
        for pair in targets {
            guard let target = pair.target else { continue }
            pair.action.send(to: target, from: self, context: "\(type(of: self)) action to \(type(of: target))")
        }
    }

    var isRecognizing: Bool { stateStorage == .began || stateStorage == .changed }
}

/// A weak reference for `require(toFail:)` (UIKit does not document ownership; weak avoids cycles).
struct WeakRecognizer {
    weak var recognizer: UIGestureRecognizer?
}

extension UIView {
    static func convertPointFromWindow(_ point: CGPoint, to view: UIView?) -> CGPoint {
        view?.convertPoint(point, from: nil) ?? point
    }
}

/// `NS_SWIFT_UI_ACTOR @protocol UIGestureRecognizerDelegate <NSObject> @optional ...`
@preconcurrency @MainActor
public protocol UIGestureRecognizerDelegate: NSObjectProtocol {
    /// Asked when the recognizer is about to leave .possible; false makes it fail.
    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer) -> Bool
    @available(iOS 7.0, *)
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldRequireFailureOf otherGestureRecognizer: UIGestureRecognizer) -> Bool
    @available(iOS 7.0, *)
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldBeRequiredToFailBy otherGestureRecognizer: UIGestureRecognizer) -> Bool
    /// Asked at touch-down, before the recognizer sees the touch.
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool
    @available(iOS 9.0, *)
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive press: UIPress) -> Bool
    @available(iOS 13.4, *)
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive event: UIEvent) -> Bool
}

extension UIGestureRecognizerDelegate {
    public func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { true }
    public func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer) -> Bool { false }
    public func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldRequireFailureOf otherGestureRecognizer: UIGestureRecognizer) -> Bool { false }
    public func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldBeRequiredToFailBy otherGestureRecognizer: UIGestureRecognizer) -> Bool { false }
    public func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool { true }
    public func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive press: UIPress) -> Bool { true }
    public func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive event: UIEvent) -> Bool { true }
}
