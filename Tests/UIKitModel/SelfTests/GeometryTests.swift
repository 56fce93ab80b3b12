// Geometry, views, layout, snapshots, colors.

@_spi(UIKitModel) import UIKit

@MainActor
func runGeometryTests(_ t: Checker) {
    transformMath(t)
    nestedConversion(t)
    frameRules(t)
    hitTesting(t)
    layoutAndSafeArea(t)
    safeAreaChanges(t)
    snapshotsAndDirection(t)
}

@MainActor
private func transformMath(_ t: Checker) {
    let transform = CGAffineTransform(translationX: 10, y: -4).rotated(by: 0.7).scaledBy(x: 2, y: 0.5)
    let point = CGPoint(x: 3, y: 8)
    t.near(point.applying(transform).applying(transform.inverted()), point, "inverted() undoes the transform")
    t.check(transform.concatenating(transform.inverted()).isIdentityApproximately, "t · t⁻¹ = identity")
    let singular = CGAffineTransform(scaleX: 0, y: 1)
    t.equal(singular.inverted(), singular, "a singular transform inverts to itself (CGAffineTransformInvert)")
    // Concatenation order: self first, then the argument.
    let moveThenScale = CGAffineTransform(translationX: 1, y: 0).concatenating(CGAffineTransform(scaleX: 2, y: 2))
    t.near(CGPoint.zero.applying(moveThenScale), CGPoint(x: 2, y: 0), "concatenating applies self first")
    let rect = CGRect(x: 0, y: 0, width: 10, height: 20).applying(CGAffineTransform(rotationAngle: .pi / 2))
    t.near(rect, CGRect(x: -20, y: 0, width: 20, height: 10), "rect.applying is the bounding box of the corners", tolerance: 1e-9)
    t.equal(CGRect(x: 0, y: 0, width: 100, height: 50).inset(by: UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)),
            CGRect(x: 2, y: 1, width: 94, height: 46), "inset(by:) as UIEdgeInsetsInsetRect")
    t.equal(CGSize(width: 2, height: 3).applying(CGAffineTransform(translationX: 5, y: 5).scaledBy(x: 2, y: 2)),
            CGSize(width: 4, height: 6), "size.applying ignores translation")
}

