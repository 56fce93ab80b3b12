import TranspecDiagnostics
import TranspecRuntime
import TranspecYAML

extension SpecDecoder {
    static let gestureKeys = KeyTable(SpecKeys.gesture.names)
    static let rubberBandKeys = KeyTable(SpecKeys.rubberBand.names)

    mutating func decodeGesture(_ node: Node) -> GestureIR? {
        guard let fields = fields(of: node, for: "gesture", allowed: Self.gestureKeys) else { return nil }
        let here = location(node)
        let edge = require("edge", in: fields, context: "gesture").flatMap { edgeNode in
            choice(edgeNode, for: "edge", as: TransitionEdge.self).map { Located($0, at: location(edgeNode)) }
        }
        let distance = fields["distance"].map { decodeDistance($0) } ?? Located(.container, at: here)
        let directions = choice("directions", in: fields, default: DragDirections.towardEdge)
        let screenEdge = bool("screenEdge", in: fields, default: false)
        // Written or not: `.some(nil)` is `rubberBand: false`, `nil` a value in error.
        let rubberBand: RubberBand?? = fields["rubberBand"].map { decodeRubberBand($0) } ?? .some(RubberBand())
        let scrollView = choice("scrollView", in: fields, default: ScrollViewCoordination.none)
        let progress = choice("progress", in: fields, default: ProgressReporting.fraction)
        guard let edge, let distance, let directions, let screenEdge, let rubberBand, let scrollView, let progress
        else { return nil }
        return GestureIR(
            edge: edge, distance: distance, isDistanceWritten: fields["distance"] != nil, directions: directions,
            screenEdge: screenEdge, rubberBand: rubberBand, scrollView: scrollView, progress: progress.value, location: here
        )
    }

    private mutating func decodeDistance(_ node: Node) -> Located<DistanceRule>? {
        if case .string("container")? = CoreValueProbe.value(of: node) {
            return Located(.container, at: location(node))
        }
        if case .string(let text)? = CoreValueProbe.value(of: node), text.hasSuffix("%") {
            // `50%`: a fraction of the container's extent, as `container` is all of it.
            guard let percent = Self.percentage(text), percent >= 1, percent <= 100 else {
                error("expected a percentage of the container from \"1%\" to \"100%\" for 'distance', found \(quoted(text))",
                      at: node)
                return nil
            }
            return Located(.containerFraction(percent / 100, plus: 0), at: location(node))
        }
        if case .string(let text)? = CoreValueProbe.value(of: node) {
            reportUnknownWord(text, at: node, what: "value \(quoted(text)) for 'distance'", candidates: SpecKeys.distanceWords,
                              fallback: "expected a number of points, a percentage of the container or 'container'")
            return nil
        }
        return number(node, for: "distance", .positive).map { $0.map(DistanceRule.points) }
    }

    /// `true`, `false` or `{ coefficient: c }`: `.some(nil)` for `false`,
    /// nil after an error.
    private mutating func decodeRubberBand(_ node: Node) -> RubberBand?? {
        if node.isMapping {
            guard let fields = fields(of: node, for: "rubberBand", allowed: Self.rubberBandKeys) else { return nil }
            return number("coefficient", in: fields, .positive, default: RubberBand().coefficient)
                .map { RubberBand(coefficient: $0.value) }
        }
        guard let enabled = bool(node, for: "rubberBand") else { return nil }
        return .some(enabled ? RubberBand() : nil)
    }
}
