#if canImport(Glibc)
import Glibc
#endif

/// Shared by every fuzz target: a broken invariant is a crash, so libFuzzer
/// records the input that caused it.
func invariant(_ condition: Bool, _ message: @autoclosure () -> String,
               file: StaticString = #fileID, line: UInt = #line) {
    if !condition { fatalError("fuzz invariant violated: \(message())", file: file, line: line) }
}

/// Product bugs already reported (Fuzz/regressions/), tolerated only when
/// named in FUZZ_TOLERATE (comma-separated), so a long exploratory run can
/// look past them. CI never sets it: an open bug fails CI.
enum KnownBugs {
    static let names: Set<Substring> = {
        guard let value = getenv("FUZZ_TOLERATE") else { return [] }
        return Set(String(cString: value).split(separator: ","))
    }()

    static func tolerated(_ name: Substring) -> Bool { names.contains(name) }
}

/// Line and column (1-based, counted in Unicode scalars) of every byte
/// offset, by libyaml's rules: LF, CR, CRLF (one break), NEL, LS and PS end
/// a line, and a leading UTF-8 byte order mark is not counted. Computed once
/// per input from the bytes alone, so marks can be checked against it.
struct LineTable {
    private var lines: [Int32] = []
    private var columns: [Int32] = []

    init(_ bytes: [UInt8]) {
        let bom = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        lines.reserveCapacity(bytes.count + 1)
        columns.reserveCapacity(bytes.count + 1)
        var line: Int32 = 1, column: Int32 = 1
        for index in 0...bytes.count {
            lines.append(line)
            columns.append(column)
            guard index >= bom, index < bytes.count else { continue }
            let byte = bytes[index]
            let next = index + 1 < bytes.count ? bytes[index + 1] : 0
            let third = index + 2 < bytes.count ? bytes[index + 2] : 0
            let isBreak = byte == 0x0A || (byte == 0x0D && next != 0x0A)
                || (byte == 0xC2 && next == 0x85) || (byte == 0xE2 && next == 0x80 && (third == 0xA8 || third == 0xA9))
            if isBreak {
                line += 1
                column = 1
            } else if byte & 0xC0 != 0x80 && byte != 0x0D {
                column += 1  // a lead byte starts a scalar; CR before LF is part of the break
            }
        }
    }

    /// The position of `offset`, or nil when it lies outside the input.
    func position(_ offset: Int) -> (line: Int, column: Int)? {
        guard offset >= 0, offset < lines.count else { return nil }
        return (Int(lines[offset]), Int(columns[offset]))
    }
}
