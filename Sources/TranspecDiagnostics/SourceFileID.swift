#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A source path, interned: equal paths get equal ids, and an id is four
/// bytes that copy without reference counting. A process meets a handful
/// of paths, so the table only grows by that much.
package struct SourceFileID: Hashable, Sendable {
    private let index: UInt32

    package init(_ path: String) {
        index = PathTable.shared.intern(path)
    }

    package var path: String { PathTable.shared.path(at: index) }
}

/// The interned paths, guarded by a mutex; touched once per file and per
/// rendered diagnostic, never per decoded value.
private final class PathTable: @unchecked Sendable {
    static let shared = PathTable()

    private let lock = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
    private var paths: [String] = []
    private var indices: [String: UInt32] = [:]

    private init() { pthread_mutex_init(lock, nil) }

    func intern(_ path: String) -> UInt32 {
        pthread_mutex_lock(lock)
        defer { pthread_mutex_unlock(lock) }
        if let index = indices[path] { return index }
        let index = UInt32(paths.count)
        paths.append(path)
        indices[path] = index
        return index
    }

    func path(at index: UInt32) -> String {
        pthread_mutex_lock(lock)
        defer { pthread_mutex_unlock(lock) }
        return paths[Int(index)]
    }
}