@MainActor
private func nestedConversion(_ t: Checker) {
    let (device, _) = makeDevice()
    let outer = UIView(frame: CGRect(x: 50, y: 100, width: 200, height: 200))
    outer.transform = CGAffineTransform(rotationAngle: .pi / 6).scaledBy(x: 1.5, y: 1.5)
    let scroll = UIView(frame: CGRect(x: 20, y: 30, width: 100, height: 100))
    scroll.bounds.origin = CGPoint(x: 0, y: 40)  // a content offset
    let inner = UIView(frame: CGRect(x: 10, y: 60, width: 30, height: 30))
    inner.transform = CGAffineTransform(scaleX: -1, y: 2)
    device.window.addSubview(outer)
    outer.addSubview(scroll)
    scroll.addSubview(inner)
    let point = CGPoint(x: 7, y: 11)
    let inWindow = inner.convert(point, to: nil)
    t.near(inner.convert(inWindow, from: nil), point, "point round trip through nested transformed views")
    t.near(device.window.convert(point, from: inner), inWindow, "window.convert(from:) equals inner.convert(to: nil)")
    t.near(outer.convert(inner.convert(point, to: outer), to: inner), point, "round trip between two views")
    // The bounds origin shifts children: inner's top-left is 40 pt higher in scroll's superview.
    let holder = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let plain = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    plain.bounds.origin = CGPoint(x: 0, y: 40)
    let child = UIView(frame: CGRect(x: 10, y: 60, width: 5, height: 5))
    holder.addSubview(plain)
    plain.addSubview(child)
    t.near(child.convert(CGPoint.zero, to: holder), CGPoint(x: 10, y: 20), "bounds origin offsets the subviews")
    t.near(child.convert(CGPoint.zero, to: nil), CGPoint(x: 10, y: 20), "nil converts to the root's space (no window)")
    let corners = [CGPoint(x: 0, y: 0), CGPoint(x: 30, y: 0), CGPoint(x: 0, y: 30), CGPoint(x: 30, y: 30)].map { inner.convert($0, to: nil) }
    let xs = corners.map(\.x), ys = corners.map(\.y)
    let box = CGRect(x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
    t.near(inner.convert(inner.bounds, to: nil), box, "a rect converts to the bounding box of its converted corners")
    t.equal(device.violations.count, 0, "no violations from conversions")
}

@MainActor
private func frameRules(_ t: Checker) {
    let (device, _) = makeDevice()
    let view = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 50))
    t.equal(view.center, CGPoint(x: 60, y: 45), "frame sets the center")
    t.equal(view.bounds, CGRect(x: 0, y: 0, width: 100, height: 50), "frame sets bounds size at origin zero")
    view.bounds.size = CGSize(width: 50, height: 50)
    t.equal(view.frame, CGRect(x: 35, y: 20, width: 50, height: 50), "bounds size changes about the center")
    view.transform = CGAffineTransform(scaleX: 2, y: 2)
    t.equal(view.modelFrame, CGRect(x: 10, y: -5, width: 100, height: 100), "modelFrame: the transformed bounding box")
    t.equal(device.violations.count, 0, "modelFrame does not record")
    _ = view.frame
    view.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
    t.equal(t.kinds(device), [.frameWithTransform, .frameWithTransform], "frame read and set with a transform are violations")
    t.check(device.violations.first?.message.contains("should be ignored") == true, "the message quotes Apple")
    view.transform = .identity
    t.equal(view.layer.opacity, 1, "layer opacity starts at 1")
    view.alpha = 0.3
    t.equal(view.alpha, 0.3, "alpha reads back exactly")
    t.equal(view.layer.opacity, Float(0.3), "alpha drives layer.opacity")
    view.layer.opacity = 0.5
    t.equal(view.alpha, 0.5, "layer.opacity drives alpha")
    view.clipsToBounds = true
    t.check(view.layer.masksToBounds, "clipsToBounds is the layer's masksToBounds")
    let white = UIColor(white: 1, alpha: 1).withAlphaComponent(0.25)
    t.check(white.modelComponents == (1, 1, 1, 0.25), "withAlphaComponent keeps the components")
    t.check(UIColor.black.modelComponents == (0, 0, 0, 1) && UIColor.clear.modelComponents.alpha == 0, "named colors")
    t.check(UIColor.black == UIColor(red: 0, green: 0, blue: 0, alpha: 1), "colors compare by components")
}

