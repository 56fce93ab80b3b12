/// Pieces the navigation and tab bar delegates share: the pan they own,
/// the interaction controller that calls back into them, the animator.
struct ControllerPair {
    let shape: TransitionShape
    var names: TransitionNames { shape.names }

    init(_ shape: TransitionShape) {
        self.shape = shape
    }

    static func gestureProperties(panType: String, gated: Bool) -> [Declaration] {
        [
            .property(Property(access: .private, binding: .let, name: "pan", value: .typeCall(panType, []))),
            .property(Property(access: .private, binding: .var, name: "panTarget", type: "GestureActionTarget?")),
        ] + (gated ? [.property(Property(access: .private, binding: .var, name: "gate", type: "ScrollViewDismissalGate?"))] : [])
            + [
                .property(Property(access: .private, binding: .var, name: "driver", type: "InteractiveTransitionDriver?")),
                .property(Property(access: .private, binding: .var, name: "isInFlight", value: .bool(false))),
            ]
    }

    /// Adds the pan to `view`: a screen-edge pan starts at the edge opposite
    /// the travel edge; a plain pan only begins toward the travel edge.
    static func installPan(_ shape: TransitionShape, on view: String, screenEdge: Bool) -> [Statement] {
        var body: [Statement] = []
        if screenEdge {
            body.append(.line("pan.edges = TransitionEdge\(shape.edge).screenEdgeToSwipeFrom(in: \(view))"))
        } else {
            body += [
                .trailingClosure(
                    prefix: "let gate = ",
                    call: .typeCall("ScrollViewDismissalGate", [
                        CallArgument("edge", .identifier(shape.edge)),
                    ] + (shape.bothDirections ? [CallArgument("bothDirections", .bool(true))] : []) + [
                        CallArgument("scrollView", .nil),
                    ]),
                    closureHead: "[weak self] in", body: [.line("self?.isInFlight ?? false")]),
                .line("gate.install(on: pan)"),
                .line("self.gate = gate"),
            ]
        }
        return body + [
            .line("\(view).addGestureRecognizer(pan)"),
            .line("panTarget = GestureActionTarget(attachingTo: pan) { [weak self] pan in self?.panChanged(pan) }"),
        ]
    }

    static func panChanged(panType: String, begin: [Statement]) -> Declaration {
        .function(Function(
            access: .private, name: "panChanged", parameters: [Parameter("_", "pan", panType)],
            body: [.block("guard isInFlight else", begin), .line("driver?.follow(pan)")]))
    }

    /// `start(_:)`, called by the interaction controller once UIKit begins.
    func startFunction(viewsCall: String, onEnd: [Statement]) -> Declaration {
        .function(Function(
            access: .fileprivate, name: "start",
            parameters: [Parameter("_", "context", "any UIViewControllerContextTransitioning")],
            body: [
                driverCall([
                    CallArgument("motion", .identifier(shape.motion)),
                    CallArgument("edge", .identifier(shape.edge)),
                    CallArgument("context", .identifier("context")),
                    CallArgument("views", .identifier(viewsCall)),
                ], onEnd: onEnd + [.line("self?.driver = nil"), .line("self?.isInFlight = false")]),
                .line("self.driver = driver"),
                .line("driver.grab()"),
                .line("driver.follow(pan)"),
            ]))
    }

    func interaction(owner: String) -> Declaration {
        .type(TypeDeclaration(
            doc: DocComment("Hands UIKit's interactive start to `\(owner)`, which owns the pan."),
            attributes: ["@MainActor"], access: .private, kind: .finalClass, name: names.interaction,
            inherits: ["NSObject", "UIViewControllerInteractiveTransitioning"],
            members: [
                .property(Property(access: .private, binding: .let, name: "owner", type: owner)),
                .function(Function(
                    name: "init", isInitializer: true, parameters: [Parameter(nil, "owner", owner)],
                    body: [.line("self.owner = owner")])),
                .function(Function(
                    name: "startInteractiveTransition",
                    parameters: [Parameter("_", "transitionContext", "any UIViewControllerContextTransitioning")],
                    body: [.line("owner.start(transitionContext)")])),
            ]))
    }

    /// Plays the whole motion without a gesture (a back button, `popViewController`).
    func playingAnimator(onEnd: [Statement]) -> Declaration {
        .type(TypeDeclaration(
            doc: DocComment("Plays `\(shape.motion)` to completion when no gesture drives it."),
            attributes: ["@MainActor"], access: .private, kind: .finalClass, name: names.animator,
            inherits: ["NSObject", "UIViewControllerAnimatedTransitioning"],
            members: [
                .property(Property(access: .private, binding: .var, name: "driver", type: "InteractiveTransitionDriver?")),
                transitionDuration(names),
                .function(Function(
                    name: "animateTransition",
                    parameters: [Parameter("using", "transitionContext", "any UIViewControllerContextTransitioning")],
                    body: [
                        .line("let context = transitionContext"),
                        driverCall([
                            CallArgument("motion", .identifier(shape.motion)),
                            CallArgument("edge", .identifier(shape.edge)),
                            CallArgument("context", .identifier("context")),
                            CallArgument("views", .identifier("\(names.viewsFunction)(context)")),
                        ], onEnd: onEnd + [.line("self?.driver = nil")]),
                        .line("driver.play(from: 0, toward: .complete)"),
                        .line("self.driver = driver"),
                    ])),
            ]))
    }

    /// `return TransitionViews(…)` for the moving view, with the elements of
    /// the controller at `controllerKey` when it adopts the protocol.
    func transitionViews(moving: String, controllerKey: String) -> [Statement] {
        guard !shape.transition.elements.isEmpty else { return [.line("return TransitionViews(moving: \(moving))")] }
        var arguments = [
            CallArgument("moving", .identifier(moving)),
            CallArgument("elements", .identifier("controller.map { \(PresentableProtocol.elementViews(shape, of: "$0")) } ?? []")),
        ]
        if let shared = PresentableProtocol.sharedElement(shape, of: "$0") {
            arguments.append(CallArgument("sharedElement", .identifier("controller.map { \(shared) }")))
        }
        return [
            .line("let controller = context.viewController(forKey: \(controllerKey)) as? any \(names.presentable)"),
            .expression(prefix: "return ", .typeCall("TransitionViews", arguments)),
        ]
    }
}
