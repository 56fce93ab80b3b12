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
        base = SwiftName.unescaped(SwiftName.typeName(for: transition.name.value))
        let identifier = SwiftName.unescaped(SwiftName.identifier(for: transition.name.value))
        // A name with a leading digit keeps its `_` prefix in both forms.
        member = identifier
        namespace = base + "Transition"
        presentable = base + "Presentable"
        transitioningDelegate = base + "TransitioningDelegate"
        navigationDelegate = base + "NavigationDelegate"
        animator = base + "Animator"
        interaction = base + "InteractionController"
        viewsFunction = member + "Views"
        scrollView = member + "ScrollView"
    }

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
func source(_ location: SourceLocation) -> String {
    "From \(location.file):\(location.line)."
}
