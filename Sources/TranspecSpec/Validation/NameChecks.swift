import TranspecDiagnostics

extension SpecDecoder {
    /// Two names that become the same Swift name would generate clashing
    /// code: an error at the second with a note at the first.
    mutating func checkNameCollisions(
        _ names: [Located<String>], kind: String, convert: (String) -> String
    ) {
        guard names.count > 1 else { return }
        let swiftNames = names.map { SwiftName.unescaped(convert($0.value)) }
        // A transition's few elements compare pairwise; a file's many transitions hash.
        var firstBySwiftName: [String: Int] = [:]
        for (index, name) in names.enumerated() {
            let swiftName = swiftNames[index]
            let earlier: Int?
            if names.count <= 16 {
                earlier = swiftNames[..<index].firstIndex(of: swiftName)
            } else {
                earlier = firstBySwiftName[swiftName]
                if earlier == nil { firstBySwiftName[swiftName] = index }
            }
            guard let earlier else { continue }
            let first = names[earlier]
            let message = first.value == name.value
                ? "duplicate \(kind) name \(quoted(name.value))"
                : "\(kind) name \(quoted(name.value)) becomes the Swift name \(quoted(swiftName)), "
                    + "as \(quoted(first.value)) does"
            diagnostics.error(message, at: name.location,
                              notes: [DiagnosticNote("\(quoted(first.value)) declared here", at: first.location)])
        }
    }

    /// The generated protocol declares `<element>View` for each element and
    /// `<transition>ScrollView` for the scroll view: an element named
    /// `<transition>Scroll` would declare the same member twice.
    mutating func checkProtocolMemberCollisions(_ transition: TransitionIR) {
        guard transition.gesture.scrollView.value != .none else { return }
        let transitionMember = SwiftName.unescaped(SwiftName.identifier(for: transition.name.value))
        let scrollMember = transitionMember + "ScrollView"
        for element in transition.elements {
            let member = SwiftName.unescaped(SwiftName.identifier(for: element.name.value)) + "View"
            guard member == scrollMember else { continue }
            diagnostics.error(
                "element name \(quoted(element.name.value)) gives the protocol member \(quoted(member)), "
                    + "which is already the scroll view's; rename the element",
                at: element.name.location,
                notes: [DiagnosticNote("the scroll view is declared here", at: transition.gesture.scrollView.location)])
        }
    }

    /// A tab bar delegate has one pan for all of a spec's tab transitions,
    /// so a tab transition cannot ask for a screen-edge pan of its own.
    mutating func checkScreenEdgeSupport(_ transition: TransitionIR) {
        let screenEdge = transition.gesture.screenEdge
        let operation = transition.operation.value
        guard screenEdge.value, operation == .tabNext || operation == .tabPrevious else { return }
        diagnostics.error(
            "screenEdge is not supported for '\(operation.rawValue)': a tab bar's transitions share one pan "
                + "that starts anywhere on the tab's view; remove 'screenEdge' or set it to false",
            at: screenEdge.location)
    }

    /// `sharedElement` source and destination must name declared elements.
    mutating func checkElementReferences(_ transition: TransitionIR) {
        guard let shared = transition.sharedElement else { return }
        let declared = transition.elements.map(\.name.value)
        for reference in [shared.source, shared.destination] where !declared.contains(reference.value) {
            var message = "no element named \(quoted(reference.value)) in \(quoted(transition.name.value))"
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
