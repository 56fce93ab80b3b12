// The only Objective-C in transpec: UIKit's target–action and CADisplayLink
// need an `@objc` method named by a selector. Everything else, generated code
// included, takes closures. On iOS `canImport(ObjectiveC)` holds and this
// compiles as written. Linux has no Objective-C runtime: the tests' build
// against the UIKit model (`ModelBuild` in Tests/TranspecTestSupport)
// rewrites `#selector(` to the model's `Selector(_checking: `, which keeps
// the method to call, drops `@objc`, and passes `-D TRANSPEC_UIKIT_MODEL`.
#if canImport(UIKit) && (canImport(ObjectiveC) || TRANSPEC_UIKIT_MODEL)
import UIKit

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
    private let trampoline: ActionTrampoline

    /// Calls `handler` with `recognizer` on every state change it reports.
    public init<Recognizer: UIGestureRecognizer>(
        attachingTo recognizer: Recognizer,
        _ handler: @escaping @MainActor (Recognizer) -> Void
    ) {
        trampoline = ActionTrampoline { [weak recognizer] in
            if let recognizer { handler(recognizer) }
        }
        super.init()
        recognizer.addTarget(trampoline, action: ActionTrampoline.selector)
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
