import SwiftUI
import TranspecSwiftUI

// A SwiftUI photo grid presenting a photo with Specs/photo-preview.transpec.yaml,
// as an app would write it: its views lend themselves by the generated names,
// and the generated hosting controller answers the screen's protocol. No UIKit.

/// Where the app lays out its views, for the scenarios to check.
enum PhotoLayout {
    static let thumbnail = CGRect(x: 24, y: 180, width: 100, height: 100)
    static let photoSide: CGFloat = 360
}

struct PhotoGridApp: View {
    let log: AppLog
    /// Whether the grid shows the thumbnail (scrolled out of sight otherwise).
    let showsThumbnail: Bool
    @State private var showsPhoto = false

    var body: some View {
        ZStack(alignment: .topLeading) {
            Button("Open photo") { showsPhoto = true }
            if showsThumbnail {
                Text("thumbnail")
                    .frame(width: PhotoLayout.thumbnail.width, height: PhotoLayout.thumbnail.height)
                    .transpecElement(PhotoPreviewDismissTransition.Element.thumbnail)
                    .offset(x: PhotoLayout.thumbnail.minX, y: PhotoLayout.thumbnail.minY)
            }
        }
        .transpecPresentation(
            isPresented: $showsPhoto, transition: PhotoPreviewDismissTransition.self, callbacks: log.callbacks,
            onDismiss: { log.dismissals += 1 }
        ) {
            PhotoDetail()
        }
    }
}

/// The full-screen photo, centred.
struct PhotoDetail: View {
    var body: some View {
        Text("photo")
            .frame(width: PhotoLayout.photoSide, height: PhotoLayout.photoSide)
            .transpecElement(PhotoPreviewDismissTransition.Element.photo)
    }
}
