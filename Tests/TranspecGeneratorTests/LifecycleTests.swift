import Testing
import TranspecGenerator
import TranspecRuntime
import TranspecSpec

/// The generated controllers call UIKit exactly as `InteractionStateMachine`
/// says (the glue maps `beginTransition` → dismiss/pop/select, `end` →
/// finish/cancel + `completeTransition`). These traces pin the counts for
/// the generated motions: begin once, end once, at rest.
@Suite struct LifecycleTests {
    struct Counts: Equatable, CustomStringConvertible {
        var begin = 0, finish = 0, cancel = 0, complete = 0
        var description: String { "begin \(begin) finish \(finish) cancel \(cancel) complete \(complete)" }
    }

    static func motion(_ spec: String, _ name: String) throws -> TransitionMotion {
        let transition = try #require(try Goldens.decode(spec).transitions.first { $0.name.value == name })
        return lower(transition)
    }

    /// Plays `events`, then frames until the machine ends (or 10 s pass).
    /// Frames come only while the machine's clock commands say the display
    /// link runs, as in `InteractiveTransitionDriver`.
    static func play(_ motion: TransitionMotion, _ events: [InteractionEvent]) -> Counts {
        var machine = InteractionStateMachine(motion: motion, containerExtent: 800)
        var counts = Counts()
        var clockRunning = false
        func apply(_ event: InteractionEvent) {
            let effects = machine.handle(event)
            if effects.beginTransition { counts.begin += 1 }
            switch effects.end {
            case .complete?: counts.finish += 1
            case .cancel?: counts.cancel += 1
            case nil: break
            }
            if effects.complete != nil { counts.complete += 1 }
            if let command = effects.clock { clockRunning = command == .start }
        }
        events.forEach(apply)
        var time = events.compactMap { if case .frame(let t) = $0 { t } else { nil } }.max() ?? 0
        while time < 10 {
            time += 1.0 / 120
            if clockRunning { apply(.frame(time: time)) }
        }
        return counts
    }

    static let tags = ("Specs/tags-sheet.transpec.yaml", "TagsSheetDismiss")
    static let photo = ("Specs/photo-preview.transpec.yaml", "PhotoPreviewDismiss")

    @Test func fastFlickCompletesOnce() throws {
        let counts = Self.play(try Self.motion(Self.tags.0, Self.tags.1), [.began, .changed(translation: 40), .ended(velocity: 1200)])
        #expect(counts == Counts(begin: 1, finish: 1, cancel: 0, complete: 1), "\(counts)")
    }

    @Test func slowShortDragCancelsOnce() throws {
        let counts = Self.play(try Self.motion(Self.tags.0, Self.tags.1), [.began, .changed(translation: 100), .ended(velocity: 20)])
        #expect(counts == Counts(begin: 1, finish: 0, cancel: 1, complete: 1), "\(counts)")
    }

    @Test func regrabWhileSettlingStaysOneTransition() throws {
        let counts = Self.play(try Self.motion(Self.tags.0, Self.tags.1), [
            .began, .changed(translation: 100), .ended(velocity: 0), .frame(time: 0), .frame(time: 0.1),
            .began, .changed(translation: 500), .ended(velocity: 0),
        ])
        #expect(counts == Counts(begin: 1, finish: 1, cancel: 0, complete: 1), "\(counts)")
    }

    @Test func aSecondTouchWhileTrackingIsIgnored() throws {
        let counts = Self.play(try Self.motion(Self.tags.0, Self.tags.1), [
            .began, .changed(translation: 300), .began, .changed(translation: 500), .ended(velocity: 0),
        ])
        #expect(counts == Counts(begin: 1, finish: 1, cancel: 0, complete: 1), "\(counts)")
    }

    @Test func aSystemCancelCancelsOnce() throws {
        let counts = Self.play(try Self.motion(Self.tags.0, Self.tags.1), [.began, .changed(translation: 700), .cancelled])
        #expect(counts == Counts(begin: 1, finish: 0, cancel: 1, complete: 1), "\(counts)")
    }

    @Test func aNonInterruptibleSpecIgnoresTheRegrab() throws {
        // photo-preview: `interruptible: false`, released short and slow → cancel, the re-grab changes nothing.
        let counts = Self.play(try Self.motion(Self.photo.0, Self.photo.1), [
            .began, .changed(translation: 10), .ended(velocity: 0), .frame(time: 0), .frame(time: 0.05),
            .began, .changed(translation: 190), .ended(velocity: 0),
        ])
        #expect(counts == Counts(begin: 1, finish: 0, cancel: 1, complete: 1), "\(counts)")
    }

    /// Every generated pan owner frees its `TransitionLaunch` on each way a
    /// transition can fail to start or end (`TransitionLaunchTests` covers
    /// the phases): a pan ending before UIKit started, an immediate refusal,
    /// a start that cannot run, and rest.
    @Test(arguments: Goldens.specPaths)
    func everyOwnerResetsARefusedLaunch(_ specPath: String) throws {
        let text = SpecTranslator.render(try Goldens.decode(specPath))
        let owners = text.components(separatedBy: "private var launch = TransitionLaunch()").count - 1
        #expect(owners > 0)
        func count(_ needle: String) -> Int { text.components(separatedBy: needle).count - 1 }
        #expect(count("if pan.hasEnded {\n") == owners)
        #expect(count("launch.gestureEnded()") == owners)
        #expect(count("launch.request()") == owners)
        #expect(count("launch.started()") == owners)
        #expect(count("self?.launch.ended()") == owners)
        #expect(!text.contains("isInFlight = true") && !text.contains("isInFlight = false"))
        #expect(count("popViewController(animated: true) == nil {\n") == count("popViewController("))
        #expect(count("if navigationController.topViewController !== destination {\n") == count("pushViewController("))
        #expect(count("if tabBarController.selectedIndex != target {\n") == count("selectedIndex = target"))
    }
}
