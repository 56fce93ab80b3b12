import SwiftUI
import TranspecSwiftUI
import TranspecUIKit

// A SwiftUI NavigationStack that pushes a feed and pops it with FeedPop of
// Tests/SwiftUIScenarios/Fixtures/stack.transpec.yaml: pulled down once the
// feed is at its top. The pushed screen adopts nothing; its TranspecScrollView
// lends the pop's drag the scroll view it waits for.

struct FeedStackApp: View {
    let log: AppLog
    @State private var path: [Int] = []

    var body: some View {
        NavigationStack(path: $path) {
            VStack {
                Text("depth \(path.count)")
                NavigationLink("Open feed", value: 1)
            }
            .navigationDestination(for: Int.self) { _ in
                TranspecScrollView(for: FeedPopTransition.self) {
                    FeedContent()
                }
            }
            .transpecNavigationTransition(FeedPopTransition.self, callbacks: log.callbacks)
        }
    }
}
