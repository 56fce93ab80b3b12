import Foundation

/// Numbers with a fixed count of decimals, spelled exactly as Foundation's
/// `String(format: "%.Nf", locale: en_US_POSIX)` spells them, without its
/// cost per call (60–80 µs, which made a timeline of 10 elements take a
/// minute to draw). Text, CSV and SVG may take at most twice the time of
/// JSON (the `simulate` row of Benchmarks/README.md).
///
/// Foundation rounds the double's shortest round-trip decimal (Swift's
/// `description`, which is what JSON prints) to N places, ties to even,
/// and pads with zeros: `-117720.05` gives `-117720.0` with one decimal,
/// though the binary value is a little above the tie. `FixedDecimalTests`
/// compares this with it on some 80,000 values, ties and near-ties
/// included, at every magnitude.
///
/// Below `2^52 / 10^(N+1)` the same result comes from integers, with no
/// allocation: the exact binary value m · 2^-k rounded to N places, except
/// when the tie point between two N-place neighbours parses back to the
/// same double. There an ulp is below 10^-(N+1), so no other decimal of
/// N+1 places or fewer parses back to it: the tie point is the shortest
/// decimal, and rounds to even; when it does not parse back, the shortest
/// decimal lies on the same side of it as the binary value. Larger values
/// round the digits of `description`.
enum FixedDecimal {
    /// `value` with `decimals` (0…9) digits after the point: `-0.000`
    /// keeps its sign. Finite values only.
    static func printf(_ value: Double, decimals: Int) -> String {
        if let units = fastUnits(value, decimals: decimals) {
            return spell(units, decimals: decimals, negative: value.sign == .minus)
        }
        let (digits, isNegative) = rounded(value, decimals: decimals)
        return spell(digits, decimals: decimals, negative: isNegative)
    }

    /// As `printf`, but a value that rounds to zero has no sign (`0.000`).
    static func unsignedZero(_ value: Double, decimals: Int) -> String {
        if let units = fastUnits(value, decimals: decimals) {
            return spell(units, decimals: decimals, negative: value.sign == .minus && units != 0)
        }
        let (digits, isNegative) = rounded(value, decimals: decimals)
        return spell(digits, decimals: decimals, negative: isNegative && digits.contains { $0 != 0 })
    }

    /// As `printf`, then without trailing zeros after the point (nor the
    /// point itself), and `0` for any value that rounds to zero.
    static func trimmed(_ value: Double, decimals: Int) -> String {
        if var units = fastUnits(value, decimals: decimals) {
            var kept = decimals
            while kept > 0 && units % 10 == 0 && units != 0 {
                units /= 10
                kept -= 1
            }
            return spell(units, decimals: units == 0 ? 0 : kept, negative: value.sign == .minus && units != 0)
        }
        var (digits, isNegative) = rounded(value, decimals: decimals)
        var kept = decimals
        while kept > 0 && digits.last == 0 {
            digits.removeLast()
            kept -= 1
        }
        return spell(digits, decimals: kept, negative: isNegative && digits.contains { $0 != 0 })
    }

    private static let powers: [UInt64] = (0...10).map { power in (0..<power).reduce(1) { result, _ in result * 10 } }

    /// |value| · 10^decimals rounded as Foundation rounds it, when |value|
    /// is below 2^52 / 10^(decimals + 1); else nil.
    static func fastUnits(_ value: Double, decimals: Int) -> UInt64? {
        let magnitude = value.magnitude
        guard (0...9).contains(decimals), magnitude < 4503599627370496 / Double(powers[decimals + 1]) else { return nil }
        guard magnitude != 0 else { return 0 }
        let isSubnormal = value.exponentBitPattern == 0
        let significand = value.significandBitPattern | (isSubnormal ? 0 : 1 << 52)
        // magnitude = significand · 2^-shift, and shift ≥ 1 below 2^52.
        let shift = isSubnormal ? 1074 : 1075 - Int(value.exponentBitPattern)
        // Below 2^-17 units, nothing rounds up (and no tie parses back).
        guard shift < 100 else { return 0 }
        let product = significand.multipliedFullWidth(by: powers[decimals])  // below 2^87
        let (whole, remainder, half) = shifted(high: product.high, low: product.low, by: shift)
        let tie = Double(2 * whole + 1) / Double(2 * powers[decimals])
        if tie == magnitude { return whole + whole & 1 }
        let above = remainder.high > half.high || (remainder.high == half.high && remainder.low >= half.low)
        return whole + (above ? 1 : 0)
    }

