import TranspecDiagnostics

extension SpecDecoder {
    /// Two names that become the same Swift name would generate clashing
    /// code: an error at the second with a note at the first.
    mutating func checkNameCollisions(
        _ names: [Located<String>], kind: String, convert: (String) -> String
    ) {
        guard names.count > 1 else { return }
        var firstBySwiftName: [String: Located<String>] = [:]
        for name in names {
            let swiftName = SwiftName.unescaped(convert(name.value))
            guard let first = firstBySwiftName[swiftName] else {
                firstBySwiftName[swiftName] = name
                continue
            }
            let message = first.value == name.value
                ? "duplicate \(kind) name '\(name.value)'"
                : "\(kind) name '\(name.value)' becomes the Swift name '\(swiftName)', as '\(first.value)' does"
            diagnostics.error(message, at: name.location,
                              notes: [DiagnosticNote("'\(first.value)' declared here", at: first.location)])
        }
    }

    /// `sharedElement` source and destination must name declared elements.
    mutating func checkElementReferences(_ transition: TransitionIR) {
        guard let shared = transition.sharedElement else { return }
        let declared = transition.elements.map(\.name.value)
        for reference in [shared.source, shared.destination] where !declared.contains(reference.value) {
            var message = "no element named '\(reference.value)' in '\(transition.name.value)'"
            var fixIt: FixIt?
            if let suggestion = closestMatch(to: reference.value, in: declared) {
                message += "; did you mean '\(suggestion)'?"
                fixIt = FixIt(location: reference.location, length: reference.value.unicodeScalars.count,
                              replacement: suggestion)
            } else if declared.isEmpty {
                message += "; declare it under 'elements'"
            }
            diagnostics.error(message, at: reference.location, fixIt: fixIt)
        }
    }
}
