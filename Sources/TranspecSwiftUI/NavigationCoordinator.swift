#if canImport(UIKit)
import TranspecUIKit
import UIKit

/// Installs `Definition`'s push or pop on the navigation controller a view
/// controller (the modifier's anchor) is in, for as long as the anchor
/// lives: SwiftUI's `NavigationStack` runs on a `UINavigationController`,
/// and `NavigationTransitionDelegate`'s delegate hub forwards SwiftUI's own
/// navigation delegate, so SwiftUI keeps hearing `willShow`/`didShow`.
@MainActor
final class NavigationCoordinator<Definition: NavigationTransitionDefinition> {
    /// The transition on the anchor's navigation controller, once it is in one.
    private(set) var transition: NavigationTransitionDelegate<Definition>?
    /// What the app hears of the transition as it plays.
    var callbacks = TransitionCallbacks() {
        didSet { transition?.callbacks = callbacks }
    }
    private weak var navigationController: UINavigationController?
    /// Whether it plays only the pop of the screen the anchor is in
    /// (`transpecNavigationPop`), not every push or pop of the stack.
    private let popsOwnScreenOnly: Bool
    private var saidItIsNoPop = false

    init(popsOwnScreenOnly: Bool = false) {
        self.popsOwnScreenOnly = popsOwnScreenOnly
    }

    /// The anchor: it installs the transition each time it joins a parent
    /// (a representable's controller joins the hosting controller after
    /// SwiftUI made it).
    func makeAnchor() -> UIViewController {
        let anchor = Anchor()
        anchor.view.isUserInteractionEnabled = false
        anchor.moved = { [weak self] anchor in self?.install(from: anchor) }
        return anchor
    }

    /// Installs the transition on `anchor`'s navigation controller, or
    /// moves it there; takes it off when the anchor left every navigation controller.
    func install(from anchor: UIViewController) {
        let navigationController = anchor.navigationController
        guard navigationController !== self.navigationController || transition == nil else { return }
        if popsOwnScreenOnly, Definition.navigation.operation != .pop {
            // A screen's modifiers are made once it is drawn, after UIKit
            // asked for its push's animator: a screen cannot choose its push.
            if !saidItIsNoPop {
                print("transpec: transpecNavigationPop(\(Definition.self).self) names a push; a screen chooses only "
                    + "its own pop: install a push on the stack with transpecNavigationTransition")
            }
            saidItIsNoPop = true
            return
        }
        self.navigationController = navigationController
        transition = navigationController.map { NavigationTransitionDelegate<Definition>(navigationController: $0) }
        transition?.callbacks = callbacks
        #if canImport(SwiftUI)
        // SwiftUI makes the stack's hosting controllers, which adopt no
        // generated protocol: they lend the views `.transpecElement` marks.
        let optional = (Definition.self as? any OptionalMarkedElements.Type)?.optionalElements ?? []
        transition?.markedElementFinder = { names, subject, other in
            TranspecElementView.marked(names, on: subject, else: other, for: Definition.self, optional: optional)
        }
        // …and the scroll view a `TranspecScrollView(for: Definition.self)` shows.
        transition?.markedScrollViewFinder = { screen in
            LentScrollView.lent(to: ObjectIdentifier(Definition.self), on: screen)
        }
        #endif
        if popsOwnScreenOnly, let navigationController {
            // The screen is the stack's child that holds the anchor; a pop
            // of any other screen stays UIKit's (or another transition's).
            var screen: UIViewController? = anchor
            while let child = screen, child.parent !== navigationController { screen = child.parent }
            transition?.playsForScreen = { [weak screen] in screen != nil && $0 === screen }
        }
    }

    /// The anchor's view left SwiftUI's hierarchy: the transition goes, and
    /// with the last one the hub gives the navigation controller its
    /// delegate back.
    func dismantle() {
        transition = nil
        navigationController = nil
    }

    private final class Anchor: UIViewController {
        var moved: ((UIViewController) -> Void)?

        override func didMove(toParent parent: UIViewController?) {
            super.didMove(toParent: parent)
            moved?(self)
        }
    }
}
#endif
