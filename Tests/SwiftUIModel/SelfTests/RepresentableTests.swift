// The representables' lifecycle in SwiftUI's order, and UIHostingController's own API.

@_spi(UIKitModel) @_spi(SwiftUIModel) import SwiftUI

@MainActor
func runRepresentableTests(_ checker: Checker) {
    representablesFollowSwiftUIsLifecycle(checker)
    hostingControllersUpdateInPlace(checker)
}

@MainActor
private func representablesFollowSwiftUIsLifecycle(_ checker: Checker) {
    LoggedController.dismantled = []
    let log = CallLog()
    let host = UIHostingController(rootView: RepresentableScreen(log: log))
    let device = show(host)
    checker.equal(log.entries, ["makeCoordinator", "make coordinator 1", "update 1 coordinator 1 full", "makeUIView", "updateUIView"],
                  "coordinator, make, then update")
    guard let controller = host.children.first as? LoggingController else {
        return checker.check(false, "the controller is a child of the hosting controller")
    }
    checker.check(controller.view.superview === host.view, "its view is in the hosting view")
    checker.equal(host.view.subviews.count, 2, "the representable view too")
    // The model's VStack takes the whole proposal (README); a lone representable answers for itself.
    checker.equal(host.sizeThatFits(in: CGSize(width: 300, height: 900)), CGSize(width: 300, height: 900), "sizeThatFits lays the root out")
    let lone = UIHostingController(rootView: LoggedController(value: 1, log: CallLog()))
    checker.equal(lone.sizeThatFits(in: CGSize(width: 300, height: 900)), CGSize(width: 300, height: 44), "sizeThatFits asks the representable")

    log.clear()
    host.modelTap("Bump")
    device.drainMainQueue()
    checker.equal(log.entries, ["update 2 coordinator 1 full", "updateUIView"], "a state change updates with the same coordinator")
    ModelSwiftUI.reduceMotion = true
    log.clear()
    device.drainMainQueue()
    checker.equal(log.entries, ["update 2 coordinator 1 reduced", "updateUIView"], "an environment change updates with the new environment")
    ModelSwiftUI.reduceMotion = false

    host.modelTap("Remove")
    device.drainMainQueue()
    checker.equal(LoggedController.dismantled, ["dismantle 2 coordinator 1 parent set", "dismantleUIView in window true"],
                  "dismantle before removal from the hierarchy")
    checker.check(controller.parent == nil && controller.view.superview == nil, "then removed")
    checker.check(host.children.isEmpty, "no child left")
}

@MainActor
private func hostingControllersUpdateInPlace(_ checker: Checker) {
    let host = UIHostingController(rootView: Text("one"))
    checker.equal(host.modelTexts, [], "nothing evaluated before the view loads")
    checker.equal(host.sizeThatFits(in: CGSize(width: 10, height: 20)), CGSize(width: 10, height: 20), "Text takes the whole proposal")
    checker.equal(host.modelTexts, ["one"], "sizeThatFits evaluates the content")
    // A scroll view's content is measured with an unbounded height: a frame's height answers.
    let tall = UIHostingController(rootView: Text("tall").frame(height: 2000))
    checker.equal(tall.sizeThatFits(in: CGSize(width: 320, height: CGFloat.greatestFiniteMagnitude)), CGSize(width: 320, height: 2000),
                  "sizeThatFits returns the frame's height")
    let device = show(host)
    host.rootView = Text("two")
    checker.equal(host.modelTexts, ["one"], "a new rootView waits for the layout pass")
    device.drainMainQueue()
    checker.equal(host.modelTexts, ["two"], "then shows")
    host.sizingOptions = [.preferredContentSize]
    checker.equal(host.sizingOptions, [.preferredContentSize], "sizing options stored")
}
