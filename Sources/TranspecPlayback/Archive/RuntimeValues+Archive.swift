import TranspecRuntime

// Each runtime value the preview needs, written field by field in
// declaration order. The archive tests compare every spec's values after a
// round trip and count each type's stored properties, so a field added to
// the runtime fails them until it is written here too.

extension Spring: ArchiveCodable {
    func write(to archive: inout ArchiveWriter) {
        archive.double(mass)
        archive.double(stiffness)
        archive.double(damping)
    }

    init(from archive: inout ArchiveReader) throws(ArchiveError) {
        self.init(mass: try archive.double(), stiffness: try archive.double(), damping: try archive.double())
    }
}

extension DecelerationRate: ArchiveCodable {
    func write(to archive: inout ArchiveWriter) {
        switch self {
        case .normal: archive.byte(0)
        case .fast: archive.byte(1)
        case .custom(let rate):
            archive.byte(2)
            archive.double(rate)
        }
    }

    init(from archive: inout ArchiveReader) throws(ArchiveError) {
        switch try archive.tag(below: 3) {
        case 0: self = .normal
        case 1: self = .fast
        default: self = .custom(try archive.double())
        }
    }
}

extension DecayPhase: ArchiveCodable {
    func write(to archive: inout ArchiveWriter) {
        archive.value(rate)
        archive.double(handoffVelocity)
    }

    init(from archive: inout ArchiveReader) throws(ArchiveError) {
        self.init(rate: try archive.value(), handoffVelocity: try archive.double())
    }
}

extension DistanceRule: ArchiveCodable {
    func write(to archive: inout ArchiveWriter) {
        switch self {
        case .points(let points):
            archive.byte(0)
            archive.double(points)
        case .container:
            archive.byte(1)
        case .containerFraction(let fraction, let points):
            archive.byte(2)
            archive.double(fraction)
            archive.double(points)
        }
    }

    init(from archive: inout ArchiveReader) throws(ArchiveError) {
        switch try archive.tag(below: 3) {
        case 0: self = .points(try archive.double())
        case 1: self = .container
        default: self = .containerFraction(try archive.double(), plus: try archive.double())
        }
    }
}

extension ReleaseCondition: ArchiveCodable {
    func write(to archive: inout ArchiveWriter) {
        archive.double(progress)
        archive.optionalDouble(speed)
    }

    init(from archive: inout ArchiveReader) throws(ArchiveError) {
        self.init(progress: try archive.double(), speed: try archive.optionalDouble())
    }
}

extension ReleaseRule: ArchiveCodable {
    func write(to archive: inout ArchiveWriter) {
        switch self {
        case .threshold(let threshold, let flick):
            archive.byte(0)
            archive.double(threshold)
            archive.optionalDouble(flick)
        case .projection(let rate, let threshold):
            archive.byte(1)
            archive.value(rate)
            archive.double(threshold)
        case .anyOf(let conditions):
            archive.byte(2)
            archive.array(conditions)
        }
    }

    init(from archive: inout ArchiveReader) throws(ArchiveError) {
        switch try archive.tag(below: 3) {
        case 0: self = .threshold(try archive.double(), flickVelocity: try archive.optionalDouble())
        case 1: self = .projection(rate: try archive.value(), threshold: try archive.double())
        default: self = .anyOf(try archive.array())
        }
    }
}

extension RubberBand: ArchiveCodable {
    func write(to archive: inout ArchiveWriter) { archive.double(coefficient) }

    init(from archive: inout ArchiveReader) throws(ArchiveError) {
        self.init(coefficient: try archive.double())
    }
}

extension RestTolerance: ArchiveCodable {
    func write(to archive: inout ArchiveWriter) {
        archive.double(position)
        archive.double(velocity)
    }

    init(from archive: inout ArchiveReader) throws(ArchiveError) {
        self.init(position: try archive.double(), velocity: try archive.double())
    }
}

extension Easing: ArchiveCodable {
    func write(to archive: inout ArchiveWriter) {
        switch self {
        case .linear: archive.byte(0)
        case .easeIn: archive.byte(1)
        case .easeOut: archive.byte(2)
        case .easeInOut: archive.byte(3)
        case .cubicBezier(let x1, let y1, let x2, let y2):
            archive.byte(4)
            for value in [x1, y1, x2, y2] { archive.double(value) }
        }
    }

