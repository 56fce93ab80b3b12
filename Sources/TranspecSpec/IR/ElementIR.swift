import TranspecDiagnostics
import TranspecRuntime

/// An `elements` entry: the view's tracks, and how the screens lend it.
public struct ElementIR: Hashable, Sendable {
    public var tracks: ElementTracks
    public var nameLocation: SourceLocation
    /// The first track written, for the diagnostics about an element's tracks; nil without one.
    public var firstTrackLocation: SourceLocation? = nil
    /// `optional: true`: the screen may lend nil.
    public var isOptional: Located<Bool>? = nil
    /// `from:`: the screen that lends the view; nil for the transitioning one.
    public var screen: Located<ElementScreen>? = nil

    public var name: Located<String> { Located(tracks.name, at: nameLocation) }
}

/// `from:`: which screen of a transition lends an element's view.
public enum ElementScreen: String, Hashable, Sendable, CaseIterable {
    case presenting, presented, source, destination

    /// The generated protocol's suffix for the screen: `ParallaxPopDestination`.
    public var typeSuffix: String { rawValue.prefix(1).uppercased() + rawValue.dropFirst() }
}

/// `sharedElement`: the flight, with the places its checks cite.
public struct SharedElementIR: Hashable, Sendable {
    public var value: SharedElement
    public var location: SourceLocation
    public var sourceLocation: SourceLocation
    public var destinationLocation: SourceLocation
    /// Where `during` was written; nil when it was not (both phases).
    public var duringLocation: SourceLocation?
    /// Where `fallback` was written; nil when it was not (`fade`).
    public var fallbackLocation: SourceLocation?

    public var source: Located<String> { Located(value.source, at: sourceLocation) }
    public var destination: Located<String> { Located(value.destination, at: destinationLocation) }
}

/// `dimming`: the dimming view's colour and its alpha over progress.
public struct DimmingIR: Hashable, Sendable {
    public var color: Located<DimmingColor>
    public var alpha: KeyframeTrack
    public var location: SourceLocation
}
