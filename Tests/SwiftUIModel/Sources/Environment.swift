// The environment: EnvironmentValues, EnvironmentKey, the Environment property wrapper,
// and the values the adoption layer reads (layout direction, reduce motion, dismiss).

@_spi(UIKitModel) import UIKit

/// [SI18.1:SwiftUICore@528000] `public protocol EnvironmentKey { associatedtype Value; static var
/// defaultValue: Self.Value { get } }`.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public protocol EnvironmentKey {
    associatedtype Value
    static var defaultValue: Self.Value { get }
}

/// [SI18.1:SwiftUICore@512000] `public struct EnvironmentValues : CustomStringConvertible`.
/// https://developer.apple.com/documentation/swiftui/environmentvalues: "SwiftUI sets these
/// values ... A view inherits its environment from its container view"; a key not set reads
/// its `defaultValue` (https://developer.apple.com/documentation/swiftui/environmentkey/defaultvalue).
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct EnvironmentValues: CustomStringConvertible {
    private var values: [ObjectIdentifier: Any] = [:]
    private var names: [ObjectIdentifier: String] = [:]
    // System values the model sets from the device and the presentation (not keys).
    var layoutDirectionStorage = LayoutDirection.leftToRight
    var accessibilityReduceMotionStorage = false
    var dismissStorage = DismissAction(action: nil)
    var isPresentedStorage = false
    var navigationStorage: WeakNavigation?
    var presentationHost: WeakController?

    public init() {}

    public subscript<K>(key: K.Type) -> K.Value where K: EnvironmentKey {
        get { values[ObjectIdentifier(key)].map { $0 as! K.Value } ?? K.defaultValue }
        set {
            values[ObjectIdentifier(key)] = newValue
            names[ObjectIdentifier(key)] = String(describing: key)
        }
    }

    public var description: String {
        let keys = names.values.sorted().joined(separator: ", ")
        return "EnvironmentValues(layoutDirection: \(layoutDirectionStorage), reduceMotion: \(accessibilityReduceMotionStorage), keys: [\(keys)])"
    }
}

@available(*, unavailable)
extension EnvironmentValues: Sendable {}

/// The key path an Environment property reads, and the environment the graph gives it.
final class EnvironmentBox<Value>: @unchecked Sendable {
    let keyPath: KeyPath<EnvironmentValues, Value>
    var values: EnvironmentValues?

    init(_ keyPath: KeyPath<EnvironmentValues, Value>) { self.keyPath = keyPath }
}

/// [SI18.1:SwiftUICore@496000] `@frozen @propertyWrapper public struct Environment<Value> :
/// DynamicProperty { @inlinable public init(_ keyPath: KeyPath<EnvironmentValues, Value>);
/// public var wrappedValue: Value { get } }`. https://developer.apple.com/documentation/swiftui/environment:
/// "Read a value from the view's environment"; "If the value changes, SwiftUI updates any parts
/// of your view that depend on the value." Read before installation it gives the default
/// value, with SwiftUI's console warning (observed text).
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@propertyWrapper public struct Environment<Value>: DynamicProperty {
    let box: EnvironmentBox<Value>

    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) { box = EnvironmentBox(keyPath) }

    public var wrappedValue: Value {
        guard let values = box.values else {
            MainActor.assumeIsolated {
                ModelSwiftUI.log("Accessing Environment's value outside of being installed on a View. "
                    + "This will always read the default value and will not update.")
            }
            return EnvironmentValues()[keyPath: box.keyPath]
        }
        return values[keyPath: box.keyPath]
    }
}

extension Environment: InstallableProperty {
    func install(in node: ViewNode, slot: String) { box.values = node.environment }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Environment: Sendable where Value: Sendable {}

/// [SI18.1:SwiftUICore@0] `public enum LayoutDirection : Hashable, CaseIterable, Sendable`.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public enum LayoutDirection: Hashable, CaseIterable, Sendable {
    case leftToRight
    case rightToLeft
}

/// [SI18.1:SwiftUICore@0] `extension EnvironmentValues { public var layoutDirection:
/// LayoutDirection { get set } }`. A hosting controller's root reads the app's direction
/// (`ModelDevice.layoutDirection`, UIApplication's userInterfaceLayoutDirection).
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension EnvironmentValues {
    public var layoutDirection: LayoutDirection {
        get { layoutDirectionStorage }
        set { layoutDirectionStorage = newValue }
    }
}

/// [SI18.1:SwiftUICore@784000] `extension EnvironmentValues { public var
/// accessibilityReduceMotion: Bool { get } }`. https://developer.apple.com/documentation/swiftui/environmentvalues/accessibilityreducemotion:
/// "Whether the system preference for Reduce Motion is enabled." Set from
/// `ModelSwiftUI.reduceMotion`; get-only as in the SDK.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension EnvironmentValues {
    public var accessibilityReduceMotion: Bool { accessibilityReduceMotionStorage }
}

/// [SI18.1:SwiftUI@80000] `@preconcurrency @MainActor public struct DismissAction {
/// @MainActor @preconcurrency public func callAsFunction() }` (iOS 15).
/// https://developer.apple.com/documentation/swiftui/dismissaction: "Use this action to:
/// Dismiss a modal presentation, like a sheet or a popover. Pop the current view from a
/// NavigationStack." ... "The dismiss action has no effect on a view that isn't currently
/// presented." A hosting controller that UIKit presented is not a SwiftUI presentation: its
/// content's dismiss does nothing.
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
@preconcurrency @MainActor public struct DismissAction {
    let action: (@MainActor () -> Void)?

    nonisolated init(action: (@MainActor () -> Void)?) { self.action = action }

    @MainActor @preconcurrency public func callAsFunction() { action?() }
}

/// [SI18.1:SwiftUI@80000] `extension EnvironmentValues { public var dismiss: DismissAction { get };
/// public var isPresented: Bool { get } }` (iOS 15). https://developer.apple.com/documentation/swiftui/environmentvalues/ispresented:
/// "A Boolean value that indicates whether the view associated with this environment is
/// currently presented" — true in a sheet's content and in a pushed destination.
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
extension EnvironmentValues {
    public var dismiss: DismissAction { dismissStorage }
    public var isPresented: Bool { isPresentedStorage }
}

extension EnvironmentValues {
    /// The root environment of a graph: the device's layout direction and reduce-motion setting.
    @MainActor static func system() -> EnvironmentValues {
        var values = EnvironmentValues()
        values.layoutDirectionStorage = ModelDevice.current.layoutDirection == .rightToLeft ? .rightToLeft : .leftToRight
        values.accessibilityReduceMotionStorage = ModelSwiftUI.reduceMotion
        return values
    }
}

/// A weak link to a view controller, carried in the environment.
struct WeakController {
    weak var controller: UIViewController?
}
