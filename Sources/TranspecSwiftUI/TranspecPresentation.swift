#if canImport(SwiftUI) && canImport(UIKit)
import SwiftUI
import TranspecUIKit
import UIKit

/// A modal transition that SwiftUI content can take part in: it makes the
/// hosting controller that adopts the transition's `Screen`. `generate`
/// writes the conformance with the transition (`<Name>HostingController`),
/// which lends the views `.transpecElement` marks and the scroll view of a
/// `TranspecScrollView(for:)`, so the app writes no UIKit.
@MainActor
public protocol HostedModalTransition: ModalTransitionDefinition {
    static func hostingController<Content: View>(rootView: Content) -> TranspecHostingController<Content>
}

extension HostedModalTransition where Screen == UIViewController {
    public static func hostingController<Content: View>(rootView: Content) -> TranspecHostingController<Content> {
        TranspecHostingController(rootView: rootView)
    }
}

/// The hosting controller a transpec presentation shows its content in:
/// it tells its coordinator when UIKit dismissed it, however that happened.
/// It lends the presenter's elements in its place (`LendingInPlaceOfOtherScreen`):
/// SwiftUI made the presenter's hosting controller, which adopts no protocol.
open class TranspecHostingController<Content: View>: UIHostingController<Content>, LendingInPlaceOfOtherScreen {
    /// Called from `viewDidDisappear(_:)`.
    var didDisappear: ((UIViewController) -> Void)?
    /// Stands in for a required scroll view the content does not show.
    var standInScrollView: UIScrollView?

    open override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        didDisappear?(self)
    }
}

/// Dismisses the screen a transpec presentation shows, with its transition's
/// dismissal. SwiftUI's own `dismiss` does nothing there: UIKit, not
/// SwiftUI, presented the hosting controller.
@preconcurrency @MainActor
public struct TranspecDismissAction {
    let action: (@MainActor () -> Void)?

    nonisolated init(action: (@MainActor () -> Void)?) {
        self.action = action
    }

    public func callAsFunction() {
        action?()
    }
}

private struct TranspecDismissKey: EnvironmentKey {
    static let defaultValue = TranspecDismissAction(action: nil)
}

extension EnvironmentValues {
    /// Dismisses the enclosing transpec presentation; does nothing elsewhere.
    public var transpecDismiss: TranspecDismissAction {
        get { self[TranspecDismissKey.self] }
        set { self[TranspecDismissKey.self] = newValue }
    }
}

extension View {
    /// Presents `content` with `transition` while `isPresented` is true.
    /// `callbacks` hear its progress, crossings, triggers (haptics play
    /// on their own) and outcomes, as `ModalTransitioningDelegate.callbacks` do.
    /// The binding goes false after every dismissal (a drag, VoiceOver's
    /// escape, `transpecDismiss`); setting it false plays the transition's
    /// dismissal. While another screen is presented, UIKit refuses the
    /// presentation and the binding stays true, as with `sheet(isPresented:)`.
    public func transpecPresentation<Transition: HostedModalTransition, Content: View>(
        isPresented: Binding<Bool>,
        transition: Transition.Type,
        callbacks: TransitionCallbacks = TransitionCallbacks(),
        onDismiss: (() -> Void)? = nil,
        @ViewBuilder content: @escaping () -> Content
    ) -> some View {
        background {
            PresentationAnchor<Transition, Content>(
                identity: isPresented.wrappedValue ? AnyHashable(true) : nil,
                content: content,
                clear: { _ in isPresented.wrappedValue = false },
                callbacks: callbacks,
                onDismiss: onDismiss)
        }
    }

