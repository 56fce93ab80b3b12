#if canImport(SwiftUI) && canImport(UIKit)
import SwiftUI
import TranspecUIKit
import UIKit

extension View {
    /// Plays `transition`, a push or a pop, in the navigation stack this
    /// view is in (`NavigationStack`, or a stack-style `NavigationView`):
    /// its motion from code, and its drag when the spec has one. Apply it to
    /// a view of the stack (its root, say) once per transition; it stays
    /// installed while that view is in the stack.
    public func transpecNavigationTransition<Transition: NavigationTransitionDefinition>(
        _ transition: Transition.Type,
        callbacks: TransitionCallbacks = TransitionCallbacks()
    ) -> some View {
        background { NavigationAnchor<Transition>(callbacks: callbacks) }
    }

    /// Pops the screen this view is in with `transition`, a pop: from code,
    /// and by its drag when the spec has one. Apply it to a pushed screen's
    /// view; every other screen of the stack keeps UIKit's pop and back
    /// swipe (or another transition's). Its elements are the views marked
    /// `transpecElement` on this screen, else on the one below.
    public func transpecNavigationPop<Transition: NavigationTransitionDefinition>(
        _ transition: Transition.Type,
        callbacks: TransitionCallbacks = TransitionCallbacks()
    ) -> some View {
        background { NavigationAnchor<Transition>(callbacks: callbacks, popsOwnScreenOnly: true) }
    }
}

/// An empty view controller in the stack's hosting controller; its
/// coordinator installs the transition on the navigation controller above it.
struct NavigationAnchor<Transition: NavigationTransitionDefinition>: UIViewControllerRepresentable {
    let callbacks: TransitionCallbacks
    var popsOwnScreenOnly = false

    func makeCoordinator() -> NavigationCoordinator<Transition> {
        NavigationCoordinator(popsOwnScreenOnly: popsOwnScreenOnly)
    }

    func makeUIViewController(context: Context) -> UIViewController {
        context.coordinator.makeAnchor()
    }

    func updateUIViewController(_ anchor: UIViewController, context: Context) {
        // The `onTranspec…` handlers around the stack's view hear it too.
        context.coordinator.callbacks = context.environment.transpecEventHandlers.added(to: callbacks)
        context.coordinator.install(from: anchor)
    }

    static func dismantleUIViewController(_ anchor: UIViewController, coordinator: NavigationCoordinator<Transition>) {
        coordinator.dismantle()
    }
}
#endif
