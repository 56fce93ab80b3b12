// IR → generated Swift. The first byte picks the input's meaning:
//   even: the rest is a spec file;
//   odd:  the rest is split at 0x00 into names and summaries placed, as
//         escaped YAML strings, into a fixed valid spec (bits 1–3 pick the
//         operations), so any text reaches the generator.
// The generated text must lex as Swift (SwiftLexer), and its shape must be
// that of the same spec with every name and summary replaced by a
// placeholder: no spec text may change the structure of the code.
import TranspecDiagnostics
import TranspecGenerator
import TranspecSpec

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    guard size > 0, templatePassesCheck else { return 0 }
    let rest = UnsafeBufferPointer(start: data + 1, count: size - 1)
    let bytes = data[0] & 1 == 0 ? Array(rest) : Template.spec(data[0], rest.split(separator: 0, omittingEmptySubsequences: false))
    var diagnostics = DiagnosticCollector()
    guard let spec = SpecFrontEnd.decode(bytes, file: "Specs/fuzz.transpec.yaml", diagnostics: &diagnostics),
          !diagnostics.hasErrors else { return 0 }

    let text = SpecTranslator.render(spec)
    let shape = layoutFree(SwiftLexer.shape(of: text))
    let placeholderText = SpecTranslator.render(placeholders(spec))
    let placeholderShape = layoutFree(SwiftLexer.shape(of: placeholderText))
    if shape != placeholderShape {
        let at = zip(shape, placeholderShape).enumerated().first { $1.0 != $1.1 }?.offset
            ?? min(shape.count, placeholderShape.count)
        fatalError("fuzz invariant violated: spec text changes the generated code's structure: token \(at) is "
            + "'\(at < shape.count ? shape[at] : "end")', with placeholders "
            + "'\(at < placeholderShape.count ? placeholderShape[at] : "end")' "
            + "(\(shape.count) vs \(placeholderShape.count) tokens)\n--- generated ---\n\(text)")
    }
    return 0
}

/// With its default names, the template must pass `check` for every
/// selector, or no odd input would reach the generator: checked once, on
/// the first input.
let templatePassesCheck: Bool = {
    for selector in stride(from: UInt8(1), through: 15, by: 2) {
        var diagnostics = DiagnosticCollector()
        _ = SpecFrontEnd.decode(Template.spec(selector, []), file: "Specs/template.transpec.yaml", diagnostics: &diagnostics)
        if diagnostics.hasErrors {
            fatalError("the Generator target's template (selector \(selector)) does not pass check: "
                + diagnostics.sorted.map(\.message).joined(separator: "; "))
        }
    }
    return true
}()

/// The shape without what names change but structure does not:
/// - a long name wraps a list onto lines of its own, which adds a trailing
///   comma;
/// - an enum case spells its raw value (`case e0 = "E0"`) only when the
///   name is not already the case's identifier (`case photo`);
/// - long case lists go on one `case` per line (`case a, b` is
///   `case a` then `case b`).
func layoutFree(_ shape: [String]) -> [String] {
    var result: [String] = []
    result.reserveCapacity(shape.count)
    var inCaseList = false
    for token in shape {
        if (token == ")" || token == "]"), result.last == "," { result.removeLast() }
        if inCaseList, token == "literal", result.last == "=", result.dropLast().last == "identifier" {
            result.removeLast()
            continue
        }
        if token == "case", inCaseList, result.last == "identifier" {
            result.append(",")
            continue
        }
        if token == "case" { inCaseList = true }
        else if !["identifier", "=", "literal", ","].contains(token) { inCaseList = false }
        result.append(token)
    }
    return result
}

