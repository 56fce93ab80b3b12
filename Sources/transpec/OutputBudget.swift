import Foundation
import TranspecGenerator

/// How much Swift `generate` may write for the specs it reads: 16 MiB plus
/// `ratio` bytes per byte of spec (16 by default; `--max-output-ratio`
/// raises it). The specs in this repository generate 3 to 6 bytes per byte,
/// the benchmark corpus about 4, a spec of bare one-line transitions about
/// 17 (the 16 MiB cover the difference). What passes it is
/// amplification: a transition repeated through aliases 45,000 times in
/// 574 KB once generated 378 MB.
struct OutputBudget {
    static let allowance = 16 << 20
    static let defaultRatio = 16.0

    let inputBytes: Int
    let ratio: Double

    var limit: Int { Self.allowance + Int(min(Double(inputBytes) * ratio, Double(Int.max >> 1))) }

    var explanation: String {
        "16 MiB plus \(ratio.shortDescription) × the \(inputBytes.groupedDigits) bytes of spec input"
    }
}

extension Double {
    /// `16`, `2.5`: the shortest form, for messages.
    var shortDescription: String { self == rounded() && abs(self) < 1e15 ? String(Int(self)) : description }
}

extension Int {
    /// `574,128`: digits in groups of three, for messages.
    var groupedDigits: String {
        let digits = String(magnitude)
        var out = ""
        for (index, digit) in digits.enumerated() {
            if index > 0 && (digits.count - index) % 3 == 0 { out.append(",") }
            out.append(digit)
        }
        return (self < 0 ? "-" : "") + out
    }
}
