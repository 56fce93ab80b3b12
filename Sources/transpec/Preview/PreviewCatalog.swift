import TranspecPlayback
import TranspecRuntime
import TranspecSimulation
import TranspecSpec

/// A spec as its preview page needs it: each transition's runtime values,
/// lowered as `simulate` lowers them (the archive the page's WebAssembly
/// plays), and the page's description of them: names, which screen lends
/// each element, the views' sizes, the rule to explain a release by.
struct PreviewCatalog: Sendable {
    var archive: PreviewArchive
    var transitions: [PageJSON]
    var names: [String]

    /// Nothing to play yet: a served spec whose first build failed.
    static let empty = PreviewCatalog()

    private init() {
        archive = PreviewArchive(transitions: [])
        transitions = []
        names = []
    }

    /// `viewSizes`: `--view-size`'s sizes by element name.
    init(spec: SpecIR, viewSizes: [String: ContainerSize]) {
        var archived: [PreviewTransition] = []
        transitions = []
        names = []
        for transition in spec.transitions {
            let partner = spec.presentationPartner(of: transition)
            let preview = PreviewTransition(transition, presentation: partner)
            archived.append(preview)
            names.append(preview.name)
            transitions.append(Self.describe(preview, transition: transition, partner: partner, viewSizes: viewSizes))
        }
        archive = PreviewArchive(transitions: archived)
    }

    /// The elements whose translations count their own size (`-30% view`)
    /// and have none from `--view-size`, by transition: `simulate` refuses
    /// to play them, and so does the page.
    static func missingViewSizes(in spec: SpecIR, given: [String: ContainerSize]) -> [String] {
        var missing: Set<String> = []
        for transition in spec.transitions {
            let preview = PreviewTransition(transition, presentation: spec.presentationPartner(of: transition))
            for plan in [preview.interactive] + preview.plays.map(\.plan) {
                for element in plan.motion.elements
                where (element.translationXBasis == .view || element.translationYBasis == .view) && given[element.name] == nil {
                    missing.insert(element.name)
                }
            }
        }
        return missing.sorted()
    }

    private static func describe(
        _ preview: PreviewTransition, transition: TransitionIR, partner: TransitionIR?,
        viewSizes: [String: ContainerSize]
    ) -> PageJSON {
        let operation = transition.operation.value
        let kind: String, screens: (moving: String, under: String), moving: ElementScreen
        switch operation {
        case .present, .dismiss: (kind, screens, moving) = ("modal", ("presented", "presenting"), .presented)
        case .push: (kind, screens, moving) = ("navigation", ("destination", "source"), .destination)
        case .pop: (kind, screens, moving) = ("navigation", ("source", "destination"), .source)
        case .tabNext, .tabPrevious: (kind, screens, moving) = ("tab", ("source", "destination"), .source)
        }
        // A pair presents with its partner's motion, and so with its partner's elements.
        func plan(_ plan: TransitionPlan, operation name: String, declaredBy ir: TransitionIR) -> PageJSON {
            let screenOf = Dictionary(ir.elements.map { ($0.name.value, $0.screen?.value) }, uniquingKeysWith: { a, _ in a })
            let elements: [PageJSON] = plan.motion.elements.map { element in
                let screen = (screenOf[element.name] ?? nil) ?? moving
                let size = viewSizes[element.name].map { PageJSON.array([.number($0.width), .number($0.height)]) } ?? .null
                return .object([
                    ("name", .string(element.name)), ("screen", .string(screen.rawValue)),
                    ("onMovingScreen", .bool(screen == moving)), ("size", size),
                ])
            }
            let triggers: [PageJSON] = plan.motion.triggers.map { trigger in
                .object([("name", .string(trigger.name)), ("progress", .number(trigger.progress)),
                         ("haptic", trigger.haptic.map { .string(hapticName($0)) } ?? .null)])
            }
            let shared: PageJSON = plan.motion.sharedElement.map {
                .object([("source", .string($0.source)), ("destination", .string($0.destination))])
            } ?? .null
            return .object([
                ("operation", .string(name)), ("edge", .string(plan.edge.rawValue)),
                ("movement", .string(plan.movement == .arrival ? "arrival" : "departure")),
                ("reversed", .bool(plan.isReversed)), ("movesScreen", .bool(plan.motion.movesScreen)),
                ("elements", .array(elements)), ("triggers", .array(triggers)), ("shared", shared),
            ])
        }
        var plans = [plan(preview.interactive, operation: operation.rawValue, declaredBy: transition)]
        for play in preview.plays {
            let declaring = play.operation == TransitionOperation.present.rawValue && operation == .dismiss ? partner ?? transition : transition
            plans.append(plan(play.plan, operation: play.operation, declaredBy: declaring))
        }
        let motion = preview.interactive.motion
        let directions = motion.directions.rawValue
        let detents: PageJSON = motion.detents.map { .array($0.detents.map { .string($0.name) }) } ?? .null
        let dimming: PageJSON = preview.dimming.map { color in
            let channel = { (value: Double) in Int((min(max(value, 0), 1) * 255).rounded()) }
            return .string("rgb(\(channel(color.red)), \(channel(color.green)), \(channel(color.blue)))")
        } ?? .null
        return .object([
            ("name", .string(preview.name)), ("operation", .string(operation.rawValue)),
            ("summary", transition.summary.map { .string($0.value) } ?? .null),
            ("kind", .string(kind)),
            ("screens", .object([("moving", .string(screens.moving)), ("under", .string(screens.under))])),
            ("edge", .string(preview.interactive.edge.rawValue)), ("directions", .string(directions)),
            ("gestureHint", .string(gestureHint(preview.interactive, directions: directions))),
            ("release", release(motion.release)), ("detents", detents), ("dimmingColor", dimming),
            ("plans", .array(plans)),
        ])
    }

    private static func release(_ rule: ReleaseRule) -> PageJSON {
        switch rule {
        case .threshold(let threshold, let flick):
            .object([("kind", .string("threshold")), ("threshold", .number(threshold)),
                     ("flick", flick.map { .number($0) } ?? .null)])
        case .projection(_, let threshold):
            .object([("kind", .string("projection")), ("threshold", .number(threshold))])
        case .anyOf(let conditions):
            .object([("kind", .string("anyOf")), ("conditions", .array(conditions.map { condition in
                .object([("progress", .number(condition.progress)), ("speed", condition.speed.map { .number($0) } ?? .null)])
            }))])
        }
    }

    private static func hapticName(_ haptic: Haptic) -> String {
        switch haptic {
        case .selection: "selection"
        case .impact(let style): "impact \(style.rawValue)"
        }
    }

    private static func gestureHint(_ plan: TransitionPlan, directions: String) -> String {
        let way = switch plan.edge {
        case .top: "up"
        case .bottom: "down"
        case .left, .leading: "to the left"
        case .right, .trailing: "to the right"
        }
        let from = plan.gesture == .screenEdge ? " from the screen's edge" : ""
        switch directions {
        case "any": return "Drag the screen any way\(from), and let go or fling it."
        case "both": return "Drag the screen \(plan.edge.isVertical ? "up or down" : "left or right")\(from), and let go."
        default:
            return plan.motion.detents != nil
                ? "Drag the sheet between its detents, and let go."
                : "Drag the screen \(way)\(from), and let go."
        }
    }
}
