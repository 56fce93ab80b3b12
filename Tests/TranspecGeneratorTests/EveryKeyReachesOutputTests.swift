import Testing
import TranspecDiagnostics
import TranspecGenerator
@testable import TranspecSpec

/// `check` never accepts a key that `generate` ignores. For every key the
/// schema declares, two specs that differ only in that key's value must
/// generate different code (comments aside: a value that reaches only a
/// comment is still ignored). A key added to the schema without a variation
/// here fails `everyDeclaredKeyHasAVariation`.
struct EveryKeyReachesOutputTests {
    @Test func everyDeclaredKeyHasAVariation() {
        let declared = declaredKeyPaths()
        let covered = Set(keyVariations.map(\.path)).union(exemptions.keys).union(declared.filter(isExpectationKey))
        #expect(declared.subtracting(covered).sorted() == [], "keys with no variation")
        #expect(covered.subtracting(declared).sorted() == [], "variations of keys the schema does not declare")
        #expect(declared.count >= 60)
    }

    @Test(arguments: keyVariations)
    func changingTheKeyChangesTheGeneratedCode(_ variation: KeyVariation) throws {
        let first = try generated(variation.first, keepComments: variation.reachesOnlyDocumentation)
        let second = try generated(variation.second, keepComments: variation.reachesOnlyDocumentation)
        #expect(first != second, "\(variation.path): generate writes the same code for\n\(variation.first)\(variation.second)")
    }
}

/// `expect` and its keys never reach the generated code: they state what
/// the motion must do, `check` and `generate` play them through the
/// simulator, and a failed one makes `generate` write nothing
/// (ExpectationCommandTests).
private func isExpectationKey(_ path: String) -> Bool {
    path == "transition.expect" || path.hasPrefix("expectation")
}

/// Keys with no observable variation, and why.
private let exemptions: [String: String] = [
    "the document.transpec": "the format version has exactly one valid value",
    "spring: preset/duration/extraBounce.overdamping": "no SwiftUI preset is overdamped, so allow and critical play alike",
    "spring: bounciness/speed.overdamping": "pop's bounciness and speed never give a damping ratio above 1",
    "spring: visualDuration/bounce.overdamping": "framer clamps 1 − bounce to 1 (SpringPorts), so no spring of the set is overdamped",
    "spring: settlingDuration/dampingRatio.overdamping": "the settling-duration forms cap the ratio at 1 (SpringPorts), as framer's findSpring does",
    "spring: settlingDuration/bounce.overdamping": "the settling-duration forms cap the ratio at 1 (SpringPorts), as framer's findSpring does",
]

struct KeyVariation: CustomTestStringConvertible, Sendable {
    var path: String
    var first: String
    var second: String
    /// `summary` exists to become the doc comment.
    var reachesOnlyDocumentation = false
    var testDescription: String { path }

    /// Two one-line transitions (so that line numbers match) with these entries.
    /// `neighbour`, when given, is a second transition line both specs hold (a pair's presentation).
    init(_ path: String, _ first: String, _ second: String, name: String = "sheet", secondName: String? = nil,
         neighbour: String? = nil, reachesOnlyDocumentation: Bool = false) {
        let rest = neighbour.map { "  \($0)\n" } ?? ""
        self.path = path
        self.first = "transpec: 1\ntransitions:\n  \(name): { \(first) }\n" + rest
        self.second = "transpec: 1\ntransitions:\n  \(secondName ?? name): { \(second) }\n" + rest
        self.reachesOnlyDocumentation = reachesOnlyDocumentation
    }
}

private let operation = "operation: dismiss"
private let gesture = "gesture: { edge: bottom }"
private let spring = "spring: { dampingRatio: 1, response: 0.4 }"
private let base = "\(operation), \(gesture), \(spring)"

