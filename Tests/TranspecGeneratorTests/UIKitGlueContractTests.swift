import Foundation
import Testing

/// `TranspecUIKit` cannot run on Linux (the stand-in's bodies are stubs), so
/// the UIKit-ordering rules that behaviour tests cannot reach are pinned on
/// its source here; `UIKitTypeCheckTests` and `GoldenTypeCheckTests` check
/// that it compiles. The decisions themselves are tested in the runtime
/// (`InteractionStateMachineTests`, `TransitionLaunchTests`).
@Suite struct UIKitGlueContractTests {
    static func source(_ file: String) throws -> String {
        try String(
            contentsOf: UIKitStandIn.repositoryRoot.appendingPathComponent("Sources/TranspecUIKit/\(file)"), encoding: .utf8)
    }

    /// The body of `func name` (up to the next `func` at the same indentation).
    static func function(_ name: String, in source: String) throws -> Substring {
        let start = try #require(source.range(of: "func \(name)"))
        let rest = source[start.upperBound...]
        let end = rest.range(of: "\n    func ")?.lowerBound ?? rest.range(of: "\n    private func ")?.lowerBound ?? rest.endIndex
        return rest[..<end]
    }

    @Test func theDriverStartsAndStopsTheClockOnlyAsTheStateMachineSays() throws {
        let driver = try Self.source("InteractiveTransitionDriver.swift")
        // Every start/stop of the display link is inside the `effects.clock` switch.
        let commands = driver.components(separatedBy: "clock?.st").count - 1
        let handle = try Self.function("handle", in: driver)
        let switchStart = try #require(handle.range(of: "switch effects.clock"))
        let inSwitch = handle[switchStart.lowerBound...].components(separatedBy: "clock?.st").count - 1
        #expect(commands == 2 && inSwitch == 2, "clock commands outside the effects switch:\n\(driver)")
        // `grab()` only forwards the touch: the machine decides whether it stops anything.
        let grab = try Self.function("grab", in: driver)
        #expect(!grab.contains("clock") && !grab.contains("guard"), "\(grab)")
    }

    @Test func theSharedElementIsMeasuredAfterLayoutAndSnapshottedUnblank() throws {
        let stage = try Self.source("TransitionStage.swift")
        let initializer = try #require(stage.range(of: "    init(").map { stage[$0.lowerBound...] })
        let initBody = initializer[..<(initializer.range(of: "\n    func render")?.lowerBound ?? initializer.endIndex)]
        #expect(!initBody.contains("convert(") && !initBody.contains("snapshotView("), "measured before layout")
        let prepare = try Self.function("prepareFlightIfNeeded", in: stage)
        let layout = try #require(prepare.range(of: "container.layoutIfNeeded()"))
        let destinationLayout = try #require(prepare.range(of: "shared.destination.layoutIfNeeded()"))
        let snapshot = try #require(prepare.range(of: "snapshotView(afterScreenUpdates: afterScreenUpdates)"))
        let measure = try #require(prepare.range(of: ".convert("))
        let hide = try #require(prepare.range(of: "isHidden = true"))
        #expect(layout.lowerBound < snapshot.lowerBound && destinationLayout.lowerBound < measure.lowerBound)
        #expect(snapshot.lowerBound < hide.lowerBound, "snapshot of a hidden view is blank")
        #expect(!stage.contains("afterScreenUpdates: false"))
        // The incoming view has never been drawn: its source is snapshotted after a screen update.
        let driver = try Self.source("InteractiveTransitionDriver.swift")
        #expect(driver.contains("isNewOnScreen: { view in toView.map { view.isDescendant(of: $0) } ?? false }"))
        // render sets the flight up before the moving view's transform changes.
        let render = try Self.function("render", in: stage)
        let setUp = try #require(render.range(of: "prepareFlightIfNeeded()"))
        let moving = try #require(render.range(of: "views.moving.transform"))
        #expect(setUp.lowerBound < moving.lowerBound)
    }

    @Test func theHiddenOriginalsAreNotTransformed() throws {
        let stage = try Self.source("TransitionStage.swift")
        let render = try Self.function("render", in: stage)
        #expect(render.contains("if let shared, view === shared.destination { continue }"), "\(render)")
        #expect(render.contains("view === $0.source ? flight?.snapshot : nil"), "\(render)")
        // A cancel returns the views to rest while the flight still stands in for the originals.
        let tearDown = try Self.function("tearDown", in: stage)
        let rest = try #require(tearDown.range(of: "render(progress: 0"))
        let unhide = try #require(tearDown.range(of: "isHidden = false"))
        let land = try #require(tearDown.range(of: "flight = nil"))
        #expect(rest.lowerBound < unhide.lowerBound && rest.lowerBound < land.lowerBound)
        // Element tracks are set in one place, on the target chosen above.
        #expect(stage.components(separatedBy: ".transform = CGAffineTransform(translationX: CGFloat(frame").count == 2)
    }
}
