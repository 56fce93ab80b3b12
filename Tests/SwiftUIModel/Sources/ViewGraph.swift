// The view graph: one node per view in the tree, holding the view's state, its environment
// and the UIKit objects it made. State changes mark nodes dirty; the host updates the graph
// in its next layout pass, re-evaluating each dirty node's body and its subtree.

/// Views the graph does not evaluate through `body`: they list their children themselves,
/// and `update(_:)` lets them act on their node (hooks, environment, UIKit objects).
@MainActor protocol PrimitiveView {
    func update(_ node: ViewNode)
    func makeChildren(_ children: inout ChildList, in node: ViewNode)
}

extension PrimitiveView {
    func update(_ node: ViewNode) {}
}

/// The children a view lists: each with a key that, with the child's type, is its identity
/// among its siblings (https://developer.apple.com/documentation/swiftui/view, "structural
/// identity": a view's type and position).
struct ChildList {
    var entries: [(key: AnyHashable, view: any View)] = []
    mutating func add(_ view: any View, key: AnyHashable) { entries.append((key, view)) }
}

/// A dynamic property the graph attaches storage to before evaluating a body.
@MainActor protocol InstallableProperty {
    func install(in node: ViewNode, slot: String)
}

/// One view in the graph.
@MainActor final class ViewNode {
    unowned let graph: ViewGraph
    private(set) weak var parent: ViewNode?
    let identity: Identity
    var children: [ViewNode] = []
    /// The environment this view reads, and the one its children get (modifiers change it).
    var environment = EnvironmentValues()
    var childEnvironment = EnvironmentValues()
    /// Property storage (State, Namespace) by the property's path in the view value.
    var slots: [String: AnyObject] = [:]
    /// Per-primitive data kept across evaluations (a representable's coordinator, ...).
    var attachment: AnyObject?
    /// The current view value; set by each evaluation.
    var view: (any View)?
    /// The content that `_ViewModifier_Content<M>` placeholders in this modifier's body show.
    var modifierContent: (type: ObjectIdentifier, view: any View)?
    var isDirty = false
    private(set) var isAlive = true
    var removalActions: [() -> Void] = []
    var appearActions: [() -> Void] = []
    var disappearActions: [() -> Void] = []
    var hasAppeared = false
    /// A representable's answer to a size proposal (UIHostingController.sizeThatFits(in:)).
    var sizing: ((ProposedViewSize) -> CGSize?)?
    /// Where the last layout pass placed this view, in the hosting view's coordinates.
    var layoutFrame: CGRect = .zero
    /// A view representable's UIView: the layout pass gives it `layoutFrame`.
    var hostedView: UIView?

    struct Identity: Hashable {
        var type: ObjectIdentifier
        var key: AnyHashable
    }

    init(graph: ViewGraph, parent: ViewNode?, identity: Identity) {
        self.graph = graph
        self.parent = parent
        self.identity = identity
    }

    var depth: Int { parent.map { $0.depth + 1 } ?? 0 }

    /// Marks this node's body for re-evaluation at the host's next update.
    func invalidate() {
        guard isAlive, !isDirty else { return }
        isDirty = true
        graph.scheduleUpdate(self)
    }

    /// Tears the subtree down, children first in tree order: removal hooks (dismantle), then
    /// onDisappear (undocumented order; README).
    func remove() {
        guard isAlive else { return }
        for child in children { child.remove() }
        children = []
        isAlive = false
        for action in removalActions { action() }
        removalActions = []
        if hasAppeared { graph.pendingDisappear.append(contentsOf: disappearActions) }
    }

    /// The nearest ancestor (or self) whose attachment is of type `T`.
    func nearest<T: AnyObject>(_ type: T.Type) -> T? {
        var node: ViewNode? = self
        while let current = node {
            if let found = current.attachment as? T { return found }
            node = current.parent
        }
        return nil
    }
}

