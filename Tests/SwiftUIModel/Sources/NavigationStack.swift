// NavigationStack, NavigationPath, NavigationLink(value:) and navigationDestination(for:),
// backed by a UINavigationController as on iOS: the stack's root and every pushed value are
// shown by hosting controllers in the navigation controller.

@_spi(UIKitModel) import UIKit

/// [SI18.1:SwiftUI@304000] `public struct NavigationPath` (iOS 16).
/// https://developer.apple.com/documentation/swiftui/navigationpath: "A type-erased list of data
/// representing the content of a navigation stack." `removeLast(_:)`: "k ... must be greater
/// than or equal to zero, and must be less than or equal to the number of elements in the
/// path" (a precondition here). `codable` is not modelled.
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
public struct NavigationPath {
    var elements: [AnyHashable] = []

    public var count: Int { elements.count }
    public var isEmpty: Bool { elements.isEmpty }
    public init() {}
    public init<S>(_ elements: S) where S: Sequence, S.Element: Hashable {
        self.elements = elements.map { AnyHashable($0) }
    }
    public mutating func append<V>(_ value: V) where V: Hashable { elements.append(AnyHashable(value)) }
    public mutating func removeLast(_ k: Int = 1) {
        precondition(k >= 0 && k <= elements.count, "NavigationPath.removeLast(\(k)) with \(elements.count) elements")
        elements.removeLast(k)
    }
}

@available(*, unavailable)
extension NavigationPath: Sendable {}

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
extension NavigationPath: Equatable {
    public static func == (a: NavigationPath, b: NavigationPath) -> Bool { a.elements == b.elements }
}

/// Reads and writes a stack's path as type-erased values, whatever its binding's type.
struct PathAccess {
    let get: () -> [AnyHashable]
    let set: ([AnyHashable]) -> Void
}

/// [SI18.1:SwiftUI@768000] `@MainActor @preconcurrency public struct NavigationStack<Data, Root> :
/// View where Root : View` (iOS 16). https://developer.apple.com/documentation/swiftui/navigationstack:
/// "A view that displays a root view and enables you to present additional views over the root
/// view"; with a path binding, "the stack ... updates the path as the user navigates" and
/// "you can modify the path to change the contents of the stack". On iOS the stack is a
/// UINavigationController (what the transition layer reaches); the model builds one as a
/// representable, each screen in its own hosting controller.
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
@MainActor @preconcurrency public struct NavigationStack<Data, Root>: View where Root: View {
    let root: Root
    let boundPath: PathAccess?
    @State private var ownPath = NavigationPath()

    @MainActor @preconcurrency public init(@ViewBuilder root: () -> Root) where Data == NavigationPath {
        self.root = root()
        boundPath = nil
    }

    @MainActor @preconcurrency public init(path: Binding<NavigationPath>, @ViewBuilder root: () -> Root) where Data == NavigationPath {
        self.root = root()
        boundPath = PathAccess(get: { path.wrappedValue.elements }, set: { path.wrappedValue.elements = $0 })
    }

    @MainActor @preconcurrency public init(path: Binding<Data>, @ViewBuilder root: () -> Root) where Data: MutableCollection, Data: RandomAccessCollection, Data: RangeReplaceableCollection, Data.Element: Hashable {
        self.root = root()
        boundPath = PathAccess(
            get: { path.wrappedValue.map { AnyHashable($0) } },
            set: { path.wrappedValue = Data($0.compactMap { $0.base as? Data.Element }) })
    }

    @MainActor @preconcurrency public var body: some View {
        let own = $ownPath
        return NavigationStackBridge(
            root: AnyView(root),
            path: boundPath ?? PathAccess(get: { own.wrappedValue.elements }, set: { own.wrappedValue.elements = $0 }))
    }
}

@available(*, unavailable)
extension NavigationStack: Sendable {}

/// The representable behind a NavigationStack.
struct NavigationStackBridge: UIViewControllerRepresentable {
    let root: AnyView
    let path: PathAccess

    func makeCoordinator() -> NavigationStackCoordinator { NavigationStackCoordinator() }

    func makeUIViewController(context: Context) -> UINavigationController {
        let rootHost = NavigationHostingController(rootView: root)
        context.coordinator.rootHost = rootHost
        let navigation = UINavigationController(rootViewController: rootHost)
        context.coordinator.navigationController = navigation
        return navigation
    }

    func updateUIViewController(_ navigation: UINavigationController, context: Context) {
        let coordinator = context.coordinator
        coordinator.path = path
        var environment = context.environment
        environment.navigationStorage = WeakNavigation(coordinator: coordinator)
        coordinator.environment = environment
        coordinator.rootHost?.inheritedEnvironment = environment
        coordinator.rootHost?.rootView = root
        coordinator.scheduleSync()
    }
}

