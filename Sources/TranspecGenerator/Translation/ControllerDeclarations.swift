import TranspecSpec

/// The UIKit part of each transition: the screen protocol, the delegate
/// type apps create (a library delegate configured by the transition's
/// namespace) and the namespace's conformance that configures it.
enum ControllerDeclarations {
    /// `presentation`: the `present` transition a dismissal pairs with.
    static func declarations(
        for transition: TransitionIR, presentation partner: TransitionIR?, access: AccessLevel
    ) -> [Declaration] {
        let screen = ScreenDeclarations(transition, presentation: partner, access: access)
        let names = screen.names
        let location = transition.name.location
        switch transition.operation.value {
        case .present, .dismiss:
            let isPresent = transition.operation.value == .present
            let drag = if let partner {
                "`\(TransitionNames(partner).namespace)`'s motion presents it, a drag dismisses it."
            } else {
                "a drag " + (isPresent ? "presents it." : "dismisses it.")
            }
            let members = [
                screen.presentationTypeAlias(), screen.viewsFunction(parameter: "sheet"),
                screen.lentElementsFunction(parameter: "presenter"),
            ]
            return screen.protocolDeclarations(role: "presented and dismissed") + screen.lenderDeclarations() + [
                .typeAlias(TypeAlias(
                    doc: DocComment([
                        DocComment.Line("Presents \(article(names.presentable)) `\(names.presentable)` with `\(names.namespace).modal`"
                            + (partner == nil ? "; " : ": ") + drag),
                        sourced("Keep this object: `transitioningDelegate` is weak.", location),
                    ]),
                    access: access, name: names.transitioningDelegate,
                    type: "ModalTransitioningDelegate<\(names.namespace)>")),
                conformance(
                    names.namespace, partner == nil ? "ModalTransitionDefinition" : "PairedDismissalDefinition",
                    also: transition.detents == nil ? [] : ["DetentSheetDefinition"],
                    lending: screen, members.compactMap { $0 }),
            ]
        case .push, .pop:
            let isPush = transition.operation.value == .push
            let protocols = screen.needsProtocol ? screen.protocolDeclarations(role: isPush ? "pushed" : "popped") : []
            let gesture = transition.gesture.screenEdge.value ? "a screen-edge swipe" : "a pan"
            let plays = if let partner {
                "Pushes \(article(names.presentable)) `\(names.presentable)` with `\(TransitionNames(partner).namespace)`'s "
                    + "motion and pops it with `\(names.namespace).navigation`'s, and lets \(gesture) drive the pop."
            } else {
                "Animates \(isPush ? "pushes" : "pops") with `\(names.namespace).navigation`, and lets \(gesture) drive them."
            }
            return protocols + screen.lenderDeclarations() + [
                .typeAlias(TypeAlias(
                    doc: DocComment([
                        DocComment.Line(plays),
                        sourced("Keep this object: the navigation controller's `delegate` is weak.", location),
                    ]),
                    access: access, name: names.navigationDelegate,
                    type: "NavigationTransitionDelegate<\(names.namespace)>")),
                conformance(names.namespace, partner == nil ? "NavigationTransitionDefinition" : "PairedPopDefinition", lending: screen, [
                    screen.partnerTypeAlias(), screen.viewsFunction(parameter: "screen"),
                    screen.lentElementsFunction(parameter: isPush ? "source" : "destination"),
                ].compactMap { $0 }),
            ]
        case .tabNext, .tabPrevious:
            return (screen.needsProtocol ? screen.protocolDeclarations(role: "selected") : []) + screen.lenderDeclarations()
                + [conformance(names.namespace, "TabSwitchDefinition", lending: screen, [
                    screen.viewsFunction(parameter: "screen"), screen.lentElementsFunction(parameter: "source"),
                ].compactMap { $0 })]
        }
    }

    /// `an` before a vowel letter, else `a`.
    static func article(_ word: String) -> String {
        word.first.map { "AEIOU".contains($0) } == true ? "an" : "a"
    }

    /// `extension <Namespace>: <Protocol> { views(of:) … }`, adopting
    /// `LentElementsDefinition` too when the other screen lends elements,
    /// and `also` (`DetentSheetDefinition` for a detent sheet).
    static func conformance(
        _ namespace: String, _ protocolName: String, also: [String] = [], lending screen: ScreenDeclarations,
        _ members: [Declaration]
    ) -> Declaration {
        let lends = !screen.transition.lentElements.isEmpty
        return .type(TypeDeclaration(
            kind: .extension, name: namespace,
            inherits: [protocolName] + also + (lends ? ["LentElementsDefinition"] : []), members: members))
    }

    /// A spec's tab transitions share one tab bar delegate: the list of
    /// switches it runs, and the delegate type.
    static func tabBar(for transitions: [TransitionIR], specPath: String, access: AccessLevel) -> [Declaration] {
        guard !transitions.isEmpty else { return [] }
        let switchesName = SpecNames(specPath: specPath).tabSwitches
        let namespaces = transitions.map { TransitionNames($0).namespace }
        let list = namespaces.map { "`\($0)`" }.joined(separator: ", ")
        return [
            .type(TypeDeclaration(
                doc: DocComment("The tab transitions of the spec, in its order: the first whose direction fits a pan runs."),
                access: access, kind: .enum, name: switchesName, inherits: ["TabBarTransitionDefinition"],
                members: [.property(Property(
                    access: access, isStatic: true, name: "switches", type: "[any TabSwitchDefinition.Type]",
                    body: .computed(.array(namespaces.map { .path($0, "self") }))))])),
            .typeAlias(TypeAlias(
                doc: DocComment([
                    DocComment.Line("Switches tabs with \(list) as a pan drives them."),
                    "Keep this object: the tab bar controller's `delegate` is weak.",
                ]),
                access: access, name: SpecTranslator.tabBarDelegateName(forSpecPath: specPath),
                type: "TabBarTransitionDelegate<\(switchesName)>")),
        ]
    }
}
