// Hand-written UIKit clients (animators, delegates) for the self-tests; the harness is Checker.swift.

@_spi(UIKitModel) import UIKit

/// An ordered record of callbacks.
@MainActor
final class CallLog {
    private(set) var entries: [String] = []
    func callAsFunction(_ entry: String) { entries.append(entry) }
    func clear() { entries.removeAll() }
}

/// Collects values from closures (a class, so main-actor closures can append).
@MainActor
final class Recorder<Value> {
    var values: [Value] = []
}

/// A view controller that logs its appearance callbacks as "<title>.viewWillAppear" etc.
final class LoggingViewController: UIViewController {
    let log: CallLog

    init(_ title: String, log: CallLog) {
        self.log = log
        super.init(nibName: nil, bundle: nil)
        self.title = title
    }

    required init?(coder: NSCoder) { fatalError("not used") }

    override func viewWillAppear(_ animated: Bool) { log("\(title ?? "").viewWillAppear") }
    override func viewDidAppear(_ animated: Bool) { log("\(title ?? "").viewDidAppear") }
    override func viewWillDisappear(_ animated: Bool) { log("\(title ?? "").viewWillDisappear") }
    override func viewDidDisappear(_ animated: Bool) { log("\(title ?? "").viewDidDisappear") }
}

/// An animator whose animateTransition runs a closure (the test decides what it does).
final class TestAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let log: CallLog
    var animate: (any UIViewControllerContextTransitioning) -> Void
    private(set) var context: (any UIViewControllerContextTransitioning)?

    init(log: CallLog, animate: @escaping (any UIViewControllerContextTransitioning) -> Void = { _ in }) {
        self.log = log
        self.animate = animate
    }

    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval {
        log("transitionDuration")
        return 0.25
    }

    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        log("animateTransition")
        context = transitionContext
        animate(transitionContext)
    }

    func animationEnded(_ transitionCompleted: Bool) { log("animationEnded(\(transitionCompleted))") }
}

/// An interaction controller that keeps the context so the test can drive it.
final class TestInteractor: NSObject, UIViewControllerInteractiveTransitioning {
    let log: CallLog
    private(set) var context: (any UIViewControllerContextTransitioning)?

    init(log: CallLog) { self.log = log }

    func startInteractiveTransition(_ transitionContext: any UIViewControllerContextTransitioning) {
        log("startInteractiveTransition")
        context = transitionContext
    }
}

/// A presentation controller whose presented view covers the lower half of the container.
final class HalfSheetPresentationController: UIPresentationController {
    var log: CallLog?

    override var frameOfPresentedViewInContainerView: CGRect {
        guard let bounds = containerView?.bounds else { return .zero }
        return CGRect(x: 0, y: bounds.height / 2, width: bounds.width, height: bounds.height / 2)
    }

    override func presentationTransitionWillBegin() { log?("presentationTransitionWillBegin") }
    override func presentationTransitionDidEnd(_ completed: Bool) { log?("presentationTransitionDidEnd(\(completed))") }
    override func dismissalTransitionWillBegin() { log?("dismissalTransitionWillBegin") }
    override func dismissalTransitionDidEnd(_ completed: Bool) { log?("dismissalTransitionDidEnd(\(completed))") }
    override func containerViewWillLayoutSubviews() { log?("containerViewWillLayoutSubviews") }
}

/// A presentation controller that removes the presenter's view.
final class CoveringPresentationController: UIPresentationController {
    override var shouldRemovePresentersView: Bool { true }
}

/// A transitioning delegate that vends what the test sets and logs every question.
final class TestTransitioningDelegate: NSObject, UIViewControllerTransitioningDelegate {
    let log: CallLog
    var presentAnimator: TestAnimator?
    var dismissAnimator: TestAnimator?
    var presentInteractor: TestInteractor?
    var dismissInteractor: TestInteractor?
    var vendsPresentationController = true
    /// Vend a controller that removes the presenter's view instead of the half sheet.
    var removesPresenter = false

    init(log: CallLog) { self.log = log }

    func presentationController(forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController) -> UIPresentationController? {
        log("presentationController")
        guard vendsPresentationController else { return nil }
        if removesPresenter { return CoveringPresentationController(presentedViewController: presented, presenting: presenting) }
        let controller = HalfSheetPresentationController(presentedViewController: presented, presenting: presenting)
        controller.log = log
        return controller
    }

    func animationController(forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {
        log("animationControllerForPresented")
        return presentAnimator
    }

    func animationController(forDismissed dismissed: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {
        log("animationControllerForDismissed")
        return dismissAnimator
    }

    func interactionControllerForPresentation(using animator: any UIViewControllerAnimatedTransitioning) -> (any UIViewControllerInteractiveTransitioning)? {
        log("interactionControllerForPresentation")
        return presentInteractor
    }

    func interactionControllerForDismissal(using animator: any UIViewControllerAnimatedTransitioning) -> (any UIViewControllerInteractiveTransitioning)? {
        log("interactionControllerForDismissal")
        return dismissInteractor
    }
}

/// A correct animation step: to view at its final frame in the container (presentation), from
/// view removed (dismissal), then completeTransition(!cancelled).
@MainActor
func placeViews(_ context: any UIViewControllerContextTransitioning) {
    let container = context.containerView
    if let to = context.view(forKey: .to), let controller = context.viewController(forKey: .to) {
        to.frame = context.finalFrame(for: controller)
        container.addSubview(to)
    }
    if !context.transitionWasCancelled, context.viewController(forKey: .from)?.isBeingDismissed == true {
        context.view(forKey: .from)?.removeFromSuperview()
    }
}

/// A device with a logging root view controller in its window.
@MainActor
func makeDevice(fps: Double = 120, log: CallLog = CallLog(), size: CGSize = CGSize(width: 390, height: 844)) -> (ModelDevice, LoggingViewController) {
    let device = ModelDevice(screenSize: size, framesPerSecond: fps)
    let root = LoggingViewController("root", log: log)
    device.window.rootViewController = root
    device.drainMainQueue()
    log.clear()
    return (device, root)
}
