import SwiftUI
import TranspecSwiftUI

// A SwiftUI NavigationStack whose photo screen is pushed and popped with
// the PhotoPush and PhotoPop transitions of
// Tests/SwiftUIScenarios/Fixtures/stack.transpec.yaml: the row's photo flies
// into the pushed screen's and back. Its views lend themselves by the
// generated names; no screen adopts a protocol, and the app writes no UIKit.

/// Where the app lays out its views, for the scenarios to check.
enum PhotoStackLayout {
    static let rowPhoto = CGRect(x: 24, y: 200, width: 80, height: 80)
    static let photo = CGRect(x: 15, y: 150, width: 360, height: 360)
    static let caption = CGRect(x: 24, y: 540, width: 200, height: 40)
}

struct PhotoStackApp: View {
    let log: AppLog
    /// Whether the photo screen marks its caption, which the push requires.
    var marksCaption = true
    @State private var path: [Int] = []
    /// False once the row scrolled its photo out of sight.
    @State private var showsRowPhoto = true

    var body: some View {
        NavigationStack(path: $path) {
            ZStack(alignment: .topLeading) {
                Button("Open") { path.append(1) }
                if showsRowPhoto {
                    Text("row photo")
                        .frame(width: PhotoStackLayout.rowPhoto.width, height: PhotoStackLayout.rowPhoto.height)
                        .transpecElement(PhotoPushTransition.Element.rowPhoto)
                        .offset(x: PhotoStackLayout.rowPhoto.minX, y: PhotoStackLayout.rowPhoto.minY)
                }
            }
            .navigationDestination(for: Int.self) { _ in
                PhotoScreen(marksCaption: marksCaption, hideRowPhoto: { showsRowPhoto = false }) { path.removeLast() }
            }
            .transpecNavigationTransition(PhotoPushTransition.self, callbacks: log.callbacks)
            .transpecNavigationTransition(PhotoPopTransition.self, callbacks: log.callbacks)
        }
    }
}

/// The pushed screen: the photo and its caption. The pop's names are the
/// push's (the same spec elements), so either enum's case marks the view.
struct PhotoScreen: View {
    var marksCaption = true
    var hideRowPhoto: () -> Void = {}
    let back: () -> Void

    var body: some View {
        ZStack(alignment: .topLeading) {
            Button("Back") { back() }
            Button("Hide row photo") { hideRowPhoto() }
            Text("photo")
                .frame(width: PhotoStackLayout.photo.width, height: PhotoStackLayout.photo.height)
                .transpecElement(PhotoPopTransition.Element.photo)
                .offset(x: PhotoStackLayout.photo.minX, y: PhotoStackLayout.photo.minY)
            if marksCaption {
                Text("caption")
                    .frame(width: PhotoStackLayout.caption.width, height: PhotoStackLayout.caption.height)
                    .transpecElement(PhotoPushTransition.Element.caption)
                    .offset(x: PhotoStackLayout.caption.minX, y: PhotoStackLayout.caption.minY)
            }
        }
    }
}

/// The same screens in a stack-style NavigationView, pushed by a destination link.
struct ViewPhotoStackApp: View {
    let log: AppLog

    var body: some View {
        NavigationView {
            ZStack(alignment: .topLeading) {
                NavigationLink("Open") {
                    PhotoScreen {}
                }
                Text("row photo")
                    .frame(width: PhotoStackLayout.rowPhoto.width, height: PhotoStackLayout.rowPhoto.height)
                    .transpecElement(PhotoPushTransition.Element.rowPhoto)
                    .offset(x: PhotoStackLayout.rowPhoto.minX, y: PhotoStackLayout.rowPhoto.minY)
            }
            .transpecNavigationTransition(PhotoPushTransition.self, callbacks: log.callbacks)
            .transpecNavigationTransition(PhotoPopTransition.self, callbacks: log.callbacks)
        }
        .navigationViewStyle(.stack)
    }
}
