import Dispatch
import Foundation
import Synchronization
import TranspecGenerator
import TranspecSpec

/// A spec's transitions rendered in one part per core, assembled in order:
/// rendering is most of `generate`'s time, and its transitions do not
/// depend on each other.
// Keeps the benchmark guard "generation (generate ÷ check) ≤ 3" (Benchmarks/README.md).
enum ParallelRendering {
    /// The file's UTF-8, or nil once it would pass `limit` bytes. Each part
    /// stops at `limit` on its own, so a spec past the budget holds at most
    /// one limit per part before the run stops.
    static func render(_ spec: SpecIR, limit: Int) -> [UInt8]? {
        let count = spec.transitions.count
        // Small specs are not worth a thread.
        let partCount = min(ProcessInfo.processInfo.activeProcessorCount, count / 64)
        guard partCount > 1, #available(macOS 15, *) else { return SpecTranslator.renderUTF8(spec, limit: limit) }
        let bounds = (0...partCount).map { $0 * count / partCount }
        let rendered = inParallel(count: partCount) { index in
            SpecTranslator.renderSections(spec, transitions: bounds[index]..<bounds[index + 1], limit: limit)
        }.compactMap { $0 }
        guard rendered.count == partCount, rendered.reduce(0, { $0 + $1.byteCount }) <= limit else { return nil }
        return SpecTranslator.assemble(spec, rendered, limit: limit)
    }

    /// `part(0..<count)` on every core; the lock is taken once per part, to store it.
    @available(macOS 15, *)
    private static func inParallel(
        count: Int, _ part: @Sendable (Int) -> SpecTranslator.Sections?
    ) -> [SpecTranslator.Sections?] {
        let parts = Mutex([SpecTranslator.Sections?](repeating: nil, count: count))
        DispatchQueue.concurrentPerform(iterations: count) { index in
            let sections = part(index)
            parts.withLock { $0[index] = sections }
        }
        return parts.withLock { $0 }
    }
}
