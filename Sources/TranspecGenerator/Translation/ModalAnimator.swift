/// The non-interactive path of a modal transition: it plays the same motion
/// on the display link, so a button dismissal moves exactly as a released
/// drag does.
struct ModalAnimator {
    let shape: TransitionShape

    init(_ shape: TransitionShape) {
        self.shape = shape
    }

    var declaration: Declaration {
        let names = shape.names
        let isPresent = shape.operation == .present
        let toward = isPresent ? "isPresenting ? .complete : .cancel" : "isPresenting ? .cancel : .complete"
        var body: [Statement] = [
            .line("let key: UITransitionContextViewControllerKey = isPresenting ? .to : .from"),
            .line("let controller = transitionContext.viewController(forKey: key)"),
            .block(
                opener: "guard let sheet = controller as? any \(names.presentable) else",
                body: [.line("return transitionContext.completeTransition(false)")], closer: ""),
        ]
        let driverArguments: [CallArgument] = [
            CallArgument("motion", .identifier(shape.motion)),
            CallArgument("edge", .identifier(shape.edge)),
            CallArgument("context", .identifier("transitionContext")),
            CallArgument(
                "views",
                .call(.identifier(names.viewsFunction), [
                    .unlabeled(.identifier("sheet")), CallArgument("in", .identifier("transitionContext")),
                    CallArgument("key", .identifier("isPresenting ? .to : .from")),
                ])),
            CallArgument("initialProgress", .identifier("start")),
        ]
        let onEnd: [Statement]
        if isPresent {
            // Progress 1 is presented, so the sheet starts one distance short of where it rests.
            body += [
                .line("let container = transitionContext.containerView"),
                .line("let resting = isPresenting ? transitionContext.finalFrame(for: sheet) : sheet.view.frame"),
                .line("if isPresenting { container.addSubview(sheet.view) }"),
                .line("sheet.view.frame = \(StartFrameFunction.name(shape))(resting, in: container)"),
                .line("let start: Double = isPresenting ? 0 : 1"),
            ]
            onEnd = [.line("sheet.view.transform = .identity"), .line("sheet.view.frame = resting"), .line("self?.driver = nil")]
        } else {
            body += [
                .block("if isPresenting", [
                    .line("sheet.view.frame = transitionContext.finalFrame(for: sheet)"),
                    .line("transitionContext.containerView.addSubview(sheet.view)"),
                ]),
                .line("let start: Double = isPresenting ? 1 : 0"),
            ]
            onEnd = [.line("self?.driver = nil")]
        }
        body.append(driverCall(driverArguments, onEnd: onEnd))
        body += [
            .line("driver.play(from: start, toward: \(toward))"),
            .line("self.driver = driver"),
        ]
        return .type(TypeDeclaration(
            doc: DocComment([
                "Plays `\(shape.motion)` without a gesture, for `present` and `dismiss(animated: true)`:",
                "the runtime's spring on the display link, so code and drags move alike.",
            ]),
            attributes: ["@MainActor"], access: nil, kind: .finalClass, name: names.animator,
            inherits: ["NSObject", "UIViewControllerAnimatedTransitioning"],
            members: [
                .property(Property(access: .private, binding: .let, name: "isPresenting", type: "Bool")),
                .property(Property(access: .private, binding: .var, name: "driver", type: "InteractiveTransitionDriver?")),
                .function(Function(
                    name: "init", isInitializer: true, parameters: [Parameter(nil, "isPresenting", "Bool")],
                    body: [.line("self.isPresenting = isPresenting")])),
                transitionDuration(shape, from: isPresent ? "isPresenting ? 0 : 1" : "isPresenting ? 1 : 0", toward: toward),
                .function(Function(
                    name: "animateTransition",
                    parameters: [Parameter("using", "transitionContext", "any UIViewControllerContextTransitioning")],
                    body: body)),
            ]))
    }
}

/// `transitionDuration(using:)`: how long `driver.play(from: from, toward: toward)`
/// takes to come to rest, from the runtime, as `transpec simulate` reports it.
func transitionDuration(_ shape: TransitionShape, from: String, toward: String) -> Declaration {
    .function(Function(
        name: "transitionDuration",
        parameters: [Parameter("using", "transitionContext", "(any UIViewControllerContextTransitioning)?")],
        returnType: "TimeInterval",
        body: [.expression(prefix: "", .typeCall("InteractiveTransitionDriver.playDuration", [
            CallArgument("of", .identifier(shape.motion)),
            CallArgument("edge", .identifier(shape.edge)),
            CallArgument("from", .identifier(from)),
            CallArgument("toward", .identifier(toward)),
            CallArgument("in", .identifier("transitionContext")),
        ]))]))
}

/// `let driver = InteractiveTransitionDriver(…) { [weak self] _ in … }`.
func driverCall(_ arguments: [CallArgument], onEnd: [Statement]) -> Statement {
    let usesCompleted = onEnd.contains { if case .line(let text) = $0 { mentions(text, "completed") } else { false } }
    return .trailingClosure(
        prefix: "let driver = ", call: .typeCall("InteractiveTransitionDriver", arguments),
        closureHead: "[weak self] \(usesCompleted ? "completed" : "_") in", body: onEnd)
}

/// Whether `word` occurs in `text`, byte for byte. (Foundation's `contains`
/// searches with locale rules, and a generic search looks up metadata: both
/// cost more than the code they inspect.)
private func mentions(_ text: String, _ word: String) -> Bool {
    var text = text, word = word
    return text.withUTF8 { bytes in
        word.withUTF8 { word in
            guard word.count <= bytes.count else { return false }
            return (0...(bytes.count - word.count)).contains { start in
                (0..<word.count).allSatisfy { bytes[start + $0] == word[$0] }
            }
        }
    }
}
