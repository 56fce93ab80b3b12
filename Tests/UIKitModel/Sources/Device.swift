// ModelDevice: the test-only stand-in for the screen, the main run loop and the clock.

/// A device with one key window, a virtual clock and a main queue (test-only SPI).
/// Creating one makes it current: UIKit calls in the model use `ModelDevice.current`.
@_spi(UIKitModel) @MainActor public final class ModelDevice {
    private static var currentStorage: ModelDevice?

    /// The device UIKit calls use; a default device is created on first use if none was.
    public static var current: ModelDevice { currentStorage ?? ModelDevice() }
    /// The current device without creating one.
    static var existing: ModelDevice? { currentStorage }

    /// The key window: bounds = the screen; set `rootViewController` to show content.
    public let window: UIWindow
    /// The clock: `CACurrentMediaTime()` returns it.
    public internal(set) var now: CFTimeInterval
    public let framesPerSecond: Double
    public var frameDuration: CFTimeInterval { 1 / framesPerSecond }
    /// The screen's unsafe edges (see UIView.safeAreaInsets in ViewLayout.swift). Settable, as
    /// the status bar grows during a call or a rotation moves the sensor housing: views learn
    /// of the change at the next layout pass (`updateSafeAreaInsets`).
    public var safeAreaInsets: UIEdgeInsets {
        didSet { safeAreaNeedsUpdate = true }
    }
    /// Whether the next layout pass compares the views' safe areas with the ones they last
    /// reported: at the first pass, and after a change of the device's or a view controller's
    /// additional insets (ViewLayout.swift says why not at every pass).
    var safeAreaNeedsUpdate = true
    /// The app-wide layout direction (UIApplication.userInterfaceLayoutDirection).
    public var layoutDirection = UIUserInterfaceLayoutDirection.leftToRight
    /// Called after each vsync's display links with the vsync's targetTimestamp.
    public var frameObserver: (@MainActor (_ presentationTime: CFTimeInterval) -> Void)?
    public private(set) var violations: [ContractViolation] = []
    /// UIKit's console messages (a refused present, a pop with one view controller, ...).
    public private(set) var consoleLog: [String] = []
    /// Every feedback generator's prepare() and feedback, in order (FeedbackGenerator.swift).
    public private(set) var hapticLog: [ModelHaptic] = []
    /// When UIKit asks the delegates for a transition's animator and interaction controller:
    /// inside `present`, `dismiss`, `pushViewController`, `popViewController` and a tab selection
    /// (false, what the model does by default), or on a later main-queue turn, just before the
    /// transition starts (true). UIKit documents the questions (VCPG, "The Custom Animation
    /// Sequence") but not their timing; code must work either way, so scenarios run both.
    public var defersTransitionQuestions = false
    /// Settings → Accessibility → Motion → Reduce Motion (`UIAccessibility.isReduceMotionEnabled`).
    public var isReduceMotionEnabled = false
    /// Settings → Display & Brightness → Light or Dark: the interface style a view inherits when
    /// nothing above it overrides it (TraitCollection.swift).
    public var userInterfaceStyle = UIUserInterfaceStyle.light

    let startTime: CFTimeInterval
    /// The index k of the last vsync processed (vsync k is at startTime + k / framesPerSecond).
    var lastVsync = 0
    var mainQueue: [@MainActor () -> Void] = []
    var displayLinks: [CADisplayLink] = []
    private var reportedLinks: Set<ObjectIdentifier> = []
    var transitionsInFlight: [ModelTransitionContext] = []
    let touchDispatcher = TouchDispatcher()

    /// Creates a device and makes it current. Vsyncs happen at startTime + k / framesPerSecond;
    /// the first (k = 0) is the device's creation, before any code runs. startTime defaults to
    /// 1000 so that code treating 0 as "no time" shows up.
    public init(
        screenSize: CGSize = CGSize(width: 390, height: 844), framesPerSecond: Double = 120,
        startTime: CFTimeInterval = 1000, safeAreaInsets: UIEdgeInsets = .zero
    ) {
        precondition(framesPerSecond > 0, "framesPerSecond must be positive")
        self.framesPerSecond = framesPerSecond
        self.startTime = startTime
        self.now = startTime
        self.safeAreaInsets = safeAreaInsets
        window = UIWindow(frame: CGRect(origin: .zero, size: screenSize))
        ModelDevice.currentStorage = self
    }

    // MARK: Main queue

    /// Work UIKit defers to a later turn of the main run loop (transition starts, ...).
    func enqueue(_ work: @escaping @MainActor () -> Void) {
        mainQueue.append(work)
    }

    /// The views' safe-area callbacks, when something changed the insets.
    func updateSafeAreaInsetsIfNeeded() {
        guard safeAreaNeedsUpdate else { return }
        safeAreaNeedsUpdate = false
        window.updateSafeAreaInsets()
    }

