/// Present and dismiss: a transitioning delegate, an animator for the
/// non-interactive path and a custom interaction controller, around the
/// generated `<Name>Presentable` protocol.
struct ModalTranslator {
    let shape: TransitionShape
    var names: TransitionNames { shape.names }
    var isPresent: Bool { shape.operation == .present }

    init(_ shape: TransitionShape) {
        self.shape = shape
    }

    var declarations: [Declaration] {
        PresentableProtocol.declarations(shape, role: "presented and dismissed")
            + [delegate, viewsFunction] + (isPresent ? [StartFrameFunction.declaration(shape)] : [])
            + [animator, ModalInteraction(shape).declaration]
    }

    private var delegate: Declaration {
        let p = names.presentable
        var members: [Declaration] = [
            .property(Property(access: .private, binding: .let, name: "interaction", value: .typeCall(names.interaction, []))),
            .function(Function(
                doc: DocComment("Presents `sheet` from `presenter` with this transition."),
                access: .public, name: "present",
                parameters: [
                    Parameter("_", "sheet", "some \(p)"), Parameter("from", "presenter", "UIViewController"),
                    Parameter(nil, "completion", "(() -> Void)?", default: "nil"),
                ],
                body: [.line("prepare(sheet)")]
                    + (isPresent ? [] : [.line("interaction.attach(to: sheet)")])
                    + [.line("presenter.present(sheet, animated: true, completion: completion)")])),
        ]
        if isPresent {
            members.append(.function(Function(
                doc: DocComment([
                    "Lets a drag on `presenter`'s view present the controller `makeSheet` returns.",
                ]),
                access: .public, name: "attachGesture",
                parameters: [
                    Parameter("to", "presenter", "UIViewController"),
                    Parameter("making", "makeSheet", "@escaping @MainActor () -> (any \(p))?"),
                ],
                body: [
                    .trailingClosure(
                        prefix: "", call: .call(.identifier("interaction.attach"), [CallArgument("to", .identifier("presenter"))]),
                        closureHead: "[weak self] in",
                        body: [
                            .line("guard let self, let sheet = makeSheet() else { return nil }"),
                            .line("self.prepare(sheet)"),
                            .line("return sheet"),
                        ]),
                ])))
        }
        members.append(.function(Function(
            access: .private, name: "prepare", parameters: [Parameter("_", "sheet", "any \(p)")],
            body: [.line("sheet.modalPresentationStyle = .custom"), .line("sheet.transitioningDelegate = self")])))
        if shape.hasDimming {
            // The presented end of the dimming track: progress 1 for a present, 0 for a dismiss.
            let resting = isPresent ? 1 : 0
            members.append(.function(Function(
                access: .public, name: "presentationController",
                parameters: [
                    Parameter("forPresented", "presented", "UIViewController"),
                    Parameter(nil, "presenting", "UIViewController?"), Parameter(nil, "source", "UIViewController"),
                ],
                returnType: "UIPresentationController?",
                body: [.expression(prefix: "", .typeCall("DimmingPresentationController", [
                    CallArgument("presentedViewController", .identifier("presented")),
                    CallArgument("presenting", .identifier("presenting")),
                    CallArgument(
                        "restingAlpha",
                        .typeCall("CGFloat", [
                            .unlabeled(.call(.identifier("\(names.namespace).dimming.value"), [
                                CallArgument("atProgress", .identifier("\(resting)")),
                            ])),
                        ])),
                ]))])))
        }
        let animated = "(any UIViewControllerAnimatedTransitioning)?"
        members.append(.function(Function(
            access: .public, name: "animationController",
            parameters: [
                Parameter("forPresented", "presented", "UIViewController"),
                Parameter(nil, "presenting", "UIViewController"), Parameter(nil, "source", "UIViewController"),
            ],
            returnType: animated, body: [.line("\(names.animator)(isPresenting: true)")])))
        members.append(.function(Function(
            access: .public, name: "animationController",
            parameters: [Parameter("forDismissed", "dismissed", "UIViewController")],
            returnType: animated, body: [.line("\(names.animator)(isPresenting: false)")])))
        members.append(.function(Function(
            access: .public, name: isPresent ? "interactionControllerForPresentation" : "interactionControllerForDismissal",
            parameters: [Parameter("using", "animator", "any UIViewControllerAnimatedTransitioning")],
            returnType: "(any UIViewControllerInteractiveTransitioning)?",
            body: [
                .comment("A \(isPresent ? "present" : "dismiss")(animated:) from code, not a drag, uses the animator alone."),
                .line("interaction.isInFlight ? interaction : nil"),
            ])))
        return .type(TypeDeclaration(
            doc: DocComment([
                DocComment.Line("Presents a `\(names.presentable)` with `\(names.namespace).motion`; a drag drives the "
                    + (isPresent ? "presentation." : "dismissal.")),
                sourced("Keep this object: `transitioningDelegate` is weak.", shape.transition.name.location),
            ]),
            attributes: ["@MainActor"], access: .public, kind: .finalClass, name: names.transitioningDelegate,
            inherits: ["NSObject", "UIViewControllerTransitioningDelegate"], members: members))
    }

    private var viewsFunction: Declaration {
        var arguments = [CallArgument("moving", .identifier("context.view(forKey: key) ?? sheet.view"))]
        if !shape.transition.elements.isEmpty {
            arguments.append(CallArgument("elements", .identifier(PresentableProtocol.elementViews(shape, of: "sheet"))))
        }
        if shape.hasDimming {
            arguments.append(CallArgument(
                "dimming", .identifier("(sheet.presentationController as? DimmingPresentationController)?.dimmingView")))
        }
        if let shared = PresentableProtocol.sharedElement(shape, of: "sheet") {
            arguments.append(CallArgument("sharedElement", .identifier(shared)))
        }
        return .function(Function(
            doc: DocComment("The views `\(shape.motion)` moves, in its element order."),
            attributes: ["@MainActor"], access: .private, name: names.viewsFunction,
            parameters: [
                Parameter("_", "sheet", "any \(names.presentable)"),
                Parameter("in", "context", "any UIViewControllerContextTransitioning"),
                Parameter(nil, "key", "UITransitionContextViewKey"),
            ],
            returnType: "TransitionViews",
            body: [.expression(prefix: "", .typeCall("TransitionViews", arguments))]))
    }

    private var animator: Declaration {
        ModalAnimator(shape).declaration
    }
}
