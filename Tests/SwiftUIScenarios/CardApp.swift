import SwiftUI
import TranspecSwiftUI

// A SwiftUI feed presenting its card's story with the pair of
// Specs/app-store-card.transpec.yaml, as an app would write it: the feed's
// card and the story's views lend themselves by the generated names, and
// the generated hosting controller answers both the story's protocol and
// the feed's (the card, `from: presenting`). No UIKit.

/// Where the app lays out its views, for the scenarios to check.
enum CardLayout {
    static let card = CGRect(x: 20, y: 120, width: 350, height: 240)
    /// The story fills the model's 390 × 844 pt screen; its header is its top.
    static let story = CGSize(width: 390, height: 844)
    static let header = CGRect(x: 0, y: 0, width: 390, height: 300)
}

struct CardFeedApp: View {
    let log: AppLog
    /// Whether the feed shows the card (scrolled out of sight otherwise).
    let showsCard: Bool
    @State private var showsStory = false

    var body: some View {
        ZStack(alignment: .topLeading) {
            Button("Open story") { showsStory = true }
            if showsCard {
                Text("card")
                    .frame(width: CardLayout.card.width, height: CardLayout.card.height)
                    .transpecElement(AppStoreCardDismissTransition.Element.card)
                    .offset(x: CardLayout.card.minX, y: CardLayout.card.minY)
            }
        }
        .transpecPresentation(
            isPresented: $showsStory, transition: AppStoreCardDismissTransition.self, callbacks: log.callbacks,
            onDismiss: { log.dismissals += 1 }
        ) {
            CardStory()
        }
    }
}

/// The full-screen story: its header image on top.
struct CardStory: View {
    var body: some View {
        ZStack(alignment: .topLeading) {
            Text("header")
                .frame(width: CardLayout.header.width, height: CardLayout.header.height)
                .transpecElement(AppStoreCardDismissTransition.Element.header)
        }
        .frame(width: CardLayout.story.width, height: CardLayout.story.height, alignment: .topLeading)
        .transpecElement(AppStoreCardDismissTransition.Element.story)
    }
}
