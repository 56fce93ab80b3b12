/// Push and pop: a navigation controller delegate that owns the pan (a
/// screen-edge pan when the spec asks) and hands UIKit an animator and an
/// interaction controller.
struct NavigationTranslator {
    let shape: TransitionShape
    var names: TransitionNames { shape.names }
    var isPush: Bool { shape.operation == .push }
    var panType: String {
        shape.transition.gesture.screenEdge.value ? "UIScreenEdgePanGestureRecognizer" : "UIPanGestureRecognizer"
    }

    var isScreenEdge: Bool { shape.transition.gesture.screenEdge.value }

    init(_ shape: TransitionShape) {
        self.shape = shape
    }

    var declarations: [Declaration] {
        (shape.needsProtocol ? PresentableProtocol.declarations(shape, role: isPush ? "pushed" : "popped") : [])
            + [delegate, viewsFunction] + (isPush ? [StartFrameFunction.declaration(shape)] : [])
            + [
                ControllerPair(shape).interaction(owner: names.navigationDelegate),
                ControllerPair(shape).playingAnimator(onEnd: isPush ? restPushed : []),
            ]
    }

    private var delegate: Declaration {
        var members: [Declaration] = [
            .property(Property(
                attributes: ["weak"], access: .private, binding: .var, name: "navigationController",
                type: "UINavigationController?")),
        ]
        if isPush {
            members.append(.property(Property(
                access: .private, binding: .let, name: "makeDestination", type: "@MainActor () -> UIViewController?")))
        }
        members += ControllerPair.gestureProperties(panType: panType, gated: !isScreenEdge)
        var initBody: [Statement] = [.line("self.navigationController = navigationController")]
        if isPush { initBody.append(.line("self.makeDestination = makeDestination")) }
        initBody += [.line("super.init()"), .line("navigationController.delegate = self")]
        let scrollView = isScreenEdge
            ? nil : ControllerPair.scrollViewProperty("topScrollView", of: "navigationController?.topViewController", [shape])
        initBody += ControllerPair.installPan(
            shape, on: "navigationController.view", screenEdge: isScreenEdge, scrollView: scrollView.map { _ in "topScrollView" })
        var parameters = [Parameter(nil, "navigationController", "UINavigationController")]
        if isPush {
            parameters.append(Parameter("pushing", "makeDestination", "@escaping @MainActor () -> UIViewController?"))
        }
        let begin: [Statement] = isPush
            ? [
                .line("guard pan.state == .began, let navigationController, let destination = makeDestination() else { return }"),
                .line("guard launch.request() else { return }"),
                .line("navigationController.pushViewController(destination, animated: true)"),
                .comment("A navigation controller busy with another transition ignores the push."),
                .block("if navigationController.topViewController !== destination", [.line("launch.refused()")]),
            ]
            : [
                .line("guard pan.state == .began, let navigationController, launch.request() else { return }"),
                .block("if navigationController.popViewController(animated: true) == nil", [.line("launch.refused()")]),
            ]
        members += [
            .function(Function(access: .public, name: "init", isInitializer: true, parameters: parameters, body: initBody)),
        ] + (scrollView.map { [$0] } ?? []) + [
            ControllerPair.panChanged(panType: panType, begin: begin),
            .function(Function(
                access: .public, name: "navigationController",
                parameters: [
                    Parameter("_", "navigationController", "UINavigationController"),
                    Parameter("animationControllerFor", "operation", "UINavigationController.Operation"),
                    Parameter("from", "fromVC", "UIViewController"), Parameter("to", "toVC", "UIViewController"),
                ],
                returnType: "(any UIViewControllerAnimatedTransitioning)?",
                body: [.line("operation == .\(isPush ? "push" : "pop") ? \(names.animator)() : nil")])),
            .function(Function(
                access: .public, name: "navigationController",
                parameters: [
                    Parameter("_", "navigationController", "UINavigationController"),
                    Parameter("interactionControllerFor", "animationController", "any UIViewControllerAnimatedTransitioning"),
                ],
                returnType: "(any UIViewControllerInteractiveTransitioning)?",
                body: [.line("launch.isInFlight ? \(names.interaction)(owner: self) : nil")])),
            ControllerPair(shape).startFunction(viewsCall: "\(names.viewsFunction)(context)", onEnd: isPush ? restPushed : []),
        ]
        return .type(TypeDeclaration(
            doc: DocComment([
                DocComment.Line("Animates \(isPush ? "pushes" : "pops") of `navigationController` with `\(shape.motion)` and lets a "
                    + (isScreenEdge ? "screen-edge swipe" : "pan") + " drive them."),
                sourced("Keep this object: the navigation controller's `delegate` is weak.", shape.transition.name.location),
            ] + shape.progressNote),
            attributes: ["@MainActor"], access: .public, kind: .finalClass, name: names.navigationDelegate,
            inherits: ["NSObject", "UINavigationControllerDelegate"], members: members))
    }

    /// Puts the pushed view at rest without the transform that brought it in.
    private var restPushed: [Statement] {
        [.block("if let toView = context.view(forKey: .to)", [
            .line("toView.transform = .identity"), .line("toView.frame = context.containerView.bounds"),
        ])]
    }

    private var viewsFunction: Declaration {
        var body: [Statement] = [.line("let container = context.containerView")]
        if isPush {
            body += [
                .line("let toView = context.view(forKey: .to) ?? UIView()"),
                .line("container.addSubview(toView)"),
                .line("toView.frame = \(StartFrameFunction.name(shape))(container.bounds, in: container)"),
            ]
        } else {
            body += [
                .line("let fromView = context.view(forKey: .from) ?? UIView()"),
                .block("if let toView = context.view(forKey: .to)", [
                    .line("container.insertSubview(toView, belowSubview: fromView)"),
                ]),
            ]
        }
        let moving = isPush ? "toView" : "fromView"
        body += ControllerPair(shape).transitionViews(moving: moving, controllerKey: isPush ? ".to" : ".from")
        return .function(Function(
            doc: DocComment(isPush
                ? "The pushed view enters one distance back and travels to rest; the old one stays beneath it."
                : "The popped view travels away; the revealed one waits beneath it."),
            attributes: ["@MainActor"], access: .private, name: names.viewsFunction,
            parameters: [Parameter("_", "context", "any UIViewControllerContextTransitioning")],
            returnType: "TransitionViews", body: body))
    }
}
