import SwiftUI
import TranspecSwiftUI
import TranspecUIKit

// A SwiftUI app presenting a full-screen feed with Specs/pull-to-dismiss.transpec.yaml:
// the feed's content is in a `TranspecScrollView`, which lends the generated
// `PullToDismissHostingController` its scroll view, so the app writes no UIKit.

/// How tall the feed's content is laid out, taller than the screen.
enum FeedLayout {
    static let contentHeight: CGFloat = 2400
}

struct FeedApp: View {
    let log: AppLog
    @State private var showFeed = false

    var body: some View {
        VStack {
            Text(showFeed ? "feed shown" : "feed hidden")
            Button("Show feed") { showFeed = true }
        }
        .transpecPresentation(isPresented: $showFeed, transition: PullToDismissTransition.self, callbacks: log.callbacks, onDismiss: {
            log.dismissals += 1
        }) {
            // A drag down dismisses the feed once it is scrolled to its top; until then it scrolls.
            TranspecScrollView(for: PullToDismissTransition.self) {
                FeedContent()
            }
        }
    }
}

struct FeedContent: View {
    var body: some View {
        VStack {
            Text("Post 1")
            Text("Post 2")
            Text("Post 3")
        }
        .frame(height: FeedLayout.contentHeight)
    }
}
