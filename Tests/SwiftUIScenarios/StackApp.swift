import SwiftUI
import TranspecSwiftUI
import TranspecUIKit

// A SwiftUI app whose NavigationStack pushes and pops with the transitions of
// Tests/SwiftUIScenarios/Fixtures/stack.transpec.yaml, installed by one modifier each.

struct StackApp: View {
    let log: AppLog
    @State private var path: [Int] = []

    var body: some View {
        NavigationStack(path: $path) {
            VStack {
                Text("depth \(path.count)")
                NavigationLink("Open", value: 1)
            }
            .navigationDestination(for: Int.self) { value in
                VStack {
                    Text("screen \(value)")
                    Button("Back") { path.removeLast() }
                }
            }
            .transpecNavigationTransition(StackPushTransition.self, callbacks: log.callbacks)
            .transpecNavigationTransition(StackPopTransition.self, callbacks: log.callbacks)
        }
        .onTranspecProgress { progress in log.heardProgress.append(progress) }
        .onTranspecTrigger { trigger, direction in log.heardTriggers.append("\(trigger.name) \(direction.rawValue)") }
        .onTranspecCompletion { completed in log.heardCompletions.append(completed) }
    }
}
