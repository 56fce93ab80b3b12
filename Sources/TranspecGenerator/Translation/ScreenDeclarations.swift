import TranspecSpec

/// What a screen adopts to take part in a transition, and how the library
/// reads its views: `<Name>Presentable` with exactly the views the spec
/// names (and its scroll view when the spec coordinates one), and the
/// `views(of:)` that hands them over in the motion's element order.
struct ScreenDeclarations {
    let transition: TransitionIR
    let names: TransitionNames
    /// The `present` transition a dismissal pairs with: the screen adopts its
    /// protocol too and lends it its views.
    let partner: TransitionIR?
    /// The access every declaration takes.
    let access: AccessLevel

    init(_ transition: TransitionIR, presentation partner: TransitionIR? = nil, access: AccessLevel = .internal) {
        self.transition = transition
        names = TransitionNames(transition)
        self.partner = partner
        self.access = access
    }

    var scrollViewRule: ScrollViewCoordination { transition.gesture.scrollView.value }

    var needsProtocol: Bool { transition.declaresScreenProtocol }

    /// The protocol, and the extension that makes an optional scroll view optional.
    func protocolDeclarations(role: String) -> [Declaration] {
        // A pair's screen adopts the partner's protocol too: ask only for the rest.
        let partnerViews = Set(partner?.ownElements.map(\.name.value) ?? [])
        var requirements: [Declaration] = transition.ownElements.filter { !partnerViews.contains($0.name.value) }
            .map(Self.viewRequirement)
        var declarations: [Declaration] = []
        if scrollViewRule != .none {
            let isOptional = scrollViewRule == .optional
            requirements.append(.property(Property(
                doc: DocComment([
                    DocComment.Line("The scroll view that keeps its swipes until scrolled to its edge"
                        + (isOptional ? " (optional: nil by default)." : ".")),
                    sourced("", transition.gesture.scrollView.location),
                ]),
                name: names.scrollView, type: isOptional ? "UIScrollView?" : "UIScrollView", body: .requirement)))
            if isOptional {
                declarations.append(.type(TypeDeclaration(
                    kind: .extension, name: names.presentable,
                    members: [.property(Property(
                        access: access, name: names.scrollView, type: "UIScrollView?", body: .computed(.nil)))])))
            }
        }
        let proto = TypeDeclaration(
            doc: DocComment("What a view controller provides to be \(role) by `\(names.namespace)`."),
            attributes: ["@MainActor"], access: access, kind: .protocol, name: names.presentable,
            inherits: ["UIViewController"]
                + (partner.flatMap { $0.declaresScreenProtocol ? [TransitionNames($0).presentable] : nil } ?? []),
            members: requirements)
        return [.type(proto)] + declarations
    }

    /// `var <element>View: UIView { get }`, or `UIView?` for an optional element.
    static func viewRequirement(_ element: ElementIR) -> Declaration {
        let isOptional = element.isOptional?.value == true
        return .property(Property(
            doc: DocComment(sourced(
                "Element \(SwiftLiteral.string(element.name.value))"
                    + (isOptional ? "; nil (a view out of sight) leaves it still." : "."),
                element.name.location)),
            name: TransitionNames.elementView(element.name.value), type: isOptional ? "UIView?" : "UIView",
            body: .requirement))
    }

    /// `<Name><Screen>`: what the other screen adopts to lend the elements
    /// whose `from:` names it, or nothing when no element does.
    func lenderDeclarations() -> [Declaration] {
        let lent = transition.lentElements
        guard !lent.isEmpty else { return [] }
        let screen = transition.counterpartScreen
        // A pair's presenter adopts the partner's protocol too: ask only for the rest.
        // (A push names the screen below `source`, its pop `destination`.)
        let partnerLender = partner.flatMap { $0.lentElements.isEmpty ? nil : TransitionNames($0).lender($0.counterpartScreen) }
        let partnerViews = Set(partner?.lentElements.map(\.name.value) ?? [])
        let requirements: [Declaration] = lent.filter { !partnerViews.contains($0.name.value) }.map(Self.viewRequirement)
        return [.type(TypeDeclaration(
            doc: DocComment("What the \(screen.rawValue) view controller provides to lend `\(names.namespace)` its elements."),
            attributes: ["@MainActor"], access: access, kind: .protocol, name: names.lender(screen),
            inherits: ["UIViewController"] + (partnerLender.map { [$0] } ?? []), members: requirements))]
    }

    /// `static func elements(lentBy:)`: the other screen's views in the
    /// motion's element order, nil for the transitioning screen's own.
    func lentElementsFunction(parameter: String) -> Declaration? {
        guard !transition.lentElements.isEmpty else { return nil }
        let lender = Expression.identifier(parameter)
        return .function(Function(
            doc: DocComment("The views \(ControllerDeclarations.article(names.lender(transition.counterpartScreen))) `\(names.lender(transition.counterpartScreen))` lends the transition, in the motion's element order."),
            access: access, isStatic: true, name: "elements",
            parameters: [.init(label: "lentBy", name: parameter, type: "any " + names.lender(transition.counterpartScreen))],
            returnType: "[UIView?]",
            body: .array(transition.elements.map {
                transition.isLent($0) ? .member(lender, TransitionNames.elementView($0.name.value)) : .nil
            })))
    }

    /// For a pair, `typealias Presentation` (or `Push`, a pop's pair): the
    /// partner whose motion, and so whose views, present (push) the screen
    /// (TranspecUIKit reads them).
    func partnerTypeAlias() -> Declaration? {
        guard let partner, partner.operation.value == .push else { return presentationTypeAlias() }
        let partnerNames = TransitionNames(partner)
        return .typeAlias(TypeAlias(
            doc: DocComment("`\(partnerNames.namespace).navigation`'s push pushes the screen, reading its views."),
            access: access, name: "Push", type: partnerNames.namespace))
    }

    func presentationTypeAlias() -> Declaration? {
        guard let partner else { return nil }
        let partnerNames = TransitionNames(partner)
        return .typeAlias(TypeAlias(
            doc: DocComment("`\(partnerNames.namespace).modal`'s presentation presents the screen, reading its views."),
            access: access, name: "Presentation", type: partnerNames.namespace))
    }

    /// `static func views(of screen: any <Name>Presentable) -> ScreenViews`,
    /// or nothing when the screen needs no protocol (the library's default
    /// reads no views).
    func viewsFunction(parameter: String) -> Declaration? {
        guard needsProtocol else { return nil }
        let screen = Expression.identifier(parameter)
        var arguments: [Expression.Argument] = [.init(nil, screen)]
        if !transition.elements.isEmpty {
            arguments.append(.init("elements", .array(transition.elements.map {
                transition.isLent($0) ? .nil : view($0.name.value)
            })))
        }
        if scrollViewRule != .none {
            arguments.append(.init("scrollView", .member(screen, names.scrollView)))
        }
        return .function(Function(
            doc: DocComment("The views \(ControllerDeclarations.article(names.presentable)) `\(names.presentable)` lends the transition, in the motion's element order."),
            access: access, isStatic: true, name: "views",
            parameters: [.init(label: "of", name: parameter, type: "any " + names.presentable)],
            returnType: "ScreenViews", body: .call("ScreenViews", arguments)))

        func view(_ element: String) -> Expression {
            .member(screen, TransitionNames.elementView(element))
        }
    }
}
