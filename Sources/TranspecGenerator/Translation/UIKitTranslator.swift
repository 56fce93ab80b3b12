import TranspecDiagnostics
import TranspecSpec

/// Picks the controllers for a modal or navigation transition's operation;
/// a spec's tab transitions share one `TabTranslator`.
enum UIKitTranslator {
    static func declarations(for shape: TransitionShape) -> [Declaration] {
        switch shape.operation {
        case .present, .dismiss: ModalTranslator(shape).declarations
        case .push, .pop: NavigationTranslator(shape).declarations
        case .tabNext, .tabPrevious: preconditionFailure("tab transitions are translated per spec")
        }
    }
}

/// What every operation's translation reads from a transition. A class:
/// each translator holds it, and copying the transition's fields (a
/// retain each) was a good part of translating.
final class TransitionShape: Sendable {
    let transition: TransitionIR
    let names: TransitionNames
    /// `<Name>Transition.motion`, made once: most declarations name it.
    let motion: String

    init(_ transition: TransitionIR) {
        self.transition = transition
        names = TransitionNames(transition)
        motion = names.namespace + ".motion"
    }

    var operation: TransitionOperation { transition.operation.value }
    var isTab: Bool { transition.isTab }
    /// `.bottom`: the glue's `TransitionEdge` case for the spec's edge.
    var edge: String { "." + transition.gesture.edge.value.rawValue }
    var scrollView: ScrollViewCoordination { transition.gesture.scrollView.value }
    var hasDimming: Bool { transition.dimming != nil }
    /// Whether the generated protocol declares anything.
    var needsProtocol: Bool { !transition.elements.isEmpty || scrollView != .none }
    var bothDirections: Bool { transition.gesture.directions.value == .both }

    func source(_ location: SourceLocation) -> DocComment.Line { TranspecGenerator.source(location) }

    /// Why `progress: step` changes nothing here (Docs/Generate.md): the
    /// runtime measures progress from the grab and sets the views itself, and
    /// `updateInteractiveTransition(_:)` takes only an overall fraction.
    var progressNote: [DocComment.Line] {
        guard transition.gesture.progress.value == .step else { return [] }
        return [
            sourced(
                "`progress: step` reports the same values as `fraction`: progress is measured from the grab, so steps add up to it.",
                transition.gesture.progress.location),
        ]
    }
}

extension TransitionIR {
    /// Tab transitions share a spec's one tab bar delegate.
    var isTab: Bool { operation.value == .tabNext || operation.value == .tabPrevious }
}
