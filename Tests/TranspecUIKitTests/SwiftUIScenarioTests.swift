import Foundation
import Testing
import TranspecGenerator
import TranspecTestSupport

/// TranspecSwiftUI on the SwiftUI and UIKit models: SwiftUI apps present
/// the Tags sheet and the Maps sheet with `transpecPresentation`
/// (`Tests/SwiftUIScenarios`), and every frame of each presentation, drag,
/// dismissal and detent move equals `transpec simulate`, with no contract
/// violation; the bindings (presented, item, detent) follow every change.
/// A NavigationStack pushes and pops with a fixture's transitions, its path
/// following, and its pop dragged; a stack-style NavigationView pushes by
/// its link and pops by drag with the same transitions. A photo grid lends its thumbnail and the
/// presented photo with `.transpecElement`: the shared element flies between
/// the frames SwiftUI laid them out at, or fades when the thumbnail is gone.
/// An App Store feed's card (the presenter's SwiftUI view) grows into its
/// story and each of the dismissal's drags flies it back, through the
/// generated hosting controller alone. A NavigationStack's screens lend
/// their marked views to a push and a pop (the row's photo flies into the
/// pushed screen's and back), with no screen adopting a protocol; a
/// stack-style NavigationView's do the same. A full-screen feed in a
/// `TranspecScrollView` is pulled down to dismiss at its top, and scrolls
/// when scrolled down, through the generated hosting controller alone; the
/// same feed pushed in a NavigationStack is popped by the pull, the stack's
/// screen lending its scroll view with no protocol adopted.
@Suite struct SwiftUIScenarioTests {
    static let tagsSpec = "Specs/tags-sheet.transpec.yaml"
    static let mapsSpec = "Specs/maps-sheet.transpec.yaml"
    /// A push and a pop whose screens lend nothing: SwiftUI makes them.
    static let stackSpec = "Tests/SwiftUIScenarios/Fixtures/stack.transpec.yaml"
    static let photoSpec = "Specs/photo-preview.transpec.yaml"
    static let cardSpec = "Specs/app-store-card.transpec.yaml"
    static let pullSpec = "Specs/pull-to-dismiss.transpec.yaml"
    static let specs = [
        "TagsSheetDismiss": tagsSpec, "MapsSheetDrag": mapsSpec, "StackPush": stackSpec, "StackPop": stackSpec,
        "PhotoPreviewDismiss": photoSpec, "AppStoreCardDismiss": cardSpec, "PhotoPush": stackSpec, "PhotoPop": stackSpec,
        "PullToDismiss": pullSpec, "FeedPop": stackSpec,
    ]

    /// The scenarios the program plays, by title, and whether each is
    /// compared with `simulate` (it plays a transition from its start).
    static let expected: [(String, compared: Bool)] = [
        ("present when the binding turns true", true),
        ("dismiss by drag: past the threshold", true),
        ("dismiss by drag: short of it", true),
        ("dismiss by drag: far, flicked back", true),
        ("dismiss by drag: grabbed again while settling", true),
        ("dismiss when the binding turns false", true),
        ("dismiss from the content", true),
        ("dismiss by VoiceOver escape", true),
        ("present while another screen is presented", false),
        ("another item replaces the screen, a drag clears it", true),
        ("presented content follows the app", false),
        ("detent binding: a drag, full to half, released", true),
        ("detent binding: a drag, full, a short drag back to it", true),
        ("detent binding: set to half", true),
        ("detent binding: set to collapsed", true),
        ("push when the path grows", true),
        ("pop when the path shrinks", true),
        ("pop by drag: past the threshold", true),
        ("pop by drag: short of it", true),
        ("pop by drag: grabbed again while settling", true),
        ("NavigationView: push by link", true),
        ("NavigationView: pop by drag: past the threshold", true),
        ("NavigationView: pop by drag: short of it", true),
        ("shared element: present from a SwiftUI thumbnail", true),
        ("shared element: dismiss by drag into the thumbnail", true),
        ("shared element: present from a SwiftUI thumbnail without thumbnail", true),
        ("elements: push when the path grows", true),
        ("elements: pop when the path shrinks", true),
        ("elements: pop by drag: past the threshold", true),
        ("elements: pop by drag: short of it", true),
        ("elements: pop by drag: grabbed again while settling", true),
        ("elements: push when the path grows, no caption marked", true),
        ("elements: pop by drag: past the threshold without rowPhoto", true),
        ("NavigationView: elements: push by link", true),
        ("NavigationView: elements: pop by drag: past the threshold", true),
        ("NavigationView: elements: pop by drag: short of it", true),
        ("screen's pop: elements: pop when the path shrinks", true),
        ("screen's pop: elements: pop by drag: past the threshold", true),
        ("screen's pop: elements: pop by drag: short of it", true),
        ("screen's pop: a screen without it: UIKit's pop and back swipe", false),
        ("card: present by tap", true),
        ("card: dismiss by gesture 1: past the threshold", true),
        ("card: dismiss by gesture 1: short of it", true),
        ("card: dismiss by gesture 2: past the threshold", true),
        ("card: dismiss by gesture 2: short of it", true),
        ("card: present by tap without card", true),
        ("card: dismiss by gesture 1: past the threshold without card", true),
        ("feed: present when the binding turns true", true),
        ("feed: pull at the top: past the threshold", true),
        ("feed: pull at the top: short of it", true),
        ("feed: scrolled down, a drag scrolls; at the top it dismisses", true),
        ("feed stack: pull at the top: past the threshold", true),
        ("feed stack: pull at the top: short of it", true),
        ("feed stack: scrolled down, a drag scrolls; at the top it pops", true),
    ]

