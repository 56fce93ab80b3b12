#if canImport(UIKit)
import TranspecRuntime
import UIKit

/// What generated code says about the screens of one transition: which view
/// controllers take part, and the views each one lends it. The library's
/// delegates do the rest.
@MainActor
public protocol TransitionScreenDefinition {
    /// What a screen adopts to take part: `any <Name>Presentable`, or any
    /// view controller when the transition needs nothing from it.
    associatedtype Screen = UIViewController

    /// `controller` as a screen of this transition, or nil when it does not adopt `Screen`.
    static func screen(_ controller: UIViewController) -> Screen?

    /// The views `screen` lends the transition.
    static func views(of screen: Screen) -> ScreenViews

    /// What the other screen adopts to lend elements (`from:` in the spec):
    /// `any <Name>Destination`, say, for a pop's screen below.
    associatedtype Lender = UIViewController

    /// The element views `lender` lends, in the motion's element order: nil
    /// for the transitioning screen's own.
    static func elements(lentBy lender: Lender) -> [UIView?]
}

extension TransitionScreenDefinition {
    public static func screen(_ controller: UIViewController) -> Screen? {
        controller as? Screen
    }

    /// The element views `controller`, the other screen, lends; none when it
    /// does not adopt `Lender`.
    public static func lentElements(from controller: UIViewController?) -> [UIView?] {
        guard let lender = controller as? Lender else { return [] }
        return elements(lentBy: lender)
    }

    /// `views`, or the transitioning screen's bare views, with the other
    /// screen's elements filled in.
    static func views(_ views: ScreenViews?, of controller: UIViewController, lentBy other: UIViewController?) -> ScreenViews? {
        let lent = lentElements(from: other)
        guard !lent.isEmpty else { return views }
        return (views ?? ScreenViews(controller)).filling(lent)
    }
}

extension TransitionScreenDefinition where Lender == UIViewController {
    /// Without `from:`, the other screen lends nothing.
    public static func elements(lentBy lender: UIViewController) -> [UIView?] { [] }
}

extension TransitionScreenDefinition where Screen == UIViewController {
    /// A screen the transition needs nothing from lends no views.
    public static func views(of screen: UIViewController) -> ScreenViews {
        ScreenViews(screen)
    }
}

/// A presented screen's transitions, for `ModalTransitioningDelegate`.
public protocol ModalTransitionDefinition: TransitionScreenDefinition {
    static var modal: ModalTransition { get }

    /// The transition whose screens the presentation reads: this one, or
    /// the transition a pair's dismissal names as its `presentation`, whose
    /// motion (and so whose element order) presents the screen. The screen
    /// adopts its protocols too.
    associatedtype Presentation: TransitionScreenDefinition = Self
}

extension TransitionScreenDefinition {
    /// The views `controller` lends as a screen of this transition, with the
    /// elements `other` lends filled in; nil when neither lends any.
    static func screenViews(of controller: UIViewController, lentBy other: UIViewController?) -> ScreenViews? {
        views(screen(controller).map { views(of: $0) }, of: controller, lentBy: other)
    }
}

/// A push or a pop, for `NavigationTransitionDelegate`. Its screen is the
/// one pushed or popped.
public protocol NavigationTransitionDefinition: TransitionScreenDefinition {
    static var navigation: NavigationTransition { get }
}

/// One tab transition. Its screen is the selected tab's view controller.
public protocol TabSwitchDefinition: TransitionScreenDefinition {
    static var tabSwitch: TabSwitch { get }
}

/// A tab bar's transitions, for `TabBarTransitionDelegate`: a tab bar
/// controller has one delegate, so one definition lists them all.
public protocol TabBarTransitionDefinition {
    /// In order of preference: the first whose direction fits a pan runs.
    static var switches: [any TabSwitchDefinition.Type] { get }
}
#endif
