#if canImport(UIKit)
import UIKit

/// The transitions registered on a delegate hub (`NavigationDelegateHub`,
/// `TabBarDelegateHub`), held weakly: the app owns them. UIKit's question
/// for an animator goes to each in the order they registered; the first
/// run one vends is remembered, so that UIKit's next question, for that
/// run's interaction controller, reaches the same transition.
@MainActor
struct RegisteredProviders<Provider> {
    private var lookUps: [() -> Provider?] = []
    private var vended: (lookUp: () -> Provider?, run: TransitionRun)?

    /// Adds a transition; `lookUp` returns it while it lives.
    mutating func register(_ lookUp: @escaping () -> Provider?) {
        removeReleased()
        lookUps.append(lookUp)
    }

    /// Drops the transitions the app released; true when none is left.
    @discardableResult
    mutating func removeReleased() -> Bool {
        lookUps.removeAll { $0() == nil }
        return lookUps.isEmpty
    }

    /// The first run a transition vends (`run` asks one; nil: it does not
    /// play this one), remembered as the run UIKit will start.
    mutating func vend(_ run: (Provider) -> TransitionRun?) -> TransitionRun? {
        vended = nil
        for lookUp in lookUps {
            guard let provider = lookUp(), let vendedRun = run(provider) else { continue }
            vended = (lookUp, vendedRun)
            return vendedRun
        }
        return nil
    }

    /// When `animator` is the remembered run: it and the transition that
    /// vended it (nil if the app has released that transition since).
    func vendedRun(_ animator: any UIViewControllerAnimatedTransitioning) -> (provider: Provider?, run: TransitionRun)? {
        guard let vended, vended.run === animator else { return nil }
        return (vended.lookUp(), vended.run)
    }
}
#endif