/// A transition with the base entries and `entries`, the latter replacing any base entry of the same key.
private func transition(_ entries: String...) -> String {
    let keys = Set(entries.map { String($0.prefix { $0 != ":" }) })
    let kept = [operation, gesture, spring].filter { !keys.contains(String($0.prefix { $0 != ":" })) }
    return (kept + entries).joined(separator: ", ")
}

private func element(_ track: String) -> String { "elements: { card: { \(track) } }" }

private let keyVariations: [KeyVariation] = {
    var variations: [KeyVariation] = [
        KeyVariation("the document.transitions", base, base, name: "sheet", secondName: "card"),
        KeyVariation("transition.operation", base, transition("operation: present")),
        KeyVariation("transition.summary", base, transition("summary: Dismisses the card."),
                     reachesOnlyDocumentation: true),
        KeyVariation("transition.gesture", base, transition("gesture: { edge: top }")),
        KeyVariation("transition.release", base, transition("release: { threshold: 0.3 }")),
        KeyVariation("transition.spring", base, transition("spring: { dampingRatio: 0.5, response: 0.4 }")),
        KeyVariation("transition.complete", transition("complete: { spring: { dampingRatio: 1, response: 0.4 } }",
                                                       "cancel: { spring: { dampingRatio: 1, response: 0.4 } }"),
                     transition("complete: { spring: { dampingRatio: 0.6, response: 0.4 } }",
                                "cancel: { spring: { dampingRatio: 1, response: 0.4 } }")),
        KeyVariation("transition.cancel", transition("complete: { spring: { dampingRatio: 1, response: 0.4 } }",
                                                     "cancel: { spring: { dampingRatio: 1, response: 0.4 } }"),
                     transition("complete: { spring: { dampingRatio: 1, response: 0.4 } }",
                                "cancel: { spring: { dampingRatio: 0.6, response: 0.4 } }")),
        KeyVariation("transition.decay", base, transition("decay: { rate: fast }")),
        KeyVariation("transition.restTolerance", base, transition("restTolerance: { position: 2 }")),
        KeyVariation("transition.interruptible", base, transition("interruptible: false")),
        KeyVariation("transition.dimming", base, transition("dimming: { alpha: { from: 0.4, to: 0 } }")),
        KeyVariation("transition.elements", base, transition(element("alpha: { from: 1, to: 0 }"))),
        KeyVariation("transition.sharedElement",
                     transition("elements: { photo: null, thumbnail: null }"),
                     transition("elements: { photo: null, thumbnail: null }",
                                "sharedElement: { source: photo, destination: thumbnail }")),
        KeyVariation("gesture.edge", base, transition("gesture: { edge: trailing }")),
        KeyVariation("gesture.distance", base, transition("gesture: { edge: bottom, distance: 300 }")),
        KeyVariation("gesture.directions", base, transition("gesture: { edge: bottom, directions: both }")),
        KeyVariation("gesture.progress", base, transition("gesture: { edge: bottom, progress: step }")),
        // Each value reaches the code: any is not both.
        KeyVariation("gesture.directions", transition("gesture: { edge: bottom, directions: both }"),
                     transition("gesture: { edge: bottom, directions: any }")),
        KeyVariation("gesture.screenEdge", base, transition("gesture: { edge: bottom, screenEdge: true }")),
        KeyVariation("gesture.rubberBand", base, transition("gesture: { edge: bottom, rubberBand: false }")),
        KeyVariation("gesture.scrollView", base, transition("gesture: { edge: bottom, scrollView: required }")),
        KeyVariation("rubberBand.coefficient", transition("gesture: { edge: bottom, rubberBand: { coefficient: 0.55 } }"),
                     transition("gesture: { edge: bottom, rubberBand: { coefficient: 0.3 } }")),
        KeyVariation("complete.spring", transition("complete: { spring: { dampingRatio: 1, response: 0.4 } }",
                                                   "cancel: { spring: { dampingRatio: 1, response: 0.4 } }"),
                     transition("complete: { spring: { dampingRatio: 1, response: 0.3 } }",
                                "cancel: { spring: { dampingRatio: 1, response: 0.4 } }")),
        KeyVariation("cancel.spring", transition("complete: { spring: { dampingRatio: 1, response: 0.4 } }",
                                                 "cancel: { spring: { dampingRatio: 1, response: 0.4 } }"),
                     transition("complete: { spring: { dampingRatio: 1, response: 0.4 } }",
                                "cancel: { spring: { dampingRatio: 1, response: 0.3 } }")),
        KeyVariation("decay.rate", transition("decay: { rate: normal }"), transition("decay: { rate: 0.99 }")),
        KeyVariation("decay.flingFriction", transition("decay: { flingFriction: 1 }"),
                     transition("decay: { flingFriction: 2 }")),
        KeyVariation("decay.frictionDrag", transition("decay: { frictionDrag: 0.135 }"),
                     transition("decay: { frictionDrag: 0.2 }")),
        KeyVariation("transition.presentation", base, transition("presentation: show"),
                     neighbour: "show: { operation: present, gesture: { edge: top }, spring: { dampingRatio: 0.8, response: 0.3 } }"),
        KeyVariation("transition.push", "operation: pop, gesture: { edge: trailing }, \(spring)",
                     "operation: pop, push: show, gesture: { edge: trailing }, \(spring)",
                     neighbour: "show: { operation: push, gesture: { edge: leading }, spring: { dampingRatio: 0.8, response: 0.3 } }"),
        KeyVariation("transition.frame", base, transition("frame: { height: 400 }")),
        KeyVariation("frame.height", transition("frame: { height: 400 }"), transition("frame: { height: \"50%\" }")),
        KeyVariation("transition.detents", base, transition("detents: { heights: { half: \"50%\" } }")),
        KeyVariation("detents.heights", transition("detents: { heights: { half: \"50%\" } }"),
                     transition("detents: { heights: { half: \"50%\", low: 120 } }")),
        KeyVariation("detents.dismissible", transition("detents: { heights: { half: \"50%\" } }"),
                     transition("detents: { heights: { half: \"50%\" }, dismissible: false }")),
        KeyVariation("detents.initial", transition("detents: { heights: { half: \"50%\", full: \"100%\" } }"),
                     transition("detents: { heights: { half: \"50%\", full: \"100%\" }, initial: half }")),
        KeyVariation("detents.largestUndimmed", transition("detents: { heights: { half: \"50%\", full: \"100%\" } }"),
                     transition("detents: { heights: { half: \"50%\", full: \"100%\" }, largestUndimmed: half }")),
        KeyVariation("frame.insets", transition("frame: { height: 400 }"),
                     transition("frame: { height: 400, insets: { left: 12, right: 12 } }")),
        KeyVariation("insets.top", transition("frame: { insets: { top: 0 } }"), transition("frame: { insets: { top: 40 } }")),
        KeyVariation("insets.left", transition("frame: { insets: { left: 0 } }"), transition("frame: { insets: { left: 12 } }")),
        KeyVariation("insets.bottom", transition("frame: { insets: { bottom: 0 } }"),
                     transition("frame: { insets: { bottom: 12 } }")),
        KeyVariation("insets.right", transition("frame: { insets: { right: 0 } }"),
                     transition("frame: { insets: { right: 12 } }")),
        KeyVariation("transition.moving", base, transition("moving: none")),
        KeyVariation("transition.reduceMotion", base, transition("reduceMotion: motion")),
        KeyVariation("transition.triggers", base, transition("triggers: { snap: { progress: 0.5 } }")),
        KeyVariation("trigger.progress", transition("triggers: { snap: { progress: 0.5 } }"),
                     transition("triggers: { snap: { progress: 0.6 } }")),
        KeyVariation("trigger.direction", transition("triggers: { snap: { progress: 0.5 } }"),
                     transition("triggers: { snap: { progress: 0.5, direction: decreasing } }")),
        KeyVariation("trigger.during", transition("triggers: { snap: { progress: 0.5 } }"),
                     transition("triggers: { snap: { progress: 0.5, during: drag } }")),
        KeyVariation("trigger.haptic", transition("triggers: { snap: { progress: 0.5 } }"),
                     transition("triggers: { snap: { progress: 0.5, haptic: selection } }")),
        KeyVariation("element.rotation", transition(element("alpha: { from: 1, to: 0 }")),
                     transition(element("alpha: { from: 1, to: 0 }, rotation: { from: 0, to: 8 }"))),
        KeyVariation("element.shadowOpacity", transition(element("alpha: { from: 1, to: 0 }")),
                     transition(element("alpha: { from: 1, to: 0 }, shadowOpacity: { from: 0, to: 0.3 }"))),
        KeyVariation("element.shadowRadius", transition(element("alpha: { from: 1, to: 0 }")),
                     transition(element("alpha: { from: 1, to: 0 }, shadowRadius: { from: 0, to: 12 }"))),
        KeyVariation("decay.handoffVelocity", transition("decay: { handoffVelocity: 100 }"),
                     transition("decay: { handoffVelocity: 40 }")),
        KeyVariation("restTolerance.position", transition("restTolerance: { position: 0.5 }"),
                     transition("restTolerance: { position: 1 }")),
        KeyVariation("restTolerance.velocity", transition("restTolerance: { velocity: 5 }"),
                     transition("restTolerance: { velocity: 9 }")),
        KeyVariation("dimming.color", transition("dimming: { color: \"#000000\", alpha: { from: 0.4, to: 0 } }"),
                     transition("dimming: { color: \"#1A2B3C\", alpha: { from: 0.4, to: 0 } }")),
        KeyVariation("color.light",
                     transition("dimming: { color: { light: \"#000000\", dark: \"#FFFFFF\" }, alpha: { from: 0.4, to: 0 } }"),
                     transition("dimming: { color: { light: \"#00000080\", dark: \"#FFFFFF\" }, alpha: { from: 0.4, to: 0 } }")),
        KeyVariation("color.dark",
                     transition("dimming: { color: { light: \"#000000\", dark: \"#FFFFFF\" }, alpha: { from: 0.4, to: 0 } }"),
                     transition("dimming: { color: { light: \"#000000\", dark: \"#FFFFFF33\" }, alpha: { from: 0.4, to: 0 } }")),
        KeyVariation("dimming.alpha", transition("dimming: { alpha: { from: 0.4, to: 0 } }"),
                     transition("dimming: { alpha: { from: 0.6, to: 0 } }")),
        KeyVariation("release: threshold and flick.threshold", transition("release: { threshold: 0.5 }"),
                     transition("release: { threshold: 0.4 }")),
        KeyVariation("release: threshold and flick.flickVelocity", transition("release: { flickVelocity: 300 }"),
                     transition("release: { flickVelocity: 900 }")),
        KeyVariation("release: projection.projection", transition("release: { projection: normal }"),
                     transition("release: { projection: fast }")),
        KeyVariation("release: projection.threshold", transition("release: { projection: normal, threshold: 0.5 }"),
                     transition("release: { projection: normal, threshold: 0.4 }")),
        KeyVariation("release: any of.anyOf", transition("release: { anyOf: [{ progress: 0.5 }] }"),
                     transition("release: { anyOf: [{ progress: 0.5 }, { progress: 0.2, speed: 800 }] }")),
        KeyVariation("anyOf entry.progress", transition("release: { anyOf: [{ progress: 0.5, speed: 100 }] }"),
                     transition("release: { anyOf: [{ progress: 0.3, speed: 100 }] }")),
        KeyVariation("anyOf entry.speed", transition("release: { anyOf: [{ progress: 0.5, speed: 100 }] }"),
                     transition("release: { anyOf: [{ progress: 0.5, speed: 200 }] }")),
        KeyVariation("sharedElement.source",
                     transition("elements: { a: null, b: null, c: null }", "sharedElement: { source: a, destination: c }"),
                     transition("elements: { a: null, b: null, c: null }", "sharedElement: { source: b, destination: c }")),
        KeyVariation("sharedElement.destination",
                     transition("elements: { a: null, b: null, c: null }", "sharedElement: { source: a, destination: b }"),
                     transition("elements: { a: null, b: null, c: null }", "sharedElement: { source: a, destination: c }")),
        KeyVariation("element.alpha", transition(element("scale: { from: 1, to: 0.5 }")),
                     transition(element("scale: { from: 1, to: 0.5 }, alpha: { from: 1, to: 0 }"))),
        KeyVariation("element.scale", transition(element("alpha: { from: 1, to: 0 }")),
                     transition(element("alpha: { from: 1, to: 0 }, scale: { from: 1, to: 0.5 }"))),
        KeyVariation("element.translation", transition(element("alpha: { from: 1, to: 0 }")),
                     transition(element("alpha: { from: 1, to: 0 }, translation: { from: [0, 0], to: [0, 40] }"))),
        KeyVariation("element.optional", transition(element("alpha: { from: 1, to: 0 }")),
                     transition(element("alpha: { from: 1, to: 0 }, optional: true"))),
        KeyVariation("element.from", transition(element("alpha: { from: 1, to: 0 }")),
                     transition(element("alpha: { from: 1, to: 0 }, from: presenting"))),
        // A percentage reaches the output as its basis, not only as its number (−0.3 either way).
        KeyVariation("element.translation", transition(element("translation: { from: [-0.3, 0], to: [0, 0] }")),
                     transition(element("translation: { from: [-30%, 0], to: [0, 0] }"))),
        KeyVariation("element.translation", transition(element("translation: { from: [0, -0.3], to: [0, 0] }")),
                     transition(element("translation: { from: [0, -30%], to: [0, 0] }"))),
        KeyVariation("element.translation", transition(element("translation: { from: [0, -30%], to: [0, 0] }")),
                     transition(element("translation: { from: [0, -30% view], to: [0, 0] }"))),
        KeyVariation("element.cornerRadius", transition(element("alpha: { from: 1, to: 0 }")),
                     transition(element("alpha: { from: 1, to: 0 }, cornerRadius: { from: 0, to: 12 }"))),
        KeyVariation("track.from", transition(element("alpha: { from: 1, to: 0 }")),
                     transition(element("alpha: { from: 0.5, to: 0 }"))),
        KeyVariation("track.to", transition(element("alpha: { from: 1, to: 0 }")),
                     transition(element("alpha: { from: 1, to: 0.5 }"))),
        KeyVariation("track.keyframes", transition(element("alpha: { keyframes: [{ at: 0, value: 1 }, { at: 1, value: 0 }] }")),
                     transition(element("alpha: { keyframes: [{ at: 0, value: 1 }, { at: 0.5, value: 0.2 }, { at: 1, value: 0 }] }"))),
        KeyVariation("track.range", transition(element("alpha: { from: 1, to: 0 }")),
                     transition(element("alpha: { from: 1, to: 0, range: [0, 0.5] }"))),
        // A range keyed to detents reaches the code by name, not only as its nominal progress.
        KeyVariation("track.range", transition("detents: { heights: { full: \"100%\", low: 120 } }",
                                               element("alpha: { from: 1, to: 0, range: [0, 0.8578] }")),
                     transition("detents: { heights: { full: \"100%\", low: 120 } }",
                                element("alpha: { from: 1, to: 0, range: [full, low] }"))),
        KeyVariation("track.easing", transition(element("alpha: { from: 1, to: 0 }")),
                     transition(element("alpha: { from: 1, to: 0, easing: ease-in }"))),
        KeyVariation("track.overshoot", transition(element("alpha: { from: 1, to: 0 }")),
                     transition(element("alpha: { from: 1, to: 0, overshoot: extrapolate }"))),
        KeyVariation("track.during", transition(element("alpha: { from: 1, to: 0 }")),
                     transition(element("alpha: { from: 1, to: 0, during: settle }"))),
        KeyVariation("track.during", transition(element("alpha: { from: 1, to: 0, during: settle }")),
                     transition(element("alpha: { from: 1, to: 0, during: drag }"))),
        KeyVariation("keyframe.at", transition(element("alpha: { keyframes: [{ at: 0, value: 1 }, { at: 0.5, value: 0.2 }, { at: 1, value: 0 }] }")),
                     transition(element("alpha: { keyframes: [{ at: 0, value: 1 }, { at: 0.6, value: 0.2 }, { at: 1, value: 0 }] }"))),
        KeyVariation("keyframe.value", transition(element("alpha: { keyframes: [{ at: 0, value: 1 }, { at: 1, value: 0 }] }")),
                     transition(element("alpha: { keyframes: [{ at: 0, value: 1 }, { at: 1, value: 0.1 }] }"))),
        KeyVariation("keyframe.easing", transition(element("alpha: { keyframes: [{ at: 0, value: 1 }, { at: 1, value: 0 }] }")),
                     transition(element("alpha: { keyframes: [{ at: 0, value: 1, easing: ease-out }, { at: 1, value: 0 }] }"))),
        KeyVariation("cubic-bezier easing.cubic-bezier",
                     transition(element("alpha: { from: 1, to: 0, easing: { cubic-bezier: [0.4, 0, 0.2, 1] } }")),
                     transition(element("alpha: { from: 1, to: 0, easing: { cubic-bezier: [0.3, 0, 0.2, 1] } }"))),
        KeyVariation("sharedElement.range",
                     transition("elements: { a: null, b: null }", "sharedElement: { source: a, destination: b }"),
                     transition("elements: { a: null, b: null }", "sharedElement: { source: a, destination: b, range: [0.2, 1] }")),
        KeyVariation("sharedElement.easing",
                     transition("elements: { a: null, b: null }", "sharedElement: { source: a, destination: b }"),
                     transition("elements: { a: null, b: null }", "sharedElement: { source: a, destination: b, easing: ease-in-out }")),
        KeyVariation("sharedElement.overshoot",
                     transition("elements: { a: null, b: null }", "sharedElement: { source: a, destination: b }"),
                     transition("elements: { a: null, b: null }", "sharedElement: { source: a, destination: b, overshoot: extrapolate }")),
        KeyVariation("sharedElement.during",
                     transition("elements: { a: null, b: null }", "sharedElement: { source: a, destination: b }"),
                     transition("elements: { a: null, b: null }", "sharedElement: { source: a, destination: b, during: settle }")),
        KeyVariation("sharedElement.fallback",
                     transition("elements: { a: { optional: true }, b: null }", "sharedElement: { source: a, destination: b, fallback: fade }"),
                     transition("elements: { a: { optional: true }, b: null }", "sharedElement: { source: a, destination: b, fallback: none }")),
    ]
    variations += springVariations()
    return variations
}()

