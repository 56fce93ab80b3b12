// Target–action, pans, arbitration, screen-edge pans, scroll views.

@_spi(UIKitModel) import UIKit

/// Receives pan actions through a checked selector, as transpec's trampolines do.
@MainActor
final class PanHandler: NSObject {
    var states: [UIGestureRecognizer.State] = []
    var senders: [UIGestureRecognizer] = []
    var translations: [CGPoint] = []
    var velocities: [CGPoint] = []
    weak var translationView: UIView?

    func handle(_ pan: UIPanGestureRecognizer) {
        states.append(pan.state)
        senders.append(pan)
        translations.append(pan.translation(in: translationView))
        velocities.append(pan.velocity(in: translationView))
    }

    static let action = Selector(_checking: PanHandler.handle(_:))
}

@MainActor
final class Counter: NSObject {
    var count = 0
    func fire() { count += 1 }
    static let action = Selector(_checking: Counter.fire)
}

/// A configurable gesture delegate.
final class GestureGate: NSObject, UIGestureRecognizerDelegate {
    var allowsBegin = true
    var simultaneous = false
    var mustFail: UIGestureRecognizer?
    private(set) var asked = 0

    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        asked += 1
        return allowsBegin
    }

    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer) -> Bool {
        simultaneous
    }

    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldRequireFailureOf otherGestureRecognizer: UIGestureRecognizer) -> Bool {
        otherGestureRecognizer === mustFail
    }
}

@MainActor
func runGestureTests(_ t: Checker) {
    targetAction(t)
    panTranslationAndVelocity(t)
    arbitration(t)
    screenEdgePans(t)
    cancellation(t)
    scrollViews(t)
    tableViews(t)
}

@MainActor
private func targetAction(_ t: Checker) {
    let (device, root) = makeDevice()
    let pan = UIPanGestureRecognizer()
    let handler = PanHandler()
    let counter = Counter()
    pan.addTarget(handler, action: PanHandler.action)
    pan.addTarget(counter, action: Counter.action)
    pan.addTarget(counter, action: Counter.action)  // ignored: same pair
    root.view.addGestureRecognizer(pan)
    let touch = device.touchDown(at: CGPoint(x: 100, y: 100))
    t.equal(handler.states, [], "no action at touch-down")
    touch.move(to: CGPoint(x: 110, y: 130))
    touch.move(to: CGPoint(x: 120, y: 160))
    touch.lift()
    t.equal(handler.states, [.began, .changed, .ended], "continuous states sent to the target")
    t.check(handler.senders.allSatisfy { $0 === pan }, "the sender is the recognizer")
    t.equal(handler.translations.first, CGPoint(x: 10, y: 30), "translation at .began is the first movement")
    t.equal(counter.count, 3, "a no-argument method fires once per state change, pairs not duplicated")
    t.equal(pan.state, .possible, "reset to .possible at the end of the turn")

    var released: Counter? = Counter()
    weak let weakCounter = released
    pan.addTarget(released!, action: Counter.action)
    released = nil
    t.check(weakCounter == nil, "the recognizer does not retain its target")
    root.view.removeGestureRecognizer(pan)
    let named = UIPanGestureRecognizer(target: handler, action: "handle:")
    root.view.addGestureRecognizer(named)
    let second = device.touchDown(at: CGPoint(x: 50, y: 50))
    second.move(to: CGPoint(x: 50, y: 80))
    t.check(t.kinds(device).contains(.unrecognizedSelector), "a named selector is an unrecognized selector")
    second.cancel()
}

