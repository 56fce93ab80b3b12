// The representables' lifecycle in SwiftUI's order, and UIHostingController's own API.

@_spi(UIKitModel) @_spi(SwiftUIModel) import SwiftUI

final class LoggingController: UIViewController {
    var value = 0
}

/// A view-controller representable that logs every lifecycle call.
struct LoggedController: UIViewControllerRepresentable {
    let value: Int
    let log: CallLog

    @MainActor final class Coordinator {
        let serial: Int
        init(serial: Int) { self.serial = serial }
    }

    func makeCoordinator() -> Coordinator {
        log("makeCoordinator")
        return Coordinator(serial: log.entries.count)
    }

    func makeUIViewController(context: Context) -> LoggingController {
        log("make coordinator \(context.coordinator.serial)")
        return LoggingController()
    }

    func updateUIViewController(_ controller: LoggingController, context: Context) {
        controller.value = value
        let motion = context.environment.accessibilityReduceMotion ? "reduced" : "full"
        log("update \(value) coordinator \(context.coordinator.serial) \(motion)")
    }

    static func dismantleUIViewController(_ controller: LoggingController, coordinator: Coordinator) {
        MainActor.assumeIsolated { dismantled.append("dismantle \(controller.value) coordinator \(coordinator.serial) parent \(controller.parent == nil ? "none" : "set")") }
    }

    func sizeThatFits(_ proposal: ProposedViewSize, uiViewController: LoggingController, context: Context) -> CGSize? {
        CGSize(width: proposal.width ?? 0, height: 44)
    }

    @MainActor static var dismantled: [String] = []
}

struct LoggedView: UIViewRepresentable {
    let log: CallLog
    func makeUIView(context: Context) -> UIView {
        log("makeUIView")
        return UIView()
    }
    func updateUIView(_ view: UIView, context: Context) { log("updateUIView") }
    static func dismantleUIView(_ view: UIView, coordinator: Void) {
        MainActor.assumeIsolated { LoggedController.dismantled.append("dismantleUIView in window \(view.window != nil)") }
    }
}

struct RepresentableScreen: View {
    let log: CallLog
    @State private var value = 1
    @State private var shows = true

    var body: some View {
        VStack {
            Button("Bump") { value += 1 }
            Button("Remove") { shows = false }
            if shows {
                LoggedController(value: value, log: log)
                LoggedView(log: log)
            }
        }
    }
}

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
    checker.equal(host.sizeThatFits(in: CGSize(width: 300, height: 900)), CGSize(width: 300, height: 44), "sizeThatFits asks the representable")

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
    checker.equal(host.sizeThatFits(in: CGSize(width: 10, height: 20)), CGSize(width: 10, height: 20), "no layout engine: the proposal")
    checker.equal(host.modelTexts, ["one"], "sizeThatFits evaluates the content")
    let device = show(host)
    host.rootView = Text("two")
    checker.equal(host.modelTexts, ["one"], "a new rootView waits for the layout pass")
    device.drainMainQueue()
    checker.equal(host.modelTexts, ["two"], "then shows")
    host.sizingOptions = [.preferredContentSize]
    checker.equal(host.sizingOptions, [.preferredContentSize], "sizing options stored")
}
