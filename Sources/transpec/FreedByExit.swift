import Foundation

/// Values the command needs until it ends, left for the process's exit to
/// free, as clang's `-disable-free` does: a large spec's IR is a great many
/// small allocations, and freeing them one by one is work the exit does
/// anyway (1.6% of `generate`'s instructions on a 2,000-transition spec).
/// Kept in a global, they stay reachable, so a leak checker does not report
/// them.
enum FreedByExit {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var kept: [Any] = []

    static func keep(_ value: Any) {
        lock.lock()
        defer { lock.unlock() }
        kept.append(value)
    }
}
