@_spi(UIKitModel) @_spi(SwiftUIModel) import SwiftUI
import TranspecSwiftUI
import TranspecUIKit

/// The view `.transpecElement` marked `name`, on the screen `host`
/// presents or on `host` itself: how the scenarios find where SwiftUI laid
/// an element out, independently of the library's own lookup.
@MainActor
func markedView(_ name: String, _ host: UIViewController) -> UIView? {
    for screen in [host.presentedViewController?.view, host.view] {
        if let screen, let found = markedView(name, in: screen) { return found }
    }
    return nil
}

@MainActor
private func markedView(_ name: String, in view: UIView) -> UIView? {
    if let marker = view as? TranspecElementView, marker.elementName == name { return marker }
    for subview in view.subviews {
        if let found = markedView(name, in: subview) { return found }
    }
    return nil
}

/// The view `.transpecElement` marked `name` on one of `screens` (a
/// navigation stack's), in order.
@MainActor
func markedView(_ name: String, onScreens screens: [UIViewController]) -> UIView? {
    for screen in screens {
        if let found = markedView(name, in: screen.view) { return found }
    }
    return nil
}
