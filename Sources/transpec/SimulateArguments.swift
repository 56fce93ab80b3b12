import ArgumentParser
import Foundation
import TranspecRuntime
import TranspecSimulation

// `simulate`'s compound option values, parsed once by ArgumentParser. Each
// parses its syntax here; the subcommands' `validate()` check the ranges,
// so an out-of-range value gets a message that names the allowed range.

/// `--container WxH`, e.g. `390x844`.
struct ContainerOption: ExpressibleByArgument {
    var size: ContainerSize

    init(width: Double, height: Double) {
        size = ContainerSize(width: width, height: height)
    }

    init?(argument: String) {
        guard let (width, height) = splitPair(argument, separator: "x", as: { Double($0) }) else { return nil }
        self.init(width: width, height: height)
    }

    var defaultValueDescription: String { size.description }

    /// Sizes under a point made the motion overflow (velocity per point of
    /// drag was inf at 2e-308).
    static let allowedSide: ClosedRange<Double> = 1...100_000

    var isAllowed: Bool { Self.allowedSide.contains(size.width) && Self.allowedSide.contains(size.height) }
}

/// `--safe-area TOP,LEADING,BOTTOM,TRAILING` in points, e.g. `59,0,34,0`
/// (an iPhone 15 in portrait). Kept as written until `validate()`, so a
/// malformed value gets a message that shows the syntax.
struct SafeAreaOption: ExpressibleByArgument {
    var text: String

    init?(argument: String) { text = argument }

    /// The insets (leading as left, trailing as right: `simulate` plays
    /// left to right); nil unless four finite numbers of at least 0.
    var insets: FrameInsets? {
        let values = text.split(separator: ",", omittingEmptySubsequences: false).map {
            Double($0.trimmingCharacters(in: .whitespaces))
        }
        guard values.count == 4, values.allSatisfy({ $0.map { $0.isFinite && $0 >= 0 } ?? false }) else { return nil }
        return FrameInsets(top: values[0]!, left: values[1]!, bottom: values[2]!, right: values[3]!)
    }

    /// The message for a value that is not insets, or does not leave
    /// `container` a safe area; nil when it is fine.
    func problem(in container: ContainerSize) -> String? {
        guard let insets else {
            return "--safe-area must be TOP,LEADING,BOTTOM,TRAILING in points, each at least 0, e.g. 59,0,34,0 (got \(text))."
        }
        if insets.top + insets.bottom >= container.height || insets.left + insets.right >= container.width {
            return "--safe-area \(text) leaves no safe area in the \(container) container."
        }
        return nil
    }
}

/// `simulate sweep --velocity MIN:MAX` in pt/s.
struct VelocityRangeOption: ExpressibleByArgument {
    var low: Double
    var high: Double

    init(low: Double, high: Double) {
        self.low = low
        self.high = high
    }

    init?(argument: String) {
        guard let (low, high) = splitPair(argument, separator: ":", as: { Double($0) }) else { return nil }
        self.init(low: low, high: high)
    }

    /// The default's spelling; its bounds are whole numbers.
    var defaultValueDescription: String { "\(Int(low)):\(Int(high))" }

    var isAllowed: Bool { abs(low) <= 100_000 && abs(high) <= 100_000 && low < high }
    var range: ClosedRange<Double> { low...high }
}

/// `simulate sweep --grid COLUMNSxROWS`.
struct GridOption: ExpressibleByArgument {
    var columns: Int
    var rows: Int

    init(columns: Int, rows: Int) {
        self.columns = columns
        self.rows = rows
    }

    init?(argument: String) {
        guard let (columns, rows) = splitPair(argument, separator: "x", as: { Int($0) }) else { return nil }
        self.init(columns: columns, rows: rows)
    }

    var defaultValueDescription: String { "\(columns)x\(rows)" }

    var isAllowed: Bool { (2...1000).contains(columns) && (2...1000).contains(rows) }
}

/// `390x844` → (390, 844); nil unless exactly two parts both convert
/// (`X` too: `390X844`).
private func splitPair<Value>(
    _ text: String, separator: Character, as convert: (Substring) -> Value?
) -> (Value, Value)? {
    let parts = text.lowercased().split(separator: separator, omittingEmptySubsequences: false)
    guard parts.count == 2, let first = convert(parts[0]), let second = convert(parts[1]) else { return nil }
    return (first, second)
}