    /// (high:low) >> shift, the bits shifted out, and 2^(shift-1), each as
    /// (high, low) halves. The quotient fits 53 bits for what `fastUnits` takes.
    private static func shifted(high: UInt64, low: UInt64, by shift: Int)
        -> (quotient: UInt64, remainder: (high: UInt64, low: UInt64), half: (high: UInt64, low: UInt64))
    {
        if shift < 64 {
            return ((low >> UInt64(shift)) | (high << UInt64(64 - shift)), (0, low & ((1 << UInt64(shift)) - 1)),
                    (0, 1 << UInt64(shift - 1)))
        }
        if shift == 64 { return (high, (0, low), (0, 1 << 63)) }
        return (high >> UInt64(shift - 64), (high & ((1 << UInt64(shift - 64)) - 1), low), (1 << UInt64(shift - 65), 0))
    }

    /// `units` / 10^decimals, with a point before the last `decimals`
    /// digits and at least one digit before it.
    private static func spell(_ units: UInt64, decimals: Int, negative: Bool) -> String {
        // 20 digits, a point and a sign at most; written from the end.
        var room: (UInt64, UInt64, UInt64) = (0, 0, 0)
        return withUnsafeMutableBytes(of: &room) { buffer in
            var index = buffer.count, rest = units, written = 0
            repeat {
                if written == decimals && decimals > 0 {
                    index -= 1
                    buffer[index] = UInt8(ascii: ".")
                }
                index -= 1
                buffer[index] = UInt8(ascii: "0") + UInt8(rest % 10)
                rest /= 10
                written += 1
            } while rest > 0 || written <= decimals
            if negative {
                index -= 1
                buffer[index] = UInt8(ascii: "-")
            }
            return String(decoding: buffer[index...], as: UTF8.self)
        }
    }

    /// The digits (0…9) of |value| rounded to `decimals` places, the last
    /// `decimals` of them after the point, at least one before it; and the
    /// sign bit.
    static func rounded(_ value: Double, decimals: Int) -> (digits: [UInt8], isNegative: Bool) {
        let (significant, exponent) = shortestDigits(value.magnitude)
        // value = 0.d₁d₂d₃… × 10^exponent: digits up to `keep` stay.
        let keep = exponent + decimals
        var digits: [UInt8]
        if keep >= significant.count {
            digits = significant + [UInt8](repeating: 0, count: keep - significant.count)
        } else if keep < 0 {
            digits = []
        } else {
            digits = Array(significant[..<keep])
            let dropped = significant[keep]
            let isTie = dropped == 5 && significant[(keep + 1)...].allSatisfy { $0 == 0 }
            let lastIsOdd = (digits.last ?? 0) & 1 == 1
            if dropped > 5 || (dropped == 5 && (!isTie || lastIsOdd)) {
                var index = digits.count - 1
                while index >= 0 && digits[index] == 9 {
                    digits[index] = 0
                    index -= 1
                }
                if index >= 0 { digits[index] += 1 } else { digits.insert(1, at: 0) }
            }
        }
        // At least one digit before the point.
        let missing = decimals + 1 - digits.count
        if missing > 0 { digits.insert(contentsOf: [UInt8](repeating: 0, count: missing), at: 0) }
        return (digits, value.sign == .minus)
    }

    /// The shortest round-trip digits of a non-negative finite `value`,
    /// without leading zeros, and the exponent that makes them
    /// 0.d₁d₂… × 10^exponent: `123.45` → ([1,2,3,4,5], 3), `1e-05` → ([1], -4).
    static func shortestDigits(_ value: Double) -> (digits: [UInt8], exponent: Int) {
        guard value != 0 else { return ([], 0) }
        var digits: [UInt8] = []
        var pointAt: Int?
        var exponent = 0
        var text = value.description
        text.withUTF8 { bytes in
            var index = 0
            while index < bytes.count {
                let byte = bytes[index]
                if byte == UInt8(ascii: ".") {
                    pointAt = digits.count
                } else if byte == UInt8(ascii: "e") {
                    exponent = Int(String(decoding: bytes[(index + 1)...], as: UTF8.self))!
                    break
                } else {
                    digits.append(byte - UInt8(ascii: "0"))
                }
                index += 1
            }
        }
        var point = (pointAt ?? digits.count) + exponent
        let leadingZeros = digits.prefix { $0 == 0 }.count
        digits.removeFirst(leadingZeros)
        point -= leadingZeros
        while digits.last == 0 { digits.removeLast() }
        return (digits, point)
    }

    private static func spell(_ digits: [UInt8], decimals: Int, negative: Bool) -> String {
        let count = digits.count + (decimals > 0 ? 1 : 0) + (negative ? 1 : 0)
        return String(unsafeUninitializedCapacity: count) { buffer in
            var index = 0
            if negative {
                buffer[0] = UInt8(ascii: "-")
                index = 1
            }
            for (position, digit) in digits.enumerated() {
                if position == digits.count - decimals && decimals > 0 {
                    buffer[index] = UInt8(ascii: ".")
                    index += 1
                }
                buffer[index] = UInt8(ascii: "0") + digit
                index += 1
            }
            return index
        }
    }
}