    init(from archive: inout ArchiveReader) throws(ArchiveError) {
        switch try archive.tag(below: 5) {
        case 0: self = .linear
        case 1: self = .easeIn
        case 2: self = .easeOut
        case 3: self = .easeInOut
        default:
            self = .cubicBezier(try archive.double(), try archive.double(), try archive.double(), try archive.double())
        }
    }
}

extension Keyframe: ArchiveCodable {
    func write(to archive: inout ArchiveWriter) {
        archive.double(at)
        archive.double(value)
        archive.value(easing)
    }

    init(from archive: inout ArchiveReader) throws(ArchiveError) {
        self.init(at: try archive.double(), value: try archive.double(), easing: try archive.value())
    }
}

extension KeyframeTrack: ArchiveCodable {
    func write(to archive: inout ArchiveWriter) {
        archive.array(keyframes)
        archive.double(range.start)
        archive.double(range.end)
        archive.optional(range.startDetent.map(ArchivedString.init))
        archive.optional(range.endDetent.map(ArchivedString.init))
        archive.byte(overshoot == .clamp ? 0 : 1)
        archive.byte(during.archiveTag)
    }

    init(from archive: inout ArchiveReader) throws(ArchiveError) {
        let keyframes: [Keyframe] = try archive.array()
        let range = ProgressRange(
            start: try archive.double(), end: try archive.double(),
            startDetent: try archive.optional(ArchivedString.self)?.value,
            endDetent: try archive.optional(ArchivedString.self)?.value)
        let overshoot: Overshoot = try archive.tag(below: 2) == 0 ? .clamp : .extrapolate
        self.init(keyframes: keyframes, range: range, overshoot: overshoot, during: try TrackPhase(archiveTag: &archive))
    }
}

extension TrackPhase {
    var archiveTag: UInt8 {
        switch self {
        case .both: 0
        case .drag: 1
        case .settle: 2
        }
    }

    init(archiveTag archive: inout ArchiveReader) throws(ArchiveError) {
        switch try archive.tag(below: 3) {
        case 0: self = .both
        case 1: self = .drag
        default: self = .settle
        }
    }
}

/// A string as an archive value, for optionals and arrays of strings.
struct ArchivedString: ArchiveCodable {
    var value: String

    init(_ value: String) {
        self.value = value
    }

    func write(to archive: inout ArchiveWriter) { archive.string(value) }

    init(from archive: inout ArchiveReader) throws(ArchiveError) {
        value = try archive.string()
    }
}

extension LengthBasis {
    var archiveTag: UInt8 {
        switch self {
        case .points: 0
        case .container: 1
        case .view: 2
        }
    }

    init(archiveTag archive: inout ArchiveReader) throws(ArchiveError) {
        switch try archive.tag(below: 3) {
        case 0: self = .points
        case 1: self = .container
        default: self = .view
        }
    }
}

extension ElementTracks: ArchiveCodable {
    func write(to archive: inout ArchiveWriter) {
        archive.string(name)
        for track in [alpha, scale, translationX, translationY, cornerRadius, rotation, shadowOpacity, shadowRadius] {
            archive.optional(track)
        }
        archive.byte(translationXBasis.archiveTag)
        archive.byte(translationYBasis.archiveTag)
    }

    init(from archive: inout ArchiveReader) throws(ArchiveError) {
        self.init(
            name: try archive.string(), alpha: try archive.optional(), scale: try archive.optional(),
            translationX: try archive.optional(), translationY: try archive.optional(),
            cornerRadius: try archive.optional(), rotation: try archive.optional(),
            shadowOpacity: try archive.optional(), shadowRadius: try archive.optional(),
            translationXBasis: try LengthBasis(archiveTag: &archive),
            translationYBasis: try LengthBasis(archiveTag: &archive))
    }
}

extension SharedElement: ArchiveCodable {
    func write(to archive: inout ArchiveWriter) {
        archive.string(source)
        archive.string(destination)
        archive.value(flight)
        archive.byte(fallback == .fade ? 0 : 1)
    }

    init(from archive: inout ArchiveReader) throws(ArchiveError) {
        self.init(
            source: try archive.string(), destination: try archive.string(), flight: try archive.value(),
            fallback: try archive.tag(below: 2) == 0 ? .fade : .noFlight)
    }
}

extension DragDirections {
    static let archiveOrder: [DragDirections] = [.towardEdge, .both, .any]
}

