// ViewModifier, ModifiedContent and the modifiers whose behaviour the adoption layer relies on:
// environment(_:_:), onAppear, onDisappear, onChange(of:).

/// [SI18.1:SwiftUICore@656000] `@preconcurrency @MainActor public protocol ViewModifier {
/// associatedtype Body : View; @ViewBuilder func body(content: Self.Content) -> Self.Body;
/// typealias Content = _ViewModifier_Content<Self> }`. https://developer.apple.com/documentation/swiftui/viewmodifier:
/// "A modifier that you apply to a view or another view modifier, producing a different version
/// of the original value." A modifier's own State and Environment work as a view's.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@preconcurrency @MainActor public protocol ViewModifier {
    associatedtype Body: View
    @ViewBuilder @MainActor @preconcurrency func body(content: Self.Content) -> Self.Body
    typealias Content = _ViewModifier_Content<Self>
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension ViewModifier where Self.Body == Never {
    @MainActor @preconcurrency public func body(content: Self.Content) -> Self.Body {
        fatalError("SwiftUI model: \(Self.self) is a primitive modifier the model does not apply")
    }
}

/// [SI18.1:SwiftUICore@80000] `public struct _ViewModifier_Content<Modifier> : View where Modifier :
/// ViewModifier`: stands for the modified view inside `body(content:)`
/// (https://developer.apple.com/documentation/swiftui/viewmodifier/content).
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
nonisolated public struct _ViewModifier_Content<Modifier>: View where Modifier: ViewModifier {
    public typealias Body = Never
}

@available(*, unavailable)
extension _ViewModifier_Content: Sendable {}

@MainActor extension _ViewModifier_Content: PrimitiveView {
    /// The content of the nearest enclosing application of `Modifier`.
    func makeChildren(_ children: inout ChildList, in node: ViewNode) {
        var ancestor = node.parent
        while let current = ancestor {
            if let content = current.modifierContent, content.type == ObjectIdentifier(Modifier.self) {
                children.add(content.view, key: "content")
                return
            }
            ancestor = current.parent
        }
    }
}

/// [SI18.1:SwiftUICore@656000] `@frozen public struct ModifiedContent<Content, Modifier>`.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
nonisolated public struct ModifiedContent<Content, Modifier> {
    public typealias Body = Never
    public var content: Content
    public var modifier: Modifier
    nonisolated public init(content: Content, modifier: Modifier) {
        self.content = content
        self.modifier = modifier
    }
}

@available(*, unavailable)
extension ModifiedContent: Sendable {}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension ModifiedContent: Equatable where Content: Equatable, Modifier: Equatable {}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension ModifiedContent: View where Content: View, Modifier: ViewModifier {
    @MainActor @preconcurrency public var body: ModifiedContent<Content, Modifier>.Body {
        fatalError("SwiftUI model: ModifiedContent is primitive")
    }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension ModifiedContent: ViewModifier where Content: ViewModifier, Modifier: ViewModifier {}

/// Modifiers the model implements itself: they act on the node of the modified view and may
/// change the environment its content gets.
@MainActor protocol PrimitiveModifier {
    func apply(to node: ViewNode)
    /// The content's key among the node's children: a new key replaces the content's views.
    var childKey: AnyHashable { get }
}

extension PrimitiveModifier {
    var childKey: AnyHashable { "content" }
}

@MainActor extension ModifiedContent: PrimitiveView where Content: View, Modifier: ViewModifier {
    func update(_ node: ViewNode) {
        if let primitive = modifier as? any PrimitiveModifier {
            primitive.apply(to: node)
        } else {
            node.modifierContent = (ObjectIdentifier(Modifier.self), content)
            node.graph.installProperties(of: modifier, in: node, path: "/modifier")
        }
    }

    func makeChildren(_ children: inout ChildList, in node: ViewNode) {
        if let primitive = modifier as? any PrimitiveModifier {
            children.add(content, key: primitive.childKey)
        } else {
            children.add(modifier.body(content: _ViewModifier_Content<Modifier>()), key: "modifier")
        }
    }
}

/// [SI18.1:SwiftUICore@656000] `extension View { @inlinable nonisolated public func modifier<T>(_
/// modifier: T) -> ModifiedContent<Self, T> }` (no `T : ViewModifier` constraint in the SDK).
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension View {
    nonisolated public func modifier<T>(_ modifier: T) -> ModifiedContent<Self, T> {
        ModifiedContent(content: self, modifier: modifier)
    }
}

/// [SI18.1:SwiftUICore@672000] `extension ViewModifier { @inlinable nonisolated public func
/// concat<T>(_ modifier: T) -> ModifiedContent<Self, T> }`.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension ViewModifier {
    nonisolated public func concat<T>(_ modifier: T) -> ModifiedContent<Self, T> {
        ModifiedContent(content: self, modifier: modifier)
    }
}

// MARK: - environment(_:_:)

nonisolated struct EnvironmentWritingModifier<Value>: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let keyPath: WritableKeyPath<EnvironmentValues, Value>
    let value: Value

    @MainActor func apply(to node: ViewNode) { node.childEnvironment[keyPath: keyPath] = value }
}

/// [SI18.1:SwiftUICore@128000] `@inlinable nonisolated public func environment<V>(_ keyPath:
/// WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some View`.
/// https://developer.apple.com/documentation/swiftui/view/environment(_:_:): "Sets the
/// environment value of the specified key path to the given value" for this view and its
/// descendants.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension View {
    nonisolated public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some View {
        modifier(EnvironmentWritingModifier(keyPath: keyPath, value: value))
    }
}

