/// Next tab and previous tab. A tab bar controller has one delegate, so a
/// spec gets one delegate for all its tab transitions: the pan's direction
/// picks the transition (the first in spec order whose edge it heads
/// toward and whose neighbouring tab exists); the new tab enters beside
/// the old one and both travel toward that transition's edge.
struct TabTranslator {
    let shapes: [TransitionShape]
    /// `<SpecTypeName>TabBarDelegate`.
    let delegateName: String

    init(_ shapes: [TransitionShape], delegateName: String) {
        self.shapes = shapes
        self.delegateName = delegateName
    }

    /// What a tab transition declares before the spec's one `delegate`.
    static func protocolDeclarations(_ shape: TransitionShape) -> [Declaration] {
        shape.needsProtocol ? PresentableProtocol.declarations(shape, role: "selected") : []
    }

    private static func step(_ shape: TransitionShape) -> Int { shape.operation == .tabNext ? 1 : -1 }

    private var scrollViewProperty: Declaration? {
        ControllerPair.scrollViewProperty("selectedScrollView", of: "tabBarController?.selectedViewController", shapes)
    }

    var delegate: Declaration {
        var initBody: [Statement] = [
            .line("self.tabBarController = tabBarController"),
            .line("super.init()"),
            .line("tabBarController.delegate = self"),
        ]
        // Closures, not key paths, over `shapes`: a key path copies each
        // shape through generic code, and a spec may have thousands.
        let scrollViewProperty = self.scrollViewProperty
        initBody += ControllerPair.installGate(
            edges: shapes.map { $0.edge }, bothDirections: shapes.contains { $0.bothDirections },
            scrollView: scrollViewProperty.map { _ in "selectedScrollView" })
        initBody += ControllerPair.addPan(to: "tabBarController.view")
        var members: [Declaration] = [tabSwitch, tabSwitches]
        members += [
            .property(Property(
                attributes: ["weak"], access: .private, binding: .var, name: "tabBarController", type: "UITabBarController?")),
            .property(Property(access: .private, binding: .let, name: "pan", value: .typeCall("UIPanGestureRecognizer", []))),
            .property(Property(access: .private, binding: .var, name: "panTarget", type: "GestureActionTarget?")),
            .property(Property(access: .private, binding: .var, name: "gate", type: "ScrollViewDismissalGate?")),
            .property(Property(access: .private, binding: .var, name: "driver", type: "InteractiveTransitionDriver?")),
            .property(Property(access: .private, binding: .var, name: "launch", value: .typeCall("TransitionLaunch", []))),
            .property(Property(
                doc: DocComment("The switch the pan picked, for `start(_:)`."),
                access: .private, binding: .var, name: "running", type: "TabSwitch?")),
            .function(Function(
                access: .public, name: "init", isInitializer: true,
                parameters: [Parameter(nil, "tabBarController", "UITabBarController")], body: initBody)),
        ]
        members += scrollViewProperty.map { [$0] } ?? []
        members += [
            ControllerPair.panChanged(panType: "UIPanGestureRecognizer", begin: [
                .line("guard pan.state == .began, let tabBarController, let view = pan.view else { return }"),
                .line("let velocity = pan.velocity(in: view)"),
                .line("let count = tabBarController.viewControllers?.count ?? 0"),
                .block("for tabSwitch in Self.tabSwitches where tabSwitch.fits(velocity, in: view)", [
                    .line("let target = tabBarController.selectedIndex + tabSwitch.step"),
                    .line("guard target >= 0, target < count, launch.request() else { continue }"),
                    .line("running = tabSwitch"),
                    .line("tabBarController.selectedIndex = target"),
                    .comment("A tab bar controller busy with another transition keeps its tab."),
                    .block("if tabBarController.selectedIndex != target", [.line("launch.refused()")]),
                    .line("return"),
                ]),
            ]),
            .function(Function(
                access: .public, name: "tabBarController",
                parameters: [
                    Parameter("_", "tabBarController", "UITabBarController"),
                    Parameter("animationControllerForTransitionFrom", "fromVC", "UIViewController"),
                    Parameter("to", "toVC", "UIViewController"),
                ],
                returnType: "(any UIViewControllerAnimatedTransitioning)?",
                body: [
                    .comment("Only a pan's switch animates: a tap on the tab bar stays instant, as in UIKit."),
                    .line("launch.isInFlight ? SwitchTransition(owner: self) : nil"),
                ])),
            .function(Function(
                access: .public, name: "tabBarController",
                parameters: [
                    Parameter("_", "tabBarController", "UITabBarController"),
                    Parameter("interactionControllerFor", "animationController", "any UIViewControllerAnimatedTransitioning"),
                ],
                returnType: "(any UIViewControllerInteractiveTransitioning)?",
                body: [.line("animationController as? SwitchTransition")])),
            start,
            playDuration,
            switchTransition,
        ]
        let picks = shapes.map { shape in
            let location = shape.transition.name.location
            return DocComment.Line(
                "- toward \(shape.transition.gesture.edge.value.rawValue): the \(Self.step(shape) == 1 ? "next" : "previous") tab, "
                    + "`\(shape.names.namespace)` (\(location.file):\(location.line))")
        }
        return .type(TypeDeclaration(
            doc: DocComment(["Animates tab changes of `tabBarController`; a pan selects, by its direction,"] + picks + [
                "Keep this object: `delegate` is weak.",
            ] + shapes.flatMap { $0.progressNote }),
            attributes: ["@MainActor"], access: .public, kind: .finalClass, name: delegateName,
            inherits: ["NSObject", "UITabBarControllerDelegate"], members: members))
    }

