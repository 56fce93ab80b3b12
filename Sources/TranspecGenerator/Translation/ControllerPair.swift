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
                .property(Property(access: .private, binding: .var, name: "launch", value: .typeCall("TransitionLaunch", []))),
            ]
    }

    /// The start of `panChanged`: a started transition follows the pan; a
    /// pan that ends before UIKit started the requested one frees the next.
    static let followOrLaunch: [Statement] = [
        .block("if let driver", [.line("driver.follow(pan)"), .line("return")]),
        .block("if pan.hasEnded", [
            .comment("UIKit starts a transition it accepts while the pan is down: no start means refused."),
            .line("launch.gestureEnded()"),
        ]),
    ]

    /// Adds the pan to `view`: a screen-edge pan starts at the edge opposite
    /// the travel edge; a plain pan only begins toward the travel edge, with
    /// `scrollView` (a member of the owner) at its start when given.
    static func installPan(_ shape: TransitionShape, on view: String, screenEdge: Bool, scrollView: String?) -> [Statement] {
        let setUp: [Statement] = screenEdge
            ? [.line("pan.edges = TransitionEdge\(shape.edge).screenEdgeToSwipeFrom(in: \(view))")]
            : installGate(edges: [shape.edge], bothDirections: shape.bothDirections, scrollView: scrollView)
        return setUp + addPan(to: view)
    }

    /// `let gate = ScrollViewDismissalGate(…)` on `pan`, open while `isInFlight`.
    static func installGate(edges: [String], bothDirections: Bool, scrollView: String?) -> [Statement] {
        var arguments: [CallArgument]
        if edges.count == 1, scrollView == nil {
            arguments = [CallArgument("edge", .identifier(edges[0]))]
        } else {
            arguments = [CallArgument("edges", .array(edges.map(Expression.identifier)))]
        }
        if bothDirections { arguments.append(CallArgument("bothDirections", .bool(true))) }
        if let scrollView {
            // Read when a pan starts: the top (or selected) view controller changes.
            arguments.append(CallArgument("scrollView", .identifier("{ [weak self] in self?.\(scrollView) }")))
        } else if edges.count == 1 {
            arguments.append(CallArgument("scrollView", .nil))
        }
        return [
            .trailingClosure(
                prefix: "let gate = ", call: .typeCall("ScrollViewDismissalGate", arguments),
                closureHead: "[weak self] in", body: [.line("self?.launch.isInFlight ?? false")]),
            .line("gate.install(on: pan)"),
            .line("self.gate = gate"),
        ]
    }

    static func addPan(to view: String) -> [Statement] {
        [
            .line("\(view).addGestureRecognizer(pan)"),
            .line("panTarget = GestureActionTarget(attachingTo: pan) { [weak self] pan in self?.panChanged(pan) }"),
        ]
    }

    /// `private var <name>: UIScrollView?`: the scroll view of `controller`
    /// when it adopts one of `shapes`' protocols (spec order).
    static func scrollViewProperty(_ name: String, of controller: String, _ shapes: [TransitionShape]) -> Declaration? {
        let readers: [Statement] = shapes.filter { $0.scrollView != .none }.map { shape in
            .block("if let controller = visible as? any \(shape.names.presentable)", [
                .line("return controller.\(shape.names.scrollView)"),
            ])
        }
        guard !readers.isEmpty else { return nil }
        return .property(Property(
            doc: DocComment("The scroll view whose edge a pan must reach first, read when the pan starts."),
            access: .private, binding: .var, name: name, type: "UIScrollView?",
            body: [.line("let visible = \(controller)")] + readers + [.line("return nil")]))
    }

    static func panChanged(panType: String, begin: [Statement]) -> Declaration {
        .function(Function(
            access: .private, name: "panChanged", parameters: [Parameter("_", "pan", panType)],
            body: followOrLaunch + begin))
    }

    /// `start(_:)`, called by the interaction controller once UIKit begins.
    func startFunction(viewsCall: String, onEnd: [Statement]) -> Declaration {
        .function(Function(
            access: .fileprivate, name: "start",
            parameters: [Parameter("_", "context", "any UIViewControllerContextTransitioning")],
            body: [
                .line("launch.started()"),
                driverCall([
                    CallArgument("motion", .identifier(shape.motion)),
                    CallArgument("edge", .identifier(shape.edge)),
                    CallArgument("context", .identifier("context")),
                    CallArgument("views", .identifier(viewsCall)),
                ], onEnd: onEnd + [.line("self?.driver = nil"), .line("self?.launch.ended()")]),
                .line("self.driver = driver"),
                .line("driver.grab()"),
                .line("driver.follow(pan)"),
            ]))
    }

    func interaction(owner: String) -> Declaration {
        Self.interaction(named: names.interaction, owner: owner)
    }

    static func interaction(named name: String, owner: String) -> Declaration {
        .type(TypeDeclaration(
            doc: DocComment("Hands UIKit's interactive start to `\(owner)`, which owns the pan."),
            attributes: ["@MainActor"], access: .private, kind: .finalClass, name: name,
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
                transitionDuration(shape, from: "0", toward: ".complete"),
                .function(Function(
                    name: "animateTransition",
                    parameters: [Parameter("using", "context", "any UIViewControllerContextTransitioning")],
                    body: [
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
