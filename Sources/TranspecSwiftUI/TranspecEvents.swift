#if canImport(SwiftUI) && canImport(UIKit)
import SwiftUI
import TranspecRuntime
import TranspecUIKit
import UIKit

/// What the `onTranspec…` modifiers ask to hear, handed down the view tree
/// in the environment as SwiftUI's own `onChange` handlers are not: each
/// transpec presentation or navigation transition inside the modified view
/// calls them after its `callbacks:`. A modifier applied outside another
/// adds to it; both run.
@preconcurrency @MainActor
struct TranspecEventHandlers {
    var progress: [@MainActor (Double) -> Void] = []
    var trigger: [@MainActor (ProgressTrigger, CrossingDirection) -> Void] = []
    var completion: [@MainActor (Bool) -> Void] = []

    nonisolated init() {}

    /// `callbacks`, then these handlers.
    func added(to callbacks: TransitionCallbacks) -> TransitionCallbacks {
        guard !progress.isEmpty || !trigger.isEmpty || !completion.isEmpty else { return callbacks }
        var merged = callbacks
        let (progress, trigger, completion) = (progress, trigger, completion)
        if !progress.isEmpty {
            merged.progress = { plan, value in
                callbacks.progress?(plan, value)
                for handler in progress { handler(value) }
            }
        }
        if !trigger.isEmpty {
            merged.triggerFired = { plan, fired, direction in
                callbacks.triggerFired?(plan, fired, direction)
                for handler in trigger { handler(fired, direction) }
            }
        }
        if !completion.isEmpty {
            merged.completed = { plan, completed in
                callbacks.completed?(plan, completed)
                for handler in completion { handler(completed) }
            }
        }
        return merged
    }
}

private struct TranspecEventHandlersKey: EnvironmentKey {
    static let defaultValue = TranspecEventHandlers()
}

extension EnvironmentValues {
    var transpecEventHandlers: TranspecEventHandlers {
        get { self[TranspecEventHandlersKey.self] }
        set { self[TranspecEventHandlersKey.self] = newValue }
    }
}

/// Adds one handler to those the environment already holds.
private struct AddTranspecHandler: ViewModifier {
    @Environment(\.transpecEventHandlers) private var outer
    let add: @MainActor (inout TranspecEventHandlers) -> Void

    func body(content: Content) -> some View {
        var handlers = outer
        add(&handlers)
        return content.environment(\.transpecEventHandlers, handlers)
    }
}

extension View {
    /// Calls `action` with each progress the transpec transitions inside
    /// this view show (a presentation, its dismissal, a push or a pop): 0 at
    /// the start, 1 complete, every frame. The same values
    /// `TransitionCallbacks.progress` gets (the change since the last report
    /// under the spec's `progress: step`).
    public func onTranspecProgress(perform action: @escaping @MainActor (Double) -> Void) -> some View {
        modifier(AddTranspecHandler { $0.progress.append(action) })
    }

    /// Calls `action` each time progress crosses one of the spec's
    /// triggers, in one of its directions, after its haptic played (the
    /// library plays it, as `UIImpactFeedbackGenerator` or
    /// `UISelectionFeedbackGenerator` do in a UIKit app).
    public func onTranspecTrigger(
        perform action: @escaping @MainActor (_ trigger: ProgressTrigger, _ direction: CrossingDirection) -> Void
    ) -> some View {
        modifier(AddTranspecHandler { $0.trigger.append(action) })
    }

    /// Calls `action` when a transpec transition inside this view ends:
    /// true when it completed, false when a drag cancelled it.
    public func onTranspecCompletion(perform action: @escaping @MainActor (_ completed: Bool) -> Void) -> some View {
        modifier(AddTranspecHandler { $0.completion.append(action) })
    }
}
#endif
