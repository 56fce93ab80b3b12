// UIHostingController: a view controller whose view shows a SwiftUI view graph.

@_spi(UIKitModel) import UIKit

/// [SI18.1:SwiftUI@1168000] `public struct UIHostingControllerSizingOptions : OptionSet, Sendable`
/// (iOS 16). https://developer.apple.com/documentation/swiftui/uihostingcontrollersizingoptions.
/// Stored only: the model has no layout engine to size content with.
@available(iOS 16.0, tvOS 16.0, *)
@available(macOS, unavailable)
public struct UIHostingControllerSizingOptions: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let preferredContentSize = UIHostingControllerSizingOptions(rawValue: 1 << 0)
    public static let intrinsicContentSize = UIHostingControllerSizingOptions(rawValue: 1 << 1)
}

/// [SI18.1:SwiftUICore@800000] `@frozen public struct SafeAreaRegions : OptionSet` (iOS 14).
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
public struct SafeAreaRegions: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let container = SafeAreaRegions(rawValue: 1 << 0)
    public static let keyboard = SafeAreaRegions(rawValue: 1 << 1)
    public static let all: SafeAreaRegions = [.container, .keyboard]
}

/// Whether a hosting controller's content is a SwiftUI presentation (a sheet, a pushed
/// screen), and how its `dismiss` ends it.
struct PresentationContext {
    var isPresented = false
    var dismiss: (@MainActor () -> Void)?
}

/// The hosting controller's view: runs the graph's update in its layout pass, then places the
/// UIKit views the graph made (representables, navigation and tab containers).
final class HostingView: UIView {
    weak var host: (any GraphHost & AnyObject)?
    var updateGraph: (() -> Void)?

    override func layoutSubviews() {
        super.layoutSubviews()
        updateGraph?()
        // The root is proposed the whole view (the model's safe area is the device's, zero in
        // the scenarios). A view representable's UIView takes the frame its view was placed
        // at; other hosted UIKit views (controllers, containers) fill the view (README).
        let placed = host?.graphForModel.layOut(in: bounds) ?? [:]
        for subview in subviews { subview.frame = placed[ObjectIdentifier(subview)] ?? bounds }
    }
}

/// [SI18.1:SwiftUI@1072000] `@MainActor @preconcurrency open class UIHostingController<Content> :
/// UIViewController where Content : View`. https://developer.apple.com/documentation/swiftui/uihostingcontroller:
/// "A UIKit view controller that manages a SwiftUI view hierarchy." The graph is built when the
/// view loads and updated in the view's layout pass: after a change of `rootView` or of state,
/// the view needs layout, and the window's next layout pass (the end of the main-queue turn,
/// or a vsync) runs the update. onAppear runs when the controller appears
/// (viewWillAppear), onDisappear when it has disappeared.
@available(iOS 13.0, tvOS 13.0, *)
@available(macOS, unavailable)
@MainActor @preconcurrency open class UIHostingController<Content>: UIViewController where Content: View {
    let graph = ViewGraph()
    private var rootViewStorage: Content
    private var sizingOptionsStorage: UIHostingControllerSizingOptions = []
    private var safeAreaRegionsStorage: SafeAreaRegions = .all
    /// The environment a SwiftUI container (a navigation stack, a tab view, a sheet) gives this
    /// controller's root; nil for a controller the app made, whose root gets the system's.
    var inheritedEnvironment: EnvironmentValues? {
        didSet { refreshRootEnvironment() }
    }
    /// What `dismiss` and `isPresented` mean in this controller's content.
    var presentation = PresentationContext() {
        didSet { refreshRootEnvironment() }
    }

    @MainActor @preconcurrency public init(rootView: Content) {
        rootViewStorage = rootView
        super.init(nibName: nil, bundle: nil)
        graph.host = self
        ModelSwiftUI.register(graph)
        refreshRootEnvironment()
    }

    /// Storyboards are not modelled: nil.
    @MainActor @preconcurrency public init?(coder aDecoder: NSCoder, rootView: Content) { return nil }
    @MainActor @preconcurrency public required init?(coder aDecoder: NSCoder) { return nil }

    @MainActor @preconcurrency override open func loadView() {
        let view = HostingView(frame: .zero)
        view.host = self
        view.updateGraph = { [unowned self] in ViewGraph.updateAll(startingWith: graph) }
        self.view = view
        graph.setRoot(rootViewStorage)
    }

