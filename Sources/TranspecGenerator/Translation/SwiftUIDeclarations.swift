import TranspecSpec

/// The SwiftUI part of a modal transition whose screen lends elements: a
/// hosting controller that adopts the screen's protocol by answering each
/// element with the SwiftUI view marked `.transpecElement(…)`, and the
/// `HostedModalTransition` conformance that makes `transpecPresentation`
/// present content in it. The app writes no UIKit for it.
enum SwiftUIDeclarations {
    static let condition = "canImport(TranspecSwiftUI)"
    static let imports = Declaration.imports([Import("SwiftUI"), Import("TranspecSwiftUI")])

    /// Whether `transition` gets a hosting controller: a modal transition,
    /// not part of a pair, whose screen lends its own elements (the
    /// presenter's are found on whatever screen presents), and which needs
    /// no scroll view that SwiftUI cannot lend.
    static func hostsSwiftUI(_ transition: TransitionIR, in spec: SpecIR) -> Bool {
        guard transition.operation.value == .present || transition.operation.value == .dismiss,
              !transition.elements.isEmpty, transition.lentElements.isEmpty,
              transition.gesture.scrollView.value != .required,
              spec.presentationPartner(of: transition) == nil else { return false }
        return !spec.transitions.contains { spec.presentationPartner(of: $0)?.name.value == transition.name.value }
    }

    static func declarations(for transition: TransitionIR, access: AccessLevel) -> [Declaration] {
        let names = TransitionNames(transition)
        let requirements: [Declaration] = transition.ownElements.map { element in
            let isOptional = element.isOptional?.value == true
            let name = Expression.path(names.namespace, TransitionNames.elementType, TransitionNames.elementCase(element.name.value))
            return .property(Property(
                doc: DocComment(sourced(
                    "Element \(SwiftLiteral.string(element.name.value)): the view marked with it"
                        + (isOptional ? ", nil when none is on screen." : "."),
                    element.name.location)),
                access: access, name: TransitionNames.elementView(element.name.value),
                type: isOptional ? "UIView?" : "UIView",
                body: .computed(.call(.identifier(isOptional ? "elementView" : "requiredElementView"), [.init(nil, name)]))))
        }
        let controller = TypeDeclaration(
            doc: DocComment([
                DocComment.Line("Shows SwiftUI content presented with `\(names.namespace)`, lending the views it marks "
                    + "with `.transpecElement(\(names.namespace).\(TransitionNames.elementType).…)`, on this screen "
                    + "or the one presenting it."),
                sourced("", transition.name.location),
            ]),
            access: access, kind: .finalClass, name: names.hostingController + "<Content: View>",
            inherits: ["TranspecHostingController<Content>"])
        let adoption = TypeDeclaration(
            kind: .extension, name: names.hostingController, inherits: [names.presentable], members: requirements)
        let conformance = TypeDeclaration(
            kind: .extension, name: names.namespace, inherits: ["HostedModalTransition"],
            members: [.function(Function(
                doc: DocComment("`transpecPresentation` presents its content in a `\(names.hostingController)`."),
                access: access, isStatic: true, name: "hostingController<Content: View>",
                parameters: [.init(label: "rootView", name: "rootView", type: "Content")],
                returnType: "TranspecHostingController<Content>",
                body: .call(.identifier(names.hostingController), [.init("rootView", .identifier("rootView"))])))])
        return [.type(controller), .type(adoption), .type(conformance)]
    }
}
