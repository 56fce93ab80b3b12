import SwiftUI
import TranspecSwiftUI
import TranspecUIKit

// A SwiftUI app whose stack-style NavigationView pushes and pops with the
// transitions of Tests/SwiftUIScenarios/Fixtures/stack.transpec.yaml, as an
// app that still supports iOS 15 writes it: a destination link pushes.

struct ViewStackApp: View {
    let log: AppLog

    var body: some View {
        NavigationView {
            VStack {
                Text("root")
                NavigationLink("Open") {
                    Text("screen 1")
                }
            }
            .transpecNavigationTransition(StackPushTransition.self, callbacks: log.callbacks)
            .transpecNavigationTransition(StackPopTransition.self, callbacks: log.callbacks)
        }
        .navigationViewStyle(.stack)
        .onTranspecProgress { progress in log.heardProgress.append(progress) }
        .onTranspecTrigger { trigger, direction in log.heardTriggers.append("\(trigger.name) \(direction.rawValue)") }
        .onTranspecCompletion { completed in log.heardCompletions.append(completed) }
    }
}
