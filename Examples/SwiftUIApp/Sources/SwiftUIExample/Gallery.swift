// Two screens whose transitions fly a view between them, with no UIKit: a
// photo grid presenting a photo (Specs/photo-preview.transpec.yaml) and an
// App Store-style feed presenting a card's story
// (Specs/app-store-card.transpec.yaml). Each view lends itself by the name
// `generate` gives the spec's element; the generated hosting controllers
// find them, the presenter's too.
#if canImport(SwiftUI) && canImport(UIKit)
import SwiftUI
import TranspecSwiftUI

/// A grid cell; tapped, its photo grows into the full-screen photo.
public struct PhotoGrid: View {
    @State private var showsPhoto = false

    public init() {}

    public var body: some View {
        Button("Open photo") { showsPhoto = true }
            .frame(width: 100, height: 100)
            .transpecElement(PhotoPreviewDismissTransition.Element.thumbnail)
            .transpecPresentation(isPresented: $showsPhoto, transition: PhotoPreviewDismissTransition.self) {
                Text("photo")
                    .frame(width: 360, height: 360)
                    .transpecElement(PhotoPreviewDismissTransition.Element.photo)
            }
    }
}

/// A feed with one card; tapped, the card grows into its story.
public struct CardFeed: View {
    @State private var showsStory = false

    public init() {}

    public var body: some View {
        Button("Today: Dunes") { showsStory = true }
            .frame(width: 350, height: 240)
            .transpecElement(AppStoreCardDismissTransition.Element.card)
            .transpecPresentation(isPresented: $showsStory, transition: AppStoreCardDismissTransition.self) {
                VStack {
                    Text("Dunes")
                        .frame(height: 300)
                        .transpecElement(AppStoreCardDismissTransition.Element.header)
                    Text("The story")
                }
                .transpecElement(AppStoreCardDismissTransition.Element.story)
            }
    }
}
#endif
