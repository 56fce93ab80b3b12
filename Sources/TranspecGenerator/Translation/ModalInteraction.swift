/// The custom interaction controller of a modal transition (seed 000: not
/// `UIPercentDrivenInteractiveTransition`). It stays in flight from the
/// first touch until the view is at rest, so the view can be grabbed again
/// while it springs back.
struct ModalInteraction {
    let shape: TransitionShape

    init(_ shape: TransitionShape) {
        self.shape = shape
    }

    var isPresent: Bool { shape.operation == .present }
    /// `gesture.screenEdge`: a screen-edge pan from the edge opposite the travel edge, not gated by a scroll view.
    var isScreenEdge: Bool { shape.transition.gesture.screenEdge.value }
    var panType: String { isScreenEdge ? "UIScreenEdgePanGestureRecognizer" : "UIPanGestureRecognizer" }

    var declaration: Declaration {
        let names = shape.names
        let p = names.presentable
        var members: [Declaration] = [
            .property(Property(attributes: ["weak"], access: .private, binding: .var, name: "sheet", type: "(any \(p))?")),
        ]
        if isPresent {
            members += [
                .property(Property(
                    attributes: ["weak"], access: .private, binding: .var, name: "presenter", type: "UIViewController?")),
                .property(Property(
                    access: .private, binding: .var, name: "makeSheet", type: "(@MainActor () -> (any \(p))?)?")),
            ]
        }
        members += [
            .property(Property(access: .private, binding: .let, name: "pan", value: .typeCall(panType, []))),
            .property(Property(access: .private, binding: .var, name: "panTarget", type: "GestureActionTarget?")),
        ]
        if !isScreenEdge {
            members.append(.property(Property(access: .private, binding: .var, name: "gate", type: "ScrollViewDismissalGate?")))
        }
        members += [
            .property(Property(access: .private, binding: .var, name: "driver", type: "InteractiveTransitionDriver?")),
            .property(Property(access: .private, binding: .var, name: "launch", value: .typeCall("TransitionLaunch", []))),
            .property(Property(
                doc: DocComment("From the pan's start until the view is at rest, or until UIKit refuses to start."),
                access: nil, binding: .var, name: "isInFlight", type: "Bool", body: [.line("launch.isInFlight")])),
            attach, panChanged, start,
        ]
        return .type(TypeDeclaration(
            doc: DocComment([
                "Drives the \(isPresent ? "presentation" : "dismissal") from a pan, from the first touch until the view is at rest,",
                sourced("so it can be grabbed again while it settles.", shape.transition.gesture.location),
            ] + shape.progressNote),
            attributes: ["@MainActor"], access: nil, kind: .finalClass, name: names.interaction,
            inherits: ["NSObject", "UIViewControllerInteractiveTransitioning"], members: members))
    }

    /// Installs the pan: on the sheet for a dismissal, on the presenter for a presentation.
    private var attach: Declaration {
        let names = shape.names
        let host = isPresent ? "presenter" : "sheet"
        let scrollView: String
        switch shape.scrollView {
        case .none: scrollView = "nil"
        case .optional, .required: scrollView = isPresent ? "nil" : "sheet.\(names.scrollView)"
        }
        var body: [Statement] = isPresent ? [.line("self.presenter = presenter"), .line("self.makeSheet = makeSheet")] : [.line("self.sheet = sheet")]
        body.append(.line("\(host).view.addGestureRecognizer(pan)"))
        body += isScreenEdge ? [
            .line("pan.edges = TransitionEdge\(shape.edge).screenEdgeToSwipeFrom(in: \(host).view)"),
        ] : [
            .trailingClosure(
                prefix: "let gate = ",
                call: .typeCall("ScrollViewDismissalGate", [
                    CallArgument("edge", .identifier(shape.edge)),
                ] + (shape.bothDirections ? [CallArgument("bothDirections", .bool(true))] : []) + [
                    CallArgument("scrollView", .identifier(scrollView)),
                ]),
                closureHead: "[weak self] in", body: [.line("self?.isInFlight ?? false")]),
            .line("gate.install(on: pan)"),
            .line("self.gate = gate"),
        ]
        body.append(.line("panTarget = GestureActionTarget(attachingTo: pan) { [weak self] pan in self?.panChanged(pan) }"))
        let parameters = isPresent
            ? [Parameter("to", "presenter", "UIViewController"),
               Parameter("making", "makeSheet", "@escaping @MainActor () -> (any \(names.presentable))?")]
            : [Parameter("to", "sheet", "some \(names.presentable)")]
        return .function(Function(name: "attach", parameters: parameters, body: body))
    }

    private var panChanged: Declaration {
        let begin: [Statement] = isPresent
            ? [
                .line("guard pan.state == .began, let presenter, presenter.presentedViewController == nil else { return }"),
                .line("guard let sheet = makeSheet?(), launch.request() else { return }"),
                .line("self.sheet = sheet"),
                .line("presenter.present(sheet, animated: true)"),
            ]
            : [
                .line("guard pan.state == .began, let sheet, sheet.presentingViewController != nil else { return }"),
                .line("guard sheet.presentedViewController == nil, launch.request() else { return }"),
                .line("sheet.dismiss(animated: true)"),
            ]
        return .function(Function(
            access: .private, name: "panChanged", parameters: [Parameter("_", "pan", panType)],
            body: ControllerPair.followOrLaunch + begin))
    }

    private var start: Declaration {
        let names = shape.names
        var body: [Statement] = [
            .line("launch.started()"),
            .block("guard let sheet else", [
                .line("launch.ended()"),
                .line("return transitionContext.completeTransition(false)"),
            ]),
        ]
        var onEnd: [Statement] = []
        if isPresent {
            body += [
                .line("let container = transitionContext.containerView"),
                .line("let resting = transitionContext.finalFrame(for: sheet)"),
                .line("container.addSubview(sheet.view)"),
                .line("sheet.view.frame = \(StartFrameFunction.name(shape))(resting, in: container)"),
            ]
            onEnd = [.line("sheet.view.transform = .identity"), .line("sheet.view.frame = resting")]
        }
        onEnd += [.line("self?.driver = nil"), .line("self?.launch.ended()")]
        body += [
            driverCall([
                CallArgument("motion", .identifier(shape.motion)),
                CallArgument("edge", .identifier(shape.edge)),
                CallArgument("context", .identifier("transitionContext")),
                CallArgument(
                    "views",
                    .call(.identifier(names.viewsFunction), [
                        .unlabeled(.identifier("sheet")), CallArgument("in", .identifier("transitionContext")),
                        CallArgument("key", .member(nil, isPresent ? "to" : "from")),
                    ])),
            ], onEnd: onEnd),
            .line("self.driver = driver"),
            .line("driver.grab()"),
            .comment("Catches up if the pan moved or ended before UIKit called us."),
            .line("driver.follow(pan)"),
        ]
        return .function(Function(
            name: "startInteractiveTransition",
            parameters: [Parameter("_", "transitionContext", "any UIViewControllerContextTransitioning")],
            body: body))
    }
}
