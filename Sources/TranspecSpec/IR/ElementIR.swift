import TranspecDiagnostics
import TranspecRuntime

/// An `elements` entry: the view's tracks, and how the screens lend it.
package struct ElementIR: Hashable, Sendable {
    package var tracks: ElementTracks
    package var nameLocation: SourceLocation
    /// The first track written, for the diagnostics about an element's tracks; nil without one.
    package var firstTrackLocation: SourceLocation? = nil
    /// `optional: true`: the screen may lend nil.
    package var isOptional: Located<Bool>? = nil
    /// `from:`: the screen that lends the view; nil for the transitioning one.
    package var screen: Located<ElementScreen>? = nil

    package var name: Located<String> { Located(tracks.name, at: nameLocation) }
}

/// `from:`: which screen of a transition lends an element's view.
package enum ElementScreen: String, Hashable, Sendable, CaseIterable {
    case presenting, presented, source, destination

    /// The generated protocol's suffix for the screen: `ParallaxPopDestination`.
    package var typeSuffix: String { rawValue.prefix(1).uppercased() + rawValue.dropFirst() }
}

/// `sharedElement`: the flight, with the places its checks cite.
package struct SharedElementIR: Hashable, Sendable {
    package var value: SharedElement
    package var location: SourceLocation
    package var sourceLocation: SourceLocation
    package var destinationLocation: SourceLocation
    /// Where `during` was written; nil when it was not (both phases).
    package var duringLocation: SourceLocation?
    /// Where `fallback` was written; nil when it was not (`fade`).
    package var fallbackLocation: SourceLocation?

    package var source: Located<String> { Located(value.source, at: sourceLocation) }
    package var destination: Located<String> { Located(value.destination, at: destinationLocation) }
}

/// `dimming`: the dimming view's colour and its alpha over progress.
package struct DimmingIR: Hashable, Sendable {
    package var color: Located<DimmingColor>
    package var alpha: KeyframeTrack
    package var location: SourceLocation
}
