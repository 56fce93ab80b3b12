import Dispatch
import Foundation

/// A value computed on a thread of its own from the moment it is made;
/// `value` waits for it. For a large piece of translation that is needed
/// only after the runs before it have rendered. A thread of its own, not a
/// dispatch queue's worker: waiting for it from a worker cannot starve it.
final class BackgroundValue<Value: Sendable>: @unchecked Sendable {
    private let done = DispatchGroup()
    /// Written once, by the computation, before `done` is left.
    private var result: Value?

    init(_ compute: @escaping @Sendable () -> Value) {
        done.enter()
        Thread { [self] in
            result = compute()
            done.leave()
        }.start()
    }

    var value: Value {
        done.wait()
        return result!
    }
}