/// One variation per key of each spring parameter set: the set's sample,
/// then the sample with that key changed. `overdamping` needs a sample
/// whose damping ratio is above 1.
private func springVariations() -> [KeyVariation] {
    let samples: [SpringIR.ParameterSet: (sample: [String: String], overdamped: [String: String])] = [
        .dampingRatioResponse: (["dampingRatio": "0.8", "response": "0.4"], ["dampingRatio": "1.5"]),
        .durationBounce: (["duration": "0.5", "bounce": "0.2"], ["bounce": "-0.4"]),
        .physics: (["mass": "1", "stiffness": "300", "damping": "30"], ["damping": "60"]),
        .popBounciness: (["bounciness": "4", "speed": "12"], [:]),
        .origami: (["tension": "40", "friction": "7"], ["friction": "40"]),
        .swiftUIPreset: (["preset": "snappy", "duration": "0.5", "extraBounce": "0"], [:]),
        .stiffnessDampingRatio: (["stiffness": "300", "dampingRatio": "0.8", "mass": "1"], ["dampingRatio": "1.5"]),
        .visualDurationBounce: (["visualDuration": "0.4", "bounce": "0.2"], [:]),
        .settlingDuration: (["settlingDuration": "0.5", "dampingRatio": "0.8"], [:]),
        .settlingDurationBounce: (["settlingDuration": "0.5", "bounce": "0.2"], [:]),
    ]
    let changed: [String: String] = [
        "dampingRatio": "0.6", "response": "0.3", "duration": "0.7", "bounce": "0.1", "mass": "2", "stiffness": "200",
        "damping": "20", "bounciness": "8", "speed": "6", "tension": "60", "friction": "9", "preset": "bouncy",
        "extraBounce": "0.1", "visualDuration": "0.6", "settlingDuration": "0.8",
    ]
    func spec(_ values: [String: String]) -> String {
        "spring: { " + values.keys.sorted().map { "\($0): \(values[$0]!)" }.joined(separator: ", ") + " }"
    }
    return SpecKeys.springSets.flatMap { set, mapping -> [KeyVariation] in
        guard let entry = samples[set] else { return [] }
        return mapping.keys.compactMap { key -> KeyVariation? in
            let path = "\(mapping.title).\(key.name)"
            if key.name == "overdamping" {
                guard !entry.overdamped.isEmpty else { return nil }
                let overdamped = entry.sample.merging(entry.overdamped) { $1 }
                return KeyVariation(path, transition(spec(overdamped)),
                                    transition(spec(overdamped.merging(["overdamping": "critical"]) { $1 })))
            }
            guard let value = changed[key.name] else { return nil }
            return KeyVariation(path, transition(spec(entry.sample)),
                                transition(spec(entry.sample.merging([key.name: value]) { $1 })))
        }
    }
}

