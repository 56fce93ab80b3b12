// Body evaluation, State, Binding, Environment, modifiers and the view lifecycle.

@_spi(UIKitModel) @_spi(SwiftUIModel) import SwiftUI

@MainActor
func runGraphTests(_ checker: Checker) {
    stateAndBindingReevaluateBodies(checker)
    structuralIdentityKeepsAndResetsState(checker)
    environmentFlowsDown(checker)
    userModifiersKeepTheirState(checker)
    onChangeRunsAfterTheUpdate(checker)
    namespaceIsStable(checker)
    stateOutsideTheGraphWarns(checker)
}

@MainActor
private func stateAndBindingReevaluateBodies(_ checker: Checker) {
    let log = CallLog()
    let host = UIHostingController(rootView: CounterScreen(log: log))
    let device = show(host)
    checker.equal(host.modelTexts, ["count 0", "Increment", "child 0 kept", "Reset", "Change local"], "first evaluation")
    checker.equal(log.entries, ["appear screen", "appear child"], "onAppear parent first, after the first update")
    checker.equal(host.modelBodyEvaluations, ["CounterScreen", "Button<Text>", "CounterChild", "Button<Text>", "Button<Text>"], "bodies evaluated once, in tree order")
    log.clear()

    checker.check(host.modelTap("Increment"), "the button is found")
    checker.equal(host.modelTexts.first, "count 0", "a state write does not re-evaluate at once")
    device.drainMainQueue()
    checker.equal(host.modelTexts, ["count 1", "Increment", "child 1 kept", "Reset", "Change local"], "the layout pass re-evaluates")
    checker.equal(log.entries, ["change 0->1"], "onChange sees old and new")
    log.clear()

    host.modelTap("Increment")
    device.drainMainQueue()
    checker.equal(host.modelTexts.last, "many", "a conditional branch appears")

    host.modelTap("Reset")  // writes the parent's state through the binding
    device.drainMainQueue()
    checker.equal(host.modelTexts, ["count 0", "Increment", "child 0 kept", "Reset", "Change local"], "a binding write updates the owner")
    checker.equal(log.entries, ["change 1->2", "change 2->0"], "each change reported once")

    let before = host.modelBodyEvaluations.count
    host.modelTap("Change local")
    device.drainMainQueue()
    checker.equal(Array(host.modelBodyEvaluations.dropFirst(before)), ["CounterChild", "Button<Text>", "Button<Text>"], "a child's state re-evaluates only the child's subtree")
    checker.equal(host.modelTexts[2], "child 0 changed", "child state changed")
}

@MainActor
private func structuralIdentityKeepsAndResetsState(_ checker: Checker) {
    let log = CallLog()
    let host = UIHostingController(rootView: ConditionalScreen(log: log))
    let device = show(host)
    host.modelTap("Change local")
    device.drainMainQueue()
    checker.equal(host.modelTexts[1], "child 7 changed", "state set")
    log.clear()
    host.modelTap("Toggle")
    device.drainMainQueue()
    checker.equal(host.modelTexts, ["Toggle", "gone"], "other branch")
    checker.equal(log.entries, ["disappear child"], "the removed branch disappears")
    host.modelTap("Toggle")
    device.drainMainQueue()
    checker.equal(host.modelTexts[1], "child 7 kept", "a branch that comes back starts with fresh state")

    // Replacing the root with a view of the same type keeps its state.
    host.rootView = ConditionalScreen(log: log)
    host.modelTap("Change local")
    device.drainMainQueue()
    host.rootView = ConditionalScreen(log: log)
    device.drainMainQueue()
    checker.equal(host.modelTexts[1], "child 7 changed", "rootView of the same type keeps state")

    // The host disappearing runs onDisappear.
    log.clear()
    device.window.rootViewController = UIViewController()
    host.viewDidDisappear(false)
    checker.equal(log.entries, ["disappear child"], "host disappearance")
}

@MainActor
private func environmentFlowsDown(_ checker: Checker) {
    let host = UIHostingController(rootView: VStack {
        AccentReader()
        AccentReader().environment(\.accent, "blue")
    })
    let device = show(host)
    checker.equal(host.modelTexts, ["default full root", "blue full root"], "default and written values")
    ModelSwiftUI.reduceMotion = true
    device.drainMainQueue()
    checker.equal(host.modelTexts, ["default reduced root", "blue reduced root"], "reduce motion reaches live graphs")
    ModelSwiftUI.reduceMotion = false
}

@MainActor
private func userModifiersKeepTheirState(_ checker: Checker) {
    let host = UIHostingController(rootView: Text("inside").modifier(Bordered()))
    let device = show(host)
    checker.equal(host.modelTexts, ["inside", "taps 0", "Tap border"], "content placed by the modifier's body")
    host.modelTap("Tap border")
    device.drainMainQueue()
    checker.equal(host.modelTexts, ["inside", "taps 1", "Tap border"], "the modifier's own state")
}

@MainActor
private func onChangeRunsAfterTheUpdate(_ checker: Checker) {
    let log = CallLog()
    let host = UIHostingController(rootView: InitialChangeScreen(log: log))
    _ = show(host)
    checker.equal(log.entries, ["initial 1"], "initial: true runs on the first evaluation; the legacy form does not")

    let runaway = UIHostingController(rootView: RunawayScreen())
    let device = show(runaway)
    runaway.modelTap("Start")
    device.drainMainQueue()
    checker.check(ModelSwiftUI.consoleLog.contains("onChange(of: Int) action tried to update multiple times per frame."),
                  "a runaway onChange is stopped with SwiftUI's message: \(ModelSwiftUI.consoleLog)")
}

@MainActor
private func namespaceIsStable(_ checker: Checker) {
    var seen: [Namespace.ID] = []
    let host = UIHostingController(rootView: VStack {
        NamespaceScreen { seen.append($0) }
    })
    let device = show(host)
    host.modelTap("Tick")
    device.drainMainQueue()
    host.modelTap("Tick")
    device.drainMainQueue()
    checker.equal(seen.count, 2, "recorded twice")
    checker.check(seen.count == 2 && seen[0] == seen[1], "a Namespace keeps its ID across evaluations")
    let other = UIHostingController(rootView: NamespaceScreen { seen.append($0) })
    let otherDevice = show(other)
    other.modelTap("Tick")
    otherDevice.drainMainQueue()
    checker.check(seen.count == 3 && seen[2] != seen[0], "another view's Namespace has another ID")
}

@MainActor
private func stateOutsideTheGraphWarns(_ checker: Checker) {
    ModelSwiftUI.reset()
    let state = State(initialValue: 3)
    state.wrappedValue = 4
    checker.equal(state.wrappedValue, 3, "an uninstalled State keeps its initial value")
    checker.check(ModelSwiftUI.consoleLog.first?.hasPrefix("Accessing State's value outside of being installed on a View.") == true,
                  "SwiftUI's warning")
}
