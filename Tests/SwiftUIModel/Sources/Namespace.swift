// Namespace: identifiers for matched geometry and zoom transitions.

/// Where a Namespace's identifier is kept once installed.
final class NamespaceBox: @unchecked Sendable {
    var id: Namespace.ID?
}

/// The source of identifiers: counts up from 1.
@MainActor enum NamespaceCounter {
    static var last = 0
    static func next() -> Int {
        last += 1
        return last
    }
}

final class NamespaceSlot {
    let id: Int
    init(id: Int) { self.id = id }
}

/// [SI18.1:SwiftUICore@80000] `@frozen @propertyWrapper public struct Namespace : DynamicProperty,
/// Sendable { @inlinable public init(); public var wrappedValue: Namespace.ID { get }; @frozen
/// public struct ID : Hashable }` (iOS 14). https://developer.apple.com/documentation/swiftui/namespace:
/// "A dynamic property type that allows access to a namespace defined by the persistent identity
/// of the object containing the property (e.g. a view)." The ID is made when the view first
/// enters the graph and kept while it stays; read outside a view it is a fresh one each time
/// with SwiftUI's console warning (observed text).
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
@propertyWrapper public struct Namespace: DynamicProperty, Sendable {
    let box = NamespaceBox()

    public init() {}

    public var wrappedValue: Namespace.ID {
        if let id = box.id { return id }
        return MainActor.assumeIsolated {
            ModelSwiftUI.log("Reading a Namespace property outside View.body. This will result in identifiers that never match any other identifier.")
            return ID(value: NamespaceCounter.next())
        }
    }

    public struct ID: Hashable, Sendable {
        let value: Int
    }
}

extension Namespace: InstallableProperty {
    func install(in node: ViewNode, slot: String) {
        if let existing = node.slots[slot] as? NamespaceSlot {
            box.id = ID(value: existing.id)
        } else {
            let made = NamespaceSlot(id: NamespaceCounter.next())
            node.slots[slot] = made
            box.id = ID(value: made.id)
        }
    }
}
