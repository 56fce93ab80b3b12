import TranspecDiagnostics
import TranspecRuntime
import TranspecYAML

extension SpecDecoder {
    static let elementKeys = KeyTable(SpecKeys.element.names)
    static let sharedElementKeys = KeyTable(SpecKeys.sharedElement.names)
    static let dimmingKeys = KeyTable(SpecKeys.dimming.names)
    static let dimmingColorKeys = KeyTable(SpecKeys.dimmingColor.names)

    mutating func decodeElements(_ node: Node) -> [ElementIR] {
        namedEntries(of: node, for: "elements").compactMap { decodeElement(name: $0.name, value: $0.value) }
    }

    private mutating func decodeElement(name: Located<String>, value: Node) -> ElementIR? {
        var element = ElementIR(tracks: ElementTracks(name: name.value), nameLocation: name.location)
        // `card:` or `card: {}` declares a view with no tracks.
        if case .null? = CoreValueProbe.value(of: value) { return element }
        guard let fields = fields(of: value, for: name.value, allowed: Self.elementKeys) else { return nil }
        // Each track is decoded even after another failed, so every problem is reported.
        var failed = false
        var trackLocations: [SourceLocation] = []
        func scalar(_ key: StaticString, _ decoder: inout SpecDecoder) -> KeyframeTrack? {
            guard let node = fields[key] else { return nil }
            guard let track = decoder.decodeTrack(
                node, for: key.description, readValue: { $0.number($1, for: $2) }, numbers: { [$0] })
            else {
                failed = true
                return nil
            }
            trackLocations.append(track.location)
            return track.track { $0 }
        }
        element.tracks.alpha = scalar("alpha", &self)
        element.tracks.scale = scalar("scale", &self)
        if let node = fields["translation"] {
            let track = decodeTrack(
                node, for: "translation", readValue: { $0.point($1, for: $2) }, numbers: { [$0.x, $0.y] })
            if let track, checkOneBasisPerAxis(track) {
                trackLocations.append(track.location)
                element.tracks.translationX = track.track(\.x)
                element.tracks.translationY = track.track(\.y)
                element.tracks.translationXBasis = Self.basis(of: track, \.xBasis)
                element.tracks.translationYBasis = Self.basis(of: track, \.yBasis)
            } else {
                failed = true
            }
        }
        element.tracks.cornerRadius = scalar("cornerRadius", &self)
        element.tracks.rotation = scalar("rotation", &self)
        element.tracks.shadowOpacity = scalar("shadowOpacity", &self)
        element.tracks.shadowRadius = scalar("shadowRadius", &self)
        element.firstTrackLocation = trackLocations.min()
        if fields["optional"] != nil {
            element.isOptional = bool("optional", in: fields, default: false)
            failed = failed || element.isOptional == nil
        }
        if fields["from"] != nil {
            element.screen = choice("from", in: fields, default: ElementScreen.presented)
            failed = failed || element.screen == nil
        }
        guard !failed else { return nil }
        return element
    }

    mutating func scalarTrack(_ node: Node, for context: String) -> KeyframeTrack? {
        decodeTrack(node, for: context, readValue: { $0.number($1, for: $2) }, numbers: { [$0] })?.track { $0 }
    }

    /// `[x, y]`, each in points or a percentage of the container
    /// (`-30%`, stored as −0.3 with the basis `.container`).
    struct Point {
        var x: Double
        var y: Double
        var xBasis: LengthBasis
        var yBasis: LengthBasis
    }

    mutating func point(_ node: Node, for key: String) -> Point? {
        guard let items = sequence(node, for: key) else { return nil }
        guard items.count == 2 else {
            error("expected [x, y] for '\(key)', found \(items.count) values", at: node)
            return nil
        }
        let x = length(items[0], for: key), y = length(items[1], for: key)
        guard let x, let y else { return nil }
        return Point(x: x.value, y: y.value, xBasis: x.basis, yBasis: y.basis)
    }

    /// A number of points, `-30%` (a fraction of the container's extent) or
    /// `-30% view` (of the view's own).
    mutating func length(_ node: Node, for key: String) -> (value: Double, basis: LengthBasis)? {
        guard case .string(let text)? = CoreValueProbe.value(of: node) else {
            return number(node, for: key).map { ($0, .points) }
        }
        let ofView = text.hasSuffix("% view")
        guard text.hasSuffix("%") || ofView else {
            typeError(expected: "points or a percentage of the container (\"-30%\")", for: key, found: node)
            return nil
        }
        guard let percent = Self.percentage(ofView ? String(text.dropLast(5)) : text) else {
            error("expected a percentage of the container like \"-30%\", or of the view like \"-30% view\", for "
                  + "'\(key)', found \(quoted(text))", at: node)
            return nil
        }
        return (percent / 100, ofView ? .view : .container)
    }

    /// `-30%` → −30; nil unless it matches `SpecSchema.percentagePattern`:
    /// an optional sign, digits, at most one point with a digit after it, `%`.
    static func percentage(_ text: String) -> Double? {
        guard text.hasSuffix("%") else { return nil }
        let digits = text.dropLast()
        let unsigned = digits.first.map { "+-".contains($0) } == true ? digits.dropFirst() : digits
        let parts = unsigned.split(separator: ".", omittingEmptySubsequences: false)
        let wellFormed = (1...2).contains(parts.count) && !(parts.last ?? "").isEmpty
            && parts.allSatisfy { $0.allSatisfy(\.isASCII) && $0.allSatisfy(\.isNumber) }
        guard wellFormed, let percent = Double(digits), percent.isFinite else { return nil }
        return percent
    }

