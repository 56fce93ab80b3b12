import TranspecRuntime

/// What `transpec preview` hands its page: each transition of a spec as the
/// runtime values its UIKit controller plays, lowered by the compiler from
/// the validated spec, in the archive's byte form (`ArchiveCodable`).
public struct PreviewArchive: Hashable, Sendable {
    /// The format's version; a reader refuses any other.
    package static let version: UInt16 = 3
    /// The first bytes of every archive.
    static let magic: [UInt8] = Array("TSPV".utf8)

    public var transitions: [PreviewTransition]

    package init(transitions: [PreviewTransition]) {
        self.transitions = transitions
    }

    package func encoded() -> [UInt8] {
        var archive = ArchiveWriter()
        for byte in Self.magic { archive.byte(byte) }
        archive.uint16(Self.version)
        archive.array(transitions)
        return archive.bytes
    }

    public init(decoding bytes: [UInt8]) throws(ArchiveError) {
        var archive = ArchiveReader(bytes)
        for byte in Self.magic {
            guard (try? archive.byte()) == byte else { throw .notAnArchive }
        }
        let version = try archive.uint16()
        guard version == Self.version else { throw .unsupportedVersion(version) }
        transitions = try archive.array()
        guard archive.isAtEnd else { throw .malformed(offset: archive.offset) }
    }
}

/// One transition as its controller plays it: the plan a drag drives, the
/// plans code plays, and how the presented screen rests and dims.
public struct PreviewTransition: Hashable, Sendable {
    public var name: String
    /// The plan the transition's gesture drives.
    package var interactive: TransitionPlan
    /// What code can play: `present`, `dismiss`, `push` or `pop`.
    package var plays: [PreviewPlay]
    /// Where a presented screen rests; nil: it fills the container.
    package var restingFrame: RestingFrame?
    /// The dimming view's colour; nil when nothing dims.
    package var dimming: DimmingColor?

    package init(
        name: String, interactive: TransitionPlan, plays: [PreviewPlay] = [], restingFrame: RestingFrame? = nil,
        dimming: DimmingColor? = nil
    ) {
        self.name = name
        self.interactive = interactive
        self.plays = plays
        self.restingFrame = restingFrame
        self.dimming = dimming
    }
}

/// A play from code: the operation's name and its plan.
package struct PreviewPlay: Hashable, Sendable {
    package var operation: String
    package var plan: TransitionPlan

    package init(operation: String, plan: TransitionPlan) {
        self.operation = operation
        self.plan = plan
    }
}

extension PreviewTransition: ArchiveCodable {
    func write(to archive: inout ArchiveWriter) {
        archive.string(name)
        archive.value(interactive)
        archive.array(plays)
        archive.optional(restingFrame)
        archive.optional(dimming)
    }

    init(from archive: inout ArchiveReader) throws(ArchiveError) {
        self.init(
            name: try archive.string(), interactive: try archive.value(), plays: try archive.array(),
            restingFrame: try archive.optional(), dimming: try archive.optional())
    }
}

extension PreviewPlay: ArchiveCodable {
    func write(to archive: inout ArchiveWriter) {
        archive.string(operation)
        archive.value(plan)
    }

    init(from archive: inout ArchiveReader) throws(ArchiveError) {
        self.init(operation: try archive.string(), plan: try archive.value())
    }
}
