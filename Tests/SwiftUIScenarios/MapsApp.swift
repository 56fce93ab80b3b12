import SwiftUI
import TranspecSwiftUI
import TranspecUIKit

// A SwiftUI app presenting the Maps sheet of Specs/maps-sheet.transpec.yaml
// with its detent in a binding. `generate` declares
// `MapsSheetDragTransition.Detent`, its `DetentSheetDefinition` conformance
// and the sheet's hosting controller.

struct MapsApp: View {
    let log: AppLog
    @State private var showSheet = false
    @State private var detent = MapsSheetDragTransition.Detent.full

    var body: some View {
        VStack {
            Text("detent \(detent.rawValue)")
            Button("Show") { showSheet = true }
            Button("Half") { detent = .half }
            Button("Collapsed") { detent = .collapsed }
        }
        .transpecPresentation(
            isPresented: $showSheet, transition: MapsSheetDragTransition.self,
            // The app's binding, logging what the library writes.
            detent: Binding(get: { detent }, set: { log.detents.append($0.rawValue); detent = $0 }),
            callbacks: log.callbacks
        ) {
            Text("Maps")
        }
    }
}
