// Data flow: DynamicProperty, State, Binding and Transaction.

/// [SI18.1:SwiftUICore@288000] `public protocol DynamicProperty { mutating func update() }` with a
/// default `update()`. https://developer.apple.com/documentation/swiftui/dynamicproperty: "The
/// view gives values to these properties prior to recomputing the view's body." The graph
/// attaches storage to the State, Environment and Namespace properties of a view (also inside
/// a dynamic property of the view) before each evaluation of its body.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public protocol DynamicProperty {
    mutating func update()
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension DynamicProperty {
    public mutating func update() {}
}

/// Where a State's value lives once installed: in the node of the view that declares it.
/// Views run on the main actor; State's accessors are nonisolated in the SDK, so the location
/// is too and asserts the main actor when it invalidates its owner.
final class StateLocation<Value>: @unchecked Sendable {
    var value: Value
    weak var owner: ViewNode?

    @MainActor init(_ value: Value, owner: ViewNode) {
        self.value = value
        self.owner = owner
    }

    func set(_ newValue: Value) {
        value = newValue
        MainActor.assumeIsolated { owner?.invalidate() }
    }
}

/// A State's link to its location: made by `init`, connected by the graph.
final class StateBox<Value>: @unchecked Sendable {
    let initialValue: Value
    var location: StateLocation<Value>?

    init(_ initialValue: Value) { self.initialValue = initialValue }
}

/// [SI18.1:SwiftUICore@688000] `@frozen @propertyWrapper public struct State<Value> :
/// DynamicProperty`. https://developer.apple.com/documentation/swiftui/state: "SwiftUI manages
/// the property's storage"; "When the value changes, SwiftUI updates the parts of the view
/// hierarchy that depend on the value"; "Don't initialize a state property of a view at the
/// point in the view hierarchy where you instantiate the view, because this can conflict with
/// the storage management that SwiftUI provides" (the initial value is used once, when the
/// view first enters the graph; later values of `init` are ignored). Read before it is
/// installed, the value is the initial one and a write is lost, with SwiftUI's console
/// warning (observed text).
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@propertyWrapper public struct State<Value>: DynamicProperty {
    let box: StateBox<Value>

    public init(wrappedValue value: Value) { box = StateBox(value) }
    public init(initialValue value: Value) { box = StateBox(value) }

    public var wrappedValue: Value {
        get {
            guard let location = box.location else {
                warnNotInstalled()
                return box.initialValue
            }
            return location.value
        }
        nonmutating set {
            guard let location = box.location else { return warnNotInstalled() }
            location.set(newValue)
        }
    }

    /// https://developer.apple.com/documentation/swiftui/state/projectedvalue: "A binding to the
    /// state value." Bound to the installed location (a constant binding before installation).
    public var projectedValue: Binding<Value> {
        guard let location = box.location else {
            warnNotInstalled()
            return Binding.constant(box.initialValue)
        }
        return Binding(location: location)
    }

    private func warnNotInstalled() {
        MainActor.assumeIsolated { ModelSwiftUI.log("Accessing State's value outside of being installed on a View. "
            + "This will result in a constant Binding of the initial value and will not update.") }
    }
}

extension State: InstallableProperty {
    func install(in node: ViewNode, slot: String) {
        if let location = node.slots[slot] as? StateLocation<Value> {
            box.location = location
        } else {
            let location = StateLocation(box.initialValue, owner: node)
            node.slots[slot] = location
            box.location = location
        }
    }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension State: Sendable where Value: Sendable {}

/// [SI18.1:SwiftUICore@688000] `extension State where Value : ExpressibleByNilLiteral {
/// @inlinable public init() }`.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension State where Value: ExpressibleByNilLiteral {
    public init() { self.init(wrappedValue: nil) }
}