@MainActor
private func hitTesting(_ t: Checker) {
    let (device, root) = makeDevice()
    let back = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
    let front = UIView(frame: CGRect(x: 100, y: 0, width: 100, height: 100))
    let turned = UIView(frame: CGRect(x: 0, y: 300, width: 100, height: 20))
    turned.transform = CGAffineTransform(rotationAngle: .pi / 2)  // now 20 wide, 100 tall about (50, 310)
    root.view.addSubview(back)
    root.view.addSubview(front)
    root.view.addSubview(turned)
    let window = device.window
    t.check(window.hitTest(CGPoint(x: 150, y: 50), with: nil) === front, "the front sibling wins")
    t.check(window.hitTest(CGPoint(x: 50, y: 50), with: nil) === back, "the back view outside the front one")
    t.check(window.hitTest(CGPoint(x: 50, y: 350), with: nil) === turned, "points go through transforms")
    t.check(window.hitTest(CGPoint(x: 90, y: 310), with: nil) === root.view, "outside the rotated bounds")
    front.isHidden = true
    t.check(window.hitTest(CGPoint(x: 150, y: 50), with: nil) === back, "hidden views are ignored")
    front.isHidden = false
    front.alpha = 0.009
    t.check(window.hitTest(CGPoint(x: 150, y: 50), with: nil) === back, "alpha < 0.01 is ignored")
    front.alpha = 0.01
    t.check(window.hitTest(CGPoint(x: 150, y: 50), with: nil) === front, "alpha 0.01 is hit")
    back.isUserInteractionEnabled = false
    t.check(window.hitTest(CGPoint(x: 50, y: 50), with: nil) === root.view, "interaction-disabled views are ignored")
    let overhang = UIView(frame: CGRect(x: 150, y: 150, width: 100, height: 100))
    back.isUserInteractionEnabled = true
    back.addSubview(overhang)
    t.check(window.hitTest(CGPoint(x: 220, y: 220), with: nil) === root.view, "subviews outside the parent's bounds never hit")
    // A subclass's hitTest(_:with:) and point(inside:with:) answer for it, as a
    // pass-through view overrides them; the point arrives in its own coordinates.
    let passThrough = AnsweringView(frame: CGRect(x: 0, y: 400, width: 200, height: 100))
    passThrough.answer = back
    root.view.addSubview(passThrough)
    t.check(window.hitTest(CGPoint(x: 50, y: 450), with: nil) === back, "an overriding hitTest answers for its view")
    t.check(passThrough.asked == CGPoint(x: 50, y: 50), "hitTest gets the point in the view's coordinates: \(String(describing: passThrough.asked))")
    passThrough.answer = nil
    t.check(window.hitTest(CGPoint(x: 50, y: 450), with: nil) === root.view, "an overriding hitTest may answer nil: the parent is hit")
    let narrow = NarrowView(frame: CGRect(x: 0, y: 600, width: 200, height: 100))
    root.view.addSubview(narrow)
    t.check(window.hitTest(CGPoint(x: 50, y: 650), with: nil) === narrow, "inside point(inside:with:)")
    t.check(window.hitTest(CGPoint(x: 150, y: 650), with: nil) === root.view, "outside point(inside:with:), though inside the bounds")
}

/// Answers hit-testing with another view, as pass-through views do.
private final class AnsweringView: UIView {
    var answer: UIView?
    var asked: CGPoint?

    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        asked = point
        return answer
    }
}

/// Takes touches only in its left half.
private final class NarrowView: UIView {
    override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        point.x < bounds.midX && super.point(inside: point, with: event)
    }
}

/// A view that logs its layout passes.
private final class LayoutView: UIView {
    var log: CallLog?
    var name = ""
    override func layoutSubviews() { log?("layout \(name)") }
}

@MainActor
private func layoutAndSafeArea(_ t: Checker) {
    let device = ModelDevice(safeAreaInsets: UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
    let log = CallLog()
    let parent = LayoutView(frame: device.window.bounds)
    let child = LayoutView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    parent.log = log; parent.name = "parent"
    child.log = log; child.name = "child"
    parent.addSubview(child)
    device.window.addSubview(parent)
    parent.layoutIfNeeded()
    t.equal(log.entries, ["layout parent", "layout child"], "layoutIfNeeded lays out top-down")
    log.clear()
    parent.layoutIfNeeded()
    t.equal(log.entries, [], "nothing pending, no callbacks")
    device.drainMainQueue()  // The views' first safe area lays them out once more.
    log.clear()
    child.setNeedsLayout()
    device.drainMainQueue()
    t.equal(log.entries, ["layout child"], "the end of a main-queue turn lays out what needs it")
    t.equal(parent.safeAreaInsets, UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0), "a full-window view gets the device insets")
    let band = UIView(frame: CGRect(x: 0, y: 20, width: 390, height: 100))
    device.window.addSubview(band)
    t.equal(band.safeAreaInsets, UIEdgeInsets(top: 27, left: 0, bottom: 0, right: 0), "only the overlapping part of the inset")
    t.equal(UIView().safeAreaInsets, .zero, "no window, no safe area")
}

private final class InsetsView: UIView {
    var log: CallLog?
    override func safeAreaInsetsDidChange() { log?("view \(safeAreaInsets.top)") }
    override func layoutSubviews() { log?("layout") }
}

