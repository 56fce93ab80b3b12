import Foundation
import TranspecRuntime
import TranspecSpec
import TranspecTestSupport
@testable import TranspecGenerator

/// A program that plays every scenario of one spec on the UIKit model: the
/// spec's golden file, screens that adopt its protocols, the scenario kit
/// (`Tests/UIKitScenarios`), and a `main.swift` naming each transition.
enum ScenarioProgram {
    /// The reports it printed, one per scenario. A spec in `Specs/` plays
    /// its golden file; any other is generated here.
    static func run(specPath: String) throws -> [ScenarioReport] {
        try run(specPaths: [specPath], main: mainSource(for: Goldens.decode(specPath)))
    }

    /// The reports of a program whose `main.swift` is `main`, over the code
    /// generated from each of `specPaths`, compiled together as an app
    /// would compile them.
    static func run(specPaths: [String], main mainText: String) throws -> [ScenarioReport] {
        let folder = try Repository.scratchDirectory("transpec-scenarios")
        let main = folder.appendingPathComponent("main.swift")
        try mainText.write(to: main, atomically: true, encoding: .utf8)
        let generated = try specPaths.map { specPath in
            guard !specPath.hasPrefix("Specs/") else { return Goldens.golden(for: specPath) }
            let file = folder.appendingPathComponent(SpecTranslator.outputFileName(forSpecPath: specPath))
            try SpecTranslator.render(Goldens.decode(specPath)).write(to: file, atomically: true, encoding: .utf8)
            return file
        }
        let sources = generated + [main] + Repository.swiftFiles(in: "Tests/UIKitScenarios")
        let executable = try ModelBuild.executable(sources, named: "Scenarios")
        let result = try SwiftCompiler.run(executable, [])
        guard result.succeeded else {
            throw ModelBuild.Failed(description: "the scenario program failed (\(result.status)):\n\(result.output)")
        }
        let decoder = JSONDecoder()
        return try result.output.split(separator: "\n").map { line in
            try decoder.decode(ScenarioReport.self, from: Data(line.utf8))
        }
    }

    /// Whether a range names a detent in points, whose progress differs in
    /// every container (one in percent is the same progress everywhere).
    static func keysPointDetents(_ transition: TransitionIR) -> Bool {
        let named = Set(transition.detentRanges.flatMap(\.names).map(\.value))
        return transition.detents?.detents.contains { detent in
            guard named.contains(detent.value.name), case .points = detent.value.height else { return false }
            return true
        } ?? false
    }

