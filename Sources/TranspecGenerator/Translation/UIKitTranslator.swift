import TranspecDiagnostics
import TranspecSpec

/// Picks the controllers for a transition's operation.
enum UIKitTranslator {
    static func declarations(for transition: TransitionIR, names: TransitionNames) -> [Declaration] {
        let shape = TransitionShape(transition, names: names)
        switch transition.operation.value {
        case .present, .dismiss: return ModalTranslator(shape).declarations
        case .push, .pop: return NavigationTranslator(shape).declarations
        case .tabNext, .tabPrevious: return TabTranslator(shape).declarations
        }
    }
}

/// What every operation's translation reads from a transition.
struct TransitionShape {
    let transition: TransitionIR
    let names: TransitionNames

    init(_ transition: TransitionIR, names: TransitionNames) {
        self.transition = transition
        self.names = names
    }

    var operation: TransitionOperation { transition.operation.value }
    /// `.bottom`: the glue's `TransitionEdge` case for the spec's edge.
    var edge: String { "." + transition.gesture.edge.value.rawValue }
    var scrollView: ScrollViewCoordination { transition.gesture.scrollView.value }
    var hasDimming: Bool { transition.dimming != nil }
    /// Progress 1 brings a view in (present, push): it starts one distance back.
    var bringsViewIn: Bool { operation == .present || operation == .push }
    var motion: String { names.namespace + ".motion" }
    /// Whether the generated protocol declares anything.
    var needsProtocol: Bool { !transition.elements.isEmpty || scrollView != .none }
    var bothDirections: Bool { transition.gesture.directions.value == .both }

    func source(_ location: SourceLocation) -> String { TranspecGenerator.source(location) }
}


