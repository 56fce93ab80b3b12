import TranspecSpec

/// The SwiftUI part of a modal transition: a hosting controller that adopts
/// the screen's protocol by answering each element with the SwiftUI view
/// marked `.transpecElement(…)`, and, when the presenter lends elements, the
/// presenter's protocol too, answered with the views marked on the screen
/// presenting it (SwiftUI makes that screen's hosting controller, which
/// cannot adopt it), and each scroll view the spec coordinates with the
/// `TranspecScrollView(for:)` in its content. The `HostedModalTransition`
/// conformance makes `transpecPresentation` present content in it. The app
/// writes no UIKit.
enum SwiftUIDeclarations {
    static let condition = "canImport(TranspecSwiftUI)"
    static let imports = Declaration.imports([Import("SwiftUI"), Import("TranspecSwiftUI")])

    /// Whether `transition` gets a hosting controller: a modal transition
    /// whose screen lends something (elements, its own or the presenter's,
    /// a scroll view, or a pair's presentation), and
    /// not the presentation a pair's dismissal names (the app presents with
    /// the dismissal, which plays both). A bare transition's protocol asks
    /// nothing: one line of the app's adopts it, and leaving it out keeps
    /// the largest spec `generate` takes within its memory budget
    /// (BudgetInputTests). `pairedPresentations` names the presentations
    /// dismissals name, computed once per spec.
    static func hostsSwiftUI(_ transition: TransitionIR, in spec: SpecIR, pairedPresentations: Set<String>) -> Bool {
        guard transition.operation.value == .present || transition.operation.value == .dismiss else { return false }
        if transition.operation.value == .present, pairedPresentations.contains(transition.name.value) { return false }
        let partner = spec.presentationPartner(of: transition)
        let pair = [transition] + [partner].compactMap { $0 }
        guard partner != nil || transition.gesture.scrollView.value != .none
            || pair.contains(where: { !$0.elements.isEmpty }) else { return false }
        // One name lent by the presenter in one transition of a pair and by
        // the screen in the other would ask the controller for two views of one name.
        let own = Set(pair.flatMap(\.ownElements).map(\.name.value))
        let lent = Set(pair.flatMap(\.lentElements).map(\.name.value))
        return own.isDisjoint(with: lent)
    }

    /// The names of the `present` transitions that dismissals pair with.
    static func pairedPresentations(in spec: SpecIR) -> Set<String> {
        Set(spec.transitions.compactMap { $0.operation.value == .dismiss ? $0.presentation?.value : nil })
    }

    static func declarations(for transition: TransitionIR, in spec: SpecIR, access: AccessLevel) -> [Declaration] {
        let names = TransitionNames(transition)
        let partner = spec.presentationPartner(of: transition)
        // A pair's screen answers the elements of both transitions, by this one's names first.
        let pair = [transition] + [partner].compactMap { $0 }
        let own = unique(pair.flatMap { element in element.ownElements.map { (element, $0) } })
        let lent = unique(pair.flatMap { element in element.lentElements.map { (element, $0) } })
        let presentable = transition.declaresScreenProtocol ? names.presentable
            : partner.map { TransitionNames($0).presentable } ?? names.presentable
        let lender = transition.lentElements.isEmpty
            ? partner.flatMap { $0.lentElements.isEmpty ? nil : TransitionNames($0).lender($0.counterpartScreen) }
            : names.lender(transition.counterpartScreen)
        let controller = TypeDeclaration(
            doc: DocComment([
                DocComment.Line(own.isEmpty && lent.isEmpty && pair.contains { $0.gesture.scrollView.value != .none }
                    ? "Shows SwiftUI content presented with `\(names.namespace)`, lending the scroll view of its "
                        + "`TranspecScrollView(for: \(names.namespace).self)`."
                    : "Shows SwiftUI content presented with `\(names.namespace)`, lending the views it marks "
                        + "with `.transpecElement(\(names.namespace).\(TransitionNames.elementType).…)`"
                        + (lent.isEmpty ? ", on this screen or the one presenting it." : "; the presenter's are those marked on the screen presenting it.")),
                sourced("", transition.name.location),
            ]),
            access: access, kind: .finalClass, name: names.hostingController + "<Content: View>",
            inherits: ["TranspecHostingController<Content>"])
        var declarations: [Declaration] = [.type(controller)]
        declarations.append(.type(TypeDeclaration(
            kind: .extension, name: names.hostingController, inherits: [presentable],
            members: own.map { requirement($0.1, of: $0.0, lookup: "elementView", access: access) }
                + pair.compactMap { scrollViewRequirement(of: $0, access: access) })))
        if let lender {
            declarations.append(.type(TypeDeclaration(
                kind: .extension, name: names.hostingController, inherits: [lender],
                members: lent.map { requirement($0.1, of: $0.0, lookup: "presentingElementView", access: access) })))
        }
        declarations.append(.type(TypeDeclaration(
            kind: .extension, name: names.namespace, inherits: ["HostedModalTransition"],
            members: [.function(Function(
                doc: DocComment("`transpecPresentation` presents its content in \(ControllerDeclarations.article(names.hostingController)) `\(names.hostingController)`."),
                access: access, isStatic: true, name: "hostingController<Content: View>",
                parameters: [.init(label: "rootView", name: "rootView", type: "Content")],
                returnType: "TranspecHostingController<Content>",
                body: .call(.identifier(names.hostingController), [.init("rootView", .identifier("rootView"))])))])))
        return declarations
    }

