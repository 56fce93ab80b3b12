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

    init(_ transition: TransitionIR, presentation partner: TransitionIR? = nil) {
        self.transition = transition
        names = TransitionNames(transition)
        self.partner = partner
    }

    var scrollViewRule: ScrollViewCoordination { transition.gesture.scrollView.value }

    var needsProtocol: Bool { transition.declaresScreenProtocol }

    /// The protocol, and the extension that makes an optional scroll view optional.
    func protocolDeclarations(role: String) -> [Declaration] {
        var requirements: [Declaration] = transition.elements.map { element in
            let isOptional = element.isOptional?.value == true
            return .property(Property(
                doc: DocComment(sourced(
                    "Element \(SwiftLiteral.string(element.name.value))"
                        + (isOptional ? "; nil (a view out of sight) leaves it still." : "."),
                    element.name.location)),
                name: TransitionNames.elementView(element.name.value), type: isOptional ? "UIView?" : "UIView",
                body: .requirement))
        }
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
                        access: .public, name: names.scrollView, type: "UIScrollView?", body: .computed(.nil)))])))
            }
        }
        let proto = TypeDeclaration(
            doc: DocComment("What a view controller provides to be \(role) by `\(names.namespace)`."),
            attributes: ["@MainActor"], access: .public, kind: .protocol, name: names.presentable,
            inherits: ["UIViewController"] + (partner.map { [TransitionNames($0).presentable] } ?? []),
            members: requirements)
        return [.type(proto)] + declarations
    }

    /// For a pair, `static func presentationViews(of:)`: the views the
    /// partner's presentation reads, as its own namespace reads them.
    func presentationViewsFunction(parameter: String) -> Declaration? {
        guard let partner else { return nil }
        let partnerNames = TransitionNames(partner)
        return .function(Function(
            doc: DocComment("The views `\(partnerNames.namespace).modal`'s presentation reads, as `\(partnerNames.namespace)` reads them."),
            access: .public, isStatic: true, name: "presentationViews",
            parameters: [.init(label: "of", name: parameter, type: "any " + names.presentable)],
            returnType: "ScreenViews",
            body: .call(.path(partnerNames.namespace, "views"), [.init("of", .identifier(parameter))])))
    }

    /// `static func views(of screen: any <Name>Presentable) -> ScreenViews`,
    /// or nothing when the screen needs no protocol (the library's default
    /// reads no views).
    func viewsFunction(parameter: String) -> Declaration? {
        guard needsProtocol else { return nil }
        let screen = Expression.identifier(parameter)
        var arguments: [Expression.Argument] = [.init(nil, screen)]
        if !transition.elements.isEmpty {
            arguments.append(.init("elements", .array(transition.elements.map { view($0.name.value) })))
        }
        if let shared = transition.sharedElement {
            arguments.append(.init("sharedElement", .tuple([
                .init("source", view(shared.source.value)), .init("destination", view(shared.destination.value)),
            ])))
        }
        if scrollViewRule != .none {
            arguments.append(.init("scrollView", .member(screen, names.scrollView)))
        }
        return .function(Function(
            doc: DocComment("The views a `\(names.presentable)` lends the transition, in the motion's element order."),
            access: .public, isStatic: true, name: "views",
            parameters: [.init(label: "of", name: parameter, type: "any " + names.presentable)],
            returnType: "ScreenViews", body: .call("ScreenViews", arguments)))

        func view(_ element: String) -> Expression {
            .member(screen, TransitionNames.elementView(element))
        }
    }
}
