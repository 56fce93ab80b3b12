// sheet and fullScreenCover (isPresented and item forms), presentationDetents and
// interactiveDismissDisabled: SwiftUI presentations as UIKit presentations of hosting
// controllers, the binding kept in step with every dismissal.

@_spi(UIKitModel) import UIKit

/// The hosting controller SwiftUI presents for a sheet or a full-screen cover.
final class PresentationHostingController: UIHostingController<AnyView> {
    var identity: AnyHashable?
    var dismissed: (() -> Void)?
    var detents: Set<PresentationDetent>?
    var selectedDetent: Binding<PresentationDetent>?

    /// A completed dismissal (by SwiftUI, by UIKit code, or by a gesture) leaves the controller
    /// without a presenter when it has disappeared (UIKit clears the relationship first).
    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        if presentingViewController == nil { dismissed?() }
    }
}

/// Presents, updates and dismisses one modifier's presentation.
@MainActor final class PresentationDriver {
    struct Request {
        var identity: AnyHashable?
        var style: UIModalPresentationStyle
        var content: () -> AnyView
        var setDismissed: () -> Void
        var onDismiss: (() -> Void)?
    }

    weak var presenter: UIViewController?
    /// The modifier's node: re-evaluated after a dismissal, so a pending item is presented by
    /// the next update, once UIKit's dismissal has ended.
    weak var node: ViewNode?
    var environment = EnvironmentValues()
    private var request: Request?
    private var presented: PresentationHostingController?
    private var reconcileScheduled = false

    func update(_ request: Request?, presenter: UIViewController?, environment: EnvironmentValues) {
        self.request = request
        self.presenter = presenter
        var environment = environment
        environment.navigationStorage = nil
        self.environment = environment
        if let presented, let request, presented.identity == request.identity {
            presented.rootView = request.content()
            presented.inheritedEnvironment = environment
        }
        scheduleReconcile()
    }

    private func scheduleReconcile() {
        guard !reconcileScheduled else { return }
        reconcileScheduled = true
        ViewGraph.afterCurrentUpdate { [weak self] in
            self?.reconcileScheduled = false
            self?.reconcile()
        }
    }

    /// Presents when asked and nothing is shown; dismisses when no longer asked, or when the
    /// item changed (the new item is presented once the old one is gone).
    private func reconcile() {
        if let presented {
            guard presented.presentingViewController != nil, !presented.isBeingDismissed, !presented.isBeingPresented else { return }
            if request?.identity != presented.identity || request == nil {
                presented.dismiss(animated: true)
            }
            return
        }
        guard let request, let presenter else { return }
        let controller = PresentationHostingController(rootView: request.content())
        controller.identity = request.identity
        controller.modalPresentationStyle = request.style
        controller.inheritedEnvironment = environment
        controller.presentation = PresentationContext(isPresented: true) { [weak self] in self?.request?.setDismissed() }
        controller.dismissed = { [weak self, weak controller] in
            guard let self, let controller, self.presented === controller else { return }
            self.presented = nil
            if let request = self.request, request.identity == controller.identity { request.setDismissed() }
            self.onDismissOfShown?()
            self.node?.invalidate()
        }
        onDismissOfShown = request.onDismiss
        presented = controller
        presenter.present(controller, animated: true)
        if controller.presentingViewController == nil {
            // UIKit refused (the presenter already presents, a transition is running): SwiftUI
            // leaves its binding set, and tries again only when it is set again.
            presented = nil
            ModelSwiftUI.log("Currently, only presenting a single sheet is supported.\nThe next sheet will be presented when the currently presented sheet gets dismissed.")
        }
    }

    private var onDismissOfShown: (() -> Void)?

    /// The modifier left the graph: its presentation goes too.
    func tearDown() {
        request = nil
        if let presented, presented.presentingViewController != nil, !presented.isBeingDismissed {
            presented.dismiss(animated: true)
        }
    }
}

nonisolated struct PresentationModifier: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let request: PresentationDriver.Request?

    @MainActor func apply(to node: ViewNode) {
        let driver: PresentationDriver
        if let existing = node.attachment as? PresentationDriver {
            driver = existing
        } else {
            driver = PresentationDriver()
            node.attachment = driver
            driver.node = node
            node.removalActions.append { [driver] in driver.tearDown() }
        }
        driver.update(request, presenter: node.graph.host?.hostController, environment: node.childEnvironment)
    }
}

/// [SI18.1:SwiftUI@384000..@400000] `sheet(item:onDismiss:content:)`, `sheet(isPresented:onDismiss:content:)` (iOS 13).
/// https://developer.apple.com/documentation/swiftui/view/sheet(ispresented:ondismiss:content:):
/// "Presents a sheet when a binding to a Boolean value that you provide is true";
/// "onDismiss: The closure to execute when dismissing the sheet". sheet(item:): "Presents a
/// sheet using the given item as a data source"; "If item changes, the system dismisses the
/// sheet and replaces it with a new one using the same process." The model presents a
/// hosting controller with `.pageSheet` (observed; iPhone) from the modified view's hosting
/// controller, after the update; the binding is set back to false (nil) by any completed
/// dismissal, and onDismiss runs after it.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension View {
    nonisolated public func sheet<Item, Content>(item: Binding<Item?>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping (Item) -> Content) -> some View where Item: Identifiable, Content: View {
        modifier(PresentationModifier(request: itemRequest(item, .pageSheet, onDismiss, content)))
    }

    nonisolated public func sheet<Content>(isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping () -> Content) -> some View where Content: View {
        modifier(PresentationModifier(request: flagRequest(isPresented, .pageSheet, onDismiss, content)))
    }
}

