import TranspecDiagnostics
import TranspecSpec

/// Every Swift name generated for one transition, derived from the spec
/// names through `SwiftName` (whose collisions `check` already rejects).
struct TransitionNames {
    /// `TagsSheetDismiss`, never backticked: a suffix always follows it.
    let base: String
    /// `tagsSheetDismiss`, for members and functions.
    let member: String

    // Made once: translators read them many times.
    let namespace: String
    let presentable: String
    let transitioningDelegate: String
    let navigationDelegate: String
    let animator: String
    let interaction: String
    let viewsFunction: String
    let scrollView: String

    init(_ transition: TransitionIR) {
        base = Self.base(of: transition)
        let identifier = SwiftName.unescaped(SwiftName.identifier(for: transition.name.value))
        // A name with a leading digit keeps its `_` prefix in both forms.
        member = identifier
        namespace = Self.namespace(base: base)
        presentable = concatenated(base, "Presentable")
        transitioningDelegate = concatenated(base, "TransitioningDelegate")
        navigationDelegate = concatenated(base, "NavigationDelegate")
        animator = concatenated(base, "Animator")
        interaction = concatenated(base, "InteractionController")
        viewsFunction = concatenated(member, "Views")
        scrollView = concatenated(member, "ScrollView")
    }

    /// `TagsSheetDismissTransition` alone, for the translation that needs
    /// no other name.
    static func namespace(of transition: TransitionIR) -> String {
        namespace(base: base(of: transition))
    }

    private static func base(of transition: TransitionIR) -> String {
        SwiftName.unescaped(SwiftName.typeName(for: transition.name.value))
    }

    private static func namespace(base: String) -> String { concatenated(base, "Transition") }

    /// `card` → `cardElement`: the suffix keeps element names clear of the
    /// namespace's own constants (`motion`, `spring`) and of keywords.
    static func elementConstant(_ name: String) -> String {
        SwiftName.unescaped(SwiftName.identifier(for: name)) + "Element"
    }

    static func elementView(_ name: String) -> String {
        SwiftName.unescaped(SwiftName.identifier(for: name)) + "View"
    }
}

/// `From Specs/tags-sheet.transpec.yaml:44.`
func source(_ location: SourceLocation) -> DocComment.Line {
    DocComment.Line("", source: location)
}

/// `<text> From Specs/tags-sheet.transpec.yaml:44.`: most doc lines end
/// with their spec line, which the writer spells.
func sourced(_ text: String, _ location: SourceLocation) -> DocComment.Line {
    DocComment.Line(text, source: location)
}
