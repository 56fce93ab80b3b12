// The navigation controller's back swipe (SystemPop.swift).

@_spi(UIKitModel) import UIKit

@MainActor
func runSystemPopTests(_ t: Checker) {
    swipeAtTheRoot(t)
    swipePopsWithUIKitsOwnPop(t)
    swipeDrivesTheDelegatesPop(t)
    swipeInRightToLeft(t)
    disabledSwipe(t)
    swipeOverAScrollView(t)
}

@MainActor
private func swipeOverAScrollView(_ t: Checker) {
    let (device, nav, controllers) = stack(2)
    let scrollView = UIScrollView(frame: controllers[1].view.bounds)
    scrollView.contentSize = CGSize(width: 390, height: 3000)
    controllers[1].view.addSubview(scrollView)
    swipe(device, from: 5, by: 300)
    t.equal(nav.viewControllers.count, 1, "the back swipe wins over a scroll view's pan")
    _ = device.finish()
}

@MainActor
private func disabledSwipe(_ t: Checker) {
    let (device, nav, _) = stack(2)
    nav.interactivePopGestureRecognizer?.isEnabled = false
    swipe(device, from: 5, by: 300)
    t.equal(nav.viewControllers.count, 2, "a disabled back swipe pops nothing")
    _ = device.finish()
}

/// A navigation controller with `count` plain controllers, in a fresh device's window.
@MainActor
private func stack(_ count: Int, rightToLeft: Bool = false) -> (ModelDevice, UINavigationController, [UIViewController]) {
    let device = ModelDevice()
    if rightToLeft { device.layoutDirection = .rightToLeft }
    let controllers = (0..<count).map { index -> UIViewController in
        let controller = UIViewController(nibName: nil, bundle: nil)
        controller.title = "vc\(index)"
        return controller
    }
    let nav = UINavigationController(rootViewController: controllers[0])
    device.window.rootViewController = nav
    nav.setViewControllers(controllers, animated: false)
    device.runUntilIdle()
    return (device, nav, controllers)
}

/// A swipe from `x` by `dx` over `frames` frames, lifted with `velocity`.
@MainActor
private func swipe(_ device: ModelDevice, from x: CGFloat, by dx: CGFloat, frames: Int = 20, velocity: CGFloat? = nil) {
    let start = device.now + device.frameDuration / 2
    let touch = device.touchDown(at: CGPoint(x: x, y: 400), time: start)
    for step in 1...frames {
        touch.move(to: CGPoint(x: x + dx * CGFloat(step) / CGFloat(frames), y: 400), time: start + Double(step) * device.frameDuration)
    }
    touch.lift(time: start + Double(frames) * device.frameDuration + 0.001, velocity: velocity.map { CGPoint(x: $0, y: 0) })
    device.runUntilIdle()
}

@MainActor
private func swipeAtTheRoot(_ t: Checker) {
    let (device, nav, _) = stack(1)
    t.check(nav.interactivePopGestureRecognizer?.isEnabled == true, "the back swipe is enabled by default")
    swipe(device, from: 5, by: 300)
    t.equal(nav.viewControllers.count, 1, "a back swipe at the root pops nothing")
    t.check(!device.consoleLog.contains { $0.contains("nothing to pop") }, "UIKit's delegate keeps the swipe from beginning at the root")
    t.check(device.finish().isEmpty, "no violations at the root")
}

@MainActor
private func swipePopsWithUIKitsOwnPop(_ t: Checker) {
    let (device, nav, controllers) = stack(2)
    swipe(device, from: 200, by: 300)
    t.equal(nav.viewControllers.count, 2, "a swipe away from the leading edge does not pop")
    swipe(device, from: 5, by: 100, velocity: 0)
    t.check(nav.viewControllers.count == 2 && controllers[1].view.window != nil, "a short, slow swipe cancels UIKit's pop")
    swipe(device, from: 5, by: 100, velocity: 900)
    t.check(nav.viewControllers == [controllers[0]], "a short swipe flicked toward the trailing side pops")
    t.check(controllers[0].view.superview === nav.view && controllers[1].view.window == nil, "the popped view left the window")
    let (device2, nav2, controllers2) = stack(3)
    swipe(device2, from: 5, by: 250, velocity: 0)
    t.check(nav2.viewControllers == Array(controllers2.prefix(2)), "a swipe past half the width pops one controller")
    t.check(device.finish().isEmpty && device2.finish().isEmpty, "UIKit's pop keeps the contract")
}

@MainActor
private func swipeDrivesTheDelegatesPop(_ t: Checker) {
    let (device, nav, _) = stack(2)
    let log = CallLog()
    let delegate = NavigationLog(log: log)
    delegate.animator = correctAnimator(log)
    delegate.interactor = TestInteractor(log: log)
    nav.delegate = delegate
    swipe(device, from: 5, by: 100)
    t.check(log.entries.starts(with: ["willShow vc0", "animationController pop"]), "the swipe asks the delegate for the pop's animator: \(log.entries)")
    t.check(delegate.interactor?.context != nil, "and starts its interaction controller")
    if let context = delegate.interactor?.context {
        context.cancelInteractiveTransition()
        context.completeTransition(false)
    }
    device.runUntilIdle()
    t.equal(nav.viewControllers.count, 2, "the delegate's interaction controller decides the outcome")
    _ = device.finish()
}

@MainActor
private func swipeInRightToLeft(_ t: Checker) {
    let (device, nav, controllers) = stack(2, rightToLeft: true)
    swipe(device, from: 5, by: 300)
    t.equal(nav.viewControllers.count, 2, "right to left, a swipe from the left side does not pop")
    swipe(device, from: 385, by: -300)
    t.check(nav.viewControllers == [controllers[0]], "right to left, the leading edge is the right side")
    t.check(device.finish().isEmpty, "no violations right to left")
}
