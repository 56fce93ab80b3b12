// Contract violations: UIKit rules that transition code breaks silently on iOS.
// The model records them on the device (never crashes) so tests can assert on them.

/// A broken UIKit contract, with a message that names the views or controllers
/// involved and the Apple sentence the rule comes from.
@_spi(UIKitModel) public struct ContractViolation: Hashable, Sendable, CustomStringConvertible {
    public enum Kind: String, Sendable {
        /// `completeTransition(_:)` called a second time for one transition.
        case completeTransitionCalledTwice
        /// A transition started but `completeTransition(_:)` never came (found by `finish()`).
        case completeTransitionNeverCalled
        /// An interactive transition completed without `finishInteractiveTransition()` or
        /// `cancelInteractiveTransition()` first.
        case interactiveCompletionWithoutFinishOrCancel
        /// `finishInteractiveTransition()` then `completeTransition(false)`, or cancel then `true`.
        case interactiveOutcomeMismatch
        /// update/finish/cancel on a transition that is not (or no longer) interactive.
        case interactiveCallOnNonInteractiveTransition
        /// update/finish/cancel/pause after `completeTransition(_:)`.
        case interactiveCallAfterCompletion
        /// At a completed transition the arriving view is not at a non-zero `finalFrame(for:)`.
        case finalFrameNotRespected
        /// At a cancelled transition the leaving view is not back at a non-zero `initialFrame(for:)`.
        case initialFrameNotRestored
        /// A view left in the window with a non-identity transform after the transition.
        case transformLeftOnView
        /// A dismissal completed with the presented view still in the container.
        case presentedViewLeftInContainer
        /// A display link still scheduled at `finish()`.
        case displayLinkLeftRunning
        /// `frame` set or read while `transform` is not the identity.
        case frameWithTransform
        /// A selector sent to a target that cannot perform it.
        case unrecognizedSelector
    }

    public var kind: Kind
    public var message: String

    public init(kind: Kind, message: String) {
        self.kind = kind
        self.message = message
    }

    public var description: String { "\(kind.rawValue): \(message)" }
}

/// How messages name objects: the dynamic type, plus the title of a view controller or
/// the tag of a view when set, so messages stay deterministic (no addresses).
@MainActor
func modelName(_ object: AnyObject?) -> String {
    guard let object else { return "nil" }
    if let controller = object as? UIViewController {
        return controller.title.map { "\(type(of: controller))(\"\($0)\")" } ?? "\(type(of: controller))"
    }
    if let view = object as? UIView {
        let base = view.tag != 0 ? "\(type(of: view))(tag \(view.tag))" : "\(type(of: view))"
        if let owner = view.owningViewController { return "\(modelName(owner)).view" }
        return base
    }
    return "\(type(of: object))"
}