/// A weak link to the stack, carried in the environment of everything inside it.
struct WeakNavigation {
    weak var coordinator: NavigationStackCoordinator?
}

extension EnvironmentValues {
    var navigationCoordinator: NavigationStackCoordinator? { navigationStorage?.coordinator }
}

/// A hosting controller for one screen of a stack: the root (element nil) or a pushed value.
final class NavigationHostingController: UIHostingController<AnyView> {
    var element: AnyHashable?
}

/// Keeps the navigation controller in step with the path, and the path with pops UIKit makes.
@MainActor final class NavigationStackCoordinator {
    weak var navigationController: UINavigationController?
    var rootHost: NavigationHostingController?
    var path = PathAccess(get: { [] }, set: { _ in })
    var environment = EnvironmentValues()
    /// The controllers of the pushed values, in path order.
    private(set) var pushed: [NavigationHostingController] = []
    private var destinations: [ObjectIdentifier: Destination] = [:]
    /// The views destination-based links pushed, by the value standing for each in the path.
    private var linked: [LinkedDestination: AnyView] = [:]
    private var linkCount = 0
    private var syncScheduled = false
    private var isSyncing = false
    private var resyncWanted = false

    struct Destination {
        let owner: ObjectIdentifier
        let make: (AnyHashable) -> AnyView?
    }

    /// https://developer.apple.com/documentation/swiftui/view/navigationdestination(for:destination:):
    /// "Associates a destination view with a presented data type for use within a navigation
    /// stack." The latest declaration for a type wins; screens showing that type are refreshed.
    func register<D: Hashable>(_ type: D.Type, owner: ViewNode, make: @escaping (D) -> AnyView) {
        destinations[ObjectIdentifier(type)] = Destination(owner: ObjectIdentifier(owner)) { element in
            (element.base as? D).map(make)
        }
        for host in pushed where host.element.map({ $0.base is D }) == true {
            if let element = host.element, let view = destinations[ObjectIdentifier(type)]?.make(element) { host.rootView = view }
        }
        scheduleSync()
    }

    func unregister(_ type: ObjectIdentifier, owner: ViewNode) {
        if destinations[type]?.owner == ObjectIdentifier(owner) { destinations[type] = nil }
    }

    func canShow(_ value: AnyHashable) -> Bool { destination(for: value) != nil }

    private func destination(for value: AnyHashable) -> AnyView? {
        if let link = value.base as? LinkedDestination { return linked[link] }
        return destinations[ObjectIdentifier(type(of: value.base))]?.make(value)
    }

    /// What a destination-based NavigationLink (`init(destination:label:)`) does: push its
    /// destination. The model stands a private value for it in the path, so a pop (by code or
    /// by gesture) takes it off as it takes off a value's screen.
    func push(_ destination: AnyView) {
        linkCount += 1
        let link = LinkedDestination(id: linkCount)
        linked[link] = destination
        path.set(path.get() + [AnyHashable(link)])
    }

    /// What a NavigationLink(value:) does: append the value to the path. SwiftUI refuses a
    /// value no navigationDestination shows, with its console message (observed text).
    func append(_ value: AnyHashable) {
        guard canShow(value) else {
            ModelSwiftUI.log("A NavigationLink is presenting a value of type “\(type(of: value.base))” but there is no matching "
                + "navigationDestination declaration visible from the location of the link. The link cannot be activated.")
            return
        }
        path.set(path.get() + [value])
    }

    /// `dismiss` in a pushed screen: pops it (and what is above it) off the path.
    func dismiss(_ host: NavigationHostingController) {
        guard let index = pushed.firstIndex(where: { $0 === host }) else { return }
        path.set(Array(path.get().prefix(index)))
    }

    /// Syncs once the graph update under way has evaluated every body (SwiftUI acts on the
    /// navigation controller after its update, not while bodies run).
    func scheduleSync() {
        guard !syncScheduled else { return }
        syncScheduled = true
        ViewGraph.afterCurrentUpdate { [weak self] in
            self?.syncScheduled = false
            self?.sync()
        }
    }

    /// Syncs once; a sync asked for while one runs runs after it. UIKit's own push or pop
    /// (no delegate animator) swaps the screens inside the model's `pushViewController` or
    /// `popViewController`, and the layout that follows may update a screen's graph and ask
    /// again: acting then, on the screens not yet counted, would pop twice.
    func sync() {
        guard !isSyncing else {
            resyncWanted = true
            return
        }
        isSyncing = true
        defer { isSyncing = false }
        repeat {
            resyncWanted = false
            syncOnce()
        } while resyncWanted
    }