// MARK: - onAppear, onDisappear

nonisolated struct AppearanceActionModifier: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let appear: (() -> Void)?
    let disappear: (() -> Void)?

    @MainActor func apply(to node: ViewNode) {
        if let appear { node.appearActions.append(appear) }
        if let disappear { node.disappearActions.append(disappear) }
    }
}

/// [SI18.1:SwiftUICore@464000] `@inlinable nonisolated public func onAppear(perform action: (() ->
/// Void)? = nil) -> some View`; `onDisappear(perform:)` likewise.
/// https://developer.apple.com/documentation/swiftui/view/onappear(perform:): "Adds an action to
/// perform before this view appears" ... "the action closure completes before the first
/// rendered frame appears." onDisappear: "Adds an action to perform after this view
/// disappears." The model runs onAppear once a view is in the graph of a visible host, after
/// the update that added it, and onDisappear after the update that removed it or when the host
/// disappears (the host's viewDidDisappear).
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension View {
    nonisolated public func onAppear(perform action: (() -> Void)? = nil) -> some View {
        modifier(AppearanceActionModifier(appear: action, disappear: nil))
    }

    nonisolated public func onDisappear(perform action: (() -> Void)? = nil) -> some View {
        modifier(AppearanceActionModifier(appear: nil, disappear: action))
    }
}

// MARK: - onChange(of:)

final class ChangeRecord<Value>: @unchecked Sendable {
    var value: Value
    init(_ value: Value) { self.value = value }
}

nonisolated struct ChangeModifier<Value: Equatable>: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let value: Value
    let initial: Bool
    let action: (_ oldValue: Value, _ newValue: Value) -> Void

    @MainActor func apply(to node: ViewNode) {
        let value = value
        let action = action
        guard let record = node.attachment as? ChangeRecord<Value> else {
            node.attachment = ChangeRecord(value)
            if initial { node.graph.enqueueChangeAction(for: Value.self) { action(value, value) } }
            return
        }
        guard record.value != value else { return }
        let old = record.value
        record.value = value
        node.graph.enqueueChangeAction(for: Value.self) { action(old, value) }
    }
}

/// [SI18.1:SwiftUICore@576000] `onChange(of:perform:)` (iOS 14, deprecated 17).
/// https://developer.apple.com/documentation/swiftui/view/onchange(of:perform:): "Adds a
/// modifier for this view that fires an action when a specific value changes"; the value is
/// compared with == each time the view is evaluated; "the action closure captures values from
/// the previous state of the view"... the model passes the new value and runs the action after
/// the update, on the main actor.
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
extension View {
    @available(iOS, deprecated: 17.0, message: "Use `onChange` with a two or zero parameter action closure instead.")
    @available(macOS, deprecated: 14.0, message: "Use `onChange` with a two or zero parameter action closure instead.")
    @available(tvOS, deprecated: 17.0, message: "Use `onChange` with a two or zero parameter action closure instead.")
    @available(watchOS, deprecated: 10.0, message: "Use `onChange` with a two or zero parameter action closure instead.")
    @available(visionOS, deprecated: 1.0, message: "Use `onChange` with a two or zero parameter action closure instead.")
    nonisolated public func onChange<V>(of value: V, perform action: @escaping (_ newValue: V) -> Void) -> some View where V: Equatable {
        modifier(ChangeModifier(value: value, initial: false) { _, new in action(new) })
    }
}

/// [SI18.1:SwiftUICore@576000] the two- and zero-parameter `onChange(of:initial:_:)` (iOS 17).
/// https://developer.apple.com/documentation/swiftui/view/onchange(of:initial:_:)-4psgg:
/// "initial: Whether the action should be run when this view initially appears"; the action
/// gets "the old value that failed the comparison check (or the initial value when requested)"
/// and "the new value".
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
extension View {
    nonisolated public func onChange<V>(of value: V, initial: Bool = false, _ action: @escaping (_ oldValue: V, _ newValue: V) -> Void) -> some View where V: Equatable {
        modifier(ChangeModifier(value: value, initial: initial, action: action))
    }

    nonisolated public func onChange<V>(of value: V, initial: Bool = false, _ action: @escaping () -> Void) -> some View where V: Equatable {
        modifier(ChangeModifier(value: value, initial: initial) { _, _ in action() })
    }
}

// MARK: - background(alignment:content:)

/// [SI18.1:SwiftUICore@672000] `@inlinable nonisolated public func background<V>(alignment:
/// Alignment = .center, @ViewBuilder content: () -> V) -> some View where V : View` (iOS 15).
/// https://developer.apple.com/documentation/swiftui/view/background(alignment:content:):
/// "Layers the views that you specify behind this view." The background is a child placed
/// before the view (behind it, in tree order), each keeping its own identity; Layout.swift
/// gives it the view's frame.
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
extension View {
    nonisolated public func background<V>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View
    where V: View {
        BackgroundLayers(content: self, background: content(), alignment: alignment)
    }
}

nonisolated struct BackgroundLayers<Content: View, Background: View>: View {
    let content: Content
    let background: Background
    let alignment: Alignment
    typealias Body = Never
}

@MainActor extension BackgroundLayers: PrimitiveView {
    func makeChildren(_ children: inout ChildList, in node: ViewNode) {
        children.add(background, key: "background")
        children.add(content, key: "content")
    }
}
