import Foundation
import Testing
import TranspecDiagnostics
import TranspecPlayback
import TranspecRuntime
import TranspecSimulation
import TranspecSpec
import TranspecTestSupport
@testable import transpec

/// Every transition of every spec in `Specs/` and `Docs/examples/`, as the preview lowers it.
func specTransitions() throws -> [PreviewTransition] {
    var all: [PreviewTransition] = []
    for folder in ["Specs", "Docs/examples"] {
        let directory = Repository.root.appendingPathComponent(folder)
        for name in try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
        where name.hasSuffix(".transpec.yaml") {
            let bytes = Array(try Data(contentsOf: directory.appendingPathComponent(name)))
            var diagnostics = DiagnosticCollector()
            guard let spec = SpecFrontEnd.decode(bytes, file: name, diagnostics: &diagnostics), !diagnostics.hasErrors
            else { continue }
            all += spec.transitions.map {
                PreviewTransition($0, presentation: spec.presentationPartner(of: $0))
            }
        }
    }
    return all
}

/// One motion with every case the archive names: a custom decay rate,
/// every easing, each length basis, detent names in ranges, each haptic.
let everyCase: PreviewTransition = {
    let track = KeyframeTrack(
        keyframes: [
            Keyframe(at: 0, value: 1), Keyframe(at: 0.2, value: 0.5, easing: .easeIn),
            Keyframe(at: 0.4, value: 0.25, easing: .easeOut), Keyframe(at: 0.6, value: 0.2, easing: .easeInOut),
            Keyframe(at: 1, value: -0.0, easing: .cubicBezier(0.1, -0.2, 0.3, 1.4)),
        ],
        range: ProgressRange(start: 0.1, end: 0.9, startDetent: "full", endDetent: "hälf"), overshoot: .extrapolate,
        during: .drag)
    let motion = TransitionMotion(
        distance: .containerFraction(0.92, plus: -4), release: .anyOf([ReleaseCondition(progress: 0.3, speed: 250)]),
        completeSpring: .dampingRatio(0.7, response: 0.3), cancelSpring: Spring(mass: 2, stiffness: 300, damping: 9),
        decay: DecayPhase(rate: .custom(0.9971), handoffVelocity: 80), rubberBand: RubberBand(coefficient: 0.3),
        restTolerance: RestTolerance(position: 0.25, velocity: 2), interruptible: false, directions: .any,
        elements: [
            ElementTracks(name: "card", alpha: track, scale: .fromTo(1, 0.9, during: .settle),
                          translationX: .fromTo(0, -0.3), translationY: .fromTo(0, 0.5),
                          cornerRadius: .fromTo(0, 16), rotation: .fromTo(0, 12), shadowOpacity: .fromTo(0, 0.4),
                          shadowRadius: .fromTo(3, 20), translationXBasis: .view, translationYBasis: .container),
            ElementTracks(name: "📷"),
        ],
        dimming: .fromTo(0.4, 0),
        sharedElement: SharedElement(source: "card", destination: "📷",
                                     flight: .fromTo(0, 1, range: ProgressRange(start: 0.5, end: 1)), fallback: .noFlight),
        triggers: [
            ProgressTrigger(name: "a", progress: 0.25, directions: .increasing, haptic: .selection, during: .drag),
            ProgressTrigger(name: "b", progress: 0.5, directions: .decreasing, haptic: .impact(.light), during: .settle),
            ProgressTrigger(name: "c", progress: 0.6, haptic: .impact(.medium)),
            ProgressTrigger(name: "d", progress: 0.7, haptic: .impact(.heavy)),
            ProgressTrigger(name: "e", progress: 0.8, haptic: .impact(.soft)),
            ProgressTrigger(name: "f", progress: 0.9, haptic: .impact(.rigid)),
            ProgressTrigger(name: "g", progress: 0.95),
        ],
        movesScreen: false,
        detents: DetentPlan(
            detents: [SheetDetent(name: "full", height: .fraction(0.92)), SheetDetent(name: "hälf", height: .points(300))],
            dismissible: false, frame: RestingFrame(height: .fraction(0.92), insets: FrameInsets(top: 1, left: 2, bottom: 3, right: 4)),
            initial: "hälf", largestUndimmed: "full"),
        progressReporting: .step, reducedMotion: .motion)
    var reversed = TransitionPlan(motion: motion, edge: .leading, movement: .arrival, isReversed: true, gesture: nil,
                                  travel: .points(300))
    reversed.gesture = .screenEdge
    // Reduced: the fade Reduce Motion plays, so `fadesScreen` is archived too.
    // Several drags: one anywhere, one from the screen edge over a share of the container.
    var twoWays = TransitionPlan(motion: motion, edge: .trailing, movement: .departure, gesture: .pan)
    twoWays.otherGestures = [
        GestureWay(edge: .bottom, start: .screenEdge, distance: .containerFraction(0.4, plus: 0)),
        GestureWay(edge: .left, distance: .points(120)),
    ]
    let projection = TransitionMotion(
        distance: .points(200), release: .projection(rate: .fast, threshold: 0.4), spring: .duration(0.4, bounce: 0.2),
        decay: DecayPhase(rate: .normal), rubberBand: nil, reducedMotion: .fade).reducingMotion()
    return PreviewTransition(
        name: "Every case", interactive: twoWays,
        plays: [
            PreviewPlay(operation: "present", plan: reversed),
            PreviewPlay(operation: "pop", plan: TransitionPlan(motion: projection, edge: .top, movement: .departure)),
            PreviewPlay(operation: "push", plan: TransitionPlan(
                motion: TransitionMotion(release: .threshold(0.5, flickVelocity: nil), spring: .dampingRatio(1, response: 0.5),
                                         decay: DecayPhase(rate: .fast)),
                edge: .left, movement: .arrival)),
        ],
        restingFrame: RestingFrame(height: .points(500)), dimming: DimmingColor(light: RGBAColor(red: 0.1, green: 0.2, blue: 0.3, alpha: 0.5),
                                                                              dark: RGBAColor(red: 0.9, green: 0.8, blue: 0.7)))
}()

