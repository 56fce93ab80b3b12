// Views for the self-tests: sheet, fullScreenCover and detents as UIKit presentations; TabView on a UITabBarController.
// Plain SwiftUI (no SPI): they also type-check against the shared SDK surface.

import SwiftUI

struct Tag: Identifiable, Hashable {
    let id: Int
}

struct SheetScreen: View {
    let log: CallLog
    @State private var showsSheet = false
    @State private var item: Tag?
    @State private var detent = PresentationDetent.medium

    var body: some View {
        VStack {
            Text("sheet \(showsSheet ? "on" : "off") item \(item.map { String($0.id) } ?? "none")")
            Button("Show") { showsSheet = true }
            Button("Hide") { showsSheet = false }
            Button("Item 1") { item = Tag(id: 1) }
            Button("Item 2") { item = Tag(id: 2) }
        }
        .sheet(isPresented: $showsSheet, onDismiss: { log("onDismiss flag") }) {
            SheetContent(title: "flag", log: log)
                .presentationDetents([.medium, .large], selection: $detent)
                .interactiveDismissDisabled()
        }
        .fullScreenCover(item: $item, onDismiss: { log("onDismiss item") }) { tag in
            SheetContent(title: "item \(tag.id)", log: log)
        }
    }
}

struct SheetContent: View {
    let title: String
    let log: CallLog
    @Environment(\.dismiss) private var dismiss
    @Environment(\.isPresented) private var isPresented

    var body: some View {
        VStack {
            Text("\(title) \(isPresented ? "presented" : "not presented")")
            Button("Done") { dismiss() }
        }
        .onAppear { log("appear \(title)") }
        .onDisappear { log("disappear \(title)") }
    }
}

struct TabsScreen: View {
    @State private var tab = "b"
    var body: some View {
        VStack {
            Text("tab \(tab)")
            TabView(selection: $tab) {
                Text("first").tag("a")
                Text("second").tag("b")
                Button("Go first") { tab = "a" }.tag("c")
            }
        }
    }
}
