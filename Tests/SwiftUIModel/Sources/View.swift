// The View protocol, ViewBuilder and the structural views it builds. Each structural view
// conforms to `PrimitiveView` (ViewGraph.swift): the graph asks it for its children instead of
// evaluating a `body`.

@_exported import UIKit

/// [SI18.1:SwiftUICore@592000] `@_typeEraser(AnyView) @preconcurrency @MainActor public protocol
/// View { associatedtype Body : View; @ViewBuilder @MainActor @preconcurrency var body: Self.Body
/// { get } }`. https://developer.apple.com/documentation/swiftui/view/body: "SwiftUI calls the
/// value of this property as needed": the graph evaluates it when the view enters the graph and
/// again whenever state it owns changes (ViewGraph.swift).
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@_typeEraser(AnyView) @preconcurrency @MainActor public protocol View {
    associatedtype Body: View
    @ViewBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

/// Primitive views (`Body == Never`) have no body; the interface shows them declaring only
/// `typealias Body = Never`. Reaching this means a primitive view the model does not know.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension View where Self.Body == Never {
    @MainActor @preconcurrency public var body: Never {
        fatalError("SwiftUI model: \(Self.self) is a primitive view the model does not render")
    }
}

/// [SI18.1:SwiftUICore@688000] `extension Never : View`.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Never: View {
    public typealias Body = Never
}

/// [SI18.1:SwiftUICore@656000] `extension Optional : View where Wrapped : View`: nil shows nothing.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Optional: View where Wrapped: View {
    public typealias Body = Never
}

@MainActor extension Optional: PrimitiveView where Wrapped: View {
    func makeChildren(_ children: inout ChildList, in node: ViewNode) {
        if let self { children.add(self, key: "some") }
    }
}

/// [SI18.1:SwiftUICore@208000] `@_functionBuilder public struct ViewBuilder` (18.1: no
/// `buildOptional`, no 2…10-argument `buildBlock`; the parameter-pack one replaces them).
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@resultBuilder public struct ViewBuilder {
    public static func buildExpression<Content>(_ content: Content) -> Content where Content: View { content }
    public static func buildBlock() -> EmptyView { EmptyView() }
    public static func buildBlock<Content>(_ content: Content) -> Content where Content: View { content }
    @_disfavoredOverload public static func buildBlock<each Content>(_ content: repeat each Content) -> TupleView<(repeat each Content)> where repeat each Content: View {
        TupleView((repeat each content))
    }
}

@available(*, unavailable)
extension ViewBuilder: Sendable {}

/// [SI18.1:SwiftUICore@208000] `buildIf`, `buildEither(first:)`, `buildEither(second:)` (iOS 13).
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension ViewBuilder {
    public static func buildIf<Content>(_ content: Content?) -> Content? where Content: View { content }
    public static func buildEither<TrueContent, FalseContent>(first: TrueContent) -> _ConditionalContent<TrueContent, FalseContent> where TrueContent: View, FalseContent: View {
        _ConditionalContent(storage: .trueContent(first))
    }
    public static func buildEither<TrueContent, FalseContent>(second: FalseContent) -> _ConditionalContent<TrueContent, FalseContent> where TrueContent: View, FalseContent: View {
        _ConditionalContent(storage: .falseContent(second))
    }
}

/// [SI18.1:SwiftUICore@208000] `buildLimitedAvailability` (iOS 14).
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
extension ViewBuilder {
    public static func buildLimitedAvailability<Content>(_ content: Content) -> AnyView where Content: View { AnyView(content) }
}

/// [SI18.1:SwiftUICore@112000] `@frozen public struct TupleView<T> : View { public var value: T;
/// @inlinable public init(_ value: T) }`. Its elements are children in order, each keeping its
/// own identity by position (https://developer.apple.com/documentation/swiftui/viewbuilder:
/// "constructs views from closures").
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
nonisolated public struct TupleView<T>: View {
    public var value: T
    public init(_ value: T) { self.value = value }
    public typealias Body = Never
}

@available(*, unavailable)
extension TupleView: Sendable {}

@MainActor extension TupleView: PrimitiveView {
    func makeChildren(_ children: inout ChildList, in node: ViewNode) {
        // A one-element "tuple" is the element itself; Mirror lists a tuple's elements.
        let elements = Mirror(reflecting: value).displayStyle == .tuple
            ? Mirror(reflecting: value).children.map(\.value) : [value as Any]
        for (index, element) in elements.enumerated() {
            guard let view = element as? any View else { continue }
            children.add(view, key: index)
        }
    }
}

/// [SI18.1:SwiftUICore@592000] `@frozen public struct EmptyView : View`: shows nothing.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
nonisolated public struct EmptyView: View {
    public init() {}
    public typealias Body = Never
}

@MainActor extension EmptyView: PrimitiveView {
    func makeChildren(_ children: inout ChildList, in node: ViewNode) {}
}

/// [SI18.1:SwiftUICore@624000] `@frozen public struct AnyView : View`.
/// https://developer.apple.com/documentation/swiftui/anyview: "Whenever the type of view used
/// with an AnyView changes, the old hierarchy is destroyed and a new hierarchy is created for
/// the new type." The child's identity is the wrapped view's type.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
nonisolated public struct AnyView: View {
    let content: any View

    public init<V>(_ view: V) where V: View { content = view }
    public init<V>(erasing view: V) where V: View { content = view }
    /// Succeeds when `value` is a view.
    public init?(_fromValue value: Any) {
        guard let view = value as? any View else { return nil }
        content = view
    }
    public typealias Body = Never
}

@available(*, unavailable)
extension AnyView: Sendable {}

@MainActor extension AnyView: PrimitiveView {
    func makeChildren(_ children: inout ChildList, in node: ViewNode) {
        children.add(content, key: "any")
    }
}

/// [SI18.1:SwiftUICore@720000] `@frozen public struct _ConditionalContent<TrueContent,
/// FalseContent>`: what `if`/`else` in a view builder makes. The branches are different views:
/// switching branch replaces the child (its state is lost), as
/// https://developer.apple.com/documentation/swiftui/view describes for structural identity.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
nonisolated public struct _ConditionalContent<TrueContent, FalseContent> {
    public enum Storage {
        case trueContent(TrueContent)
        case falseContent(FalseContent)
    }
    public let storage: _ConditionalContent<TrueContent, FalseContent>.Storage
}

@available(*, unavailable)
extension _ConditionalContent.Storage: Sendable {}
@available(*, unavailable)
extension _ConditionalContent: Sendable {}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension _ConditionalContent: View where TrueContent: View, FalseContent: View {
    public typealias Body = Never
}

@MainActor extension _ConditionalContent: PrimitiveView where TrueContent: View, FalseContent: View {
    func makeChildren(_ children: inout ChildList, in node: ViewNode) {
        switch storage {
        case .trueContent(let view): children.add(view, key: "true")
        case .falseContent(let view): children.add(view, key: "false")
        }
    }
}

/// [SI18.1:SwiftUICore@112000] `@frozen public struct Group<Content>`; `extension Group : View
/// where Content : View { @inlinable nonisolated public init(@ViewBuilder content: () -> Content) }`.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
nonisolated public struct Group<Content> {
    let content: Content
    public typealias Body = Never
}

@available(*, unavailable)
extension Group: Sendable {}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Group: View where Content: View {
    nonisolated public init(@ViewBuilder content: () -> Content) { self.content = content() }
}

@MainActor extension Group: PrimitiveView where Content: View {
    func makeChildren(_ children: inout ChildList, in node: ViewNode) { children.add(content, key: 0) }
}
