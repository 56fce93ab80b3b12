import TranspecDiagnostics
import TranspecRuntime
import TranspecYAML

extension SpecDecoder {
    static let transitionKeys = KeyTable(SpecKeys.transition.names)
    static let outcomeKeys = KeyTable(SpecKeys.outcome(.complete).names)
    static let restToleranceKeys = KeyTable(SpecKeys.restTolerance.names)
    static let decayKeys = KeyTable(SpecKeys.decay.names)
    static let frameKeys = KeyTable(SpecKeys.frame.names)
    static let frameInsetKeys = KeyTable(SpecKeys.frameInsets.names)
    static let detentsKeys = KeyTable(SpecKeys.detents.names)

    /// Decodes every part even after one fails, so all problems surface at once.
    mutating func decodeTransition(name: Located<String>, value: Node) -> TransitionIR? {
        let context = name.value
        guard let fields = fields(of: value, for: context, allowed: Self.transitionKeys) else { return nil }
        detentRanges = []
        triggerDetents = [:]
        motionIsFinite = true

        let operation = require("operation", in: fields, context: context).flatMap { node in
            choice(node, for: "operation", as: TransitionOperation.self).map { Located($0, at: location(node)) }
        }
        let summary = fields["summary"].flatMap { node in
            string(node, for: "summary").map { Located($0, at: location(node)) }
        }
        let gesture = require("gesture", in: fields, context: context).flatMap { decodeGestures($0) }
        let release = decodeRelease(fields["release"], default: location(value))
        let springs = decodeSprings(fields, context: context)
        let decay = fields["decay"].flatMap { decodeDecay($0) }
        let restTolerance = decodeRestTolerance(fields["restTolerance"])
        let interruptible = bool("interruptible", in: fields, default: true)?.value
        let dimming = fields["dimming"].flatMap { decodeDimming($0) }
        let elements = fields["elements"].map { decodeElements($0) } ?? []
        let sharedElement = fields["sharedElement"].flatMap { decodeSharedElement($0) }
        let presentation = fields["presentation"].flatMap { node in
            string(node, for: "presentation").map { Located($0, at: location(node)) }
        }
        let push = fields["push"].flatMap { node in
            string(node, for: "push").map { Located($0, at: location(node)) }
        }
        let frame = fields["frame"].flatMap { decodeFrame($0) }
        let detents = fields["detents"].flatMap { decodeDetents($0) }
        let triggers = fields["triggers"].map { decodeTriggers($0) }
        let moving = choice("moving", in: fields, among: SpecKeys.movingSpellings, default: true)
        let reduceMotion = fields["reduceMotion"].flatMap { node in
            choice(node, for: "reduceMotion", as: ReducedMotion.self).map { Located($0, at: location(node)) }
        }
        let expectations = fields["expect"].map { decodeExpectations($0) }

        guard let operation, let gesture, let release, let springs, let restTolerance, let interruptible,
              !(fields.has("summary") && summary == nil),
              !(fields.has("decay") && decay == nil),
              !(fields.has("dimming") && dimming == nil),
              !(fields.has("sharedElement") && sharedElement == nil),
              !(fields.has("presentation") && presentation == nil),
              !(fields.has("push") && push == nil),
              !(fields.has("frame") && frame == nil),
              !(fields.has("detents") && detents == nil),
              !(fields.has("reduceMotion") && reduceMotion == nil),
              triggers?.failed != true, let moving, expectations.map({ $0 != nil }) ?? true
        else { return nil }
        var transition = TransitionIR(
            name: name, operation: operation, summary: summary, gesture: gesture, release: release,
            spring: springs.shared, completeSpring: springs.complete, cancelSpring: springs.cancel,
            decay: decay, restTolerance: restTolerance, interruptible: interruptible, dimming: dimming,
            elements: elements, sharedElement: sharedElement, presentation: presentation,
            frame: frame, detents: detents, triggers: triggers?.triggers ?? [], movesScreen: moving,
            reduceMotion: reduceMotion, detentRanges: detentRanges, expectations: (expectations ?? nil) ?? [], location: name.location
        )
        transition.push = push
        transition.triggerDetents = triggerDetents
        return transition
    }

