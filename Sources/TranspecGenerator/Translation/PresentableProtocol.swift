import TranspecSpec

/// The protocol a view controller adopts to take part: exactly the views
/// the spec names, and its scroll view when the spec coordinates one.
enum PresentableProtocol {
    static func declarations(_ shape: TransitionShape, role: String) -> [Declaration] {
        let names = shape.names
        var requirements = shape.transition.elements.map { element in
            Property(
                doc: DocComment(sourced("Element \(SwiftLiteral.string(element.name.value)).", element.name.location)),
                binding: .var, name: TransitionNames.elementView(element.name.value), type: "UIView",
                isRequirement: true)
        }
        let gesture = shape.transition.gesture
        var declarations: [Declaration] = []
        if shape.scrollView != .none {
            let optional = shape.scrollView == .optional
            requirements.append(Property(
                doc: DocComment([
                    DocComment.Line("The scroll view that keeps its swipes until scrolled to its edge"
                        + (optional ? " (optional: nil by default)." : ".")),
                    shape.source(gesture.scrollView.location),
                ]),
                binding: .var, name: names.scrollView, type: optional ? "UIScrollView?" : "UIScrollView",
                isRequirement: true))
            if optional {
                declarations.append(.extensionDeclaration(ExtensionDeclaration(
                    extended: names.presentable,
                    members: [.property(Property(
                        access: .public, binding: .var, name: names.scrollView, type: "UIScrollView?", body: [.line("nil")]))])))
            }
        }
        let proto = ProtocolDeclaration(
            doc: DocComment(["What a view controller provides to be \(role) by `\(names.namespace)`."]),
            attributes: ["@MainActor"], access: .public, name: names.presentable, inherits: ["UIViewController"],
            requirements: requirements)
        return [.protocolDeclaration(proto)] + declarations
    }

    /// `[controller.cardView, …]` in the motion's element order.
    static func elementViews(_ shape: TransitionShape, of controller: String) -> String {
        "[" + shape.transition.elements.map { controller + "." + TransitionNames.elementView($0.name.value) }
            .joined(separator: ", ") + "]"
    }

    /// `(source: …, destination: …)` when the spec flies a shared element.
    static func sharedElement(_ shape: TransitionShape, of controller: String) -> String? {
        guard let shared = shape.transition.sharedElement else { return nil }
        return "(source: \(controller).\(TransitionNames.elementView(shared.source.value)), "
            + "destination: \(controller).\(TransitionNames.elementView(shared.destination.value)))"
    }
}

/// `<member>StartFrame`: for present and push, where a view waits one
/// distance short of its resting frame at progress 0.
enum StartFrameFunction {
    static func name(_ shape: TransitionShape) -> String { shape.names.member + "StartFrame" }

    static func declaration(_ shape: TransitionShape) -> Declaration {
        .function(Function(
            doc: DocComment(["Where the incoming view waits at progress 0: one distance back from `resting`."]),
            attributes: ["@MainActor"], access: .private, name: name(shape),
            parameters: [Parameter("_", "resting", "CGRect"), Parameter("in", "container", "UIView")],
            returnType: "CGRect",
            body: [
                .line("let direction = TransitionEdge\(shape.edge).direction(in: container)"),
                .line("let extent = direction.dx != 0 ? container.bounds.width : container.bounds.height"),
                .expression(
                    prefix: "let distance = ",
                    Expression.typeCall("CGFloat", [
                        .unlabeled(Expression.call(.identifier("\(shape.names.namespace).distance.resolve"), [
                            CallArgument("containerExtent", .identifier("Double(extent)")),
                        ])),
                    ])),
                .line("return resting.offsetBy(dx: -direction.dx * distance, dy: -direction.dy * distance)"),
            ]))
    }
}