    /// Each axis of a translation counts in one unit, so it becomes one
    /// runtime track; 0 is the same in both and fits either.
    private mutating func checkOneBasisPerAxis(_ track: WrittenTrack<Point>) -> Bool {
        let points = track.keyframes.map(\.value)
        var consistent = true
        for (axis, basis, value) in [("x", \Point.xBasis, \Point.x), ("y", \Point.yBasis, \Point.y)] {
            let measured = points.filter { $0.value[keyPath: value] != 0 }
            guard let first = measured.first,
                  let other = measured.first(where: { $0.value[keyPath: basis] != first.value[keyPath: basis] })
            else { continue }
            diagnostics.error("translation \(axis) mixes \(other.value[keyPath: basis].unitName) and "
                  + "\(first.value[keyPath: basis].unitName); give every \(axis) value in one unit (0 fits any)",
                  at: other.location,
                  notes: [DiagnosticNote("\(first.value[keyPath: basis].unitName) here", at: first.location)])
            consistent = false
        }
        return consistent
    }

    /// The axis's one basis (`checkOneBasisPerAxis` made non-zero values agree).
    private static func basis(of track: WrittenTrack<Point>, _ axis: KeyPath<Point, LengthBasis>) -> LengthBasis {
        track.keyframes.map(\.value.value).first { $0[keyPath: axis] != .points }?[keyPath: axis] ?? .points
    }

    mutating func decodeSharedElement(_ node: Node) -> SharedElementIR? {
        guard let fields = fields(of: node, for: "sharedElement", allowed: Self.sharedElementKeys) else { return nil }
        func name(_ key: StaticString, _ decoder: inout SpecDecoder) -> Located<String>? {
            decoder.require(key, in: fields, context: "sharedElement").flatMap { n in
                decoder.string(n, for: key.description).map { Located($0, at: decoder.location(n)) }
            }
        }
        let source = name("source", &self), destination = name("destination", &self)
        let range = decodeRange(fields)
        let easing = fields["easing"].map { decodeEasing($0) } ?? Located(.linear, at: location(node))
        let overshoot = choice("overshoot", in: fields, default: Overshoot.clamp)
        let during = fields["during"].map { node in choice(node, for: "during", as: TrackPhase.self).map { Located($0, at: location(node)) } }
        let fallback = fields["fallback"].map { node in
            choice(node, for: "fallback", as: SharedElementFallback.self).map { Located($0, at: location(node)) }
        }
        guard let source, let destination, let range, let easing, let overshoot, during.map({ $0 != nil }) ?? true,
              fallback.map({ $0 != nil }) ?? true
        else { return nil }
        let flight = KeyframeTrack.fromTo(
            0, 1, easing: easing.value, range: range.value, overshoot: overshoot.value, during: (during ?? nil)?.value ?? .both)
        return SharedElementIR(
            value: SharedElement(
                source: source.value, destination: destination.value, flight: flight,
                fallback: (fallback ?? nil)?.value ?? .fade),
            location: location(node), sourceLocation: source.location, destinationLocation: destination.location,
            duringLocation: (during ?? nil)?.location, fallbackLocation: (fallback ?? nil)?.location)
    }

    mutating func decodeDimming(_ node: Node) -> DimmingIR? {
        guard let fields = fields(of: node, for: "dimming", allowed: Self.dimmingKeys) else { return nil }
        var color: Located<DimmingColor>? = Located(.black, at: location(node))
        if let colorNode = fields["color"] { color = decodeDimmingColor(colorNode) }
        let alpha = require("alpha", in: fields, context: "dimming").flatMap { scalarTrack($0, for: "alpha") }
        guard let color, let alpha else { return nil }
        return DimmingIR(color: color, alpha: alpha, location: location(node))
    }

    /// `"#RRGGBB"`, `"#RRGGBBAA"`, or a pair `{ light: …, dark: … }`.
    private mutating func decodeDimmingColor(_ node: Node) -> Located<DimmingColor>? {
        guard node.isMapping else {
            return hexColor(node, for: "color", pairHint: true).map { Located(DimmingColor(light: $0), at: location(node)) }
        }
        guard let fields = fields(of: node, for: "color", allowed: Self.dimmingColorKeys) else { return nil }
        let light = require("light", in: fields, context: "color").flatMap { hexColor($0, for: "light") }
        let dark = require("dark", in: fields, context: "color").flatMap { hexColor($0, for: "dark") }
        guard let light, let dark else { return nil }
        return Located(DimmingColor(light: light, dark: dark), at: location(node))
    }

    private mutating func hexColor(_ node: Node, for key: String, pairHint: Bool = false) -> RGBAColor? {
        guard let text = string(node, for: key) else { return nil }
        guard let color = RGBAColor(hex: text) else {
            error("expected a color \"#RRGGBB\" or \"#RRGGBBAA\" for '\(key)'"
                    + (pairHint ? " (or a pair { light: …, dark: … })" : "") + ", found \(quoted(text))",
                  at: node)
            return nil
        }
        return color
    }
}

extension LengthBasis {
    /// How diagnostics name the unit.
    var unitName: String {
        switch self {
        case .points: "points"
        case .container: "percentages of the container"
        case .view: "percentages of the view"
        }
    }
}
