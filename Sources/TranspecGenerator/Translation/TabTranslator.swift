/// Next tab and previous tab: a tab bar controller delegate whose pan
/// selects the neighbouring tab; the new tab enters beside the old one and
/// both travel toward the spec's edge.
struct TabTranslator {
    let shape: TransitionShape
    var names: TransitionNames { shape.names }
    /// +1 for the next tab, −1 for the previous one.
    var step: String { shape.operation == .tabNext ? "1" : "-1" }

    init(_ shape: TransitionShape) {
        self.shape = shape
    }

    var declarations: [Declaration] {
        (shape.needsProtocol ? PresentableProtocol.declarations(shape, role: "selected") : [])
            + [delegate, ControllerPair(shape).interaction(owner: names.tabBarDelegate), instantAnimator]
    }

    private var delegate: Declaration {
        let members: [Declaration] = [
            .property(Property(
                attributes: ["weak"], access: .private, binding: .var, name: "tabBarController", type: "UITabBarController?")),
        ] + ControllerPair.gestureProperties(panType: "UIPanGestureRecognizer", gated: true) + [
            .function(Function(
                access: .public, name: "init", isInitializer: true,
                parameters: [Parameter(nil, "tabBarController", "UITabBarController")],
                body: [
                    .line("self.tabBarController = tabBarController"),
                    .line("super.init()"),
                    .line("tabBarController.delegate = self"),
                ] + ControllerPair.installPan(shape, on: "tabBarController.view", screenEdge: false))),
            ControllerPair.panChanged(panType: "UIPanGestureRecognizer", begin: [
                .line("guard pan.state == .began, let tabBarController else { return }"),
                .line("let target = tabBarController.selectedIndex + \(step)"),
                .line("guard target >= 0, target < (tabBarController.viewControllers?.count ?? 0) else { return }"),
                .line("isInFlight = true"),
                .line("tabBarController.selectedIndex = target"),
                .line("return"),
            ]),
            .function(Function(
                access: .public, name: "tabBarController",
                parameters: [
                    Parameter("_", "tabBarController", "UITabBarController"),
                    Parameter("animationControllerForTransitionFrom", "fromVC", "UIViewController"),
                    Parameter("to", "toVC", "UIViewController"),
                ],
                returnType: "(any UIViewControllerAnimatedTransitioning)?",
                body: [.line("isInFlight ? \(names.animator)() : nil")])),
            .function(Function(
                access: .public, name: "tabBarController",
                parameters: [
                    Parameter("_", "tabBarController", "UITabBarController"),
                    Parameter("interactionControllerFor", "animationController", "any UIViewControllerAnimatedTransitioning"),
                ],
                returnType: "(any UIViewControllerInteractiveTransitioning)?",
                body: [.line("isInFlight ? \(names.interaction)(owner: self) : nil")])),
            start,
        ]
        return .type(TypeDeclaration(
            doc: DocComment([
                "Animates a change to the \(step == "1" ? "next" : "previous") tab of `tabBarController`, driven by a pan.",
                "Keep this object: `delegate` is weak. \(shape.source(shape.transition.name.location))",
            ]),
            attributes: ["@MainActor"], access: .public, kind: .finalClass, name: names.tabBarDelegate,
            inherits: ["NSObject", "UITabBarControllerDelegate"], members: members))
    }

    private var start: Declaration {
        var body: [Statement] = [
            .line("let container = context.containerView"),
            .block("guard let fromView = context.view(forKey: .from), let toView = context.view(forKey: .to) else", [
                .line("return context.completeTransition(false)"),
            ]),
            .comment("The new tab enters beside the old one and both travel toward the edge."),
            .line("let direction = TransitionEdge\(shape.edge).direction(in: container)"),
            .line("let strip = UIView(frame: container.bounds)"),
            .line("container.addSubview(strip)"),
            .line("strip.addSubview(fromView)"),
            .line("strip.addSubview(toView)"),
            .line("let width = container.bounds.width"),
            .line("toView.frame = container.bounds.offsetBy(dx: -direction.dx * width, dy: 0)"),
        ]
        body += [
            driverCall([
                CallArgument("motion", .identifier(shape.motion)),
                CallArgument("edge", .identifier(shape.edge)),
                CallArgument("context", .identifier("context")),
                CallArgument("views", .identifier("TransitionViews(moving: strip)")),
            ], onEnd: [
                .line("container.addSubview(completed ? toView : fromView)"),
                .line("toView.frame = container.bounds"),
                .line("strip.removeFromSuperview()"),
                .line("self?.driver = nil"),
                .line("self?.isInFlight = false"),
            ]),
            .line("self.driver = driver"),
            .line("driver.grab()"),
            .line("driver.follow(pan)"),
        ]
        return .function(Function(
            access: .fileprivate, name: "start",
            parameters: [Parameter("_", "context", "any UIViewControllerContextTransitioning")], body: body))
    }

    private var instantAnimator: Declaration {
        .type(TypeDeclaration(
            doc: DocComment("Never animates alone: tab changes from the tab bar stay instant, as in UIKit."),
            attributes: ["@MainActor"], access: .private, kind: .finalClass, name: names.animator,
            inherits: ["NSObject", "UIViewControllerAnimatedTransitioning"],
            members: [
                .function(Function(
                    name: "transitionDuration",
                    parameters: [Parameter("using", "transitionContext", "(any UIViewControllerContextTransitioning)?")],
                    returnType: "TimeInterval", body: [.line("0")])),
                .function(Function(
                    name: "animateTransition",
                    parameters: [Parameter("using", "transitionContext", "any UIViewControllerContextTransitioning")],
                    body: [.line("transitionContext.completeTransition(!transitionContext.transitionWasCancelled)")])),
            ]))
    }
}