    @Test func presentationsFollowTheirBindingAndPlayWhatSimulatePrints() throws {
        let reports = try Self.run()
        #expect(reports.map(\.scenario) == Self.expected.map(\.0))
        var comparedFrames = 0, sharedFrames = 0, feedFrames = 0
        for (report, expected) in zip(reports, Self.expected) {
            #expect(report.failures.isEmpty, "\(report.title): \(report.failures)")
            #expect(report.violations.isEmpty, "\(report.title): \(report.violations)")
            // Only the refused presentation makes UIKit say something, and
            // the library names, once, a required element no view marks.
            // The settings screen, which names a push for its pop, is shown twice.
            let said = report.console.filter { !$0.hasPrefix("Attempt to present") }
            let unmarked = report.scenario.hasSuffix("no caption marked")
            let namesAPush = report.scenario.hasSuffix("a screen without it: UIKit's pop and back swipe")
            let expectedSaid = unmarked ? [Self.unmarkedCaption] : namesAPush ? [Self.popNamingAPush, Self.popNamingAPush] : []
            #expect(said == expectedSaid, "\(report.title): \(said)")
            let refused = report.scenario == "present while another screen is presented"
            #expect(report.console.count == (refused ? 1 : expectedSaid.count), "\(report.title): console \(report.console)")
            guard expected.compared else { continue }
            let spec = try #require(Self.specs[report.transition])
            let (_, shared) = try ScenarioTests().compare(report, specPath: spec)
            comparedFrames += report.frames.count
            sharedFrames += shared
            if report.transition == "PullToDismiss" || report.transition == "FeedPop" { feedFrames += report.frames.count }
            // The SwiftUI views' flight: compared in every frame, unless the thumbnail is out of sight.
            // The card's flight between the feed (the presenter's SwiftUI view) and the story.
            if report.transition == "AppStoreCardDismiss" {
                let faded = report.frames.contains { ($0.channels["screen.alpha"] ?? 1) < 1 - 1e-9 }
                let flies = !report.scenario.hasSuffix("short of it")
                if report.missingViews == ["card"] {
                    #expect(shared == 0 && faded, "\(report.title): \(shared) frames with a flight, faded \(faded)")
                } else if flies {
                    #expect(shared >= 20 && !faded, "\(report.title): only \(shared) frames of the flight compared")
                }
            }
            // A pushed SwiftUI screen's photo flies from and back to its row, in every frame.
            // Without the row photo (optional in the pop), the screen fades instead.
            if report.missingViews == ["rowPhoto"] {
                let faded = report.frames.contains { ($0.channels["screen.alpha"] ?? 1) < 1 - 1e-9 }
                #expect(shared == 0 && faded, "\(report.title): \(shared) frames with a flight, faded \(faded)")
            } else if report.transition == "PhotoPush" || report.transition == "PhotoPop" {
                let tracked = report.frames.filter { $0.channels["caption.alpha"] != nil }.count
                let captions = report.scenario.hasSuffix("no caption marked") ? 0...0 : 20...Int.max
                #expect(shared >= 20 && captions.contains(tracked), "\(report.title): \(shared) frames of the flight, \(tracked) of the caption compared")
            }
            if report.transition == "PhotoPreviewDismiss" {
                let faded = report.frames.contains { ($0.channels["screen.alpha"] ?? 1) < 1 - 1e-9 }
                if report.missingViews == ["thumbnail"] {
                    #expect(shared == 0 && faded, "\(report.title): \(shared) frames with a flight, faded \(faded)")
                } else {
                    #expect(shared >= 20 && !faded, "\(report.title): only \(shared) frames of the flight compared")
                }
            }
        }
        // The stack's pop declares a haptic trigger: dragged past it, the
        // crossing (which the app's onTranspecTrigger heard) and its haptic
        // are on the model, at simulate's times (compared above).
        let pops = reports.filter { $0.scenario.hasPrefix("pop by drag") }
        let triggers = pops.flatMap(\.crossings).filter { $0.trigger == "halfway" }.count
        let haptics = pops.flatMap(\.haptics).count
        #expect(triggers > 0 && haptics == triggers, "pops by drag: \(triggers) trigger crossings, \(haptics) haptics")
        print("SwiftUI scenarios: \(reports.count) played, \(comparedFrames) frames compared with simulate "
            + "(\(sharedFrames) with a shared element lent by SwiftUI views, "
            + "\(feedFrames) of a feed in a TranspecScrollView), "
            + "\(triggers) triggers heard with their haptics")
    }