/// "mapping title.key" for every key reachable from the document.
private func declaredKeyPaths() -> Set<String> {
    var paths: Set<String> = []
    var visitedTitles: Set<String> = []
    func visit(_ mapping: MappingDeclaration) {
        guard visitedTitles.insert(mapping.title).inserted else { return }
        for key in mapping.keys {
            paths.insert("\(mapping.title).\(key.name)")
            visit(key.value)
        }
    }
    func visit(_ kind: ValueKind) {
        switch kind {
        case .integerConstant, .number, .boolean, .string, .choice: break
        case .mapping(let mapping): visit(mapping)
        case .namedMapping(let value), .list(let value, _), .nullable(let value): visit(value)
        case .tuple(let kinds), .oneOf(let kinds): kinds.forEach(visit)
        case .definition(let definition):
            switch definition {
            case .transition: visit(SpecKeys.transition)
            case .spring: SpecKeys.springSets.forEach { visit($0.mapping) }
            case .track: visit(SpecKeys.track(of: .number(.any), unit: nil))
            case .pointTrack: visit(SpecKeys.track(of: SpecSchema.pointValue, unit: "pt"))
            case .easing: visit(SpecKeys.cubicBezier)
            case .element: visit(SpecKeys.element)
            }
        }
    }
    visit(SpecKeys.document)
    return paths
}

private func generated(_ yaml: String, keepComments: Bool) throws -> String {
    var collector = DiagnosticCollector()
    let spec = SpecFrontEnd.decode(Array(yaml.utf8), file: "Sheet.transpec.yaml", diagnostics: &collector)
    let errors = collector.sorted.filter { $0.severity == .error }
    try #require(errors.isEmpty, "\(errors.map(\.message))\n\(yaml)")
    let text = SpecTranslator.render(try #require(spec))
    if keepComments { return text }
    return text.split(separator: "\n", omittingEmptySubsequences: false)
        .filter { !$0.drop { $0 == " " }.hasPrefix("//") }
        .joined(separator: "\n")
}
