#if canImport(UIKit)
import UIKit

// The only Objective-C in transpec: UIKit's target–action and CADisplayLink
// need an `@objc` method named by a selector. Everything else takes closures.
// UIKit implies the Objective-C runtime on every Apple platform. On Linux the
// type-check harness builds this file against a UIKit stand-in after
// rewriting `#selector(` to `Selector(_checking: ` and dropping `@objc`, so
// the selector's method reference is still checked.

/// Receives an Objective-C action message and forwards it to a closure.
@MainActor
final class ActionTrampoline: NSObject {
    private let action: @MainActor () -> Void

    init(_ action: @escaping @MainActor () -> Void) {
        self.action = action
    }

    @objc func fire() {
        action()
    }

    static let selector = #selector(ActionTrampoline.fire)
}

/// Attaches a closure to a gesture recognizer's target–action.
///
/// A recognizer does not retain its targets: keep this object for as long as
/// the handler should run (typically a stored property of the owner).
@MainActor
public final class GestureActionTarget: NSObject {
    private weak var recognizer: UIGestureRecognizer?
    private var trampoline: ActionTrampoline?

    /// Calls `handler` with `recognizer` on every state change it reports.
    public init<Recognizer: UIGestureRecognizer>(
        attachingTo recognizer: Recognizer,
        _ handler: @escaping @MainActor (Recognizer) -> Void
    ) {
        self.recognizer = recognizer
        super.init()
        let trampoline = ActionTrampoline { [weak recognizer] in
            if let recognizer { handler(recognizer) }
        }
        recognizer.addTarget(trampoline, action: ActionTrampoline.selector)
        self.trampoline = trampoline
    }

    /// Stops forwarding; the recognizer stays where it is.
    public func detach() {
        if let trampoline { recognizer?.removeTarget(trampoline, action: ActionTrampoline.selector) }
        trampoline = nil
    }
}

/// Creates a display link whose target forwards frames to a closure.
/// The link retains its target, so the closure must hold its owner weakly.
@MainActor
func makeDisplayLink(_ onFrame: @escaping @MainActor (CADisplayLink) -> Void) -> CADisplayLink {
    let target = DisplayLinkTarget(onFrame)
    return CADisplayLink(target: target, selector: DisplayLinkTarget.selector)
}

@MainActor
private final class DisplayLinkTarget: NSObject {
    private let onFrame: @MainActor (CADisplayLink) -> Void

    init(_ onFrame: @escaping @MainActor (CADisplayLink) -> Void) {
        self.onFrame = onFrame
    }

    @objc func step(_ link: CADisplayLink) {
        onFrame(link)
    }

    static let selector = #selector(DisplayLinkTarget.step(_:))
}
#endif