    /// onAppear: "before this view appears": the update runs first so new views exist.
    @MainActor @preconcurrency override open func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        graph.update()
        graph.setVisible(true)
    }

    @MainActor @preconcurrency override open func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
    }

    @MainActor @preconcurrency override open func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
    }

    @MainActor @preconcurrency override open func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        graph.setVisible(false)
    }

    @MainActor @preconcurrency override open func viewWillLayoutSubviews() {
        super.viewWillLayoutSubviews()
    }

    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/ismodalinpresentation;
    /// SwiftUI's `interactiveDismissDisabled(_:)` sets it on a sheet's controller.
    @MainActor @preconcurrency override open var isModalInPresentation: Bool {
        get { super.isModalInPresentation }
        set { super.isModalInPresentation = newValue }
    }

    /// https://developer.apple.com/documentation/swiftui/uihostingcontroller/rootview: "The root
    /// view of the SwiftUI view hierarchy managed by this view controller." Setting it updates
    /// the graph in place when the type is the same (state kept), at the next layout pass.
    @MainActor @preconcurrency public var rootView: Content {
        get { rootViewStorage }
        set {
            rootViewStorage = newValue
            if isViewLoaded { graph.setRoot(newValue) }
        }
    }

    @available(iOS 16.0, tvOS 16.0, *)
    @available(macOS, unavailable)
    @available(watchOS, unavailable)
    @MainActor @preconcurrency public var sizingOptions: UIHostingControllerSizingOptions {
        get { sizingOptionsStorage }
        set { sizingOptionsStorage = newValue }
    }

    /// https://developer.apple.com/documentation/swiftui/uihostingcontroller/sizethatfits(in:):
    /// "Calculates and returns the most appropriate size for the current view": the size the
    /// root view chooses when proposed `size` (https://developer.apple.com/documentation/swiftui/layout:
    /// "the child chooses its own size"), by the model's layout rules (Layout.swift). It brings
    /// the graph up to date first.
    @MainActor @preconcurrency public func sizeThatFits(in size: CGSize) -> CGSize {
        _ = view
        graph.update()
        guard let root = graph.root else { return size }
        return graph.size(of: root, proposal: size)
    }

    @MainActor @preconcurrency override open func willMove(toParent parent: UIViewController?) {
        super.willMove(toParent: parent)
    }

    @MainActor @preconcurrency override open func didMove(toParent parent: UIViewController?) {
        super.didMove(toParent: parent)
        if parent == nil { removedFromParent?() }
    }

    /// Called when a container removes this controller (a completed pop).
    var removedFromParent: (() -> Void)?

    private func refreshRootEnvironment() {
        var environment = inheritedEnvironment ?? EnvironmentValues.system()
        environment.accessibilityReduceMotionStorage = ModelSwiftUI.reduceMotion
        environment.isPresentedStorage = presentation.isPresented
        environment.dismissStorage = DismissAction(action: presentation.dismiss)
        graph.rootEnvironment = environment
    }
}

/// [SI18.1:SwiftUI@16000] `extension UIHostingController { public var safeAreaRegions:
/// SafeAreaRegions { get set } }` (iOS 16.4). Stored only.
@available(iOS 16.4, tvOS 16.4, *)
@available(macOS, unavailable)
extension UIHostingController {
    @MainActor @preconcurrency public var safeAreaRegions: SafeAreaRegions {
        get { safeAreaRegionsStorage }
        set { safeAreaRegionsStorage = newValue }
    }
}

extension UIHostingController: GraphHost {
    var hostController: UIViewController { self }
    var graphForModel: ViewGraph { graph }

    /// A host in a window updates at its next layout pass; one that is not (a screen covered
    /// in a navigation stack) is updated with the next host that lays out (ViewGraph.updateAll).
    func graphNeedsUpdate() {
        guard isViewLoaded else { return }
        if view.window != nil {
            view.setNeedsLayout()
        } else if let shown = ModelSwiftUI.liveGraphs().lazy.compactMap({ $0.host?.hostController }).first(where: { $0.isViewLoaded && $0.view.window != nil }) {
            shown.view.setNeedsLayout()
        }
    }
}
