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

    /// The views `screen` lends the transition.
    static func views(of screen: Screen) -> ScreenViews
}

/// A transition some of whose elements the other screen lends (`from:` in
/// the spec). A protocol of its own, not requirements of
/// `TransitionScreenDefinition`: each requirement there adds to every
/// generated conformance's type-checking, which may take at most 21 M
/// instructions per transition (Docs/Performance.md).
@MainActor
public protocol LentElementsDefinition: TransitionScreenDefinition {
    /// What the other screen adopts to lend elements: `any <Name>Destination`,
    /// say, for a pop's screen below.
    associatedtype Lender

    /// The element views `lender` lends, in the motion's element order: nil
    /// for the transitioning screen's own.
    static func elements(lentBy lender: Lender) -> [UIView?]
}

/// A screen that lends the other screen's elements in its place when that
/// screen does not adopt the generated protocol: a SwiftUI screen, whose
/// presenter is a hosting controller SwiftUI made, adopts the presenter's
/// protocol itself and finds those views among the presenter's.
@MainActor
public protocol LendingInPlaceOfOtherScreen: UIViewController {}

extension LentElementsDefinition {
    /// The element views `controller` lends; none when it does not adopt `Lender`.
    static func elements(lentByController controller: UIViewController?) -> [UIView?] {
        guard let lender = controller as? Lender else { return [] }
        return elements(lentBy: lender)
    }
}

extension TransitionScreenDefinition {
    /// `controller` as a screen of this transition, or nil when it does not
    /// adopt `Screen`. Not a requirement, for the same guard as above.
    package static func screen(_ controller: UIViewController) -> Screen? {
        controller as? Screen
    }

    /// The element views `controller`, the other screen, lends; none when it
    /// does not adopt the `Lender` of a `LentElementsDefinition`.
    package static func lentElements(from controller: UIViewController?) -> [UIView?] {
        guard let lending = self as? any LentElementsDefinition.Type else { return [] }
        return lending.elements(lentByController: controller)
    }

    /// `views`, or the transitioning screen's bare views, with the other
    /// screen's elements filled in.
    static func views(_ views: ScreenViews?, of controller: UIViewController, lentBy other: UIViewController?) -> ScreenViews? {
        var lent = lentElements(from: other)
        if lent.isEmpty, controller is any LendingInPlaceOfOtherScreen { lent = lentElements(from: controller) }
        guard !lent.isEmpty else { return views }
        return (views ?? ScreenViews(controller)).filling(lent)
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
}

/// A pair's dismissal: the transition its `presentation` names presents the
/// screen, with that transition's motion and so its element order. The
/// screen adopts that transition's protocols too. Its own protocol, for the
/// guard named on `LentElementsDefinition`.
public protocol PairedDismissalDefinition: ModalTransitionDefinition {
    associatedtype Presentation: TransitionScreenDefinition
}

extension PairedDismissalDefinition {
    /// The views `controller` lends as the screen `Presentation` presents.
    static func presentationScreenViews(of controller: UIViewController, lentBy other: UIViewController?) -> ScreenViews? {
        Presentation.screenViews(of: controller, lentBy: other)
    }
}

extension ModalTransitionDefinition {
    /// The views `controller` lends as the screen this definition presents:
    /// its own, or, for a pair's dismissal, its presentation's.
    static func presentedScreenViews(of controller: UIViewController, lentBy other: UIViewController?) -> ScreenViews? {
        guard let paired = self as? any PairedDismissalDefinition.Type else {
            return screenViews(of: controller, lentBy: other)
        }
        return paired.presentationScreenViews(of: controller, lentBy: other)
    }
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

/// A pop paired with a push: the transition `Push` names pushes the screen,
/// with that transition's motion and so its element order, and the pop's
/// delegate plays both. The screen adopts that transition's protocol too.
/// Its own protocol, for the guard named on `LentElementsDefinition`.
public protocol PairedPopDefinition: NavigationTransitionDefinition {
    associatedtype Push: TransitionScreenDefinition
}

extension PairedPopDefinition {
    /// The views `controller` lends as the screen `Push` pushes.
    static func pushScreenViews(of controller: UIViewController, lentBy other: UIViewController?) -> ScreenViews? {
        Push.screenViews(of: controller, lentBy: other)
    }
}

extension NavigationTransitionDefinition {
    /// The views `controller` lends while `plan` plays: a pair's push reads
    /// them as its push transition does, everything else as this one does.
    static func screenViews(
        playing plan: TransitionPlan, of controller: UIViewController, lentBy other: UIViewController?
    ) -> ScreenViews? {
        if plan.movement == .arrival, navigation.operation == .pop, let paired = self as? any PairedPopDefinition.Type {
            return paired.pushScreenViews(of: controller, lentBy: other)
        }
        return screenViews(of: controller, lentBy: other)
    }
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
