#if canImport(SwiftUI) && canImport(UIKit)
import SwiftUI
import UIKit

extension View {
    /// Lends this view to a transition as the element `name`, a case of
    /// the `Element` enum `generate` writes for each transition with
    /// elements, for example
    /// `.transpecElement(PhotoPreviewDismissTransition.Element.photo)`.
    /// The view may be on either screen: the presented one, or the one
    /// presenting it. An element whose view is not on screen is nil.
    public func transpecElement<Name: RawRepresentable>(_ name: Name) -> some View where Name.RawValue == String {
        background { ElementMarker(name: name.rawValue) }
    }
}

/// The UIView behind a lent SwiftUI view: SwiftUI gives it the view's
/// frame ("the size of the view it modifies", background(alignment:content:)),
/// so the transition measures, snapshots and hides it in the view's place.
public final class TranspecElementView: UIView {
    /// The element's name in the spec.
    public internal(set) var elementName = ""
}

private struct ElementMarker: UIViewRepresentable {
    let name: String

    func makeUIView(context: Context) -> TranspecElementView {
        let view = TranspecElementView()
        view.elementName = name
        view.isUserInteractionEnabled = false
        return view
    }

    func updateUIView(_ view: TranspecElementView, context: Context) {
        view.elementName = name
    }
}

extension TranspecHostingController {
    /// The view lent as `name` by `.transpecElement`: in this controller's
    /// content first, then in the screen presenting it (the one a
    /// presentation returns to); nil when neither shows it.
    ///
    /// A screen about to be presented has no size yet: its content is laid
    /// out at the presenting window's size first, so its elements have the
    /// frames they rest at (a full-screen presentation).
    public func elementView<Name: RawRepresentable>(_ name: Name) -> UIView? where Name.RawValue == String {
        layOutBeforeLookup()
        return TranspecElementView.marker(named: name.rawValue, in: view) ?? presentingElementView(name)
    }

    /// The view lent as `name`, for an element the spec does not declare
    /// `optional`: when no SwiftUI view is marked with it, a message names
    /// the element and an empty view off screen stands in (the transition
    /// plays, with nothing to see for that element).
    public func requiredElementView<Name: RawRepresentable>(_ name: Name) -> UIView where Name.RawValue == String {
        elementView(name) ?? Self.standIn(for: name.rawValue, on: "screen")
    }

    /// The view lent as `name` by `.transpecElement` on the screen
    /// presenting this one: an element the spec's `from: presenting` gives
    /// the presenter. Nil when it does not show it.
    public func presentingElementView<Name: RawRepresentable>(_ name: Name) -> UIView? where Name.RawValue == String {
        guard let presenter = presentingViewController?.view, presenter.window != nil else { return nil }
        return TranspecElementView.marker(named: name.rawValue, in: presenter)
    }

    /// The presenter's view lent as `name`, for an element the spec does
    /// not declare `optional`; as `requiredElementView` when none is marked.
    public func requiredPresentingElementView<Name: RawRepresentable>(_ name: Name) -> UIView where Name.RawValue == String {
        presentingElementView(name) ?? Self.standIn(for: name.rawValue, on: "the presenting screen")
    }

    /// Lays the content out, so that SwiftUI has made the views it marks;
    /// a screen not yet presented first takes the presenting window's size.
    func layOutBeforeLookup() {
        // Reading `view` loads it.
        if view.window == nil, view.bounds.isEmpty, let window = presentingViewController?.view.window {
            view.frame = window.bounds
        }
        view.layoutIfNeeded()
    }

    private static func standIn(for name: String, on screen: String) -> UIView {
        TranspecElementView.reportMissing(name, on: screen, neededBy: "the transition")
        return UIView()
    }
}

extension TranspecElementView {
    /// The view marked `name` on `screen`, a screen of a SwiftUI stack
    /// (whose hosting controller SwiftUI made, adopting nothing): how a
    /// navigation transition finds its elements there, once the screen is
    /// on stage. A pushed screen is laid out first: SwiftUI draws its
    /// content, and so makes its marks, in its view's layout pass.
    @MainActor
    static func marked(_ name: String, on screen: UIViewController) -> UIView? {
        screen.view.layoutIfNeeded()
        return marker(named: name, in: screen.view)
    }

    @MainActor
    static func marker(named name: String, in view: UIView) -> UIView? {
        view.firstInSubtree(TranspecElementView.self) { $0.elementName == name }
    }
}

extension UIView {
    /// The first view of `type` in this view's subtree, itself included,
    /// depth first, that `matches`: how the marks and the lent scroll views
    /// SwiftUI laid out are found on a screen.
    @MainActor
    func firstInSubtree<Match: UIView>(_ type: Match.Type, where matches: (Match) -> Bool) -> Match? {
        if let view = self as? Match, matches(view) { return view }
        for subview in subviews {
            if let found = subview.firstInSubtree(type, where: matches) { return found }
        }
        return nil
    }
}
#endif
