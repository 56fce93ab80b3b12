import Dispatch
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Long declaration lists (a spec with thousands of transitions) render in
/// contiguous ranges on every core, then join. The text is the sequential
/// writer's, byte for byte: each range starts a writer at the same level,
/// and the blank line `declarations` puts between two declarations goes
/// between the ranges.
extension CodeWriter {
    /// Below this many declarations one thread is quicker than the hand-off.
    static let parallelThreshold = 64

    mutating func declarationsInParallel(_ declarations: [Declaration]) {
        let rangeCount = min(declarations.count / 16, 4 * System.coreCount)
        let bounds = (0...rangeCount).map { $0 * declarations.count / rangeCount }
        let rendered = RenderedRanges(count: rangeCount)
        let level = self.level
        DispatchQueue.concurrentPerform(iterations: rangeCount) { index in
            var writer = CodeWriter()
            writer.level = level
            writer.rendersInParallel = false
            writer.declarations(Array(declarations[bounds[index]..<bounds[index + 1]]))
            rendered.store(writer.renderedLines, at: index)
        }
        for index in 0..<rangeCount {
            let first = declarations[bounds[index]]
            if index > 0, !(Self.isPlainStoredProperty(declarations[bounds[index] - 1]) && Self.isPlainStoredProperty(first)) {
                blankLine()
            }
            appendRendered(rendered.lines(at: index))
        }
    }
}

/// One slot per range, each written by exactly one thread before the join.
/// The slots live in memory of their own, reached through a constant
/// pointer: writing one is not an access to any shared Swift variable (a
/// class's array property would be, even at distinct indices).
private final class RenderedRanges: @unchecked Sendable {
    private let slots: UnsafeMutableBufferPointer<[UInt8]>

    init(count: Int) {
        slots = .allocate(capacity: count)
        slots.initialize(repeating: [])
    }

    deinit {
        _ = slots.deinitialize()
        slots.deallocate()
    }

    func store(_ lines: [UInt8], at index: Int) { slots[index] = lines }

    func lines(at index: Int) -> [UInt8] { slots[index] }
}

enum System {
    /// Cores this process may use (at least 1).
    static let coreCount: Int = {
        #if canImport(Glibc) || canImport(Darwin)
        return max(1, Int(sysconf(Int32(_SC_NPROCESSORS_ONLN))))
        #else
        return 1
        #endif
    }()
}
