import TranspecDiagnostics
import TranspecRuntime
import TranspecYAML

extension SpecDecoder {
    static let gestureKeys = KeyTable(SpecKeys.gesture.names)
    static let rubberBandKeys = KeyTable(SpecKeys.rubberBand.names)

    /// `gesture:` one mapping, or a list of them: several drags that drive
    /// the one motion. The first is the transition's gesture; each further
    /// one gives only its `edge`, `distance` and `screenEdge`, since the
    /// rest (directions, rubber band, scroll view, progress) belongs to the
    /// motion they share.
    mutating func decodeGestures(_ node: Node) -> GestureIR? {
        guard let items = node.sequenceItems else { return decodeGesture(node) }
        guard let first = items.first else {
            error("'gesture' lists no gesture; write one mapping, or a list of at least one", at: node)
            return nil
        }
        let gesture = decodeGesture(first)
        var others: [OtherGestureIR] = []
        var failed = gesture == nil
        for item in items.dropFirst() {
            guard let other = decodeOtherGesture(item) else {
                failed = true
                continue
            }
            others.append(other)
        }
        guard !failed, var gesture else { return nil }
        gesture.others = others
        return gesture
    }

    /// A further gesture of a list: its edge, start and distance.
    private mutating func decodeOtherGesture(_ node: Node) -> OtherGestureIR? {
        guard let fields = fields(of: node, for: "gesture", allowed: Self.gestureKeys) else { return nil }
        var failed = false
        for key in ["directions", "rubberBand", "scrollView", "progress"] as [StaticString] {
            guard let value = fields[key] else { continue }
            error("'\(key)' belongs to the motion every gesture drives: write it on the first gesture of the list",
                  at: value)
            failed = true
        }
        let here = location(node)
        let edge = require("edge", in: fields, context: "gesture").flatMap { edgeNode in
            choice(edgeNode, for: "edge", as: TransitionEdge.self).map { Located($0, at: location(edgeNode)) }
        }
        let distance = fields["distance"].map { decodeDistance($0) } ?? Located(.container, at: here)
        let screenEdge = bool("screenEdge", in: fields, default: false)
        guard !failed, let edge, let distance, let screenEdge else { return nil }
        return OtherGestureIR(edge: edge, distance: distance, screenEdge: screenEdge, location: here)
    }

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
