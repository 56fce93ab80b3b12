import SwiftUI
import TranspecSwiftUI
import TranspecUIKit

// A SwiftUI app presenting the Tags sheet of Specs/tags-sheet.transpec.yaml
// with `transpecPresentation`, as an app would write it: `generate` writes
// the sheet's hosting controller, so the app writes no UIKit.

/// What the app saw, for the scenarios.
@MainActor final class AppLog {
    var dismissals = 0
    /// Detents the library wrote to the app's binding.
    var detents: [String] = []
    /// The scenario's recorder listens to these.
    var callbacks = TransitionCallbacks()
    /// What the `onTranspec…` modifiers heard.
    var heardProgress: [Double] = []
    var heardTriggers: [String] = []
    var heardCompletions: [Bool] = []
}

struct TagsView: View {
    let title: String
    @Environment(\.transpecDismiss) private var dismiss

    var body: some View {
        VStack {
            Text(title)
            Button("Done") { dismiss() }
        }
    }
}

/// `isPresented:`: buttons set and clear the binding; the screen shows it.
struct TagsApp: View {
    let log: AppLog
    @State private var showTags = false
    @State private var touches = 0

    var body: some View {
        VStack {
            Text(showTags ? "tags shown" : "tags hidden")
            Button("Show tags") { showTags = true }
            Button("Hide tags") { showTags = false }
            // State the presentation does not read: an update that leaves the binding alone.
            Button("Touch") { touches += 1 }
        }
        .transpecPresentation(isPresented: $showTags, transition: TagsSheetDismissTransition.self, callbacks: log.callbacks, onDismiss: {
            log.dismissals += 1
        }) {
            TagsView(title: "Tags")
        }
        .onTranspecProgress { progress in log.heardProgress.append(progress) }
        .onTranspecCompletion { completed in log.heardCompletions.append(completed) }
    }
}

struct Tag: Identifiable, Hashable {
    let name: String
    var id: String { name }
}

/// `item:`: each button presents its tag; another tag replaces the screen.
struct TagPickerApp: View {
    let log: AppLog
    @State private var tag: Tag?

    var body: some View {
        VStack {
            Text("tag \(tag?.name ?? "none")")
            Button("Swift") { tag = Tag(name: "Swift") }
            Button("UIKit") { tag = Tag(name: "UIKit") }
            Button("None") { tag = nil }
        }
        .transpecPresentation(item: $tag, transition: TagsSheetDismissTransition.self, callbacks: log.callbacks, onDismiss: {
            log.dismissals += 1
        }) { tag in
            TagsView(title: "tag " + tag.name)
        }
    }
}

/// The presented content reads the app's state.
struct CounterApp: View {
    let log: AppLog
    @State private var count = 0
    @State private var showCount = false

    var body: some View {
        VStack {
            Button("Show") { showCount = true }
            Button("Add") { count += 1 }
        }
        .transpecPresentation(isPresented: $showCount, transition: TagsSheetDismissTransition.self, callbacks: log.callbacks) {
            Text("count \(count)")
        }
    }
}
