import Foundation
import Yams

/// `transpec-bench --yams-compose FILE`: the Yams contender. The bench runs
/// itself as a subprocess for it, so Yams is timed and RSS-measured exactly
/// like the other contenders (process start, file read, parse).
func yamsComposeMain(_ path: String) -> Int32 {
    guard let data = FileManager.default.contents(atPath: path) else {
        print("cannot read \(path)")
        return 1
    }
    do {
        return try Yams.compose(yaml: String(decoding: data, as: UTF8.self)) == nil ? 1 : 0
    } catch {
        print("\(error)")
        return 1
    }
}
