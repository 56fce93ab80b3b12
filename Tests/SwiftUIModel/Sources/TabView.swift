// TabView on a UITabBarController, its selection binding kept in step both ways.

@_spi(UIKitModel) import UIKit

/// [SI18.1:SwiftUI@128000] `public struct TabView<SelectionValue, Content> : View where
/// SelectionValue : Hashable, Content : View` (iOS 13; the iOS 18 TabContentBuilder forms are
/// not modelled). https://developer.apple.com/documentation/swiftui/tabview: "A view that
/// switches between multiple child views using interactive user interface elements"; with a
/// selection binding, the tab whose `tag(_:)` equals the selection is shown, and a tap on a
/// tab writes that tab's tag to the binding. On iOS it is a UITabBarController; the model
/// builds one as a representable, each tab in its own hosting controller. A tab without a tag
/// is tagged with its index (undocumented; README).
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 7.0, *)
nonisolated public struct TabView<SelectionValue, Content>: View where SelectionValue: Hashable, Content: View {
    let selection: Binding<SelectionValue>?
    let content: Content
    @State private var ownSelection: AnyHashable?

    @available(iOS, deprecated: 100000.0, message: "Use TabContentBuilder-based TabView initializers instead")
    public init(selection: Binding<SelectionValue>?, @ViewBuilder content: () -> Content) {
        self.selection = selection
        self.content = content()
    }

    @MainActor @preconcurrency public var body: some View {
        let own = $ownSelection
        let access: SelectionAccess
        if let selection {
            access = SelectionAccess(get: { AnyHashable(selection.wrappedValue) }, set: { tag in
                if let value = tag.base as? SelectionValue { selection.wrappedValue = value }
            })
        } else {
            access = SelectionAccess(get: { own.wrappedValue }, set: { own.wrappedValue = $0 })
        }
        return TabViewBridge(tabs: Self.tabs(of: content), selection: access)
    }

    /// The tabs are the content's top-level views.
    private static func tabs(of content: Content) -> [(tag: AnyHashable, view: AnyView)] {
        let elements: [Any]
        if let tuple = content as? any TupleViewValue {
            elements = tuple.elements
        } else {
            elements = [content]
        }
        return elements.enumerated().compactMap { index, element in
            guard let view = element as? any View else { return nil }
            return (viewTag(of: element) ?? AnyHashable(index), AnyView(view))
        }
    }
}

@available(*, unavailable)
extension TabView: Sendable {}

/// [SI18.1:SwiftUI@128000] `extension TabView where SelectionValue == Int { nonisolated public
/// init(@ViewBuilder content: () -> Content) }`: the first tab is shown first.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 7.0, *)
extension TabView where SelectionValue == Int {
    nonisolated public init(@ViewBuilder content: () -> Content) {
        selection = nil
        self.content = content()
    }
}

protocol TupleViewValue {
    var elements: [Any] { get }
}

extension TupleView: TupleViewValue {
    var elements: [Any] {
        let mirror = Mirror(reflecting: value)
        return mirror.displayStyle == .tuple ? mirror.children.map(\.value) : [value]
    }
}

struct SelectionAccess {
    let get: () -> AnyHashable?
    let set: (AnyHashable) -> Void
}

/// A tab's hosting controller.
final class TabHostingController: UIHostingController<AnyView> {
    var tag: AnyHashable = 0
    var appeared: ((TabHostingController) -> Void)?

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        appeared?(self)
    }
}

struct TabViewBridge: UIViewControllerRepresentable {
    let tabs: [(tag: AnyHashable, view: AnyView)]
    let selection: SelectionAccess

    func makeCoordinator() -> TabViewCoordinator { TabViewCoordinator() }

    func makeUIViewController(context: Context) -> UITabBarController {
        let tabBar = UITabBarController()
        context.coordinator.tabBar = tabBar
        return tabBar
    }

    func updateUIViewController(_ tabBar: UITabBarController, context: Context) {
        context.coordinator.update(tabs: tabs, selection: selection, environment: context.environment)
    }
}

@MainActor final class TabViewCoordinator {
    weak var tabBar: UITabBarController?
    private var hosts: [TabHostingController] = []
    private var selection = SelectionAccess(get: { nil }, set: { _ in })
    /// Appearances before the binding's first selection are the tab bar's, not the user's.
    private var hasApplied = false

    func update(tabs: [(tag: AnyHashable, view: AnyView)], selection: SelectionAccess, environment: EnvironmentValues) {
        self.selection = selection
        guard let tabBar else { return }
        var changed = hosts.count != tabs.count
        while hosts.count < tabs.count {
            let host = TabHostingController(rootView: tabs[hosts.count].view)
            host.appeared = { [weak self] host in self?.userShowed(host) }
            hosts.append(host)
        }
        if hosts.count > tabs.count { hosts.removeLast(hosts.count - tabs.count) }
        for (host, tab) in zip(hosts, tabs) {
            if host.tag != tab.tag { changed = true }
            host.tag = tab.tag
            host.inheritedEnvironment = environment
            host.rootView = tab.view
        }
        if changed { tabBar.setViewControllers(hosts, animated: false) }
        ViewGraph.afterCurrentUpdate { [weak self] in self?.selectFromBinding() }
    }

    /// The binding decides the shown tab (no matching tag: the tab bar keeps its tab).
    private func selectFromBinding() {
        hasApplied = true
        guard let tabBar, let wanted = selection.get() else { return }
        guard let index = hosts.firstIndex(where: { $0.tag == wanted }), index != tabBar.selectedIndex else { return }
        tabBar.selectedIndex = index
    }

    /// A tab the tab bar showed (a user's tap, or the tab bar's own first tab): its tag goes
    /// to the binding when it differs.
    private func userShowed(_ host: TabHostingController) {
        guard hasApplied, tabBar?.selectedViewController === host, selection.get() != host.tag else { return }
        selection.set(host.tag)
    }
}
