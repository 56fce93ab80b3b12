import TranspecSpec

/// Picks the controllers for a transition's operation.
enum UIKitTranslator {
    static func declarations(for transition: TransitionIR, names: TransitionNames) -> [Declaration] {
        []
    }
}
