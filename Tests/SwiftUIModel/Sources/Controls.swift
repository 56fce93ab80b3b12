// The few leaf views and controls the adoption layer and its tests use: Text, Button, the
// stacks, Spacer. The model lays nothing out; these views carry what tests look for (a
// text's string, a button's action).

/// [SI18.1:SwiftUICore@800000] `@frozen public struct Text : Equatable, Sendable`. The SDK has
/// no `init(_: String)`: a String goes through the StringProtocol initializer, a literal
/// through LocalizedStringKey. The model keeps the string (no localization tables).
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
nonisolated public struct Text: Equatable, Sendable {
    let string: String

    public init(verbatim content: String) { string = content }
    @_disfavoredOverload public init<S>(_ content: S) where S: StringProtocol { string = String(content) }
}

/// [SI18.1:SwiftUICore@224000] `extension Text { public init(_ key: LocalizedStringKey, tableName:
/// String? = nil, bundle: Bundle? = nil, comment: StaticString? = nil) }`. Without string tables
/// the key is its own text (https://developer.apple.com/documentation/swiftui/text/init(_:tablename:bundle:comment:):
/// "If the initializer can't find the key in the table ... it uses the key as a string").
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Text {
    public init(_ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil, comment: StaticString? = nil) {
        string = key.key
    }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Text: View {
    public typealias Body = Never
}

@MainActor extension Text: PrimitiveView {
    func makeChildren(_ children: inout ChildList, in node: ViewNode) {}
}

/// [SI18.1:SwiftUICore@224000] `@frozen public struct LocalizedStringKey : Equatable,
/// ExpressibleByStringInterpolation` with the String, Text and `_FormatSpecifiable` number
/// interpolations (numbers print as `String(describing:)`, not with the format specifier).
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct LocalizedStringKey: Equatable, ExpressibleByStringInterpolation {
    let key: String

    public init(_ value: String) { key = value }
    public init(stringLiteral value: String) { key = value }
    public init(stringInterpolation: LocalizedStringKey.StringInterpolation) { key = stringInterpolation.text }

    public struct StringInterpolation: StringInterpolationProtocol {
        var text = ""
        public init(literalCapacity: Int, interpolationCount: Int) {}
        public mutating func appendLiteral(_ literal: String) { text += literal }
        public mutating func appendInterpolation(_ string: String) { text += string }
        public mutating func appendInterpolation<T>(_ value: T) where T: _FormatSpecifiable { text += String(describing: value) }
        @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
        public mutating func appendInterpolation(_ text: Text) { self.text += text.string }
        public typealias StringLiteralType = String
    }

    public typealias ExtendedGraphemeClusterLiteralType = String
    public typealias StringLiteralType = String
    public typealias UnicodeScalarLiteralType = String
}

@available(*, unavailable)
extension LocalizedStringKey: Sendable {}
@available(*, unavailable)
extension LocalizedStringKey.StringInterpolation: Sendable {}

/// [SI18.1:SwiftUICore@224000] `public protocol _FormatSpecifiable : Equatable { associatedtype
/// _Arg : CVarArg; var _arg: Self._Arg { get }; var _specifier: String { get } }`; Int and
/// Double conform (the other SDK conformances are not modelled).
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public protocol _FormatSpecifiable: Equatable {
    associatedtype _Arg: CVarArg
    var _arg: Self._Arg { get }
    var _specifier: String { get }
}

extension Int: _FormatSpecifiable {
    public var _arg: Int { self }
    public var _specifier: String { "%lld" }
}

extension Double: _FormatSpecifiable {
    public var _arg: Double { self }
    public var _specifier: String { "%lf" }
}

/// What the graph and the test SPI know of a tappable view.
@MainActor protocol TappableView {
    func performTap(in node: ViewNode)
}

/// [SI18.1:SwiftUI@1120000] `public struct Button<Label> : View where Label : View {
/// @preconcurrency public init(action: @escaping @MainActor () -> Void, @ViewBuilder label: () ->
/// Label) }`. https://developer.apple.com/documentation/swiftui/button: "A control that initiates
/// an action"; a tap (the test SPI's `modelTap`) runs the action on the main actor.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
nonisolated public struct Button<Label>: View where Label: View {
    let action: @MainActor () -> Void
    let label: Label

    @preconcurrency public init(action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) {
        self.action = action
        self.label = label()
    }

    @MainActor @preconcurrency public var body: some View { ButtonBody(action: action, label: label) }
}

@available(*, unavailable)
extension Button: Sendable {}

/// [SI18.1:SwiftUI@1120000] `extension Button where Label == Text` (iOS 13).
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Button where Label == Text {
    @preconcurrency nonisolated public init(_ titleKey: LocalizedStringKey, action: @escaping @MainActor () -> Void) {
        self.init(action: action) { Text(titleKey) }
    }

    @preconcurrency @_disfavoredOverload nonisolated public init<S>(_ title: S, action: @escaping @MainActor () -> Void) where S: StringProtocol {
        self.init(action: action) { Text(title) }
    }
}

/// The primitive a Button's body is: its label, and the action a tap runs.
nonisolated struct ButtonBody<Label: View>: View {
    let action: @MainActor () -> Void
    let label: Label
    typealias Body = Never
}

@MainActor extension ButtonBody: PrimitiveView, TappableView {
    func makeChildren(_ children: inout ChildList, in node: ViewNode) { children.add(label, key: "label") }
    func performTap(in node: ViewNode) { action() }
}

/// [SI18.1:SwiftUICore@480000] `@frozen public struct HorizontalAlignment : Equatable` with
/// leading, center, trailing.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct HorizontalAlignment: Equatable, Sendable {
    let name: String
    public static let leading = HorizontalAlignment(name: "leading")
    public static let center = HorizontalAlignment(name: "center")
    public static let trailing = HorizontalAlignment(name: "trailing")
}

