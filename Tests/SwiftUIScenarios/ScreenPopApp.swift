import SwiftUI
import TranspecSwiftUI

// A SwiftUI NavigationStack whose screens choose their pops: the photo
// screen pops with PhotoPop (Tests/SwiftUIScenarios/Fixtures/stack.transpec.yaml),
// its photo flying back into the row; the settings screen declares no pop
// and keeps UIKit's pop and back swipe. Every push is UIKit's own.

/// What the stack shows above its root.
enum StackRoute: Hashable {
    case photo, settings
}

struct ScreenPopApp: View {
    let log: AppLog
    @State private var path: [StackRoute] = []

    var body: some View {
        NavigationStack(path: $path) {
            ZStack(alignment: .topLeading) {
                Button("Open") { path.append(.photo) }
                Text("row photo")
                    .frame(width: PhotoStackLayout.rowPhoto.width, height: PhotoStackLayout.rowPhoto.height)
                    .transpecElement(PhotoPushTransition.Element.rowPhoto)
                    .offset(x: PhotoStackLayout.rowPhoto.minX, y: PhotoStackLayout.rowPhoto.minY)
            }
            .navigationDestination(for: StackRoute.self) { route in
                switch route {
                case .photo:
                    ZStack(alignment: .topLeading) {
                        PhotoScreen { path.removeLast() }
                        Button("Settings") { path.append(.settings) }
                    }
                    .transpecNavigationPop(PhotoPopTransition.self, callbacks: log.callbacks)
                case .settings:
                    // It names a push by mistake: a screen chooses only its
                    // pop, so the console says so and UIKit keeps the pop.
                    VStack {
                        Text("settings")
                        Button("Back") { path.removeLast() }
                    }
                    .transpecNavigationPop(StackPushTransition.self)
                }
            }
        }
    }
}