/// [SI18.1:SwiftUI@400000] `fullScreenCover(item:onDismiss:content:)`, `fullScreenCover(isPresented:onDismiss:content:)`
/// (iOS 14). https://developer.apple.com/documentation/swiftui/view/fullscreencover(ispresented:ondismiss:content:):
/// "Presents a modal view that covers as much of the screen as possible": `.fullScreen`.
@available(iOS 14.0, tvOS 14.0, watchOS 7.0, *)
@available(macOS, unavailable)
extension View {
    nonisolated public func fullScreenCover<Item, Content>(item: Binding<Item?>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping (Item) -> Content) -> some View where Item: Identifiable, Content: View {
        modifier(PresentationModifier(request: itemRequest(item, .fullScreen, onDismiss, content)))
    }

    nonisolated public func fullScreenCover<Content>(isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping () -> Content) -> some View where Content: View {
        modifier(PresentationModifier(request: flagRequest(isPresented, .fullScreen, onDismiss, content)))
    }
}

private func flagRequest<Content: View>(
    _ isPresented: Binding<Bool>, _ style: UIModalPresentationStyle, _ onDismiss: (() -> Void)?, _ content: @escaping () -> Content
) -> PresentationDriver.Request? {
    guard isPresented.wrappedValue else { return nil }
    return PresentationDriver.Request(
        identity: nil, style: style, content: { AnyView(content()) },
        setDismissed: { if isPresented.wrappedValue { isPresented.wrappedValue = false } }, onDismiss: onDismiss)
}

private func itemRequest<Item: Identifiable, Content: View>(
    _ item: Binding<Item?>, _ style: UIModalPresentationStyle, _ onDismiss: (() -> Void)?, _ content: @escaping (Item) -> Content
) -> PresentationDriver.Request? {
    guard let value = item.wrappedValue else { return nil }
    let id = AnyHashable(value.id)
    return PresentationDriver.Request(
        identity: id, style: style, content: { AnyView(content(value)) },
        setDismissed: { if let current = item.wrappedValue, AnyHashable(current.id) == id { item.wrappedValue = nil } },
        onDismiss: onDismiss)
}

/// The controller a SwiftUI presentation shows this node in, if any.
@MainActor private func presentedController(of node: ViewNode) -> PresentationHostingController? {
    var controller = node.graph.host?.hostController
    while let current = controller {
        if let presented = current as? PresentationHostingController { return presented }
        controller = current.parent
    }
    return nil
}

nonisolated struct InteractiveDismissModifier: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let isDisabled: Bool

    @MainActor func apply(to node: ViewNode) {
        presentedController(of: node)?.isModalInPresentation = isDisabled
    }
}

/// [SI18.1:SwiftUI@1152000] `nonisolated public func interactiveDismissDisabled(_ isDisabled: Bool =
/// true) -> some View` (iOS 15). https://developer.apple.com/documentation/swiftui/view/interactivedismissdisabled(_:):
/// "Conditionally prevents interactive dismissal of presentations like popovers, sheets, and
/// inspectors"; the model sets the presented controller's `isModalInPresentation`, which is
/// what UIKit's interactive dismissal reads.
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
extension View {
    nonisolated public func interactiveDismissDisabled(_ isDisabled: Bool = true) -> some View {
        modifier(InteractiveDismissModifier(isDisabled: isDisabled))
    }
}

/// [SI18.1:SwiftUI@1088000] `public struct PresentationDetent : Hashable, Sendable` (iOS 16).
/// https://developer.apple.com/documentation/swiftui/presentationdetent.
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
public struct PresentationDetent: Hashable, Sendable {
    enum Kind: Hashable, Sendable {
        case medium, large
        case fraction(CGFloat)
        case height(CGFloat)
        case custom(String)
    }

    let kind: Kind

    public static let medium = PresentationDetent(kind: .medium)
    public static let large = PresentationDetent(kind: .large)
    public static func fraction(_ fraction: CGFloat) -> PresentationDetent { PresentationDetent(kind: .fraction(fraction)) }
    public static func height(_ height: CGFloat) -> PresentationDetent { PresentationDetent(kind: .height(height)) }
}

nonisolated struct DetentsModifier: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let detents: Set<PresentationDetent>
    let selection: Binding<PresentationDetent>?

    @MainActor func apply(to node: ViewNode) {
        guard let presented = presentedController(of: node) else { return }
        presented.detents = detents
        presented.selectedDetent = selection
    }
}

/// [SI18.1:SwiftUI@1088000] `presentationDetents(_:)`, `presentationDetents(_:selection:)` (iOS 16).
/// https://developer.apple.com/documentation/swiftui/view/presentationdetents(_:): "Sets the
/// available detents for the enclosing sheet." The model has no sheet geometry: it records the
/// detents and the selection binding on the sheet's controller (`modelPresentationDetents`).
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
extension View {
    nonisolated public func presentationDetents(_ detents: Set<PresentationDetent>) -> some View {
        modifier(DetentsModifier(detents: detents, selection: nil))
    }

    nonisolated public func presentationDetents(_ detents: Set<PresentationDetent>, selection: Binding<PresentationDetent>) -> some View {
        modifier(DetentsModifier(detents: detents, selection: selection))
    }
}

extension UIViewController {
    /// The detents a SwiftUI sheet's content declared, nil for other controllers (test-only).
    @_spi(SwiftUIModel) public var modelPresentationDetents: Set<PresentationDetent>? {
        (self as? PresentationHostingController)?.detents
    }

    /// The sheet's detent selection, read through its binding (test-only).
    @_spi(SwiftUIModel) public var modelSelectedDetent: PresentationDetent? {
        (self as? PresentationHostingController)?.selectedDetent?.wrappedValue
    }
}
