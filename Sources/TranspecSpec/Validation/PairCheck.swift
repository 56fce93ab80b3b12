import TranspecDiagnostics
import TranspecRuntime

/// A dismissal's `presentation` must name a `present` transition of the same
/// spec that brings the screen in the way the dismissal takes it out, and a
/// pop's `push` a `push` transition, likewise. The partner may come later in
/// the file, so each transition leaves a small summary here and the pairs
/// are checked once the file is read.
struct PairCheck {
    /// What a pair needs to know of a transition.
    struct Summary {
        var name: Located<String>
        var operation: Located<TransitionOperation>
        var edge: Located<TransitionEdge>
        var dimmingColor: Located<DimmingColor>?
        var presentation: Located<String>?
        var push: Located<String>?
        var frame: FrameIR?
        /// Each element's name, with `optional` where written.
        var elements: [(name: Located<String>, isOptional: Located<Bool>?)] = []
    }

    private var summaries: [Summary] = []
    /// Every transition key, decoded or not: a partner that failed to decode
    /// has its own errors and is not also "unknown".
    private var keys: Set<String> = []

    mutating func add(_ transition: TransitionIR) {
        summaries.append(Summary(
            name: transition.name, operation: transition.operation, edge: transition.gesture.edge,
            dimmingColor: transition.dimming?.color, presentation: transition.presentation, push: transition.push,
            frame: transition.frame,
            elements: transition.elements.map { ($0.name, $0.isOptional) }))
        keys.insert(transition.name.value)
    }

    mutating func addUndecoded(_ name: String) {
        keys.insert(name)
    }

    /// The errors of every pair in the file.
    func diagnostics() -> [Diagnostic] {
        var found: [Diagnostic] = []
        // Indices, not copies: every transition leaves a summary, and a copy of
        // each would double what a long spec keeps until its end.
        var byName: [String: Int] = [:]
        for (index, summary) in summaries.enumerated() where byName[summary.name.value] == nil {
            byName[summary.name.value] = index
        }
        for dismissal in summaries {
            // A dismissal names its presentation; a pop names its push.
            let pairing: (key: String, own: TransitionOperation, partner: TransitionOperation)
            let reference: Located<String>
            if let presentation = dismissal.presentation {
                (pairing, reference) = (("presentation", .dismiss, .present), presentation)
            } else if let push = dismissal.push {
                (pairing, reference) = (("push", .pop, .push), push)
            } else {
                continue
            }
            guard dismissal.operation.value == pairing.own else {
                found.append(.error(
                    "only a '\(pairing.own.rawValue)' transition names its '\(pairing.key)'; \(quoted(dismissal.name.value)) is "
                        + "'\(dismissal.operation.value.rawValue)'",
                    at: reference.location,
                    notes: [DiagnosticNote("the operation is here", at: dismissal.operation.location)]))
                continue
            }
            guard let partnerIndex = byName[reference.value] else {
                if !keys.contains(reference.value) { found.append(unknown(reference, key: pairing.key, operation: pairing.partner)) }
                continue
            }
            let partner = summaries[partnerIndex]
            guard partner.operation.value == pairing.partner else {
                found.append(.error(
                    "'\(pairing.key)' names \(quoted(partner.name.value)), a '\(partner.operation.value.rawValue)' "
                        + "transition; it must name a '\(pairing.partner.rawValue)' transition",
                    at: reference.location,
                    notes: [DiagnosticNote("its operation is here", at: partner.operation.location)]))
                continue
            }
            if let edges = contradictingEdges(dismissal: dismissal, presentation: partner) { found.append(edges) }
            if dismissal.frame?.value != partner.frame?.value {
                let location = dismissal.frame?.location ?? reference.location
                found.append(.error(
                    "a pair rests at one frame, but \(quoted(dismissal.name.value)) and \(quoted(partner.name.value)) "
                        + "declare " + (dismissal.frame == nil || partner.frame == nil ? "it on one side only" : "two")
                        + "; write the same 'frame' on both (an anchor shares it), so each way's distance follows from it",
                    at: location,
                    notes: partner.frame.map { [DiagnosticNote("the presentation's frame is here", at: $0.location)] } ?? []))
            }
            found += disagreeingOptionals(dismissal: dismissal, presentation: partner)
            if let dismissalColor = dismissal.dimmingColor, let partnerColor = partner.dimmingColor,
               dismissalColor.value != partnerColor.value {
                found.append(.error(
                    "the pair dims with two colours: \(dismissalColor.value.specSpelling) here, \(partnerColor.value.specSpelling) in "
                        + "\(quoted(partner.name.value)); one dimming view serves both ways",
                    at: dismissalColor.location,
                    notes: [DiagnosticNote("the presentation's colour is here", at: partnerColor.location)]))
            }
        }
        return found
    }

