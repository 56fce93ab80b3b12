import Foundation

/// Values the command needs until it ends, left for the process's exit to
/// free, as clang's `-disable-free` does. A spec of 20,000 transitions is a
/// million small allocations; freeing them one by one took about a tenth of
/// `generate`'s time after the front end. Kept in a global, they stay
/// reachable, so a leak checker does not report them.
enum FreedByExit {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var kept: [Any] = []

    static func keep(_ value: Any) {
        lock.lock()
        defer { lock.unlock() }
        kept.append(value)
    }
}
