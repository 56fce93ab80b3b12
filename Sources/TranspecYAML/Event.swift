/// One libyaml parse event, converted to Swift values.
public enum EventKind: Equatable, Sendable {
    case streamStart
    case streamEnd
    case documentStart(implicit: Bool)
    case documentEnd(implicit: Bool)
    case sequenceStart(anchor: String?, tag: String?, flow: Bool)
    case sequenceEnd
    case mappingStart(anchor: String?, tag: String?, flow: Bool)
    case mappingEnd
    case scalar(ScalarEvent)
    case alias(anchor: String)
}

public struct ScalarEvent: Equatable, Sendable {
    public var text: String
    public var style: ScalarStyle
    public var anchor: String?
    /// The tag after handle resolution, or nil when none was written.
    public var tag: String?
    /// The tag may be omitted because the scalar is plain.
    public var plainImplicit: Bool
    /// The tag may be omitted because the scalar is quoted (non-plain).
    public var quotedImplicit: Bool
}

public struct Event: Equatable, Sendable {
    public var kind: EventKind
    public var start: Mark
    public var end: Mark
}