    /// Presents `content` for `item` with `transition` while `item` is not
    /// nil. Another item dismisses the screen and presents one for it.
    public func transpecPresentation<Item: Identifiable, Transition: HostedModalTransition, Content: View>(
        item: Binding<Item?>,
        transition: Transition.Type,
        callbacks: TransitionCallbacks = TransitionCallbacks(),
        onDismiss: (() -> Void)? = nil,
        @ViewBuilder content: @escaping (Item) -> Content
    ) -> some View {
        let current = item.wrappedValue
        return background {
            PresentationAnchor<Transition, Content?>(
                identity: current.map { AnyHashable($0.id) },
                content: { current.map(content) },
                clear: { identity in
                    if let shown = item.wrappedValue, AnyHashable(shown.id) == identity { item.wrappedValue = nil }
                },
                callbacks: callbacks,
                onDismiss: onDismiss)
        }
    }
}

extension View {
    /// Presents `content` with `transition`, a detent sheet, while
    /// `isPresented` is true, its detent in step with `detent`: a drag that
    /// leaves the sheet at another detent writes it, and setting it moves the
    /// sheet there with the spring a release to a detent plays.
    public func transpecPresentation<Transition: HostedModalTransition & DetentSheetDefinition, Content: View>(
        isPresented: Binding<Bool>,
        transition: Transition.Type,
        detent: Binding<Transition.Detent>,
        callbacks: TransitionCallbacks = TransitionCallbacks(),
        onDismiss: (() -> Void)? = nil,
        @ViewBuilder content: @escaping () -> Content
    ) -> some View {
        background {
            PresentationAnchor<Transition, Content>(
                identity: isPresented.wrappedValue ? AnyHashable(true) : nil,
                content: content,
                clear: { _ in isPresented.wrappedValue = false },
                callbacks: callbacks,
                onDismiss: onDismiss,
                detent: detent.wrappedValue.rawValue,
                writeDetent: { name in
                    if let value = Transition.Detent(rawValue: name), value != detent.wrappedValue {
                        detent.wrappedValue = value
                    }
                })
        }
    }
}

/// The content as presented: with its dismiss action.
struct PresentedContent<Content: View>: View {
    let content: Content
    let dismiss: TranspecDismissAction

    var body: some View {
        content.environment(\.transpecDismiss, dismiss)
    }
}

/// An empty view controller behind the presenting view, where presentations
/// start; its coordinator does the work.
struct PresentationAnchor<Transition: HostedModalTransition, Content: View>: UIViewControllerRepresentable {
    let identity: AnyHashable?
    let content: () -> Content
    let clear: (AnyHashable) -> Void
    let callbacks: TransitionCallbacks
    let onDismiss: (() -> Void)?
    var detent: String? = nil
    var writeDetent: ((String) -> Void)? = nil

    func makeCoordinator() -> PresentationCoordinator<Transition> {
        PresentationCoordinator()
    }

    func makeUIViewController(context: Context) -> UIViewController {
        let anchor = UIViewController(nibName: nil, bundle: nil)
        anchor.view.isUserInteractionEnabled = false
        return anchor
    }

    func updateUIViewController(_ anchor: UIViewController, context: Context) {
        let coordinator = context.coordinator
        coordinator.anchor = anchor
        let dismiss = TranspecDismissAction { [weak coordinator] in coordinator?.dismissPresented() }
        let rootView = PresentedContent(content: content(), dismiss: dismiss)
        // The presented content follows the presenting view's state.
        if let host = coordinator.presented as? TranspecHostingController<PresentedContent<Content>> {
            host.rootView = rootView
        }
        coordinator.didDismiss = onDismiss
        // The `onTranspec…` handlers around the presenting view hear it too.
        coordinator.callbacks = context.environment.transpecEventHandlers.added(to: callbacks)
        if let writeDetent { coordinator.follow(detent: detent, write: writeDetent) }
        coordinator.update(
            identity: identity,
            make: { [weak coordinator] in
                let host = Transition.hostingController(rootView: rootView)
                host.didDisappear = { coordinator?.screenDidDisappear($0) }
                return host
            },
            clear: clear)
    }

    static func dismantleUIViewController(_ anchor: UIViewController, coordinator: PresentationCoordinator<Transition>) {
        coordinator.dismantle()
    }
}
#endif