    /// `var <name>ScrollView: UIScrollView` (`UIScrollView?` when the spec
    /// says `optional`), the scroll view of the content's
    /// `TranspecScrollView(for:)` the transition; nil when the spec
    /// coordinates none.
    private static func scrollViewRequirement(of transition: TransitionIR, access: AccessLevel) -> Declaration? {
        let rule = transition.gesture.scrollView.value
        guard rule != .none else { return nil }
        let names = TransitionNames(transition)
        let isOptional = rule == .optional
        return .property(Property(
            doc: DocComment(sourced(
                "The scroll view of the content's `TranspecScrollView(for: \(names.namespace).self)`"
                    + (isOptional ? ", nil when none is on screen." : "."),
                transition.gesture.scrollView.location)),
            access: access, name: names.scrollView, type: isOptional ? "UIScrollView?" : "UIScrollView",
            body: .computed(.call(
                .identifier(isOptional ? "scrollView" : "requiredScrollView"),
                [.init("for", .member(.identifier(names.namespace), "self"))]))))
    }

    /// For a push or pop with `optional: true` elements, the
    /// `OptionalMarkedElements` conformance naming them: in a SwiftUI stack
    /// a required element no view marks is reported when the transition
    /// starts, an optional one is not. Nothing for other transitions, so
    /// that what most specs generate stays as it was.
    static func optionalElements(for transition: TransitionIR, access: AccessLevel) -> Declaration? {
        guard transition.operation.value == .push || transition.operation.value == .pop else { return nil }
        let names = transition.elements.filter { $0.isOptional?.value == true }.map(\.name.value)
        guard !names.isEmpty else { return nil }
        return .type(TypeDeclaration(
            kind: .extension, name: TransitionNames(transition).namespace, inherits: ["OptionalMarkedElements"],
            members: [.property(Property(
                doc: DocComment(sourced(
                    "The elements a SwiftUI stack's screens may leave unmarked (`optional: true`).",
                    transition.name.location)),
                access: access, isStatic: true, name: "optionalElements", type: "Set<String>",
                body: .value(.array(names.map { .string($0) }))))]))
    }

    /// The first of each element name, with the transition that declares it.
    private static func unique(_ elements: [(TransitionIR, ElementIR)]) -> [(TransitionIR, ElementIR)] {
        var seen = Set<String>()
        return elements.filter { seen.insert($0.1.name.value).inserted }
    }

    /// `var <element>View: UIView` (or `UIView?` when optional), the view
    /// marked with the element's name: `lookup` is `elementView` (the
    /// screen's own content first, then its presenter's) or
    /// `presentingElementView` (the presenter's).
    private static func requirement(
        _ element: ElementIR, of transition: TransitionIR, lookup: String, access: AccessLevel
    ) -> Declaration {
        let isOptional = element.isOptional?.value == true
        let names = TransitionNames(transition)
        let name = Expression.path(names.namespace, TransitionNames.elementType, TransitionNames.elementCase(element.name.value))
        let function = isOptional ? lookup : "required" + lookup.prefix(1).uppercased() + lookup.dropFirst()
        return .property(Property(
            doc: DocComment(sourced(
                "Element \(SwiftLiteral.string(element.name.value)): the view marked with it"
                    + (isOptional ? ", nil when none is on screen." : "."),
                element.name.location)),
            access: access, name: TransitionNames.elementView(element.name.value),
            type: isOptional ? "UIView?" : "UIView",
            body: .computed(.call(.identifier(function), [.init(nil, name)]))))
    }
}
