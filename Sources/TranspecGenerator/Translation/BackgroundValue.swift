import Dispatch

/// A value computed on another thread from the moment it is made; `value`
/// waits for it. For a large piece of translation that is needed only
/// after the runs before it have rendered.
final class BackgroundValue<Value: Sendable>: @unchecked Sendable {
    private let done = DispatchGroup()
    /// Written once, by the computation, before `done` is left.
    private var result: Value?

    init(_ compute: @escaping @Sendable () -> Value) {
        done.enter()
        DispatchQueue.global().async { [self] in
            result = compute()
            done.leave()
        }
    }

    var value: Value {
        done.wait()
        return result!
    }
}