    static func mainSource(for spec: SpecIR) -> String {
        var adopters: [String] = []
        var runs: [String] = []
        var detentKeyedRuns: [String] = []
        var safeAreaRuns: [String] = []
        let tabDelegate = SpecTranslator.tabBarDelegateName(forSpecPath: spec.file)
        for transition in spec.transitions {
            let names = TransitionNames(transition)
            let partner = spec.presentationPartner(of: transition)
            let screen = ScreenDeclarations(transition, presentation: partner)
            // A pair's screen adopts the partner's protocol too.
            // Both may name the same element: one view serves both.
            var seen = Set<String>()
            let allElements = (transition.elements + (partner?.elements ?? [])).filter { seen.insert($0.name.value).inserted }
            let elements = allElements.map { SwiftLiteral.string($0.name.value) }.joined(separator: ", ")
            let scrollView = screen.scrollViewRule != .none
            let make: String
            // The other screen is a screen like this one, adopting the lender protocols.
            let lenders = ([transition] + (partner.map { [$0] } ?? [])).filter { !$0.lentElements.isEmpty }
            let adopted = (screen.needsProtocol ? [names.presentable] : [])
                + lenders.map { TransitionNames($0).lender($0.counterpartScreen) }
            let lent = Set(lenders.flatMap { $0.lentElements.map(\.name.value) })
            let firstRun = runs.count
            defer {
                if keysPointDetents(transition) { detentKeyedRuns += runs[firstRun...] }
                if transition.detents != nil { safeAreaRuns += runs[firstRun...] }
            }
            runs.append("    ScenarioScreen.lentElements = [\(lent.sorted().map(SwiftLiteral.string).joined(separator: ", "))]")
            if !adopted.isEmpty {
                let type = names.base + "Screen"
                var members = allElements.map { element in
                    let name = SwiftLiteral.string(element.name.value)
                    return element.isOptional?.value == true
                        ? "    var \(TransitionNames.elementView(element.name.value)): UIView? { lendsOptionalViews ? element(\(name)) : nil }"
                        : "    var \(TransitionNames.elementView(element.name.value)): UIView { element(\(name)) }"
                }
                if scrollView {
                    let optional = screen.scrollViewRule == .optional ? "?" : ""
                    members.append("    var \(names.scrollView): UIScrollView\(optional) { scrollView }")
                }
                adopters.append("""
                    final class \(type): ScenarioScreen, \(adopted.joined(separator: ", ")) {
                        init() { super.init(elements: [\(elements)], scrollView: \(scrollView)) }
                        required init?(coder: NSCoder) { fatalError("not used") }
                    \(members.joined(separator: "\n"))
                    }
                    """)
                make = "\(type)()"
            } else {
                make = "ScenarioScreen(elements: [\(elements)], scrollView: \(scrollView))"
            }
            let name = SwiftLiteral.string(transition.name.value)
            switch transition.operation.value {
            case .present, .dismiss:
                let presentationName = partner.map { SwiftLiteral.string($0.name.value) } ?? "nil"
                runs.append("""
                        ModalScenarios<\(names.namespace)>(
                            name: \(name), presentationName: \(presentationName),
                            makeDelegate: { \(names.transitioningDelegate)() },
                            makeScreen: { let screen = \(make); return (screen, screen) }
                        ).runAll()
                    """)
            case .push, .pop:
                runs.append("""
                        NavigationScenarios<\(names.namespace)>(
                            name: \(name), pushName: \(partner.map { SwiftLiteral.string($0.name.value) } ?? "nil"),
                            makeDelegate: { \(names.navigationDelegate)(navigationController: $0, pushing: $1) },
                            makeScreen: { \(make) }
                        ).runAll()
                    """)
            case .tabNext, .tabPrevious:
                runs.append("""
                        TabScenarios<\(names.namespace), \(tabDelegate)>(
                            name: \(name), makeDelegate: { \(tabDelegate)(tabBarController: $0) },
                            makeScreen: { \(make) }
                        ).runAll()
                    """)
            }
        }
        // Relative values (`-30%`) play again in a landscape iPad's container.
        let scales = spec.transitions.contains { transition in
            transition.motion.elements.contains { $0.translationXBasis != .points || $0.translationYBasis != .points }
        }
        var iPad = scales ? ["    ScenarioRun.screenSize = CGSize(width: 1180, height: 820)"] + runs : []
        // Ranges keyed to detents (`[open, peek]`) play again in a portrait iPad's
        // container (portrait: the size-change scenario turns it): a points detent is another progress there.
        if !detentKeyedRuns.isEmpty {
            iPad += ["    ScenarioRun.screenSize = CGSize(width: 820, height: 1180)"] + detentKeyedRuns
        }
        // Optional views play again with none lent: those elements stay still.
        let optional = Set(spec.transitions.flatMap(\.elements).filter { $0.isOptional?.value == true }.map(\.name.value))
        if !optional.isEmpty {
            iPad += ["    ScenarioRun.screenSize = CGSize(width: 390, height: 844)",
                     "    ScenarioScreen.lendsOptionalViews = false",
                     "    ScenarioRun.missingViews = [\(optional.sorted().map(SwiftLiteral.string).joined(separator: ", "))]"]
                + runs
        }
        // Detent sheets again on a notched phone: heights within the safe area.
        if !safeAreaRuns.isEmpty {
            iPad += ["    ScenarioRun.screenSize = CGSize(width: 390, height: 844)",
                     "    ScenarioRun.safeAreaInsets = UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0)"]
                + safeAreaRuns.map { $0.replacingOccurrences(of: ".runAll()", with: ".runSafeArea()") }
                + ["    ScenarioRun.safeAreaInsets = .zero"]
        }
        // With Reduce Motion on: each transition's subset of runs.
        let phone = [
            "    ScenarioRun.screenSize = CGSize(width: 390, height: 844)", "    ScenarioScreen.lendsOptionalViews = true",
            "    ScenarioRun.missingViews = []",
        ]
        iPad += phone + ["    ScenarioRun.reducesMotion = true"]
            + runs.map { $0.replacingOccurrences(of: ".runAll()", with: ".runReduceMotion()") }
            + ["    ScenarioRun.reducesMotion = false"]
        // Every run again, UIKit asking for animators on a later turn.
        let reset = phone + ["    ScenarioRun.defersTransitionQuestions = true"]
        return """
            @_spi(UIKitModel) import UIKit
            import TranspecUIKit

            \(adopters.joined(separator: "\n\n"))

            MainActor.assumeIsolated {
            \(runs.joined(separator: "\n"))
            \(iPad.joined(separator: "\n"))
            \(reset.joined(separator: "\n"))
            \(runs.joined(separator: "\n"))
            \(iPad.joined(separator: "\n"))
            }

            """
    }
}

/// `Tests/UIKitScenarios/Report.swift`'s records, as the test reads them.
struct ScenarioReport: Decodable {
    var transition: String
    var scenario: String
    var kind: String
    var trace: String?
    var play: String?
    var simulatedTransition: String?
    /// Which of the transition's drags the trace plays (`--gesture`), from 1.
    var gesture: Int?
    var container: String?
    /// `top,leading,bottom,trailing` (`simulate --safe-area`).
    var safeArea: String?
    var missingViews: [String]?
    var reduceMotion: Bool?
    var viewSizes: [String: String]?
    var frames: [Frame]
    /// What the screen shows at rest, after the transition's end.
    var rest: Frame?
    var sharedStart: Rect?
    var sharedEnd: Rect?
    var sharedStartOffset: Double?
    var sharedStartRides: Bool?
    var direction: [Double]?
    var outcome: String?
    var fromDetent: String?
    var restingDetent: String?
    var toDetent: String?
    var detentChanges: [String]
    var failures: [String]
    var violations: [String]
    var console: [String]
    var crossings: [Crossing]
    var completions: [Bool]
    var progressReports: [ProgressReport]
    var dimmingColor: [Double]?
    var appearanceColors: [String: [Double]]?
    var haptics: [Haptic]

    struct ProgressReport: Decodable {
        var value: Double
        var isReversed: Bool
    }

    struct Crossing: Decodable {
        var t: Double
        var trigger: String?
        var direction: String
    }

    struct Haptic: Decodable {
        var t: Double
        var feedback: String
        var wasPrepared: Bool
    }

    struct Frame: Decodable {
        var t: Double
        var offset: Double?
        var offsetAcross: Double?
        var dimming: Double?
        var channels: [String: Double]
        var shared: Rect?
        var inTransition: Bool
    }

    struct Rect: Decodable {
        var x: Double
        var y: Double
        var width: Double
        var height: Double
    }

    var title: String { "\(transition): \(scenario)" }
}