extension ProgressTrigger: ArchiveCodable {
    func write(to archive: inout ArchiveWriter) {
        archive.string(name)
        archive.double(progress)
        let directionsTag: UInt8 = switch directions {
        case .increasing: 0
        case .decreasing: 1
        case .either: 2
        }
        archive.byte(directionsTag)
        switch haptic {
        case nil: archive.byte(0)
        case .selection: archive.byte(1)
        case .impact(let style):
            let styleTag: UInt8 = switch style {
            case .light: 0
            case .medium: 1
            case .heavy: 2
            case .soft: 3
            case .rigid: 4
            }
            archive.byte(2)
            archive.byte(styleTag)
        }
        archive.byte(during.archiveTag)
    }

    init(from archive: inout ArchiveReader) throws(ArchiveError) {
        let name = try archive.string(), progress = try archive.double()
        let directions: TriggerDirections = switch try archive.tag(below: 3) {
        case 0: .increasing
        case 1: .decreasing
        default: .either
        }
        let haptic: Haptic?
        switch try archive.tag(below: 3) {
        case 0: haptic = nil
        case 1: haptic = .selection
        default:
            let styles: [Haptic.ImpactStyle] = [.light, .medium, .heavy, .soft, .rigid]
            haptic = .impact(styles[Int(try archive.tag(below: UInt8(styles.count)))])
        }
        self.init(name: name, progress: progress, directions: directions, haptic: haptic,
                  during: try TrackPhase(archiveTag: &archive))
    }
}

extension RestingFrame.Height: ArchiveCodable {
    func write(to archive: inout ArchiveWriter) {
        switch self {
        case .points(let points):
            archive.byte(0)
            archive.double(points)
        case .fraction(let fraction):
            archive.byte(1)
            archive.double(fraction)
        }
    }

    init(from archive: inout ArchiveReader) throws(ArchiveError) {
        self = try archive.tag(below: 2) == 0 ? .points(try archive.double()) : .fraction(try archive.double())
    }
}

extension RestingFrame: ArchiveCodable {
    func write(to archive: inout ArchiveWriter) {
        archive.optional(height)
        for inset in [insets.top, insets.left, insets.bottom, insets.right] { archive.double(inset) }
    }

    init(from archive: inout ArchiveReader) throws(ArchiveError) {
        let height: Height? = try archive.optional()
        let insets = FrameInsets(
            top: try archive.double(), left: try archive.double(), bottom: try archive.double(),
            right: try archive.double())
        self.init(height: height, insets: insets)
    }
}

extension SheetDetent: ArchiveCodable {
    func write(to archive: inout ArchiveWriter) {
        archive.string(name)
        archive.value(height)
    }

    init(from archive: inout ArchiveReader) throws(ArchiveError) {
        self.init(name: try archive.string(), height: try archive.value())
    }
}

extension DetentPlan: ArchiveCodable {
    func write(to archive: inout ArchiveWriter) {
        archive.array(detents)
        archive.bool(dismissible)
        archive.value(frame)
        archive.bool(initial != nil)
        if let initial { archive.string(initial) }
        archive.bool(largestUndimmed != nil)
        if let largestUndimmed { archive.string(largestUndimmed) }
    }

    init(from archive: inout ArchiveReader) throws(ArchiveError) {
        let detents: [SheetDetent] = try archive.array()
        let dismissible = try archive.bool(), frame: RestingFrame = try archive.value()
        let initial = try archive.bool() ? try archive.string() : nil
        let largestUndimmed = try archive.bool() ? try archive.string() : nil
        self.init(
            detents: detents, dismissible: dismissible, frame: frame, initial: initial, largestUndimmed: largestUndimmed)
    }
}

extension TransitionMotion: ArchiveCodable {
    func write(to archive: inout ArchiveWriter) {
        archive.value(distance)
        archive.value(release)
        archive.value(completeSpring)
        archive.value(cancelSpring)
        archive.optional(decay)
        archive.optional(rubberBand)
        archive.value(restTolerance)
        archive.bool(interruptible)
        archive.byte(UInt8(DragDirections.archiveOrder.firstIndex(of: directions) ?? 0))
        archive.array(elements)
        archive.optional(dimming)
        archive.optional(sharedElement)
        archive.array(triggers)
        archive.bool(movesScreen)
        archive.optional(detents)
        archive.byte(progressReporting == .fraction ? 0 : 1)
        archive.byte(reducedMotion.map { ReducedMotion.archiveOrder.firstIndex(of: $0)! + 1 }.map(UInt8.init) ?? 0)
        archive.bool(fadesScreen)
    }