/// Who shows a graph: the hosting controller. It is told when the graph needs an update.
@MainActor protocol GraphHost: AnyObject {
    var hostController: UIViewController { get }
    var graphForModel: ViewGraph { get }
    func graphNeedsUpdate()
}

/// A tree of nodes under one root view.
@MainActor final class ViewGraph {
    private(set) var root: ViewNode?
    weak var host: (any GraphHost)?
    /// The environment the root view gets (the host's, plus dismiss and isPresented).
    var rootEnvironment = EnvironmentValues() {
        didSet { root?.invalidate() }
    }
    private var dirty: [ViewNode] = []
    /// A root view set since the last update.
    private var pendingRoot: (any View)?
    var pendingDisappear: [() -> Void] = []
    /// Whether the graph's views are on screen: onAppear runs for views that are, when they
    /// are; onDisappear when they are removed or the host disappears.
    private(set) var isVisible = false
    private(set) var isUpdating = false
    /// Body evaluations, in order (test-only through the SPI).
    private(set) var evaluationLog: [String] = []

    /// Sets the root view: re-evaluated in place when its type is the same, replaced otherwise.
    func setRoot<V: View>(_ view: V) {
        let identity = ViewNode.Identity(type: ObjectIdentifier(V.self), key: "root")
        if let root, root.identity != identity {
            root.remove()
            self.root = nil
        }
        let node = root ?? ViewNode(graph: self, parent: nil, identity: identity)
        root = node
        pendingRoot = view
        node.invalidate()
    }

    func scheduleUpdate(_ node: ViewNode) {
        dirty.append(node)
        if !isUpdating { host?.graphNeedsUpdate() }
    }

    var needsUpdate: Bool { !dirty.isEmpty || !pendingDisappear.isEmpty }

    /// Re-evaluates dirty nodes, the shallowest first (their subtrees are evaluated with
    /// them), until none is left; then runs onDisappear and onAppear actions.
    func update() {
        guard !isUpdating else { return }
        isUpdating = true
        let outer = Self.updating
        Self.updating = self
        defer {
            isUpdating = false
            Self.updating = outer
        }
        for pass in 0... {
            while let node = dirty.filter({ $0.isAlive && $0.isDirty }).min(by: { $0.depth < $1.depth }) {
                if node === root {
                    node.environment = rootEnvironment
                    if let pending = pendingRoot {
                        node.view = pending
                        pendingRoot = nil
                    }
                }
                if let view = node.view {
                    evaluate(view, in: node)
                } else {
                    node.isDirty = false
                }
                dirty.removeAll { !$0.isAlive || !$0.isDirty }
            }
            dirty.removeAll()
            let changes = changeActions
            changeActions = []
            if pass >= Self.passLimit, !changes.isEmpty {
                for change in changes {
                    ModelSwiftUI.log("onChange(of: \(change.type)) action tried to update multiple times per frame.")
                }
                break
            }
            for change in changes { change.action() }
            runLifecycleActions()
            if dirty.isEmpty && changeActions.isEmpty { break }
        }
    }

    /// How many times one update re-runs bodies because onChange or onAppear actions changed
    /// state, before it gives up as SwiftUI does (undocumented limit; see the README).
    static let passLimit = 16

    private var changeActions: [(type: String, action: () -> Void)] = []

    /// The graph whose update is running (updates of nested hosts' graphs can run inside).
    private static var updating: ViewGraph?

    /// Runs `action` after the bodies of the update under way (at once outside an update).
    static func afterCurrentUpdate(_ action: @escaping () -> Void) {
        guard let graph = updating else { return action() }
        graph.changeActions.append(("", action))
    }

    /// onChange actions run after the bodies of the update that saw the change.
    func enqueueChangeAction<Value>(for type: Value.Type, _ action: @escaping () -> Void) {
        changeActions.append((String(describing: type), action))
    }

