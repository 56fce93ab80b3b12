import CYAML

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Runs libyaml on a second thread, one chunk of events ahead of the
/// composer, so parsing and composing overlap on two cores. Events are
/// libyaml's own structs, handed over whole, except that each scalar's value
/// is copied into the chunk and libyaml's buffer freed at once: freed as a
/// plain event loop frees it, malloc stays hot on the parsing thread. The
/// rest of an event is released when its chunk comes back. Everything a
/// chunk holds changes hands under one lock.
/// Guard: "check vs the physical floor" (Benchmarks/README.md).
final class EventPipeline: @unchecked Sendable {
    // Each hand-over can put a thread to sleep and wake it (a futex round
    // trip of tens of microseconds): 8,192 events per chunk makes those
    // rare (350 for a 20 MB spec instead of 2,900), at 850 KB a chunk.
    static let chunkCapacity = 8192
    static let chunkCount = 3

    private final class Chunk {
        let events = UnsafeMutablePointer<yaml_event_t>.allocate(capacity: EventPipeline.chunkCapacity)
        var count = 0
        var failure: ParseFailure?
        var endsStream = false
        /// Scalar bytes copied out of libyaml's buffers, which are freed at once.
        var text = UnsafeMutablePointer<UInt8>.allocate(capacity: 64 * 1024)
        var textCapacity = 64 * 1024
        var textCount = 0

        /// Moves a scalar's value into `text` and frees libyaml's copy now,
        /// as a plain event loop would (its malloc stays hot).
        func adoptValue(of slot: UnsafeMutablePointer<yaml_event_t>) {
            guard slot.pointee.type == YAML_SCALAR_EVENT, let value = slot.pointee.data.scalar.value else { return }
            let length = slot.pointee.data.scalar.length
            if textCount + length + 1 > textCapacity {
                // Grow by copying; earlier events' pointers are rebased below.
                let newCapacity = max(textCapacity * 2, textCount + length + 1)
                let grown = UnsafeMutablePointer<UInt8>.allocate(capacity: newCapacity)
                grown.update(from: text, count: textCount)
                for earlier in 0..<count where events[earlier].type == YAML_SCALAR_EVENT {
                    if let old = events[earlier].data.scalar.value {
                        events[earlier].data.scalar.value = grown + (old - text)
                    }
                }
                text.deallocate()
                text = grown
                textCapacity = newCapacity
            }
            (text + textCount).update(from: value, count: length)
            text[textCount + length] = 0
            free(value)  // libyaml allocates with malloc (yaml_malloc)
            slot.pointee.data.scalar.value = text + textCount
            textCount += length + 1
        }

        func releaseEvents() {
            for slot in 0..<count {
                // Values live in `text` now; libyaml must not free them.
                if events[slot].type == YAML_SCALAR_EVENT { events[slot].data.scalar.value = nil }
                LibYAMLParser.release(events + slot)
            }
            count = 0
            textCount = 0
        }

        deinit {
            releaseEvents()
            events.deallocate()
            text.deallocate()
        }
    }

    enum Next {
        case event(UnsafeMutablePointer<yaml_event_t>)
        case failure(ParseFailure)
    }

    private let parser: LibYAMLParser
    private let chunks = (0..<EventPipeline.chunkCount).map { _ in Chunk() }
    private let lock = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
    private let changed = UnsafeMutablePointer<pthread_cond_t>.allocate(capacity: 1)
    // Guarded by `lock`.
    private var freeChunks: [Int] = Array(0..<EventPipeline.chunkCount)
    private var full: [Int] = []
    private var cancelled = false
    // Consumer side only. The current chunk's events are copied into plain
    // properties so the per-event path touches no class references.
    private var current: Int?
    private var currentEvents: UnsafeMutablePointer<yaml_event_t>?
    private var currentCount = 0
    private var position = 0
    private var joined = false
    private var thread: pthread_t

    /// Starts the producer thread; nil if the system refuses a thread.
    init?(parser: LibYAMLParser) {
        self.parser = parser
        pthread_mutex_init(lock, nil)
        pthread_cond_init(changed, nil)
        #if os(Linux)
        thread = 0
        #else
        thread = pthread_self()
        #endif
        let context = Unmanaged.passRetained(self).toOpaque()
        #if os(Linux)
        let started = pthread_create(&thread, nil, { context in
            Unmanaged<EventPipeline>.fromOpaque(context!).takeRetainedValue().produce()
            return nil
        }, context)
        #else
        var created: pthread_t?
        let started = pthread_create(&created, nil, { context in
            Unmanaged<EventPipeline>.fromOpaque(context).takeRetainedValue().produce()
            return nil
        }, context)
        if let created { thread = created }
        #endif
        guard started == 0 else {
            Unmanaged<EventPipeline>.fromOpaque(context).release()
            joined = true
            return nil
        }
    }

    deinit {
        finish()
        pthread_cond_destroy(changed)
        pthread_mutex_destroy(lock)
        changed.deallocate()
        lock.deallocate()
    }

    // MARK: Producer thread

    private func produce() {
        while true {
            pthread_mutex_lock(lock)
            while freeChunks.isEmpty && !cancelled { pthread_cond_wait(changed, lock) }
            if cancelled {
                pthread_mutex_unlock(lock)
                return
            }
            let index = freeChunks.removeFirst()
            pthread_mutex_unlock(lock)

            let chunk = chunks[index]
            chunk.releaseEvents()
            var stop = false
            while chunk.count < Self.chunkCapacity {
                let slot = chunk.events + chunk.count
                guard parser.parse(into: slot) else {
                    chunk.failure = parser.failure
                    stop = true
                    break
                }
                chunk.adoptValue(of: slot)
                chunk.count += 1
                if slot.pointee.type == YAML_STREAM_END_EVENT {
                    chunk.endsStream = true
                    stop = true
                    break
                }
            }
            pthread_mutex_lock(lock)
            full.append(index)
            pthread_cond_broadcast(changed)
            pthread_mutex_unlock(lock)
            if stop { return }
        }
    }

    // MARK: Consumer

    /// The next event, valid until the following call.
    func next() -> Next {
        if position < currentCount, let events = currentEvents {
            position += 1
            return .event(events + position - 1)
        }
        return nextChunk()
    }

    private func nextChunk() -> Next {
        while true {
            if let index = current {
                let chunk = chunks[index]
                if position < chunk.count {
                    position += 1
                    return .event(chunk.events + position - 1)
                }
                if let failure = chunk.failure { return .failure(failure) }
                // After the stream end the producer has stopped; asking again is a bug.
                precondition(!chunk.endsStream, "read past the end of the YAML stream")
                currentEvents = nil
                currentCount = 0
                pthread_mutex_lock(lock)
                freeChunks.append(index)
                pthread_cond_broadcast(changed)
                pthread_mutex_unlock(lock)
                current = nil
            }
            pthread_mutex_lock(lock)
            while full.isEmpty { pthread_cond_wait(changed, lock) }
            let index = full.removeFirst()
            pthread_mutex_unlock(lock)
            current = index
            currentEvents = chunks[index].events
            currentCount = chunks[index].count
            position = 0
        }
    }

    /// Stops the producer and waits for it; the chunks release their
    /// events when the pipeline goes. Idempotent; the reader calls it when
    /// it is done, early or not.
    func finish() {
        guard !joined else { return }
        joined = true
        pthread_mutex_lock(lock)
        cancelled = true
        pthread_cond_broadcast(changed)
        pthread_mutex_unlock(lock)
        pthread_join(thread, nil)
        current = nil
        currentEvents = nil
        currentCount = 0
    }
}