    init(from archive: inout ArchiveReader) throws(ArchiveError) {
        self.init(
            distance: try archive.value(), release: try archive.value(), completeSpring: try archive.value(),
            cancelSpring: try archive.value(), decay: try archive.optional(), rubberBand: try archive.optional(),
            restTolerance: try archive.value(), interruptible: try archive.bool(),
            directions: DragDirections.archiveOrder[Int(try archive.tag(below: UInt8(DragDirections.archiveOrder.count)))],
            elements: try archive.array(), dimming: try archive.optional(), sharedElement: try archive.optional(),
            triggers: try archive.array(),
            movesScreen: try archive.bool(), detents: try archive.optional(),
            progressReporting: try archive.tag(below: 2) == 0 ? .fraction : .step,
            reducedMotion: try Self.reducedMotion(tag: archive.tag(below: UInt8(ReducedMotion.archiveOrder.count + 1))))
        fadesScreen = try archive.bool()
    }

    /// 0: nil, else the case at `tag - 1` of `ReducedMotion.archiveOrder`.
    private static func reducedMotion(tag: UInt8) -> ReducedMotion? {
        tag == 0 ? nil : ReducedMotion.archiveOrder[Int(tag) - 1]
    }
}

extension ReducedMotion {
    static let archiveOrder: [ReducedMotion] = [.fade, .motion]
}

extension TransitionEdge {
    static let archiveOrder: [TransitionEdge] = [.top, .bottom, .left, .right, .leading, .trailing]
}

extension TransitionPlan: ArchiveCodable {
    func write(to archive: inout ArchiveWriter) {
        archive.value(motion)
        archive.byte(UInt8(TransitionEdge.archiveOrder.firstIndex(of: edge) ?? 0))
        archive.byte(movement == .arrival ? 0 : 1)
        archive.bool(isReversed)
        let gestureTag: UInt8 = switch gesture {
        case nil: 0
        case .pan: 1
        case .screenEdge: 2
        }
        archive.byte(gestureTag)
        archive.value(travel)
        archive.array(otherGestures)
    }

    init(from archive: inout ArchiveReader) throws(ArchiveError) {
        let motion: TransitionMotion = try archive.value()
        let edge = TransitionEdge.archiveOrder[Int(try archive.tag(below: UInt8(TransitionEdge.archiveOrder.count)))]
        let movement: Movement = try archive.tag(below: 2) == 0 ? .arrival : .departure
        let isReversed = try archive.bool()
        let gesture: GestureStart? = switch try archive.tag(below: 3) {
        case 0: nil
        case 1: .pan
        default: .screenEdge
        }
        self.init(motion: motion, edge: edge, movement: movement, isReversed: isReversed, gesture: gesture,
                  travel: try archive.value())
        // The initializer drops a reversed plan's gesture; the archive holds what was written.
        self.gesture = gesture
        otherGestures = try archive.array()
    }
}

extension GestureWay: ArchiveCodable {
    func write(to archive: inout ArchiveWriter) {
        archive.byte(UInt8(TransitionEdge.archiveOrder.firstIndex(of: edge) ?? 0))
        archive.byte(start == .pan ? 0 : 1)
        archive.value(distance)
    }

    init(from archive: inout ArchiveReader) throws(ArchiveError) {
        let edge = TransitionEdge.archiveOrder[Int(try archive.tag(below: UInt8(TransitionEdge.archiveOrder.count)))]
        let start: GestureStart = try archive.tag(below: 2) == 0 ? .pan : .screenEdge
        self.init(edge: edge, start: start, distance: try archive.value())
    }
}

extension RGBAColor: ArchiveCodable {
    func write(to archive: inout ArchiveWriter) {
        archive.double(red)
        archive.double(green)
        archive.double(blue)
        archive.double(alpha)
    }

    init(from archive: inout ArchiveReader) throws(ArchiveError) {
        self.init(red: try archive.double(), green: try archive.double(), blue: try archive.double(),
                  alpha: try archive.double())
    }
}

extension DimmingColor: ArchiveCodable {
    func write(to archive: inout ArchiveWriter) {
        light.write(to: &archive)
        archive.optional(dark)
    }

    init(from archive: inout ArchiveReader) throws(ArchiveError) {
        self.init(light: try archive.value(), dark: try archive.optional())
    }
}