    /// One update for every graph: `first`, then every live graph that needs one, until none
    /// does (SwiftUI updates all its views in one transaction; how hosts share it is
    /// undocumented, see the README).
    static func updateAll(startingWith first: ViewGraph) {
        first.update()
        while let next = ModelSwiftUI.liveGraphs().first(where: { $0.needsUpdate && !$0.isUpdating }) {
            next.update()
        }
    }

    func setVisible(_ visible: Bool) {
        guard visible != isVisible else { return }
        isVisible = visible
        if !visible, let root { markDisappeared(root) }
        runLifecycleActions()
    }

    private func markDisappeared(_ node: ViewNode) {
        for child in node.children { markDisappeared(child) }
        if node.hasAppeared {
            node.hasAppeared = false
            pendingDisappear.append(contentsOf: node.disappearActions)
        }
    }

    private func runLifecycleActions() {
        let disappear = pendingDisappear
        pendingDisappear = []
        for action in disappear { action() }
        guard isVisible, let root else { return }
        var appear: [() -> Void] = []
        collectAppearing(root, into: &appear)
        for action in appear { action() }
    }

    /// onAppear runs parent first, in tree order (undocumented; see the README).
    private func collectAppearing(_ node: ViewNode, into actions: inout [() -> Void]) {
        if !node.hasAppeared {
            node.hasAppeared = true
            actions.append(contentsOf: node.appearActions)
        }
        for child in node.children { collectAppearing(child, into: &actions) }
    }

    /// Evaluates `view` in `node`: attaches its dynamic properties, evaluates its body (or
    /// asks a primitive view for its children) and reconciles the children.
    func evaluate(_ view: any View, in node: ViewNode) {
        node.view = view
        node.isDirty = false
        node.childEnvironment = node.environment
        node.appearActions = []
        node.disappearActions = []
        installProperties(of: view, in: node, path: "")
        var children = ChildList()
        if let representable = view as? any UIViewControllerRepresentable {
            updateRepresentable(representable, in: node)
        } else if let representable = view as? any UIViewRepresentable {
            updateRepresentable(representable, in: node)
        } else if let primitive = view as? any PrimitiveView {
            primitive.update(node)
            primitive.makeChildren(&children, in: node)
        } else {
            evaluationLog.append(String(describing: type(of: view)))
            children.add(body(of: view), key: "body")
        }
        reconcile(node, with: children)
    }

    private func body<V: View>(of view: V) -> any View { view.body }

    func installProperties(of value: Any, in node: ViewNode, path: String) {
        for (index, child) in Mirror(reflecting: value).children.enumerated() {
            let slot = path + "/" + (child.label ?? String(index))
            if let property = child.value as? any InstallableProperty {
                property.install(in: node, slot: slot)
            } else if child.value is any DynamicProperty {
                installProperties(of: child.value, in: node, path: slot)
            }
        }
    }

    /// Keeps children whose identity (type and key) is unchanged; removes the others first,
    /// then evaluates the new list in order.
    private func reconcile(_ node: ViewNode, with list: ChildList) {
        let identities = list.entries.map { ViewNode.Identity(type: ObjectIdentifier(type(of: $0.view)), key: $0.key) }
        var kept: [ViewNode.Identity: ViewNode] = [:]
        for child in node.children {
            if identities.contains(child.identity), kept[child.identity] == nil {
                kept[child.identity] = child
            } else {
                child.remove()
            }
        }
        node.children = zip(identities, list.entries).map { identity, entry in
            let child = kept.removeValue(forKey: identity) ?? ViewNode(graph: self, parent: node, identity: identity)
            child.environment = node.childEnvironment
            evaluate(entry.view, in: child)
            return child
        }
    }

    /// Every node, depth first (test support and look-ups).
    func allNodes() -> [ViewNode] { root.map(Self.subtree(of:)) ?? [] }

    static func subtree(of node: ViewNode) -> [ViewNode] {
        var result: [ViewNode] = []
        func walk(_ node: ViewNode) {
            result.append(node)
            node.children.forEach(walk)
        }
        walk(node)
        return result
    }
}