    /// Makes the navigation controller show the root, then one screen per path value: one value
    /// more is a push, one fewer a pop, anything else `setViewControllers`; all animated. A
    /// value no destination shows stops the stack there until one is declared.
    private func syncOnce() {
        guard let navigation = navigationController, let rootHost else { return }
        let wanted = path.get()
        var common = 0
        while common < pushed.count, common < wanted.count, pushed[common].element == wanted[common] { common += 1 }
        var added: [NavigationHostingController] = []
        for element in wanted.dropFirst(common) {
            guard let view = destination(for: element) else { break }
            let host = NavigationHostingController(rootView: view)
            host.element = element
            host.inheritedEnvironment = environment
            host.presentation = PresentationContext(isPresented: true) { [weak self, weak host] in if let host { self?.dismiss(host) } }
            host.removedFromParent = { [weak self, weak host] in if let host { self?.popped(host) } }
            added.append(host)
        }
        let kept = Array(pushed.prefix(common))
        if common == pushed.count, added.isEmpty { return }
        if common == pushed.count, added.count == 1 {
            navigation.pushViewController(added[0], animated: true)
        } else if common == pushed.count - 1, added.isEmpty {
            navigation.popViewController(animated: true)
        } else {
            navigation.setViewControllers([rootHost] + kept + added, animated: true)
        }
        // UIKit may refuse (a transition in progress): keep what the navigation controller holds.
        let shown = navigation.viewControllers
        pushed = (kept + added).filter { host in shown.contains { $0 === host } }
    }

    /// UIKit removed a pushed screen (a completed pop, by code or by gesture): the path loses
    /// that value and the ones after it.
    private func popped(_ host: NavigationHostingController) {
        guard let index = pushed.firstIndex(where: { $0 === host }) else { return }
        for gone in pushed[index...] { if let link = gone.element?.base as? LinkedDestination { linked[link] = nil } }
        pushed.removeSubrange(index...)
        let current = path.get()
        if current.count > index { path.set(Array(current.prefix(index))) }
    }
}

/// A destination-based link's place in the path (the model's own, never the app's).
struct LinkedDestination: Hashable {
    let id: Int
}

/// [SI18.1:SwiftUI@576000..@608000] `public struct NavigationLink<Label, Destination> : View`.
/// The value-based links of iOS 16 ([SI18.1:SwiftUI@544000] `extension NavigationLink where
/// Destination == Never`) and the destination-based ones a NavigationView pushes with
/// (`init(destination:label:)`, [SI18.1:SwiftUI@576000..@592000]).
/// https://developer.apple.com/documentation/swiftui/navigationlink/init(value:label:): "When
/// someone activates the navigation link that this initializer creates, SwiftUI looks for a
/// nearby navigationDestination(for:destination:) view modifier with a data input parameter
/// that matches the type of this initializer's value"; a nil value makes a disabled link.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
nonisolated public struct NavigationLink<Label, Destination>: View where Label: View, Destination: View {
    let value: AnyHashable?
    let label: Label
    var destination: Destination? = nil

    /// https://developer.apple.com/documentation/swiftui/navigationlink/init(destination:label:):
    /// "Creates a navigation link that presents the destination view." Tapped inside a stack
    /// (a NavigationStack, or a NavigationView in its stack style), it pushes the destination.
    public init(@ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label) {
        self.init(destination: destination(), label: label)
    }

    /// [SI18.1:SwiftUI@592000] `public init(destination: Destination, @ViewBuilder label: () -> Label)`,
    /// "to be deprecated" (`deprecated: 100000.0`, "Pass a closure as the destination"): the
    /// link the closure form makes (the SDK's closure form calls it, `@_alwaysEmitIntoClient`).
    @available(iOS, introduced: 13.0, deprecated: 100000.0, message: "Pass a closure as the destination")
    @available(macOS, introduced: 10.15, deprecated: 100000.0, message: "Pass a closure as the destination")
    @available(tvOS, introduced: 13.0, deprecated: 100000.0, message: "Pass a closure as the destination")
    @available(watchOS, introduced: 6.0, deprecated: 100000.0, message: "Pass a closure as the destination")
    @available(visionOS, introduced: 1.0, deprecated: 100000.0, message: "Pass a closure as the destination")
    public init(destination: Destination, @ViewBuilder label: () -> Label) {
        value = nil
        self.label = label()
        self.destination = destination
    }

    @MainActor @preconcurrency public var body: some View {
        NavigationLinkBody(value: value, label: label, destination: destination.map { AnyView($0) })
    }
}

