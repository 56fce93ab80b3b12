// The screens of a SwiftUI app that presents the Tags sheet and the Maps
// sheet with the transitions their specs declare. TranspecPlugin adds a
// Swift file per spec beside this one (TagsSheet.swift, MapsSheet.swift, …)
// at build time.
#if canImport(SwiftUI) && canImport(UIKit)
import SwiftUI
import TranspecSwiftUI
import TranspecUIKit

// Each sheet's hosting controller is generated with its transition: the
// app writes no UIKit.

/// The app's first screen: a button per sheet.
public struct ContentView: View {
    @State private var showTags = false
    @State private var showMap = false
    @State private var detent = MapsSheetDragTransition.Detent.half
    @State private var lastOutcome = "none"

    public init() {}

    public var body: some View {
        VStack {
            Button("Tags") { showTags = true }
            Button("Map") { showMap = true }
            Text("sheet at \(detent.rawValue), last transition \(lastOutcome)")
        }
        .transpecPresentation(isPresented: $showTags, transition: TagsSheetDismissTransition.self) {
            TagsView()
        }
        .transpecPresentation(isPresented: $showMap, transition: MapsSheetDragTransition.self, detent: $detent) {
            SearchView(detent: $detent)
        }
        .onTranspecCompletion { completed in lastOutcome = completed ? "completed" : "cancelled" }
    }
}

/// The Tags sheet: swiped down, or closed with its button.
struct TagsView: View {
    @Environment(\.transpecDismiss) private var dismiss

    var body: some View {
        VStack {
            Text("Tags")
            Button("Done") { dismiss() }
        }
    }
}

/// The Maps sheet's content moves the sheet between its detents.
struct SearchView: View {
    @Binding var detent: MapsSheetDragTransition.Detent

    var body: some View {
        VStack {
            Text("Search")
            Button("Make room for the map") { detent = .collapsed }
            Button("Show results") { detent = .full }
        }
    }
}
#endif