/// [SI18.1:SwiftUICore@496000] `@frozen @propertyWrapper @dynamicMemberLookup public struct
/// Binding<Value>`. https://developer.apple.com/documentation/swiftui/binding: "A property
/// wrapper type that can read and write a value owned by a source of truth." Writing through a
/// binding to State invalidates the view that owns the State.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@propertyWrapper @dynamicMemberLookup public struct Binding<Value> {
    public var transaction: Transaction
    let getter: () -> Value
    let setter: (Value, Transaction) -> Void

    init(read: @escaping () -> Value, write: @escaping (Value, Transaction) -> Void) {
        transaction = Transaction()
        getter = read
        setter = write
    }

    init(location: StateLocation<Value>) {
        self.init(read: { location.value }, write: { value, _ in location.set(value) })
    }

    // The SDK's closures are `@isolated(any)`, which only an `await` may call; a binding is
    // read and written synchronously on the main actor, where SwiftUI's bindings run, so the
    // model calls them as plain functions (same representation, checked by the self-tests).
    @preconcurrency public init(@_inheritActorContext get: @escaping @isolated(any) @Sendable () -> Value, @_inheritActorContext set: @escaping @isolated(any) @Sendable (Value) -> Void) {
        let get = unsafeBitCast(get, to: (@Sendable () -> Value).self)
        let set = unsafeBitCast(set, to: (@Sendable (Value) -> Void).self)
        self.init(read: get, write: { value, _ in set(value) })
    }

    @preconcurrency public init(@_inheritActorContext get: @escaping @isolated(any) @Sendable () -> Value, @_inheritActorContext set: @escaping @isolated(any) @Sendable (Value, Transaction) -> Void) {
        let get = unsafeBitCast(get, to: (@Sendable () -> Value).self)
        let set = unsafeBitCast(set, to: (@Sendable (Value, Transaction) -> Void).self)
        self.init(read: get, write: set)
    }

    /// https://developer.apple.com/documentation/swiftui/binding/constant(_:): "Creates a
    /// binding with an immutable value." Writes are ignored.
    public static func constant(_ value: Value) -> Binding<Value> {
        Binding(read: { value }, write: { _, _ in })
    }

    public var wrappedValue: Value {
        get { getter() }
        nonmutating set { setter(newValue, transaction) }
    }

    public var projectedValue: Binding<Value> { self }

    public init(projectedValue: Binding<Value>) { self = projectedValue }

    /// https://developer.apple.com/documentation/swiftui/binding/subscript(dynamicmember:):
    /// "Returns a binding to the resulting value of a given key path."
    public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> {
        let base = self
        return Binding<Subject>(
            read: { base.getter()[keyPath: keyPath] },
            write: { subject, transaction in
                var value = base.getter()
                value[keyPath: keyPath] = subject
                base.setter(value, transaction)
            })
    }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Binding: @unchecked Sendable where Value: Sendable {}

/// [SI18.1:SwiftUICore@496000] `extension Binding { public func transaction(_ transaction:
/// Transaction) -> Binding<Value> }`: "Specifies a transaction for the binding."
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Binding {
    public func transaction(_ transaction: Transaction) -> Binding<Value> {
        var copy = self
        copy.transaction = transaction
        return copy
    }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Binding: DynamicProperty {}

/// [SI18.1:SwiftUICore@496000] `extension Binding : Identifiable where Value : Identifiable`.
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
extension Binding: Identifiable where Value: Identifiable {
    public var id: Value.ID { wrappedValue.id }
    public typealias ID = Value.ID
}

/// [SI18.1:SwiftUICore@784000] `extension Binding { init<V>(_ base: Binding<V>) where Value == V?;
/// init?(_ base: Binding<Value?>) }`. https://developer.apple.com/documentation/swiftui/binding/init(_:)-5z9t9:
/// "Creates a binding by projecting the base value to an unwrapped value", nil when the base is nil.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Binding {
    public init<V>(_ base: Binding<V>) where Value == V? {
        self.init(read: { base.getter() }, write: { value, transaction in
            if let value { base.setter(value, transaction) }
        })
    }

    public init?(_ base: Binding<Value?>) {
        guard let initial = base.getter() else { return nil }
        self.init(read: { base.getter() ?? initial }, write: { value, transaction in base.setter(value, transaction) })
    }
}

/// [SI18.1:SwiftUICore@256000] `@frozen public struct Transaction { @inlinable public init() }`:
/// "The context of the current state-processing update." The model keeps no animation in it.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct Transaction {
    public init() {}
}

@available(*, unavailable)
extension Transaction: Sendable {}
