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
}

extension TransitionScreenDefinition {
    public static func screen(_ controller: UIViewController) -> Screen? {
        controller as? Screen
    }
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

    /// The views the presentation reads, in its motion's element order: a
    /// pair's presentation is another transition's motion, with elements of
    /// its own. By default `views(of:)`.
    static func presentationViews(of screen: Screen) -> ScreenViews
}

extension ModalTransitionDefinition {
    public static func presentationViews(of screen: Screen) -> ScreenViews {
        views(of: screen)
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