private final class InsetsController: UIViewController {
    var log: CallLog?
    override func loadView() { view = InsetsView() }
    override func viewSafeAreaInsetsDidChange() { log?("controller \(view.safeAreaInsets.top)") }
}

@MainActor
private func safeAreaChanges(_ t: Checker) {
    let device = ModelDevice(safeAreaInsets: UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
    let log = CallLog()
    let controller = InsetsController()
    controller.log = log
    (controller.view as? InsetsView)?.log = log
    device.window.rootViewController = controller
    device.drainMainQueue()
    t.equal(log.entries.prefix(2), ["view 47.0", "controller 47.0"], "insets reported before the view shows, view first")
    log.clear()
    device.drainMainQueue()
    t.equal(log.entries, [], "unchanged insets, no callbacks")
    device.safeAreaInsets = UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0)
    t.equal(log.entries, [], "the change is reported at the next layout pass")
    device.drainMainQueue()
    t.equal(log.entries, ["view 59.0", "controller 59.0", "layout"], "then the callbacks, and the view lays out again")
    controller.additionalSafeAreaInsets = UIEdgeInsets(top: 10, left: 0, bottom: 0, right: 0)
    log.clear()
    device.drainMainQueue()
    t.equal(controller.view.safeAreaInsets.top, 69, "the root view's insets grow by the additional ones")
    t.equal(log.entries.prefix(2), ["view 69.0", "controller 69.0"], "setting additional insets reports the change")
    let child = UIView(frame: CGRect(x: 0, y: 50, width: 390, height: 100))
    controller.view.addSubview(child)
    t.equal(child.safeAreaInsets.top, 19, "a subview sees the part of the grown inset it overlaps")
}

@MainActor
private func snapshotsAndDirection(_ t: Checker) {
    let (device, root) = makeDevice()
    let source = UIView(frame: CGRect(x: 0, y: 0, width: 80, height: 40))
    source.addSubview(UIView())
    let early = source.snapshotView(afterScreenUpdates: false)
    t.check(early?.modelSnapshotIsBlank == true, "a never-rendered view snapshots blank")
    t.check(device.consoleLog.last?.contains("empty snapshot") == true, "UIKit's console message")
    root.view.addSubview(source)
    t.check(source.snapshotView(afterScreenUpdates: false)?.modelSnapshotIsBlank == true, "not yet rendered before a vsync")
    let after = source.snapshotView(afterScreenUpdates: true)
    t.check(after?.modelSnapshotIsBlank == false, "afterScreenUpdates renders a view in a window")
    t.check(after?.snapshotSource === source && after?.subviews.isEmpty == true, "snapshotSource set, no subviews")
    t.equal(after?.bounds.size, CGSize(width: 80, height: 40), "the source's size")
    let other = UIView(frame: CGRect(x: 0, y: 0, width: 5, height: 5))
    root.view.addSubview(other)
    device.advance(frames: 1)
    t.check(other.snapshotView(afterScreenUpdates: false)?.modelSnapshotIsBlank == false, "rendered at a vsync")

    let leaf = UIView()
    source.addSubview(leaf)
    t.equal(leaf.effectiveUserInterfaceLayoutDirection, .leftToRight, "left-to-right by default")
    source.semanticContentAttribute = .forceRightToLeft
    t.equal(leaf.effectiveUserInterfaceLayoutDirection, .rightToLeft, "an unspecified view follows its superview")
    leaf.semanticContentAttribute = .playback
    t.equal(leaf.effectiveUserInterfaceLayoutDirection, .leftToRight, "playback views are not flipped")
    device.layoutDirection = .rightToLeft
    t.equal(UIView().effectiveUserInterfaceLayoutDirection, .rightToLeft, "a root view follows the app's direction")
}

extension CGAffineTransform {
    var isIdentityApproximately: Bool {
        abs(a - 1) < 1e-12 && abs(b) < 1e-12 && abs(c) < 1e-12 && abs(d - 1) < 1e-12 && abs(tx) < 1e-12 && abs(ty) < 1e-12
    }
}
