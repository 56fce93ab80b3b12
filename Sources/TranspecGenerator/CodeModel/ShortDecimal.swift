/// A double between 0.001 and 1e9 that a decimal with at most 6 fractional
/// digits reads back as: most numbers in a spec (`0.44`, `173.3`, `400`).
/// Its text is `description`'s, found without `description`'s general
/// shortest-digits search, which was a good part of spelling a namespace:
///
/// - the fewest fractional digits that read back give the shortest digits;
/// - at that count only one decimal reads back, since below 1e9 neighbouring
///   doubles are closer together than 1e-6;
/// - and `description` writes numbers from 0.001 to 1e9 without exponent.
struct ShortDecimal {
    let isNegative: Bool
    /// The value is `digits` / 10^`fractionDigits`.
    let digits: UInt64
    let fractionDigits: Int

    private static let powersOfTen: [Double] = [1, 10, 100, 1e3, 1e4, 1e5, 1e6]

    /// Nil for any other double (NaN, infinities and zeros among them).
    init?(_ value: Double) {
        let magnitude = value.magnitude
        guard magnitude >= 0.001, magnitude < 1e9 else { return nil }
        for (fractionDigits, power) in Self.powersOfTen.enumerated() {
            let digits = (magnitude * power).rounded()
            // Both are exact (below 2^53), so the quotient is the double
            // nearest the decimal: what reading the decimal gives.
            if digits / power == magnitude {
                isNegative = value < 0
                self.digits = UInt64(digits)
                self.fractionDigits = fractionDigits
                return
            }
        }
        return nil
    }

    /// `-12.5`, `0.005`; a whole number without `.0`: `400`.
    func withUTF8<Result>(_ body: (UnsafeRawBufferPointer) -> Result) -> Result {
        // At most 15 digits, a leading 0, the point and the sign.
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 24) { buffer in
            // Written backwards from the end: the fraction, the point, the
            // whole part, the sign.
            var start = buffer.count, rest = digits, written = 0
            repeat {
                if written == fractionDigits && written > 0 {
                    start -= 1
                    buffer[start] = UInt8(ascii: ".")
                }
                start -= 1
                buffer[start] = UInt8(ascii: "0") + UInt8(rest % 10)
                rest /= 10
                written += 1
            } while rest > 0 || written <= fractionDigits
            if isNegative {
                start -= 1
                buffer[start] = UInt8(ascii: "-")
            }
            return body(UnsafeRawBufferPointer(rebasing: UnsafeRawBufferPointer(buffer)[start...]))
        }
    }
}
