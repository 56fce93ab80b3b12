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
}

/// An empty view controller in the stack's hosting controller; its
/// coordinator installs the transition on the navigation controller above it.
struct NavigationAnchor<Transition: NavigationTransitionDefinition>: UIViewControllerRepresentable {
    let callbacks: TransitionCallbacks

    func makeCoordinator() -> NavigationCoordinator<Transition> {
        NavigationCoordinator()
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