/// The spec with transition names `Transition0`… (a pair's partner, named by
/// `presentation` or `push`, renamed with it), element names `element0`… (the shared element renamed with its
/// elements), trigger names `trigger0`… and summaries `Summary.`. Element
/// names are renamed across the whole spec, one placeholder per name: a
/// pair's two motions may name one view, which its screen declares once.
func placeholders(_ spec: SpecIR) -> SpecIR {
    var spec = spec
    // A pair's `presentation` or `push` names its partner: renamed with it.
    var transitionNames: [String: String] = [:]
    for t in spec.transitions.indices { transitionNames[spec.transitions[t].name.value] = "Transition\(t)" }
    var elementNames: [String: String] = [:]
    func placeholder(forElement name: String) -> String {
        if let placeholder = elementNames[name] { return placeholder }
        let placeholder = "element\(elementNames.count)"
        elementNames[name] = placeholder
        return placeholder
    }
    for t in spec.transitions.indices {
        spec.transitions[t].name.value = "Transition\(t)"
        spec.transitions[t].summary?.value = "Summary."
        if let partner = spec.transitions[t].presentation?.value {
            spec.transitions[t].presentation?.value = transitionNames[partner] ?? "undeclared"
        }
        if let partner = spec.transitions[t].push?.value {
            spec.transitions[t].push?.value = transitionNames[partner] ?? "undeclared"
        }
        for k in spec.transitions[t].triggers.indices {
            spec.transitions[t].triggers[k].value.name = "trigger\(k)"
        }
        let declared = Set(spec.transitions[t].elements.map(\.name.value))
        for e in spec.transitions[t].elements.indices {
            spec.transitions[t].elements[e].tracks.name = placeholder(forElement: spec.transitions[t].elements[e].name.value)
        }
        if var shared = spec.transitions[t].sharedElement?.value {
            shared.source = declared.contains(shared.source) ? placeholder(forElement: shared.source) : "undeclared"
            shared.destination = declared.contains(shared.destination) ? placeholder(forElement: shared.destination) : "undeclared"
            spec.transitions[t].sharedElement?.value = shared
        }
    }
    return spec
}

/// A valid spec with four transitions (modal, navigation, tab, and a push
/// that a pop pairs with), six elements, two shared elements and four
/// summaries: every place where spec text reaches generated code.
enum Template {
    static let defaults = ["T0", "T1", "T2", "E0", "E1", "E2", "E3", "E4", "S0", "S1", "S2", "T3", "E5", "S3"]

    static func spec(_ selector: UInt8, _ parts: [UnsafeBufferPointer<UInt8>.SubSequence]) -> [UInt8] {
        // s[0…2] transitions, s[3…7] elements, s[8…10] summaries; then the
        // paired push s[11], its element s[12] and summary s[13].
        let s = defaults.indices.map { i in
            i < parts.count ? quoted(String(decoding: parts[i], as: UTF8.self)) : quoted(defaults[i])
        }
        let modal = selector & 2 == 0 ? "present" : "dismiss"
        let navigation = selector & 4 == 0 ? "push" : "pop\n    push: \(s[11])"
        let tab = selector & 8 == 0 ? "tab-next" : "tab-previous"
        return Array("""
            transpec: 1
            transitions:
              \(s[0]):
                operation: \(modal)
                summary: \(s[8])
                gesture: { edge: bottom, scrollView: optional }
                spring: { dampingRatio: 1, response: 0.4 }
                dimming:
                  alpha: { from: 0.4, to: 0 }
                elements:
                  \(s[3]):
                    alpha: { from: 0, to: 1 }
                  \(s[4]): {}
                sharedElement: { source: \(s[3]), destination: \(s[4]) }
              \(s[1]):
                operation: \(navigation)
                summary: \(s[9])
                gesture: { edge: trailing, screenEdge: true }
                spring: { dampingRatio: 0.8, response: 0.3 }
                elements:
                  \(s[5]): { translation: { from: [0, 0], to: [10, 20] } }
                  \(s[6]): { cornerRadius: { keyframes: [{ at: 0, value: 0 }, { at: 1, value: 12 }] } }
                  \(s[12]): {}
                sharedElement: { source: \(s[6]), destination: \(s[12]) }
              \(s[2]):
                operation: \(tab)
                summary: \(s[10])
                gesture: { edge: leading }
                spring: { dampingRatio: 1, response: 0.4 }
                elements:
                  \(s[7]): { scale: { from: 1, to: 0.9 } }
              \(s[11]):
                operation: push
                summary: \(s[13])
                gesture: { edge: leading, screenEdge: true }
                spring: { dampingRatio: 0.8, response: 0.3 }
                elements:
                  \(s[5]): { translation: { from: [10, 20], to: [0, 0] } }

            """.utf8)
    }

    /// A YAML double-quoted scalar that decodes to exactly `text`: every
    /// scalar outside YAML's printable set (and the BOM, which libyaml
    /// refuses inside scalars) is escaped.
    static func quoted(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            let value = scalar.value
            switch value {
            case 0x22: out += "\\\""
            case 0x5C: out += "\\\\"
            case 0x20...0x7E, 0xA0...0xD7FF, 0xE000...0xFEFE, 0xFF00...0xFFFD, 0x10000...0x10FFFF:
                out.unicodeScalars.append(scalar)
            default:
                let hex = String(value, radix: 16, uppercase: true)
                out += value <= 0xFFFF ? "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                    : "\\U" + String(repeating: "0", count: 8 - hex.count) + hex
            }
        }
        return out + "\""
    }
}
