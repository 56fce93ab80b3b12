/// `expect:`: what a transition promises about how it feels, checked by
/// `transpec check` (and `generate`) through the simulator.
extension SpecKeys {
    /// One `expect` entry: exactly one input, and at least one assertion.
    static let expectation = MappingDeclaration(
        title: "expectation",
        keys: [
            KeyDeclaration(name: "release", value: .mapping(expectedRelease),
                           meaning: "Input: one release, as `transpec simulate release --progress P "
                               + "--velocity V` plays it."),
            KeyDeclaration(name: "releases", value: .mapping(releaseRegion),
                           meaning: "Input: every release of a region of the decision map, on a grid, as "
                               + "`transpec simulate sweep` computes it; asserts 'decision' or 'settlesWithin' "
                               + "for each of them."),
            KeyDeclaration(name: "trace", value: .string(pattern: nil),
                           meaning: "Input: a recorded touch trace (.csv, else YAML), as `transpec simulate "
                               + "gesture` replays it; the path is relative to this spec's folder."),
            KeyDeclaration(name: "play", value: .string(pattern: nil),
                           meaning: "Input: a play from code, as `transpec simulate play` plays it: present, "
                               + "dismiss, push or pop (or, on a pair, either transition's name)."),
            KeyDeclaration(name: "container", value: .string(pattern: containerPattern),
                           meaning: "The container the input plays in, WxH in points (as `--container`): what "
                               + "`distance: container`, percentages and detent heights count.",
                           unit: "pt", defaultValue: .string("390x844"), defaultNote: "an iPhone in portrait"),
            KeyDeclaration(name: "decision", value: .string(pattern: nil),
                           meaning: "complete or cancel; on a sheet with detents also the detent it rests at, or "
                               + "dismissed. For a trace, the last release's."),
            KeyDeclaration(name: "settlesWithin", value: .number(.positive),
                           meaning: "At most this long from the release (for a trace, its last release; for a "
                               + "play, its start) until at rest.", unit: "s"),
            KeyDeclaration(name: "overshootAtMost", value: .oneOf([.number(.nonNegative), .string(pattern: pointsPattern)]),
                           meaning: "The farthest the view may go past where it comes to rest: progress (0.03), or "
                               + "points (\"24 pt\").", unit: "progress, or pt"),
            KeyDeclaration(name: "values", value: .list(of: .mapping(expectedValue)),
                           meaning: "Tracks' values at a time or a progress, each within a tolerance."),
            KeyDeclaration(name: "triggers", value: .list(of: .string(pattern: nil), allowsEmpty: true),
                           meaning: "Every trigger crossing, in order, by trigger name; [] when none may fire."),
        ],
        requiredAlternatives: inputKeys.map { [$0] },
        exclusiveAlternatives: true
    )

    /// An entry's input keys: it takes exactly one.
    static let inputKeys = ["release", "releases", "trace", "play"]
    /// An entry's assertion keys: it needs at least one.
    static let assertionKeys = ["decision", "settlesWithin", "overshootAtMost", "values", "triggers"]

    static let expectedRelease = MappingDeclaration(
        title: "expectation: release",
        keys: [
            KeyDeclaration(name: "progress", value: .number(.releaseProgress),
                           meaning: "Progress at release (past 0 or 1 when rubber-banded).", unit: "progress",
                           defaultNote: "the progress of fromDetent"),
            KeyDeclaration(name: "velocity", value: .number(.velocity),
                           meaning: "The finger's velocity at release, positive toward the edge.", unit: "pt/s",
                           isRequired: true),
            fromDetent,
        ],
        requiredAlternatives: [["progress"], ["fromDetent"]]
    )

    static let releaseRegion = MappingDeclaration(
        title: "expectation: releases",
        keys: [
            KeyDeclaration(name: "progress", value: .oneOf([.number(.releaseProgress), .tuple([.number(.releaseProgress), .number(.releaseProgress)])]),
                           meaning: "Progress at release: one value, or [low, high].", unit: "progress",
                           defaultValue: .array([.number(0), .number(1)]), defaultNote: "from anywhere"),
            KeyDeclaration(name: "velocity", value: .oneOf([.number(.velocity), .tuple([.number(.velocity), .number(.velocity)])]),
                           meaning: "The finger's velocity at release: one value, or [low, high].", unit: "pt/s",
                           isRequired: true),
            fromDetent,
            KeyDeclaration(name: "grid", value: .string(pattern: gridPattern),
                           meaning: "The releases tried: COLUMNSxROWS, progress across and velocity up, evenly "
                               + "spaced with both ends included (each 2…1000, at most 160000).",
                           defaultValue: .string("41x21"), defaultNote: "simulate sweep's"),
        ]
    )

    static let fromDetent = KeyDeclaration(
        name: "fromDetent", value: .string(pattern: nil),
        meaning: "On a sheet with detents: the detent the drag starts from (as `--from-detent`).",
        defaultNote: "the tallest")

    static let expectedValue = MappingDeclaration(
        title: "expectation: value",
        keys: [
            KeyDeclaration(name: "track", value: .string(pattern: nil),
                           meaning: "ELEMENT.PROPERTY as `transpec simulate` names its columns: photo.scale, "
                               + "caption.translationY, dimming.alpha, sharedElement.fraction.", isRequired: true),
            KeyDeclaration(name: "time", value: .number(.nonNegative),
                           meaning: "Seconds from the release (a play: from its start; a trace: on the trace's "
                               + "clock).", unit: "s"),
            KeyDeclaration(name: "progress", value: .number(.releaseProgress),
                           meaning: "Instead of 'time': the value shown at this progress after the release.",
                           unit: "progress"),
            KeyDeclaration(name: "value", value: .number(.any), meaning: "The expected value.", isRequired: true),
            KeyDeclaration(name: "tolerance", value: .number(.nonNegative),
                           meaning: "How far the value may be from 'value'.",
                           defaultValue: .number(ExpectedValue.defaultTolerance),
                           defaultNote: "the 4 decimals transpec simulate prints"),
        ],
        requiredAlternatives: [["time"], ["progress"]],
        exclusiveAlternatives: true
    )

    static let containerPattern = "^[0-9]+(\\.[0-9]+)?[xX][0-9]+(\\.[0-9]+)?$"
    static let gridPattern = "^[0-9]+[xX][0-9]+$"
    static let pointsPattern = "^[0-9]+(\\.[0-9]+)? ?pt$"
}
