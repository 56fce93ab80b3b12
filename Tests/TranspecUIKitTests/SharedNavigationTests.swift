import Foundation
import Testing
import TranspecTestSupport

/// Two specs generated separately, a push (`photo-push`) and a pop
/// (`settings-pop`), compiled into one app: both navigation delegates on
/// one navigation controller, beside the app's own delegate. Each plays its
/// own screen's transition as `simulate` prints it, and a third screen
/// keeps UIKit's push and the system back swipe
/// (`Tests/UIKitScenarios/SharedNavigationScenarios.swift`).
@Suite struct SharedNavigationTests {
    static let push = "Tests/TranspecUIKitTests/Fixtures/photo-push.transpec.yaml"
    static let pop = "Tests/TranspecUIKitTests/Fixtures/settings-pop.transpec.yaml"

    static let main = """
        @_spi(UIKitModel) import UIKit
        import TranspecUIKit

        final class PhotoScreen: ScenarioScreen, PhotoPushPresentable {
            init() { super.init(elements: ["caption"], scrollView: false) }
            required init?(coder: NSCoder) { fatalError("not used") }
            var captionView: UIView { element("caption") }
        }

        final class SettingsScreen: ScenarioScreen, SettingsPopPresentable {
            init() { super.init(elements: ["title"], scrollView: false) }
            required init?(coder: NSCoder) { fatalError("not used") }
            var titleView: UIView { element("title") }
        }

        MainActor.assumeIsolated {
            for defers in [false, true] {
                ScenarioRun.defersTransitionQuestions = defers
                SharedNavigationScenarios<PhotoPushTransition, SettingsPopTransition>(
                    pushName: "PhotoPush", popName: "SettingsPop",
                    makePushDelegate: { PhotoPushNavigationDelegate(navigationController: $0) },
                    makePopDelegate: { SettingsPopNavigationDelegate(navigationController: $0) },
                    makePushed: { PhotoScreen() }, makePopped: { SettingsScreen() }
                ).runAll()
            }
        }

        """

    @Test func twoSpecsNavigationDelegatesShareOneNavigationController() throws {
        let reports = try ScenarioProgram.run(specPaths: [Self.push, Self.pop], main: Self.main)
        #expect(reports.count == 8, "\(reports.count) scenarios")
        var frames = 0
        for report in reports {
            #expect(report.violations.isEmpty, "\(report.title): \(report.violations.joined(separator: "\n"))")
            #expect(report.failures.isEmpty, "\(report.title): \(report.failures.joined(separator: "\n"))")
            let spec = report.transition == "PhotoPush" ? Self.push : Self.pop
            _ = try ScenarioTests().compare(report, specPath: spec)
            frames += report.frames.filter(\.inTransition).count
            #expect(report.frames.contains { $0.inTransition }, "\(report.title): no transition was recorded")
        }
        TestFigures.record("shared navigation controller: \(reports.count) scenarios, \(frames) frames compared with simulate")
    }
}
