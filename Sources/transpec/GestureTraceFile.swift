import Foundation
import TranspecSimulation

extension GestureTrace {
    /// The largest trace file read: 16 MiB. Ten minutes of touches at
    /// 240 Hz (an iPad's pencil rate) are about 6 MB of CSV.
    static let maximumBytes = 16 << 20

    /// Reads the trace at `path` (CSV by its `.csv` extension, else YAML)
    /// 64 KiB at a time, and stops with an error as soon as more than
    /// `maximumBytes` arrive: a huge file is never held whole. A CSV trace
    /// is parsed as it is read; YAML needs the whole document first.
    static func read(path: String) throws(TraceError) -> GestureTrace {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw cannotRead(path) }
        defer { close(descriptor) }
        var csv = isCSV(path) ? CSVTraceParser(file: path) : nil
        var yaml: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 64 << 10)
        var total = 0
        while true {
            let count = buffer.withUnsafeMutableBytes { Foundation.read(descriptor, $0.baseAddress, $0.count) }
            if count < 0 && errno == EINTR { continue }
            guard count >= 0 else { throw cannotRead(path) }
            if count == 0 { break }
            total += count
            guard total <= maximumBytes else {
                throw TraceError(file: path, line: (csv?.line ?? 0) + 1, column: 1,
                                 message: "the trace is larger than \(maximumBytes >> 20) MiB; traces are limited to "
                                    + "\(maximumBytes >> 20) MiB (\(maximumBytes) bytes)")
            }
            if csv != nil { try csv!.feed(buffer[..<count]) } else { yaml += buffer[..<count] }
        }
        if var csv { return try csv.finish() }
        return try parseYAML(yaml, file: path)
    }

    private static func cannotRead(_ path: String) -> TraceError {
        TraceError(file: path, line: 1, column: 1, message: "cannot read the trace file (\(String(cString: strerror(errno))))")
    }
}

extension GestureTrace {
    static func isCSV(_ file: String) -> Bool { file.lowercased().hasSuffix(".csv") }
}