    /// `spring`, `complete.spring`, `cancel.spring`: every outcome needs one.
    private mutating func decodeSprings(
        _ fields: Fields, context: String
    ) -> (shared: SpringIR?, complete: SpringIR?, cancel: SpringIR?)? {
        var failed = false
        func outcome(_ staticKey: StaticString, _ decoder: inout SpecDecoder) -> SpringIR? {
            guard let node = fields[staticKey] else { return nil }
            let key = staticKey.description
            guard let outcomeFields = decoder.fields(of: node, for: key, allowed: Self.outcomeKeys) else {
                failed = true
                return nil
            }
            guard let springNode = decoder.require("spring", in: outcomeFields, context: key) else {
                failed = true
                return nil
            }
            let spring = decoder.decodeSpring(springNode, for: "\(key).spring")
            if spring == nil { failed = true }
            return spring
        }
        let complete = outcome("complete", &self)
        let cancel = outcome("cancel", &self)
        var shared: SpringIR?
        if let node = fields["spring"] {
            shared = decodeSpring(node, for: "spring")
            if shared == nil { failed = true }
        } else if !failed && (complete == nil || cancel == nil) {
            // Only one outcome has its own spring: name the one without.
            let message = switch (complete, cancel) {
            case (.some, nil): ": a cancel needs 'spring' or 'cancel.spring'"
            case (nil, .some): ": a complete needs 'spring' or 'complete.spring'"
            default: ""
            }
            error("missing required key 'spring' in '\(context)'\(message)", at: fields.node)
            failed = true
        }
        return failed ? nil : (shared, complete, cancel)
    }

    mutating func decodeRestTolerance(_ node: Node?) -> RestTolerance? {
        guard let node else { return .standard }
        guard let fields = fields(of: node, for: "restTolerance", allowed: Self.restToleranceKeys) else { return nil }
        let position = number("position", in: fields, .positive, default: RestTolerance.standard.position)
        let velocity = number("velocity", in: fields, .positive, default: RestTolerance.standard.velocity)
        guard let position, let velocity else { return nil }
        return RestTolerance(position: position.value, velocity: velocity.value)
    }

    mutating func decodeDecay(_ node: Node) -> Located<DecayPhase>? {
        guard let fields = fields(of: node, for: "decay", allowed: Self.decayKeys) else { return nil }
        // In the order written: a second one is the error.
        let given = ["rate", "flingFriction", "frictionDrag"]
            .compactMap { key in fields.value(named: key).map { (key, $0) } }
            .sorted { location(fields.keyNode(named: $0.0)!) < location(fields.keyNode(named: $1.0)!) }
        if given.count > 1 {
            error("'\(given[0].0)' and '\(given[1].0)' both give the decay's rate; write one of 'rate', "
                  + "'flingFriction' and 'frictionDrag'", at: fields.keyNode(named: given[1].0)!)
            return nil
        }
        let rate: DecelerationRate?
        switch given.first {
        case ("flingFriction", let value)?:
            rate = convertedRate(value, for: "flingFriction", Decay.rate(flingFriction:))
        case ("frictionDrag", let value)?:
            rate = convertedRate(value, for: "frictionDrag", Decay.rate(frictionDrag:))
        case (_, let value)?:
            rate = decelerationRate(value, for: "rate")?.value
        case nil:
            rate = .normal
        }
        let handoff = number("handoffVelocity", in: fields, .positive, default: 100)
        guard let rate, let handoff else { return nil }
        return Located(DecayPhase(rate: rate, handoffVelocity: handoff.value), at: location(node))
    }

    /// A peer's decay constant, converted to the per-millisecond rate, which
    /// must lie strictly between 0 and 1.
    private mutating func convertedRate(
        _ node: Node, for key: String, _ convert: (Double) -> Double
    ) -> DecelerationRate? {
        let bounds: NumberBounds = key == "frictionDrag" ? .openUnit : .positive
        guard let value = number(node, for: key, bounds) else { return nil }
        let rate = convert(value.value)
        guard rate > 0 && rate < 1 else {
            error("'\(key)' \(format(value.value)) gives a per-millisecond rate of \(format(rate)); "
                  + "the rate must be strictly between 0 and 1", at: node)
            return nil
        }
        return .custom(rate)
    }

