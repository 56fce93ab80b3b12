import TranspecDiagnostics
import TranspecSpec

/// Every Swift name generated for one transition, derived from the spec
/// names through `SwiftName`.
struct TransitionNames {
    /// `TagsSheetDismiss`, never backticked: a suffix always follows it.
    let base: String
    /// `tagsSheetDismiss`, for members.
    let member: String

    init(_ transition: TransitionIR) {
        base = SwiftName.unescaped(SwiftName.typeName(for: transition.name.value))
        member = SwiftName.unescaped(SwiftName.identifier(for: transition.name.value))
    }

    /// `TagsSheetDismissTransition`: the platform-neutral namespace.
    var namespace: String { base + "Transition" }
    /// `TagsSheetDismissPresentable`: what a screen adopts.
    var presentable: String { base + "Presentable" }
    var transitioningDelegate: String { base + "TransitioningDelegate" }
    var navigationDelegate: String { base + "NavigationDelegate" }
    /// `tagsSheetDismissScrollView`: the protocol's scroll view requirement.
    var scrollView: String { member + "ScrollView" }

    /// `card` → `cardElement`: the suffix keeps element names clear of the
    /// namespace's own constants (`motion`, `spring`) and of keywords.
    static func elementConstant(_ name: String) -> String {
        SwiftName.unescaped(SwiftName.identifier(for: name)) + "Element"
    }

    /// `card` → `cardView`: the protocol's requirement for an element.
    static func elementView(_ name: String) -> String {
        SwiftName.unescaped(SwiftName.identifier(for: name)) + "View"
    }
}

/// `<text> From Specs/tags-sheet.transpec.yaml:44.`
func sourced(_ text: String, _ location: SourceLocation) -> DocComment.Line {
    DocComment.Line(text, source: location)
}
