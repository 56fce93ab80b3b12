#if canImport(UIKit)
import TranspecRuntime
import UIKit

/// What a delegate's pan carries: its action target and start gate, kept
/// alive by the recognizer, so they live exactly as long as the view the
/// pan is attached to.
@MainActor
final class PanAttachments {
    /// The delegate that installed the pan.
    weak var owner: AnyObject?
    let target: GestureActionTarget
    let gate: PanStartGate?

    init(owner: AnyObject, target: GestureActionTarget, gate: PanStartGate?) {
        self.owner = owner
        self.target = target
        self.gate = gate
    }
}

/// A pan installed by a transition delegate.
@MainActor
final class OwnedPanGestureRecognizer: UIPanGestureRecognizer {
    var attachments: PanAttachments?
}

#if !os(tvOS) && !os(visionOS)
/// A screen-edge pan installed by a transition delegate.
@MainActor
final class OwnedScreenEdgePanGestureRecognizer: UIScreenEdgePanGestureRecognizer {
    var attachments: PanAttachments?
}
#endif

@MainActor
enum TransitionPans {
    /// Adds to `view` the pan `start` asks for: a pan anywhere, gated by
    /// `gate`, or a swipe in from the screen edge opposite `edge` (tvOS and
    /// visionOS have no `UIScreenEdgePanGestureRecognizer`: a gated pan
    /// there too).
    @discardableResult
    static func install(
        _ start: GestureStart,
        edge: TransitionEdge,
        on view: UIView,
        owner: AnyObject,
        gate: PanStartGate,
        handler: @escaping @MainActor (UIPanGestureRecognizer) -> Void
    ) -> UIPanGestureRecognizer {
        #if !os(tvOS) && !os(visionOS)
        if start == .screenEdge {
            let pan = OwnedScreenEdgePanGestureRecognizer()
            pan.edges = edge.screenEdgeToSwipeFrom(rightToLeft: view.isRightToLeft).rectEdge
            gate.installOnScreenEdge(pan)
            pan.attachments = PanAttachments(owner: owner, target: GestureActionTarget(attachingTo: pan, handler), gate: gate)
            view.addGestureRecognizer(pan)
            return pan
        }
        #endif
        let pan = OwnedPanGestureRecognizer()
        gate.install(on: pan)
        pan.attachments = PanAttachments(owner: owner, target: GestureActionTarget(attachingTo: pan, handler), gate: gate)
        view.addGestureRecognizer(pan)
        return pan
    }

    /// Whether `owner` has a pan on `view` already.
    static func hasPan(of owner: AnyObject, on view: UIView) -> Bool {
        (view.gestureRecognizers ?? []).contains { recognizer in
            if let pan = recognizer as? OwnedPanGestureRecognizer { return pan.attachments?.owner === owner }
            #if !os(tvOS) && !os(visionOS)
            if let pan = recognizer as? OwnedScreenEdgePanGestureRecognizer { return pan.attachments?.owner === owner }
            #endif
            return false
        }
    }
}

#if !os(tvOS) && !os(visionOS)
extension TransitionEdge {
    /// The physical screen edge, for `UIScreenEdgePanGestureRecognizer.edges`.
    var rectEdge: UIRectEdge {
        switch self {
        case .top: .top
        case .bottom: .bottom
        case .left, .leading: .left
        case .right, .trailing: .right
        }
    }
}
#endif

extension UIGestureRecognizer.State {
    /// Ended, cancelled or failed: the gesture reports nothing more.
    var hasEnded: Bool {
        self == .ended || self == .cancelled || self == .failed
    }
}
#endif