@MainActor
private func panTranslationAndVelocity(_ t: Checker) {
    let (device, root) = makeDevice()
    let scaled = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    scaled.transform = CGAffineTransform(scaleX: 2, y: 2)
    root.view.addSubview(scaled)
    let pan = UIPanGestureRecognizer()
    let handler = PanHandler()
    handler.translationView = scaled
    pan.addTarget(handler, action: PanHandler.action)
    root.view.addGestureRecognizer(pan)
    let start = device.now
    let touch = device.touchDown(at: CGPoint(x: 200, y: 300), time: start)
    for step in 1...6 {  // 600 pt/s downward in window points
        touch.move(to: CGPoint(x: 200, y: 300 + 10 * CGFloat(step)), time: start + Double(step) / 60)
    }
    touch.lift(time: start + 7.0 / 60)
    device.advance(to: start + 6.0 / 60)
    t.near(pan.translation(in: nil), CGPoint(x: 0, y: 60), "translation: displacement since touch-down")
    t.near(pan.translation(in: scaled), CGPoint(x: 0, y: 30), "translation converted into a scaled view")
    t.near(pan.velocity(in: nil), CGPoint(x: 0, y: 600), "velocity over the last 100 ms", tolerance: 1e-6)
    t.near(pan.velocity(in: scaled), CGPoint(x: 0, y: 300), "velocity converted into a scaled view", tolerance: 1e-6)
    pan.setTranslation(CGPoint(x: 0, y: 5), in: scaled)
    t.near(pan.translation(in: nil), CGPoint(x: 0, y: 10), "setTranslation in a view's coordinates")
    t.equal(pan.velocity(in: nil), .zero, "setTranslation resets the velocity")
    device.advance(to: start + 8.0 / 60)
    t.equal(handler.states.last, .ended, "ended at the scheduled lift")
    t.near(handler.velocities.last ?? .zero, CGPoint(x: 0, y: 0), "a lift without movement since setTranslation: zero")

    let second = device.touchDown(at: CGPoint(x: 10, y: 10))
    second.move(to: CGPoint(x: 20, y: 10))
    second.lift(velocity: CGPoint(x: 1234, y: 0))
    t.near(handler.velocities.last ?? .zero, CGPoint(x: 617, y: 0), "lift(velocity:) is the .ended velocity (in the scaled view)")
}

@MainActor
private func arbitration(_ t: Checker) {
    let (device, root) = makeDevice()
    let inner = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 400))
    root.view.addSubview(inner)
    func drag() {
        let touch = device.touchDown(at: CGPoint(x: 100, y: 100))
        touch.move(to: CGPoint(x: 100, y: 130))
        touch.lift()
    }
    func pair() -> (outer: UIPanGestureRecognizer, inner: UIPanGestureRecognizer, outerLog: PanHandler, innerLog: PanHandler) {
        root.view.gestureRecognizers = nil
        inner.gestureRecognizers = nil
        let outer = UIPanGestureRecognizer(), innerPan = UIPanGestureRecognizer()
        let outerLog = PanHandler(), innerLog = PanHandler()
        outer.addTarget(outerLog, action: PanHandler.action)
        innerPan.addTarget(innerLog, action: PanHandler.action)
        root.view.addGestureRecognizer(outer)
        inner.addGestureRecognizer(innerPan)
        return (outer, innerPan, outerLog, innerLog)
    }
    var p = pair()
    drag()
    t.equal(p.innerLog.states, [.began, .ended], "the deeper view's pan wins")
    t.equal(p.outerLog.states, [], "the other fails without actions")

    p = pair()
    p.inner.require(toFail: p.outer)
    drag()
    t.equal(p.outerLog.states.first, .began, "require(toFail:): the other tries first")
    t.equal(p.innerLog.states, [], "and the waiting one fails when it begins")

    p = pair()
    p.inner.require(toFail: p.outer)
    let gate = GestureGate()
    gate.allowsBegin = false
    p.outer.delegate = gate
    drag()
    t.equal(gate.asked, 1, "gestureRecognizerShouldBegin asked once")
    t.equal(p.outerLog.states, [], "the delegate's false fails it")
    t.equal(p.innerLog.states.first, .began, "and the waiting pan begins in the same event")

    p = pair()
    let both = GestureGate()
    both.simultaneous = true
    p.outer.delegate = both
    drag()
    t.check(p.outerLog.states.first == .began && p.innerLog.states.first == .began, "simultaneous recognition")

    p = pair()
    let dynamic = GestureGate()
    dynamic.mustFail = p.outer
    p.inner.delegate = dynamic
    drag()
    t.check(p.outerLog.states.first == .began && p.innerLog.states.isEmpty, "shouldRequireFailureOf works like require(toFail:)")

    p = pair()
    let refusing = RefusingView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
    inner.addSubview(refusing)
    drag()
    t.check(p.innerLog.states.isEmpty && p.outerLog.states.isEmpty, "the touched view's gestureRecognizerShouldBegin can refuse")
    refusing.removeFromSuperview()
}