    /// One screen lends one view per name to both ways: `UIView` and
    /// `UIView?` for the same member cannot both be adopted.
    private func disagreeingOptionals(dismissal: Summary, presentation: Summary) -> [Diagnostic] {
        dismissal.elements.compactMap { element in
            guard let other = presentation.elements.first(where: { $0.name.value == element.name.value }) else { return nil }
            let isOptional = element.isOptional?.value ?? false, otherIsOptional = other.isOptional?.value ?? false
            guard isOptional != otherIsOptional else { return nil }
            return .error(
                "the pair's screen lends one \(quoted(element.name.value)) view to both ways, but only "
                    + "\(quoted(isOptional ? dismissal.name.value : presentation.name.value)) makes it optional; "
                    + "write the same 'optional' on both",
                at: element.isOptional?.location ?? element.name.location,
                notes: [DiagnosticNote("the presentation's element is here", at: other.isOptional?.location ?? other.name.location)])
        }
    }

    private func unknown(_ reference: Located<String>, key: String, operation: TransitionOperation) -> Diagnostic {
        let presents = summaries.filter { $0.operation.value == operation }.map(\.name.value)
        var message = "no transition named \(quoted(reference.value)) in this spec"
        var fixIt: FixIt?
        if let suggestion = suggestion(for: reference, in: presents) {
            message += "; did you mean '\(suggestion.name)'?"
            fixIt = suggestion.fixIt
        } else if presents.isEmpty {
            message += "; '\(key)' names a '\(operation.rawValue)' transition of the same spec"
        } else {
            message += "; its '\(operation.rawValue)' transitions: " + presents.map { quoted($0) }.joined(separator: ", ")
        }
        return .error(message, at: reference.location, fixIt: fixIt)
    }

    /// A paired screen leaves the way it came in: the dismissal travels
    /// toward the edge opposite the presentation's.
    private func contradictingEdges(dismissal: Summary, presentation: Summary) -> Diagnostic? {
        let edge = dismissal.edge, partnerEdge = presentation.edge
        let expected = partnerEdge.value.opposite
        guard edge.value != expected else { return nil }
        let note = DiagnosticNote(
            "\(quoted(presentation.name.value)) travels toward '\(partnerEdge.value.rawValue)'", at: partnerEdge.location)
        if edge.value.isLayoutRelative != partnerEdge.value.isLayoutRelative, !edge.value.isVertical,
           !partnerEdge.value.isVertical {
            return .error(
                "the pair mixes '\(edge.value.rawValue)' and '\(partnerEdge.value.rawValue)': one follows the layout "
                    + "direction and one does not, so in one direction the screen would leave the way it did not come; "
                    + "write '\(expected.rawValue)'",
                at: edge.location, notes: [note],
                fixIt: FixIt(location: edge.location, length: edge.value.rawValue.unicodeScalars.count,
                             replacement: expected.rawValue))
        }
        return .error(
            "the \(dismissal.operation.value == .pop ? "pop" : "dismissal") travels toward '\(edge.value.rawValue)', "
                + "but its \(presentation.operation.value == .push ? "push" : "presentation") "
                + "\(quoted(presentation.name.value)) came in toward '\(partnerEdge.value.rawValue)'; "
                + "a paired screen leaves the way it came: '\(expected.rawValue)'",
            at: edge.location, notes: [note],
            fixIt: FixIt(location: edge.location, length: edge.value.rawValue.unicodeScalars.count,
                         replacement: expected.rawValue))
    }
}

extension TransitionEdge {
    /// The edge across the container: top ↔ bottom, left ↔ right, leading ↔ trailing.
    var opposite: TransitionEdge {
        switch self {
        case .top: .bottom
        case .bottom: .top
        case .left: .right
        case .right: .left
        case .leading: .trailing
        case .trailing: .leading
        }
    }

    var isLayoutRelative: Bool { self == .leading || self == .trailing }
}
