import Dispatch
import Foundation

/// Long runs of declarations (a spec's thousands of transitions) render in
/// small batches on every core, each batch translated where it renders.
/// Batches join the writer in order as they finish, and the writer passes
/// large pieces on to its sink: neither the code model nor the text of a
/// whole run is ever held at once. The text is the sequential writer's,
/// byte for byte: each batch starts a writer at the same level, and the
/// list's spacing puts the blank line between two batches.
extension CodeWriter {
    /// Below this many items one thread is quicker than the hand-off.
    static let parallelThreshold = 64
    /// Items per batch: enough to pay for the hand-off, few enough that
    /// batches spread evenly over the cores and wait little to join.
    static let batchSize = 8

    mutating func run(_ run: DeclarationRun, spacing: inout DeclarationSpacing) {
        guard rendersInParallel, run.count >= Self.parallelThreshold else {
            for index in 0..<run.count {
                for declaration in run.translate(index) {
                    spacing.next(declaration, in: &self)
                    self.declaration(declaration)
                }
                drainIfLarge()
            }
            return
        }
        let batchCount = (run.count + Self.batchSize - 1) / Self.batchSize
        let level = self.level
        // The join owns the writer until every batch is in.
        var moved = CodeWriter()
        swap(&self, &moved)
        let join = OrderedJoin(writer: consume moved, spacing: spacing, batchCount: batchCount, level: level)
        DispatchQueue.concurrentPerform(iterations: batchCount) { batch in
            var writer = join.spareWriter()
            var batchSpacing = DeclarationSpacing()
            for index in batch * Self.batchSize..<min(run.count, (batch + 1) * Self.batchSize) {
                for declaration in run.translate(index) {
                    batchSpacing.next(declaration, in: &writer)
                    writer.declaration(declaration)
                }
            }
            join.add(RenderedBatch(writer: writer, spacing: batchSpacing), at: batch)
        }
        (self, spacing) = join.finish()
    }
}

/// What one batch rendered (in its writer), with the spacing its
/// neighbours need.
private struct RenderedBatch {
    var writer: CodeWriter
    var spacing: DeclarationSpacing
}

/// Batches arrive from any thread in any order and join the writer in
/// order: whichever thread brings the next one appends it and every later
/// one already waiting. All state is behind `lock`.
///
/// A large piece of joined text goes to the sink after `lock` is given up,
/// so the other threads join their batches meanwhile. `sinkLock`, taken
/// before `lock` is given up, keeps the pieces in order and one at a time.
private final class OrderedJoin: @unchecked Sendable {
    private let lock = NSLock()
    private let sinkLock = NSLock()
    private var writer: CodeWriter
    private var spacing: DeclarationSpacing
    private var waiting: [RenderedBatch?]
    private var next = 0
    /// Writers of joined batches, for later ones: their buffers have
    /// grown to a batch's size already.
    private var spares: [CodeWriter] = []
    private let level: Int

    init(writer: consuming CodeWriter, spacing: DeclarationSpacing, batchCount: Int, level: Int) {
        self.writer = writer
        self.spacing = spacing
        self.level = level
        waiting = Array(repeating: nil, count: batchCount)
    }

    /// A writer for a batch at the run's level.
    func spareWriter() -> CodeWriter {
        lock.lock()
        defer { lock.unlock() }
        if let spare = spares.popLast() { return spare }
        var writer = CodeWriter()
        writer.level = level
        writer.rendersInParallel = false
        return writer
    }

    func add(_ batch: RenderedBatch, at index: Int) {
        lock.lock()
        join(batch, at: index)
        guard let taken = writer.takeLargePiece() else { return lock.unlock() }
        sinkLock.lock()
        lock.unlock()
        taken.sink.write(taken.piece.bytes)
        sinkLock.unlock()
        lock.lock()
        writer.keepRoom(taken.piece)
        lock.unlock()
    }

    /// Appends `batch` and every later one already waiting, in order.
    private func join(_ batch: RenderedBatch, at index: Int) {
        waiting[index] = batch
        while next < waiting.count, var ready = waiting[next] {
            waiting[next] = nil
            next += 1
            if let first = ready.spacing.first, let last = ready.spacing.last {
                spacing.next(first: first, last: last, in: &writer)
                writer.appendRendered(ready.writer.renderedLines)
            }
            ready.writer.clearForNextBatch()
            spares.append(ready.writer)
        }
    }

    /// The writer and spacing after the last batch.
    func finish() -> (CodeWriter, DeclarationSpacing) {
        lock.lock()
        defer { lock.unlock() }
        precondition(next == waiting.count, "a batch never joined")
        var result = CodeWriter()
        swap(&result, &writer)
        return (result, spacing)
    }
}
