/// An append-only array for the node arena: one owner, no copy-on-write,
/// so appending is a capacity test and a store. Elements are trivial
/// (records, ids, bytes) and never need deinitializing.
/// Guards: "check vs the physical floor" and "memory" (Benchmarks/README.md).
@usableFromInline
struct ArenaBuffer<Element: BitwiseCopyable> {
    @usableFromInline var base: UnsafeMutablePointer<Element>
    @usableFromInline var count = 0
    @usableFromInline var capacity: Int

    init(capacity: Int = 1024) {
        self.capacity = max(capacity, 16)
        base = .allocate(capacity: self.capacity)
    }

    /// Frees the storage; the owner calls this once, in its deinit.
    func deallocate() { base.deallocate() }

    @inlinable subscript(index: Int) -> Element {
        // Checked in release builds too: a stale Node must not read past the end.
        get {
            precondition(UInt(bitPattern: index) < UInt(bitPattern: count), "arena index out of range")
            return base[index]
        }
        nonmutating set {
            precondition(UInt(bitPattern: index) < UInt(bitPattern: count), "arena index out of range")
            base[index] = newValue
        }
    }

    mutating func append(_ element: Element) {
        if count == capacity { grow(toAtLeast: count + 1) }
        (base + count).initialize(to: element)
        count += 1
    }

    mutating func append(contentsOf elements: UnsafeBufferPointer<Element>) {
        guard let source = elements.baseAddress, !elements.isEmpty else { return }
        if count + elements.count > capacity { grow(toAtLeast: count + elements.count) }
        (base + count).initialize(from: source, count: elements.count)
        count += elements.count
    }

    mutating func append(contentsOf elements: ArraySlice<Element>) {
        elements.withUnsafeBufferPointer { append(contentsOf: $0) }
    }

    /// Forgets every element from `newCount` on.
    mutating func truncate(to newCount: Int) {
        precondition(newCount >= 0 && newCount <= count, "truncating past the end")
        count = newCount
    }

    /// The elements as a buffer, valid until the next append.
    @inlinable var buffer: UnsafeBufferPointer<Element> { UnsafeBufferPointer(start: base, count: count) }

    private mutating func grow(toAtLeast minimum: Int) {
        var newCapacity = capacity * 2
        while newCapacity < minimum { newCapacity *= 2 }
        let grown = UnsafeMutablePointer<Element>.allocate(capacity: newCapacity)
        grown.initialize(from: base, count: count)
        base.deallocate()
        base = grown
        capacity = newCapacity
    }
}
