#if canImport(UIKit)
import UIKit

/// The views one screen lends its transition, as generated code reads them
/// from the screen's `<Name>Presentable` requirements.
@MainActor
public struct ScreenViews {
    /// The screen itself.
    package var controller: UIViewController
    /// One view per `TransitionMotion.elements` entry, in the same order; a
    /// nil view leaves its element still. The shared element flies between
    /// the views of its ends (`TransitionMotion.sharedElement`).
    package var elements: [UIView?]
    /// The scroll view whose edge a pan must reach before it drives the transition.
    package var scrollView: UIScrollView?

    public init(
        _ controller: UIViewController,
        // `.none`, `.init()`: a `nil` or `[]` default is type-checked at each
        // call, and generated code must type-check in at most 21 M
        // instructions per transition (Docs/Performance.md).
        elements: [UIView?] = .init(),
        scrollView: UIScrollView? = .none
    ) {
        self.controller = controller
        self.elements = elements
        self.scrollView = scrollView
    }

    /// These views with each element this screen leaves nil taken from
    /// `lent`, the other screen's views in the same order.
    func filling(_ lent: [UIView?]) -> ScreenViews {
        var views = self
        views.elements = lent.indices.map { index in
            (index < elements.count ? elements[index] : nil) ?? lent[index]
        }
        return views
    }
}
#endif
