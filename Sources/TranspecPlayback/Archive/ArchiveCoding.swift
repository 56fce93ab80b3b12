/// The byte form of runtime values that `transpec preview` writes into its
/// page and the page's WebAssembly module reads back: the same values, bit
/// for bit (doubles as their IEEE 754 bits), so the page plays what
/// `simulate` plays. Little-endian; counts and lengths are UInt32; a string
/// is its UTF-8 bytes after their count; an optional is a byte (0 none, 1
/// some) before the value; an enum is a byte naming its case before the
/// case's values. The numbers given to cases are the format: never reuse one.
protocol ArchiveCodable {
    func write(to archive: inout ArchiveWriter)
    init(from archive: inout ArchiveReader) throws(ArchiveError)
}

/// Why bytes are not an archive this build reads.
public enum ArchiveError: Error, Hashable, Sendable {
    /// Not a transpec preview archive.
    case notAnArchive
    /// Written by another version of the format.
    case unsupportedVersion(UInt16)
    /// Cut short, or a count past what the rest could hold.
    case truncated
    /// A case number or a byte this version does not know, at that offset.
    case malformed(offset: Int)
}

package struct ArchiveWriter: Sendable {
    package private(set) var bytes: [UInt8] = []

    package init() {}

    mutating func byte(_ value: UInt8) { bytes.append(value) }

    mutating func uint16(_ value: UInt16) {
        bytes.append(UInt8(truncatingIfNeeded: value))
        bytes.append(UInt8(truncatingIfNeeded: value >> 8))
    }

    mutating func uint32(_ value: UInt32) {
        for shift in stride(from: 0, to: 32, by: 8) { bytes.append(UInt8(truncatingIfNeeded: value >> UInt32(shift))) }
    }

    mutating func count(_ value: Int) { uint32(UInt32(value)) }

    mutating func double(_ value: Double) {
        let bits = value.bitPattern
        for shift in stride(from: 0, to: 64, by: 8) { bytes.append(UInt8(truncatingIfNeeded: bits >> UInt64(shift))) }
    }

    mutating func bool(_ value: Bool) { byte(value ? 1 : 0) }

    mutating func string(_ value: String) {
        let utf8 = Array(value.utf8)
        count(utf8.count)
        bytes += utf8
    }

    mutating func value<Value: ArchiveCodable>(_ value: Value) { value.write(to: &self) }

    mutating func optional<Value: ArchiveCodable>(_ value: Value?) {
        guard let value else { return byte(0) }
        byte(1)
        value.write(to: &self)
    }

    mutating func optionalDouble(_ value: Double?) {
        guard let value else { return byte(0) }
        byte(1)
        double(value)
    }

    mutating func array<Value: ArchiveCodable>(_ values: [Value]) {
        count(values.count)
        for value in values { value.write(to: &self) }
    }
}

package struct ArchiveReader {
    private let bytes: [UInt8]
    package private(set) var offset = 0

    package init(_ bytes: [UInt8]) {
        self.bytes = bytes
    }

    package var isAtEnd: Bool { offset == bytes.count }

    mutating func byte() throws(ArchiveError) -> UInt8 {
        guard offset < bytes.count else { throw .truncated }
        defer { offset += 1 }
        return bytes[offset]
    }

    mutating func uint16() throws(ArchiveError) -> UInt16 {
        let low = UInt16(try byte())
        return low | UInt16(try byte()) << 8
    }

    mutating func uint32() throws(ArchiveError) -> UInt32 {
        var value: UInt32 = 0
        for shift in stride(from: 0, to: 32, by: 8) { value |= UInt32(try byte()) << UInt32(shift) }
        return value
    }

    /// A count of things at least `minimumSize` bytes each: never more than
    /// the bytes left could hold, so a corrupt count cannot ask for memory.
    mutating func count(minimumSize: Int = 1) throws(ArchiveError) -> Int {
        let value = Int(try uint32())
        guard value <= (bytes.count - offset) / max(minimumSize, 1) else { throw .truncated }
        return value
    }

    mutating func double() throws(ArchiveError) -> Double {
        var bits: UInt64 = 0
        for shift in stride(from: 0, to: 64, by: 8) { bits |= UInt64(try byte()) << UInt64(shift) }
        return Double(bitPattern: bits)
    }

    mutating func bool() throws(ArchiveError) -> Bool {
        switch try byte() {
        case 0: return false
        case 1: return true
        default: throw .malformed(offset: offset - 1)
        }
    }

    mutating func string() throws(ArchiveError) -> String {
        let length = try count()
        defer { offset += length }
        return String(decoding: bytes[offset..<offset + length], as: UTF8.self)
    }

    /// The byte naming an enum case, checked against the cases there are.
    mutating func tag(below count: UInt8) throws(ArchiveError) -> UInt8 {
        let tag = try byte()
        guard tag < count else { throw .malformed(offset: offset - 1) }
        return tag
    }

    mutating func value<Value: ArchiveCodable>(_ type: Value.Type = Value.self) throws(ArchiveError) -> Value {
        try Value(from: &self)
    }

    mutating func optional<Value: ArchiveCodable>(_ type: Value.Type = Value.self) throws(ArchiveError) -> Value? {
        try bool() ? try Value(from: &self) : nil
    }

    mutating func optionalDouble() throws(ArchiveError) -> Double? {
        try bool() ? try double() : nil
    }

    mutating func array<Value: ArchiveCodable>(_ type: Value.Type = Value.self) throws(ArchiveError) -> [Value] {
        let count = try count()
        var values: [Value] = []
        values.reserveCapacity(count)
        for _ in 0..<count { values.append(try Value(from: &self)) }
        return values
    }
}
