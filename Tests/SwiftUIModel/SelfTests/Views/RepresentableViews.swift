// Views for the self-tests: The representables' lifecycle in SwiftUI's order, and UIHostingController's own API.
// Plain SwiftUI (no SPI): they also type-check against the shared SDK surface.

import SwiftUI

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
