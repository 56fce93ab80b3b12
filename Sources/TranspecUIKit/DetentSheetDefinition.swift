#if canImport(UIKit)
import UIKit

/// A detent sheet's transition whose detents are a type, by the names the
/// spec gives them (`MapsSheetDragTransition.Detent.half`): the sheet's
/// detent is read, set and reported as that type instead of a string.
@MainActor
public protocol DetentSheetDefinition: ModalTransitionDefinition {
    associatedtype Detent: RawRepresentable & Hashable & Sendable where Detent.RawValue == String
}

extension ModalTransitioningDelegate where Definition: DetentSheetDefinition {
    /// The detent `screen`'s sheet rests at, typed; nil unless it is
    /// presented through this delegate. (`detent(of:)` gives its name.)
    public func sheetDetent(of screen: Definition.Screen) -> Definition.Detent? {
        let name: String? = detent(of: screen)
        return name.flatMap(Definition.Detent.init(rawValue:))
    }

    /// Puts `screen`'s sheet at `detent`, as `setDetent(_:of:animated:)` does with its name.
    public func setDetent(_ detent: Definition.Detent, of screen: Definition.Screen, animated: Bool = false) {
        setDetent(detent.rawValue, of: screen, animated: animated)
    }

    /// Called each time the sheet comes to rest at another detent (by a
    /// drag or `setDetent`), after `callbacks.detentChanged`.
    public func onDetentChange(_ action: @escaping @MainActor (Definition.Detent) -> Void) {
        let earlier = callbacks.detentChanged
        callbacks.detentChanged = { plan, name in
            earlier?(plan, name)
            if let detent = Definition.Detent(rawValue: name) { action(detent) }
        }
    }
}
#endif