    /// Runs main-queue work queued by UIKit until none is left. Each turn runs the work queued
    /// before it and ends with a layout pass of the window, as a run-loop turn ends with
    /// UIKit's layout (so layout happens before work queued "for the next turn").
    public func drainMainQueue() {
        while true {
            updateSafeAreaInsetsIfNeeded()
            window.layoutSubtree()
            guard !mainQueue.isEmpty else {
                touchDispatcher.resetFinishedRecognizers()
                return
            }
            let turn = mainQueue
            mainQueue.removeAll()
            for work in turn { work() }
        }
    }

    // MARK: Records

    func record(_ kind: ContractViolation.Kind, _ message: String) {
        violations.append(ContractViolation(kind: kind, message: message))
    }

    func log(_ message: String) {
        consoleLog.append(message)
    }

    func recordHaptic(_ haptic: ModelHaptic) {
        hapticLog.append(haptic)
    }

    // MARK: Registries

    func register(_ link: CADisplayLink) {
        if !displayLinks.contains(where: { $0 === link }) { displayLinks.append(link) }
    }

    func unregister(_ link: CADisplayLink) {
        displayLinks.removeAll { $0 === link }
    }

    var hasRunningDisplayLink: Bool { displayLinks.contains { $0.isScheduled && !$0.isPaused } }

    func transitionBegan(_ context: ModelTransitionContext) {
        transitionsInFlight.append(context)
    }

    func transitionEnded(_ context: ModelTransitionContext) {
        transitionsInFlight.removeAll { $0 === context }
    }

    /// A modal presentation or dismissal between its request and its completeTransition.
    var isModalTransitionInFlight: Bool { transitionsInFlight.contains { $0.operation.isModal } }

    /// Transitions requested and not yet completed (test-only).
    public var transitionsInProgress: Int { transitionsInFlight.count }

    #if !os(tvOS)
    /// The view controller whose status bar attributes UIKit shows: from the window's root, down
    /// each presentation that captures the status bar, then `childFor…` (per attribute, below).
    /// modalPresentationCapturesStatusBarAppearance docs: control "is transferred from the
    /// presenting to the presented view controller only if the presented controller's
    /// modalPresentationStyle value is UIModalPresentationStyle.fullScreen", or when that property
    /// is true. The model transfers it from the `present` call until the dismissal completes
    /// (UIKit animates the change alongside the transition; undocumented).
    public var statusBarController: UIViewController? {
        var controller = window.rootViewController
        while let presenter = controller?.presentationRoot, let presented = presenter.presentedStorage,
              presented.modalPresentationStyle == .fullScreen || presented.capturesStatusBarStorage {
            controller = presented
        }
        return controller
    }

    /// The status bar's hidden state as shown: `statusBarController`, down `childForStatusBarHidden`.
    public var statusBarHidden: Bool {
        var controller = statusBarController
        while let child = controller?.childForStatusBarHidden { controller = child }
        return controller?.prefersStatusBarHidden ?? false
    }

    /// The status bar's style as shown: `statusBarController`, down `childForStatusBarStyle`.
    public var statusBarStyle: UIStatusBarStyle {
        var controller = statusBarController
        while let child = controller?.childForStatusBarStyle { controller = child }
        return controller?.preferredStatusBarStyle ?? .default
    }
    #endif

    /// Resizes the screen (a rotation): the window, the root view and the presentation
    /// containers take the new size and lay out, which calls the presentation controllers'
    /// containerViewWillLayoutSubviews / containerViewDidLayoutSubviews.
    public func resize(to size: CGSize) {
        window.placeFrame(CGRect(origin: .zero, size: size))
        drainMainQueue()
    }

    /// Ends a scenario: records display links still scheduled and transitions never completed,
    /// and returns all violations so far.
    public func finish() -> [ContractViolation] {
        for link in displayLinks where link.isScheduled && !reportedLinks.contains(ObjectIdentifier(link)) {
            reportedLinks.insert(ObjectIdentifier(link))
            let target = link.target.map { "\(type(of: $0))" } ?? "nil"
            record(
                .displayLinkLeftRunning,
                "a CADisplayLink (target \(target)\(link.isPaused ? ", paused" : "")) is still scheduled at the end of the scenario. "
                    + "Apple (CADisplayLink.invalidate()): \"Removes the display link from all run loop modes\"; the run loop "
                    + "retains a scheduled link and the link retains its target.")
        }
        for context in transitionsInFlight {
            record(
                .completeTransitionNeverCalled,
                "\(context.summary) \(context.hasStarted ? "started" : "was requested") but completeTransition(_:) was never called. "
                    + "Apple (UIViewControllerContextTransitioning.completeTransition(_:)): \"You must call this method after your "
                    + "animations have completed to notify the system that the transition animation is done.\"")
        }
        transitionsInFlight.removeAll()
        return violations
    }
}
