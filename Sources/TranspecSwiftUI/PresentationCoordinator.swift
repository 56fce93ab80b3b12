#if canImport(UIKit)
import TranspecUIKit
import UIKit

/// Keeps one presented screen in step with a declarative "what should be
/// presented" value (a SwiftUI binding): presents it with `Definition`'s
/// transition when the value appears, plays the transition's dismissal when
/// it goes away, and clears the value after every dismissal it did not ask
/// for (a drag, VoiceOver's escape, `dismiss` from code or from the content).
///
/// SwiftUI-free, so it runs on the UIKit model; the SwiftUI modifiers are a
/// representable over it.
@MainActor
final class PresentationCoordinator<Definition: ModalTransitionDefinition> {
    /// Kept here for as long as the coordinator lives: `transitioningDelegate` is weak.
    let transitioningDelegate = ModalTransitioningDelegate<Definition>()
    /// A view controller in the presenting screen (the modifier's anchor):
    /// presentations start from the controller UIKit presents it from.
    weak var anchor: UIViewController?
    /// What the app hears of its transitions; detent changes are also
    /// reported to `detentChanged` before these callbacks.
    var callbacks = TransitionCallbacks() {
        didSet { installCallbacks() }
    }
    /// Runs after each dismissal of the presented screen, whoever asked for it.
    var didDismiss: (() -> Void)?
    /// The presented screen's detent, each time it comes to rest at another one.
    var detentChanged: ((String) -> Void)?

    /// The screen on stage (or on its way in or out), and the identity it shows.
    private(set) var presented: UIViewController?
    private var presentedIdentity: AnyHashable?
    /// What the binding asks for now, and how to make it.
    private var wanted: AnyHashable?
    private var makeWanted: (() -> UIViewController)?
    /// Clears the binding once its screen went away without the binding asking.
    private var clear: ((AnyHashable) -> Void)?
    /// The presented screen is leaving because the binding changed.
    private var leavingForBinding = false
    /// An identity UIKit refused to present (another screen was on stage):
    /// as SwiftUI's sheets do, the binding stays set and the screen is
    /// presented once the binding is set again.
    private var refused: AnyHashable?

    /// The detent the app's binding asks for, how to write the binding,
    /// and the detent last asked of the sheet (so that an update during its
    /// move does not restart it).
    private var wantedDetent: String?
    private var writeDetent: ((String) -> Void)?
    private var requestedDetent: String?

    init() {
        installCallbacks()
    }

    /// Keeps the presented sheet's detent and the app's binding in step:
    /// the sheet moves (animated) to `detent` once it rests, and each detent
    /// it comes to rest at (a drag, `setDetent`) is written back by `write`.
    /// A presentation plays to the sheet's resting frame, then moves to `detent`.
    func follow(detent: String?, write: @escaping (String) -> Void) {
        wantedDetent = detent
        writeDetent = write
        moveToWantedDetent()
    }

    /// The binding's value now (`identity`, nil for nothing presented), how
    /// to make its screen, and how to clear it: presents, dismisses or
    /// replaces the presented screen so that it follows. Call on every
    /// update of the presenting view.
    func update(
        identity: AnyHashable?, make: @escaping () -> UIViewController, clear: @escaping (AnyHashable) -> Void
    ) {
        wanted = identity
        makeWanted = make
        self.clear = clear
        if identity == nil { refused = nil }
        if let presented {
            guard identity != presentedIdentity else { return }
            // Another item (SwiftUI: "the system dismisses the sheet and
            // replaces it"), or none: the transition's dismissal, from code.
            dismiss(presented, forBinding: true)
            return
        }
        guard let identity, identity != refused else { return }
        present(make(), identity: identity)
    }

    /// The presenting view left the screen: its presentation goes with it, as SwiftUI's do.
    func dismantle() {
        wanted = nil
        if let presented { dismiss(presented, forBinding: true) }
    }

    /// Dismisses the presented screen with the transition's dismissal, as
    /// the content's dismiss action; the binding follows once it is gone.
    func dismissPresented() {
        guard let presented else { return }
        dismiss(presented, forBinding: false)
    }

    /// Tells the coordinator that `controller`, a screen it presented, left
    /// the screen (its `viewDidDisappear`): when it was dismissed, the
    /// binding follows.
    func screenDidDisappear(_ controller: UIViewController) {
        guard controller === presented, controller.isBeingDismissed || controller.presentingViewController == nil
        else { return }
        let identity = presentedIdentity
        let forBinding = leavingForBinding
        presented = nil
        presentedIdentity = nil
        leavingForBinding = false
        if !forBinding, let identity {
            clear?(identity)
            if wanted == identity { wanted = nil }
        }
        didDismiss?()
    }

    // MARK: Detents

    /// The detent the presented sheet rests at; nil when nothing is presented
    /// or the dismissal has no detents.
    var detent: String? {
        guard let presented, let screen = Definition.screen(presented) else { return nil }
        return transitioningDelegate.detent(of: screen)
    }

    /// Moves the presented sheet to `detent` (animated, with the spring a
    /// release to a detent plays), as `ModalTransitioningDelegate.setDetent` does.
    func setDetent(_ detent: String, animated: Bool) {
        guard let presented, let screen = Definition.screen(presented) else { return }
        transitioningDelegate.setDetent(detent, of: screen, animated: animated)
    }

    private func moveToWantedDetent() {
        guard let wantedDetent, wantedDetent != requestedDetent, let presented,
              !presented.isBeingPresented, !presented.isBeingDismissed, let current = detent else { return }
        requestedDetent = wantedDetent
        guard current != wantedDetent else { return }
        setDetent(wantedDetent, animated: true)
    }

    // MARK: Private

    private func present(_ controller: UIViewController, identity: AnyHashable) {
        guard let source = anchor, let screen = Definition.screen(controller) else { return }
        // UIKit presents from the root of the anchor's presentation context.
        requestedDetent = nil
        transitioningDelegate.present(screen, from: source) { [weak self] in self?.moveToWantedDetent() }
        guard controller.presentingViewController != nil else {
            // UIKit refused it (another screen is presented, or a transition plays) and said why.
            refused = identity
            return
        }
        presented = controller
        presentedIdentity = identity
    }

    private func presentWanted() {
        guard presented == nil, let wanted, let makeWanted, wanted != refused else { return }
        present(makeWanted(), identity: wanted)
    }

    private func dismiss(_ controller: UIViewController, forBinding: Bool) {
        guard !controller.isBeingDismissed, let presenter = controller.presentingViewController else { return }
        leavingForBinding = forBinding
        // A screen the binding asks for meanwhile (another item) comes in
        // once UIKit has finished the dismissal: before, it refuses.
        presenter.dismiss(animated: true) { [weak self] in self?.presentWanted() }
        if !controller.isBeingDismissed, controller.presentingViewController != nil {
            // UIKit refused (a transition plays): the binding's wish is tried again at the next update.
            leavingForBinding = false
        }
    }

    private func installCallbacks() {
        var forwarded = callbacks
        let appDetentChanged = callbacks.detentChanged
        forwarded.detentChanged = { [weak self] plan, detent in
            self?.requestedDetent = detent
            self?.writeDetent?(detent)
            self?.detentChanged?(detent)
            appDetentChanged?(plan, detent)
        }
        transitioningDelegate.callbacks = forwarded
    }
}
#endif
