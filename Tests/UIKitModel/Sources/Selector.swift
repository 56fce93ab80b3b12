// Target–action without an Objective-C runtime.

/// Stand-in for ObjectiveC.Selector. Transpec rewrites `#selector(Type.method)` to
/// `Selector(_checking: Type.method)`, which captures the method so gesture recognizers
/// and display links really call it. A selector made from a name (`Selector("x")` or a
/// string literal) has no method: sending it records an `unrecognizedSelector`
/// violation instead of raising NSInvalidArgumentException as the runtime does
/// (https://developer.apple.com/documentation/objectivec/nsobject-swift.class/doesnotrecognizeselector(_:): "The runtime system invokes this method whenever an object receives an aSelector message it can’t respond to or forward. This method, in turn, raises an NSInvalidArgumentException").
///
/// Equality: same name and the same captured method object, so two separately written
/// `Selector(_checking: T.m)` are different selectors (store one in a `static let`).
public struct Selector: Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
    let name: String
    let method: CheckedMethod?

    public init(_ name: String) {
        self.name = name
        method = nil
    }

    public init(stringLiteral value: String) {
        self.init(value)
    }

    /// `#selector(Type.method)` for a method without arguments.
    public init<Target: AnyObject>(_checking method: @escaping @Sendable (Target) -> @MainActor () -> Void) {
        name = "\(Target.self).method()"
        self.method = CheckedMethod(targetType: "\(Target.self)") { target, _ in
            guard let target = target as? Target else { return .wrongTarget }
            method(target)()
            return .called
        }
    }

    /// `#selector(Type.method(_:))`: the argument is the sender (the recognizer or display link).
    public init<Target: AnyObject, Argument>(_checking method: @escaping @Sendable (Target) -> @MainActor (Argument) -> Void) {
        name = "\(Target.self).method(_: \(Argument.self))"
        self.method = CheckedMethod(targetType: "\(Target.self)") { target, argument in
            guard let target = target as? Target else { return .wrongTarget }
            guard let argument = argument as? Argument else { return .wrongArgument }
            method(target)(argument)
            return .called
        }
    }

    public var description: String { name }

    public static func == (lhs: Selector, rhs: Selector) -> Bool {
        lhs.name == rhs.name && lhs.method === rhs.method
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(name)
    }

    /// Sends this selector to `target` with `sender` as the argument; a failure is recorded
    /// on the current device as an unrecognized selector and nothing is called.
    @MainActor
    func send(to target: AnyObject, from sender: AnyObject, context: String) {
        let outcome = method?.call(target, sender) ?? .noMethod
        let problem: String
        switch outcome {
        case .called: return
        case .noMethod: problem = "selector '\(name)' names no method the model can call (use Selector(_checking:))"
        case .wrongTarget: problem = "selector '\(name)' sent to a \(type(of: target)), not a \(method?.targetType ?? "?")"
        case .wrongArgument: problem = "selector '\(name)' cannot take a \(type(of: sender)) as its argument"
        }
        ModelDevice.current.record(
            .unrecognizedSelector,
            "\(context): \(problem). Objective-C raises NSInvalidArgumentException for a message the target does not recognize "
                + "(NSObject.doesNotRecognizeSelector(_:)).")
    }
}

/// The captured method of a checked selector; a class so that selectors compare by identity.
final class CheckedMethod: Sendable {
    enum Outcome: Sendable { case called, noMethod, wrongTarget, wrongArgument }
    let targetType: String
    let call: @Sendable @MainActor (AnyObject, Any?) -> Outcome

    init(targetType: String, call: @escaping @Sendable @MainActor (AnyObject, Any?) -> Outcome) {
        self.targetType = targetType
        self.call = call
    }
}
