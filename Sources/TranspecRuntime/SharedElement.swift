/// What plays instead of the shared element's flight when one of its views
/// is missing (an `optional` element whose screen lends nil).
public enum SharedElementFallback: String, Hashable, Sendable, CaseIterable {
    /// The moving screen fades in as it arrives, or out as it departs, with
    /// the flight's fraction: what would have flown is seen to come and go.
    case fade
    /// Nothing plays in the flight's place. (Not `none`: `.none` reads as
    /// an Optional's nil.)
    case noFlight = "none"
}

/// A view that flies from one element's frame to another's: the snapshot
/// of `source` travels to `destination` as the flight's fraction goes from
/// 0 to 1, and `fallback` plays when one of the two views is missing.
public struct SharedElement: Hashable, Sendable {
    /// The element whose frame the flight starts from.
    public var source: String
    /// The element whose frame the flight ends at.
    public var destination: String
    /// The flight's fraction over progress, source (0) to destination (1).
    public var flight: KeyframeTrack
    public var fallback: SharedElementFallback

    public init(
        source: String, destination: String, flight: KeyframeTrack = .fromTo(0, 1),
        fallback: SharedElementFallback = .fade
    ) {
        self.source = source
        self.destination = destination
        self.flight = flight
        self.fallback = fallback
    }

    /// Whether the flight plays when the views of `missing` are not lent.
    public func flies(without missing: Set<String>) -> Bool {
        !missing.contains(source) && !missing.contains(destination)
    }
}

extension TransitionMotion {
    /// The shared element's ends as indices into `elements`; nil without a
    /// shared element or when a name is not an element's.
    package var sharedElementIndices: (source: Int, destination: Int)? {
        guard let sharedElement,
              let source = elements.firstIndex(where: { $0.name == sharedElement.source }),
              let destination = elements.firstIndex(where: { $0.name == sharedElement.destination }) else { return nil }
        return (source, destination)
    }
}

extension TransitionPlan {
    /// The moving screen's alpha while the shared element falls back to
    /// `fade`: the flight's fraction f (its range, easing and phase
    /// applied), clamped to 0…1, is f for an arriving screen and 1 − f for
    /// a departing one, so the screen is opaque where it rests.
    package func fallbackFadeAlpha(at progress: PhasedProgress) -> Double {
        let fraction = min(max(motion.sharedElementFraction(at: progress), 0), 1)
        return movement == .arrival ? fraction : 1 - fraction
    }
}