@Suite struct ArchiveTests {
    @Test func everySpecTransitionComesBackEqual() throws {
        let transitions = try specTransitions()
        #expect(transitions.count >= 15)
        let archive = PreviewArchive(transitions: transitions)
        #expect(try PreviewArchive(decoding: archive.encoded()) == archive)
    }

    @Test func everyCaseComesBackEqual() throws {
        let archive = PreviewArchive(transitions: [everyCase])
        let decoded = try PreviewArchive(decoding: archive.encoded())
        #expect(decoded == archive)
        // Equality of doubles would pass -0 for 0: the bits are kept too.
        let value = decoded.transitions[0].interactive.motion.elements[0].alpha!.keyframes[4].value
        #expect(value.sign == .minus)
    }

    @Test func theBytesAreStable() {
        // The format is the page's contract: the same values give the same bytes.
        let bytes = PreviewArchive(transitions: [everyCase]).encoded()
        #expect(Array(bytes.prefix(6)) == Array("TSPV".utf8) + [3, 0])
        #expect(bytes == PreviewArchive(transitions: [everyCase]).encoded())
    }

    @Test func otherBytesAreRefused() {
        #expect(throws: ArchiveError.notAnArchive) { try PreviewArchive(decoding: Array("<html>".utf8)) }
        #expect(throws: ArchiveError.notAnArchive) { try PreviewArchive(decoding: []) }
        var newer = PreviewArchive(transitions: [everyCase]).encoded()
        newer[4] = 4
        #expect(throws: ArchiveError.unsupportedVersion(4)) { try PreviewArchive(decoding: newer) }
        let trailing = PreviewArchive(transitions: []).encoded() + [0]
        #expect(throws: ArchiveError.malformed(offset: 10)) { try PreviewArchive(decoding: trailing) }
    }

    @Test func everyCutIsTruncatedAndEveryByteFlipIsSafe() throws {
        let bytes = PreviewArchive(transitions: [everyCase]).encoded()
        for length in 6..<bytes.count {
            #expect(throws: ArchiveError.self) { try PreviewArchive(decoding: Array(bytes.prefix(length))) }
        }
        // A corrupt byte either decodes to some archive or throws; it never
        // traps, and never asks for more memory than the bytes could hold.
        for index in 6..<bytes.count {
            var corrupt = bytes
            corrupt[index] ^= 0xA5
            _ = try? PreviewArchive(decoding: corrupt)
        }
    }

    @Test func aHugeCountIsTruncatedNotAllocated() {
        // Magic, version, then 2^32 − 1 transitions in five bytes.
        let bytes = Array("TSPV".utf8) + [3, 0, 0xFF, 0xFF, 0xFF, 0xFF]
        #expect(throws: ArchiveError.truncated) { try PreviewArchive(decoding: bytes) }
    }

    /// The codec writes each of these types field by field: a field added to
    /// one must be added to the archive (and the version raised). The
    /// motion's dimming shape in one container (`dimmingShift`,
    /// `undimmedProgress`) is not written: the stage keys each plan to its
    /// container again (`TransitionPlan.keyingDetents`).
    @Test func theArchiveKnowsEveryStoredProperty() {
        let motion = everyCase.interactive.motion
        let keyedInAContainer: Set<String> = ["dimmingShift", "undimmedProgress"]
        let motionFields = Mirror(reflecting: motion).children.filter { !keyedInAContainer.contains($0.label ?? "") }
        let counts: [(String, Int, Int)] = [
            ("TransitionMotion", motionFields.count, 18),
            ("TransitionPlan", Mirror(reflecting: everyCase.interactive).children.count, 7),
            ("ElementTracks", Mirror(reflecting: motion.elements[0]).children.count, 11),
            ("KeyframeTrack", Mirror(reflecting: motion.dimming!).children.count, 4),
            ("ProgressRange", Mirror(reflecting: motion.dimming!.range).children.count, 3),
            ("Keyframe", Mirror(reflecting: motion.dimming!.keyframes[0]).children.count, 3),
            ("DetentPlan", Mirror(reflecting: motion.detents!).children.count, 5),
            ("SheetDetent", Mirror(reflecting: motion.detents!.detents[0]).children.count, 2),
            ("RestingFrame", Mirror(reflecting: motion.detents!.frame).children.count, 2),
            ("ProgressTrigger", Mirror(reflecting: motion.triggers[0]).children.count, 5),
            ("SharedElement", Mirror(reflecting: motion.sharedElement!).children.count, 4),
            ("DecayPhase", Mirror(reflecting: motion.decay!).children.count, 2),
            ("ReleaseCondition", Mirror(reflecting: ReleaseCondition(progress: 0)).children.count, 2),
            ("RestTolerance", Mirror(reflecting: motion.restTolerance).children.count, 2),
            ("DimmingColor", Mirror(reflecting: DimmingColor.black).children.count, 2),
            ("RGBAColor", Mirror(reflecting: DimmingColor.black.light).children.count, 4),
            ("PreviewTransition", Mirror(reflecting: everyCase).children.count, 5),
        ]
        for (type, count, known) in counts {
            #expect(count == known, "\(type) has \(count) stored properties; the archive writes \(known)")
        }
    }
}