/// [SI18.1:SwiftUICore@480000] `@frozen public struct VerticalAlignment : Equatable` with top,
/// center, bottom.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct VerticalAlignment: Equatable, Sendable {
    let name: String
    public static let top = VerticalAlignment(name: "top")
    public static let center = VerticalAlignment(name: "center")
    public static let bottom = VerticalAlignment(name: "bottom")
}

/// [SI18.1:SwiftUICore@480000] `@frozen public struct Alignment : Equatable { public var
/// horizontal; public var vertical; @inlinable public init(horizontal:vertical:) }` + center,
/// topLeading.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct Alignment: Equatable, Sendable {
    public var horizontal: HorizontalAlignment
    public var vertical: VerticalAlignment
    public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
        self.horizontal = horizontal
        self.vertical = vertical
    }
    public static let center = Alignment(horizontal: .center, vertical: .center)
    public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
}

/// [SI18.1:SwiftUICore@48000] `@frozen public struct VStack<Content> : View where Content : View {
/// @inlinable public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
/// @ViewBuilder content: () -> Content) }`. Its content is its one child (no layout).
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
nonisolated public struct VStack<Content>: View where Content: View {
    let content: Content
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        self.content = content()
    }
    public typealias Body = Never
}

@available(*, unavailable)
extension VStack: Sendable {}

@MainActor extension VStack: PrimitiveView {
    func makeChildren(_ children: inout ChildList, in node: ViewNode) { children.add(content, key: 0) }
}

/// [SI18.1:SwiftUICore@240000] `@frozen public struct HStack<Content> : View where Content : View
/// { @inlinable public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
/// @ViewBuilder content: () -> Content) }`.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
nonisolated public struct HStack<Content>: View where Content: View {
    let content: Content
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        self.content = content()
    }
    public typealias Body = Never
}

@available(*, unavailable)
extension HStack: Sendable {}

@MainActor extension HStack: PrimitiveView {
    func makeChildren(_ children: inout ChildList, in node: ViewNode) { children.add(content, key: 0) }
}

/// [SI18.1:SwiftUICore@0] `@frozen public struct ZStack<Content> : View where Content : View {
/// @inlinable public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) }`
/// (no `spacing:` in 18.1).
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
nonisolated public struct ZStack<Content>: View where Content: View {
    let content: Content
    let alignment: Alignment
    public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {
        self.content = content()
        self.alignment = alignment
    }
    public typealias Body = Never
}

@available(*, unavailable)
extension ZStack: Sendable {}

@MainActor extension ZStack: PrimitiveView {
    func makeChildren(_ children: inout ChildList, in node: ViewNode) { children.add(content, key: 0) }
}

/// [SI18.1:SwiftUICore@144000] `@frozen @MainActor @preconcurrency public struct Spacer {
/// public var minLength: CGFloat?; @inlinable public init(minLength: CGFloat? = nil) }`.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@MainActor @preconcurrency public struct Spacer: View {
    @MainActor @preconcurrency public var minLength: CGFloat?
    @MainActor @preconcurrency public init(minLength: CGFloat? = nil) { self.minLength = minLength }
    public typealias Body = Never
}

extension Spacer: PrimitiveView {
    func makeChildren(_ children: inout ChildList, in node: ViewNode) {}
}

// MARK: - id(_:), tag(_:)

nonisolated struct IdentityModifier<ID: Hashable>: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let id: ID
    @MainActor func apply(to node: ViewNode) {}
    var childKey: AnyHashable { AnyHashable(id) }
}

/// [SI18.1:SwiftUICore@800000] `@inlinable nonisolated public func id<ID>(_ id: ID) -> some View
/// where ID : Hashable`. https://developer.apple.com/documentation/swiftui/view/id(_:): "When the
/// proxy value specified by the id parameter changes, the identity of the view — for example,
/// its state — is reset."
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension View {
    nonisolated public func id<ID>(_ id: ID) -> some View where ID: Hashable {
        modifier(IdentityModifier(id: id))
    }
}

nonisolated struct TagModifier<V: Hashable>: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let tag: V
    @MainActor func apply(to node: ViewNode) {}
}

/// [SI18.1:SwiftUICore@496000] `@_alwaysEmitIntoClient nonisolated public func tag<V>(_ tag: V,
/// includeOptional: Bool = true) -> some View where V : Hashable`.
/// https://developer.apple.com/documentation/swiftui/view/tag(_:includeoptional:): "Sets the
/// unique tag value of this view" — what a TabView's selection matches.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension View {
    nonisolated public func tag<V>(_ tag: V, includeOptional: Bool = true) -> some View where V: Hashable {
        modifier(TagModifier(tag: tag))
    }
}

/// The tag of a view, through the modifiers around it (TabView reads it).
func viewTag(of view: Any) -> AnyHashable? {
    (view as? any TaggedView)?.tagValue
}

protocol TaggedView {
    var tagValue: AnyHashable? { get }
}

extension ModifiedContent: TaggedView {
    var tagValue: AnyHashable? {
        if let tag = modifier as? any TagCarrier { return tag.anyTag }
        return viewTag(of: content)
    }
}

protocol TagCarrier {
    var anyTag: AnyHashable { get }
}

extension TagModifier: TagCarrier {
    var anyTag: AnyHashable { AnyHashable(tag) }
}
