/// The UIKit operation a transition animates, spelled as a spec writes it.
public enum TransitionOperation: String, Hashable, Sendable, CaseIterable {
    /// A modal presentation, and its dismissal.
    case present, dismiss
    /// A navigation controller's push and pop.
    case push, pop
    /// A tab bar controller's selection of the next or the previous tab.
    case tabNext = "tab-next"
    case tabPrevious = "tab-previous"

    /// Dismissals move the view off screen; an overshoot there bounces it back into sight.
    public var isDismissal: Bool { self == .dismiss || self == .pop }
}