    /// `frame: { height: 400 | "50%", insets: { top, left, bottom, right } }`.
    mutating func decodeFrame(_ node: Node) -> FrameIR? {
        guard let fields = fields(of: node, for: "frame", allowed: Self.frameKeys) else { return nil }
        var height: RestingFrame.Height?
        var failed = false
        if let heightNode = fields["height"] {
            height = decodeHeight(heightNode, for: "height")?.value
            failed = height == nil
        }
        var insets: Located<FrameInsets>? = Located(FrameInsets(), at: location(node))
        if let insetsNode = fields["insets"] {
            insets = nil
            if let sides = self.fields(of: insetsNode, for: "insets", allowed: Self.frameInsetKeys) {
                let top = number("top", in: sides, .nonNegative, default: 0)
                let left = number("left", in: sides, .nonNegative, default: 0)
                let bottom = number("bottom", in: sides, .nonNegative, default: 0)
                let right = number("right", in: sides, .nonNegative, default: 0)
                if let top, let left, let bottom, let right {
                    insets = Located(
                        FrameInsets(top: top.value, left: left.value, bottom: bottom.value, right: right.value),
                        at: location(insetsNode))
                }
            }
        }
        guard !failed, let insets else { return nil }
        return FrameIR(
            value: RestingFrame(height: height, insets: insets.value), insetsLocation: insets.location,
            location: location(node))
    }

    /// Points, or a percentage of the container's height (`"50%"`, more
    /// than 0 and at most 100): a frame's or a detent's height.
    mutating func decodeHeight(_ node: Node, for key: String) -> Located<RestingFrame.Height>? {
        if case .string(let text)? = CoreValueProbe.value(of: node) {
            if text.hasSuffix("%"), let percent = Double(text.dropLast()), percent > 0, percent <= 100,
               text.first?.isNumber == true {
                return Located(.fraction(percent / 100), at: location(node))
            }
            error("expected points or a percentage of the container (\"50%\", more than 0 and at most 100) "
                  + "for '\(key)', found \(quoted(text))", at: node)
            return nil
        }
        return number(node, for: key, .positive).map { $0.map(RestingFrame.Height.points) }
    }

    /// `detents: { heights: { name: 120 | "50%", … }, dismissible: true, initial: name, largestUndimmed: name }`.
    mutating func decodeDetents(_ node: Node) -> DetentsIR? {
        guard let fields = fields(of: node, for: "detents", allowed: Self.detentsKeys) else { return nil }
        let dismissible = bool("dismissible", in: fields, default: true)
        var initial: Located<String>?
        if let initialNode = fields["initial"] {
            guard let name = string(initialNode, for: "initial") else {
                if isScalar(initialNode) { error("'initial' names one of 'heights', e.g. 'initial: half'", at: initialNode) }
                return nil
            }
            initial = Located(name, at: location(initialNode))
        }
        var largestUndimmed: Located<String>?
        if let node = fields["largestUndimmed"] {
            guard let name = string(node, for: "largestUndimmed") else {
                if isScalar(node) { error("'largestUndimmed' names one of 'heights', e.g. 'largestUndimmed: half'", at: node) }
                return nil
            }
            largestUndimmed = Located(name, at: location(node))
        }
        guard let heightsNode = require("heights", in: fields, context: "detents") else { return nil }
        var failed = !heightsNode.isMapping
        var heights: [DetentIR] = []
        for entry in namedEntries(of: heightsNode, for: "heights") {
            if let height = decodeHeight(entry.value, for: entry.name.value) {
                heights.append(DetentIR(
                    value: SheetDetent(name: entry.name.value, height: height.value),
                    nameLocation: entry.name.location, heightLocation: height.location))
            } else {
                failed = true
            }
        }
        if !failed, heights.isEmpty {
            error("'heights' needs at least one detent, e.g. 'half: 50%'", at: heightsNode)
            failed = true
        }
        guard !failed, let dismissible else { return nil }
        return DetentsIR(
            detents: heights, dismissible: dismissible.value, initial: initial, largestUndimmed: largestUndimmed,
            location: location(node))
    }
}
