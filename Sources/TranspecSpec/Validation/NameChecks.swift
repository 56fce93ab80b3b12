import TranspecDiagnostics

/// Names that must stay distinct once converted to Swift: each name is
/// checked as it arrives, against the earlier ones.
struct SwiftNameCollisions {
    private let kind: String
    private let convert: (String) -> String
    private var firstBySwiftName: [String: Located<String>] = [:]
    /// One error per name that repeats an earlier Swift name.
    private(set) var diagnostics = DiagnosticCollector()

    init(kind: String, convert: @escaping (String) -> String) {
        self.kind = kind
        self.convert = convert
    }

    mutating func add(_ name: Located<String>) {
        let swiftName = SwiftName.unescaped(convert(name.value))
        // A name with no letter or digit becomes `_`, which Swift refuses as
        // an enum case (an element's or a detent's) and which says nothing.
        if swiftName == "_" {
            diagnostics.error(
                "\(kind) name \(quoted(name.value)) has no letter or digit to make a Swift name from; "
                    + "name it with words, e.g. \(quoted(kind == "transition" ? "photo dismiss" : "photo"))",
                at: name.location)
            return
        }
        guard let first = firstBySwiftName[swiftName] else {
            firstBySwiftName[swiftName] = name
            return
        }
        diagnostics.emit(Self.collision(of: name, with: first, swiftName: swiftName, kind: kind))
    }

    /// An error at the second name, with a note at the first.
    static func collision(
        of name: Located<String>, with first: Located<String>, swiftName: String, kind: String
    ) -> Diagnostic {
        let message = first.value == name.value
            ? "duplicate \(kind) name \(quoted(name.value))"
            : "\(kind) name \(quoted(name.value)) becomes the Swift name \(quoted(swiftName)), "
                + "as \(quoted(first.value)) does"
        return .error(message, at: name.location,
                      notes: [DiagnosticNote("\(quoted(first.value)) declared here", at: first.location)])
    }
}

extension SpecDecoder {
    /// Two names that become the same Swift name would generate clashing code.
    mutating func checkNameCollisions(
        _ names: [Located<String>], kind: String, convert: @escaping (String) -> String
    ) {
        var collisions = SwiftNameCollisions(kind: kind, convert: convert)
        for name in names { collisions.add(name) }
        diagnostics.emit(contentsOf: collisions.diagnostics.diagnostics)
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

    /// Several gestures drive a dismissal, a push or a pop. A presentation
    /// starts from the presenter's view, where a second drag would compete
    /// with the presenter's own; a tab bar's transitions share one pan; a
    /// detent sheet follows the finger, so its drag's distance is fixed by
    /// its frame.
    mutating func checkOtherGestures(_ transition: TransitionIR) {
        guard let second = transition.gesture.others.first else { return }
        let operation = transition.operation.value
        let reason: String? = switch operation {
        case .present: "a presentation starts from the presenter's view, with one drag"
        case .tabNext, .tabPrevious: "a tab bar's transitions share one pan"
        case .dismiss where transition.detents != nil: "a detent sheet follows the finger with one drag"
        default: nil
        }
        guard let reason else { return }
        diagnostics.error(
            "'\(operation.rawValue)' takes one gesture: \(reason); write 'gesture' as one mapping",
            at: second.location)
    }

    /// `from:` names one of the operation's two screens: presenting or
    /// presented for a modal, source or destination for the others.
    mutating func checkElementScreens(_ transition: TransitionIR) {
        let fitting = [transition.transitioningScreen, transition.counterpartScreen]
        let operation = transition.operation.value.rawValue
        for element in transition.elements {
            guard let screen = element.screen, !fitting.contains(screen.value) else { continue }
            let choices = fitting.map(\.rawValue).sorted()
            let replacement = switch screen.value {
            case .presenting, .source: transition.counterpartScreen
            case .presented, .destination: transition.transitioningScreen
            }
            diagnostics.error(
                "'from: \(screen.value.rawValue)' does not name a screen of '\(operation)'; "
                    + "expected \(choices.joined(separator: " or ")); did you mean '\(replacement.rawValue)'?",
                at: screen.location,
                fixIt: FixIt(location: screen.location, length: screen.value.rawValue.unicodeScalars.count,
                             replacement: replacement.rawValue))
        }
    }

    /// A tab switch slides both tabs as one strip: it cannot keep its screen still.
    mutating func checkScreenMovement(_ transition: TransitionIR) {
        let moving = transition.movesScreen
        guard !moving.value, transition.isTab else { return }
        diagnostics.error(
            "'moving: none' is not supported for '\(transition.operation.value.rawValue)': a tab switch slides "
                + "both tabs together; remove 'moving'",
            at: moving.location)
    }

    /// A drag in any direction moves the leaving screen off its place; an
    /// arriving screen or a tab strip has no place to follow the finger from.
    mutating func checkDragDirections(_ transition: TransitionIR) {
        let directions = transition.gesture.directions
        guard directions.value == .any, !transition.operation.value.isDismissal else { return }
        diagnostics.error(
            "'directions: any' is not supported for '\(transition.operation.value.rawValue)': only a dismiss or a pop "
                + "follows the finger in any direction; use 'both' or 'toward-edge'",
            at: directions.location)
    }

    /// `sharedElement` source and destination must name declared elements.
    mutating func checkElementReferences(_ transition: TransitionIR) {
        guard let shared = transition.sharedElement else { return }
        if let during = shared.duringLocation, shared.value.flight.during == .drag {
            // A drag-only flight returns to its source as the view settles, and
            // the destination would appear at once when the transition completes.
            diagnostics.error(
                "'during: drag' is not supported on 'sharedElement': the flight would be back at its source when the "
                    + "transition completes; use 'settle' or 'both'",
                at: during)
        }
        let declared = transition.elements.map(\.name.value)
        for reference in [shared.source, shared.destination] where !declared.contains(reference.value) {
            var message = "no element named \(quoted(reference.value)) in \(quoted(transition.name.value))"
            var fixIt: FixIt?
            if let suggestion = suggestion(for: reference, in: declared) {
                message += "; did you mean '\(suggestion.name)'?"
                fixIt = suggestion.fixIt
            } else if declared.isEmpty {
                message += "; declare it under 'elements'"
            }
            diagnostics.error(message, at: reference.location, fixIt: fixIt)
        }
        // The device hides the destination while the snapshot flies into it,
        // so tracks of its own would never show, yet `simulate` would list them.
        if let destination = transition.elements.first(where: { $0.name.value == shared.value.destination }),
           let track = destination.firstTrackLocation {
            diagnostics.error(
                "element \(quoted(destination.name.value)) is the shared element's destination: it stays hidden while "
                    + "the shared element flies into it, so its own tracks never show; animate another element or "
                    + "remove them",
                at: track)
        }
        // A fallback plays only when a view may be missing: one never played is a mistake.
        if let fallback = shared.fallbackLocation {
            let mayBeMissing = [shared.value.source, shared.value.destination].contains { reference in
                transition.elements.first { $0.name.value == reference }?.isOptional?.value == true
            }
            if !mayBeMissing {
                diagnostics.error(
                    "'fallback' never plays: neither \(quoted(shared.value.source)) nor "
                        + "\(quoted(shared.value.destination)) is 'optional', so both views are always lent; "
                        + "remove 'fallback' or make one 'optional: true'",
                    at: fallback)
            }
        }
    }
}