private final class RefusingView: UIView {
    override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { false }
}

@MainActor
private func screenEdgePans(_ t: Checker) {
    let (device, root) = makeDevice()
    let edge = UIScreenEdgePanGestureRecognizer()
    edge.edges = .left
    let handler = PanHandler()
    edge.addTarget(handler, action: PanHandler.action)
    root.view.addGestureRecognizer(edge)
    let far = device.touchDown(at: CGPoint(x: 21, y: 300))
    far.move(to: CGPoint(x: 80, y: 300))
    t.equal(handler.states, [], "a touch 21 pt from the left edge does not start a left-edge pan")
    far.lift()
    let near = device.touchDown(at: CGPoint(x: 20, y: 300))
    near.move(to: CGPoint(x: 80, y: 300))
    t.equal(handler.states, [.began], "a touch within 20 pt of the edge does")
    near.lift()
    edge.edges = .right
    device.layoutDirection = .rightToLeft
    let right = device.touchDown(at: CGPoint(x: 375, y: 300))
    right.move(to: CGPoint(x: 300, y: 300))
    t.equal(handler.states.last, .began, ".right is the physical right side, also right-to-left")
    right.lift()
}

@MainActor
private func cancellation(_ t: Checker) {
    let (device, root) = makeDevice()
    let child = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
    root.view.addSubview(child)
    let pan = UIPanGestureRecognizer()
    let handler = PanHandler()
    pan.addTarget(handler, action: PanHandler.action)
    child.addGestureRecognizer(pan)
    var touch = device.touchDown(at: CGPoint(x: 10, y: 10))
    touch.move(to: CGPoint(x: 10, y: 40))
    pan.isEnabled = false
    t.equal(handler.states, [.began, .cancelled], "isEnabled = false mid-gesture cancels")
    touch.move(to: CGPoint(x: 10, y: 60))
    t.equal(handler.states.count, 2, "no more actions after cancellation")
    touch.lift()
    pan.isEnabled = true
    touch = device.touchDown(at: CGPoint(x: 10, y: 10))
    touch.move(to: CGPoint(x: 10, y: 40))
    child.removeFromSuperview()
    t.equal(handler.states.last, .cancelled, "removing the view from the window cancels")
    touch.lift()
    root.view.addSubview(child)
    touch = device.touchDown(at: CGPoint(x: 10, y: 10))
    touch.move(to: CGPoint(x: 10, y: 40))
    child.removeGestureRecognizer(pan)
    t.equal(handler.states.last, .cancelled, "removing the recognizer cancels")
    t.check(pan.view == nil, "a removed recognizer has no view")
    touch.cancel()
    let other = UIPanGestureRecognizer()
    other.addTarget(handler, action: PanHandler.action)
    child.addGestureRecognizer(other)
    touch = device.touchDown(at: CGPoint(x: 10, y: 10))
    touch.move(to: CGPoint(x: 10, y: 40))
    touch.cancel()
    t.equal(handler.states.last, .cancelled, "a touch cancelled by the system cancels the gesture")
}

final class ScrollLog: NSObject, UIScrollViewDelegate {
    var offsets: [CGPoint] = []
    func scrollViewDidScroll(_ scrollView: UIScrollView) { offsets.append(scrollView.contentOffset) }
}