    /// What the library prints when a pushed SwiftUI screen marks no view as the required caption.
    static let unmarkedCaption = "transpec: no view on either screen is marked .transpecElement(caption), "
        + "which PhotoPushTransition needs; mark one, or declare the element `optional: true` in the spec"

    /// What the library prints when a screen names a push for its own pop.
    static let popNamingAPush = "transpec: transpecNavigationPop(StackPushTransition.self) names a push; a screen chooses "
        + "only its own pop: install a push on the stack with transpecNavigationTransition"

    /// Builds and runs the scenario program: the Tags golden, the UIKit
    /// scenario kit and `Tests/SwiftUIScenarios`, over TranspecSwiftUI and
    /// the models.
    static func run() throws -> [ScenarioReport] {
        let sources = [
            Goldens.golden(for: tagsSpec), Goldens.golden(for: mapsSpec), Goldens.golden(for: photoSpec),
            Goldens.golden(for: cardSpec), Goldens.golden(for: pullSpec), try generatedStack(),
        ]
            + Repository.swiftFiles(in: "Tests/UIKitScenarios") + Repository.swiftFiles(in: "Tests/SwiftUIScenarios")
        let executable = try SwiftUIModelBuild.executable(sources, named: "SwiftUIScenarios")
        let result = try SwiftCompiler.run(executable, [])
        guard result.succeeded else {
            throw ModelBuild.Failed(description: "the SwiftUI scenario program failed (\(result.status)):\n\(result.output)")
        }
        // A line that is no report is what the app printed (the library's
        // messages), during the scenario reported next: its console, as
        // Xcode's shows both UIKit's messages and the app's output.
        var reports: [ScenarioReport] = [], printed: [String] = []
        for line in result.output.split(separator: "\n") {
            guard line.hasPrefix("{") else {
                printed.append(String(line))
                continue
            }
            var report = try JSONDecoder().decode(ScenarioReport.self, from: Data(line.utf8))
            report.console += printed
            printed = []
            reports.append(report)
        }
        guard printed.isEmpty else {
            throw ModelBuild.Failed(description: "printed after the last scenario: \(printed)")
        }
        return reports
    }

    /// What `generate` writes for the stack fixture, in a scratch folder.
    static func generatedStack() throws -> URL {
        let file = try Repository.scratchDirectory("transpec-swiftui-stack").appendingPathComponent(
            SpecTranslator.outputFileName(forSpecPath: stackSpec))
        try SpecTranslator.render(Goldens.decode(stackSpec)).write(to: file, atomically: true, encoding: .utf8)
        return file
    }
}