/// [SI18.1:SwiftUI@592000] `extension NavigationLink where Label == Text` (iOS 13): a title,
/// localized (`LocalizedStringKey`) or as it is (`StringProtocol`, disfavored so that a literal
/// is a key), and the destination as a closure or, "to be deprecated", as a view.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension NavigationLink where Label == Text {
    nonisolated public init(_ titleKey: LocalizedStringKey, @ViewBuilder destination: () -> Destination) {
        self.init(destination: destination) { Text(titleKey) }
    }

    @_disfavoredOverload nonisolated public init<S>(_ title: S, @ViewBuilder destination: () -> Destination) where S: StringProtocol {
        self.init(destination: destination) { Text(title) }
    }

    @available(iOS, introduced: 13.0, deprecated: 100000.0, message: "Pass a closure as the destination")
    @available(macOS, introduced: 10.15, deprecated: 100000.0, message: "Pass a closure as the destination")
    @available(tvOS, introduced: 13.0, deprecated: 100000.0, message: "Pass a closure as the destination")
    @available(watchOS, introduced: 6.0, deprecated: 100000.0, message: "Pass a closure as the destination")
    @available(visionOS, introduced: 1.0, deprecated: 100000.0, message: "Pass a closure as the destination")
    nonisolated public init(_ titleKey: LocalizedStringKey, destination: Destination) {
        self.init(destination: destination) { Text(titleKey) }
    }

    @available(iOS, introduced: 13.0, deprecated: 100000.0, message: "Pass a closure as the destination")
    @available(macOS, introduced: 10.15, deprecated: 100000.0, message: "Pass a closure as the destination")
    @available(tvOS, introduced: 13.0, deprecated: 100000.0, message: "Pass a closure as the destination")
    @available(watchOS, introduced: 6.0, deprecated: 100000.0, message: "Pass a closure as the destination")
    @available(visionOS, introduced: 1.0, deprecated: 100000.0, message: "Pass a closure as the destination")
    @_disfavoredOverload nonisolated public init<S>(_ title: S, destination: Destination) where S: StringProtocol {
        self.init(destination: destination) { Text(title) }
    }
}

@available(*, unavailable)
extension NavigationLink: Sendable {}

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
extension NavigationLink where Destination == Never {
    nonisolated public init<P>(value: P?, @ViewBuilder label: () -> Label) where P: Hashable {
        self.value = value.map { AnyHashable($0) }
        self.label = label()
    }

    nonisolated public init<P>(_ titleKey: LocalizedStringKey, value: P?) where Label == Text, P: Hashable {
        self.init(value: value) { Text(titleKey) }
    }

    @_disfavoredOverload nonisolated public init<S, P>(_ title: S, value: P?) where Label == Text, S: StringProtocol, P: Hashable {
        self.init(value: value) { Text(title) }
    }
}

nonisolated struct NavigationLinkBody<Label: View>: View {
    let value: AnyHashable?
    let label: Label
    var destination: AnyView? = nil
    typealias Body = Never
}

@MainActor extension NavigationLinkBody: PrimitiveView, TappableView {
    func makeChildren(_ children: inout ChildList, in node: ViewNode) { children.add(label, key: "label") }

    /// Outside a stack, or with a nil value and no destination, the link does nothing.
    func performTap(in node: ViewNode) {
        guard let coordinator = node.environment.navigationCoordinator else { return }
        if let destination { return coordinator.push(destination) }
        guard let value else { return }
        coordinator.append(value)
    }
}

nonisolated struct DestinationModifier<D: Hashable, C: View>: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let destination: (D) -> C

    @MainActor func apply(to node: ViewNode) {
        guard let coordinator = node.environment.navigationCoordinator else { return }
        let destination = destination
        coordinator.register(D.self, owner: node) { AnyView(destination($0)) }
        if node.attachment == nil {
            node.attachment = coordinator
            node.removalActions.append { [weak coordinator, unowned node] in
                coordinator?.unregister(ObjectIdentifier(D.self), owner: node)
            }
        }
    }
}

/// [SI18.1:SwiftUI@80000] `nonisolated public func navigationDestination<D, C>(for data: D.Type,
/// @ViewBuilder destination: @escaping (D) -> C) -> some View where D : Hashable, C : View`
/// (iOS 16). Outside a NavigationStack it does nothing.
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
extension View {
    nonisolated public func navigationDestination<D, C>(for data: D.Type, @ViewBuilder destination: @escaping (D) -> C) -> some View where D: Hashable, C: View {
        modifier(DestinationModifier(destination: destination))
    }
}