    private var tabSwitch: Declaration {
        .type(TypeDeclaration(
            doc: DocComment([
                "A tab transition of the spec: a pan toward `edge` (or either way along its axis, with",
                "`bothDirections`) selects the tab `step` away.",
            ]),
            attributes: [], access: .private, kind: .struct, name: "TabSwitch", inherits: [],
            members: [
                .property(Property(binding: .let, name: "motion", type: "TransitionMotion")),
                .property(Property(binding: .let, name: "edge", type: "TransitionEdge")),
                .property(Property(binding: .let, name: "bothDirections", type: "Bool")),
                .property(Property(binding: .let, name: "step", type: "Int")),
                .function(Function(
                    attributes: ["@MainActor"], name: "fits",
                    parameters: [Parameter("_", "velocity", "CGPoint"), Parameter("in", "view", "UIView")],
                    returnType: "Bool",
                    body: [.line("edge.isMostlyToward(velocity, in: view) || (bothDirections && edge.isMostlyAway(velocity, in: view))")])),
            ]))
    }

    private var tabSwitches: Declaration {
        .property(Property(
            doc: DocComment("In spec order: the first that fits the pan runs."),
            access: .private, isStatic: true, binding: .let, name: "tabSwitches",
            value: .array(shapes.map { shape in
                .typeCall("TabSwitch", [
                    CallArgument("motion", .identifier(shape.motion)),
                    CallArgument("edge", .identifier(shape.edge)),
                    CallArgument("bothDirections", .bool(shape.bothDirections)),
                    CallArgument("step", .identifier(String(Self.step(shape)))),
                ])
            })))
    }

    private var start: Declaration {
        let body: [Statement] = [
            .line("launch.started()"),
            .line("let container = context.containerView"),
            .block(
                "guard let running, let fromView = context.view(forKey: .from), let toView = context.view(forKey: .to) else",
                [.line("launch.ended()"), .line("return context.completeTransition(false)")]),
            .comment("The new tab enters beside the old one and both travel the way the pan heads:"),
            .comment("toward the edge, or, in both directions, possibly away from it."),
            .line("let away = running.bothDirections && running.edge.isMostlyAway(pan.velocity(in: container), in: container)"),
            .line("let direction = running.edge.direction(in: container)"),
            .line("let strip = UIView(frame: container.bounds)"),
            .line("container.addSubview(strip)"),
            .line("strip.addSubview(fromView)"),
            .line("strip.addSubview(toView)"),
            .line("let width = container.bounds.width"),
            .line("toView.frame = container.bounds.offsetBy(dx: (away ? direction.dx : -direction.dx) * width, dy: 0)"),
            driverCall([
                CallArgument("motion", .identifier("running.motion")),
                CallArgument("edge", .identifier("running.edge")),
                CallArgument("context", .identifier("context")),
                CallArgument("views", .identifier("TransitionViews(moving: strip)")),
            ], onEnd: [
                .line("container.addSubview(completed ? toView : fromView)"),
                .line("toView.frame = container.bounds"),
                .line("strip.removeFromSuperview()"),
                .line("self?.driver = nil"),
                .line("self?.running = nil"),
                .line("self?.launch.ended()"),
            ]),
            .line("self.driver = driver"),
            .line("driver.grab()"),
            .line("driver.follow(pan)"),
        ]
        return .function(Function(
            access: .fileprivate, name: "start",
            parameters: [Parameter("_", "context", "any UIViewControllerContextTransitioning")], body: body))
    }

    /// How long the running switch takes to play to rest, from the runtime.
    private var playDuration: Declaration {
        .function(Function(
            access: .fileprivate, name: "playDuration",
            parameters: [Parameter("_", "context", "(any UIViewControllerContextTransitioning)?")],
            returnType: "TimeInterval",
            body: [
                .line("guard let running else { return 0 }"),
                .expression(prefix: "return ", .typeCall("InteractiveTransitionDriver.playDuration", [
                    CallArgument("of", .identifier("running.motion")),
                    CallArgument("edge", .identifier("running.edge")),
                    CallArgument("from", .identifier("0")),
                    CallArgument("toward", .identifier(".complete")),
                    CallArgument("in", .identifier("context")),
                ])),
            ]))
    }

    /// One object is both controllers: UIKit asks for an interaction
    /// controller only after an animation controller, and then starts the
    /// interactive transition instead of `animateTransition(using:)`. Either
    /// way the owner's pan drives the switch.
    private var switchTransition: Declaration {
        let context = Parameter("_", "transitionContext", "any UIViewControllerContextTransitioning")
        return .type(TypeDeclaration(
            doc: DocComment("Hands UIKit's start of a pan's tab switch to `\(delegateName)`, which owns the pan."),
            attributes: ["@MainActor"], access: .private, kind: .finalClass, name: "SwitchTransition",
            inherits: ["NSObject", "UIViewControllerAnimatedTransitioning", "UIViewControllerInteractiveTransitioning"],
            members: [
                .property(Property(access: .private, binding: .let, name: "owner", type: delegateName)),
                .function(Function(
                    name: "init", isInitializer: true, parameters: [Parameter(nil, "owner", delegateName)],
                    body: [.line("self.owner = owner")])),
                .function(Function(
                    name: "transitionDuration",
                    parameters: [Parameter("using", "transitionContext", "(any UIViewControllerContextTransitioning)?")],
                    returnType: "TimeInterval", body: [.line("owner.playDuration(transitionContext)")])),
                .function(Function(
                    name: "animateTransition",
                    parameters: [Parameter("using", "transitionContext", "any UIViewControllerContextTransitioning")],
                    body: [.line("owner.start(transitionContext)")])),
                .function(Function(
                    name: "startInteractiveTransition", parameters: [context],
                    body: [.line("owner.start(transitionContext)")])),
            ]))
    }
}