@MainActor
private func scrollViews(_ t: Checker) {
    let device = ModelDevice(safeAreaInsets: UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
    let root = UIViewController()
    device.window.rootViewController = root
    let scroll = UIScrollView(frame: device.window.bounds)
    scroll.contentSize = CGSize(width: 390, height: 2000)
    let log = ScrollLog()
    scroll.delegate = log
    root.view.addSubview(scroll)
    t.check(scroll.gestureRecognizers?.first === scroll.panGestureRecognizer, "the scroll view's pan is installed on it")
    t.equal(scroll.adjustedContentInset, UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0), "safe area added on the scrollable axis")
    scroll.contentOffset = CGPoint(x: 0, y: 100)
    t.equal(scroll.bounds.origin, CGPoint(x: 0, y: 100), "contentOffset is bounds.origin")
    t.equal(log.offsets.last, CGPoint(x: 0, y: 100), "scrollViewDidScroll")
    let touch = device.touchDown(at: CGPoint(x: 200, y: 500))
    touch.move(to: CGPoint(x: 230, y: 450))
    t.equal(scroll.contentOffset, CGPoint(x: 0, y: 150), "content follows the finger on the scrollable axis")
    t.check(scroll.isDragging, "dragging")
    touch.move(to: CGPoint(x: 230, y: 900))
    t.equal(scroll.contentOffset, CGPoint(x: 0, y: -300), "past the edge one to one while bouncing")
    touch.lift()
    t.equal(scroll.contentOffset, CGPoint(x: 0, y: -47), "rests within range at the end (no deceleration)")
    scroll.bounces = false
    let stiff = device.touchDown(at: CGPoint(x: 200, y: 500))
    stiff.move(to: CGPoint(x: 200, y: 800))
    t.equal(scroll.contentOffset, CGPoint(x: 0, y: -47), "without bounces the content stops at the edge")
    stiff.lift()

    // The dismissal-gate pattern: the scroll view's pan waits for a sheet pan that may begin only at the top.
    let sheetPan = UIPanGestureRecognizer()
    let gate = GestureGate()
    sheetPan.delegate = gate
    let sheetLog = PanHandler()
    sheetPan.addTarget(sheetLog, action: PanHandler.action)
    root.view.addGestureRecognizer(sheetPan)
    scroll.panGestureRecognizer.require(toFail: sheetPan)
    gate.allowsBegin = false
    scroll.contentOffset = CGPoint(x: 0, y: 300)
    let scrolling = device.touchDown(at: CGPoint(x: 100, y: 400))
    scrolling.move(to: CGPoint(x: 100, y: 420))
    t.check(sheetLog.states.isEmpty && scroll.contentOffset.y == 280, "sheet pan refused: the scroll view scrolls")
    scrolling.lift()
    gate.allowsBegin = true
    let dismissing = device.touchDown(at: CGPoint(x: 100, y: 400))
    dismissing.move(to: CGPoint(x: 100, y: 420))
    t.check(sheetLog.states == [.began] && scroll.contentOffset.y == 280, "sheet pan begins: the scroll view stays")
    dismissing.lift()
    t.check(!scroll.isTracking, "not tracking without a touch")
    t.equal(device.violations.count, 0, "no violations")
}

/// A table view is a plain scroll view unless created with a style, and scrolls as one.
@MainActor
private func tableViews(_ t: Checker) {
    let device = ModelDevice()
    let root = UIViewController()
    device.window.rootViewController = root
    t.equal(UITableView().style, .plain, "UITableView() is plain (initWithFrame: calls initWithFrame:style: with plain)")
    t.equal(UITableView(frame: .zero, style: .grouped).style, .grouped, "the style given at creation")
    let table = UITableView(frame: device.window.bounds)
    t.equal(table.style, .plain, "init(frame:) is plain")
    table.contentSize = CGSize(width: 390, height: 2000)
    root.view.addSubview(table)
    t.check(table.gestureRecognizers?.first === table.panGestureRecognizer, "the table view's pan is installed on it")
    let touch = device.touchDown(at: CGPoint(x: 200, y: 500))
    touch.move(to: CGPoint(x: 200, y: 450))
    t.equal(table.contentOffset, CGPoint(x: 0, y: 50), "content follows the finger")
    touch.lift()
    t.equal(device.violations.count, 0, "no violations")
}
