/// One libyaml parse event, converted to Swift values.
package enum EventKind: Equatable, Sendable {
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

package struct ScalarEvent: Equatable, Sendable {
    package var text: String
    package var style: ScalarStyle
    package var anchor: String?
    /// The tag after handle resolution, or nil when none was written.
    package var tag: String?
    /// The tag may be omitted because the scalar is plain.
    package var plainImplicit: Bool
    /// The tag may be omitted because the scalar is quoted (non-plain).
    package var quotedImplicit: Bool
}

package struct Event: Equatable, Sendable {
    package var kind: EventKind
    package var start: Mark
    package var end: Mark
}
